#pragma once
// The statements one part of a database connection runs (GameLists, TreeTotals): each prepared
// on first use and kept, and the error a failed one turns into.
#include "DatabaseError.h"
#include "SqliteStatement.h"

#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

namespace trellis::db {

// Inserts `rows`, InsertRows::kRows to a statement (`sql.many`) and the rest one at a time
// (`sql.one`): `statement` gives the prepared statement of a text, `bindRow` binds a row's
// values from a column on, `run` runs a statement to its end (a DbResult<bool>). The rows
// inserted.
template <class Row, class Statement, class Bind, class Run>
DbResult<qint64> insertRows(const InsertRows& sql, const std::vector<Row>& rows,
                            Statement statement, Bind bindRow, Run run) {
    SqliteStatement& many = statement(sql.many.c_str());
    SqliteStatement& one = statement(sql.one.c_str());
    qint64 inserted = 0;
    for (std::size_t i = 0; i < rows.size();) {
        const bool full = rows.size() - i >= std::size_t(InsertRows::kRows);
        SqliteStatement& next = full ? many : one;
        for (int k = 0; k < (full ? InsertRows::kRows : 1); ++k)
            bindRow(next, k * sql.columns, rows[i++]);
        if (auto done = run(next); !done) return done.error();
        inserted += next.changes();
    }
    return inserted;
}

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
