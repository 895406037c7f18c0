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

// Without `validate` only the text's form is checked (kings, pawns on their last rank, en
// passant, pending promotion and checks are left to the caller: the position editor).
TfenParse parseTfen(std::string_view text, RuleSet rules, bool validate = true);
// Whether the en-passant square (a pawn that may just have double-stepped) fits the board;
// true when there is none.
bool enPassantPossible(const TriDPosition& pos);
std::string printTfen(const TriDPosition& pos);

extern const char* const kStartTfen;

} // namespace trellis::trid
