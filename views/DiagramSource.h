#pragma once
// The Diagram of a PositionModel's current state: what both the 2D board and the 3D viewport
// draw, read through the model's roles only.
#include "Diagram.h"

namespace trellis {

class PositionModel;

Diagram diagramOf(const PositionModel& model);

} // namespace trellis
