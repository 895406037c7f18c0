#pragma once
// A puzzle is a game: [SetUp "1"] and [FEN] give the position, [Goal "mate in N"] or
// [Goal "win"] what the side to move must reach, an optional [Theme], and the main line the
// solution (the solver's turns and the defence). This header holds the goal and the verdict of
// a verification.
#include "variant/Error.h"
#include "variant/Turn.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trellis::puzzle {

struct Goal {
    enum class Kind { Mate, Win } kind = Kind::Mate;
    int turns = 0; // Mate: within this many of the solver's turns
};

// "mate in 3" (any case, spaces as written) or "win"; nothing for anything else.
std::optional<Goal> parseGoal(std::string_view text);

struct Verdict {
    enum class Kind { Ok, NotUnique, Wrong, Unsound } kind = Kind::Ok;
    // NotUnique: the other turns that reach the goal where the solution's turn does (texts in
    // the variant's file notation).
    std::vector<std::string> alternatives;
    // Wrong and Unsound: why (ErrorCode::Puzzle*).
    Error reason;
    // The solution as verified: the given line, completed with the longest defence when it
    // was shorter than a mate goal.
    std::vector<Turn> line;
};

// Whether two turns from the same position are the same key: equal, or one is the other
// completed with more steps of the same turn, in any order (a Cotulenh deploy whose mating step
// is played with or without the rest of the stack moving, before or after it). The steps of the
// shorter turn must all be in the longer one (as a multiset). Such completions are one solution,
// not a cook.
bool sameKey(const Turn& a, const Turn& b);

// "ok", "not-unique", "wrong", "unsound": what `trellis puzzle verify` prints.
const char* verdictName(Verdict::Kind kind);

} // namespace trellis::puzzle
