#pragma once
// Words of a game's movetext that the reader gives a meaning beyond a turn.
#include <array>
#include <cstddef>
#include <string_view>

namespace trellis {

// "!" "?" "!!" "??" "!?" "?!" are NAGs 1 to 6; 0 for anything else.
inline int suffixNag(std::string_view suffix) {
    static const std::array<std::string_view, 6> suffixes = {"!", "?", "!!", "??", "!?", "?!"};
    for (std::size_t i = 0; i < suffixes.size(); ++i)
        if (suffixes[i] == suffix) return int(i) + 1;
    return 0;
}

// Meder's "e.p." word, which carries the check mark when the capture gives check ("e.p.+").
inline bool isEnPassantWord(std::string_view text) {
    if (text.size() < 4 || text[0] != 'e' || text[1] != '.') return false; // most words, at once
    return text.substr(0, text.find_last_not_of("+#") + 1) == "e.p.";
}

} // namespace trellis
