#pragma once
// The pieces as meshes, generated in code: Staunton-like chess pieces turned on a lathe (the
// knight's head an extruded silhouette) for Tri-D, and bevelled tokens for Cotulenh. Units are
// squares: a piece stands on y = 0, centred on the origin, facing +z... rotated by the scene.
#include "MeshData.h"

#include <QChar>

namespace trellis {

// K Q R B N P (either case). The knight faces -z (towards rank 9 in the scene).
MeshData chessPieceMesh(QChar type);
// A height the scene stacks with and picks against.
float chessPieceHeight(QChar type);

// A Cotulenh token body (a bevelled disc) of the given height; its top face is drawn separately
// as a textured disc of radius tokenFaceRadius() at that height.
MeshData tokenBodyMesh(float height);
MeshData tokenFaceMesh(float height);
constexpr float kTokenRadius = 0.4f;
constexpr float kTokenHeight = 0.16f;
constexpr float kCommanderHeight = 0.26f;
// A flat ring floating over a heroic piece.
MeshData heroRingMesh();

} // namespace trellis
