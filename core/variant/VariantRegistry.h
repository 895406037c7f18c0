#pragma once
// The one place that knows every variant: adding a variant is one line in VariantRegistry.cpp.
#include "Result.h"
#include "Variant.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace trellis {

// Names accepted by createVariant: "trid" (also "tri-d chess") and "cotulenh".
std::vector<std::string> variantIds();
// rules: empty for the variant's default rule set. Fails on an unknown variant or rule set.
Result<std::unique_ptr<Variant>> createVariant(std::string_view id, std::string_view rules = {});
// The variant a position string belongs to, recognised by its shape; empty when unknown.
std::string detectVariant(std::string_view positionText);

} // namespace trellis
