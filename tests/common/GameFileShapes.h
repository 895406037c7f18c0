#pragma once
// Game files of the shapes that were once slow or huge to read (issue 19), of about `bytes`
// bytes each: the growth tests read them at two sizes, the benchmark at 1 MB.
#include <cstddef>
#include <string>

namespace trellis::testing {

// One Cotulenh game of many turns: the Infantry of both sides step forward and back.
inline std::string longCotulenhGame(std::size_t bytes) {
    std::string out = "[Variant \"Cotulenh\"]\n\n";
    static const char* const kCycle[] = {"Ic6", "Ic7", "Ic5", "Ic8"};
    for (int ply = 0; out.size() < bytes; ++ply) {
        if (ply % 2 == 0) out += std::to_string(ply / 2 + 1) + ". ";
        out += kCycle[ply % 4];
        out += ply % 16 == 15 ? '\n' : ' ';
    }
    return out + " *\n";
}

// One Cotulenh game with many White and Black tags (renamed to Red and Blue).
inline std::string manyPlayerTags(std::size_t bytes) {
    std::string out = "[Variant \"Cotulenh\"]\n";
    while (out.size() < bytes) out += "[White \"Red player\"]\n[Black \"Blue player\"]\n";
    return out + "\n*\n";
}

// One game whose comment opens many "[%" commands and closes none.
inline std::string commentOfOpeners(std::size_t bytes) {
    std::string out = "[Variant \"Cotulenh\"]\n\n{";
    while (out.size() < bytes) out += "[% ";
    return out + "} *\n";
}

// Nothing but empty games, one "*" a line.
inline std::string emptyGames(std::size_t bytes) {
    std::string out;
    out.reserve(bytes + 2);
    while (out.size() < bytes) out += "*\n";
    return out;
}

} // namespace trellis::testing
