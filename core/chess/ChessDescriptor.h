#pragma once
// What generic code knows of orthodox chess: names, sides, FEN, notations, the factory and the
// search adapter.
#include "variant/VariantDescriptor.h"

namespace trellis::chess {

const VariantDescriptor& chessDescriptor();

} // namespace trellis::chess
