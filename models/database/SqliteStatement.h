#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

class QSqlDatabase;

namespace trellis::db {

// Whether `bytes` are stored as TEXT (valid UTF-8) rather than as a BLOB kept byte for byte.
bool storedAsText(std::string_view bytes);

// A statement prepared on the SQLite handle under a Qt Sql connection, for the rows an import
// writes by the hundred thousand: binding through QVariant and QSqlQuery costs several times
// what SQLite needs to store the row. The connection's transaction applies as usual.
class SqliteStatement {
  public:
    // The handle of an open QSQLITE connection; null for any other driver.
    static sqlite3* handleOf(const QSqlDatabase& db);

    SqliteStatement(sqlite3* db, const char* sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    bool prepared() const { return statement_ != nullptr; }
    void bind(int column, std::int64_t value);
    void bindNull(int column);
    // Text as storedAsText() says, other bytes as BLOB (as the Qt path stores them).
    void bindText(int column, std::string_view bytes);
    void bindBlob(int column, std::string_view bytes); // copied: the bytes may go at once
    // Read in place, not copied: the bytes must stay until the statement runs, steps to its
    // end or resets (which clear the bindings). SQLite's copy of each index chunk and game
    // blob took a twentieth of an import of distinct games.
    void bindKeptBlob(int column, std::string_view bytes);
    // Runs the statement to its end and makes it ready for the next row; the SQLite result
    // code (SQLITE_DONE when it worked). Bindings are cleared.
    int run();
    // Steps a query: SQLITE_ROW while it gives a row (read with integer() and bytes());
    // otherwise the final code (SQLITE_DONE when it worked), and the statement is reset and
    // its bindings cleared. reset() ends a query before its last row.
    int step();
    void reset();
    std::int64_t integer(int column) const;
    bool isNull(int column) const;
    // A BLOB or TEXT column's bytes, valid until the next step.
    std::string_view bytes(int column) const;
    // The rowid of the last row inserted on the connection.
    std::int64_t lastInsertId() const;
    // The rows the last statement run on the connection inserted, changed or deleted.
    int changes() const;
    // After a failed prepare() or run(): SQLite's message and extended code.
    QString errorMessage() const;
    int errorCode() const;

  private:
    sqlite3* db_;
    sqlite3_stmt* statement_ = nullptr;
};

// The SQL of an INSERT of many rows a run and of one (`head` is "INSERT ... VALUES"): SQLite's
// cost per run of a statement is most of a small row's, so bulk writes bind kRows rows a run
// and the rest one by one.
struct InsertRows {
    static constexpr int kRows = 64;
    InsertRows(std::string_view head, int columns);
    int columns;
    std::string many, one;
};

} // namespace trellis::db
