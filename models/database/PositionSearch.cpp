#include "PositionSearch.h"

#include "ErrorText.h"
#include "PositionIndex.h"

#include "variant/VariantRegistry.h"

#include <algorithm>
#include <map>
#include <thread>

namespace trellis::db {

namespace {

constexpr std::size_t kScanChunk = 4096; // games read before the cores replay them

bool cancelled(const std::atomic<bool>* cancel) {
    return cancel && cancel->load();
}

} // namespace

DbResult<std::unique_ptr<Variant>> PositionSearch::board(const QString& variant,
                                                         const QString& position) {
    const VariantDescriptor* d = findVariant(variant.toStdString());
    if (!d)
        return DatabaseError(DatabaseErrorCode::BadPosition,
                             {variant, position, DatabaseError::tr("unknown variant")});
    auto created = d->create("");
    if (!created)
        return DatabaseError(DatabaseErrorCode::BadPosition,
                             {variant, position, errorText(created.error())});
    std::unique_ptr<Variant> b = std::move(created.value());
    if (auto set = b->setPosition(position.trimmed().toStdString()); !set)
        return DatabaseError(
            DatabaseErrorCode::BadPosition,
            {QString::fromStdString(d->displayName), position, errorText(set.error())});
    return b;
}

DbResult<bool> PositionSearch::indexed(const Variant& position) const {
    return db_.isIndexed(position.hash());
}

// The position is in no game's indexed plies, so a game reaches it past them, at a ply where
// the game has the position's material: material_games names those games and plies. They are
// read a chunk at a time and replayed on every core up to the last such ply.
DbResult<std::vector<PositionSearch::Occurrence>>
PositionSearch::scan(const Variant& position, const GameFilter& filter,
                     const std::atomic<bool>* cancel) const {
    std::vector<Occurrence> out;
    const QString variant = QString::fromStdString(position.id());
    auto candidates =
        db_.materialGames(position.materialKey(), position.structureKey(), variant, filter);
    if (!candidates) return candidates.error();
    const std::uint64_t target = position.hash();
    const int threads = int(std::max(1u, std::thread::hardware_concurrency()));
    for (qsizetype from = 0; from < candidates->size(); from += qsizetype(kScanChunk)) {
        const qsizetype to = std::min(candidates->size(), from + qsizetype(kScanChunk));
        GameQuery query;
        query.filter.ids = QVector<qint64>();
        for (qsizetype i = from; i < to; ++i) query.filter.ids->append((*candidates)[i].game);
        std::vector<StoredGame> chunk;
        chunk.reserve(std::size_t(to - from));
        auto read = db_.forEachGame(query, [&](StoredGame& game) {
            chunk.push_back(std::move(game));
            return true;
        });
        if (!read) return read.error();
        // Both in id order: the candidate of chunk[i] is the next one with its id.
        std::vector<const MaterialRow*> spans(chunk.size());
        for (std::size_t i = 0, c = std::size_t(from); i < chunk.size(); ++i) {
            while ((*candidates)[qsizetype(c)].game != chunk[i].id) ++c;
            spans[i] = &(*candidates)[qsizetype(c)];
        }
        std::vector<std::optional<Occurrence>> found(chunk.size());
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t)
            workers.emplace_back([&, t] {
                for (std::size_t i = std::size_t(t); i < chunk.size(); i += std::size_t(threads)) {
                    if (cancelled(cancel)) return;
                    const StoredGame& g = chunk[i];
                    const MaterialRow& span = *spans[i];
                    // A game that cannot be read back is searched as far as it can be read.
                    (void)walkMainLine(
                        g.header, g.moves, [&](const Variant& board, int ply, std::uint64_t next) {
                            if (ply < span.first || board.hash() != target) return ply < span.last;
                            found[i] = Occurrence{
                                g.id, ply, next, g.header.result, g.header.turns, g.header.date};
                            return false;
                        });
                }
            });
        for (std::thread& w : workers) w.join();
        if (cancelled(cancel)) return DatabaseError(DatabaseErrorCode::Cancelled);
        for (auto& f : found)
            if (f) out.push_back(*f);
    }
    return out;
}

DbResult<QVector<PositionGame>> PositionSearch::find(const Variant& position,
                                                     const GameFilter& filter,
                                                     const std::atomic<bool>* cancel) const {
    auto known = indexed(position);
    if (!known) return known.error();
    if (*known)
        return db_.indexedGames(position.hash(), QString::fromStdString(position.id()), filter);
    auto found = scan(position, filter, cancel);
    if (!found) return found.error();
    QVector<PositionGame> out;
    for (const Occurrence& o : *found) out.append({o.game, o.ply});
    std::sort(out.begin(), out.end(),
              [](const PositionGame& a, const PositionGame& b) { return a.id < b.id; });
    return out;
}

DbResult<PositionTree> PositionSearch::tree(const Variant& position, const GameFilter& filter,
                                            std::optional<Notation> notation,
                                            const std::atomic<bool>* cancel) const {
    PositionTree tree;
    auto known = indexed(position);
    if (!known) return known.error();
    QVector<IndexedTurn> groups;
    if (*known) {
        auto rows =
            db_.indexedTurns(position.hash(), QString::fromStdString(position.id()), filter);
        if (!rows) return rows.error();
        groups = std::move(rows.value());
    } else {
        tree.scanned = true;
        auto found = scan(position, filter, cancel);
        if (!found) return found.error();
        std::map<std::uint64_t, IndexedTurn> byNext;
        for (const Occurrence& o : *found) {
            IndexedTurn& t = byNext[o.next];
            t.next = o.next;
            ++t.games;
            t.firstWins += o.result == GameResult::FirstWins;
            t.draws += o.result == GameResult::Draw;
            t.secondWins += o.result == GameResult::SecondWins;
            t.turns += o.turns;
            if (o.date && *o.date > 0) t.lastDate = std::max(t.lastDate.value_or(0), *o.date);
        }
        for (auto& [next, t] : byNext) groups.append(t);
    }
    std::unique_ptr<Variant> board = position.clone();
    const Notation written = notation.value_or(board->fileNotation());
    qint64 turns = 0;
    for (const IndexedTurn& g : groups) {
        tree.games += g.games;
        tree.firstWins += g.firstWins;
        tree.draws += g.draws;
        tree.secondWins += g.secondWins;
        turns += g.turns;
        if (g.lastDate) tree.lastDate = std::max(tree.lastDate.value_or(0), *g.lastDate);
        if (g.next < kFirstTurnCode) {
            tree.endings += g.games;
            continue;
        }
        const std::optional<Turn> turn =
            board->legalTurnOfRank(std::size_t(g.next - kFirstTurnCode));
        if (!turn) continue; // a damaged row (a hash collision would land here too)
        TreeTurn row;
        row.turn = *turn;
        row.text = QString::fromStdString(board->turnText(*turn, written));
        row.games = g.games;
        row.firstWins = g.firstWins;
        row.draws = g.draws;
        row.secondWins = g.secondWins;
        row.averageTurns = g.games ? double(g.turns) / double(g.games) : 0;
        row.lastDate = g.lastDate;
        tree.turns.push_back(std::move(row));
    }
    tree.averageTurns = tree.games ? double(turns) / double(tree.games) : 0;
    std::sort(tree.turns.begin(), tree.turns.end(), [](const TreeTurn& a, const TreeTurn& b) {
        return a.games != b.games ? a.games > b.games : a.text < b.text;
    });
    return tree;
}

} // namespace trellis::db
