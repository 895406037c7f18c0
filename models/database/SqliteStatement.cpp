#include "SqliteStatement.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace trellis::db {

namespace {

bool validUtf8(std::string_view bytes) {
    const QString text = QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
    const QByteArray back = text.toUtf8();
    return back.size() == qsizetype(bytes.size()) &&
           std::equal(back.begin(), back.end(), bytes.begin());
}

bool plainAscii(std::string_view bytes) {
    for (char c : bytes)
        if (static_cast<unsigned char>(c) >= 0x80 || c == '\0') return false;
    return true;
}

} // namespace

bool storedAsText(std::string_view bytes) {
    // QString::fromUtf8 keeps NUL characters, and so does a TEXT of the given length.
    return plainAscii(bytes) || validUtf8(bytes);
}

sqlite3* SqliteStatement::handleOf(const QSqlDatabase& db) {
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0) return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

SqliteStatement::SqliteStatement(sqlite3* db, const char* sql) : db_(db) {
    if (db_ && sqlite3_prepare_v3(db_, sql, -1, SQLITE_PREPARE_PERSISTENT, &statement_, nullptr) !=
                   SQLITE_OK)
        statement_ = nullptr;
}

SqliteStatement::~SqliteStatement() {
    sqlite3_finalize(statement_);
}

void SqliteStatement::bind(int column, std::int64_t value) {
    sqlite3_bind_int64(statement_, column + 1, value);
}

void SqliteStatement::bindNull(int column) {
    sqlite3_bind_null(statement_, column + 1);
}

void SqliteStatement::bindText(int column, std::string_view bytes) {
    if (storedAsText(bytes))
        sqlite3_bind_text64(statement_, column + 1, bytes.data(), bytes.size(), SQLITE_TRANSIENT,
                            SQLITE_UTF8);
    else
        bindBlob(column, bytes);
}

void SqliteStatement::bindBlob(int column, std::string_view bytes) {
    sqlite3_bind_blob64(statement_, column + 1, bytes.data(), bytes.size(), SQLITE_TRANSIENT);
}

void SqliteStatement::bindKeptBlob(int column, std::string_view bytes) {
    sqlite3_bind_blob64(statement_, column + 1, bytes.data(), bytes.size(), SQLITE_STATIC);
}

int SqliteStatement::run() {
    int code = sqlite3_step(statement_);
    while (code == SQLITE_ROW) code = sqlite3_step(statement_);
    sqlite3_reset(statement_);
    sqlite3_clear_bindings(statement_);
    return code;
}

int SqliteStatement::step() {
    if (!statement_) return SQLITE_MISUSE; // its prepare failed: errorMessage() says why
    const int code = sqlite3_step(statement_);
    if (code != SQLITE_ROW) reset();
    return code;
}

void SqliteStatement::reset() {
    if (!statement_) return;
    sqlite3_reset(statement_);
    sqlite3_clear_bindings(statement_);
}

std::int64_t SqliteStatement::integer(int column) const {
    return sqlite3_column_int64(statement_, column);
}

bool SqliteStatement::isNull(int column) const {
    return sqlite3_column_type(statement_, column) == SQLITE_NULL;
}

std::string_view SqliteStatement::bytes(int column) const {
    const void* data = sqlite3_column_blob(statement_, column);
    const int size = sqlite3_column_bytes(statement_, column);
    return data ? std::string_view(static_cast<const char*>(data), std::size_t(size))
                : std::string_view();
}

std::int64_t SqliteStatement::lastInsertId() const {
    return sqlite3_last_insert_rowid(db_);
}

int SqliteStatement::changes() const {
    return sqlite3_changes(db_);
}

QString SqliteStatement::errorMessage() const {
    return QString::fromUtf8(sqlite3_errmsg(db_));
}

int SqliteStatement::errorCode() const {
    return sqlite3_extended_errcode(db_);
}

InsertRows::InsertRows(std::string_view head, int columns) : columns(columns) {
    std::string row = "(?";
    for (int c = 1; c < columns; ++c) row += ", ?";
    row += ")";
    one = std::string(head) + " " + row;
    many = one;
    for (int r = 1; r < kRows; ++r) many += ", " + row;
}

} // namespace trellis::db
