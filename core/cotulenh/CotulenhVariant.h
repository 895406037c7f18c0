#pragma once
// Cờ Tư Lệnh as a trellis::Variant: whole turns for the game tree and files, plus a step-level
// API (deploy sessions one step at a time) for the GUI.
#include "Board.h"
#include "Types.h"
#include "variant/Variant.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trellis::cotulenh {

// Step fields in the Turn I/O type: kind (below), from/to square index ((rank-1)*11 + file),
// piece = moving roles | heroic roles << 16 (role bit = 1 << PieceType), flags = MoveFlag bits.
// A turn is one SingleMove, or the deploy steps of a committed session in order.
enum StepKind : int { SingleMove = 0, DeployStep = 1 };

struct PieceInfo {
    PieceType type;
    Color color;
    bool heroic;
};

enum class Terrain { Water, Land, Mixed };
// "water", "land", "mixed": the terrain's name in BoardContents.
const char* terrainName(Terrain terrain);

class CotulenhVariant : public Variant {
  public:
    CotulenhVariant();

    const VariantDescriptor& descriptor() const override;
    std::string rules() const override { return "default"; }
    std::unique_ptr<Variant> clone() const override;

    std::string startPosition() const override;
    Result<bool> setPosition(std::string_view text) override;
    std::string position() const override;

    int sideToMove() const override;
    int fullmoveNumber() const override;

    // Inside an open session: the session's completions as whole turns (earlier steps
    // included); makeTurn then replaces the open session with the chosen turn.
    std::vector<Turn> legalTurns() override;
    // Single moves ranked without the deploys' enumeration.
    std::optional<std::size_t> legalTurnRank(const Turn& turn) override;
    std::optional<Turn> legalTurnOfRank(std::size_t rank) override;
    void undoTurn() override;
    std::uint64_t hash() const override { return board_.hash(); }
    std::uint64_t materialKey() const override;
    std::vector<std::uint64_t> earlierPositions() const override {
        return board_.earlierTurnStarts();
    }
    Status status() override;

    std::string turnText(const Turn& turn, Notation notation) override;
    Result<Turn> parseTurn(std::string_view text, Notation notation) override;
    std::string uciToken(const Turn& turn) override;
    Result<Turn> parseUciToken(std::string_view token) override;
    Result<RankedTurn> parseRankedTurn(std::string_view text, Notation notation) override;
    // The platform's one-digit rank disambiguator ("N1a10" for a Navy on b1, b10, b11 or b12).
    std::vector<Turn> readingsOf(std::string_view text, Notation notation) override;

    std::vector<std::string> legalMoveList(Notation notation) override;
    std::uint64_t perft(int depth) override { return board_.perft(depth); }
    std::uint64_t perftTurns(int depth) override { return board_.perftTurns(depth); }
    std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) override;

    BoardContents contents(const std::vector<Step>& pending) const override;
    using Variant::contents;
    StepClicks clicksOf(const Turn& turn, int stepIndex) const override;
    int clickedStep(const Turn& turn, int fromStep) const override;
    int checkedKing() override;
    std::string stepLabel(const Turn& turn, int index, Notation notation) override;
    StepPieces stepPieces(const Turn& turn, int index) override;
    int squareId(std::string_view name) const override;
    std::unique_ptr<SetUpBoard> setUpBoard() const override;
    Transition transitionFrom(const Turn& turn, int shownSteps) const override;

    // --- step-level API (deploy sessions one step at a time) --------------------------------
    // The moves a player picks from next: single moves and deploy steps at turn start, the
    // session's steps inside a session.
    std::vector<Move> legalSteps();
    // Plays one of legalSteps() (false, nothing changes, when it is not one of them). A deploy
    // step opens a session; a finished session commits itself when it may.
    bool playStep(const Move& step);
    bool canCommit() const { return board_.canCommit(); }
    bool commitSession() { return board_.commit(); }
    bool undoStep() { return board_.undoPly(); }
    void cancelSession() { board_.cancelSession(); }
    bool inSession() const { return board_.inSession(); }
    int sessionSquare() const { return board_.inSession() ? board_.session().square : -1; }
    std::vector<Move> sessionSteps() const;
    std::vector<PieceInfo> sessionRemaining() const;
    BoardStatus detailedStatus() { return board_.status(); }

    std::string stepText(const Move& step, Notation notation);
    Result<Move> parseStep(std::string_view text);

    // Board contents: pieces on a square (carrier first), terrain, square names.
    std::vector<PieceInfo> piecesAt(int square) const;
    static Terrain terrainAt(int square);
    static std::string squareText(int square);

    const Board& board() const { return board_; }
    Board& board() { return board_; }

    // Every legal turn with the texts it may be written as (ours, the engine's SAN with its
    // one-digit rank, LAN, and the deploy forms without the stay part); with `keep`, only the
    // turns made of moves it keeps (Board::legalTurnSteps). parseTurn matches against these (tests
    // compare).
    using TurnTexts = std::vector<std::pair<Turn, std::vector<std::string>>>;
    TurnTexts textsOfTurns(const std::function<bool(const Move&)>& keep = {});

    // The disambiguation of a deploy turn's SAN `san` made from `origin` in the turn-start
    // position `start` ("" when unique).
    std::string originMark(const Position& start, const std::string& san, int origin);

    // Turn <-> steps conversion for callers that hold Turns.
    static Turn toTurn(const std::vector<Move>& steps);
    std::vector<Move> toMoves(const Turn& turn) const;

  protected:
    void doMakeTurn(const Turn& turn, Transition* transition) override;
    std::vector<Error> ruleProblems() const override;
    std::vector<Error> unreachableProblems() const override;
    // Terrain, the river, air defence and range, for the carrier of what stands on `from`.
    std::optional<Error> moveRuleProblem(int fromSquare, int toSquare) const override;

  private:
    // The record of `steps` (a turn's final steps, or their start) from step `shown` on,
    // against the board after the first `shown` steps; from an open session, against the
    // session's board.
    Transition transitionOf(const std::vector<Move>& steps, std::size_t shown = 0) const;
    std::vector<Step> singleMoveSteps(const MoveList& firstMoves);
    std::optional<std::size_t> rankAmong(const Turn& turn, const MoveList& firstMoves);
    TurnTexts textsOf(const std::vector<std::vector<Move>>& turns, const Position& start,
                      const MoveList& context);
    static Result<std::string> readableText(std::string_view text);
    static Result<Turn> matchText(std::string_view text, const std::string& want,
                                  const TurnTexts& candidates);

    Board board_;
};

// The squares of a position as models and views read them (contents() of a board there).
BoardContents contentsOf(const Position& pos);

} // namespace trellis::cotulenh
