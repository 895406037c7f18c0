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
    // What the session's future depends on beyond the board and the remaining roles: the stack
    // as it opened (its heroic flags rule the remaining pieces' steps) and the steps in order
    // (recombinations replay them, and the first one decides the half-move clock). Mixed into
    // the position hash while the session is open, so two step orders never share a key.
    std::uint64_t key() const {
        std::uint64_t h = mix(0x51ED27A1u ^ (std::uint64_t(original.roles) << 16) ^
                              (std::uint64_t(original.heroic) << 32));
        for (int i = 0; i < count; ++i) {
            const Move& s = steps[i];
            h = mix(h ^ (std::uint64_t(s.to) | std::uint64_t(s.flags) << 8 |
                         std::uint64_t(s.roles) << 16 | std::uint64_t(s.heroic) << 32 |
                         std::uint64_t(i) << 48));
        }
        return h;
    }
    // Index of the first step that left its pieces on `sq`, or -1: what a later step to `sq`
    // recombines with. A stay or suicide capture leaves none on its target (a piece going there
    // afterwards makes a plain step; the engine recombined and could not play it).
    // `captures`: a stay or suicide capture counts too (the reference engine's rule).
    int stepTo(int sq, bool captures = false) const {
        for (int i = 0; i < count; ++i)
            if (steps[i].to == sq && (captures || !(steps[i].flags & (FlagStay | FlagSuicide))))
                return i;
        return -1;
    }

  private:
    // SplitMix64's finaliser: every input bit reaches every output bit.
    static std::uint64_t mix(std::uint64_t x) {
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
        return x ^ (x >> 31);
    }
};

} // namespace trellis::cotulenh
