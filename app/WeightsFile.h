#pragma once
// Evaluation weights files: one JSON object {"variant": ID, "weights": {NAME: INTEGER, ...}},
// names as VariantDescriptor::weightNames gives them. A file may name only some weights; the
// others keep their built-in values. `trellis tune` writes them, `match` players read them.
#include "variant/Result.h"
#include "variant/VariantDescriptor.h"

#include <string>
#include <vector>

namespace trellis::cli {

// The variant's weights, in its order, with the file's values over the built-in ones. Fails
// with FileOpen/FileRead or a Weights* error naming the file and the field.
Result<std::vector<int>> readWeightsFile(const std::string& path, const VariantDescriptor& variant);
// Atomic save of all the variant's weights.
Result<bool> writeWeightsFile(const std::string& path, const VariantDescriptor& variant,
                              const std::vector<int>& weights);

} // namespace trellis::cli
