#pragma once
// What generic code knows of Tri-D chess: names, sides, TFEN, notations, rule sets, search.
#include "variant/VariantDescriptor.h"

namespace trellis::trid {

const VariantDescriptor& triDDescriptor();

} // namespace trellis::trid
