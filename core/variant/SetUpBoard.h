#pragma once
// A position being set up (the position editor): any placement the geometry and the pieces'
// terrain allow, valid or not, readable as a position string at every step. Validation is
// Variant::validatePosition's; a set-up board only refuses what its position string could not
// write (a piece where none can stand, a second Commander, a fifth attack board).
#include "BoardContents.h"
#include "Result.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace trellis {

// A right the position string records beside the pieces.
struct SetUpRight {
    enum class Kind { Castling, EnPassant, DoubleStep } kind = Kind::Castling;
    int side = 0;     // whose right (en passant: the side that may capture)
    std::string name; // as the position string writes it: "K", "e3", "b2W"
    bool on = false;
    bool operator==(const SetUpRight&) const = default;
};

class SetUpBoard {
  public:
    virtual ~SetUpBoard() = default;

    virtual std::string position() const = 0;
    // Reads a position string without validating it; fails only on text that does not describe
    // a board (then nothing changes).
    virtual Result<bool> setPosition(std::string_view text) = 0;
    virtual BoardContents contents() const = 0;

    // The piece tokens of a side, as a palette offers them ("K", "q", "T", "h").
    virtual std::vector<std::string> pieceTokens(int side) const = 0;
    // Puts a piece of pieceTokens() on a square, replacing what stands there (a variant that
    // stacks joins it to a friendly piece when the stack is legal). False when it cannot
    // stand there; nothing changes then.
    virtual bool place(int square, std::string_view token) = 0;
    virtual bool remove(int square) = 0;
    // Moves what stands on `from` to `to` as place() would put it; false (no change) when it
    // cannot go there or `from` is empty.
    virtual bool move(int from, int to) = 0;
    // An empty board (the main boards and the attack boards stay).
    virtual void clear() = 0;

    virtual int sideToMove() const = 0;
    virtual void setSideToMove(int side) = 0;

    // The rights the position may have now (castling only with king and rook at home, en
    // passant only behind a pawn that may just have passed, ...), each on or off.
    virtual std::vector<SetUpRight> rights() const { return {}; }
    virtual bool setRight(const SetUpRight& right, bool on) {
        (void)right, (void)on;
        return false;
    }

    // Heroic flags (Cotulenh): whether the variant has them, and a switch of a square's.
    virtual bool hasHeroicFlags() const { return false; }
    virtual bool toggleHeroic(int square) {
        (void)square;
        return false;
    }

    // Movable boards (Tri-D): every pin, and boards put, moved (with their pieces), given
    // another owner, taken away (with their pieces). False when refused.
    virtual std::vector<std::string> pins() const { return {}; }
    virtual bool placeBoard(const std::string& pin, int owner) {
        (void)pin, (void)owner;
        return false;
    }
    virtual bool moveBoard(const std::string& from, const std::string& to) {
        (void)from, (void)to;
        return false;
    }
    virtual bool removeBoard(const std::string& pin) {
        (void)pin;
        return false;
    }
};

} // namespace trellis
