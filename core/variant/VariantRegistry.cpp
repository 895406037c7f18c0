#include "VariantRegistry.h"

#include "chess/ChessDescriptor.h"
#include "cotulenh/CotulenhDescriptor.h"
#include "trid/TriDDescriptor.h"

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

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
    return out;
}

} // namespace

const std::vector<const VariantDescriptor*>& registeredVariants() {
    static const std::vector<const VariantDescriptor*> variants{
        &trid::triDDescriptor(),
        &cotulenh::cotulenhDescriptor(),
        &chess::chessDescriptor(),
    };
    return variants;
}

const VariantDescriptor* findVariant(std::string_view idOrAlias) {
    for (const VariantDescriptor* v : registeredVariants()) // the common case, without copies
        if (v->id == idOrAlias) return v;
    const std::string name = lower(idOrAlias);
    for (const VariantDescriptor* v : registeredVariants())
        if (v->id == name || lower(v->displayName) == name || lower(v->tagName) == name ||
            std::find(v->aliases.begin(), v->aliases.end(), name) != v->aliases.end())
            return v;
    return nullptr;
}

std::vector<std::string> variantIds() {
    std::vector<std::string> ids;
    for (const VariantDescriptor* v : registeredVariants()) ids.push_back(v->id);
    return ids;
}

Result<std::unique_ptr<Variant>> createVariant(std::string_view id, std::string_view rules) {
    if (const VariantDescriptor* v = findVariant(id)) return v->create(rules);
    return Result<std::unique_ptr<Variant>>::failure(
        Error{ErrorCode::UnknownVariant, {std::string(id), joined(variantIds())}});
}

std::string detectVariant(std::string_view positionText) {
    for (const VariantDescriptor* v : registeredVariants())
        if (v->recognises(positionText)) return v->id;
    return {};
}

} // namespace trellis
