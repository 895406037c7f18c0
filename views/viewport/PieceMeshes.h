#pragma once
// Chess pieces as meshes, generated in code: Staunton pieces turned on a lathe (the knight's head
// a horse's profile, extruded thick and shaded round), for every variant played with chess men.
// Units are the king's height: a piece stands on y = 0, centred on the origin; the scene scales
// and turns it.
#include "MeshData.h"

#include <QChar>

namespace trellis {

// The segments a piece is turned in: its round parts' facets.
constexpr int kPieceSegments = 24;

// K Q R B N P (either case). The knight faces -z (towards rank 9 in the scene).
MeshData chessPieceMesh(QChar type, int segments = kPieceSegments);
// A height the scene stacks with and picks against.
float chessPieceHeight(QChar type);
// The radius of the pieces' feet.
float chessPieceRadius();

} // namespace trellis
