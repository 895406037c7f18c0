#pragma once
// Long algebraic notation as UCI writes it: e2e4, e7e8q, castling as the king's move e1g1.
// The reader also takes e2-e4, e2xe4, promotion in upper case or after '=', SAN castling
// (O-O, 0-0-0) and trailing + # ! ?.
#include "Position.h"

#include "variant/Result.h"

#include <string>
#include <string_view>

namespace trellis::chess {

std::string lanText(Move move);
// Errors as parseSan's.
Result<Move> parseLan(const Position& pos, std::string_view text);

} // namespace trellis::chess
