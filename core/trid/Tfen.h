#pragma once
// TFEN, the Tri-D position string (FORMATS.md section 1): parse, validate, print.
#include "TriDPosition.h"
#include "variant/Error.h"

#include <optional>
#include <string>
#include <string_view>

namespace trellis::trid {

// The position, or why the text is not one (ErrorCode::Position*, args[0] "TFEN").
struct TfenParse {
    std::optional<TriDPosition> position;
    Error error;
};

TfenParse parseTfen(std::string_view text, RuleSet rules);
std::string printTfen(const TriDPosition& pos);

extern const char* const kStartTfen;

} // namespace trellis::trid
