// ChessVariant::playPlainTurns: a main line's SAN read, resolved, numbered and played in one
// pass over the text. A database import spends most of its time on such runs; read turn by
// turn, each took a token, a Result and the virtual calls of playRankedTurn and of each key.
// The turns are read by parseSan and numbered by moveCode as playRankedTurn does, so the run
// and the turn-by-turn reading agree by construction; what else a word may be is left to the
// generic reader, which stops the run before it.
#include "ChessVariant.h"
#include "MoveCodes.h"
#include "San.h"

#include <array>
#include <cstdint>

namespace trellis::chess {

namespace {

// The characters of a run by what the run does with them (PgnLexer::nextPlainMove's classes,
// with the blanks of PlainText.h's isAsciiSpace apart): one lookup each.
enum RunClass : std::uint8_t { kOther, kBlank, kDigit, kLetter, kMark };
constexpr std::array<std::uint8_t, 256> kRunClasses = [] {
    std::array<std::uint8_t, 256> table{};
    for (const char c : std::string_view(" \t\n\v\f\r")) table[std::uint8_t(c)] = kBlank;
    for (char c = '0'; c <= '9'; ++c) table[std::uint8_t(c)] = kDigit;
    for (char c = 'a'; c <= 'z'; ++c)
        table[std::uint8_t(c)] = table[std::uint8_t(c - 32)] = kLetter;
    for (const char c : std::string_view("=+#-")) table[std::uint8_t(c)] = kMark;
    return table;
}();
std::uint8_t runClass(char c) {
    return kRunClasses[static_cast<unsigned char>(c)];
}

// Where the blanks from `at` end.
std::size_t skipBlanks(std::string_view text, std::size_t at) {
    while (at < text.size() && runClass(text[at]) == kBlank) ++at;
    return at;
}

// Where the move number ("12.", "12...") and the blanks after it end, from `at` on a digit;
// `at` itself when the digits are not a move number ("1-0", "0-0").
std::size_t skipMoveNumber(std::string_view text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && runClass(text[end]) == kDigit) ++end;
    if (end >= text.size() || text[end] != '.') return at;
    while (end < text.size() && text[end] == '.') ++end;
    return skipBlanks(text, end);
}

// Where the turn word from `at` ends, or `at` when there is none: a letter, then letters,
// digits and marks up to a blank or the end.
std::size_t wordEnd(std::string_view text, std::size_t at) {
    if (at >= text.size() || runClass(text[at]) != kLetter) return at;
    std::size_t end = at + 1;
    while (end < text.size() && runClass(text[end]) >= kDigit) ++end;
    return end == text.size() || runClass(text[end]) == kBlank ? end : at;
}

} // namespace

std::size_t ChessVariant::playPlainTurns(std::string_view text, PlainTurns& into) {
    std::size_t taken = 0;
    for (;;) {
        std::size_t at = skipBlanks(text, taken);
        if (at < text.size() && runClass(text[at]) == kDigit) {
            const std::size_t after = skipMoveNumber(text, at);
            if (after == at) return taken;
            at = after;
        }
        const std::size_t end = wordEnd(text, at);
        if (end == at) return taken;
        const Result<Move> move = parseSan(pos_, text.substr(at, end - at));
        if (!move) return taken; // the turn-by-turn reading words the error, or tolerates it
        into.ranks.push_back(std::uint32_t(moveCode(pos_, *move)));
        play(*move);
        PositionKeys& keys = into.keys.emplace_back();
        keys.hash = pos_.hash;
        if (into.keys.size() > into.fullKeysFrom) {
            keys.material = ChessVariant::materialKey();
            keys.structure = ChessVariant::structureKey();
        }
        taken = end;
    }
}

} // namespace trellis::chess
