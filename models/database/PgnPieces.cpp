#include "PgnPieces.h"

#include "game/PgnLexer.h"

#include <algorithm>

namespace trellis::db {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Whether the text before `end` finishes with a result word standing alone.
bool endsWithResult(std::string_view text, std::size_t end) {
    while (end > 0 && isBlank(text[end - 1])) --end;
    std::size_t start = end;
    while (start > 0 && !isBlank(text[start - 1])) --start;
    const std::string_view word = text.substr(start, end - start);
    return word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*";
}

bool isTagNameChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// `[Name "value"]` alone on its line, as the lexer decides where an unterminated comment stops:
// a cut there ends any comment both when the piece is read alone and when the file is.
bool isTagLine(std::string_view line) {
    std::size_t i = 1;
    if (line.empty() || line[0] != '[') return false;
    while (i < line.size() && isTagNameChar(line[i])) ++i;
    if (i == 1 || i >= line.size() || line[i] != ' ') return false;
    while (i < line.size() && line[i] == ' ') ++i;
    if (i >= line.size() || line[i] != '"') return false;
    const std::size_t close = line.rfind('"');
    if (close == i) return false;
    std::string_view tail = line.substr(close + 1);
    while (!tail.empty() && isBlank(tail.back())) tail.remove_suffix(1);
    return tail == "]";
}

} // namespace

void PgnPieceCutter::feed(std::string_view text, std::vector<PgnPiece>& out) {
    buffer_.append(text);
    std::size_t pieceStart = 0;
    std::size_t at = scanned_;
    for (;;) {
        const std::size_t newline = buffer_.find("\n[", at);
        if (newline == std::string::npos) {
            at = buffer_.empty() ? 0 : buffer_.size() - 1; // a '\n' at the end may meet a '['
            break;
        }
        const std::size_t cut = newline + 1;
        if (cut - pieceStart < target_ || !endsWithResult(buffer_, newline)) {
            at = cut;
            continue;
        }
        const std::size_t lineEnd = buffer_.find('\n', cut);
        if (lineEnd == std::string::npos) {
            at = newline; // the tag line is not all here yet
            break;
        }
        at = cut;
        if (!isTagLine(std::string_view(buffer_).substr(cut, lineEnd - cut))) continue;
        PgnPiece piece;
        piece.text = buffer_.substr(pieceStart, cut - pieceStart);
        piece.firstLine = line_;
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

PieceRead readPiece(const PgnReader& reader, std::string_view text, bool last) {
    PieceRead out;
    out.read = reader.read(text);
    for (const PgnGame& g : out.read.games) out.numbersUsed = std::max(out.numbersUsed, g.number);
    for (const PgnError& e : out.read.errors) out.numbersUsed = std::max(out.numbersUsed, e.game);
    if (!last) {
        PgnLexer lexer(text);
        PgnToken::Kind lastKind = PgnToken::Kind::End;
        for (PgnToken t = lexer.next(); t.kind != PgnToken::Kind::End; t = lexer.next())
            lastKind = t.kind;
        out.cleanEnd = lastKind == PgnToken::Kind::Result;
    }
    return out;
}

} // namespace trellis::db
