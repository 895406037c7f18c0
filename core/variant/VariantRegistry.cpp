#include "VariantRegistry.h"

#include "trid/TriDVariant.h"

#include <algorithm>
#include <cctype>

namespace trellis {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

} // namespace

std::vector<std::string> variantIds() { return {"trid", "cotulenh"}; }

Result<std::unique_ptr<Variant>> createVariant(std::string_view id, std::string_view rules) {
    const std::string name = lower(id);
    if (name == "trid" || name == "tri-d chess" || name == "tri-d") {
        auto ruleSet = trid::parseRuleSet(rules.empty() ? trid::ruleSetName(trid::RuleSet::AttackBoard10) : rules);
        if (!ruleSet) return Result<std::unique_ptr<Variant>>::failure(ruleSet.error());
        return Result<std::unique_ptr<Variant>>(std::make_unique<trid::TriDVariant>(*ruleSet));
    }
    return Result<std::unique_ptr<Variant>>::failure("unknown variant '" + std::string(id) +
                                                      "' (expected trid or cotulenh)");
}

std::string detectVariant(std::string_view positionText) {
    // A TFEN starts with its first main board, "W:".
    if (positionText.substr(0, 2) == "W:") return "trid";
    return {};
}

} // namespace trellis
