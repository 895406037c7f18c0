#include "Board.h"

#include "Attacks.h"
#include "Geometry.h"
#include "PieceRules.h"

namespace trellis::cotulenh {

Board::Board() {
    // Reserved once so that make/undo in search and perft never allocate.
    log_.reserve(1 << 14);
    plies_.reserve(1 << 10);
    turnStarts_.reserve(1 << 10);
    turnHashes_.reserve(1 << 10);
    reset(Position{});
}

Board Board::turnStart() const {
    Board out;
    if (!session_.active) {
        out.reset(pos_);
    } else {
        Board undone = *this; // a session is short; its history copy does not grow with the game
        undone.cancelSession();
        out.reset(undone.pos_);
    }
    return out;
}

void Board::reset(const Position& pos) {
    pos_ = pos;
    session_ = DeploySession{};
    log_.clear();
    plies_.clear();
    turnStarts_.clear();
    turnHashes_.assign(1, hash());
}

std::uint64_t Board::hash() const {
    std::uint64_t h = pos_.hash();
    if (session_.active)
        h ^= zobristSession(session_.square, session_.remaining()) ^ session_.key();
    return h;
}

// --- board changes with undo log ------------------------------------------------------------

void Board::setCell(int sq, const Cell& cell) {
    log_.push_back({std::uint8_t(sq), pos_.at(sq)});
    pos_.setCell(sq, cell);
}

void Board::rollback(std::uint32_t mark) {
    while (log_.size() > mark) {
        const CellChange& c = log_.back();
        pos_.setCell(c.square, c.cell);
        log_.pop_back();
    }
}

void Board::applyBoardActions(const Move& m) {
    const Color us = pos_.side();
    const Cell from = pos_.at(m.from);
    const Cell rest{std::uint16_t(from.roles & ~m.roles), std::uint16_t(from.heroic & ~m.roles),
                    from.color};
    const Cell unit{m.roles, std::uint16_t(m.heroic & m.roles), us};
    if (m.flags & FlagSuicide) {
        setCell(m.from, rest);
        setCell(m.to, Cell{});
    } else if (m.flags & FlagStay) {
        setCell(m.to, Cell{});
    } else if (m.flags & FlagCombination) {
        const Cell target = pos_.at(m.to);
        setCell(m.from, rest);
        setCell(m.to, Cell{std::uint16_t(target.roles | unit.roles),
                           std::uint16_t(target.heroic | unit.heroic), us});
    } else {
        setCell(m.from, rest);
        setCell(m.to, unit);
    }
}

void Board::applyStep(const Move& m) {
    const Color us = pos_.side();
    applyBoardActions(m);
    promoteAttackers(us);
    applyLastGuard();
}

// Heroic promotion: every piece of the mover (inside stacks too) that attacks the enemy
// Commander becomes heroic for good.
void Board::promoteAttackers(Color us) {
    const int target = pos_.commanderSquare(opposite(us));
    if (target < 0) return;
    Attacker attackers[64];
    const int n = findAttackers(pos_, target, us, attackers, 64);
    for (int i = 0; i < n; ++i) {
        Cell cell = pos_.at(attackers[i].square);
        const std::uint16_t bit = roleBit(attackers[i].type);
        if (cell.heroic & bit) continue;
        cell.heroic |= bit;
        setCell(attackers[i].square, cell);
    }
}

// Last Guard: a colour left with exactly one non-Commander piece and no stack has it heroic.
void Board::applyLastGuard() {
    for (Color c : {Red, Blue}) {
        if (pos_.stackCount(c) != 0 || pos_.singleCount(c) != 1) continue;
        for (int sq = 0; sq < kSquares; ++sq) {
            const Cell& cell = pos_.at(sq);
            if (cell.empty() || cell.color != c || cell.roles == roleBit(Commander)) continue;
            if (cell.heroic != cell.roles) {
                Cell h = cell;
                h.heroic = h.roles;
                setCell(sq, h);
            }
            break;
        }
    }
}

// --- legality -------------------------------------------------------------------------------

// withPromotions: our heroic promotions only matter to our own safety through air defence
// (a promoted Anti-air, Missile or Navy widens its zone), so the caller may skip them when
// the enemy has no non-heroic Air Force near our Commander.
bool Board::legalAtTurnStart(const Move& m, bool withPromotions) {
    // The first step from a stack holding the Commander is only checked at commit.
    if ((m.flags & FlagDeploy) && (pos_.at(m.from).roles & roleBit(Commander))) return true;
    const auto mark = std::uint32_t(log_.size());
    const Color us = pos_.side();
    applyBoardActions(m);
    if (withPromotions) promoteAttackers(us);
    applyLastGuard();
    bool ok;
    // Like the engine: a lone Commander that stay-captured is only checked for attack.
    // Air defence comes from the board as it is after the move (section 9: the engine's cached
    // zones can lag behind the board; we do not copy that).
    if (!(m.flags & FlagDeploy) && pos_.at(m.from).roles == roleBit(Commander))
        ok = !commanderAttacked(pos_, us);
    else
        ok = !commanderInDanger(pos_, us);
    rollback(mark);
    return ok;
}

namespace {

// A cheap proof that a move leaves our Commander safe, so the full test (make, look for
// attackers, unmake) is needed only for the rest. When the Commander is safe now, a move by
// another piece can only endanger it by emptying or clearing a square on one of its eight rays
// within 5 (the longest attack) or on the line to the enemy Commander (exposure). Air defence
// and Last Guard act at a distance, so positions where they could matter (an enemy non-heroic
// Air Force on those rays, an enemy down to two pieces) always get the full test.
struct SafetyShortcut {
    bool usable = false;
    bool enemyAirNear = false;
    int commander = -1;
    bool aligned[kSquares] = {};

    SafetyShortcut(const Position& pos, Color us) {
        const int cmd = pos.commanderSquare(us);
        if (cmd < 0) return;
        commander = cmd;
        const Color them = opposite(us);
        const int enemy = pos.commanderSquare(them);
        aligned[cmd] = true;
        for (int dir = 0; dir < kDirections; ++dir) {
            const Ray& r = geometry().rays[cmd][dir];
            bool exposureLine = false;
            for (int i = 0; i < r.length; ++i) exposureLine = exposureLine || r.squares[i] == enemy;
            for (int i = 0; i < r.length; ++i) {
                if (i >= 5 && !exposureLine) break;
                const int sq = r.squares[i];
                aligned[sq] = true;
                const Cell& c = pos.at(sq);
                if (i < 5 && c.color == them && (c.roles & ~c.heroic & roleBit(AirForce)))
                    enemyAirNear = true;
            }
        }
        if (enemyAirNear || commanderInDanger(pos, us)) return;
        if (pos.stackCount(them) == 0 && pos.singleCount(them) <= 2) return;
        usable = true;
    }
    bool provesLegal(const Move& m) const {
        if (!usable || (m.roles & roleBit(Commander))) return false;
        // Joining the Commander's square changes its carrier (a Navy carrier is a Navy target).
        if (m.to == commander) return false;
        // A deploy step leaves the rest of the stack on its square: nothing is uncovered.
        const bool fromCleared = !(m.flags & FlagDeploy);
        if (fromCleared && aligned[m.from]) return false;
        if ((m.flags & kCaptureFlags) && aligned[m.to]) return false;
        return true;
    }
    // Our heroic promotions matter to our own safety only through air defence.
    bool promotionsMatter(const Move& m) const {
        return enemyAirNear || (m.roles & roleBit(Commander));
    }
};

} // namespace

void Board::legalMoves(MoveList& out) {
    out.clear();
    if (session_.active) {
        sessionSteps(out, true);
        return;
    }
    MoveGenerator(pos_).allMoves(out);
    const SafetyShortcut shortcut(pos_, pos_.side());
    int kept = 0;
    for (int i = 0; i < out.size(); ++i) {
        const Move& m = out[i];
        if ((shortcut_ && shortcut.provesLegal(m)) ||
            legalAtTurnStart(m, !shortcut_ || shortcut.promotionsMatter(m)))
            out[kept++] = m;
    }
    out.resize(kept);
}

bool Board::canCommit() const {
    if (!session_.active || session_.count == 0) return false;
    const Cell& left = pos_.at(session_.square);
    if (!left.empty() && !canStand(carrierOf(left.roles), session_.square)) return false;
    const Color us = pos_.side();
    if (pos_.commanderSquare(us) < 0) return true;
    return !commanderInDanger(pos_, us);
}

// --- plies ----------------------------------------------------------------------------------

void Board::pushPly(PlyKind kind) {
    plies_.push_back({kind, false, std::uint32_t(log_.size()), session_, pos_.halfmoves(),
                      pos_.fullmoves(), pos_.side()});
}

void Board::endTurn(const Move& first) {
    // Half-move clock: reset only when the first step was a capture that moved (`x`).
    const int half = (first.flags & FlagCapture) ? 0 : pos_.halfmoves() + 1;
    const int full = pos_.side() == Blue ? pos_.fullmoves() + 1 : pos_.fullmoves();
    pos_.setClocks(half, full);
    pos_.setSide(opposite(pos_.side()));
    session_.active = false;
    plies_.back().endedTurn = true;
    int start = int(plies_.size()) - 1;
    while (start > 0 && plies_[start].before.active) --start;
    turnStarts_.push_back(start);
    turnHashes_.push_back(hash());
}

void Board::play(const Move& m) {
    if (!session_.active) {
        if (!(m.flags & FlagDeploy)) {
            pushPly(PlyKind::Move);
            applyStep(m);
            endTurn(m);
            return;
        }
        pushPly(PlyKind::Step);
        session_ = DeploySession{};
        session_.active = true;
        session_.square = m.from;
        session_.original = pos_.at(m.from);
        session_.marks[0] = std::uint32_t(log_.size());
        session_.steps[session_.count++] = m;
        applyStep(m);
    } else {
        const int type = m.carrier;
        const int earlier = session_.stepTo(m.to, engineRecombination_);
        // A remaining passenger moving onto a square an earlier step went to recombines; the
        // engine then rewrites the session, and when that rewrite fails nothing happens.
        if (session_.count > 0 && type != session_.originalCarrier() &&
            (session_.remaining() & roleBit(type)) && earlier >= 0) {
            pushPly(PlyKind::Recombine);
            if (!tryRecombine(earlier, type)) {
                plies_.back().kind = PlyKind::Noop;
                return;
            }
        } else {
            pushPly(PlyKind::Step);
            if (session_.count >= DeploySession::kMaxSteps) return; // cannot happen: 3 pieces
            session_.marks[session_.count] = std::uint32_t(log_.size());
            session_.steps[session_.count++] = m;
            applyStep(m);
        }
    }
    if (sessionComplete() && canCommit()) endTurn(session_.steps[0]);
}

bool Board::commit() {
    if (!canCommit()) return false;
    pushPly(PlyKind::Commit);
    endTurn(session_.steps[0]);
    return true;
}

// Undo restores the logged squares, so it always works. (Section 9: the engine re-places
// pieces on undo and throws when a Navy has left a water square holding land pieces.)
void Board::passTurn() {
    pushPly(PlyKind::Move); // a move that changes no square
    endTurn(Move{});
}

bool Board::undoPly() {
    if (plies_.empty()) return false;
    const PlyRecord rec = plies_.back();
    plies_.pop_back();
    pos_.setClocks(rec.halfmoves, rec.fullmoves);
    pos_.setSide(rec.side); // before any replay below: steps act for the side to move
    if (rec.kind == PlyKind::Recombine) {
        // The rewrite replaced the logged steps: restore the turn start, replay the old ones.
        rollback(rec.before.marks[0]);
        for (int i = 0; i < rec.before.count; ++i) applyStep(rec.before.steps[i]);
    } else if (rec.kind != PlyKind::Noop) {
        rollback(rec.logMark);
    }
    session_ = rec.before;
    if (rec.endedTurn) {
        turnStarts_.pop_back();
        turnHashes_.pop_back();
    }
    return true;
}

void Board::cancelSession() {
    while (session_.active && undoPly()) {
    }
}

bool Board::undoTurn() {
    cancelSession();
    if (turnStarts_.empty()) return false;
    const int start = turnStarts_.back();
    while (int(plies_.size()) > start && undoPly()) {
    }
    return true;
}

void Board::playTurnSteps(const Move* steps, int count) {
    cancelSession();
    if (count == 1 && !(steps[0].flags & FlagDeploy)) {
        pushPly(PlyKind::Move);
        applyStep(steps[0]);
        endTurn(steps[0]);
        return;
    }
    for (int i = 0; i < count && i < DeploySession::kMaxSteps; ++i) {
        pushPly(PlyKind::Step);
        if (i == 0) {
            session_ = DeploySession{};
            session_.active = true;
            session_.square = steps[0].from;
            session_.original = pos_.at(steps[0].from);
        }
        session_.marks[i] = std::uint32_t(log_.size());
        session_.steps[session_.count++] = steps[i];
        applyStep(steps[i]);
    }
    pushPly(PlyKind::Commit);
    endTurn(session_.steps[0]);
}

BoardStatus Board::status() {
    BoardStatus s;
    const Color us = pos_.side();
    s.check = commanderAttacked(pos_, us);
    s.inDanger = s.check || commanderExposed(pos_, us);
    MoveList list;
    legalMoves(list);
    s.checkmate = s.check && list.empty();
    s.stalemate = !s.check && list.empty();
    s.drawFifty = pos_.halfmoves() >= 100;
    s.draw = s.drawFifty || s.stalemate;
    s.commanderCaptured = pos_.commanderSquare(Red) < 0 || pos_.commanderSquare(Blue) < 0;
    s.onlyCommanders = !s.commanderCaptured && pos_.stackCount(Red) == 0 &&
                       pos_.stackCount(Blue) == 0 && pos_.singleCount(Red) == 0 &&
                       pos_.singleCount(Blue) == 0;
    // Section 9: the engine compared move counters and never saw a repetition; we count real
    // repetitions of board, side and session state, as a draw a player may claim.
    if (!session_.active) {
        const std::uint64_t h = hash();
        int seen = 0;
        for (std::uint64_t t : turnHashes_) seen += t == h ? 1 : 0;
        s.repetition = seen >= 3;
    }
    s.gameOver =
        !session_.active && (s.checkmate || s.draw || s.commanderCaptured || s.onlyCommanders);
    return s;
}

} // namespace trellis::cotulenh
