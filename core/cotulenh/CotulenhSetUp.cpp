#include "CotulenhSetUp.h"

#include "CotulenhVariant.h"
#include "Fen.h"
#include "Geometry.h"
#include "PieceRules.h"

namespace trellis::cotulenh {

std::string CotulenhSetUp::position() const {
    return writeFen(pos_);
}

Result<bool> CotulenhSetUp::setPosition(std::string_view text) {
    // A turn in progress sets up as the position at its start.
    Board board;
    if (Error e = loadPosition(text, board); e.code != ErrorCode::None)
        return Result<bool>::failure(e);
    board.cancelSession();
    pos_ = board.position();
    return true;
}

BoardContents CotulenhSetUp::contents() const {
    return contentsOf(pos_);
}

std::vector<std::string> CotulenhSetUp::pieceTokens(int side) const {
    std::vector<std::string> tokens;
    for (int type = 0; type < kPieceTypes; ++type) {
        const char letter = kPieceLetters[type];
        tokens.emplace_back(1, side == 0 ? letter : char(letter - 'A' + 'a'));
    }
    return tokens;
}

bool CotulenhSetUp::put(int square, const Cell& cell) {
    if (square < 0 || square >= kSquares || cell.empty()) return false;
    Cell result = cell;
    const Cell& there = pos_.at(square);
    if (!there.empty() && there.color == cell.color)
        if (const std::uint16_t joined = combineRoles(there.roles, cell.roles))
            result = Cell{joined, std::uint16_t(there.heroic | cell.heroic), cell.color};
    if (!canStand(carrierOf(result.roles), square)) return false;
    const int commander = pos_.commanderSquare(cell.color);
    if ((cell.roles & roleBit(Commander)) && commander >= 0 && commander != square) return false;
    pos_.setCell(square, result);
    return true;
}

bool CotulenhSetUp::place(int square, std::string_view token) {
    const bool heroic = !token.empty() && token.front() == '+';
    if (heroic) token.remove_prefix(1);
    if (token.size() != 1) return false;
    const int type = pieceTypeFromLetter(token[0]);
    if (type < 0) return false;
    const std::uint16_t bit = roleBit(type);
    const Color colour = token[0] >= 'a' ? Blue : Red;
    return put(square, Cell{bit, heroic ? bit : std::uint16_t(0), colour});
}

bool CotulenhSetUp::remove(int square) {
    if (square < 0 || square >= kSquares || pos_.at(square).empty()) return false;
    pos_.setCell(square, Cell{});
    return true;
}

bool CotulenhSetUp::move(int from, int to) {
    if (from < 0 || from >= kSquares || from == to || pos_.at(from).empty()) return false;
    const Position before = pos_;
    const Cell moving = pos_.at(from);
    pos_.setCell(from, Cell{});
    if (put(to, moving)) return true;
    pos_ = before;
    return false;
}

void CotulenhSetUp::clear() {
    Position empty;
    empty.setSide(pos_.side());
    empty.setClocks(0, 1); // a new composition: its turns count from 1, not from the game's
    pos_ = empty;
}

bool CotulenhSetUp::toggleHeroic(int square) {
    if (square < 0 || square >= kSquares || pos_.at(square).empty()) return false;
    Cell cell = pos_.at(square);
    cell.heroic ^= roleBit(carrierOf(cell.roles));
    pos_.setCell(square, cell);
    return true;
}

} // namespace trellis::cotulenh
