#pragma once
// The board-independent turn: a non-empty list of steps. Each variant gives the fields of a
// Step its own meaning (see its StepKind enum); code outside the variant treats them as opaque
// and only compares, stores and hands them back.
#include <cstdint>
#include <vector>

namespace trellis {

struct Step {
    int kind = 0;      // variant-defined: piece move, board move, promotion, deploy ...
    int from = -1;     // variant-defined square, pin or stack square
    int to = -1;       // variant-defined destination
    int piece = 0;     // variant-defined piece (or stack) code
    int promotion = 0; // variant-defined promotion piece, 0 when none
    int flags = 0;     // variant-defined flags (capture, half-turn, stay, ...)
    bool operator==(const Step&) const = default;
    auto operator<=>(const Step&) const = default;
};

struct Turn {
    std::vector<Step> steps;
    bool operator==(const Turn&) const = default;
    auto operator<=>(const Turn&) const = default;
};

} // namespace trellis
