#pragma once
// The interface every game implements (Tri-D chess, Cotulenh). A Variant object is a board: it
// holds the current position and the history needed to undo turns and detect repetition.
// Public methods are what the game tree, the models, the engine and the CLI use; nothing here
// depends on Qt.
#include "BoardContents.h"
#include "Error.h"
#include "Notation.h"
#include "Result.h"
#include "SetUpBoard.h"
#include "Transition.h"
#include "Turn.h"
#include "VariantDescriptor.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trellis {

enum class Outcome { Ongoing, FirstWins, SecondWins, Draw };

enum class DrawReason {
    None,
    Stalemate,
    FiftyMoves,
    Repetition,
    DeadPosition,   // Tri-D: K v K, K+B v K, K+N v K
    OnlyCommanders, // Cotulenh: nothing but the two Commanders left
};

class Variant;

// What identifies a position for a game database's index: Variant::hash,
// Variant::materialKey and Variant::structureKey.
struct PositionKeys {
    std::uint64_t hash = 0;
    std::uint64_t material = 0;
    std::uint64_t structure = 0;
    static PositionKeys of(const Variant& board);
};

// Where Variant::playPlainTurns puts what it reads: each turn's legalTurnRank, and the keys of
// the position after it (before index `fullKeysFrom` of `keys`, the hash alone).
struct PlainTurns {
    std::vector<std::uint32_t>& ranks;
    std::vector<PositionKeys>& keys;
    std::size_t fullKeysFrom = 0;
};

struct Status {
    bool check = false;
    bool checkmate = false;
    bool stalemate = false;
    Outcome outcome = Outcome::Ongoing;
    DrawReason draw = DrawReason::None;          // a draw that has ended the game
    DrawReason claimableDraw = DrawReason::None; // a draw a player may claim (game goes on)
};

class Variant {
  public:
    virtual ~Variant() = default;

    // What the variant is: names, sides, notations, rule sets, search adapter.
    virtual const VariantDescriptor& descriptor() const = 0;
    std::string id() const { return descriptor().id; }
    // The rule set of this board (e.g. "meder-1995"), one of descriptor().ruleSets.
    virtual std::string rules() const = 0;
    virtual std::unique_ptr<Variant> clone() const = 0;

    // Position strings. setPosition leaves the board unchanged when it fails; the error names
    // the field and the reason.
    virtual std::string startPosition() const = 0;
    virtual Result<bool> setPosition(std::string_view text) = 0;
    virtual std::string position() const = 0;
    // setPosition for a position string another program wrote into a game file: a variant may
    // repair what such programs commonly write and the rules cannot have (chess: castling rights
    // without the king or rook at home), each repair reported as a warning. The default only
    // sets the position.
    virtual Result<std::vector<Error>> setFilePosition(std::string_view text);

    // 0 for the first player (White / Red), 1 for the second (Black / Blue).
    virtual int sideToMove() const = 0;
    virtual int fullmoveNumber() const = 0;

    // Every legal turn of the current position, complete (all steps).
    virtual std::vector<Turn> legalTurns() = 0;
    // Plays a turn taken from legalTurns() (or parseTurn); undoTurn takes back the last one.
    // With a Transition, also reports what the turn changed on the board.
    void makeTurn(const Turn& turn) { doMakeTurn(turn, nullptr); }
    void makeTurn(const Turn& turn, Transition& transition) {
        transition = {};
        doMakeTurn(turn, &transition);
    }
    virtual void undoTurn() = 0;
    // A legal turn's number, what game databases store for it: distinct among the legal turns
    // of a position, small for common ones (a byte or two), independent of the order a move
    // generator finds turns in; and the turn of a number. Nothing for a turn that is not legal
    // or a number no legal turn has. The defaults rank the turn among legalTurns() in Turn
    // order; a variant may answer without building every Turn, or number its turns its own way
    // so that an import lists no position's legal turns (chess ranks its pseudo-legal moves:
    // core/chess/MoveCodes.h; Tri-D numbers a piece's move by the piece and the square:
    // core/trid/TurnNumbers.h).
    virtual std::optional<std::size_t> legalTurnRank(const Turn& turn);
    virtual std::optional<Turn> legalTurnOfRank(std::size_t rank);
    // The game-database schema version from which legalTurnRank numbers the turns its own way
    // (chess 13, Tri-D 14), 0 when it numbers them as the default does (however fast it
    // answers). A database of an older schema stored the default's numbers for this variant and
    // is renumbered when opened.
    virtual int ownTurnNumbersSince() const { return 0; }
    bool numbersTurnsByLegalRank() const { return ownTurnNumbersSince() == 0; }
    virtual std::uint64_t hash() const = 0;
    // The pieces on the board as a number: equal for positions with the same pieces of each
    // kind and side, wherever they stand. A game's material only changes by captures and
    // promotions, so position search skips the games that never have a position's material
    // (game databases store it). The default knows nothing (0 for every position).
    virtual std::uint64_t materialKey() const { return 0; }
    // What changes seldom within a game's material, as a number: in chess the pawns, which
    // never go back. Position search notes it once for each stretch of a game that keeps it,
    // where it noted every position (game databases store it); only its being a function of
    // the position matters for what is found. The default is the position itself (hash()).
    virtual std::uint64_t structureKey() const { return hash(); }
    // The hashes of the positions this board stood in at the start of each earlier turn,
    // since its position was set (oldest first, the current one not included): what a
    // repetition may repeat. The engine scores reaching any of them again as a draw.
    virtual std::vector<std::uint64_t> earlierPositions() const = 0;
    virtual Status status() = 0;

    // Notation: which styles this variant writes, which one its game files use, and the
    // conversions. turnText includes the check/mate suffix where the notation has one.
    // parseTurn accepts every input form the formats document lists for that notation; an
    // illegal or ambiguous text is an error naming the candidates (or saying there are none).
    const std::vector<NotationInfo>& notations() const { return descriptor().notations; }
    Notation fileNotation() const { return descriptor().fileNotation; }
    bool writes(Notation notation) const;
    virtual std::string turnText(const Turn& turn, Notation notation) = 0;
    virtual Result<Turn> parseTurn(std::string_view text, Notation notation) = 0;
    // parseTurn, with the turn's legalTurnRank when the variant's parser has every legal turn
    // in hand to rank it among (reading game files into a database then generates each
    // position's turns once, not twice). The default only parses.
    struct RankedTurn {
        Turn turn;
        std::optional<std::size_t> rank;
    };
    virtual Result<RankedTurn> parseRankedTurn(std::string_view text, Notation notation);
    // parseRankedTurn then makeTurn, in one call so that a variant can play a text without
    // building its Turn (a database import does this for every turn of a game). The rank is
    // the turn's legalTurnRank; null, with nothing played, when parsing gave none and
    // legalTurnRank cannot tell.
    virtual Result<std::optional<std::size_t>> playRankedTurn(std::string_view text,
                                                              Notation notation);
    // The legal turns a text that parseTurn finds ambiguous may stand for, when it is a lossy
    // form other programs write (the Cotulenh platform's one-digit rank): a game file's reader
    // then keeps the one with which the rest of the game replays. Empty where the variant knows
    // no such form (the default).
    virtual std::vector<Turn> readingsOf(std::string_view text, Notation notation);
    // A game file's main line read and played in one pass, for a database import: the longest
    // run at the start of `movetext` of move numbers ("12.", "12...") and turns in the file
    // notation, each a word of ASCII letters, digits and "=+#-" that starts with a letter and
    // ends at a blank or the end, with blanks between. Each turn is played as playRankedTurn
    // would (the same rank, the same board after it); the run stops before anything else (a
    // comment, a NAG, a result, a word playRankedTurn refuses) and the reader goes on from
    // there as before. Returns the bytes taken, up to the end of the last turn played. The
    // default takes none: a variant gives this only to skip the generic per-turn work.
    virtual std::size_t playPlainTurns(std::string_view movetext, PlainTurns& into) {
        (void)movetext, (void)into;
        return 0;
    }

    // The turn as one token without blanks (FORMATS.md section 8: what `trellis uci` and hosted
    // UCI engines exchange in `position ... moves`, `bestmove` and `pv`), and back. The parser
    // reads every token uciToken writes for a legal turn of this position (and may read other
    // forms); anything else is an error as parseTurn gives it.
    virtual std::string uciToken(const Turn& turn) = 0;
    virtual Result<Turn> parseUciToken(std::string_view token) = 0;

    // What the CLI's `legal` prints: the moves a player picks from next, one text each, sorted.
    // Tri-D: every legal turn (with +/#), sorted by composite text. Cotulenh: single moves and
    // deploy steps (mid-session: the allowed steps plus the word "commit").
    virtual std::vector<std::string> legalMoveList(Notation notation) = 0;

    // Leaf count to the given depth in the variant's own ply semantics (whole turns for Tri-D,
    // single steps for Cotulenh), bulk counting at the last ply.
    virtual std::uint64_t perft(int depth) = 0;
    // Leaf count where a ply is always a whole turn.
    virtual std::uint64_t perftTurns(int depth) { return perft(depth); }
    // perft(depth - 1) below each first ply, with the ply's text as legalMoveList prints it.
    virtual std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) = 0;

    // --- the board as data, for models and views ------------------------------------------
    // Every square with what stands on it, and the movable boards. `pending` are the steps of a
    // turn played so far (descriptor().stepwiseTurns), shown as played.
    virtual BoardContents contents(const std::vector<Step>& pending) const = 0;
    BoardContents contents() const { return contents({}); }
    // Where the clicks of step `stepIndex` of a legal turn go.
    virtual StepClicks clicksOf(const Turn& turn, int stepIndex) const = 0;
    // The step of a turn the user clicks for, from `fromStep` on (Tri-D: the move after a
    // forced promotion step).
    virtual int clickedStep(const Turn& turn, int fromStep) const = 0;
    // The square of the side to move's king (commander) when it is in check, else -1.
    virtual int checkedKing() = 0;
    // How a menu names step `index` of a turn when several turns fit the same clicks.
    virtual std::string stepLabel(const Turn& turn, int index, Notation notation) = 0;
    // Step `index` of a turn as pieces, for a menu that says it in words: the pieces that go
    // (upper-case letters of VariantDescriptor::pieceNames), the one carrying them when they go
    // as a stack (empty when one piece goes alone), whether they are all the stack held, and
    // the destination square. `moving` is empty where the variant has nothing to add to the
    // step's label (the default).
    struct StepPieces {
        std::vector<std::string> moving;
        std::string carrier;
        bool wholeStack = false;
        bool deploy = false; // a deploy step (the stack's pieces could have gone apart)
        int to = -1;
    };
    virtual StepPieces stepPieces(const Turn& turn, int index);
    // A square id from its name as notations and annotations write it; -1 when none.
    virtual int squareId(std::string_view name) const = 0;
    // What the steps of `turn` from step `shownSteps` on change, against the board that
    // contents(the first `shownSteps` steps) shows: how a view animates the rest of a turn whose
    // first steps it already shows (a deploy step just clicked, a deploy completed). `turn` may
    // be the start of a legal turn. The board does not change. The default plays the turn on a
    // copy and knows only shownSteps == 0 (an empty record otherwise).
    virtual Transition transitionFrom(const Turn& turn, int shownSteps) const;

    // Why no legal turn's clicked step takes the side to move's piece on `fromSquare` to
    // `toSquare` (as StepClicks name them): a Move* error naming the piece, the squares and
    // what stops it (MoveNotThatWay when nothing more is known). Asked when a user clicks a
    // square the selected piece cannot go to; only for a board outside a deploy session.
    Error whyNotLegal(int fromSquare, int toSquare) const;
    // The same for a step inside a turn of several steps (a Cotulenh deploy), after the steps
    // `pending` were played: for `piece` (the token of one piece of what stands on fromSquare;
    // empty: all of it), the reason whyNotLegal gives on the board those steps leave with only
    // that piece on fromSquare; MoveTurnUnfinished when it could go there alone but no legal
    // turn could then be finished.
    Error whyNotStep(const std::vector<Step>& pending, int fromSquare, int toSquare,
                     const std::string& piece) const;

    // --- setting up positions (the position editor, `trellis validate`) -------------------
    // The problems of a position string, none when a game may start from it. A string no board
    // of this variant loads gives its one load error; a loaded one what the rules cannot play
    // from (ruleProblems) and, unless allowUnreachable (compositions), what no game could reach
    // (unreachableProblems). This board does not change.
    std::vector<Error> validatePosition(std::string_view text, bool allowUnreachable) const;
    // A board to set a position up on, starting from this board's position (turn-start
    // position); null for a variant that has none.
    virtual std::unique_ptr<SetUpBoard> setUpBoard() const { return nullptr; }

  protected:
    // The variant's own rules that stop a piece going from one square to another (terrain,
    // river, air defence, range), asked by whyNotLegal before the generic reasons (own piece
    // excepted); nothing when none of them applies.
    virtual std::optional<Error> moveRuleProblem(int fromSquare, int toSquare) const {
        (void)fromSquare, (void)toSquare;
        return std::nullopt;
    }
    // Problems of this board's loaded position beyond what setPosition rejects: positions the
    // rules cannot play from, and positions no game from the start position could reach.
    virtual std::vector<Error> ruleProblems() const { return {}; }
    virtual std::vector<Error> unreachableProblems() const { return {}; }
    // makeTurn's work; fills `transition` when it is not null.
    virtual void doMakeTurn(const Turn& turn, Transition* transition) = 0;
};

inline PositionKeys PositionKeys::of(const Variant& board) {
    return {board.hash(), board.materialKey(), board.structureKey()};
}

} // namespace trellis
