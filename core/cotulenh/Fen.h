#pragma once
// Cotulenh position strings (COTULENH-RULES section 8, FORMATS section 3): parse, validate,
// print canonically, and the mid-session form "<turn-start FEN> <origin>:<stay>:<steps>[...]".
#include "Board.h"
#include "Position.h"

#include <string>
#include <string_view>

namespace trellis::cotulenh {

enum class FenError {
    None,
    FieldCount,         // not 6 fields (7 with a session)
    RankCount,          // not 12 ranks
    BadCharacter,       // a character that is no piece, digit, '+', '(' or ')'
    BadEmptyCount,      // an empty-square count outside 1..11
    RankTooWide,        // more than 11 squares in a rank
    RankTooShort,       // fewer than 11 squares in a rank
    NestedStack,        // '(' inside a stack
    UnopenedStack,      // ')' without '('
    UnclosedStack,      // '(' without ')'
    EmptyStack,         // "()"
    DoubleHeroic,       // "++"
    DanglingHeroic,     // '+' not followed by a piece
    MixedColourStack,   // upper and lower case in one stack
    InvalidStack,       // not in the blueprint list (or a piece twice)
    InvalidTerrain,     // a piece on a square its carrier cannot stand on
    SecondCommander,    // more than one Commander of a colour
    BadSide,            // side field not r or b
    BadCastling,        // third field not '-'
    BadEnPassant,       // fourth field not '-'
    BadHalfmove,        // not a non-negative number
    BadFullmove,        // not a positive number
    BadSession,         // malformed "<origin>:<stay>:<steps>" suffix
    IllegalSessionStep, // a session step that is not legal there
};

struct FenStatus {
    FenError error = FenError::None;
    std::string message; // names the field, rank or square and what was expected
    bool ok() const { return error == FenError::None; }
};

const char* fenErrorName(FenError error);

// The six-field FEN only.
FenStatus parseFen(std::string_view text, Position& out);
std::string writeFen(const Position& pos);

// Full position string, session suffix included. On failure `board` is unchanged.
FenStatus loadPosition(std::string_view text, Board& board);
// The board's position string: turn-start FEN plus the session suffix while a session is open.
std::string positionString(const Board& board);

} // namespace trellis::cotulenh
