#pragma once
// Iterative deepening principal-variation search over a game adapter (TriDSearchGame,
// CotulenhSearchGame, ChessSearchGame): aspiration windows at the root, transposition table, move
// ordering (MoveOrder.h: hash move, MVV/LVA captures, killers, history), selectivity (null move,
// reverse futility, razoring, late-move reductions growing with depth and move number), check
// extensions (not of a check that hands material over by static exchange), quiescence on
// captures, multi-PV at the root. One search is one thread; Lazy SMP
// (SearchBackendFor) runs helper searches beside it that share only the transposition table. Alone
// it is deterministic: with the same limits (depth or nodes) and a cleared table two runs visit the
// same nodes.
//
// A game may build a turn of several moves (steps): while Game::midTurn() holds after a move,
// the same side moves again. Such a move is searched for the same side at the same depth (depth
// counts whole turns), and mate distances count turns too (`height`, the turns played since the
// root; `ply` counts moves and indexes the per-move tables). A step that leaves no way to finish
// the turn is a dead end (kDeadEnd), never a score: a turn start whose moves are all dead ends
// has no legal turn.
//
// Pruning happens at turn starts only (a null move inside a turn would hand over half a turn):
// - null move: the side to move passes (Game::makeNull, when Game::nullMoveAllowed) and the
//   opponent's search R + 1 turns shallower still fails high: the node does too (R is 3, one
//   more per four turns of depth and per 200 centipawns the evaluation stands above beta, up to
//   two). Not in check, not at PV nodes, not right after another null move. A repetition is
//   looked for only after the last null move (a line through a pass repeats nothing of the game);
// - reverse futility: up to six turns from the horizon, a static evaluation above beta by a
//   margin per turn is taken as the node's score;
// - razoring: up to two turns from the horizon, a static evaluation below alpha by a margin per
//   turn hands the node to the quiescence search, whose score is taken when it stays below
//   alpha too;
// - a node with no hash move is searched a turn shallower (from four turns of depth);
// - late quiet moves (not the hash move, a capture, a killer, a check, nor out of check) are
//   searched shallower by about ln(depth) * ln(move number) / 2 turns, one less when their
//   history is above 0 and one more when below, again at full depth when they fail high.
//   Inside a turn, late quiet steps keep a reduction of one turn;
// - a few turns from the horizon, quiet turns after the first few (late-move pruning; in a game
//   with Game::kPrunesByHistory, half as few for a turn whose history is below 0), and
//   quiet turns when the static evaluation is far below alpha (futility), or that leave their
//   piece to be won by static exchange for more than a margin growing with the depth squared
//   (Game::losingQuietMove), are not searched unless they give check; nor are captures that
//   lose material by static exchange (Game::losingCapture), after the first turn. A quiet turn
//   that cut off gains history; the quiet turns tried before it lose some;
// - a turn after the first that beats it at the root is the answer even when the time runs
//   out before the iteration ends.
#include "MoveOrder.h"
#include "SearchTypes.h"
#include "TranspositionTable.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace trellis::search {

// A helper thread of Lazy SMP: it searches the same root as the main search, one ply deeper
// on odd helpers so that the threads do not all walk the same tree, until `stop` tells it
// that the main search has ended; it adds its node count to `nodes`.
struct HelperRole {
    int depthOffset = 0;
    std::atomic<std::uint64_t>* nodes = nullptr;
};

template <class Game> class AlphaBetaSearch {
  public:
    using Move = typename Game::Move;

    struct Line {
        int score = 0;
        std::vector<Move> pv;
    };

    // `earlier`: the game's positions before the root (sorted hashes), which count as
    // repetitions too.
    // `helper`: this search is a Lazy SMP helper (the main search has none).
    AlphaBetaSearch(Game& game, TranspositionTable& tt, const SearchLimits& limits,
                    const std::atomic<bool>* stop, std::vector<std::uint64_t> earlier = {},
                    std::optional<HelperRole> helper = std::nullopt)
        : game_(game), tt_(tt), limits_(limits), stop_(stop), earlier_(std::move(earlier)),
          helper_(helper), order_(game), pv_(std::size_t(kMaxPly + 1) * kMaxPly),
          pvLength_(kMaxPly + 1), path_(kMaxPly + 1), nullMove_(kMaxPly + 1, 0),
          unsoundCheck_(kMaxPly + 1, 0) {
        for (int d = 1; d < kReductionSize; ++d)
            for (int i = 1; i < kReductionSize; ++i)
                reductions_[d][i] = int(0.75 + std::log(d) * std::log(i) / 2.25);
    }

    // Runs the iterations; after each completed one calls onIteration(depth, lines). The first
    // iteration always completes, so there is a best turn whenever one exists. The caller
    // starts a new age of the table first (TranspositionTable::newSearch), once for all threads.
    template <class OnIteration> void run(OnIteration&& onIteration) {
        start_ = std::chrono::steady_clock::now();
        if (root_.empty()) initRoot();
        if (root_.empty()) return;
        const int maxDepth = limits_.depth > 0 ? std::min(limits_.depth, kMaxPly - 1) : kMaxPly - 1;
        const int offset = helper_ ? helper_->depthOffset : 0;
        for (int depth = 1; depth <= maxDepth; ++depth) {
            if (!iterate(std::min(depth + offset, kMaxPly - 1))) break;
            completedDepth_ = depth;
            onIteration(depth, lines_);
            if (limitReached()) break;
        }
        if (helper_ && helper_->nodes) helper_->nodes->fetch_add(nodes_ & 1023);
    }

    // Only the root moves `keep` accepts are searched (set before run; UCI's searchmoves).
    // A filter that keeps none leaves every root move in.
    template <class Keep> void restrictRoot(Keep&& keep) {
        initRoot();
        std::vector<RootMove> kept;
        for (const RootMove& rm : root_)
            if (keep(rm.move)) kept.push_back(rm);
        if (!kept.empty()) root_ = std::move(kept);
    }

    // The quiet-move history of the game's earlier search (before run), and this search's (after).
    void inheritHistory(const std::vector<int>& earlier) { order_.inheritHistory(earlier); }
    const std::vector<int>& history() const { return order_.history(); }

    // Whether `m`, just made, gives check and hands material over by static exchange (a game
    // that judges exchanges: Game::losingCapture and Game::losingQuietMove, asked in the
    // position before the move).
    bool givesUnsoundCheck(const Move& m) {
        if constexpr (requires(const Game& g) {
                          g.losingCapture(m);
                          g.losingQuietMove(m, 0);
                      }) {
            if (game_.midTurn() || !game_.inCheck()) return false;
            game_.unmake();
            const bool loses = game_.losingCapture(m) || game_.losingQuietMove(m, 0);
            game_.make(m);
            return loses;
        }
        return false;
    }

    const std::vector<Line>& lines() const { return lines_; }
    int selDepth() const { return selDepth_; }
    int completedDepth() const { return completedDepth_; }
    std::uint64_t nodes() const { return nodes_; }
    std::int64_t elapsedMs() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - start_)
            .count();
    }

  private:
    struct RootMove {
        Move move;
        int score = -kInfinity;
        std::vector<Move> pv;
    };

    Game& game_;
    TranspositionTable& tt_;
    SearchLimits limits_;
    const std::atomic<bool>* stop_;
    std::vector<std::uint64_t> earlier_;
    std::optional<HelperRole> helper_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    int completedDepth_ = 0;
    int selDepth_ = 0; // the deepest ply a node was searched at
    std::vector<RootMove> root_;
    std::vector<Line> lines_;
    std::optional<Line> improved_; // this iteration's best so far, when not its first turn
    MoveOrder<Game> order_;
    std::vector<Move> pv_; // triangular: row ply starts at ply * kMaxPly
    std::vector<int> pvLength_;
    std::vector<std::uint64_t> path_;
    std::vector<char> nullMove_; // the move made at this ply is a null move
    // The move into this ply gave check but hands material over by static exchange: the node is
    // not extended (a check that sacrifices proves nothing by itself).
    std::vector<char> unsoundCheck_;
    int repetitionFloor_ = 0; // the first ply after the last null move of the line

    static constexpr int kReductionSize = 64;
    std::array<std::array<int, kReductionSize>, kReductionSize> reductions_{};

    // Below every score: a line that cannot be completed.
    static constexpr int kDeadEnd = -kInfinity;
    // Reverse futility: how far (centipawns per turn of depth) the evaluation must be above beta.
    // 80, not 100, since the chess tempo came down to 20 (chess +26 +/- 22 Elo over 556 games at
    // 30,000 nodes; core/search/README.md, sixteenth session).
    static constexpr int kFutilityMargin = 80;
    static constexpr int kFutilityDepth = 6;
    // Aspiration: from this depth on, a window of this many centipawns each side, doubled at
    // each failure; past the limit the failing side opens fully.
    static constexpr int kAspirationDepth = 5;
    static constexpr int kAspirationWindow = 25;
    static constexpr int kAspirationLimit = 400;
    // Late-move pruning and futility of quiet turns: at most this many turns from the horizon,
    // the quiet turns after kLateMoves[depth] are skipped, and so are all of them when the
    // static evaluation plus kMoveFutilityMargin per turn does not reach alpha.
    static constexpr int kMovePruneDepth = 3;
    static constexpr std::array<int, kMovePruneDepth + 1> kLateMoves{0, 5, 8, 13};
    // 180, not 150: every match of it since the eleventh session pooled, 3,600 games at 30,000
    // nodes, about +12 +/- 9 Elo in chess (core/search/README.md, sixteenth session).
    static constexpr int kMoveFutilityMargin = 180;
    // Razoring: at most two turns from the horizon, this far (centipawns a turn) below alpha.
    static constexpr int kRazorMargin = 250;
    // Near the horizon, a quiet turn that loses more than this (times the depth squared) by
    // static exchange is not searched.
    static constexpr int kQuietExchangeMargin = 60;
    // Whether late-move pruning comes at half the count for a turn with a history below 0
    // (Game::kPrunesByHistory; chess gains by it, Tri-D did not).
    static constexpr bool kPrunesByHistory = requires { requires Game::kPrunesByHistory; };

    void initRoot() {
        root_.clear();
        path_[0] = game_.hash();
        std::vector<Move> moves;
        game_.generate(moves);
        for (const Move& m : moves) root_.push_back({m, -kInfinity, {}});
        std::stable_sort(root_.begin(), root_.end(), [this](const RootMove& a, const RootMove& b) {
            return game_.captureScore(a.move) > game_.captureScore(b.move);
        });
    }

    bool limitReached() const {
        if (stop_ && stop_->load(std::memory_order_relaxed)) return true;
        if (limits_.nodes && nodes_ >= limits_.nodes) return true;
        return limits_.timeMs && elapsedMs() >= limits_.timeMs;
    }

    // Polled every 1024 nodes; the main search's first iteration is never cut short (a helper
    // stops at once).
    void poll() {
        if (helper_) {
            if (helper_->nodes) helper_->nodes->fetch_add(1024, std::memory_order_relaxed);
            if (stop_->load(std::memory_order_relaxed)) aborted_ = true;
            return;
        }
        if (completedDepth_ >= 1 && limitReached()) aborted_ = true;
    }

    // One iteration: each multi-PV slot searches the root turns not already ranked above it.
    // A single line is searched first in a narrow window around the last iteration's score
    // (aspiration), widened on the side it fails until the score falls inside; only the
    // completed iteration is reported (onIteration), so every score told is exact. A single
    // line cut short may still change the final answer (adoptImproved).
    bool iterate(int depth) {
        const int slotCount = std::min<int>(std::max(1, limits_.multiPv), int(root_.size()));
        improved_.reset();
        if (slotCount == 1 && depth >= kAspirationDepth && !lines_.empty() &&
            std::abs(lines_.front().score) < kMateBound) {
            const int centre = lines_.front().score;
            int delta = kAspirationWindow, alpha = centre - delta, beta = centre + delta;
            for (;;) {
                const int score = searchSlot(0, depth, alpha, beta);
                if (aborted_) return adoptImproved();
                delta *= 2;
                if (score <= alpha)
                    alpha = delta > kAspirationLimit ? -kInfinity : centre - delta;
                else if (score >= beta)
                    beta = delta > kAspirationLimit ? kInfinity : centre + delta;
                else
                    break;
            }
        } else {
            for (int slot = 0; slot < slotCount; ++slot) {
                searchSlot(slot, depth, -kInfinity, kInfinity);
                if (aborted_) return slotCount == 1 ? adoptImproved() : false;
            }
        }
        lines_.clear();
        for (int slot = 0; slot < slotCount; ++slot)
            lines_.push_back({root_[slot].score, root_[slot].pv});
        return true;
    }

    // An iteration cut short still tells something when a turn after the first beat it: that
    // turn is better than the last iteration's best at this depth, so it becomes the answer.
    // Returns false (the iteration did not complete).
    bool adoptImproved() {
        if (improved_ && !lines_.empty()) lines_.front() = *improved_;
        return false;
    }

    // Searches the root turns from `slot` on within (alpha, beta), then sorts them by score;
    // returns the best score (a bound when it is outside the window).
    int searchSlot(int slot, int depth, int alpha, int beta) {
        int best = -kInfinity;
        for (std::size_t i = std::size_t(slot); i < root_.size(); ++i) {
            RootMove& rm = root_[i];
            game_.make(rm.move);
            int score;
            if (i == std::size_t(slot)) {
                score = afterMove(depth, alpha, beta, 0, 0, true);
            } else {
                score = afterMove(depth, alpha, alpha + 1, 0, 0, false);
                if (score > alpha && !aborted_) score = afterMove(depth, alpha, beta, 0, 0, true);
            }
            game_.unmake();
            if (aborted_) return best;
            rm.score = (i == std::size_t(slot) || score > alpha) ? score : -kInfinity;
            best = std::max(best, score);
            if (score > alpha || i == std::size_t(slot)) {
                alpha = std::max(alpha, score);
                rm.pv.assign(1, rm.move);
                const Move* row = &pv_[std::size_t(1) * kMaxPly];
                rm.pv.insert(rm.pv.end(), row, row + pvLength_[1]);
                if (slot == 0 && i > 0) improved_ = Line{score, rm.pv};
            }
            if (alpha >= beta) break;
        }
        std::stable_sort(root_.begin() + slot, root_.end(),
                         [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        return best;
    }

    // The hash holds the side to move (and an open turn's state), so every earlier move of the
    // line may be compared, back to the last null move. A game that counts its reversible
    // plies (Game::reversiblePlies: moves since the last that cannot be undone, such as a
    // capture) is looked at no further back: no position before such a move comes again.
    bool repeated(int ply) const {
        int floor = repetitionFloor_;
        if constexpr (requires(const Game& g) { g.reversiblePlies(); })
            floor = std::max(floor, ply - game_.reversiblePlies());
        for (int p = ply - 1; p >= floor; --p)
            if (path_[p] == path_[ply]) return true;
        return floor <= 0 && repetitionFloor_ == 0 &&
               std::binary_search(earlier_.begin(), earlier_.end(), path_[ply]);
    }

    // Whether `m` is a capture that loses material by static exchange (Game::losingCapture;
    // a game without it never says so).
    bool losesExchange(const Move& m) const {
        if constexpr (requires(const Game& g) { g.losingCapture(m); })
            return game_.losingCapture(m);
        return false;
    }

    // Whether the quiet move `m` hands the opponent more than `margin` by static exchange
    // (Game::losingQuietMove; a game without it never says so).
    bool losesPiece(const Move& m, int margin) const {
        if constexpr (requires(const Game& g) { g.losingQuietMove(m, margin); })
            return game_.losingQuietMove(m, margin);
        return false;
    }

    // The late-move reduction of the i-th move (from 0) at `depth`, in turns.
    int reduction(int depth, std::size_t i, bool pvNode) const {
        const int r = reductions_[std::min(depth, kReductionSize - 1)]
                                 [std::min<std::size_t>(i, kReductionSize - 1)];
        return std::clamp(r - (pvNode ? 1 : 0), 0, depth - 1);
    }

    // Null move and reverse futility at a turn start that is not a PV node and not in check:
    // a score that fails high, if one of them finds it.
    std::optional<int> prune(int depth, int beta, int ply, int height, int eval) {
        if (std::abs(beta) >= kMateBound) return std::nullopt;
        if (depth <= kFutilityDepth && eval - kFutilityMargin * depth >= beta) return eval;
        if (depth < 2 || eval < beta || nullMove_[ply - 1] || !game_.nullMoveAllowed())
            return std::nullopt;
        // The deeper the node and the further the evaluation above beta, the shallower the
        // opponent's search after the pass.
        const int r = 3 + depth / 4 + std::min((eval - beta) / 200, 2);
        const int floor = repetitionFloor_;
        repetitionFloor_ = ply + 1;
        nullMove_[ply] = 1;
        game_.makeNull();
        const int score = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, height + 1, false);
        game_.unmake();
        nullMove_[ply] = 0;
        repetitionFloor_ = floor;
        if (aborted_ || score < beta) return std::nullopt;
        return score >= kMateBound ? beta : score; // a mate after a pass proves nothing
    }

    void updatePv(int ply, const Move& m) {
        Move* row = &pv_[std::size_t(ply) * kMaxPly];
        row[0] = m;
        const Move* child = &pv_[std::size_t(ply + 1) * kMaxPly];
        const int n = std::min(pvLength_[ply + 1], kMaxPly - 1);
        std::copy(child, child + n, row + 1);
        pvLength_[ply] = n + 1;
    }

    // The score of the move just made (at `ply`, `height`), for the side that made it, within
    // that side's window: a step that leaves the turn open is searched for the same side at the
    // same depth, a finished turn for the other side one turn shallower.
    int afterMove(int depth, int alpha, int beta, int ply, int height, bool pvNode) {
        if (game_.midTurn()) return search(depth, alpha, beta, ply + 1, height, pvNode);
        return -search(depth - 1, -beta, -alpha, ply + 1, height + 1, pvNode);
    }

    int search(int depth, int alpha, int beta, int ply, int height, bool pvNode) {
        pvLength_[ply] = 0;
        selDepth_ = std::max(selDepth_, ply);
        if ((++nodes_ & 1023) == 0) poll();
        if (aborted_) return 0;
        path_[ply] = game_.hash();
        if (game_.drawByRule() || repeated(ply)) return 0;
        if (ply >= kMaxPly - 2) return game_.evaluate();
        alpha = std::max(alpha, -kMate + height); // mate distance pruning
        beta = std::min(beta, kMate - height - 1);
        if (alpha >= beta) return alpha;
        const bool midTurn = game_.midTurn();
        const bool inCheck = !midTurn && game_.inCheck();
        if (inCheck && !unsoundCheck_[ply] && ply < kMaxPly / 2) ++depth; // check extension
        if (depth <= 0 && !midTurn) return quiescence(alpha, beta, ply, height, 0);

        std::uint32_t ttMove = 0;
        if (const std::optional<TTEntry> e = tt_.probe(path_[ply])) {
            ttMove = e->move;
            const int s = TranspositionTable::fromTT(e->score, height);
            if (!pvNode && e->depth >= depth &&
                (e->bound == Bound::Exact || (e->bound == Bound::Lower && s >= beta) ||
                 (e->bound == Bound::Upper && s <= alpha)))
                return s;
        }
        // A node without a hash move at this depth is searched a turn shallower: the table
        // gets its best move cheaply, and the next iteration searches it at full depth.
        if (!ttMove && depth >= 4 && !midTurn && limits_.selective) --depth;
        const bool canPrune = limits_.selective && !pvNode && !midTurn && !inCheck;
        const int staticEval = canPrune ? game_.evaluate() : 0;
        if (canPrune)
            if (const std::optional<int> s = prune(depth, beta, ply, height, staticEval)) return *s;
        // Razoring: a node a few turns from the horizon whose evaluation stands far below alpha
        // is settled by the quiescence search when that does not reach alpha either.
        if (canPrune && depth <= 2 && staticEval + kRazorMargin * depth < alpha) {
            const int q = quiescence(alpha - 1, alpha, ply, height, 0);
            if (aborted_) return 0;
            if (q < alpha) return q;
        }
        const bool pruneQuiets = canPrune && depth <= kMovePruneDepth;
        if (aborted_) return 0;
        order_.start(ply, ttMove);

        const int originalAlpha = alpha;
        int best = -kInfinity;
        std::uint32_t bestMove = 0;
        for (std::size_t i = 0; order_.next(ply, i); ++i) {
            const Move m = order_.move(ply, i);
            const bool quiet = order_.quiet(ply, i);
            if (pruneQuiets && !quiet && i > 0 && best > -kMateBound && losesExchange(m))
                continue; // a capture that loses material, near the horizon
            // (The static exchange, the dearest test, only when the others let the turn be.)
            // In a game that asks for it, a turn whose history is below 0 (it failed elsewhere
            // more than it cut off) is skipped after half as many turns.
            const int lateMoves = pruneQuiets ? kLateMoves[std::size_t(depth)] : 0;
            const bool prunable =
                pruneQuiets && quiet && best > -kMateBound &&
                (int(i) >= lateMoves ||
                 (kPrunesByHistory && int(i) >= lateMoves / 2 && order_.historyOf(m) < 0) ||
                 staticEval + kMoveFutilityMargin * depth <= alpha ||
                 (i > 0 && losesPiece(m, kQuietExchangeMargin * depth * depth)));
            game_.make(m);
            const bool givesCheck = !game_.midTurn() && game_.inCheck();
            if (prunable && !game_.midTurn() && !givesCheck) {
                game_.unmake();
                continue;
            }
            tt_.prefetch(game_.hash());
            unsoundCheck_[std::size_t(ply) + 1] = givesCheck && givesUnsoundCheck(m);
            int score;
            if (i == 0) {
                score = afterMove(depth, alpha, beta, ply, height, pvNode);
            } else {
                // Late quiet moves are first searched shallower (a step: the rest of its turn).
                int r = 0;
                if (depth >= 3 && quiet && !inCheck) {
                    if (midTurn || !limits_.selective)
                        r = i >= 4 ? 1 : 0;
                    else if (i >= 2 && !givesCheck) {
                        // A turn that has cut off elsewhere more than it failed is reduced
                        // one turn less, one that failed more one turn more. (Read after the
                        // move is made, so from the side now to move: the opponent's history
                        // of the same squares. The +18 Elo was measured so; reading the
                        // mover's own is untested.)
                        const int h = order_.historyOf(m);
                        r = std::clamp(reduction(depth, i, pvNode) + (h < 0) - (h > 0), 0,
                                       depth - 1);
                    }
                }
                score = afterMove(depth - r, alpha, alpha + 1, ply, height, false);
                if (score > alpha && r)
                    score = afterMove(depth, alpha, alpha + 1, ply, height, false);
                if (score > alpha && score < beta && pvNode)
                    score = afterMove(depth, alpha, beta, ply, height, true);
            }
            game_.unmake();
            unsoundCheck_[std::size_t(ply) + 1] = 0;
            if (aborted_) return 0;
            if (score <= best) continue;
            best = score;
            if (score <= alpha) continue;
            alpha = score;
            bestMove = Game::signature(m);
            updatePv(ply, m);
            if (alpha >= beta) {
                if (game_.captureScore(m) == 0) order_.rewardQuiet(ply, m, depth, i);
                break;
            }
        }
        if (order_.empty(ply) || best == kDeadEnd) return noTurn(midTurn, inCheck, height);
        const Bound bound = best >= beta           ? Bound::Lower
                            : best > originalAlpha ? Bound::Exact
                                                   : Bound::Upper;
        tt_.store(path_[ply], depth, TranspositionTable::toTT(best, height), bound, bestMove);
        return best;
    }

    // No move led to a finished turn: a dead end inside a turn, else mate or stalemate.
    static int noTurn(bool midTurn, bool inCheck, int height) {
        if (midTurn) return kDeadEnd;
        return inCheck ? -kMate + height : 0;
    }

    // Captures only, standing pat on the evaluation; in check (for a few plies) every evasion,
    // and every step of a turn an evasion started.
    int quiescence(int alpha, int beta, int ply, int height, int qply) {
        pvLength_[ply] = 0;
        selDepth_ = std::max(selDepth_, ply);
        if ((++nodes_ & 1023) == 0) poll();
        if (aborted_) return 0;
        if (game_.drawByRule()) return 0;
        if (ply >= kMaxPly - 2) return game_.evaluate();
        const bool midTurn = game_.midTurn();
        const bool evasions = !midTurn && qply < 3 && game_.inCheck();
        int best = -kInfinity;
        if (evasions || midTurn) {
            if (order_.startQuiescence(ply, true) == 0) return noTurn(midTurn, true, height);
        } else {
            best = game_.evaluate();
            if (best >= beta) return best;
            alpha = std::max(alpha, best);
            order_.startQuiescence(ply, false);
        }
        for (std::size_t i = 0; order_.next(ply, i); ++i) {
            const Move m = order_.move(ply, i);
            // A game that judges exchanges (Game::losingCapture) has the captures that lose
            // material left out: standing pat is better.
            if constexpr (requires(const Game& g) { g.losingCapture(m); })
                if (!evasions && !midTurn && game_.losingCapture(m)) continue;
            game_.make(m);
            const int score = game_.midTurn()
                                  ? quiescence(alpha, beta, ply + 1, height, qply)
                                  : -quiescence(-beta, -alpha, ply + 1, height + 1, qply + 1);
            game_.unmake();
            if (aborted_) return 0;
            if (score <= best) continue;
            best = score;
            if (score <= alpha) continue;
            alpha = score;
            updatePv(ply, m);
            if (alpha >= beta) break;
        }
        if (best == kDeadEnd && (evasions || midTurn)) return noTurn(midTurn, true, height);
        return best;
    }
};

} // namespace trellis::search
