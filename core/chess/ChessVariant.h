#pragma once
// Orthodox chess behind the Variant interface.
//
// Step encoding (one Step per Turn):
//   kind      0 (the only kind: a move)
//   from, to  squares 0..63, a1 = 0, b1 = 1, .. h1 = 7, a2 = 8, .. h8 = 63
//   piece     the moving piece's code: colour * 8 + type, type 1 pawn, 2 knight, 3 bishop,
//             4 rook, 5 queen, 6 king (White 1..6, Black 9..14; see Types.h)
//   promotion the promoted piece's code (same colour as the pawn), 0 when none
//   flags     StepFlags: 1 capture, 2 en passant (with 1), 4 castling
// Castling is the king's move (e1g1, e1c1, e8g8, e8c8), as UCI writes it.
#include "MoveGenerator.h"
#include "Position.h"

#include "variant/Variant.h"

#include <vector>

namespace trellis::chess {

enum StepFlags : int { StepCapture = 1, StepEnPassant = 2, StepCastle = 4 };

class ChessVariant : public Variant {
  public:
    ChessVariant();

    const VariantDescriptor& descriptor() const override;
    std::string rules() const override { return "standard"; }
    std::unique_ptr<Variant> clone() const override {
        return std::make_unique<ChessVariant>(*this);
    }

    std::string startPosition() const override;
    Result<bool> setPosition(std::string_view text) override;
    Result<std::vector<Error>> setFilePosition(std::string_view text) override;
    std::string position() const override;
    int sideToMove() const override { return pos_.side; }
    int fullmoveNumber() const override { return pos_.fullmove; }

    std::vector<Turn> legalTurns() override;
    // Ranks from the move generator's moves, with no Turn built but the one asked for.
    std::optional<std::size_t> legalTurnRank(const Turn& turn) override;
    std::optional<Turn> legalTurnOfRank(std::size_t rank) override;
    int ownTurnNumbersSince() const override { return 13; } // MoveCodes.h
    void undoTurn() override;
    std::uint64_t hash() const override { return pos_.hash; }
    std::uint64_t materialKey() const override;
    std::uint64_t structureKey() const override;
    std::vector<std::uint64_t> earlierPositions() const override {
        return {hashes_.begin(), hashes_.end() - 1};
    }
    Status status() override;

    std::string turnText(const Turn& turn, Notation notation) override;
    Result<Turn> parseTurn(std::string_view text, Notation notation) override;
    std::string uciToken(const Turn& turn) override;
    Result<Turn> parseUciToken(std::string_view token) override;
    Result<RankedTurn> parseRankedTurn(std::string_view text, Notation notation) override;
    Result<std::optional<std::size_t>> playRankedTurn(std::string_view text,
                                                      Notation notation) override;
    std::vector<std::string> legalMoveList(Notation notation) override;
    std::size_t playPlainTurns(std::string_view movetext,
                               PlainTurns& into) override; // ChessPlainTurns.cpp

    std::uint64_t perft(int depth) override { return chess::perft(pos_, depth); }
    std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) override;

    BoardContents contents(const std::vector<Step>& pending) const override;
    using Variant::contents;
    StepClicks clicksOf(const Turn& turn, int stepIndex) const override;
    int clickedStep(const Turn&, int) const override { return 0; }
    int checkedKing() override;
    std::string stepLabel(const Turn& turn, int index, Notation notation) override;
    int squareId(std::string_view name) const override;
    std::unique_ptr<SetUpBoard> setUpBoard() const override;

    // Chess specifics for the search adapter and the tests.
    const Position& state() const { return pos_; }
    Turn toTurn(Move move) const;
    Move toInternal(const Step& step) const { return toInternal(pos_, step); }
    static Move toInternal(const Position& pos, const Step& step);
    // How often the current position occurred (this time included) since setPosition.
    int repetitions() const;

  protected:
    void doMakeTurn(const Turn& turn, Transition* transition) override;
    std::vector<Error> unreachableProblems() const override;

  private:
    Result<Move> parseMove(std::string_view text, Notation notation) const;
    void play(Move move); // keeps the history for undoTurn and repetitions

    Position pos_;
    std::vector<Position> history_;     // positions before each played turn, for undo
    std::vector<std::uint64_t> hashes_; // hash of the start and after each turn
};

// What a move changes on the board, in Transition terms (squares are square ids 0..63).
Transition transitionOf(const Position& pos, Move move);

} // namespace trellis::chess
