#pragma once
// Reads a game file from a stream a stretch at a time, so that memory depends on the longest
// game and not on the size of the file (collections of many gigabytes read in a few megabytes).
// The games and errors come in file order with the numbers and lines PgnReader::read of the
// whole text gives (PgnPieces.h cuts the text where that reader starts a new game).
#include "PgnPieces.h"
#include "PgnReader.h"

#include <cstddef>
#include <deque>
#include <istream>
#include <optional>
#include <vector>

namespace trellis {

class PgnStream {
  public:
    // Stretches of about `pieceBytes` (one game may be longer), read from `in` in blocks of
    // `blockBytes`.
    PgnStream(const PgnReader& reader, std::istream& in, std::size_t pieceBytes = 16 * 1024,
              std::size_t blockBytes = 64 * 1024);

    // The games and broken games of the next stretch of the file (at least one game or error
    // unless the stretch held only comments); nothing after the end of the file.
    std::optional<PgnReadResult> next();
    // Whether reading stopped because the stream failed (and not at the end of the file).
    bool failed() const { return failed_; }

  private:
    bool take(PgnPiece& piece);

    const PgnReader& reader_;
    std::istream& in_;
    PgnPieceCutter cutter_;
    std::size_t blockBytes_;
    std::vector<char> block_;
    std::deque<PgnPiece> pending_;
    bool finished_ = false; // the cutter has given the last piece
    bool failed_ = false;
    int numbersBefore_ = 0; // game numbers taken by the stretches already read
    const VariantDescriptor* previous_ = nullptr; // the variant of the last game read
};

} // namespace trellis
