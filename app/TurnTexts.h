#pragma once
// Texts of a line of turns, each written in the position it is played from.
#include "variant/Variant.h"

#include <memory>
#include <string>
#include <vector>

namespace trellis::cli {

inline std::vector<std::string> turnTexts(const Variant& variant, const std::vector<Turn>& turns,
                                          Notation notation) {
    std::unique_ptr<Variant> copy = variant.clone();
    std::vector<std::string> out;
    for (const Turn& t : turns) {
        out.push_back(copy->turnText(t, notation));
        copy->makeTurn(t);
    }
    return out;
}

} // namespace trellis::cli
