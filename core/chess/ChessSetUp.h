#pragma once
// Setting up a chess position (SetUpBoard): pieces anywhere, castling rights that follow the
// kings and rooks at home, an en-passant square behind a pawn that may just have passed.
#include "Position.h"
#include "variant/SetUpBoard.h"

namespace trellis::chess {

class ChessSetUp : public SetUpBoard {
  public:
    explicit ChessSetUp(const Position& start) : pos_(start) {}

    std::string position() const override;
    Result<bool> setPosition(std::string_view text) override;
    BoardContents contents() const override;
    std::vector<std::string> pieceTokens(int side) const override;
    bool place(int square, std::string_view token) override;
    bool remove(int square) override;
    bool move(int from, int to) override;
    void clear() override;
    int sideToMove() const override { return pos_.side; }
    void setSideToMove(int side) override;
    std::vector<SetUpRight> rights() const override;
    bool setRight(const SetUpRight& right, bool on) override;

  private:
    // Drops the rights the pieces no longer allow.
    void keepPossibleRights();
    Position pos_;
};

// The board of a position as models and views read it (ChessVariant::contents too).
BoardContents contentsOf(const Position& pos);

} // namespace trellis::chess
