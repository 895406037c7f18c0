#pragma once
// The first error of a game file's reading, "game 2, line 10: GameBadTurn(...)", for a test's
// failure output (the words users read are models/ErrorText's, tested in tests/models).
#include "game/PgnReader.h"
#include "variant/Error.h"

#include <string>

inline std::string firstErrorText(const trellis::PgnReadResult& r) {
    if (r.errors.empty()) return {};
    const trellis::PgnError& e = r.errors.front();
    return "game " + std::to_string(e.game) + ", line " + std::to_string(e.line) + ": " +
           trellis::errorDebugText(e.error);
}
