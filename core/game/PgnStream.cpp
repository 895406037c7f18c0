#include "PgnStream.h"

#include <algorithm>
#include <vector>

namespace trellis {

PgnStream::PgnStream(const PgnReader& reader, std::istream& in, std::size_t pieceBytes,
                     std::size_t blockBytes)
    : reader_(reader), in_(in), cutter_(pieceBytes),
      blockBytes_(std::max<std::size_t>(1, blockBytes)) {}

// The next piece of the file, reading blocks until the cutter has one; false after the last.
bool PgnStream::take(PgnPiece& piece) {
    std::vector<PgnPiece> cut;
    while (pending_.empty()) {
        if (finished_) return false;
        block_.resize(blockBytes_);
        in_.read(block_.data(), std::streamsize(block_.size()));
        const std::size_t got = std::size_t(in_.gcount());
        if (got > 0) cutter_.feed(std::string_view(block_.data(), got), cut);
        if (in_.bad()) failed_ = true;
        if (got == 0 || in_.eof() || failed_) {
            cutter_.finish(cut);
            finished_ = true;
        }
        for (PgnPiece& p : cut) pending_.push_back(std::move(p));
        cut.clear();
    }
    piece = std::move(pending_.front());
    pending_.pop_front();
    return true;
}

std::optional<PgnReadResult> PgnStream::next() {
    PgnPiece piece;
    if (!take(piece)) return std::nullopt;
    PieceRead read = readPiece(reader_, piece, previous_);
    while (!read.cleanEnd) {
        // Not a game boundary after all: read again with at least as much text again, so that
        // a long run of such pieces is read a few times over and not once per piece.
        const std::size_t want = 2 * piece.text.size();
        PgnPiece more;
        do {
            if (!take(more)) { // cannot happen: the cutter always ends with a last piece
                piece.last = true;
                break;
            }
            piece.text += more.text;
            piece.last = more.last;
            piece.tagFollows = more.tagFollows;
        } while (!piece.last && piece.text.size() < want);
        read = readPiece(reader_, piece, previous_);
    }
    for (PgnGame& g : read.read.games) {
        g.number += numbersBefore_;
        g.line += piece.firstLine - 1;
    }
    for (std::vector<PgnError>* list : {&read.read.errors, &read.read.warnings})
        for (PgnError& e : *list) {
            e.game += numbersBefore_;
            e.line += piece.firstLine - 1;
        }
    if (!read.read.games.empty())
        previous_ = &read.read.games.back().tree.startVariant().descriptor();
    numbersBefore_ += read.numbersUsed;
    return std::move(read.read);
}

} // namespace trellis
