#pragma once
// How the Cotulenh board's terrain looks, shared by the 2D painter and the 3D scene so the two
// views cannot disagree: the colours of each terrain, the default terrain of a square (for
// diagrams built without it) and where the bridges cross the river.
#include <QColor>
#include <QString>

#include <array>

namespace trellis::cotulenhterrain {

// Light and dark shade of each terrain (a faint checker helps count squares).
struct TerrainStyle {
    const char* terrain;
    QColor light, dark;
};
inline const std::array<TerrainStyle, 3> kTerrains{{
    {"water", QColor(126, 180, 222), QColor(112, 167, 212)},
    {"mixed", QColor(140, 196, 176), QColor(126, 184, 164)},
    {"land", QColor(214, 209, 160), QColor(202, 198, 146)},
}};
inline const QColor kPlank(160, 122, 78), kRail(92, 64, 36);
constexpr std::array<int, 2> kBridgeFiles{5, 7}; // f and h

// COTULENH-RULES section 1: a, b water; c and the four river squares d6 e6 d7 e7 mixed; the
// rest land.
inline QString defaultTerrain(int file, int rank) {
    if (file <= 1) return QStringLiteral("water");
    if (file == 2 || ((file == 3 || file == 4) && (rank == 6 || rank == 7)))
        return QStringLiteral("mixed");
    return QStringLiteral("land");
}

// The style of a terrain name; land for an empty or unknown one.
inline const TerrainStyle& terrainStyle(const QString& terrain) {
    for (const auto& style : kTerrains)
        if (terrain == QLatin1String(style.terrain)) return style;
    return kTerrains[2];
}

// The colour of a square: its terrain's shade by the checker.
inline QColor squareColour(const QString& terrain, int file, int rank) {
    const TerrainStyle& style = terrainStyle(terrain);
    return (file + rank) % 2 ? style.light : style.dark;
}

} // namespace trellis::cotulenhterrain
