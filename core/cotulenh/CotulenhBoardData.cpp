// The Cotulenh board as data for models and views (Variant's board section), and the
// transition record of a turn, built step by step from the squares each step changed.
#include "CotulenhVariant.h"
#include "Geometry.h"

#include "PieceRules.h"

#include <algorithm>
#include <cctype>

namespace trellis::cotulenh {

namespace {

// A cell's pieces, carrier first (the stack table's order).
std::vector<PieceInfo> piecesOf(const Cell& c) {
    std::vector<PieceInfo> out;
    const StackShape& shape = stackShape(c.roles);
    for (int i = 0; i < shape.count && !c.empty(); ++i)
        out.push_back(
            {PieceType(shape.order[i]), c.color, (c.heroic & roleBit(shape.order[i])) != 0});
    return out;
}

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

std::string tokenOf(const Cell& cell) {
    return tokenOf(piecesOf(cell));
}

// The board as Transition::apply sees it: one square per id, tokens only.
BoardContents tokensOf(const Position& pos) {
    BoardContents out;
    out.squares.resize(kSquares);
    for (int s = 0; s < kSquares; ++s) {
        SquareContent& c = out.squares[std::size_t(s)];
        c.id = s;
        c.piece = tokenOf(pos.at(s));
    }
    return out;
}

// Every square where `state` differs from `after` is set right: a Place of the new token (a
// heroic promotion, a stack re-formed), or a Remove when the square emptied.
void addCorrections(const BoardContents& state, const BoardContents& after, Transition& t) {
    for (std::size_t s = 0; s < after.squares.size(); ++s) {
        const std::string& want = after.squares[s].piece;
        const std::string& have = state.squares[s].piece;
        if (want == have) continue;
        if (want.empty())
            t.pieces.push_back({PieceChange::Remove, int(s), -1, have});
        else
            t.pieces.push_back({PieceChange::Place, -1, int(s), want});
    }
}

// The changes of one step, as the board actions of the step (Board::applyBoardActions) do
// them, so that the moving unit is a Move a view can slide:
//   capture:      Remove the target, Move the unit;
//   stay capture: Remove the target, then a Place of the unchanged stack on its own square (the
//                 unit does not move: the Place changes nothing, but it names the square the
//                 capture came from, which the last-turn tint shows);
//   suicide:      Remove the target, Move the unit, Remove the unit on arrival;
//   combination:  Move the unit, Place the joined stack on the destination;
// and when the unit leaves part of a stack behind, a Place of what stays on the origin right
// after the Move. Heroic promotions and Last Guard (anywhere on the board) follow as Places.
// `state` holds the board before the step (as the changes so far left it) and is advanced.
void addStepChanges(const Position& pos, const Move& m, const BoardContents& after,
                    BoardContents& state, Transition& t) {
    const Cell from = pos.at(m.from);
    const Cell target = pos.at(m.to);
    const Cell rest{std::uint16_t(from.roles & ~m.roles), std::uint16_t(from.heroic & ~m.roles),
                    from.color};
    const Cell unit{m.roles, std::uint16_t(m.heroic & m.roles), from.color};
    const std::string mover = tokenOf(unit);
    Transition step;
    auto add = [&](PieceChange::Kind kind, int fromSq, int toSq, const std::string& piece) {
        step.pieces.push_back({kind, fromSq, toSq, piece});
    };
    if (m.flags & FlagStay) {
        if (!target.empty()) add(PieceChange::Remove, m.to, -1, tokenOf(target));
        add(PieceChange::Place, -1, m.from, tokenOf(from));
    } else {
        const bool combines = (m.flags & FlagCombination) && !target.empty();
        if (!target.empty() && !combines) add(PieceChange::Remove, m.to, -1, tokenOf(target));
        add(PieceChange::Move, m.from, m.to, mover);
        if (!rest.empty()) add(PieceChange::Place, -1, m.from, tokenOf(rest));
        if (combines)
            add(PieceChange::Place, -1, m.to,
                tokenOf(Cell{std::uint16_t(target.roles | unit.roles),
                             std::uint16_t(target.heroic | unit.heroic), from.color}));
        if (m.flags & FlagSuicide) add(PieceChange::Remove, m.to, -1, mover);
    }
    step.apply(state);
    Transition corrections;
    addCorrections(state, after, corrections);
    corrections.apply(state);
    for (const Transition* part : {&step, &corrections})
        t.pieces.insert(t.pieces.end(), part->pieces.begin(), part->pieces.end());
}

bool sameStep(const Move& a, const Move& b) {
    return a.from == b.from && a.to == b.to && a.flags == b.flags && a.roles == b.roles &&
           a.heroic == b.heroic;
}

} // namespace

std::vector<PieceInfo> CotulenhVariant::piecesAt(int square) const {
    if (square < 0 || square >= kSquares) return {};
    return piecesOf(board_.position().at(square));
}

const char* terrainName(Terrain t) {
    return t == Terrain::Water ? "water" : t == Terrain::Mixed ? "mixed" : "land";
}

// The turn is replayed from its start as playTurnSteps plays it (its final steps: a
// recombination already rewritten into the earlier step), and each step is recorded against
// the board before it. From an open session the steps already played are skipped when the turn
// continues them; when it does not (the session was rewritten), the record is the plain
// difference, square by square.
Transition CotulenhVariant::transitionOf(const std::vector<Move>& steps, std::size_t shown) const {
    Board start = board_;
    start.cancelSession();
    std::vector<Position> positions{start.position()};
    for (std::size_t k = 1; k <= steps.size(); ++k) {
        Board b = start;
        b.playTurnSteps(steps.data(), int(k));
        positions.push_back(b.position());
    }
    Transition t;
    std::size_t first = std::min(shown, steps.size());
    BoardContents state = tokensOf(positions[first]);
    if (board_.inSession()) {
        state = tokensOf(board_.position());
        const std::vector<Move> played = sessionSteps();
        const bool continues = played.size() <= steps.size() &&
                               std::equal(played.begin(), played.end(), steps.begin(), sameStep);
        if (!continues) {
            addCorrections(state, tokensOf(positions.back()), t);
            return t;
        }
        first = played.size();
    }
    for (std::size_t k = first; k < steps.size(); ++k)
        addStepChanges(positions[k], steps[k], tokensOf(positions[k + 1]), state, t);
    return t;
}

Transition CotulenhVariant::transitionFrom(const Turn& turn, int shownSteps) const {
    return transitionOf(toMoves(turn), std::size_t(std::max(shownSteps, 0)));
}

BoardContents CotulenhVariant::contents(const std::vector<Step>& pending) const {
    // The pending steps are played as makeTurn plays a turn's steps (playStep would refuse a
    // step whose target field toMoves cannot know, such as a second step joining the first).
    // Inside an open session they continue it, one listed step at a time.
    CotulenhVariant session(*this);
    if (!pending.empty()) {
        Turn steps;
        steps.steps = pending;
        const std::vector<Move> moves = session.toMoves(steps);
        if (session.inSession())
            for (const Move& m : moves) session.playStep(m);
        else
            session.board_.playTurnSteps(moves.data(), int(moves.size()));
    }
    return contentsOf(session.board_.position());
}

BoardContents contentsOf(const Position& pos) {
    BoardContents out;
    out.squares.reserve(kSquares);
    for (int id = 0; id < kSquares; ++id) {
        SquareContent s;
        s.id = id;
        s.file = fileOf(id);
        s.rank = rankOf(id) + 1;
        s.name = squareName(id);
        s.terrain = terrainName(CotulenhVariant::terrainAt(id));
        const std::vector<PieceInfo> pieces = piecesOf(pos.at(id));
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

// The pieces of the step as they stand after the earlier steps of the turn.
Variant::StepPieces CotulenhVariant::stepPieces(const Turn& turn, int index) {
    CotulenhVariant copy(*this);
    const auto moves = copy.toMoves(turn);
    for (int i = 0; i < index; ++i) copy.playStep(moves[std::size_t(i)]);
    const Move& step = moves[std::size_t(index)];
    StepPieces out;
    out.to = step.to;
    out.wholeStack = step.roles == copy.board_.position().at(step.from).roles;
    out.deploy = (step.flags & FlagDeploy) != 0;
    const bool stack = (step.roles & (step.roles - 1)) != 0;
    const int carrier = carrierOf(step.roles);
    for (int type = 0; type < kPieceTypes; ++type) {
        if (!(step.roles & roleBit(type))) continue;
        const std::string letter(1, kPieceLetters[type]);
        if (stack && type == carrier)
            out.carrier = letter;
        else
            out.moving.push_back(letter);
    }
    return out;
}

int CotulenhVariant::squareId(std::string_view name) const {
    return parseSquare(name);
}

} // namespace trellis::cotulenh
