#include "Variant.h"

#include <algorithm>

namespace trellis {

std::optional<std::size_t> Variant::legalTurnRank(const Turn& turn) {
    std::size_t less = 0;
    bool found = false;
    for (const Turn& t : legalTurns()) {
        if (t < turn) ++less;
        found = found || t == turn;
    }
    return found ? std::optional<std::size_t>(less) : std::nullopt;
}

Result<Variant::RankedTurn> Variant::parseRankedTurn(std::string_view text, Notation notation) {
    Result<Turn> parsed = parseTurn(text, notation);
    if (!parsed) return Result<RankedTurn>::failure(parsed.error());
    return RankedTurn{std::move(*parsed), std::nullopt};
}

Result<std::optional<std::size_t>> Variant::playRankedTurn(std::string_view text,
                                                           Notation notation) {
    using Played = Result<std::optional<std::size_t>>;
    Result<RankedTurn> parsed = parseRankedTurn(text, notation);
    if (!parsed) return Played::failure(parsed.error());
    std::optional<std::size_t> rank = parsed->rank;
    if (!rank) rank = legalTurnRank(parsed->turn);
    if (rank) makeTurn(parsed->turn);
    return rank;
}

std::optional<Turn> Variant::legalTurnOfRank(std::size_t rank) {
    std::vector<Turn> legal = legalTurns();
    if (rank >= legal.size()) return std::nullopt;
    std::nth_element(legal.begin(), legal.begin() + std::ptrdiff_t(rank), legal.end());
    return legal[rank];
}

Result<std::vector<Error>> Variant::setFilePosition(std::string_view text) {
    const Result<bool> set = setPosition(text);
    if (!set) return Result<std::vector<Error>>::failure(set.error());
    return std::vector<Error>{};
}

std::vector<Turn> Variant::readingsOf(std::string_view, Notation) {
    return {};
}

Variant::StepPieces Variant::stepPieces(const Turn&, int) {
    return {};
}

bool Variant::writes(Notation notation) const {
    const auto& all = notations();
    return std::any_of(all.begin(), all.end(),
                       [&](const NotationInfo& n) { return n.notation == notation; });
}

Transition Variant::transitionFrom(const Turn& turn, int shownSteps) const {
    Transition t;
    if (shownSteps != 0) return t;
    clone()->makeTurn(turn, t);
    return t;
}

std::vector<Error> Variant::validatePosition(std::string_view text, bool allowUnreachable) const {
    const std::unique_ptr<Variant> board = clone();
    if (const Result<bool> loaded = board->setPosition(text); !loaded) return {loaded.error()};
    std::vector<Error> problems = board->ruleProblems();
    if (!allowUnreachable) {
        std::vector<Error> unreachable = board->unreachableProblems();
        problems.insert(problems.end(), unreachable.begin(), unreachable.end());
    }
    return problems;
}

} // namespace trellis
