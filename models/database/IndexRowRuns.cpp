#include "IndexRowRuns.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>

namespace trellis::db {

namespace {

static_assert(std::is_trivially_copyable_v<PositionRow>, "a position row is written as it is");

// How a row is written to a run and read back.
void put(std::string& out, const PositionRow& row) {
    out.append(reinterpret_cast<const char*>(&row), sizeof row);
}

template <class T> void putValue(std::string& out, T value) {
    out.append(reinterpret_cast<const char*>(&value), sizeof value);
}

void put(std::string& out, const MaterialRow& row) {
    putValue(out, row.key);
    putValue(out, row.game);
    putValue(out, std::int32_t(row.first));
    putValue(out, std::int32_t(row.last));
    putValue(out, std::uint32_t(row.positions.size()));
    out += row.positions;
}

// A run's rows of one kind, read back from the file a block at a time.
class RunReader {
  public:
    RunReader(QFile& file, qint64 at, qint64 rows) : file_(file), at_(at), rows_(rows) {}
    qint64 rowsLeft() const { return rows_; }
    // The next row; false at the run's end or when the file cannot be read (then `failed`).
    bool next(PositionRow& row) {
        if (!take(sizeof row)) return false;
        std::memcpy(&row, buffer_.data() + pos_, sizeof row);
        pos_ += sizeof row;
        return true;
    }
    bool next(MaterialRow& row) {
        constexpr std::size_t head = 8 + 8 + 4 + 4 + 4;
        if (!take(head)) return false;
        std::int32_t first = 0, last = 0;
        std::uint32_t size = 0;
        get(row.key);
        get(row.game);
        get(first);
        get(last);
        get(size);
        row.first = first;
        row.last = last;
        if (!ensure(size)) return false;
        row.positions.assign(buffer_.data() + pos_, size);
        pos_ += size;
        return true;
    }
    bool failed = false;

  private:
    static constexpr qint64 kBlockBytes = 64 << 10;
    // The next row's first `bytes` in the buffer, counting the row.
    bool take(std::size_t bytes) {
        if (rows_ == 0) return false;
        --rows_;
        return ensure(bytes);
    }
    bool ensure(std::size_t bytes) {
        if (buffer_.size() - pos_ >= bytes) return true;
        buffer_.erase(0, pos_);
        pos_ = 0;
        const qint64 want = std::max<qint64>(kBlockBytes, qint64(bytes));
        const std::size_t had = buffer_.size();
        buffer_.resize(had + std::size_t(want));
        qint64 got = -1;
        if (file_.seek(at_)) got = file_.read(buffer_.data() + had, want);
        buffer_.resize(had + std::size_t(std::max<qint64>(got, 0)));
        at_ += std::max<qint64>(got, 0);
        failed = buffer_.size() < bytes;
        return !failed;
    }
    template <class T> void get(T& value) {
        std::memcpy(&value, buffer_.data() + pos_, sizeof value);
        pos_ += sizeof value;
    }

    QFile& file_;
    qint64 at_;
    qint64 rows_;
    std::string buffer_;
    std::size_t pos_ = 0;
};

// The runs' rows of one kind merged in key order into batches of at most `bound`, each handed
// to `flush` (which takes the batch's rows). Each run's next row stays in `heads`, and a tree of
// losers (a tournament) finds the least: replacing the winner's row costs one comparison a
// level, where a heap's pop and push cost three (sifting the rows themselves, a material row
// with its string, had been a third of the merge).
template <class Row, class Before, class Flush>
DbResult<bool> mergeRuns(std::vector<RunReader> readers, Before before, std::vector<Row>& batch,
                         std::size_t bound, Flush flush, DatabaseError readError) {
    const std::size_t k = readers.size();
    std::vector<Row> heads(k);
    std::vector<char> live(k, 0);
    for (std::size_t r = 0; r < k; ++r) {
        live[r] = readers[r].next(heads[r]);
        if (readers[r].failed) return readError;
    }
    // Whether run a's head comes before run b's (a run that is done comes last).
    auto first = [&](std::size_t a, std::size_t b) {
        return live[a] && (!live[b] || before(heads[a], heads[b]));
    };
    std::size_t leaves = 1;
    while (leaves < k) leaves *= 2;
    // losers[n] for the inner nodes 1 .. leaves-1; leaf i is node leaves + i (run i, or none).
    std::vector<std::size_t> losers(leaves, k), winners(2 * leaves, k);
    for (std::size_t i = 0; i < leaves; ++i) winners[leaves + i] = i < k ? i : k;
    live.push_back(0); // run k: none, always last
    for (std::size_t n = leaves - 1; n >= 1; --n) {
        const std::size_t a = winners[2 * n], b = winners[2 * n + 1];
        const bool aFirst = first(a, b);
        winners[n] = aFirst ? a : b;
        losers[n] = aFirst ? b : a;
    }
    std::size_t winner = winners[1];
    while (winner < k && live[winner]) {
        batch.push_back(heads[winner]); // a copy: the head's string keeps its room
        live[winner] = readers[winner].next(heads[winner]);
        if (readers[winner].failed) return readError;
        // The new head plays the losers on its way up.
        for (std::size_t n = (leaves + winner) / 2; n >= 1; n /= 2)
            if (first(losers[n], winner)) std::swap(losers[n], winner);
        if (batch.size() >= bound || !(winner < k && live[winner])) {
            if (auto done = flush(); !done) return done;
            batch.clear();
        }
    }
    return true;
}

// Batches of one kind of rows on their way from the thread that merges them to the one that
// writes (one connection writes): at most kBatches wait, so memory stays bounded.
template <class Row> class RowFeed {
  public:
    static constexpr std::size_t kBatches = 2;
    // Waits for room; false when the writer has stopped.
    bool put(std::vector<Row>&& batch) {
        std::unique_lock lock(mutex_);
        room_.wait(lock, [&] { return ready_.size() < kBatches || stopped_; });
        if (stopped_) return false;
        ready_.push_back(std::move(batch));
        filled_.notify_one();
        return true;
    }
    // The merge's end: every batch was put, or `error`.
    void finish(std::optional<DatabaseError> error) {
        std::lock_guard lock(mutex_);
        error_ = std::move(error);
        finished_ = true;
        filled_.notify_one();
    }
    // The next batch; none when there is none ready (with `wait`: none left at all).
    std::optional<std::vector<Row>> take(bool wait) {
        std::unique_lock lock(mutex_);
        if (wait) filled_.wait(lock, [&] { return !ready_.empty() || finished_; });
        if (ready_.empty()) return std::nullopt;
        std::vector<Row> batch = std::move(ready_.front());
        ready_.pop_front();
        room_.notify_one();
        return batch;
    }
    // The writer stops taking batches (it failed, or it has them all).
    void stop() {
        std::lock_guard lock(mutex_);
        stopped_ = true;
        room_.notify_all();
    }
    std::optional<DatabaseError> error() const {
        std::lock_guard lock(mutex_);
        return error_;
    }

  private:
    mutable std::mutex mutex_;
    std::condition_variable room_, filled_;
    std::deque<std::vector<Row>> ready_;
    bool finished_ = false, stopped_ = false;
    std::optional<DatabaseError> error_;
};

// On a merging thread: the rows of one kind of the runs in the temporary file at `path`
// (opened again: each thread reads at its own place), in key order, put into `feed` in batches
// of at most `bound`.
template <class Row, class Before>
std::optional<DatabaseError> mergeInto(RowFeed<Row>& feed, const QString& path,
                                       const std::vector<std::pair<qint64, qint64>>& runs,
                                       Before before, std::size_t bound) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return DatabaseError(DatabaseErrorCode::FileRead, {file.fileName(), file.errorString()});
    std::vector<RunReader> readers;
    for (const auto& [at, rows] : runs) readers.emplace_back(file, at, rows);
    std::vector<Row> batch;
    batch.reserve(bound);
    const DatabaseError stopped(DatabaseErrorCode::FileRead, {file.fileName()});
    auto merged = mergeRuns(
        std::move(readers), before, batch, bound,
        [&]() -> DbResult<bool> {
            std::vector<Row> full = std::exchange(batch, {});
            batch.reserve(bound);
            if (!feed.put(std::move(full))) return stopped; // the writer failed: its error
            return true;
        },
        DatabaseError(DatabaseErrorCode::FileRead, {file.fileName(), file.errorString()}));
    if (!merged) return merged.error();
    return std::nullopt;
}

} // namespace

IndexRowRuns::IndexRowRuns(std::size_t memoryRows)
    : memoryRows_(std::max<std::size_t>(memoryRows, 1)) {}

IndexRowRuns::~IndexRowRuns() = default;

bool IndexRowRuns::add(qint64 game, const GameHeader& header, const GameIndex& index) {
    rows_.add(game, header, index);
    return rows_.positions.size() + rows_.materials.size() < memoryRows_ || spill();
}

DatabaseError IndexRowRuns::fileError(DatabaseErrorCode code) const {
    const QString path = file_ ? file_->fileName() : QDir::tempPath();
    const QString reason = file_ ? file_->errorString() : QString();
    return DatabaseError(code, {path, reason});
}

bool IndexRowRuns::spill() {
    if (!file_) {
        file_ = std::make_unique<QTemporaryFile>(QDir::tempPath() +
                                                 QStringLiteral("/trellis-index-XXXXXX"));
        if (!file_->open()) {
            error_ = fileError(DatabaseErrorCode::FileWrite);
            file_.reset();
            return false;
        }
    }
    rows_.sort();
    Run run;
    std::string block;
    auto write = [&](bool last) {
        if (block.size() < (1 << 20) && !last) return true;
        const bool written =
            file_->write(block.data(), qint64(block.size())) == qint64(block.size());
        block.clear();
        return written;
    };
    bool ok = file_->seek(file_->size());
    run.positionsAt = file_->pos();
    for (const PositionRow& row : rows_.positions) {
        put(block, row);
        ok = ok && write(false);
    }
    ok = ok && write(true);
    run.positions = qint64(rows_.positions.size());
    run.materialsAt = file_->pos();
    for (const MaterialRow& row : rows_.materials) {
        put(block, row);
        ok = ok && write(false);
    }
    ok = ok && write(true) && file_->flush();
    run.materials = qint64(rows_.materials.size());
    if (!ok) {
        error_ = fileError(DatabaseErrorCode::FileWrite);
        return false;
    }
    spilled_.push_back(run);
    rows_.clear();
    return true;
}

DbResult<bool> IndexRowRuns::drain(const Write& write) {
    if (spilled_.empty()) { // it all fits in memory: one batch, as it was before runs
        DbResult<bool> done = true;
        if (!rows_.empty()) {
            rows_.sort();
            done = write(rows_);
        }
        rows_.clear();
        return done;
    }
    if (!rows_.empty() && !spill()) return error_;
    rows_ = IndexRows(); // its memory goes to the batches
    // Each kind of rows is merged on a thread of its own while this one writes the batches as
    // they come: the index's last write runs after the parsing, and merging on this thread
    // too had left a core idle for a sixth of an import's wall time.
    std::vector<std::pair<qint64, qint64>> positionRuns, materialRuns;
    for (const Run& run : spilled_) {
        positionRuns.emplace_back(run.positionsAt, run.positions);
        materialRuns.emplace_back(run.materialsAt, run.materials);
    }
    // The file's name is taken here: the threads open the temporary file again.
    const QString path = file_->fileName();
    RowFeed<PositionRow> positionFeed;
    RowFeed<MaterialRow> materialFeed;
    std::thread positionMerger([&] {
        const auto before = [](const PositionRow& a, const PositionRow& b) {
            return IndexRows::positionBefore(a, b);
        };
        positionFeed.finish(mergeInto(positionFeed, path, positionRuns, before, memoryRows_));
    });
    std::thread materialMerger([&] {
        const auto before = [](const MaterialRow& a, const MaterialRow& b) {
            return IndexRows::materialBefore(a, b);
        };
        materialFeed.finish(mergeInto(materialFeed, path, materialRuns, before,
                                      std::max<std::size_t>(memoryRows_ / 4, 1)));
    });
    IndexRows batch;
    auto writeMaterials = [&](bool wait) -> DbResult<bool> {
        while (auto rows = materialFeed.take(wait)) {
            batch.materials = std::move(*rows);
            if (auto done = write(batch); !done) return done;
        }
        batch.materials.clear();
        return true;
    };
    DbResult<bool> done = true;
    while (done) {
        auto rows = positionFeed.take(true);
        if (!rows) break;
        batch.positions = std::move(*rows);
        done = write(batch);
        batch.positions.clear();
        if (done) done = writeMaterials(false);
    }
    if (done) done = writeMaterials(true);
    positionFeed.stop();
    materialFeed.stop();
    positionMerger.join();
    materialMerger.join();
    for (const auto& failed : {positionFeed.error(), materialFeed.error()})
        if (done && failed) done = *failed;
    spilled_.clear();
    file_.reset();
    return done;
}

} // namespace trellis::db
