#pragma once
// An open deploy session (COTULENH-RULES section 5): the stack square, the stack as it was when
// the session opened, and the steps played so far. Plain copyable data, so a ply record can
// keep the session as it was and undo can put it back.
#include "PieceRules.h"
#include "Types.h"

#include <cstdint>

namespace trellis::cotulenh {

struct DeploySession {
    static constexpr int kMaxSteps = 4;

    bool active = false;
    std::uint8_t square = 0;
    // The stack when the session opened. The engine generates the remaining pieces' steps with
    // these heroic flags even if a piece was promoted during the session; we do the same so
    // move lists match.
    Cell original;
    int count = 0;
    Move steps[kMaxSteps];
    std::uint32_t marks[kMaxSteps] = {}; // undo-log size before each step

    std::uint16_t usedRoles() const {
        std::uint16_t used = 0;
        for (int i = 0; i < count; ++i) used |= steps[i].roles;
        return used;
    }
    std::uint16_t remaining() const { return std::uint16_t(original.roles & ~usedRoles()); }
    int originalCarrier() const { return carrierOf(original.roles); }
    // Index of the first step whose destination is `sq`, or -1.
    int stepTo(int sq) const {
        for (int i = 0; i < count; ++i)
            if (steps[i].to == sq) return i;
        return -1;
    }
};

} // namespace trellis::cotulenh
