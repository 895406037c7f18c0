#include "Variant.h"

#include <algorithm>

namespace trellis {

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
