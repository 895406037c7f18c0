#include "DatabaseConnection.h"

#include "DatabaseSchema.h"

#include <QAtomicInteger>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <sqlite3.h>

namespace trellis::db {

namespace {

using Code = DatabaseErrorCode;

// SQLite's primary result codes that mean something to the user.
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteNotADatabase = 26;

quint32 bigEndian(const QByteArray& bytes, int at, int size) {
    quint32 value = 0;
    for (int i = 0; i < size; ++i) value = (value << 8) | quint8(bytes[at + i]);
    return value;
}

} // namespace

QString DatabaseConnection::uniqueName() {
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("trellis-db-%1").arg(counter.fetchAndAddRelaxed(1));
}

DbResult<bool> DatabaseConnection::checkHeader(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return DatabaseError(Code::CannotOpen, {path, file.errorString()});
    const qint64 size = file.size();
    if (size == 0) return true; // an empty file becomes a database
    const QByteArray header = file.read(100);
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return DatabaseError(Code::NotADatabase, {path});
    qint64 pageSize = bigEndian(header, 16, 2);
    if (pageSize == 1) pageSize = 65536;
    if (pageSize < 512 || (pageSize & (pageSize - 1)))
        return DatabaseError(Code::Damaged, {path, DatabaseError::tr("bad page size")});
    const quint32 pages = bigEndian(header, 28, 4);
    const bool pagesValid = pages != 0 && bigEndian(header, 24, 4) == bigEndian(header, 92, 4);
    if (pagesValid && qint64(pages) * pageSize > size)
        return DatabaseError(Code::Damaged,
                             {path, DatabaseError::tr("truncated: %1 pages of %2 bytes expected, "
                                                      "the file holds %3 bytes")
                                        .arg(pages)
                                        .arg(pageSize)
                                        .arg(size)});
    return true;
}

DatabaseConnection::DatabaseConnection(QString path) : path_(std::move(path)) {}

DatabaseConnection::~DatabaseConnection() {
    statements_.clear();
    native_.clear();
    {
        QSqlDatabase db = database();
        if (db.isOpen()) db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

DbResult<bool> DatabaseConnection::open(int lockWaitMs) {
    connection_ = uniqueName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(path_);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(lockWaitMs));
    if (!db.open()) return DatabaseError(Code::CannotOpen, {path_, db.lastError().text()});
    return true;
}

DbResult<bool> DatabaseConnection::check() {
    QSqlDatabase db = database();
    // Read-only checks first: nothing is written to a file that is refused.
    auto scalar = [&](const QString& sql) -> DbResult<qint64> {
        QSqlQuery q(db);
        if (!q.exec(sql) || !q.next()) return failure(q);
        return q.value(0).toLongLong();
    };
    const auto applicationId = scalar(QStringLiteral("PRAGMA application_id"));
    if (!applicationId) return applicationId.error();
    const auto version = scalar(QStringLiteral("PRAGMA user_version"));
    if (!version) return version.error();
    const auto objects = scalar(QStringLiteral("SELECT count(*) FROM sqlite_master"));
    if (!objects) return objects.error();
    const bool fresh = *applicationId == 0 && *version == 0 && *objects == 0;
    if (!fresh && *applicationId != schema::kApplicationId)
        return DatabaseError(Code::NotTrellis, {path_});
    if (*version > schema::currentVersion())
        return DatabaseError(Code::NewerSchema, {path_, QString::number(*version),
                                                 QString::number(schema::currentVersion())});
    version_ = int(*version);
    // Now the connection's settings and, when needed, the schema.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !q.next()) return failure(q);
    if (q.value(0).toString().compare(QStringLiteral("wal"), Qt::CaseInsensitive) != 0)
        return DatabaseError(Code::CannotOpen,
                             {path_, DatabaseError::tr("cannot switch the journal to WAL mode")});
    q.finish();
    for (const char* pragma : {"PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON"})
        if (!q.exec(QLatin1String(pragma))) return failure(q);
    return true;
}

DatabaseError DatabaseConnection::failure(const QString& what, const QString& message,
                                          const QString& code) const {
    const int native = code.toInt() & 0xff; // extended codes carry the primary in the low byte
    if (native == kSqliteNotADatabase) return DatabaseError(Code::NotADatabase, {path_});
    if (native == kSqliteCorrupt) return DatabaseError(Code::Damaged, {path_, message});
    if (native == kSqliteBusy || native == kSqliteLocked)
        return DatabaseError(Code::Locked, {path_});
    return DatabaseError(Code::Statement, {what.isEmpty() ? message : what + ": " + message});
}

DatabaseError DatabaseConnection::failure(const QSqlQuery& query) const {
    const QSqlError e = query.lastError();
    QString text = e.databaseText();
    if (text.isEmpty()) text = e.text();
    return failure(QString(), text, e.nativeErrorCode());
}

DbResult<bool> DatabaseConnection::migrate(const Fill& fill) {
    const int from = version_;
    QSqlQuery q(database());
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) return failure(q);
    auto undo = [&](const QSqlQuery& failed) {
        const DatabaseError error = failure(failed);
        QSqlQuery(database()).exec(QStringLiteral("ROLLBACK"));
        return error;
    };
    for (int to = from + 1; to <= schema::currentVersion(); ++to)
        for (const QString& statement : schema::migration(to))
            if (!q.exec(statement)) return undo(q);
    // What the new tables hold for the stored games (the players' lists, the index rows of the
    // games a migration put in the backlog), in this transaction.
    inTransaction_ = true;
    auto filled = fill(from);
    inTransaction_ = false;
    if (!filled) {
        QSqlQuery(database()).exec(QStringLiteral("ROLLBACK"));
        return filled.error();
    }
    const QString stamp =
        QStringLiteral("PRAGMA application_id = %1; ").arg(schema::kApplicationId);
    if (!q.exec(stamp.trimmed()) ||
        !q.exec(QStringLiteral("PRAGMA user_version = %1").arg(schema::currentVersion())))
        return undo(q);
    if (!q.exec(QStringLiteral("COMMIT"))) return undo(q);
    version_ = schema::currentVersion();
    return true;
}

QSqlQuery& DatabaseConnection::prepared(const char* sql) const {
    auto& slot = statements_[sql];
    if (!slot) {
        slot = std::make_unique<QSqlQuery>(database());
        slot->setForwardOnly(true);
        slot->prepare(QString::fromLatin1(sql));
    }
    return *slot;
}

SqliteStatement& DatabaseConnection::native(const char* sql) const {
    auto& slot = native_[sql];
    if (!slot) slot = std::make_unique<SqliteStatement>(handle(), sql);
    return *slot;
}

DatabaseError DatabaseConnection::failure(const SqliteStatement& statement) const {
    return failure(QString(), statement.errorMessage(), QString::number(statement.errorCode()));
}

DbResult<bool> DatabaseConnection::run(SqliteStatement& statement) const {
    if (!statement.prepared() || statement.run() != SQLITE_DONE) return failure(statement);
    return true;
}

DbResult<QVector<qint64>> DatabaseConnection::readIds(QSqlQuery& q) const {
    QVector<qint64> out;
    while (q.next()) out.append(q.value(0).toLongLong());
    if (q.lastError().isValid()) return failure(q);
    return out;
}

DbResult<bool> DatabaseConnection::begin(const char* sql) {
    QSqlQuery& q = prepared(sql);
    if (!q.exec()) return failure(q);
    inTransaction_ = true;
    return true;
}

DbResult<bool> DatabaseConnection::checkForeignKeys(bool on) {
    QSqlQuery& q = prepared(on ? "PRAGMA foreign_keys=ON" : "PRAGMA foreign_keys=OFF");
    if (!q.exec()) return failure(q);
    q.finish();
    return true;
}

DbResult<bool> DatabaseConnection::commit() {
    QSqlQuery& q = prepared("COMMIT");
    if (!q.exec()) return failure(q);
    inTransaction_ = false;
    return true;
}

void DatabaseConnection::rollback() {
    prepared("ROLLBACK").exec();
    inTransaction_ = false;
}

} // namespace trellis::db
