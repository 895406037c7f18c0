#pragma once
// Air defence (COTULENH-RULES section 6): which squares each defending source covers, and the
// state of a non-heroic Air Force flying along a ray through those zones. Always computed from
// the current board: the engine's cached zones made its move list depend on history (section 9).
#include "Position.h"

#include <array>
#include <cstdint>

namespace trellis::cotulenh {

// For every square, the set of the defender's sources (bit i = i-th source found) covering it.
struct AirDefenceMap {
    std::array<std::uint32_t, kSquares> cover{};
    void build(const Position& pos, Color defender);
};

enum class AirState : std::uint8_t { Safe, Kamikaze, Destroyed };

// Follows one ray square by square (the start square is not counted): safe while no zone was
// entered; kamikaze while exactly one source's zone was entered and not yet left; otherwise
// destroyed, and the ray ends.
class AirPath {
  public:
    AirState step(std::uint32_t defenders) {
        if (state_ == AirState::Destroyed) return state_;
        if (defenders)
            seen_ |= defenders;
        else if (seen_)
            left_ = true;
        if (!seen_)
            state_ = AirState::Safe;
        else if ((seen_ & (seen_ - 1)) == 0 && !left_)
            state_ = AirState::Kamikaze;
        else
            state_ = AirState::Destroyed;
        return state_;
    }

  private:
    std::uint32_t seen_ = 0;
    bool left_ = false;
    AirState state_ = AirState::Safe;
};

} // namespace trellis::cotulenh
