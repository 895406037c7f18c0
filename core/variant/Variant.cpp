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

std::optional<Turn> Variant::legalTurnOfRank(std::size_t rank) {
    std::vector<Turn> legal = legalTurns();
    if (rank >= legal.size()) return std::nullopt;
    std::nth_element(legal.begin(), legal.begin() + std::ptrdiff_t(rank), legal.end());
    return legal[rank];
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

} // namespace trellis
