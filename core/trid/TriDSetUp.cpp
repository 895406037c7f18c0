#include "TriDSetUp.h"

#include "Tfen.h"
#include "TriDVariant.h"

#include <algorithm>

namespace trellis::trid {

namespace {

constexpr int kMaxBoards = 4, kMaxBoardsOfSide = 2;

int pinOf(const std::string& name) {
    const int pin = parsePin(name);
    return pin >= 0 && pinName(pin) == name ? pin : -1;
}

} // namespace

std::string TriDSetUp::position() const {
    return printTfen(pos_);
}

Result<bool> TriDSetUp::setPosition(std::string_view text) {
    TfenParse parsed = parseTfen(text, pos_.rules, false);
    if (!parsed.position) return Result<bool>::failure(parsed.error);
    pos_ = *parsed.position;
    return true;
}

BoardContents TriDSetUp::contents() const {
    return contentsOf(pos_);
}

std::vector<std::string> TriDSetUp::pieceTokens(int side) const {
    return side == 0 ? std::vector<std::string>{"K", "Q", "R", "B", "N", "P"}
                     : std::vector<std::string>{"k", "q", "r", "b", "n", "p"};
}

bool TriDSetUp::putPiece(int square, std::uint8_t piece) {
    if (square < 0 || square >= kSquares || !pos_.exists(square)) return false;
    if (pos_.board[square]) pos_.remove(square);
    // A pawn off its start square can no longer double-step; on it, it may.
    if (typeOf(piece) == Pawn && !pos_.isPawnStartSquare(square, colourOf(piece)))
        piece |= kNoDoubleBit;
    pos_.put(square, piece);
    keepPossibleRights();
    return true;
}

bool TriDSetUp::place(int square, std::string_view token) {
    if (token.size() != 1) return false;
    const char letter = token[0];
    const int type = pieceTypeFromLetter(char(letter >= 'a' ? letter - 'a' + 'A' : letter));
    if (!type) return false;
    return putPiece(square, makePiece(type, letter >= 'a' ? 1 : 0));
}

bool TriDSetUp::remove(int square) {
    if (square < 0 || square >= kSquares || !pos_.board[square]) return false;
    pos_.remove(square);
    keepPossibleRights();
    return true;
}

bool TriDSetUp::move(int from, int to) {
    if (from < 0 || from >= kSquares || from == to || !pos_.board[from]) return false;
    if (to < 0 || to >= kSquares || !pos_.exists(to)) return false;
    const std::uint8_t piece = std::uint8_t(pos_.remove(from) & ~kNoDoubleBit);
    return putPiece(to, piece);
}

void TriDSetUp::clear() {
    for (int s = 0; s < kSquares; ++s)
        if (pos_.board[s]) pos_.remove(s);
    pos_.castling = 0;
    pos_.enPassant = -1;
    pos_.pendingPromotion = -1;
    // A new composition: its turns count from 1, not from the game the editor was opened on.
    pos_.halfmove = 0;
    pos_.fullmove = 1;
}

void TriDSetUp::setSideToMove(int side) {
    pos_.side = std::int8_t(side ? 1 : 0);
    pos_.pendingPromotion = -1;
    keepPossibleRights();
    pos_.hash = pos_.computeHash();
}

std::vector<SetUpRight> TriDSetUp::rights() const {
    std::vector<SetUpRight> out;
    for (int i = 0; i < 4; ++i)
        out.push_back({SetUpRight::Kind::Castling, i / 2, std::string(1, "KQkq"[i]),
                       (pos_.castling >> i & 1) != 0});
    for (int s = 0; s < kSquares; ++s) {
        const std::uint8_t piece = pos_.board[s];
        if (typeOf(piece) != Pawn) continue;
        if (pos_.isPawnStartSquare(s, colourOf(piece)))
            out.push_back({SetUpRight::Kind::DoubleStep, colourOf(piece), squareNameMeder(s),
                           !(piece & kNoDoubleBit)});
        TriDPosition passed = pos_;
        passed.enPassant = std::int8_t(s);
        if (colourOf(piece) != pos_.side && enPassantPossible(passed))
            out.push_back(
                {SetUpRight::Kind::EnPassant, pos_.side, squareNameMeder(s), pos_.enPassant == s});
    }
    return out;
}

bool TriDSetUp::setRight(const SetUpRight& right, bool on) {
    const std::vector<SetUpRight> all = rights();
    const auto it = std::find_if(all.begin(), all.end(), [&](const SetUpRight& r) {
        return r.kind == right.kind && r.name == right.name;
    });
    if (it == all.end()) return false;
    switch (right.kind) {
    case SetUpRight::Kind::Castling: {
        const auto bit = std::uint8_t(1u << std::string_view("KQkq").find(right.name[0]));
        pos_.castling = std::uint8_t(on ? pos_.castling | bit : pos_.castling & ~bit);
        break;
    }
    case SetUpRight::Kind::DoubleStep: {
        const int square = parseSquare(right.name);
        const std::uint8_t piece = pos_.remove(square);
        pos_.put(square, std::uint8_t(on ? piece & ~kNoDoubleBit : piece | kNoDoubleBit));
        break;
    }
    case SetUpRight::Kind::EnPassant: {
        const int square = parseSquare(right.name);
        pos_.enPassant = std::int8_t(on ? square : pos_.enPassant == square ? -1 : pos_.enPassant);
        break;
    }
    }
    pos_.hash = pos_.computeHash();
    return true;
}

std::vector<std::string> TriDSetUp::pins() const {
    std::vector<std::string> names;
    for (int pin = 0; pin < kPins; ++pin) names.push_back(pinName(pin));
    return names;
}

int TriDSetUp::boardsOf(int owner) const {
    return int(std::count(pos_.pinOwner.begin(), pos_.pinOwner.end(), owner));
}

bool TriDSetUp::placeBoard(const std::string& pinText, int owner) {
    const int pin = pinOf(pinText);
    if (pin < 0 || (owner != 0 && owner != 1)) return false;
    if (pos_.pinOwner[pin] == owner) return true;
    if (boardsOf(owner) >= kMaxBoardsOfSide) return false;
    if (pos_.pinOwner[pin] >= 0)
        pos_.liftBoard(pin); // another owner, the same board and pieces
    else if (boardsOf(0) + boardsOf(1) >= kMaxBoards)
        return false;
    pos_.placeBoard(pin, owner);
    return true;
}

bool TriDSetUp::moveBoard(const std::string& fromText, const std::string& toText) {
    const int from = pinOf(fromText), to = pinOf(toText);
    if (from < 0 || to < 0 || from == to || pos_.pinOwner[from] < 0 || pos_.pinOwner[to] >= 0)
        return false;
    const int owner = pos_.pinOwner[from];
    std::uint8_t carried[4];
    for (int q = 0; q < 4; ++q) carried[q] = pos_.remove(pinSquare(from, q));
    pos_.liftBoard(from);
    pos_.placeBoard(to, owner);
    for (int q = 0; q < 4; ++q)
        if (carried[q]) putPiece(pinSquare(to, q), std::uint8_t(carried[q] & ~kNoDoubleBit));
    keepPossibleRights();
    return true;
}

bool TriDSetUp::removeBoard(const std::string& pinText) {
    const int pin = pinOf(pinText);
    if (pin < 0 || pos_.pinOwner[pin] < 0) return false;
    for (int q = 0; q < 4; ++q)
        if (pos_.board[pinSquare(pin, q)]) pos_.remove(pinSquare(pin, q));
    pos_.liftBoard(pin);
    keepPossibleRights();
    return true;
}

void TriDSetUp::keepPossibleRights() {
    if (!enPassantPossible(pos_)) pos_.enPassant = -1;
    pos_.hash = pos_.computeHash();
}

} // namespace trellis::trid
