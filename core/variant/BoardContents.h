#pragma once
// A board as the models and views see it, read from core as data: every square the variant
// has (with its place in the drawing grid, level and terrain), what stands on it, and the
// movable boards. Generic code draws and clicks through this; only the variant knows its
// internals.
#include <string>
#include <vector>

namespace trellis {

struct SquareContent {
    int id = -1;            // the variant's square id (Step::from/to, Transition squares)
    std::string name;       // as notations write it: "b4N", "QL3@q3" (Tri-D), "e5"
    int file = 0, rank = 0; // grid coordinates inside the level
    std::string level;      // Tri-D level "W" "N" "B" or pin "QL1".."KL6"; empty elsewhere
    bool exists = true;     // false for squares of an empty pin (Tri-D)
    std::string terrain;    // Cotulenh: "water", "mixed", "land"; empty elsewhere
    std::string piece;      // position-string token, empty when none
    int colour = -1;        // 0 first player, 1 second, -1 empty
    bool operator==(const SquareContent&) const = default;
};

struct MovableBoard {
    std::string pin; // where it stands ("QL1")
    int owner = -1;  // 0 first player, 1 second, -1 neutral
    bool operator==(const MovableBoard&) const = default;
};

struct BoardContents {
    std::vector<SquareContent> squares; // indexed by square id
    std::vector<MovableBoard> boards;
    bool operator==(const BoardContents&) const = default;
};

// Where the clicks of one step go: a piece from one square to another, or a movable board from
// one pin to another. A step with neither (a promotion) is chosen from a list.
struct StepClicks {
    int fromSquare = -1, toSquare = -1;
    std::string fromPin, toPin;
};

} // namespace trellis
