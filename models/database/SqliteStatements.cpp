#include "SqliteStatements.h"

#include <sqlite3.h>

namespace trellis::db {

SqliteStatements::SqliteStatements(sqlite3* db, Failure failure)
    : db_(db), failure_(std::move(failure)) {}

SqliteStatement& SqliteStatements::statement(const char* sql) {
    auto& slot = statements_[sql];
    if (!slot) slot = std::make_unique<SqliteStatement>(db_, sql);
    return *slot;
}

DbResult<bool> SqliteStatements::run(SqliteStatement& statement) {
    if (!statement.prepared() || statement.run() != SQLITE_DONE) return failure_(statement);
    return true;
}

} // namespace trellis::db
