#include "ChessSetUp.h"

#include "Fen.h"

namespace trellis::chess {

namespace {

struct CastlingHome {
    int right, colour, king, rook;
    const char* name;
};
constexpr CastlingHome kHomes[4] = {{WhiteKingside, White, 4, 7, "K"},
                                    {WhiteQueenside, White, 4, 0, "Q"},
                                    {BlackKingside, Black, 60, 63, "k"},
                                    {BlackQueenside, Black, 60, 56, "q"}};

bool atHome(const Position& pos, const CastlingHome& h) {
    return pos.board[h.king] == makePiece(h.colour, King) &&
           pos.board[h.rook] == makePiece(h.colour, Rook);
}

// Whether a pawn of the side not to move may just have passed `square` (an en-passant square).
bool passedBehind(const Position& pos, int square) {
    const int rank = pos.side == White ? 5 : 2;
    if (rankOf(square) != rank) return false;
    const int origin = pos.side == White ? square + 8 : square - 8;
    return pos.board[square ^ 8] == makePiece(pos.side ^ 1, Pawn) && !pos.board[square] &&
           !pos.board[origin];
}

} // namespace

BoardContents contentsOf(const Position& pos) {
    BoardContents out;
    out.squares.resize(64);
    for (int sq = 0; sq < 64; ++sq) {
        SquareContent& c = out.squares[std::size_t(sq)];
        c.id = sq;
        c.name = squareName(sq);
        c.file = fileOf(sq);
        c.rank = rankOf(sq) + 1;
        if (const int piece = pos.board[sq]) {
            c.piece = std::string(1, pieceLetter(piece));
            c.colour = colourOf(piece);
        }
    }
    return out;
}

std::string ChessSetUp::position() const {
    return printFen(pos_);
}

Result<bool> ChessSetUp::setPosition(std::string_view text) {
    Result<Position> parsed = parseFen(text, false);
    if (!parsed) return Result<bool>::failure(parsed.error());
    pos_ = parsed.value();
    keepPossibleRights();
    return true;
}

BoardContents ChessSetUp::contents() const {
    return contentsOf(pos_);
}

std::vector<std::string> ChessSetUp::pieceTokens(int side) const {
    return side == White ? std::vector<std::string>{"K", "Q", "R", "B", "N", "P"}
                         : std::vector<std::string>{"k", "q", "r", "b", "n", "p"};
}

bool ChessSetUp::place(int square, std::string_view token) {
    const int piece = token.size() == 1 ? pieceFromLetter(token[0]) : 0;
    if (!piece || square < 0 || square >= 64) return false;
    if (pos_.board[square]) pos_.remove(square);
    pos_.put(piece, square);
    keepPossibleRights();
    return true;
}

bool ChessSetUp::remove(int square) {
    if (square < 0 || square >= 64 || !pos_.board[square]) return false;
    pos_.remove(square);
    keepPossibleRights();
    return true;
}

bool ChessSetUp::move(int from, int to) {
    if (from < 0 || from >= 64 || to < 0 || to >= 64 || from == to || !pos_.board[from])
        return false;
    const int piece = pos_.board[from];
    pos_.remove(from);
    return place(to, std::string(1, pieceLetter(piece)));
}

// A cleared board is a new composition: its turns count from 1 (a default Position's clocks),
// not from the game the editor was opened on.
void ChessSetUp::clear() {
    Position empty;
    empty.side = pos_.side;
    empty.hash = empty.computeHash();
    pos_ = empty;
}

void ChessSetUp::setSideToMove(int side) {
    pos_.side = side == Black ? Black : White;
    keepPossibleRights();
    pos_.hash = pos_.computeHash();
}

std::vector<SetUpRight> ChessSetUp::rights() const {
    std::vector<SetUpRight> out;
    for (const CastlingHome& h : kHomes)
        if (atHome(pos_, h))
            out.push_back(
                {SetUpRight::Kind::Castling, h.colour, h.name, (pos_.castling & h.right) != 0});
    for (int sq = 0; sq < 64; ++sq)
        if (passedBehind(pos_, sq))
            out.push_back(
                {SetUpRight::Kind::EnPassant, pos_.side, squareName(sq), pos_.enPassant == sq});
    return out;
}

bool ChessSetUp::setRight(const SetUpRight& right, bool on) {
    for (const SetUpRight& r : rights()) {
        if (r.kind != right.kind || r.name != right.name) continue;
        if (r.kind == SetUpRight::Kind::Castling) {
            for (const CastlingHome& h : kHomes)
                if (r.name == h.name)
                    pos_.castling = on ? pos_.castling | h.right : pos_.castling & ~h.right;
        } else {
            const int square = parseSquare(r.name);
            pos_.enPassant = on ? square : pos_.enPassant == square ? -1 : pos_.enPassant;
        }
        pos_.hash = pos_.computeHash();
        return true;
    }
    return false;
}

void ChessSetUp::keepPossibleRights() {
    for (const CastlingHome& h : kHomes)
        if (!atHome(pos_, h)) pos_.castling &= ~h.right;
    if (pos_.enPassant >= 0 && !passedBehind(pos_, pos_.enPassant)) pos_.enPassant = -1;
    pos_.hash = pos_.computeHash();
}

} // namespace trellis::chess
