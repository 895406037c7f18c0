#include "VariantNames.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace trellis {

namespace {

std::string lowerTrimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

} // namespace

std::string variantTagName(std::string_view variantId) {
    if (variantId == "trid") return "Tri-D Chess";
    if (variantId == "cotulenh") return "Cotulenh";
    return std::string(variantId);
}

std::string variantIdFromTag(std::string_view tagValue) {
    const std::string name = lowerTrimmed(tagValue);
    static const std::array<std::string_view, 5> trid = {
        "tri-d chess", "trid", "tri-d", "tri-dimensional chess", "star trek tri-d chess"};
    static const std::array<std::string_view, 4> cotulenh = {"cotulenh", "co tu lenh",
                                                             "commander chess", "cờ tư lệnh"};
    if (std::find(trid.begin(), trid.end(), name) != trid.end()) return "trid";
    if (std::find(cotulenh.begin(), cotulenh.end(), name) != cotulenh.end()) return "cotulenh";
    return name;
}

} // namespace trellis
