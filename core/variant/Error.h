#pragma once
// Errors as data: a code and its arguments, never words. Core reports what went wrong and
// where; one place above core (models/ErrorText) turns an Error into a translatable sentence,
// as ChessX maps its validation enum to messages. `cause` carries the error underneath (e.g. a
// game file's bad turn text inside "game 3, move 12").
#include <memory>
#include <string>
#include <vector>

namespace trellis {

enum class ErrorCode {
    None,
    // The registry.
    UnknownVariant, // {name, known ids comma-separated}
    UnknownRuleSet, // {variant display name, name, known rule sets comma-separated}

    // Position strings. args[0] is always the position string's format name ("TFEN", "FEN").
    PositionFieldCount,      // {format, expected, found}
    PositionLevel,           // {format, token}: a level or board token unknown, repeated, missing
    PositionRowCount,        // {format, where, expected, found}
    PositionRowLength,       // {format, where, expected, found}
    PositionPiece,           // {format, character, where}: not a piece letter
    PositionStack,           // {format, token, where}: malformed or impossible stack
    PositionTerrain,         // {format, piece, square}: a piece on terrain it cannot stand on
    PositionBoardOwner,      // {format, token}
    PositionBoardCount,      // {format, count}: too many movable boards (of one owner)
    PositionSideToMove,      // {format, field}
    PositionCastling,        // {format, field}
    PositionEnPassant,       // {format, field}
    PositionDoubleStep,      // {format, field}
    PositionPromotion,       // {format, field}: a pending promotion that is malformed
    PositionHalfmove,        // {format, field}
    PositionFullmove,        // {format, field}
    PositionKingCount,       // {format, side name, piece name, count}
    PositionPawnOnLastRank,  // {format, square}
    PositionOpponentInCheck, // {format, side name}: the side not to move is in check
    PositionSession,         // {format, text}: a turn-in-progress suffix that is malformed

    // Turn texts.
    TurnEmpty,      // {}
    TurnUnreadable, // {text, part}: not a turn of this notation
    TurnNoMatch,    // {text}: reads as a turn but no legal turn matches
    TurnAmbiguous,  // {text, candidates comma-separated}
    TurnIllegal,    // {text}: a turn that is not legal here (given as a Turn, not as text)

    // Game files. Location (game number, line, move) lives in the error's holder.
    GameSyntax,         // {what was expected, what was found}
    GameUnknownVariant, // {tag value}
    GameNoVariant,      // {first move}: no Variant tag and no variant reads the first move
    GameBadSetUp,       // {}: cause holds the position error
    GameBadTurn,        // {move number text, turn text}: cause holds the turn error
    GameStartFixed,     // {}: the start position can change only before the first turn
    GameNoNode,         // {node id}

    // Files.
    FileOpen,  // {path, reason}
    FileRead,  // {path, reason}
    FileWrite, // {path, reason}
};

struct Error {
    ErrorCode code = ErrorCode::None;
    std::vector<std::string> args;
    std::shared_ptr<const Error> cause;

    Error() = default;
    Error(ErrorCode c, std::vector<std::string> a = {}, std::shared_ptr<const Error> why = {})
        : code(c), args(std::move(a)), cause(std::move(why)) {}
    Error(ErrorCode c, std::vector<std::string> a, const Error& why)
        : code(c), args(std::move(a)), cause(std::make_shared<const Error>(why)) {}
    bool operator==(const Error& o) const {
        return code == o.code && args == o.args &&
               (cause == o.cause || (cause && o.cause && *cause == *o.cause));
    }
};

// The code's name ("PositionFieldCount"), for logs, JSON and tests; not for users.
const char* errorCodeName(ErrorCode code);

} // namespace trellis
