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
    // A "row" is a row (rank) of a board as written in the string, e.g. "3k4" or "PPPP".
    PositionFieldCount,      // {format, expected, found}
    PositionLevel,           // {format, token}: not a board or level name
    PositionLevelRepeated,   // {format, level}: a board or level given twice
    PositionLevelMissing,    // {format, level}: a main board not given
    PositionRowCount,        // {format, where (board or level as written), expected, found}
    PositionRowLength,       // {format, row, expected, found}
    PositionPiece,           // {format, character, row}: not a piece letter
    PositionStack,           // {format, stack as written, row}: malformed or impossible stack
    PositionHeroic,          // {format, row}: a heroic mark '+' not right before a piece
    PositionTerrain,         // {format, piece name, square}: a piece on terrain it cannot stand on
    PositionBoardOwner,      // {format, board}: the board's owner is not w or b
    PositionBoardCount,      // {format, count, maximum}: too many attack boards
    PositionSideBoardCount,  // {format, side name, count, maximum}: too many of one side's
    PositionSideToMove,      // {format, field}
    PositionCastling,        // {format, field}
    PositionEnPassant,       // {format, field}: malformed, or no pawn just passed that square
    PositionDoubleStep,      // {format, square}: malformed, or no pawn on its start square there
    PositionPromotion,       // {format, field}: a pending promotion that is malformed or wrong
    PositionHalfmove,        // {format, field}
    PositionFullmove,        // {format, field}
    PositionKingCount,       // {format, side name, piece name, count}: needs exactly one
    PositionSecondKing,      // {format, side name, piece name, square}: at most one allowed
    PositionPawnOnLastRank,  // {format, square}
    PositionOpponentInCheck, // {format, side name}: the side not to move is in check
    PositionSession,         // {format, text}: a turn-in-progress suffix that is malformed
    PositionSessionStep,     // {format, step, origin square}: a turn-in-progress step not legal
    // What Variant::validatePosition adds to the load errors: what the rules cannot play from,
    // and what no game could reach (relaxed for compositions).
    PositionNoKing,          // {format, side name, piece name}: the side has none
    PositionKingsFacing,     // {format, piece name}: the two kings (Commanders) see each other
    PositionPawnOnFirstRank, // {format, square}: a pawn on its own side's first rank
    PositionTooManyPieces,   // {format, side name, piece name, count, maximum}
    PositionTooManyPromoted, // {format, side name, extra pieces, missing pawns}: more pieces
                             // beyond the starting set than pawns could have promoted
    PositionImpossibleCheck, // {format, side name, checkers}: more checkers than one turn gives
    PositionLastGuard,       // {format, side name, piece name, square}: a side's last piece
                             // besides the Commander that the Last Guard rule would make heroic

    // Turn texts.
    TurnEmpty,      // {}
    TurnUnreadable, // {text, part}: not a turn of this notation; `part` is what cannot be read
    TurnNoMatch,    // {text}: reads as a turn but no legal turn matches
    TurnAmbiguous,  // {text, candidates comma-separated}
    TurnIllegal,    // {}: a turn (given as a Turn, not as text) that is not legal here

    // Game files. Where (game number, line, column) lives in the holder, PgnError; an error
    // met below the file (a bad position or turn) is the cause.
    GameUnexpected,          // {character}: a character that starts no token
    GameTagName,             // {}: '[' not followed by a tag name
    GameTagValue,            // {tag name}: the value is not in double quotes
    GameTagUnterminated,     // {tag name}: the value's closing '"' is missing
    GameTagClose,            // {tag name}: no ']' after the value
    GameCommentUnterminated, // {}: '{' without '}'
    GameNagNumber,           // {}: '$' not followed by a number
    GameNagRange,            // {NAG as written}: above 255
    GameSuffix,              // {suffix}: a move annotation other than ! ? !! ?? !? ?!
    GameNagPlacement,        // {annotation}: an annotation before any move of a variation
    GameLoneEnPassant,       // {}: "e.p." with no move before it
    GameVariationStart,      // {}: '(' with no move before it to replace
    GameVariationDepth,      // {maximum}: variations nested too deep
    GameVariationClose,      // {}: ')' without '('
    GameVariationEmpty,      // {}: "()"
    GameVariationOpen,       // {}: '(' still open when the game ends
    GameUnknownVariant,      // {tag value}
    GameNoVariantTag,        // {}: no [Variant] tag, and no variant reads games without one
    GameNoVariant,           // {first move, variants tried comma-separated}: cause holds the
                             // last variant's turn error
    GameBadRules,            // {}: cause holds the registry's error
    GameBadSetUp,            // {}: cause holds the position error
    GameSetUpWithoutFen,     // {}: [SetUp "1"] without [FEN]
    GameBadTurn,             // {move number ("12" or "12..."), turn text}: cause: turn error
    GameStartFixed,          // {}: the start position can change only before the first turn
    GameNoNode,              // {node id}
    GameFenNoVariant,        // {FEN as written, variants tried comma-separated}: no variant's
                             // position string has the [FEN] tag's shape
    GameTurnsAmbiguous,      // {move number, turn text, readings comma-separated}: more than
                             // one reading of a lossy turn text replays the rest of the game
    // Warnings on a game that was read (PgnReader's warnings): what was repaired or guessed.
    GameFenIsFinalBoard,     // {}: [FEN] holds the board after the last turn (the Cotulenh
                             // platform's export): the game was read from the start position
    GameTurnGuessed,         // {move number, turn text, reading taken, readings comma-separated}
    GamePositionRepaired,    // {}: cause holds what was dropped (e.g. PositionCastlingDropped)
    PositionCastlingDropped, // {format, rights as written, rights kept}: rights the position
                             // cannot have (no king or rook on its square)

    // Files. `reason` is the operating system's own text.
    FileOpen,   // {path, reason}
    FileRead,   // {path, reason}
    FileWrite,  // {path, reason}
    FileNoName, // {path}: a path that names no file (e.g. ends in '/')

    // Evaluation weights files (JSON, app/README.md).
    WeightsNotJson, // {path, parser's reason}: not a JSON object
    WeightsVariant, // {path, variant id found, variant id expected}
    WeightsUnknown, // {path, field}: no weight of that name
    WeightsValue,   // {path, field}: not an integer from -100000 to 100000

    // Game databases (models/database): a game's stored data that cannot be read or written.
    StoredGame, // {what is wrong with the data}

    // Puzzles (core/puzzle): why a solution is wrong or a puzzle unsound. A move is written
    // "3." or "3..." followed by the turn's text.
    PuzzleGoal,        // {Goal tag value}: not "mate in N" or "win"
    PuzzleNoSolution,  // {}: no solving turn given where one is needed
    PuzzleNoMate,      // {turns}: no mate within that many turns from the position
    PuzzleNotMating,   // {move, turn, turns}: the turn does not mate within `turns`
    PuzzleWeakDefence, // {move, turn, better turn}: a defence that does not hold out longest
    PuzzleAfterMate,   // {move}: the line goes on after a mate
    PuzzleNoWin,       // {best turn, score}: no decisive gain for the side to move
    PuzzleNotBest,     // {move, turn, best turn}: the engine finds another winning turn
    PuzzleEngine,      // {what went wrong}: the engine that judges a "win" goal failed

    // Why a piece cannot go from one square to another (Variant::whyNotLegal). Pieces are named
    // as VariantDescriptor::pieceNames names them, squares as notations write them.
    MoveOwnPiece,       // {square}: a piece of the mover's side stands there
    MoveNotThatWay,     // {piece, from, to}: the piece never goes from one to the other
    MoveTooFar,         // {piece, from, to, range}: further than the piece goes
    MoveBlocked,        // {piece, from, to, square}: a piece on `square` stands in the way
    MoveSelfCheck,      // {king's piece name}: the mover's king would be in check
    MoveKingsFacing,    // {king's piece name}: the two kings (Commanders) would face each other
    MoveOntoLand,       // {piece, square}: a piece of the water onto land
    MoveOntoWater,      // {piece, square}: a piece of the land onto water
    MoveRiver,          // {piece, from, to}: a heavy piece changing river half off a bridge
    MoveAirDefence,     // {piece, square}: the flight enters the enemy's air defence there
    MoveTurnUnfinished, // {piece, from, to, king's name}: the step goes, but no legal turn
                        // ends after it
};

// The last code: the codes run from None to it without gaps (tests loop over them all).
inline constexpr ErrorCode kLastErrorCode = ErrorCode::MoveTurnUnfinished;

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

// Code names and arguments with the causes, "GameBadTurn(3..., a9) <- TurnNoMatch(a9)": for
// logs and test failures, not for users (they read models/ErrorText).
std::string errorDebugText(const Error& error);

} // namespace trellis
