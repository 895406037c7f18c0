#include "Notation.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace trellis {

namespace {

constexpr std::array<std::pair<Notation, const char*>, 4> kNames{
    {{Notation::Composite, "composite"},
     {Notation::Meder, "meder"},
     {Notation::San, "san"},
     {Notation::Lan, "lan"}}};

} // namespace

std::string notationName(Notation notation) {
    for (const auto& [n, name] : kNames)
        if (n == notation) return name;
    return {};
}

std::optional<Notation> notationFromName(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    for (const auto& [n, text] : kNames)
        if (lower == text) return n;
    return std::nullopt;
}

} // namespace trellis
