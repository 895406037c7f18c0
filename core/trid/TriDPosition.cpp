#include "TriDPosition.h"

#include "Castling.h"

namespace trellis::trid {

int pieceTypeFromLetter(char upperLetter) {
    switch (upperLetter) {
    case 'P':
        return Pawn;
    case 'N':
        return Knight;
    case 'B':
        return Bishop;
    case 'R':
        return Rook;
    case 'Q':
        return Queen;
    case 'K':
        return King;
    default:
        return NoPiece;
    }
}

namespace {

constexpr std::uint64_t splitmix(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

constexpr ZobristKeys buildKeys() {
    ZobristKeys k;
    std::uint64_t state = 0x5472692d44ull; // fixed: hashes are stable across runs
    for (auto& square : k.piece)
        for (auto& key : square) key = splitmix(state);
    for (auto& pin : k.board)
        for (auto& key : pin) key = splitmix(state);
    for (auto& key : k.castling) key = splitmix(state);
    for (auto& key : k.enPassant) key = splitmix(state);
    for (auto& key : k.pending) key = splitmix(state);
    k.side = splitmix(state);
    return k;
}

} // namespace

constexpr ZobristKeys kZobristKeys = buildKeys();

void TriDPosition::put(int square, std::uint8_t piece) {
    board[square] = piece;
    occupied |= 1ull << tables().square[square].cell;
    cellsOf[piece & 15] |= 1ull << tables().square[square].cell;
    squaresOf[colourOf(piece)][square / 64] |= 1ull << (square % 64);
    hash ^= zobrist().piece[square][piece & 31];
    if (typeOf(piece) == King) king[colourOf(piece)] = std::int8_t(square);
}

std::uint8_t TriDPosition::remove(int square) {
    const std::uint8_t piece = board[square];
    board[square] = 0;
    hash ^= zobrist().piece[square][piece & 31];
    squaresOf[colourOf(piece)][square / 64] &= ~(1ull << (square % 64));
    const Tables& t = tables();
    const int cell = t.square[square].cell;
    // Usually the piece was alone in its cell: the squares' bit sets tell without a look at
    // the cell's other squares.
    const std::array<std::uint64_t, 2>& cellSquares = t.squareBitsOfCell[cell];
    const bool stillOccupied = ((squaresOf[0][0] | squaresOf[1][0]) & cellSquares[0]) |
                               ((squaresOf[0][1] | squaresOf[1][1]) & cellSquares[1]);
    bool sameStays = false;
    if (stillOccupied) {
        for (int i = 0; i < t.squareCountOfCell[cell]; ++i)
            sameStays |= (board[t.squaresOfCell[cell][i]] & 15) == (piece & 15);
    } else {
        occupied &= ~(1ull << cell);
    }
    if (!sameStays) cellsOf[piece & 15] &= ~(1ull << cell);
    return piece;
}

void TriDPosition::placeBoard(int pin, int owner) {
    pinOwner[pin] = std::int8_t(owner);
    hash ^= zobrist().board[pin][owner];
}

void TriDPosition::liftBoard(int pin) {
    hash ^= zobrist().board[pin][pinOwner[pin]];
    pinOwner[pin] = -1;
}

bool TriDPosition::cellAttacked(int cell, int colour, std::uint64_t occupancy,
                                const std::array<std::uint64_t, 16>& pieceCells) {
    const Tables& t = tables();
    const int c = colour ? kColourBit : 0;
    if (t.knightMask[cell] & pieceCells[Knight | c]) return true;
    if (t.kingMask[cell] & pieceCells[King | c]) return true;
    if (t.pawnAttackers[colour][cell] & pieceCells[Pawn | c]) return true;
    const std::uint64_t queens = pieceCells[Queen | c];
    const std::uint64_t orthogonal = queens | pieceCells[Rook | c],
                        diagonal = queens | pieceCells[Bishop | c];
    // Directions 0-3 for rooks and queens, 4-7 for bishops and queens; a group is walked only
    // when one of its rays holds such a slider.
    const auto lineAttacked = [&](int first, std::uint64_t sliders) {
        if (!(t.lineMask[first / 4][cell] & sliders)) return false;
        for (int d = first; d < first + 4; ++d) {
            if (!(t.rayMask[cell][d] & sliders)) continue;
            const std::uint64_t blockers = t.rayMask[cell][d] & occupancy;
            if (!blockers) continue;
            // The nearest occupied cell along the ray is the only one that can attack.
            const int nearest =
                kDirAscending[d] ? __builtin_ctzll(blockers) : 63 - __builtin_clzll(blockers);
            if (sliders >> nearest & 1) return true;
        }
        return false;
    };
    return lineAttacked(0, orthogonal) || lineAttacked(4, diagonal);
}

bool TriDPosition::isPawnStartSquare(int square, int colour) const {
    return tables().pawnStart[colour][square];
}

void TriDPosition::clearCastlingAt(int square) {
    if (!castling) return; // the usual case after the opening: nothing to look up
    const std::uint8_t lost = castlingRightsLostAt(square);
    if (!(castling & lost)) return;
    hash ^= zobrist().castling[castling];
    castling &= std::uint8_t(~lost);
    hash ^= zobrist().castling[castling];
}

bool TriDPosition::apply(const TriDStep& step) {
    switch (step.kind) {
    case StepKind::PieceMove: {
        const bool irreversible =
            typeOf(board[step.from]) == Pawn || (step.flags & (Capture | EnPassant));
        movePiece(step);
        return irreversible;
    }
    case StepKind::Castle:
        castle(step);
        return false;
    case StepKind::BoardMove: {
        bool carriesPawn = false;
        for (int q = 0; q < 4; ++q) carriesPawn |= typeOf(board[pinSquare(step.from, q)]) == Pawn;
        moveBoard(step);
        return carriesPawn;
    }
    case StepKind::Promotion:
        promote(step);
        return true;
    }
    return false;
}

void TriDPosition::play(const TriDTurn& turn) {
    bool resetClock = false, doubleStep = false;
    for (const TriDStep& step : turn) {
        resetClock |= apply(step);
        doubleStep |= (step.flags & DoubleStep) != 0;
    }
    // The en-passant square lives for one turn: the opponent's reply.
    if (!doubleStep && enPassant >= 0) {
        hash ^= zobrist().enPassant[enPassant];
        enPassant = -1;
    }
    endTurn(resetClock);
}

void TriDPosition::movePiece(const TriDStep& step) {
    std::uint8_t piece = remove(step.from);
    if (step.flags & EnPassant) {
        remove(enPassant);
    } else if (step.flags & Capture) {
        remove(step.to);
    }
    clearCastlingAt(step.from);
    clearCastlingAt(step.to);
    if (typeOf(piece) == Pawn) {
        piece |= kNoDoubleBit;
        if (step.promotion) piece = makePiece(step.promotion, colourOf(piece));
    }
    if (enPassant >= 0) hash ^= zobrist().enPassant[enPassant];
    enPassant = (step.flags & DoubleStep) ? step.to : -1;
    if (enPassant >= 0) hash ^= zobrist().enPassant[enPassant];
    put(step.to, piece);
}

void TriDPosition::castle(const TriDStep& step) {
    const CastlingMove& c = castlingMove(side, step.from);
    const std::uint8_t kingPiece = remove(c.kingFrom);
    const std::uint8_t rookPiece = remove(c.rookFrom);
    put(c.kingTo, kingPiece);
    put(c.rookTo, rookPiece);
    clearCastlingAt(c.kingFrom);
}

void TriDPosition::moveBoard(const TriDStep& step) {
    const int from = step.from, to = step.to;
    int passengerQuadrant = -1;
    std::uint8_t passenger = 0;
    for (int q = 0; q < 4; ++q)
        if (board[pinSquare(from, q)]) {
            passengerQuadrant = q;
            passenger = remove(pinSquare(from, q));
            clearCastlingAt(pinSquare(from, q));
        }
    const int owner = pinOwner[from];
    liftBoard(from);
    placeBoard(to, owner);
    if (passenger) {
        if (typeOf(passenger) == Pawn) passenger |= kNoDoubleBit;
        const int q =
            (step.flags & HalfTurn) ? halfTurnQuadrant(passengerQuadrant) : passengerQuadrant;
        put(pinSquare(to, q), passenger);
    }
    // A pawn left unpromoted under this corner must now promote (section 4, deferred
    // promotion). The mover's own pawn promotes within this turn (a Promotion step follows);
    // the opponent's waits for the first step of its next turn.
    if (from != to) {
        const int corner = deferredPromotionSquare(from);
        if (corner >= 0 && (board[corner] & 15) == makePiece(Pawn, deferredPromotionColour(from)) &&
            deferredPromotionColour(from) != side) {
            pendingPromotion = std::int8_t(corner);
            hash ^= zobrist().pending[corner];
        }
    }
}

void TriDPosition::promote(const TriDStep& step) {
    const std::uint8_t pawn = remove(step.from);
    put(step.from, makePiece(step.promotion, colourOf(pawn)));
    if (pendingPromotion == step.from) {
        hash ^= zobrist().pending[pendingPromotion];
        pendingPromotion = -1;
    }
}

void TriDPosition::endTurn(bool resetHalfmove) {
    halfmove = resetHalfmove ? 0 : std::uint16_t(halfmove + 1);
    if (side == 1) ++fullmove;
    side = std::int8_t(1 - side);
    hash ^= zobrist().side;
}

std::uint64_t TriDPosition::computeHash() const {
    const ZobristKeys& k = zobrist();
    std::uint64_t h = 0;
    for (int s = 0; s < kSquares; ++s)
        if (board[s]) h ^= k.piece[s][board[s] & 31];
    for (int p = 0; p < kPins; ++p)
        if (pinOwner[p] >= 0) h ^= k.board[p][pinOwner[p]];
    h ^= k.castling[castling];
    if (enPassant >= 0) h ^= k.enPassant[enPassant];
    if (pendingPromotion >= 0) h ^= k.pending[pendingPromotion];
    if (side) h ^= k.side;
    return h;
}

bool TriDPosition::deadPosition() const {
    int minors = 0;
    for (const std::uint8_t piece : board) {
        const int type = typeOf(piece);
        if (type == Bishop || type == Knight)
            ++minors;
        else if (type != NoPiece && type != King)
            return false;
    }
    return minors <= 1;
}

} // namespace trellis::trid
