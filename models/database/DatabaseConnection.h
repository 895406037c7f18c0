#pragma once
// The one SQLite connection of a GameDatabase, which its parts share by reference: the file's
// checks before anything is written, the schema's migration, the transaction state, the
// statements prepared once and kept (Qt's and SQLite's own) and the errors a failed statement
// turns into. It belongs to the thread that opened it.
#include "DatabaseError.h"
#include "SqliteStatement.h"
#include "SqliteStatements.h"

#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

class QSqlQuery;

namespace trellis::db {

class DatabaseConnection {
  public:
    explicit DatabaseConnection(QString path);
    ~DatabaseConnection();
    DatabaseConnection(const DatabaseConnection&) = delete;
    DatabaseConnection& operator=(const DatabaseConnection&) = delete;

    // Reads the SQLite header of an existing file before SQLite touches it: not SQLite, or
    // shorter than the pages its header counts, is refused.
    static DbResult<bool> checkHeader(const QString& path);
    // A Qt connection name no other connection has (one per connection and thread).
    static QString uniqueName();

    // Opens the file; nothing is read or written yet.
    DbResult<bool> open(int lockWaitMs);
    // Read-only checks first (another program's database, a newer schema), then the
    // connection's settings; schemaVersion() is the file's.
    DbResult<bool> check();
    // Migrates an older schema to the current one in one transaction. `fill` writes, in that
    // transaction, what the new tables hold for the stored games (given the old version).
    using Fill = std::function<DbResult<bool>(int from)>;
    DbResult<bool> migrate(const Fill& fill);

    const QString& path() const { return path_; }
    const QString& name() const { return connection_; }
    int version() const { return version_; }
    QSqlDatabase database() const { return QSqlDatabase::database(connection_, false); }
    sqlite3* handle() const { return SqliteStatement::handleOf(database()); }
    // What the parts of the database on SQLite's own handle turn a failed statement into.
    SqliteStatements::Failure failureOf() const {
        return [this](const SqliteStatement& statement) { return failure(statement); };
    }

    // The transaction: `begin` is "BEGIN" (a read) or "BEGIN IMMEDIATE" (a write). commit()
    // runs COMMIT only (a failure leaves the transaction to roll back); rollback() ROLLBACK.
    bool inTransaction() const { return inTransaction_; }
    DbResult<bool> begin(const char* sql);
    // Whether SQLite checks the foreign keys (on from open()). Outside a transaction only:
    // inside one SQLite ignores the switch.
    DbResult<bool> checkForeignKeys(bool on);
    DbResult<bool> commit();
    void rollback();
    // A count of this connection's writes (with PRAGMA data_version, what tells a
    // temporary table of games is still right).
    qint64 writes() const { return writes_; }
    void noteWrite() { ++writes_; }

    // The statement of `sql` (a string that outlives this: the key is its address), prepared
    // once and kept.
    QSqlQuery& prepared(const char* sql) const;
    // The statements of the rows an import writes, straight on SQLite (SqliteStatement.h).
    SqliteStatement& native(const char* sql) const;
    DbResult<bool> run(SqliteStatement& statement) const;
    // Inserts `rows` by `sql`, binding each with bindRow(statement, its first column, row);
    // the rows inserted.
    template <class Row, class Bind>
    DbResult<qint64> insertAll(const InsertRows& sql, const std::vector<Row>& rows,
                               Bind bindRow) const;
    // The ids in the first column of a query that ran, in its order.
    DbResult<QVector<qint64>> readIds(QSqlQuery& q) const;

    DatabaseError failure(const QSqlQuery& query) const;
    DatabaseError failure(const SqliteStatement& statement) const;

  private:
    DatabaseError failure(const QString& what, const QString& message, const QString& code) const;

    QString path_;
    QString connection_;
    int version_ = 0;
    bool inTransaction_ = false;
    qint64 writes_ = 0;
    mutable std::unordered_map<const char*, std::unique_ptr<QSqlQuery>> statements_;
    mutable std::unordered_map<const char*, std::unique_ptr<SqliteStatement>> native_;
};

template <class Row, class Bind>
DbResult<qint64> DatabaseConnection::insertAll(const InsertRows& sql, const std::vector<Row>& rows,
                                               Bind bindRow) const {
    return insertRows(
        sql, rows, [this](const char* text) -> SqliteStatement& { return native(text); }, bindRow,
        [this](SqliteStatement& statement) { return run(statement); });
}

} // namespace trellis::db
