#pragma once
// The pawn terms of the chess evaluation, cached by the pawns' squares: a search meets few pawn
// structures (a pawn moves or is taken in a small share of its moves), and the pawn terms took
// about a seventh of a chess search's time. One cache per search game, as its weights are.
#include "Types.h"

#include <array>
#include <cstdint>
#include <vector>

namespace trellis::chess {

// What the pawns alone give: each side's middlegame and endgame sums, and its passed pawns.
struct PawnStructure {
    Bitboard white = 0; // the pawns it was counted for
    Bitboard black = 0;
    std::array<std::array<int, 2>, 2> sums{}; // [colour][0: middlegame, 1: endgame]
    std::array<Bitboard, 2> passers{};
};

class PawnCache {
  public:
    // The entry of these pawns; count(entry) fills it when it holds others. An entry never
    // filled holds the structure without pawns, which counts nothing: it is right as it is.
    template <class Count> const PawnStructure& get(Bitboard white, Bitboard black, Count&& count) {
        PawnStructure& entry = entries_[index(white, black)];
        if (entry.white != white || entry.black != black) {
            entry = PawnStructure{white, black, {}, {}};
            count(entry);
        }
        return entry;
    }

    // Starts loading the entry of these pawns (after a move, before the evaluation asks): the
    // entries are too many to stay in the nearest cache, and the wait showed in the profile.
    void prefetch(Bitboard white, Bitboard black) const {
        __builtin_prefetch(&entries_[index(white, black)]);
    }

  private:
    static constexpr int kBits = 12;
    // A multiply-shift mix of both sets: their low bits alone repeat too often.
    static std::size_t index(Bitboard white, Bitboard black) {
        const std::uint64_t mixed =
            (white * 0x9E3779B97F4A7C15ull) ^ (black * 0xC2B2AE3D27D4EB4Full);
        return std::size_t(mixed >> (64 - kBits));
    }
    std::vector<PawnStructure> entries_ = std::vector<PawnStructure>(std::size_t(1) << kBits);
};

} // namespace trellis::chess
