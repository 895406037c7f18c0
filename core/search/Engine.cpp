#include "Engine.h"

#include "AlphaBetaSearch.h"
#include "CotulenhSearchGame.h"
#include "MateSearch.h"
#include "TriDSearchGame.h"

#include "cotulenh/CotulenhVariant.h"
#include "trid/TriDVariant.h"

#include <memory>

namespace trellis::search {

namespace {

// Internal turns to public ones, replaying them on a copy of the searched position.
template <class Game>
std::vector<Turn> toTurns(const Variant& variant, const std::vector<typename Game::Move>& moves) {
    std::unique_ptr<Variant> copy = variant.clone();
    std::vector<Turn> out;
    for (const auto& m : moves) {
        out.push_back(Game::toTurn(*copy, m));
        copy->makeTurn(out.back());
    }
    return out;
}

template <class Game>
SearchReport runAnalysis(Game& game, const Variant& variant, TranspositionTable& tt,
                         const SearchLimits& limits, const std::atomic<bool>* stop,
                         const ReportCallback& onIteration) {
    AlphaBetaSearch<Game> search(game, tt, limits, stop);
    auto report = [&](int depth, const auto& lines) {
        SearchReport r;
        r.depth = depth;
        r.nodes = search.nodes();
        r.timeMs = search.elapsedMs();
        r.nps = r.timeMs > 0 ? r.nodes * 1000 / std::uint64_t(r.timeMs) : r.nodes * 1000;
        int rank = 1;
        for (const auto& line : lines)
            r.lines.push_back(
                {rank++, depth, Score::fromInternal(line.score), toTurns<Game>(variant, line.pv)});
        return r;
    };
    search.run([&](int depth, const auto& lines) {
        if (onIteration) onIteration(report(depth, lines));
    });
    SearchReport final = report(search.completedDepth(), search.lines());
    return final;
}

template <class Game>
MateResult runMate(Game& game, const Variant& variant, int turns, const std::atomic<bool>* stop) {
    MateSearch<Game> search(game, stop);
    const auto answer = search.solve(turns);
    MateResult r;
    r.mate = answer.turns > 0;
    r.turns = answer.turns;
    r.unique = answer.unique;
    r.aborted = answer.aborted;
    r.line = toTurns<Game>(variant, answer.line);
    r.nodes = search.nodes();
    return r;
}

} // namespace

bool engineSupports(const Variant& variant) {
    return dynamic_cast<const trid::TriDVariant*>(&variant) ||
           dynamic_cast<const cotulenh::CotulenhVariant*>(&variant);
}

Engine::Engine(EngineOptions options) : options_(options), tt_(options.hashMegabytes) {}

SearchReport Engine::analyse(const Variant& variant, const SearchLimits& limits,
                             const std::atomic<bool>* stop, const ReportCallback& onIteration) {
    if (const auto* t = dynamic_cast<const trid::TriDVariant*>(&variant)) {
        TriDSearchGame game(t->state(), options_.eval);
        return runAnalysis(game, variant, tt_, limits, stop, onIteration);
    }
    if (const auto* c = dynamic_cast<const cotulenh::CotulenhVariant*>(&variant)) {
        CotulenhSearchGame game(c->board(), options_.eval);
        return runAnalysis(game, variant, tt_, limits, stop, onIteration);
    }
    return {};
}

MateResult Engine::mate(const Variant& variant, int turns, const std::atomic<bool>* stop) {
    if (const auto* t = dynamic_cast<const trid::TriDVariant*>(&variant)) {
        TriDSearchGame game(t->state(), options_.eval);
        return runMate(game, variant, turns, stop);
    }
    if (const auto* c = dynamic_cast<const cotulenh::CotulenhVariant*>(&variant)) {
        CotulenhSearchGame game(c->board(), options_.eval);
        return runMate(game, variant, turns, stop);
    }
    return {};
}

} // namespace trellis::search
