#include "PgnLexer.h"

#include "Concat.h"
#include "PlainText.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <optional>

namespace trellis {

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
// Characters that end a move word: they begin a token of their own.
constexpr std::array<bool, 256> kDelimiters = [] {
    std::array<bool, 256> table{};
    for (const char c : std::string_view(" \t\n\v\f\r{}()[]$")) table[std::uint8_t(c)] = true;
    return table;
}();
bool isDelimiter(char c) {
    return kDelimiters[static_cast<unsigned char>(c)];
}
// What a word's scan must look at: the delimiters, a stack's '(' and a ';'.
constexpr std::array<bool, 256> kWordSpecial = [] {
    std::array<bool, 256> table = kDelimiters;
    table[std::uint8_t('(')] = table[std::uint8_t(';')] = true;
    return table;
}();

} // namespace

bool isTagNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool isTagLine(std::string_view line) {
    size_t i = 0;
    if (line.empty() || line[i++] != '[') return false;
    const size_t nameStart = i;
    while (i < line.size() && isTagNameChar(line[i])) ++i;
    if (i == nameStart || i >= line.size() || line[i] != ' ') return false;
    while (i < line.size() && line[i] == ' ') ++i;
    if (i >= line.size() || line[i] != '"') return false;
    const size_t close = line.rfind('"');
    if (close == i) return false;
    std::string_view tail = line.substr(close + 1);
    while (!tail.empty() && isAsciiSpace(tail.back())) tail.remove_suffix(1);
    return tail == "]";
}

PgnLexer::PgnLexer(std::string_view text) : text_(text) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") text_.remove_prefix(3); // UTF-8 byte order mark
}

char PgnLexer::at(size_t offset) const {
    return here_.pos + offset < text_.size() ? text_[here_.pos + offset] : '\0';
}

void PgnLexer::bump() {
    const char c = text_[here_.pos++];
    if (c == '\n') {
        ++here_.line;
        here_.column = 1;
    } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
        ++here_.column; // UTF-8 continuation bytes do not start a new column
    }
}

// Cotulenh writes stacks in parentheses inside moves ("(EA)d6", "(+FC)k10f10", "T>e5,(NF)>d4"):
// the length of such a group at `pos`, 0 when there is none.
size_t PgnLexer::stackLengthAt(size_t pos) const {
    if (pos >= text_.size() || text_[pos] != '(') return 0;
    const auto at = [&](size_t n) { return pos + n < text_.size() ? text_[pos + n] : '\0'; };
    size_t n = 1;
    while (std::isalpha(static_cast<unsigned char>(at(n))) || at(n) == '+') ++n;
    return (n > 1 && n <= 13 && at(n) == ')') ? n + 1 : 0;
}

// Moves to `end`, within the line: the column counts characters, not UTF-8 continuations.
void PgnLexer::skipWithin(size_t end) {
    for (; here_.pos < end; ++here_.pos)
        if ((static_cast<unsigned char>(text_[here_.pos]) & 0xC0) != 0x80) ++here_.column;
}

void PgnLexer::skipAscii(size_t end) {
    here_.column += int(end - here_.pos);
    here_.pos = end;
}

void PgnLexer::skipScanned(size_t end, unsigned char seen) {
    if (seen & 0x80)
        skipWithin(end);
    else
        skipAscii(end);
}

void PgnLexer::skipLine() {
    hasPeeked_ = false;
    while (!atEnd() && current() != '\n') bump();
}

// Whitespace, and '%' escape lines (a '%' in the first column hides the whole line).
PgnLexer::Mark PgnLexer::skipSpaceAndEscapes() {
    // On a copy in registers, handed back whole: the caller's copy of the place, read from
    // memory just after the three stores of its parts, stalled (most of lex()'s own time).
    Mark m = here_;
    while (m.pos < text_.size()) {
        const char c = text_[m.pos];
        if (c == '\n') { // bump's work, for the characters met most
            ++m.pos;
            ++m.line;
            m.column = 1;
        } else if (m.column == 1 && c == '%') {
            here_ = m;
            while (!atEnd() && current() != '\n') bump();
            m = here_;
        } else if (isAsciiSpace(c)) {
            ++m.pos;
            ++m.column;
        } else {
            break;
        }
    }
    here_ = m;
    return m;
}

std::string_view PgnLexer::view(size_t from, size_t to) const {
    return std::string_view(text_.data() + from, to - from);
}

PgnToken PgnLexer::make(PgnToken::Kind kind, const Mark& start, std::string_view text,
                        std::string_view value) const {
    PgnToken token;
    token.kind = kind;
    token.text = text;
    if (!value.empty()) token.value = value;
    token.line = start.line;
    token.column = start.column;
    return token;
}

// Reports the problem at `where` and restarts lexing one character after `start`, so the
// caller's resynchronisation sees everything that followed the bad token.
PgnToken PgnLexer::error(const Mark& start, Mark where, Error why) {
    here_ = start;
    bump();
    PgnToken token = make(PgnToken::Kind::Error, where);
    token.error = std::make_shared<const Error>(std::move(why));
    return token;
}

const PgnToken& PgnLexer::peek() {
    if (!hasPeeked_) {
        peeked_ = lexNoted();
        hasPeeked_ = true;
    }
    return peeked_;
}

void PgnLexer::putBack(PgnToken token) {
    peeked_ = std::move(token);
    hasPeeked_ = true;
}

namespace {

// The characters of plain move words, by what nextPlainMove does with them (one lookup each).
enum PlainClass : std::uint8_t { kOther, kDigit, kLetter, kMark };
constexpr std::array<std::uint8_t, 256> kPlainClasses = [] {
    std::array<std::uint8_t, 256> table{};
    for (char c = '0'; c <= '9'; ++c) table[std::uint8_t(c)] = kDigit;
    for (char c = 'a'; c <= 'z'; ++c)
        table[std::uint8_t(c)] = table[std::uint8_t(c - 32)] = kLetter;
    for (const char c : std::string_view("=+#-")) table[std::uint8_t(c)] = kMark;
    return table;
}();
std::uint8_t plainClass(char c) {
    return kPlainClasses[static_cast<unsigned char>(c)];
}

} // namespace

std::optional<std::string_view> PgnLexer::nextPlainMove() {
    if (hasPeeked_) return std::nullopt;
    skipSpaceAndEscapes(); // as next() would: the blanks are taken either way
    const Mark before = here_;
    const size_t size = text_.size();
    if (!atEnd() && plainClass(current()) == kDigit) { // a move number, "12." or "12..."
        size_t end = here_.pos;
        while (end < size && plainClass(text_[end]) == kDigit) ++end;
        if (end >= size || text_[end] != '.') return std::nullopt;
        while (end < size && text_[end] == '.') ++end;
        skipAscii(end);
        skipSpaceAndEscapes();
    }
    const bool letter = !atEnd() && plainClass(current()) == kLetter;
    size_t end = here_.pos + (letter ? 1 : 0);
    while (letter && end < size && plainClass(text_[end]) != kOther) ++end;
    if (!letter || (end < size && !isAsciiSpace(text_[end]))) {
        here_ = before; // the lexer reads it, move number included
        return std::nullopt;
    }
    const std::string_view word = view(here_.pos, end);
    skipAscii(end);
    lastKind_ = PgnToken::Kind::Move;
    return word;
}

std::string_view PgnLexer::plainRest() const {
    return hasPeeked_ ? std::string_view() : text_.substr(here_.pos);
}

void PgnLexer::takePlain(size_t bytes) {
    if (bytes == 0) return;
    const std::string_view taken = text_.substr(here_.pos, bytes);
    const size_t lastBreak = taken.rfind('\n');
    if (lastBreak == std::string_view::npos) {
        here_.column += int(bytes);
    } else {
        here_.line += int(std::count(taken.begin(), taken.end(), '\n'));
        here_.column = int(bytes - lastBreak);
    }
    here_.pos += bytes;
    lastKind_ = PgnToken::Kind::Move;
}

PgnToken PgnLexer::next() {
    if (hasPeeked_) {
        hasPeeked_ = false;
        return std::move(peeked_);
    }
    return lexNoted();
}

PgnToken PgnLexer::lexNoted() {
    PgnToken token = lex();
    if (token.kind != PgnToken::Kind::End) lastKind_ = token.kind;
    return token;
}

PgnToken PgnLexer::lex() {
    const Mark start = skipSpaceAndEscapes();
    if (atEnd()) return make(PgnToken::Kind::End, start);
    switch (current()) {
    case '[':
        return lexTag(start);
    case '{':
        return lexBraceComment(start);
    case ';':
        return lexLineComment(start);
    case '$':
        return lexNag(start);
    case '(':
        if (const size_t n = stackLengthAt(here_.pos);
            n > 0 && !isDelimiter(at(n)) && at(n) != '\0')
            return lexWord(start); // Cotulenh's "(EA)d6": a stack, not a variation
        bump();
        return make(PgnToken::Kind::Open, start, text_.substr(start.pos, 1));
    case ')':
        bump();
        return make(PgnToken::Kind::Close, start, text_.substr(start.pos, 1));
    case '*':
        bump();
        return make(PgnToken::Kind::Result, start, text_.substr(start.pos, 1));
    case '}':
    case ']': {
        bump();
        PgnToken token = make(PgnToken::Kind::Error, start);
        token.error = std::make_shared<const Error>(
            Error{ErrorCode::GameUnexpected, {std::string(text_.substr(start.pos, 1))}});
        return token;
    }
    default:
        return lexWord(start);
    }
}

// Whether the '"' at `pos` closes a tag's value: it does unless the tag goes on past it and
// its line still ends in '"]' (programs write [White ""Chess Guru""] with quotes unescaped).
bool PgnLexer::closesTagValue(size_t pos) const {
    if (pos + 1 < text_.size() && text_[pos + 1] == ']') return true; // most tags, at once
    const std::string_view rest = text_.substr(pos + 1, text_.find('\n', pos) - pos - 1);
    const size_t next = rest.find_first_not_of(" \t\r");
    if (next == std::string_view::npos || rest[next] == ']') return true;
    const size_t close = rest.find_last_of(']');
    if (close == std::string_view::npos ||
        rest.find_first_not_of(" \t\r", close + 1) != std::string_view::npos)
        return true;
    const size_t quote = rest.find_last_not_of(" \t\r", close - 1);
    return quote == std::string_view::npos || rest[quote] != '"';
}

// The end of the 8-byte blocks from `from` on that hold no '"', '\\', line break or non-ASCII
// byte (one test a block for all four); the caller goes on a character at a time from there.
size_t PgnLexer::plainRunEnd(size_t from) const {
    constexpr std::uint64_t kOnes = 0x0101010101010101, kHighs = 0x8080808080808080;
    // Some byte of `w` is zero: its borrow reaches that byte's top bit, which it had clear.
    const auto anyZero = [](std::uint64_t w) { return (w - kOnes) & ~w & kHighs; };
    size_t i = from;
    for (std::uint64_t w; i + 8 <= text_.size(); i += 8) {
        std::memcpy(&w, text_.data() + i, 8);
        if (anyZero(w ^ (kOnes * '"')) | anyZero(w ^ (kOnes * '\\')) | anyZero(w ^ (kOnes * '\n')) |
            (w & kHighs))
            break;
    }
    return i;
}

// The usual tag, `[Name "value"]` with no escape, inner quote or space around, found in one
// scan and stepped over; nullopt for anything else (lexTag then reads it).
std::optional<PgnLexer::PlainTag> PgnLexer::plainTag() {
    size_t i = here_.pos + 1;
    const size_t nameStart = i;
    while (i < text_.size() && isTagNameChar(text_[i])) ++i;
    const size_t nameEnd = i;
    if (nameEnd == nameStart || i + 1 >= text_.size() || text_[i] != ' ' || text_[i + 1] != '"')
        return std::nullopt;
    const size_t valueStart = i + 2;
    i = plainRunEnd(valueStart);
    unsigned char seen = 0; // the bits of every character from there: a UTF-8 one sets 0x80
    for (; i < text_.size(); ++i) {
        const char c = text_[i];
        if (c == '"' || c == '\\' || c == '\n') break;
        seen |= static_cast<unsigned char>(c);
    }
    if (i + 1 >= text_.size() || text_[i] != '"' || text_[i + 1] != ']') return std::nullopt;
    skipScanned(i + 2, seen);
    return PlainTag{view(nameStart, nameEnd), view(valueStart, i)};
}

PgnToken PgnLexer::lexTag(const Mark& start) {
    // The token made where the caller keeps it: one made aside and moved there was read back
    // right after its stores, a stall that took a tenth of the lexer's time.
    if (const std::optional<PlainTag> plain = plainTag())
        return make(PgnToken::Kind::Tag, start, plain->name, plain->value);
    bump(); // [
    while (!atEnd() && current() != '\n' && isAsciiSpace(current())) bump();
    const size_t nameStart = here_.pos;
    size_t nameEnd = nameStart;
    while (nameEnd < text_.size() && isTagNameChar(text_[nameEnd])) ++nameEnd;
    skipAscii(nameEnd);
    const std::string_view name = text_.substr(nameStart, nameEnd - nameStart);
    if (name.empty()) return error(start, here_, Error{ErrorCode::GameTagName});
    while (!atEnd() && current() != '\n' && isAsciiSpace(current())) bump();
    if (atEnd() || current() != '"')
        return error(start, here_, Error{ErrorCode::GameTagValue, {std::string(name)}});
    bump();
    std::string value;
    for (;;) { // a stretch without quotes or escapes at a time: most values are one
        // (A loop, not find_first_of: that looks each character up in the set with memchr.)
        size_t end = here_.pos;
        unsigned char high = 0; // the bits of every character: a UTF-8 one sets 0x80
        for (char c; end < text_.size() && (c = text_[end]) != '"' && c != '\\' && c != '\n'; ++end)
            high |= static_cast<unsigned char>(c);
        value.append(text_.substr(here_.pos, end - here_.pos));
        skipScanned(end, high);
        if (atEnd() || current() == '\n' || (current() == '"' && closesTagValue(here_.pos))) break;
        if (current() == '\\' && (at(1) == '"' || at(1) == '\\')) bump();
        value += current();
        bump();
    }
    if (atEnd() || current() != '"')
        return error(start, here_, Error{ErrorCode::GameTagUnterminated, {std::string(name)}});
    bump();
    while (!atEnd() && current() != '\n' && isAsciiSpace(current())) bump();
    if (atEnd() || current() != ']')
        return error(start, here_, Error{ErrorCode::GameTagClose, {std::string(name)}});
    bump();
    PgnToken token = make(PgnToken::Kind::Tag, start, name);
    token.value = std::move(value);
    return token;
}

PgnToken PgnLexer::lexBraceComment(const Mark& start) {
    bump(); // {
    const size_t from = here_.pos;
    while (!atEnd() && current() != '}') {
        // PGN comments do not nest, so a missing '}' would swallow the games that follow; a
        // line that is a tag pair cannot be comment text and means the '}' is missing.
        if (current() == '\n') {
            const std::string_view next = text_.substr(here_.pos + 1);
            if (isTagLine(next.substr(0, next.find('\n')))) break;
        }
        bump();
    }
    if (atEnd() || current() != '}')
        return error(start, start, Error{ErrorCode::GameCommentUnterminated});
    const std::string_view text = text_.substr(from, here_.pos - from);
    bump(); // }
    return make(PgnToken::Kind::Comment, start, text);
}

PgnToken PgnLexer::lexLineComment(const Mark& start) {
    bump(); // ;
    const size_t from = here_.pos;
    while (!atEnd() && current() != '\n') bump();
    return make(PgnToken::Kind::Comment, start, text_.substr(from, here_.pos - from));
}

PgnToken PgnLexer::lexNag(const Mark& start) {
    bump(); // $
    const size_t from = here_.pos;
    while (!atEnd() && isDigit(current())) bump();
    const std::string_view digits = text_.substr(from, here_.pos - from);
    if (digits.empty()) return error(start, start, Error{ErrorCode::GameNagNumber});
    int value = 0;
    for (char c : digits.substr(0, 4)) value = value * 10 + (c - '0');
    if (digits.size() > 3 || value > 255) {
        PgnToken token = make(PgnToken::Kind::Error, start);
        token.error = std::make_shared<const Error>(
            Error{ErrorCode::GameNagRange, {concat({"$", shownExcerpt(digits)})}});
        return token; // the digits are consumed: lexing goes on after them
    }
    PgnToken token =
        make(PgnToken::Kind::Nag, start, text_.substr(start.pos, here_.pos - start.pos));
    token.nag = value;
    return token;
}

// Move numbers ("12.", "12...") are split off a glued move ("12.Nc3W"). Inside a move a ';'
// joins composite steps; a ';' followed by whitespace or the end ends the move and starts a
// comment, as in PGN.
PgnToken PgnLexer::lexWord(const Mark& start) {
    size_t digits = 0;
    while (isDigit(at(digits))) ++digits;
    if ((digits > 0 || current() == '.') && at(digits) == '.') {
        size_t end = here_.pos + digits; // digits and dots: ASCII, one column each
        while (end < text_.size() && text_[end] == '.') ++end;
        skipAscii(end);
        return make(PgnToken::Kind::MoveNumber, start, view(start.pos, here_.pos));
    }
    // Words are scanned by position and the column moved once: they hold no line break. Most
    // of a word's characters are plain: one table lookup each.
    size_t end = here_.pos;
    unsigned char high = 0; // the bits of every character: a UTF-8 one sets 0x80
    while (end < text_.size()) {
        const char c = text_[end];
        if (!kWordSpecial[static_cast<unsigned char>(c)]) {
            high |= static_cast<unsigned char>(c);
            ++end;
            continue;
        }
        if (c == '(') {
            const size_t n = stackLengthAt(end);
            if (n == 0) break;
            end += n;
            continue;
        }
        if (isDelimiter(c) ||
            (c == ';' && (end + 1 >= text_.size() || isAsciiSpace(text_[end + 1]))))
            break;
        ++end;
    }
    const std::string_view word = view(start.pos, end);
    skipScanned(end, high);
    const char first = word.empty() ? '\0' : word.front();
    if ((first == '0' || first == '1') && (word == "1-0" || word == "0-1" || word == "1/2-1/2"))
        return make(PgnToken::Kind::Result, start, word);
    const bool onlyMarks =
        (first == '!' || first == '?') &&
        std::all_of(word.begin(), word.end(), [](char c) { return c == '!' || c == '?'; });
    return make(onlyMarks ? PgnToken::Kind::Suffix : PgnToken::Kind::Move, start, word);
}

} // namespace trellis
