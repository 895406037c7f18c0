#pragma once
// The calm ground every 3D table stands on: a wide floor whose colour fades into the background
// towards the horizon (no edge, no band), with a soft shadow under the table.
#include "MeshData.h"

#include <QColor>
#include <QRectF>

namespace trellis {

// The background of every scene: a quiet grey-blue that neither set's colours fight.
QColor sceneBackground();

// Adds the floor at height y under a table covering `footprint` (x, z in the world).
void addFloor(MeshData& mesh, float y, const QRectF& footprint);

} // namespace trellis
