#pragma once
// What generic code knows of Cờ Tư Lệnh: names, sides, FEN, notations, search, deploys.
#include "variant/VariantDescriptor.h"

namespace trellis::cotulenh {

const VariantDescriptor& cotulenhDescriptor();

} // namespace trellis::cotulenh
