#pragma once
// The order in which AlphaBetaSearch tries a node's moves, and what it learns for the next
// nodes: the hash move first, then captures by MVV/LVA (Game::captureScore), the two killers of
// the ply (quiet moves that cut off a sibling node), then the quiet moves by history (raised
// for a quiet move that cuts off, lowered for the quiet moves tried before it). One per search
// thread, one node list per ply.
//
// A game that generates its captures and quiet moves apart (Game::generateQuiets) has them
// generated in stages, each only when the one before did not cut the node off; a game that can
// check a hash move alone (Game::moveOf) has it searched before anything is generated, and one
// that checks a single move's legality (Game::isLegal) has the killers searched before the
// quiet moves are generated.
#include "SearchTypes.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace trellis::search {

template <class Game> class MoveOrder {
  public:
    using Move = typename Game::Move;

    explicit MoveOrder(Game& game)
        : game_(game), nodes_(kMaxPly + 1), killers_(kMaxPly + 1), history_(kHistoryEntries, 0) {}

    // A search node at `ply` begins; `ttMove` is the table's move for it (0: none).
    void start(int ply, std::uint32_t ttMove) {
        Node& n = nodes_[std::size_t(ply)];
        const bool hashAlone = ttMove && hashMoveAlone(n, ttMove);
        n.stages = Stages{kStaged ? Pending::Captures : Pending::All, ttMove, hashAlone};
        n.picking = {};
        if (!hashAlone) {
            n.moves.clear();
            n.keys.clear();
        }
    }

    // A quiescence node at `ply` begins: every move (`everyMove`) or the captures, keyed by
    // their capture scores. Returns how many there are.
    std::size_t startQuiescence(int ply, bool everyMove) {
        Node& n = nodes_[std::size_t(ply)];
        if (everyMove)
            game_.generate(n.moves);
        else
            game_.generateCaptures(n.moves);
        n.keys.resize(n.moves.size());
        for (std::size_t i = 0; i < n.moves.size(); ++i) n.keys[i] = game_.captureScore(n.moves[i]);
        n.stages = Stages{Pending::Nothing, 0, false};
        n.picking = {};
        return n.moves.size();
    }

    // Puts the node's i-th move in order at i, generating the next stage when the list holds
    // no more; false when no move is left. Asked for i = 0, 1, 2, ... in turn.
    bool next(int ply, std::size_t i) {
        Node& n = nodes_[std::size_t(ply)];
        if (i >= n.moves.size() && !nextStage(ply, n)) return false;
        pickNext(n, i);
        return true;
    }

    const Move& move(int ply, std::size_t i) const { return nodes_[std::size_t(ply)].moves[i]; }
    // Whether the node's i-th move came as a quiet move: not the hash move, a capture or a killer.
    bool quiet(int ply, std::size_t i) const {
        return isQuietKey(nodes_[std::size_t(ply)].keys[i]);
    }
    // Whether the node had no move at all.
    bool empty(int ply) const { return nodes_[std::size_t(ply)].moves.empty(); }

    // The quiet move `m`, the i-th of its node, cut off: it becomes a killer and gains history;
    // the quiet moves tried before it lose as much.
    void rewardQuiet(int ply, const Move& m, int depth, std::size_t i) {
        std::array<Move, 2>& killers = killers_[std::size_t(ply)];
        if (!Game::same(m, killers[0])) {
            killers[1] = killers[0];
            killers[0] = m;
        }
        const Node& n = nodes_[std::size_t(ply)];
        bool halve = addHistory(m, depth * depth);
        for (std::size_t j = 0; j < i; ++j)
            if (isQuietKey(n.keys[j]) && game_.captureScore(n.moves[j]) == 0)
                halve |= addHistory(n.moves[j], -depth * depth);
        if (halve)
            for (int& v : history_) v /= 2;
    }

    // The history of a game's earlier search (`earlier`, as history() gave it), a quarter as
    // strong: the same game meets the same good quiet moves, and the first iterations order
    // by it. A history of another size (another variant's) is left out.
    void inheritHistory(const std::vector<int>& earlier) {
        if (earlier.size() != history_.size()) return;
        for (std::size_t i = 0; i < history_.size(); ++i) history_[i] = earlier[i] / 4;
    }
    const std::vector<int>& history() const { return history_; }
    // The quiet move `m`'s history: above 0 when it cut off more than it failed.
    int historyOf(const Move& m) const { return historyKey(m); }

  private:
    // Which moves of a node are still to generate.
    enum class Pending { Nothing, All, Captures, Killers, Quiets };
    // A game that generates its quiet moves apart (generateQuiets: the moves generateCaptures
    // leaves out) has them generated only once no capture cut the node off: most cutoffs come
    // from the hash move or a capture. Its captureScore is above 0 for every move of
    // generateCaptures (the stage, not the score, decides how a move is keyed).
    static constexpr bool kStaged = requires(Game & g, std::vector<Move>& out) {
        g.generateQuiets(out);
    };
    // A staged game that tells whether one move is legal (Game::isLegal, false for a default
    // Move) has the killers searched before its quiet moves are generated: of the nodes a quiet
    // move cuts off, a killer cuts off nine in ten (Tri-D bench), and then no quiet move is
    // generated at all.
    static constexpr bool kKillerStage = kStaged && requires(const Game& g, const Move& m) {
        g.isLegal(m);
    };

    // A node's way through the stages.
    struct Stages {
        Pending pending = Pending::Nothing;
        std::uint32_t ttMove = 0;
        bool hashSearched = false; // the hash move came alone (hashMoveAlone) and is left out after
        int killerNext = 0;        // the killer the killer stage looks at next
        unsigned killersTried = 0; // bit k: killers_[ply][k] came in the killer stage (the
                                   // killers of a ply change only when its node cuts off)
    };
    // How far a node's list is in its final order (pickNext), and how many picks of its last
    // stage selected; both start again whenever moves are added.
    struct Picking {
        std::size_t sortedEnd = 0;
        int selections = 0;
    };
    struct Node {
        std::vector<Move> moves;
        std::vector<int> keys;
        Stages stages;
        Picking picking;
    };
    static constexpr int kSelections = 3;

    // Keys: hash move, captures, killers, history; quiet moves' keys are below the killers'.
    static constexpr int kHashKey = 1 << 30;
    static constexpr int kCaptureKey = 1 << 28;
    static constexpr int kKillerKey = 1 << 27;
    static bool isQuietKey(int key) { return key < kKillerKey - 1; }

    int moveKey(int ply, const Move& m, std::uint32_t ttMove) const {
        if (ttMove && Game::signature(m) == ttMove) return kHashKey;
        if (const int c = game_.captureScore(m); c > 0) return kCaptureKey + c;
        return quietKey(ply, m);
    }
    int quietKey(int ply, const Move& m) const {
        if (Game::same(m, killers_[std::size_t(ply)][0])) return kKillerKey;
        if (Game::same(m, killers_[std::size_t(ply)][1])) return kKillerKey - 1;
        return historyKey(m);
    }
    int historyKey(const Move& m) const { return history_[historySlot(m)]; }

    // Appends the next stage's moves to the node's list with their keys; false when no stage
    // is left.
    bool nextStage(int ply, Node& n) {
        Stages& st = n.stages;
        while (st.pending != Pending::Nothing) {
            if (st.pending == Pending::All) { // a game without stages
                st.pending = Pending::Nothing;
                game_.generate(n.moves);
                n.keys.resize(n.moves.size());
                for (std::size_t i = 0; i < n.moves.size(); ++i)
                    n.keys[i] = moveKey(ply, n.moves[i], st.ttMove);
                n.picking = {};
                if (!st.hashSearched) return !n.moves.empty();
                pickNext(n, 0); // the hash move, searched already
                return n.moves.size() > 1;
            }
            if constexpr (kStaged) {
                const std::size_t before = n.moves.size();
                if (st.pending == Pending::Captures) {
                    st.pending = kKillerStage ? Pending::Killers : Pending::Quiets;
                    game_.generateCaptures(stage_);
                    appendStage(ply, n, true);
                } else if (st.pending == Pending::Killers) {
                    appendKiller(ply, n);
                } else {
                    st.pending = Pending::Nothing;
                    game_.generateQuiets(stage_);
                    appendStage(ply, n, false);
                }
                if (n.moves.size() == before) continue;
                n.picking.selections = 0;
                return true;
            }
        }
        return false;
    }

    // stage_'s moves with their keys, as moveKey gives them knowing the stage: a capture or
    // promotion scores above 0, a quiet move 0 (so a killer, which is quiet, is no capture).
    // The hash move is left out when searched already, so are the killers tried.
    void appendStage(int ply, Node& n, bool captures) {
        const Stages& st = n.stages;
        for (const Move& m : stage_) {
            const bool hashMove = st.ttMove && Game::signature(m) == st.ttMove;
            if (st.hashSearched && hashMove) continue;
            if (!captures && triedKiller(ply, st, m)) continue;
            // With the killer stage, no quiet move left is a killer.
            const int key = hashMove       ? kHashKey
                            : captures     ? kCaptureKey + game_.captureScore(m)
                            : kKillerStage ? historyKey(m)
                                           : quietKey(ply, m);
            n.moves.push_back(m);
            n.keys.push_back(key);
        }
    }

    // The next killer, when it is a legal quiet move here and not the hash move, keyed as
    // quietKey keys it: the quiet stage would have given it the same place. One at a time: when
    // the first cuts off, the second's legality is never asked.
    void appendKiller(int ply, Node& n) {
        if constexpr (kKillerStage) {
            Stages& st = n.stages;
            const int k = st.killerNext++;
            if (st.killerNext == 2) st.pending = Pending::Quiets;
            const Move& m = killers_[std::size_t(ply)][std::size_t(k)];
            if (!game_.isLegal(m) || game_.captureScore(m) > 0) return;
            if (st.ttMove && Game::signature(m) == st.ttMove) return;
            st.killersTried |= 1u << k;
            n.moves.push_back(m);
            n.keys.push_back(kKillerKey - k);
        }
    }

    bool triedKiller(int ply, const Stages& st, const Move& m) const {
        for (std::size_t k = 0; k < 2; ++k)
            if ((st.killersTried >> k & 1) && Game::same(m, killers_[std::size_t(ply)][k]))
                return true;
        return false;
    }

    // Puts the hash move alone into the node's list when the game can tell it is legal without
    // generating the rest (Game::moveOf; a game without it always generates).
    bool hashMoveAlone(Node& n, std::uint32_t ttMove) {
        if constexpr (requires(const Game& g, std::uint32_t s, Move& m) { g.moveOf(s, m); }) {
            n.moves.resize(1);
            if (!game_.moveOf(ttMove, n.moves[0])) return false;
            n.keys.assign(1, kHashKey);
            return true;
        }
        return false;
    }

    // Brings the best move from i on to i: the first of the highest keys, the moves between
    // moved one place on, so moves of equal keys keep the order they came in. Most nodes cut
    // off within a few moves, so the first picks of a stage select (a scan each); a node that
    // goes on has the rest of the list sorted at once (insertion, stable), in the same order.
    static void pickNext(Node& n, std::size_t i) {
        Picking& p = n.picking;
        if (i < p.sortedEnd) return;
        if (p.selections < kSelections) {
            ++p.selections;
            std::size_t best = i;
            for (std::size_t j = i + 1; j < n.moves.size(); ++j)
                if (n.keys[j] > n.keys[best]) best = j;
            moveTo(n, best, i);
            p.sortedEnd = i + 1;
            return;
        }
        for (std::size_t j = i + 1; j < n.moves.size(); ++j) {
            std::size_t to = j;
            while (to > i && n.keys[to - 1] < n.keys[j]) --to;
            moveTo(n, j, to);
        }
        p.sortedEnd = n.moves.size();
    }

    // The move at `from` put at `to` (to <= from), the moves between moved one place on.
    static void moveTo(Node& n, std::size_t from, std::size_t to) {
        if (from == to) return;
        const Move m = n.moves[from];
        const int key = n.keys[from];
        const auto shift = [from, to](auto& list) {
            std::move_backward(list.begin() + std::ptrdiff_t(to),
                               list.begin() + std::ptrdiff_t(from),
                               list.begin() + std::ptrdiff_t(from + 1));
        };
        shift(n.moves);
        shift(n.keys);
        n.moves[to] = m;
        n.keys[to] = key;
    }

    // Whether the history grew too large (all of it is then halved).
    bool addHistory(const Move& m, int bonus) {
        int& h = history_[historySlot(m)];
        h += bonus;
        return std::abs(h) > (1 << 25);
    }

    Game& game_;
    std::vector<Node> nodes_;
    std::vector<Move> stage_; // one stage's moves on their way into a node's list
    std::vector<std::array<Move, 2>> killers_;
    std::vector<int> history_; // by side, then Game::historyIndex

    static constexpr std::size_t kHistoryEntries = 2 * std::size_t(Game::kHistorySize);
    std::size_t historySlot(const Move& m) const {
        return std::size_t(game_.side()) * std::size_t(Game::kHistorySize) +
               std::size_t(game_.historyIndex(m));
    }
};

} // namespace trellis::search
