#pragma once
// What `trellis uci` tells a GUI about itself, read from the variant registry: the option
// lines, the UCI_Variant and UCI_Rules choices, the --help text; and the UCI tokens of a line.
#include "variant/Variant.h"

#include <string>
#include <vector>

namespace trellis::cli {

// The variant a GUI gets before it sets UCI_Variant (VariantDescriptor::uciDefault).
std::string uciDefaultVariant();
// UCI_Rules' values: "default" (each variant's own), then the rule sets of the variants that
// have more than one.
std::vector<std::string> uciRuleChoices();
// The `option name ...` lines `uci` answers with.
std::vector<std::string> uciOptionLines();
// The tokens of `line`'s turns, played one after the other from `board`'s position.
std::vector<std::string> uciTokens(const Variant& board, const std::vector<Turn>& line);
// `trellis uci --help`.
std::string uciHelp();
std::string lowerCase(std::string text);

} // namespace trellis::cli
