#pragma once
// The words of a run of plain turns (Variant::playPlainTurns), found in a game file's main line
// the way PgnLexer::nextPlainMove finds them: blanks, a move number ("12.", "12..."), then a
// word of ASCII letters, digits and "=+#-" that starts with a letter and ends at a blank or the
// end of the text. Nothing here knows a variant: a variant's run reader takes each word to its
// own notation and stops where this finds none.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace trellis::plainwords {

// The characters by what a run does with them: one lookup each.
enum Class : std::uint8_t { kOther, kBlank, kDigit, kLetter, kMark };
inline constexpr std::array<std::uint8_t, 256> kClasses = [] {
    std::array<std::uint8_t, 256> table{};
    for (const char c : std::string_view(" \t\n\v\f\r")) table[std::uint8_t(c)] = kBlank;
    for (char c = '0'; c <= '9'; ++c) table[std::uint8_t(c)] = kDigit;
    for (char c = 'a'; c <= 'z'; ++c)
        table[std::uint8_t(c)] = table[std::uint8_t(c - 32)] = kLetter;
    for (const char c : std::string_view("=+#-")) table[std::uint8_t(c)] = kMark;
    return table;
}();
inline std::uint8_t classOf(char c) {
    return kClasses[static_cast<unsigned char>(c)];
}

inline std::size_t skipBlanks(std::string_view text, std::size_t at) {
    while (at < text.size() && classOf(text[at]) == kBlank) ++at;
    return at;
}

// The next turn word after `from` (blanks and one move number skipped): where it begins and
// ends; nothing when the text holds anything else there (a comment, a result such as "1-0", a
// word ended by a mark the lexer reads apart, such as "e4!").
struct Word {
    std::size_t begin = 0, end = 0;
};
inline std::optional<Word> nextWord(std::string_view text, std::size_t from) {
    std::size_t at = skipBlanks(text, from);
    if (at < text.size() && classOf(text[at]) == kDigit) {
        std::size_t end = at;
        while (end < text.size() && classOf(text[end]) == kDigit) ++end;
        if (end >= text.size() || text[end] != '.') return std::nullopt; // "1-0", "0-0"
        while (end < text.size() && text[end] == '.') ++end;
        at = skipBlanks(text, end);
    }
    if (at >= text.size() || classOf(text[at]) != kLetter) return std::nullopt;
    std::size_t end = at + 1;
    while (end < text.size() && classOf(text[end]) >= kDigit) ++end;
    if (end < text.size() && classOf(text[end]) != kBlank) return std::nullopt;
    return Word{at, end};
}

} // namespace trellis::plainwords
