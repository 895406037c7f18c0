#pragma once
// The one place that knows every variant: adding a variant is one line in VariantRegistry.cpp.
#include "Result.h"
#include "Variant.h"
#include "VariantDescriptor.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace trellis {

// Every registered variant, in registry order (Tri-D first: the default).
const std::vector<const VariantDescriptor*>& registeredVariants();
// The variant with this id or alias (any case), or null.
const VariantDescriptor* findVariant(std::string_view idOrAlias);
// The ids, in registry order.
std::vector<std::string> variantIds();
// rules: empty for the variant's default rule set. Fails on an unknown variant
// (ErrorCode::UnknownVariant) or rule set (ErrorCode::UnknownRuleSet).
Result<std::unique_ptr<Variant>> createVariant(std::string_view id, std::string_view rules = {});
// The variant a position string belongs to, recognised by its shape; empty when unknown.
std::string detectVariant(std::string_view positionText);

} // namespace trellis
