// The Tri-D board as data for models and views (Variant's board section), and the transition
// record of a turn, built from its steps.
#include "Castling.h"
#include "Notation.h"
#include "TriDVariant.h"

namespace trellis::trid {

namespace {

std::string tokenOf(std::uint8_t piece) {
    const char letter = pieceLetter(typeOf(piece));
    return std::string(1, colourOf(piece) ? char(std::tolower(letter)) : letter);
}

// The changes of one step played on `pos` (the position before that step).
void addStepChanges(const TriDPosition& pos, const TriDStep& s, Transition& t) {
    switch (s.kind) {
    case StepKind::PieceMove: {
        const int victim = (s.flags & EnPassant) ? pos.enPassant : s.to;
        if (pos.board[victim])
            t.pieces.push_back({PieceChange::Remove, victim, -1, tokenOf(pos.board[victim])});
        t.pieces.push_back({PieceChange::Move, s.from, s.to, tokenOf(pos.board[s.from])});
        if (s.promotion)
            t.pieces.push_back({PieceChange::Place, -1, s.to,
                                tokenOf(makePiece(s.promotion, colourOf(pos.board[s.from])))});
        break;
    }
    case StepKind::Castle: {
        const CastlingMove& m = castlingMove(pos.side, s.from);
        t.pieces.push_back(
            {PieceChange::Move, m.kingFrom, m.kingTo, tokenOf(pos.board[m.kingFrom])});
        t.pieces.push_back(
            {PieceChange::Move, m.rookFrom, m.rookTo, tokenOf(pos.board[m.rookFrom])});
        break;
    }
    case StepKind::BoardMove: {
        const bool half = s.flags & HalfTurn;
        t.boards.push_back({pinName(s.from), pinName(s.to), half});
        for (int q = 0; q < 4; ++q) {
            const int from = pinSquare(s.from, q);
            const int to = pinSquare(s.to, half ? halfTurnQuadrant(q) : q);
            if (pos.board[from] && from != to)
                t.pieces.push_back({PieceChange::Move, from, to, tokenOf(pos.board[from])});
        }
        break;
    }
    case StepKind::Promotion:
        t.pieces.push_back({PieceChange::Place, -1, s.from,
                            tokenOf(makePiece(s.promotion, colourOf(pos.board[s.from])))});
        break;
    }
}

} // namespace

Transition TriDVariant::transitionOf(const TriDTurn& turn) const {
    const StepPositions before = positionsOfSteps(pos_, turn);
    Transition t;
    for (int i = 0; i < turn.count; ++i) addStepChanges(before.before[i], turn.steps[i], t);
    return t;
}

// Tri-D turns are entered whole, so there are never pending steps.
BoardContents TriDVariant::contents(const std::vector<Step>&) const {
    return contentsOf(pos_);
}

BoardContents contentsOf(const TriDPosition& pos) {
    BoardContents out;
    out.squares.reserve(kSquares);
    for (int s = 0; s < kSquares; ++s) {
        const SquareInfo info = tables().square[s];
        SquareContent sq;
        sq.id = s;
        sq.name = squareName(s);
        sq.file = fileOf(info.cell);
        sq.rank = rankOf(info.cell);
        sq.level = levelName(info.level);
        sq.exists = pos.exists(s);
        if (const std::uint8_t p = pos.board[s]) {
            sq.piece = tokenOf(p);
            sq.colour = colourOf(p);
        }
        out.squares.push_back(std::move(sq));
    }
    for (int p = 0; p < kPins; ++p)
        if (pos.pinOwner[p] >= 0) out.boards.push_back({pinName(p), pos.pinOwner[p]});
    return out;
}

StepClicks TriDVariant::clicksOf(const Turn& turn, int stepIndex) const {
    const Step& s = turn.steps[std::size_t(stepIndex)];
    StepClicks c;
    switch (StepKind(s.kind)) {
    case StepKind::PieceMove:
        c.fromSquare = s.from, c.toSquare = s.to;
        break;
    case StepKind::Castle: {
        const CastlingMove& m = castlingMove(pos_.side, s.from);
        c.fromSquare = m.kingFrom, c.toSquare = m.kingTo;
        break;
    }
    case StepKind::BoardMove:
        c.fromPin = pinName(s.from);
        c.toPin = pinName(s.to);
        break;
    case StepKind::Promotion:
        break;
    }
    return c;
}

int TriDVariant::clickedStep(const Turn& turn, int fromStep) const {
    for (int i = fromStep; i < int(turn.steps.size()); ++i)
        if (StepKind(turn.steps[std::size_t(i)].kind) != StepKind::Promotion) return i;
    return fromStep;
}

int TriDVariant::checkedKing() {
    return pos_.inCheck(pos_.side) ? pos_.king[pos_.side] : -1;
}

// Tri-D turns are chosen whole (promotion piece, half-turn): the turn's own text.
std::string TriDVariant::stepLabel(const Turn& turn, int, Notation notation) {
    return turnText(turn, notation);
}

int TriDVariant::squareId(std::string_view name) const {
    return parseSquare(name);
}

} // namespace trellis::trid
