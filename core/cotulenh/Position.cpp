#include "Position.h"

#include "PieceRules.h"

namespace trellis::cotulenh {

namespace {

struct ZobristKeys {
    std::uint64_t piece[kSquares][2][kPieceTypes][2];
    std::uint64_t side;
    std::uint64_t sessionSquare[kSquares];
    std::uint64_t remaining[2048];
};

// SplitMix64 with a fixed seed: the keys are the same in every run.
const ZobristKeys& keys() {
    static const ZobristKeys k = [] {
        ZobristKeys z{};
        std::uint64_t state = 0x9E3779B97F4A7C15ull;
        auto next = [&state] {
            std::uint64_t x = (state += 0x9E3779B97F4A7C15ull);
            x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
            x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
            return x ^ (x >> 31);
        };
        for (auto& sq : z.piece)
            for (auto& col : sq)
                for (auto& type : col)
                    for (auto& h : type) h = next();
        z.side = next();
        for (auto& s : z.sessionSquare) s = next();
        for (auto& r : z.remaining) r = next();
        return z;
    }();
    return k;
}

} // namespace

std::uint64_t zobristPiece(int sq, Color c, int type, bool heroic) {
    return keys().piece[sq][c][type][heroic ? 1 : 0];
}
std::uint64_t zobristSide() {
    return keys().side;
}
std::uint64_t zobristSession(int sq, std::uint16_t remaining) {
    return keys().sessionSquare[sq] ^ keys().remaining[remaining & 2047];
}

Position::Position() {
    clear();
}

void Position::clear() {
    cells_.fill(Cell{});
    side_ = Red;
    halfmoves_ = 0;
    fullmoves_ = 1;
    commander_ = {-1, -1};
    stacks_ = {0, 0};
    singles_ = {0, 0};
    hash_ = 0;
}

void Position::setSide(Color c) {
    if (c != side_) hash_ ^= zobristSide();
    side_ = c;
}

void Position::account(int sq, const Cell& cell, int sign) {
    if (cell.empty()) return;
    for (std::uint16_t r = cell.roles; r; r &= std::uint16_t(r - 1)) {
        const int type = __builtin_ctz(r);
        hash_ ^= zobristPiece(sq, cell.color, type, (cell.heroic & roleBit(type)) != 0);
    }
    if (pieceCount(cell.roles) > 1)
        stacks_[cell.color] += sign;
    else if (cell.roles != roleBit(Commander))
        singles_[cell.color] += sign;
    if (cell.roles & roleBit(Commander)) commander_[cell.color] = sign > 0 ? sq : -1;
}

void Position::setCell(int sq, const Cell& cell) {
    account(sq, cells_[sq], -1);
    cells_[sq] = cell.empty() ? Cell{} : cell;
    account(sq, cells_[sq], +1);
}

} // namespace trellis::cotulenh
