#pragma once
// FEN as the PGN standard defines it: placement, side to move, castling (KQkq), en passant,
// halfmove clock, fullmove number. The reader validates everything and reports typed errors
// (args[0] is "FEN"); the two clocks may be left out (then 0 and 1). The printer writes the
// en-passant square only when a legal en-passant capture exists (as Stockfish and python-chess
// do), so equal positions print equal first four fields.
#include "Position.h"

#include "variant/Result.h"

#include <string>
#include <string_view>

namespace trellis::chess {

inline constexpr const char* kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Without `validate`, only the text's form is checked (kings, pawns, castling homes, en
// passant and checks are left to the caller: the position editor).
Result<Position> parseFen(std::string_view text, bool validate = true);
std::string printFen(const Position& pos);
// The castling rights of `pos` whose king and rook stand on their home squares.
int possibleCastling(const Position& pos);
// The shape test of VariantDescriptor::recognises: eight ranks separated by '/' and a side
// field "w" or "b".
bool looksLikeFen(std::string_view text);

// The FEN letter of a piece code ('P', 'n', ...), and back (0 when not a piece letter).
char pieceLetter(int piece);
int pieceFromLetter(char letter);
// "e4" for 28.
std::string squareName(int square);
// 28 for "e4"; -1 when the text is not a square name.
// Inline: reading a game's turns asks for a square or two a turn.
inline int parseSquare(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return -1;
    return squareAt(text[0] - 'a', text[1] - '1');
}

} // namespace trellis::chess
