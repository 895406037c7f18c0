#pragma once
// Chess pieces as meshes, generated in code: Staunton-like pieces turned on a lathe (the knight's
// head an extruded silhouette), for every variant played with chess men. Units are squares: a piece
// stands on y = 0, centred on the origin, facing +z... rotated by the scene.
#include "MeshData.h"

#include <QChar>

namespace trellis {

// K Q R B N P (either case). The knight faces -z (towards rank 9 in the scene).
MeshData chessPieceMesh(QChar type);
// A height the scene stacks with and picks against.
float chessPieceHeight(QChar type);

} // namespace trellis
