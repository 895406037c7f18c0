#include "GameDatabase.h"

#include "DataFolder.h"
#include "ErrorText.h"

#include "DatabaseSchema.h"

#include <QDir>
#include <QFileInfo>

namespace trellis::db {

namespace {

using Code = DatabaseErrorCode;

} // namespace

// ---------------------------------------------------------------------------------------------
// Opening

GameDatabase::GameDatabase(QString path) : conn_(std::move(path)) {}

// The parts go before the connection (declared after it): their statements are finalized
// before it closes.
GameDatabase::~GameDatabase() {
    if (conn_.inTransaction()) rollback();
}

DbResult<std::unique_ptr<GameDatabase>> GameDatabase::open(const QString& path, OpenMode mode,
                                                           int lockWaitMs) {
    const QFileInfo info(path);
    if (!info.exists()) {
        if (mode == OpenMode::Existing) return DatabaseError(Code::NotFound, {path});
    } else if (info.isDir()) {
        return DatabaseError(Code::CannotOpen, {path, DatabaseError::tr("it is a folder")});
    } else if (auto checked = DatabaseConnection::checkHeader(path); !checked) {
        return checked.error();
    }
    std::unique_ptr<GameDatabase> db(new GameDatabase(path));
    if (auto connected = db->connect(lockWaitMs); !connected) return connected.error();
    return db;
}

DbResult<QString> GameDatabase::defaultPath() {
    const QString folder = dataFolder();
    if (folder.isEmpty() || !QDir().mkpath(folder))
        return DatabaseError(Code::CannotOpen,
                             {folder, DatabaseError::tr("cannot create the data folder")});
    return QDir(folder).filePath(QStringLiteral("games.trellisdb"));
}

DbResult<std::unique_ptr<GameDatabase>> GameDatabase::openDefault() {
    auto path = defaultPath();
    if (!path) return path.error();
    return open(*path, OpenMode::Create);
}

DbResult<bool> GameDatabase::connect(int lockWaitMs) {
    if (auto opened = conn_.open(lockWaitMs); !opened) return opened;
    lists_ = std::make_unique<GameLists>(conn_.handle(), conn_.path(), conn_.failureOf());
    totals_ = std::make_unique<TreeTotals>(conn_.handle(), lockWaitMs, conn_.failureOf());
    planner_ = std::make_unique<FilterPlanner>(conn_, *lists_);
    order_ = std::make_unique<ListOrder>(conn_, *lists_);
    queries_ = std::make_unique<GameQueries>(conn_, *planner_, *order_);
    index_ = std::make_unique<PositionIndexStore>(conn_, *totals_, *planner_, *queries_);
    totals_->setSum([this](std::uint64_t hash) { return index_->unfilteredTree(hash); });
    writer_ = std::make_unique<GameWriter>(conn_, *lists_, *queries_, *index_);
    records_ = std::make_unique<DatabaseRecords>(conn_);
    maintenance_ = std::make_unique<DatabaseMaintenance>(conn_, *lists_, *totals_);
    if (auto checked = conn_.check(); !checked) return checked;
    if (conn_.version() >= schema::currentVersion()) return true;
    // Games the migration put in the index backlog get their rows now, and the players their
    // lists, in the migration's transaction.
    return conn_.migrate([this](int from) -> DbResult<bool> {
        if (from < schema::kGameListsVersion)
            if (auto listed = lists_->rebuild(); !listed) return listed;
        if (from < schema::kGameExtrasVersion)
            if (auto moved = writer_->moveExtraTagRows(); !moved) return moved;
        if (from == schema::kGameExtrasVersion)
            if (auto shared = writer_->shareExtraValues(); !shared) return shared;
        if (from < schema::kTurnNumbersVersion)
            if (auto renumbered = writer_->renumberTurns(from); !renumbered) return renumbered;
        if (auto indexed = indexBacklog(); !indexed) return indexed.error();
        return true;
    });
}

// ---------------------------------------------------------------------------------------------
// Reading

DbResult<qint64> GameDatabase::count(const GameFilter& filter) const {
    return queries_->count(filter);
}

DbResult<QVector<GameRow>> GameDatabase::rows(const GameQuery& query, qint64 offset, int limit,
                                              bool withTags) const {
    return queries_->rows(query, offset, limit, withTags);
}

DbResult<QVector<GameRow>> GameDatabase::rowsAfter(const GameQuery& query, qint64 lastId, int limit,
                                                   bool withTags) const {
    return queries_->rowsAfter(query, lastId, limit, withTags);
}

DbResult<QVector<qint64>> GameDatabase::ids(const GameQuery& query) const {
    return queries_->ids(query);
}

DbResult<QVector<GameRow>> GameDatabase::rowsOf(const QVector<qint64>& ids, bool withTags) const {
    return queries_->rowsOf(ids, withTags);
}

DbResult<GameTree> GameDatabase::loadGame(qint64 id) const {
    return queries_->loadGame(id);
}

DbResult<StoredGame> GameDatabase::storedGame(qint64 id) const {
    return queries_->storedGame(id);
}

DbResult<bool> GameDatabase::forEachGame(const GameQuery& query,
                                         const std::function<bool(StoredGame&)>& visit,
                                         bool withMoves) const {
    return queries_->forEachGame(query, visit, withMoves);
}

DbResult<QStringList> GameDatabase::variantsHeld() const {
    return queries_->variantsHeld();
}

DbResult<QVector<qint64>> GameDatabase::idsWithTag(const QString& tag) const {
    return queries_->idsWithTag(tag);
}

DbResult<DatabaseStats> GameDatabase::stats(bool checkIntegrity) const {
    return maintenance_->stats(checkIntegrity);
}

DbResult<Compaction> GameDatabase::compact(const std::atomic<bool>* cancel) {
    return maintenance_->compact(cancel);
}

// ---------------------------------------------------------------------------------------------
// Puzzle and repertoire records

DbResult<std::optional<PuzzleResult>> GameDatabase::puzzleResult(const QString& key) const {
    return records_->puzzleResult(key);
}

DbResult<bool> GameDatabase::recordPuzzleResult(const QString& key, PuzzleResult::Outcome outcome,
                                                const QString& date) {
    return records_->recordPuzzleResult(key, outcome, date);
}

DbResult<std::optional<LineProgress>> GameDatabase::lineProgress(const QString& key) const {
    return records_->lineProgress(key);
}

DbResult<bool> GameDatabase::saveLineProgress(const QString& key, const LineProgress& progress) {
    return records_->saveLineProgress(key, progress);
}

// ---------------------------------------------------------------------------------------------
// The position index

DbResult<QVector<PositionGame>> GameDatabase::indexedGames(std::uint64_t hash,
                                                           const QString& variant,
                                                           const GameFilter& filter) const {
    return index_->indexedGames(hash, variant, filter);
}

DbResult<QVector<IndexedTurn>> GameDatabase::indexedTurns(std::uint64_t hash,
                                                          const QString& variant,
                                                          const GameFilter& filter) const {
    return index_->indexedTurns(hash, variant, filter);
}

DbResult<QVector<MaterialRow>> GameDatabase::materialGames(std::uint64_t key,
                                                           std::uint64_t structure,
                                                           const QString& variant,
                                                           const GameFilter& filter) const {
    return index_->materialGames(key, structure, variant, filter);
}

DbResult<bool> GameDatabase::isIndexed(std::uint64_t hash) const {
    return index_->isIndexed(hash);
}

DbResult<qint64> GameDatabase::indexBytes() const {
    return index_->indexBytes();
}

DbResult<bool> GameDatabase::writeIndex(IndexRows& rows) {
    return index_->writeIndex(rows);
}

DbResult<GameIdRuns> GameDatabase::takeOffBacklog(const GameIdRuns& games) {
    return index_->takeOffBacklog(games);
}

DbResult<bool> GameDatabase::writeSortedIndex(IndexRows& rows) {
    return index_->writeSortedIndex(rows);
}

DbResult<qint64> GameDatabase::backlogSize() const {
    return index_->backlogSize();
}

// ---------------------------------------------------------------------------------------------
// Transactions and writing

DbResult<bool> GameDatabase::beginRead() {
    return conn_.begin("BEGIN");
}

DbResult<bool> GameDatabase::beginTransaction() {
    return conn_.begin("BEGIN IMMEDIATE");
}

DbResult<bool> GameDatabase::checkForeignKeys(bool on) {
    return conn_.checkForeignKeys(on);
}

DbResult<bool> GameDatabase::commit() {
    if (auto inserted = writer_->insertQueued(); !inserted) {
        rollback();
        return inserted.error();
    }
    if (auto flushed = lists_->flush(); !flushed) {
        rollback();
        return flushed.error();
    }
    if (auto done = conn_.commit(); !done) {
        rollback();
        return done.error();
    }
    return true;
}

void GameDatabase::rollback() {
    conn_.rollback();
    if (lists_) lists_->discard();
    conn_.noteWrite(); // what the transaction wrote is gone
    // Names interned in the transaction are gone with it.
    if (writer_) writer_->forgetNames();
    if (writer_) writer_->forgetQueued();
    if (queries_) queries_->forgetNames();
}

template <class Write> auto GameDatabase::transacted(Write write) -> decltype(write()) {
    const bool own = !conn_.inTransaction();
    if (own)
        if (auto begun = beginTransaction(); !begun) return begun.error();
    auto result = write();
    if (own) {
        if (!result)
            rollback();
        else if (auto done = commit(); !done)
            return done.error();
    }
    return result;
}

DbResult<qint64> GameDatabase::indexBacklog() {
    auto ids = index_->backlog();
    if (!ids) return ids.error();
    if (ids->isEmpty()) return 0;
    return transacted([&]() -> DbResult<qint64> {
        if (auto indexed = index_->indexGames(*ids); !indexed) return indexed.error();
        return qint64(ids->size());
    });
}

DbResult<qint64> GameDatabase::insertGame(const EncodedGame& game, Indexing indexing) {
    return writer_->insertGame(game, indexing);
}

DbResult<qint64> GameDatabase::queueGame(const EncodedGame& game) {
    return writer_->queueGame(game);
}

DbResult<bool> GameDatabase::insertQueued() {
    return writer_->insertQueued();
}

DbResult<bool> GameDatabase::updateGame(qint64 id, const EncodedGame& game) {
    return writer_->updateGame(id, game);
}

DbResult<std::vector<std::pair<qint64, std::uint64_t>>> GameDatabase::duplicateKeys() const {
    return writer_->duplicateKeys();
}

DbResult<qint64> GameDatabase::addGame(const GameTree& tree) {
    auto encoded = encodeGame(tree);
    if (!encoded) return DatabaseError(Code::CannotStore, {errorText(encoded.error())});
    const bool own = !conn_.inTransaction();
    if (own)
        if (auto begun = beginTransaction(); !begun) return begun.error();
    auto id = insertGame(*encoded);
    if (!id) {
        if (own) rollback();
        return id.error();
    }
    if (own)
        if (auto done = commit(); !done) return done.error();
    return id;
}

DbResult<bool> GameDatabase::replaceGame(qint64 id, const GameTree& tree) {
    auto encoded = encodeGame(tree);
    if (!encoded) return DatabaseError(Code::CannotStore, {errorText(encoded.error())});
    const bool own = !conn_.inTransaction();
    if (own)
        if (auto begun = beginTransaction(); !begun) return begun.error();
    auto updated = updateGame(id, *encoded);
    if (!updated) {
        if (own) rollback();
        return updated.error();
    }
    if (own)
        if (auto done = commit(); !done) return done.error();
    return true;
}

DbResult<int> GameDatabase::deleteGames(const QVector<qint64>& ids) {
    return transacted([&]() -> DbResult<int> {
        std::vector<StoredGame> games;
        for (qint64 id : ids) {
            auto stored = storedGame(id);
            if (stored)
                games.push_back(std::move(stored.value()));
            else if (stored.error().code != Code::NoSuchGame)
                return stored.error();
        }
        return deleteStoredGames(games);
    });
}

DbResult<int> GameDatabase::deleteStoredGames(std::span<const StoredGame> games) {
    return transacted([&] { return writer_->deleteStoredGames(games); });
}

} // namespace trellis::db
