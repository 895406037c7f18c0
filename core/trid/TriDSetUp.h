#pragma once
// Setting up a Tri-D position (SetUpBoard): pieces on any square that exists, attack boards
// put on any free pin with either owner (at most four, two a side, as TFEN allows) and moved
// with their pieces, castling, double-step and en-passant rights.
#include "TriDPosition.h"
#include "variant/SetUpBoard.h"

namespace trellis::trid {

class TriDSetUp : public SetUpBoard {
  public:
    explicit TriDSetUp(const TriDPosition& start) : pos_(start) {}

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
    std::vector<std::string> pins() const override;
    bool placeBoard(const std::string& pin, int owner) override;
    bool moveBoard(const std::string& from, const std::string& to) override;
    bool removeBoard(const std::string& pin) override;

  private:
    bool putPiece(int square, std::uint8_t piece);
    int boardsOf(int owner) const;
    void keepPossibleRights();
    TriDPosition pos_;
};

} // namespace trellis::trid
