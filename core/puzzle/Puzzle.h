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

// "ok", "not-unique", "wrong", "unsound": what `trellis puzzle verify` prints.
const char* verdictName(Verdict::Kind kind);

} // namespace trellis::puzzle
