// Deploy-session moves of Board: the remaining pieces' steps, completion, and recombination.
#include "Board.h"
#include "Geometry.h"
#include "PieceRules.h"

namespace trellis::cotulenh {

void Board::sessionSteps(MoveList& out, bool withRecombine) {
    MoveGenerator gen(pos_);
    const std::uint16_t remaining = session_.remaining();
    const StackShape& shape = stackShape(session_.original.roles);
    for (int i = 0; i < shape.count; ++i) {
        const std::uint16_t bit = roleBit(shape.order[i]);
        if (remaining & bit)
            gen.unitMoves(session_.square, bit, std::uint16_t(session_.original.heroic & bit), true,
                          out);
    }
    if (withRecombine) addRecombinations(out);
}

// A session is complete when no piece remains or the remaining pieces have no step.
bool Board::sessionComplete() {
    if (session_.remaining() == 0) return true;
    MoveList list;
    sessionSteps(list, false);
    if (!list.empty()) return false;
    addRecombinations(list);
    return list.empty();
}

// Recombination offers: a remaining piece joining a piece deployed earlier in this session,
// valid when the joined stack may stand there and the session, rewritten as if the earlier
// step had moved the joined stack, replays legally. A recombination replaces the ordinary
// step of the same piece to the same square.
void Board::addRecombinations(MoveList& out) {
    if (session_.count == 0) return;
    const std::uint16_t remaining = session_.remaining();
    if (remaining == 0) return;
    const StackShape& shape = stackShape(session_.original.roles);
    std::uint16_t offered[kPieceTypes] = {}; // per piece type: squares already offered (by step)
    for (int p = 0; p < shape.count; ++p) {
        const int type = shape.order[p];
        const std::uint16_t bit = roleBit(type);
        if (!(remaining & bit)) continue;
        for (int i = 0; i < session_.count; ++i) {
            const Move& step = session_.steps[i];
            // A stay or suicide capture left no piece of ours on its square to join: a piece
            // going there makes a plain step (the platform lists "N>&b7" there and cannot play
            // it; "N>b7" is the turn).
            if ((step.flags & (FlagStay | FlagSuicide)) && !engineRecombination_) continue;
            const std::uint16_t joined = combineRoles(step.roles, bit);
            if (!joined || !canStand(carrierOf(joined), step.to)) continue;
            const int first = session_.stepTo(step.to, engineRecombination_);
            if (offered[type] & (1u << first)) continue;
            if (!recombineValid(first, type)) continue;
            offered[type] |= std::uint16_t(1u << first);
            Move m;
            m.from = session_.square;
            m.to = step.to;
            m.flags = FlagDeploy | FlagCombination;
            m.carrier = std::uint8_t(type);
            m.roles = bit;
            m.heroic = std::uint16_t(session_.original.heroic & bit);
            m.target = pos_.at(step.to).roles;
            int replace = -1;
            for (int k = 0; k < out.size() && replace < 0; ++k)
                if (out[k].carrier == type && out[k].to == m.to) replace = k;
            if (replace >= 0)
                out[replace] = m;
            else
                out.push(m);
        }
    }
}

// The rewritten session: step `index` carries the recombining piece too. Like the engine,
// the joining piece comes without its heroic flag.
static void rewriteSteps(const DeploySession& s, int index, int type, Move* out) {
    for (int i = 0; i < s.count; ++i) out[i] = s.steps[i];
    out[index].roles = std::uint16_t(out[index].roles | roleBit(type));
    out[index].carrier = std::uint8_t(carrierOf(out[index].roles));
}

bool Board::recombineValid(int index, int type) {
    const DeploySession saved = session_;
    Move steps[DeploySession::kMaxSteps];
    rewriteSteps(saved, index, type, steps);
    rollback(saved.marks[0]);
    session_ = DeploySession{};
    const bool ok = replay(steps, saved.count);
    rollback(saved.marks[0]);
    for (int i = 0; i < saved.count; ++i) applyStep(saved.steps[i]);
    session_ = saved;
    return ok;
}

bool Board::tryRecombine(int index, int type) {
    const DeploySession saved = session_;
    Move steps[DeploySession::kMaxSteps];
    rewriteSteps(saved, index, type, steps);
    rollback(saved.marks[0]);
    session_ = DeploySession{};
    if (replay(steps, saved.count)) return true;
    rollback(saved.marks[0]);
    for (int i = 0; i < saved.count; ++i) applyStep(saved.steps[i]);
    session_ = saved;
    return false;
}

// Replays rewritten steps from the turn start the way the engine re-validates them: each must
// match exactly one listed move of its carrier (same destination, stay and deploy kind); the
// listed move's own flags win when they differ. The session must not finish early.
bool Board::replay(const Move* steps, int count) {
    const int square = steps[0].from;
    for (int k = 0; k < count; ++k) {
        const Move& want = steps[k];
        MoveList list;
        if (k == 0) {
            MoveGenerator(pos_).squareMoves(square, list);
        } else {
            sessionSteps(list, false);
        }
        const Move* found = nullptr;
        int matches = 0;
        for (const Move& m : list) {
            if (m.to != want.to || m.carrier != want.carrier) continue;
            if ((m.flags & FlagStay) != (want.flags & FlagStay)) continue;
            if ((m.flags & FlagDeploy) != (want.flags & FlagDeploy)) continue;
            if (k == 0 && !legalAtTurnStart(m)) continue;
            found = &m;
            ++matches;
        }
        if (matches != 1) return false;
        const Move chosen = found->flags == want.flags ? want : *found;
        // The engine's board refuses what cannot be built: a joined stack outside the
        // blueprint list, a unit on terrain it cannot stand on, pieces not on the square.
        const Cell& at = pos_.at(chosen.to);
        if ((pos_.at(square).roles & chosen.roles) != chosen.roles) return false;
        if ((chosen.flags & FlagCombination) && !combineRoles(chosen.roles, at.roles)) return false;
        if (!(chosen.flags & (FlagCombination | FlagStay | FlagSuicide)) &&
            !canStand(carrierOf(chosen.roles), chosen.to))
            return false;
        if (k == 0) {
            session_ = DeploySession{};
            session_.active = true;
            session_.square = std::uint8_t(square);
            session_.original = pos_.at(square);
        }
        session_.marks[session_.count] = std::uint32_t(log_.size());
        session_.steps[session_.count++] = chosen;
        applyStep(chosen);
        if (k + 1 < count) {
            if (session_.remaining() == 0) return false;
            MoveList next;
            sessionSteps(next, false);
            if (next.empty()) return false;
        }
    }
    return true;
}

} // namespace trellis::cotulenh
