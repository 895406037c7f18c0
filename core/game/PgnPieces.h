#pragma once
// Cuts a game file into pieces that are read on their own (by worker threads, or one after the
// other by PgnStream). A cut is only proposed right after a line that ends with a result word
// ("1-0", "0-1", "1/2-1/2", "*"), found with a plain byte scan; readPiece() then checks with the
// real lexer and reader that the piece ends on that result token and that the next game starts
// there, i.e. that PgnReader reading the whole file would start a new game exactly there. A piece
// that fails the check is read again together with the next (mergeable by the caller).
// Standard C++ only.
#include "PgnReader.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace trellis {

struct PgnPiece {
    std::string text;
    int firstLine = 1;      // line of the file the piece starts on
    bool last = false;      // the file's last piece
    bool tagFollows = true; // the first line after the piece (blank lines aside) is a tag pair
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
    std::size_t scanned_ = 0; // where the search for the next line end resumes
    int line_ = 1;            // line of buffer_'s first byte
};

// A piece read by PgnReader: games and errors numbered from 1 and lines from 1 within the
// piece; `numbersUsed` is how many game numbers it took (the next piece's games count on from
// there). cleanEnd: the piece ends where the whole file's reader starts a new game (always true
// for the last).
struct PieceRead {
    PgnReadResult read;
    int numbersUsed = 0;
    bool cleanEnd = true;
};
PieceRead readPiece(const PgnReader& reader, const PgnPiece& piece,
                    const VariantDescriptor* previous = nullptr);

} // namespace trellis
