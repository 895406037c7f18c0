#pragma once
// Setting up a Cotulenh position (SetUpBoard): pieces on the terrain they may stand on, one
// Commander a side at most, stacks by dropping a piece on a friendly one when the stack is a
// legal one, heroic flags switched per square.
#include "Position.h"
#include "variant/SetUpBoard.h"

namespace trellis::cotulenh {

class CotulenhSetUp : public SetUpBoard {
  public:
    explicit CotulenhSetUp(const Position& start) : pos_(start) {}

    std::string position() const override;
    Result<bool> setPosition(std::string_view text) override;
    BoardContents contents() const override;
    std::vector<std::string> pieceTokens(int side) const override;
    bool place(int square, std::string_view token) override;
    bool remove(int square) override;
    bool move(int from, int to) override;
    void clear() override;
    int sideToMove() const override { return pos_.side() == Red ? 0 : 1; }
    void setSideToMove(int side) override { pos_.setSide(side == 0 ? Red : Blue); }
    bool hasHeroicFlags() const override { return true; }
    bool toggleHeroic(int square) override;

  private:
    // Puts `cell` on `square`: alone, or joined to a friendly piece there when the two form a
    // legal stack; false when it cannot stand there or would be a second Commander.
    bool put(int square, const Cell& cell);
    Position pos_;
};

} // namespace trellis::cotulenh
