#pragma once
// How the Cotulenh board's terrain looks, shared by the 2D painter and the 3D scene so the two
// views cannot disagree: the colours of each terrain. Where each terrain is and where the
// bridges cross the river are rules tables, read from core.
#include "cotulenh/CotulenhVariant.h"
#include "cotulenh/Geometry.h"

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

// The terrain of a square, from the rules.
inline QString terrainOf(int file, int rank) {
    const int square = cotulenh::squareOf(file, rank - 1);
    return QLatin1String(cotulenh::terrainName(cotulenh::CotulenhVariant::terrainAt(square)));
}
using cotulenh::kBridgeFiles;

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
