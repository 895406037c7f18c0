#pragma once
// Board geometry as data: terrain masks, the eight rays from every square, square names and
// the river halves. Built once at start-up.
#include "Types.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace trellis::cotulenh {

// Directions 0..3 are orthogonal (N E S W), 4..7 diagonal (NE NW SE SW). N is towards rank 12.
constexpr int kDirections = 8;
constexpr int kDirFile[kDirections] = {0, 1, 0, -1, 1, -1, 1, -1};
constexpr int kDirRank[kDirections] = {1, 0, -1, 0, 1, 1, -1, -1};
constexpr bool isOrthogonal(int dir) {
    return dir < 4;
}
constexpr int oppositeDir(int dir) {
    constexpr int opp[kDirections] = {2, 3, 0, 1, 7, 6, 5, 4};
    return opp[dir];
}
enum Direction { North, East, South, West, NorthEast, NorthWest, SouthEast, SouthWest };

struct Ray {
    std::uint8_t length = 0;
    std::array<std::uint8_t, 12> squares{};
};

struct Geometry {
    std::array<bool, kSquares> navy{}; // a navy piece may stand here
    std::array<bool, kSquares> land{}; // every other piece may stand here
    std::array<std::array<Ray, kDirections>, kSquares> rays{};
};

constexpr Geometry buildGeometry() {
    Geometry g;
    for (int sq = 0; sq < kSquares; ++sq) {
        const int f = fileOf(sq), r = rankOf(sq);
        // Navy water: files a-c plus the river mouth d6 e6 d7 e7.
        g.navy[sq] = f <= 2 || ((f == 3 || f == 4) && (r == 5 || r == 6));
        g.land[sq] = f >= 2;
        for (int d = 0; d < kDirections; ++d) {
            Ray& ray = g.rays[sq][d];
            for (int nf = f + kDirFile[d], nr = r + kDirRank[d];
                 nf >= 0 && nf < kFiles && nr >= 0 && nr < kRanks;
                 nf += kDirFile[d], nr += kDirRank[d])
                ray.squares[ray.length++] = std::uint8_t(squareOf(nf, nr));
        }
    }
    return g;
}

// Built at compile time: lookups in the hot paths cost no initialisation check.
inline constexpr Geometry kGeometry = buildGeometry();
inline const Geometry& geometry() {
    return kGeometry;
}

inline bool canStand(int carrierType, int sq) {
    return carrierType == Navy ? geometry().navy[sq] : geometry().land[sq];
}

// The bridges: heavy pieces change river half only straight along these files (f and h).
inline constexpr std::array<int, 2> kBridgeFiles{5, 7};

// River halves for heavy pieces: 0 off the land files (a, b), 1 for ranks 7-12, 2 for ranks 1-6.
inline int riverZone(int sq) {
    return fileOf(sq) < 2 ? 0 : (rankOf(sq) >= 6 ? 1 : 2);
}

std::string squareName(int sq);
// Parses "a1".."k12"; returns -1 when the text is not exactly a square.
int parseSquare(std::string_view text);

} // namespace trellis::cotulenh
