#pragma once
// Cotulenh position strings (COTULENH-RULES section 8, FORMATS section 3): parse, validate,
// print canonically, and the mid-session form "<turn-start FEN> <origin>:<stay>:<steps>[...]".
#include "Board.h"
#include "Position.h"
#include "variant/Error.h"

#include <string>
#include <string_view>

namespace trellis::cotulenh {

// Parsing and loading return ErrorCode::None on success, else why the text is not a
// position (ErrorCode::Position*, args[0] "FEN").

// The names position errors use: "Tank", "Red".
const char* pieceName(int type);
const char* sideName(Color colour);

// The six-field FEN only.
Error parseFen(std::string_view text, Position& out);
std::string writeFen(const Position& pos);

// Full position string, session suffix included. On failure `board` is unchanged.
Error loadPosition(std::string_view text, Board& board);
// The board's position string: turn-start FEN plus the session suffix while a session is open.
std::string positionString(const Board& board);

} // namespace trellis::cotulenh
