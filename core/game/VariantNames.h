#pragma once
// How game files name variants: the [Variant] tag's text and the id createVariant takes.
#include <string>
#include <string_view>

namespace trellis {

// "trid" -> "Tri-D Chess", "cotulenh" -> "Cotulenh"; other ids are returned unchanged.
std::string variantTagName(std::string_view variantId);
// The tag's text (any case, a few common spellings) -> "trid" / "cotulenh"; other names are
// returned in lower case so a factory can still recognise them.
std::string variantIdFromTag(std::string_view tagValue);

} // namespace trellis
