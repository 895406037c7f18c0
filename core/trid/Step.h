#pragma once
// The compact internal turn used by the move generator: at most four steps (a deferred
// promotion, the move, and up to two promotions a board move can trigger).
#include <array>
#include <cstdint>

namespace trellis::trid {

enum class StepKind : std::uint8_t {
    PieceMove, // from/to squares; flags below; promotion piece type or 0
    Castle,    // from: 0 king side, 1 queen side
    BoardMove, // from/to pins (equal for an in-place half-turn); flag HalfTurn
    Promotion, // from: square of the pawn; promotion piece type
};

enum StepFlag : std::uint8_t { Capture = 1, DoubleStep = 2, EnPassant = 4, HalfTurn = 8 };

// Plain aggregates without member initialisers, so that the generator's large buffers cost
// nothing to create; value-initialise them (`TriDTurn{}`) where a zero start matters.
struct TriDStep {
    StepKind kind;
    std::int8_t from;
    std::int8_t to;
    std::uint8_t promotion;
    std::uint8_t flags;
    bool operator==(const TriDStep&) const = default;
};

struct TriDTurn {
    std::array<TriDStep, 4> steps;
    std::uint8_t count;
    void push(const TriDStep& s) { steps[count++] = s; }
    const TriDStep* begin() const { return steps.data(); }
    const TriDStep* end() const { return steps.data() + count; }
    bool operator==(const TriDTurn& o) const {
        if (count != o.count) return false;
        for (int i = 0; i < count; ++i)
            if (!(steps[i] == o.steps[i])) return false;
        return true;
    }
};

} // namespace trellis::trid
