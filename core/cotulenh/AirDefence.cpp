#include "AirDefence.h"

#include "PieceRules.h"

#include <vector>

namespace trellis::cotulenh {

namespace {

struct Offset {
    int df, dr;
};

// Offsets of the Euclidean disc dx^2 + dy^2 <= L^2 for levels 1..4 (5, 13, 29, 49 squares).
const std::vector<Offset>& disc(int level) {
    static const auto discs = [] {
        std::array<std::vector<Offset>, 5> d;
        for (int l = 1; l <= 4; ++l)
            for (int dx = -l; dx <= l; ++dx)
                for (int dy = -l; dy <= l; ++dy)
                    if (dx * dx + dy * dy <= l * l) d[l].push_back({dx, dy});
        return d;
    }();
    return discs[level];
}

} // namespace

void AirDefenceMap::build(const Position& pos, Color defender) {
    cover.fill(0);
    int source = 0;
    for (int sq = 0; sq < kSquares && source < 32; ++sq) {
        const Cell& cell = pos.at(sq);
        if (cell.empty() || cell.color != defender) continue;
        // Only the top-level piece counts: a G or S carried by an Engineer gives none.
        const int carrier = carrierOf(cell.roles);
        const int level = airDefenceLevel(carrier, (cell.heroic & roleBit(carrier)) != 0);
        if (level == 0) continue;
        const std::uint32_t bit = 1u << source++;
        const int f = fileOf(sq), r = rankOf(sq);
        for (const Offset& o : disc(level)) {
            const int nf = f + o.df, nr = r + o.dr;
            if (nf >= 0 && nf < kFiles && nr >= 0 && nr < kRanks) cover[squareOf(nf, nr)] |= bit;
        }
    }
}

} // namespace trellis::cotulenh
