#pragma once
// Character tests and excerpts shared by the PGN readers: game files are bytes, read without a
// locale, and quoted back in error messages.
#include <string>
#include <string_view>

namespace trellis {

// std::isspace's set in the "C" locale, without a call per character.
inline bool isAsciiSpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// Keeps error messages printable and short whatever bytes the file holds.
inline std::string shownExcerpt(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 40)) out += (static_cast<unsigned char>(c) < 32) ? '?' : c;
    if (text.size() > 40) out += "...";
    return out;
}

} // namespace trellis
