#pragma once
// The SearchBackend of a variant's search adapter `Game` (the concept AlphaBetaSearch and
// MateSearch take, plus `static Turn toTurn(Variant&, const std::vector<Move>&)` joining the
// moves of one turn): runs the templates and answers in public Turns, replayed on a copy of the
// searched board. The exact mate search counts whole turns, so a game that builds turns step by
// step gives it its own factory of games that move by whole turns.
//
// With several threads (SearchSetup::threads), the analysis is Lazy SMP: the main search and
// helper searches on their own copies of the game, sharing the transposition table; the main
// search's lines are the answer. The mate search shares the first turns out among the threads
// for each number of turns; the answer is exact either way, so it is the same as one thread's.
#include "AlphaBetaSearch.h"
#include "MateSearch.h"
#include "SearchBackend.h"

#include "variant/Variant.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <thread>
#include <utility>

namespace trellis::search {

template <class Game> class SearchBackendFor : public SearchBackend {
  public:
    using Move = typename Game::Move;

    // `makeGame` builds the adapter over the position `board` holds (once per thread), and
    // `makeMateGame` the one for the mate search (by default the same); the board is copied.
    SearchBackendFor(std::function<Game()> makeGame, const Variant& board, const SearchSetup& setup,
                     std::function<Game()> makeMateGame = {})
        : makeGame_(std::move(makeGame)),
          makeMateGame_(makeMateGame ? std::move(makeMateGame) : makeGame_), game_(makeGame_()),
          board_(board.clone()), tt_(setup.tt), history_(setup.history), earlier_(setup.earlier),
          threads_(std::max(1, setup.threads)) {}

    SearchReport analyse(const SearchLimits& limits, const std::atomic<bool>* stop,
                         const ReportCallback& onIteration) override {
        tt_->newSearch();
        std::atomic<bool> helpersStop{false};
        std::atomic<std::uint64_t> helperNodes{0};
        std::vector<std::unique_ptr<Game>> games;
        std::vector<std::thread> helpers;
        for (int i = 1; i < threads_; ++i) {
            games.push_back(std::make_unique<Game>(makeGame_()));
            helpers.emplace_back([&, i, game = games.back().get()] {
                AlphaBetaSearch<Game> helper(*game, *tt_, limits, &helpersStop, earlier_,
                                             HelperRole{i % 2, &helperNodes});
                limitRoot(helper, limits);
                helper.run([](int, const auto&) {});
            });
        }
        AlphaBetaSearch<Game> search(game_, *tt_, limits, stop, earlier_);
        limitRoot(search, limits);
        if (history_) search.inheritHistory(*history_);
        auto report = [&](int depth, const auto& lines) {
            SearchReport r;
            r.depth = depth;
            r.selDepth = search.selDepth();
            r.hashfull = tt_->hashfull();
            r.nodes = search.nodes() + helperNodes.load(std::memory_order_relaxed);
            r.timeMs = search.elapsedMs();
            r.nps = r.timeMs > 0 ? r.nodes * 1000 / std::uint64_t(r.timeMs) : r.nodes * 1000;
            int rank = 1;
            for (const auto& line : lines)
                r.lines.push_back({rank++, depth, Score::fromInternal(line.score), turns(line.pv)});
            return r;
        };
        search.run([&](int depth, const auto& lines) {
            if (onIteration) onIteration(report(depth, lines));
        });
        helpersStop = true;
        for (std::thread& t : helpers) t.join();
        if (history_) *history_ = search.history();
        return report(search.completedDepth(), search.lines());
    }

    MateResult mate(int turns, const std::atomic<bool>* stop) override {
        Game game = makeMateGame_();
        MateSearch<Game> search(game, stop);
        MateResult r;
        typename MateSearch<Game>::Answer answer;
        if (threads_ == 1) {
            answer = search.solve(turns);
        } else {
            answer = sharedMate(game, search, std::min(turns, MateSearch<Game>::kMaxMateTurns),
                                stop, r.nodes);
        }
        r.mate = answer.turns > 0;
        r.turns = answer.turns;
        r.unique = answer.unique;
        r.aborted = answer.aborted;
        r.line = this->turns(answer.line);
        r.nodes += search.nodes();
        return r;
    }

  private:
    // One thread of the shared mate search: its own game and proof table, kept from one number
    // of turns to the next.
    struct MateWorker {
        Game game;
        MateSearch<Game> search;
        MateWorker(Game g, const std::atomic<bool>* stop, const std::atomic<bool>* quit)
            : game(std::move(g)), search(game, stop, quit) {}
    };

    std::function<Game()> makeGame_;
    std::function<Game()> makeMateGame_;
    Game game_;
    std::unique_ptr<Variant> board_;
    TranspositionTable* tt_;
    std::vector<int>* history_;          // owned by the Engine, may be null
    std::vector<std::uint64_t> earlier_; // sorted
    int threads_ = 1;

    // MateSearch::solve with the first turns shared out: the shortest n within `turns` for
    // which a first turn mates, whether exactly one does within `turns`, and the line built by
    // `search` (as solve builds it).
    typename MateSearch<Game>::Answer sharedMate(Game& game, MateSearch<Game>& search, int turns,
                                                 const std::atomic<bool>* stop,
                                                 std::uint64_t& nodes) {
        typename MateSearch<Game>::Answer a;
        std::vector<Move> first;
        if (!game.drawByRule()) game.generate(first);
        std::atomic<bool> quit{false};
        std::vector<std::unique_ptr<MateWorker>> workers;
        for (int i = 0; i < threads_; ++i)
            workers.push_back(std::make_unique<MateWorker>(makeMateGame_(), stop, &quit));
        const auto aborted = [&] { return stop && stop->load(); };
        for (int n = 1; n <= turns && !a.turns && !aborted(); ++n)
            if (countMating(workers, first, n, 1, quit) > 0) a.turns = n;
        if (a.turns && !aborted()) {
            a.unique = countMating(workers, first, turns, 2, quit) == 1;
            a.line = search.line(a.turns);
        }
        for (const auto& w : workers) nodes += w->search.nodes();
        if (aborted() || search.aborted()) a = {0, false, true, {}};
        return a;
    }

    // How many of the first turns mate within n (counting stops at `enough`), the turns taken
    // by the workers one at a time.
    int countMating(std::vector<std::unique_ptr<MateWorker>>& workers,
                    const std::vector<Move>& first, int n, int enough, std::atomic<bool>& quit) {
        std::atomic<std::size_t> next{0};
        std::atomic<int> count{0};
        quit = false;
        std::vector<std::thread> threads;
        for (const auto& w : workers) {
            w->search.resume();
            threads.emplace_back([&, worker = w.get()] {
                for (std::size_t i = next++; i < first.size() && !quit; i = next++)
                    if (worker->search.matesWith(first[i], n) && ++count >= enough) quit = true;
            });
        }
        for (std::thread& t : threads) t.join();
        return count;
    }

    // Limits the root to the turns of limits.searchMoves (when there are any); each thread's
    // search reads the root moves from its own game, so each is told.
    void limitRoot(AlphaBetaSearch<Game>& search, const SearchLimits& limits) const {
        if (limits.searchMoves.empty()) return;
        search.restrictRoot([&](const Move& m) {
            const std::vector<Turn> turn = turns({m});
            return turn.size() == 1 &&
                   std::find(limits.searchMoves.begin(), limits.searchMoves.end(), turn.front()) !=
                       limits.searchMoves.end();
        });
    }

    // Internal moves to public turns, replayed on a copy of the searched position; the moves of
    // one turn (steps, while the game says the turn goes on) are joined into it. A line cut off
    // inside a turn ends with the last whole turn.
    std::vector<Turn> turns(const std::vector<Move>& moves) const {
        std::unique_ptr<Variant> copy = board_->clone();
        Game game = makeGame_();
        std::vector<Turn> out;
        std::vector<Move> turn;
        for (const auto& m : moves) {
            game.make(m);
            turn.push_back(m);
            if (game.midTurn()) continue;
            out.push_back(Game::toTurn(*copy, turn));
            copy->makeTurn(out.back());
            turn.clear();
        }
        return out;
    }
};

} // namespace trellis::search
