#pragma once
// The marks the 3D scene lays over the boards, as one mesh of coloured flat shapes: last-turn
// tint, [%csl] marks, check glow, selection frame, target dots and rings, hover frame, selected
// and target attack-board outlines, and [%cal] / engine arrows.
#include "Diagram.h"
#include "DiagramPainter.h"
#include "MeshData.h"
#include "VariantScene.h"

namespace trellis {

struct SceneOverlay {
    MeshData mesh;
    int elements = 0; // shapes drawn (tests count them)
};

SceneOverlay buildSceneOverlay(const Diagram& diagram, const VariantScene& scene,
                               const DiagramHit& hover);

} // namespace trellis
