#include "PgnPieces.h"

#include "PgnLexer.h"

#include <algorithm>

namespace trellis {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Whether the line ending at `newline` ends with a result word standing alone. Only this line
// is looked at, so scanning every line of the file stays linear.
bool lineEndsWithResult(std::string_view text, std::size_t newline) {
    std::size_t end = newline;
    while (end > 0 && isBlank(text[end - 1]) && text[end - 1] != '\n') --end;
    std::size_t start = end;
    while (start > 0 && !isBlank(text[start - 1])) --start;
    const std::string_view word = text.substr(start, end - start);
    return word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*";
}

bool isBlankLine(std::string_view line) {
    return std::all_of(line.begin(), line.end(), isBlank);
}

enum class Next { Tag, Other, Unknown };

// What follows a cut at `from`: a tag line after at most a few blank lines, something else, or
// not known yet (the lines are not all in the buffer).
Next lineAfter(std::string_view text, std::size_t from) {
    for (int blank = 0; blank < 4; ++blank) {
        const std::size_t end = text.find('\n', from);
        if (end == std::string_view::npos) return Next::Unknown;
        const std::string_view line = text.substr(from, end - from);
        if (!isBlankLine(line)) return isTagLine(line) ? Next::Tag : Next::Other;
        from = end + 1;
    }
    return Next::Other;
}

// Whether the reader of the whole file starts a new game right after the piece. The piece must
// end on a result token, and its last game must have been read without an error: the reader
// skips on after a broken game (past a tag line too when the game broke in its tags), beyond
// the cut. Where no tag line follows, no comment may lack its '}' either, even one the reader
// skipped: it may lie beyond the cut (a tag line would have ended the comment).
bool endsCleanly(const PieceRead& piece, const PgnPiece& source) {
    // Without an error the reader skipped nothing: its lexer saw every token, and an open
    // comment would have been an error.
    if (piece.read.errors.empty()) return piece.read.endsOnResult;
    PgnLexer lexer(source.text);
    PgnToken::Kind lastKind = PgnToken::Kind::End;
    for (PgnToken t = lexer.next(); t.kind != PgnToken::Kind::End; t = lexer.next()) {
        if (!source.tagFollows && t.kind == PgnToken::Kind::Error &&
            t.error->code == ErrorCode::GameCommentUnterminated)
            return false;
        lastKind = t.kind;
    }
    if (lastKind != PgnToken::Kind::Result) return false;
    for (const PgnError& e : piece.read.errors)
        if (e.game == piece.numbersUsed) return false;
    return true;
}

} // namespace

void PgnPieceCutter::feed(std::string_view text, std::vector<PgnPiece>& out) {
    buffer_.append(text);
    std::size_t pieceStart = 0;
    std::size_t at = scanned_;
    for (;;) {
        const std::size_t newline = buffer_.find('\n', at);
        if (newline == std::string::npos) {
            at = buffer_.size();
            break;
        }
        const std::size_t cut = newline + 1;
        if (cut - pieceStart < target_ || !lineEndsWithResult(buffer_, newline)) {
            at = cut;
            continue;
        }
        const Next next = lineAfter(buffer_, cut);
        if (next == Next::Unknown) {
            at = newline; // the lines after the cut are not all here yet
            break;
        }
        at = cut;
        // The lexer skips a byte order mark at the start of its text only: a piece may not
        // start with one the whole file's lexer reads as text.
        if (std::string_view(buffer_).substr(cut, 3) == "\xEF\xBB\xBF") continue;
        PgnPiece piece;
        piece.text = buffer_.substr(pieceStart, cut - pieceStart);
        piece.firstLine = line_;
        piece.tagFollows = next == Next::Tag;
        line_ += int(std::count(piece.text.begin(), piece.text.end(), '\n'));
        out.push_back(std::move(piece));
        pieceStart = cut;
    }
    buffer_.erase(0, pieceStart);
    scanned_ = at - pieceStart;
}

void PgnPieceCutter::finish(std::vector<PgnPiece>& out) {
    PgnPiece piece;
    piece.text = std::move(buffer_);
    piece.firstLine = line_;
    piece.last = true;
    out.push_back(std::move(piece));
    buffer_.clear();
    scanned_ = 0;
    line_ = 1;
}

PieceRead readPiece(const PgnReader& reader, const PgnPiece& piece,
                    const VariantDescriptor* previous) {
    PieceRead out;
    out.read = reader.read(piece.text, previous);
    for (const PgnGame& g : out.read.games) out.numbersUsed = std::max(out.numbersUsed, g.number);
    for (const PlainGame& g : out.read.plainGames)
        out.numbersUsed = std::max(out.numbersUsed, g.number);
    for (const PgnError& e : out.read.errors) out.numbersUsed = std::max(out.numbersUsed, e.game);
    if (!piece.last) out.cleanEnd = endsCleanly(out, piece);
    return out;
}

} // namespace trellis
