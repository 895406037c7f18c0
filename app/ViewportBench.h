#pragma once
// `trellis --bench-viewport [--variant V] [--size WxH]`: opens the 3D view on the start
// position, orbits the camera for a few seconds drawing continuously, and prints the time to
// the first frame, the CPU time and frame ticks of 2 s left alone afterwards (drawing on
// demand, it should draw nothing) and the frame rate (last line `fps <n>`).
#include "GuiOptions.h"

#include <iosfwd>

namespace trellis {

// Needs a running QApplication. Returns the exit code.
int runViewportBench(const GuiOptions& options, std::ostream& out, std::ostream& err);

} // namespace trellis
