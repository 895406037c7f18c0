#include "Variant.h"

#include <algorithm>

namespace trellis {

bool Variant::writes(Notation notation) const {
    const auto& all = notations();
    return std::any_of(all.begin(), all.end(),
                       [&](const NotationInfo& n) { return n.notation == notation; });
}

} // namespace trellis
