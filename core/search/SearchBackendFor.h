#pragma once
// The SearchBackend of a variant's search adapter `Game` (the concept AlphaBetaSearch and
// MateSearch take, plus `static Turn toTurn(Variant&, const Move&)`): runs the templates and
// answers in public Turns, replayed on a copy of the searched board.
#include "AlphaBetaSearch.h"
#include "MateSearch.h"
#include "SearchBackend.h"

#include "variant/Variant.h"

#include <memory>
#include <utility>

namespace trellis::search {

template <class Game> class SearchBackendFor : public SearchBackend {
  public:
    // `game` is built over the position `board` holds; the board is copied.
    SearchBackendFor(Game game, const Variant& board, const SearchSetup& setup)
        : game_(std::move(game)), board_(board.clone()), tt_(setup.tt), earlier_(setup.earlier) {}

    SearchReport analyse(const SearchLimits& limits, const std::atomic<bool>* stop,
                         const ReportCallback& onIteration) override {
        AlphaBetaSearch<Game> search(game_, *tt_, limits, stop, earlier_);
        auto report = [&](int depth, const auto& lines) {
            SearchReport r;
            r.depth = depth;
            r.nodes = search.nodes();
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
        return report(search.completedDepth(), search.lines());
    }

    MateResult mate(int turns, const std::atomic<bool>* stop) override {
        MateSearch<Game> search(game_, stop);
        const auto answer = search.solve(turns);
        MateResult r;
        r.mate = answer.turns > 0;
        r.turns = answer.turns;
        r.unique = answer.unique;
        r.aborted = answer.aborted;
        r.line = this->turns(answer.line);
        r.nodes = search.nodes();
        return r;
    }

  private:
    Game game_;
    std::unique_ptr<Variant> board_;
    TranspositionTable* tt_;
    std::vector<std::uint64_t> earlier_; // sorted

    // Internal moves to public turns, replayed on a copy of the searched position.
    std::vector<Turn> turns(const std::vector<typename Game::Move>& moves) const {
        std::unique_ptr<Variant> copy = board_->clone();
        std::vector<Turn> out;
        for (const auto& m : moves) {
            out.push_back(Game::toTurn(*copy, m));
            copy->makeTurn(out.back());
        }
        return out;
    }
};

} // namespace trellis::search
