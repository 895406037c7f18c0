#pragma once
// Zobrist keys, computed at compile time from a fixed seed (splitmix64).
#include <array>
#include <cstdint>

namespace trellis::chess {

struct ZobristKeys {
    std::uint64_t piece[16][64]{}; // by piece code (colour * 8 + type)
    std::uint64_t castling[16]{};  // by the set of castling rights
    std::uint64_t enPassantFile[8]{};
    std::uint64_t blackToMove = 0;
};

constexpr ZobristKeys makeZobristKeys() {
    ZobristKeys k;
    std::uint64_t state = 0x2545f4914f6cdd1dull;
    auto next = [&state]() {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    };
    for (auto& row : k.piece)
        for (auto& key : row) key = next();
    for (auto& key : k.castling) key = next();
    for (auto& key : k.enPassantFile) key = next();
    k.blackToMove = next();
    return k;
}

inline constexpr ZobristKeys kZobrist = makeZobristKeys();

} // namespace trellis::chess
