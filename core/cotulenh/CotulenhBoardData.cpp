// The Cotulenh board as data for models and views (Variant's board section), and the
// transition record of a turn, built step by step from the squares each step changed.
#include "CotulenhVariant.h"
#include "Geometry.h"

#include <cctype>

namespace trellis::cotulenh {

namespace {

// A square's token ("T", "+t", "(N+FT)"): its pieces, carrier first.
std::string tokenOf(const std::vector<PieceInfo>& pieces) {
    std::string token;
    for (const PieceInfo& p : pieces) {
        if (p.heroic) token += '+';
        const char letter = kPieceLetters[p.type];
        token += p.color == Red ? letter : char(std::tolower(letter));
    }
    return pieces.size() > 1 ? "(" + token + ")" : token;
}

std::vector<std::string> tokensOf(const CotulenhVariant& board) {
    std::vector<std::string> out(kSquares);
    for (int s = 0; s < kSquares; ++s) out[std::size_t(s)] = tokenOf(board.piecesAt(s));
    return out;
}

// The moving unit's token: the pieces of `from` whose roles move.
std::string movingToken(const CotulenhVariant& board, const Move& m) {
    std::vector<PieceInfo> moving;
    for (const PieceInfo& p : board.piecesAt(m.from))
        if (m.roles & roleBit(p.type)) moving.push_back(p);
    return tokenOf(moving);
}

// The changes of one step, from the squares before and after it. A captured piece is removed
// before the mover arrives; what is left behind or joined is placed after.
void addStepChanges(const std::vector<std::string>& before, const std::vector<std::string>& after,
                    const Move& m, const std::string& mover, Transition& t) {
    const bool moves = !(m.flags & FlagStay) && after[m.from] != before[m.from];
    std::vector<bool> done(before.size(), false);
    if (moves) {
        if (!before[m.to].empty() && (m.flags & kCaptureFlags))
            t.pieces.push_back({PieceChange::Remove, m.to, -1, before[m.to]});
        t.pieces.push_back({PieceChange::Move, m.from, m.to, mover});
        if (after[m.to] != mover) t.pieces.push_back({PieceChange::Place, -1, m.to, after[m.to]});
        if (!after[m.from].empty())
            t.pieces.push_back({PieceChange::Place, -1, m.from, after[m.from]});
        done[m.from] = done[m.to] = true;
    }
    for (std::size_t s = 0; s < before.size(); ++s) {
        if (done[s] || before[s] == after[s]) continue;
        if (after[s].empty())
            t.pieces.push_back({PieceChange::Remove, int(s), -1, before[s]});
        else
            t.pieces.push_back({PieceChange::Place, -1, int(s), after[s]});
    }
}

} // namespace

const char* terrainName(Terrain t) {
    return t == Terrain::Water ? "water" : t == Terrain::Mixed ? "mixed" : "land";
}

Transition CotulenhVariant::transitionOf(const std::vector<Move>& steps) const {
    CotulenhVariant copy(*this);
    Transition t;
    std::vector<std::string> before = tokensOf(copy);
    for (const Move& m : steps) {
        const std::string mover = movingToken(copy, m);
        if (!copy.playStep(m)) break;
        if (copy.inSession() && copy.canCommit() && &m == &steps.back()) copy.commitSession();
        std::vector<std::string> after = tokensOf(copy);
        addStepChanges(before, after, m, mover, t);
        before = std::move(after);
    }
    return t;
}

BoardContents CotulenhVariant::contents(const std::vector<Step>& pending) const {
    CotulenhVariant session(*this);
    if (!pending.empty()) {
        Turn steps;
        steps.steps = pending;
        for (const Move& m : session.toMoves(steps)) session.playStep(m);
    }
    BoardContents out;
    out.squares.reserve(kSquares);
    for (int id = 0; id < kSquares; ++id) {
        SquareContent s;
        s.id = id;
        s.file = fileOf(id);
        s.rank = rankOf(id) + 1;
        s.name = squareName(id);
        s.terrain = terrainName(terrainAt(id));
        const std::vector<PieceInfo> pieces = session.piecesAt(id);
        s.piece = tokenOf(pieces);
        if (!pieces.empty()) s.colour = pieces.front().color == Red ? 0 : 1;
        out.squares.push_back(std::move(s));
    }
    return out;
}

StepClicks CotulenhVariant::clicksOf(const Turn& turn, int stepIndex) const {
    const Step& s = turn.steps[std::size_t(stepIndex)];
    StepClicks c;
    c.fromSquare = s.from;
    c.toSquare = s.to;
    return c;
}

int CotulenhVariant::clickedStep(const Turn&, int fromStep) const {
    return fromStep;
}

int CotulenhVariant::checkedKing() {
    if (!status().check) return -1;
    return board_.position().commanderSquare(board_.position().side());
}

// The step alone ("F>c2"), written as the engine writes deploy steps, after the earlier steps
// of the turn have been played in a session.
std::string CotulenhVariant::stepLabel(const Turn& turn, int index, Notation notation) {
    CotulenhVariant copy(*this);
    const auto moves = copy.toMoves(turn);
    for (int i = 0; i < index; ++i) copy.playStep(moves[std::size_t(i)]);
    return copy.stepText(moves[std::size_t(index)],
                         notation == Notation::Lan ? Notation::Lan : Notation::San);
}

int CotulenhVariant::squareId(std::string_view name) const {
    return parseSquare(name);
}

} // namespace trellis::cotulenh
