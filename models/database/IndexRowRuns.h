#pragma once
// An import's index rows in bounded memory (README.md "Position index"). The importer writes
// the index in one sorted pass at the end: a write every few hundred thousand rows touched
// pages all over the index and took three times as long. Holding every row until the end made
// the import's memory grow with the file. So rows are kept in memory up to a bound, then
// sorted and appended to a temporary file as a run; `drain` merges the runs back in key order
// and hands them on in batches of the same bound. A file of any size imports in about the
// same memory, and the index is still written in key order.
#include "DatabaseError.h"
#include "IndexRows.h"

#include <QTemporaryFile>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace trellis::db {

class IndexRowRuns {
  public:
    // About 4 MB of position rows (and as much again while a run is sorted: the rows are
    // copied into their buckets); tests set it lower to make many runs. Twice as many rows a
    // run took no less CPU and 15 MB more memory.
    static constexpr std::size_t kMemoryRows = std::size_t(1) << 17;
    explicit IndexRowRuns(std::size_t memoryRows = kMemoryRows);
    ~IndexRowRuns();

    // A game's rows; a run goes to the temporary file when memory holds the bound. False
    // when the file cannot be written (error() says why).
    bool add(qint64 game, const GameHeader& header, const GameIndex& index);
    bool empty() const { return rows_.empty() && spilled_.empty(); }
    // The runs written to the temporary file so far.
    std::size_t runCount() const { return spilled_.size(); }

    // Every row in key order (IndexRows::sort), to `write` in batches of at most the bound (a
    // batch holds one kind; each kind is merged on a thread of its own, and the material
    // batches come between the position ones). Empty after.
    using Write = std::function<DbResult<bool>(IndexRows& batch)>;
    DbResult<bool> drain(const Write& write);
    DatabaseError error() const { return error_; }

  private:
    struct Run {
        qint64 positionsAt = 0, positions = 0; // offset and count of its position rows
        qint64 materialsAt = 0, materials = 0; // and of its material rows
    };
    bool spill();
    DatabaseError fileError(DatabaseErrorCode code) const;

    std::size_t memoryRows_;
    IndexRows rows_;
    std::unique_ptr<QTemporaryFile> file_;
    std::vector<Run> spilled_;
    DatabaseError error_;
};

} // namespace trellis::db
