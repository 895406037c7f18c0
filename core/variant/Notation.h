#pragma once
// Notation styles. A variant lists the ones it writes (VariantDescriptor::notations); the names
// are what `--notation` takes and what settings store.
#include <optional>
#include <string>
#include <string_view>

namespace trellis {

// Composite: every step in full (Tri-D). Meder: Tri-D's short algebraic. San: short algebraic
// (Cotulenh SAN, chess SAN). Lan: long algebraic (Cotulenh LAN, chess UCI-style e2e4).
enum class Notation { Composite, Meder, San, Lan };

std::string notationName(Notation notation);                     // "composite", "meder", ...
std::optional<Notation> notationFromName(std::string_view name); // any case

} // namespace trellis
