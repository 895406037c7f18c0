#include "VariantRegistry.h"

#include "cotulenh/CotulenhVariant.h"
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

std::vector<std::string> variantIds() {
    return {"trid", "cotulenh"};
}

Result<std::unique_ptr<Variant>> createVariant(std::string_view id, std::string_view rules) {
    const std::string name = lower(id);
    if (name == "trid" || name == "tri-d chess" || name == "tri-d") {
        auto ruleSet = trid::parseRuleSet(
            rules.empty() ? trid::ruleSetName(trid::RuleSet::AttackBoard10) : rules);
        if (!ruleSet) return Result<std::unique_ptr<Variant>>::failure(ruleSet.error());
        return Result<std::unique_ptr<Variant>>(std::make_unique<trid::TriDVariant>(*ruleSet));
    }
    if (name == "cotulenh" || name == "co tu lenh" || name == "commander chess") {
        if (!rules.empty() && lower(rules) != "default")
            return Result<std::unique_ptr<Variant>>::failure(
                "unknown Cotulenh rule set '" + std::string(rules) + "' (expected default)");
        return Result<std::unique_ptr<Variant>>(std::make_unique<cotulenh::CotulenhVariant>());
    }
    return Result<std::unique_ptr<Variant>>::failure("unknown variant '" + std::string(id) +
                                                     "' (expected trid or cotulenh)");
}

std::string detectVariant(std::string_view positionText) {
    // A TFEN starts with its first main board, "W:".
    if (positionText.substr(0, 2) == "W:") return "trid";
    // A Cotulenh FEN: 12 ranks separated by '/', then the side r or b.
    const std::size_t space = positionText.find(' ');
    if (space != std::string_view::npos && space + 1 < positionText.size()) {
        const std::string_view board = positionText.substr(0, space);
        const char side = positionText[space + 1];
        const bool sideEnds = space + 2 == positionText.size() || positionText[space + 2] == ' ';
        if (std::count(board.begin(), board.end(), '/') == 11 && (side == 'r' || side == 'b') &&
            sideEnds)
            return "cotulenh";
    }
    return {};
}

} // namespace trellis
