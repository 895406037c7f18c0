#pragma once
// The statements one part of a database connection runs (GameLists, TreeTotals): each prepared
// on first use and kept, and the error a failed one turns into.
#include "DatabaseError.h"
#include "SqliteStatement.h"

#include <functional>
#include <memory>
#include <unordered_map>

namespace trellis::db {

class SqliteStatements {
  public:
    using Failure = std::function<DatabaseError(const SqliteStatement&)>;
    SqliteStatements(sqlite3* db, Failure failure);

    // The statement of `sql` (a string that outlives this: the key is its address).
    SqliteStatement& statement(const char* sql);
    // Runs a statement that returns no rows to its end.
    DbResult<bool> run(SqliteStatement& statement);
    DatabaseError failure(const SqliteStatement& statement) const { return failure_(statement); }

  private:
    sqlite3* db_;
    Failure failure_;
    std::unordered_map<const char*, std::unique_ptr<SqliteStatement>> statements_;
};

} // namespace trellis::db
