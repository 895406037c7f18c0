#pragma once
// Cuts a game file into pieces that worker threads read on their own. A cut is only proposed
// where a line starts with '[' right after a result word ("1-0", "0-1", "1/2-1/2", "*"), found
// with a plain byte scan; readPiece() then checks with the real lexer that the piece ends on that
// result token, i.e. that PgnReader reading the whole file would start a new game exactly there.
// A piece that fails the check is read again together with the next (mergeable by the caller).
// Standard C++ only.
#include "game/PgnReader.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace trellis::db {

struct PgnPiece {
    std::string text;
    int firstLine = 1; // line of the file the piece starts on
    bool last = false; // the file's last piece
};

class PgnPieceCutter {
  public:
    // Pieces of at least `targetBytes` (but for the last) each.
    explicit PgnPieceCutter(std::size_t targetBytes) : target_(targetBytes) {}
    // Appends text read from the file; complete pieces go to `out`.
    void feed(std::string_view text, std::vector<PgnPiece>& out);
    // The end of the file: what is left becomes the last piece.
    void finish(std::vector<PgnPiece>& out);

  private:
    std::size_t target_;
    std::string buffer_;
    std::size_t scanned_ = 0; // where the search for the next "\n[" resumes
    int line_ = 1;            // line of buffer_'s first byte
};

// A piece read by PgnReader: games and errors numbered from 1 and lines from 1 within the
// piece; `numbersUsed` is how many game numbers it took (the next piece's games count on from
// there). cleanEnd: the piece ends right after a result token (always true for the last).
struct PieceRead {
    PgnReadResult read;
    int numbersUsed = 0;
    bool cleanEnd = true;
};
PieceRead readPiece(const PgnReader& reader, std::string_view text, bool last);

} // namespace trellis::db
