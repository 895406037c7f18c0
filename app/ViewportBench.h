#pragma once
// `trellis --bench-viewport [--variant V] [--size WxH]`: opens the 3D view on the start position
// of V (of every variant, one after the other, when none is named), orbits the camera for a few
// seconds drawing continuously, then leaves it alone; prints per variant the time to the first
// frame, the CPU time and page faults per frame while orbiting, the frame ticks and CPU time of
// 2 s left alone (drawing on demand, it should draw nothing) and, last, the frame rate
// (`fps <n>`).
#include "GuiOptions.h"

#include <iosfwd>

namespace trellis {

// Needs a running QApplication. Returns the exit code.
int runViewportBench(const GuiOptions& options, std::ostream& out, std::ostream& err);

} // namespace trellis
