#pragma once
// TFEN, the Tri-D position string (FORMATS.md section 1): parse, validate, print.
#include "TriDPosition.h"

#include <optional>
#include <string>
#include <string_view>

namespace trellis::trid {

// Every way a TFEN can be wrong, each with its own name (tfenErrorName) and a message.
enum class TfenError {
    None,
    FieldCount,
    LevelToken,
    UnknownLevel,
    DuplicateLevel,
    MissingMainBoard,
    RowCount,
    RowLength,
    PieceLetter,
    BoardOwner,
    TooManyBoards,
    TooManyBoardsOfOwner,
    SideToMove,
    CastlingField,
    EnPassantField,
    EnPassantInconsistent,
    NoDoubleField,
    NoDoubleSquare,
    PendingPromotionField,
    PendingPromotionInconsistent,
    HalfmoveField,
    FullmoveField,
    KingCount,
    PawnOnPromotionRank,
    SideNotToMoveInCheck,
};

const char* tfenErrorName(TfenError error);

struct TfenParse {
    std::optional<TriDPosition> position;
    TfenError error = TfenError::None;
    std::string message; // "<field>: <reason>", empty on success
};

TfenParse parseTfen(std::string_view text, RuleSet rules);
std::string printTfen(const TriDPosition& pos);

extern const char* const kStartTfen;

} // namespace trellis::trid
