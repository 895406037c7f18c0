#include "Notation.h"

namespace trellis::trid {

StepPositions positionsOfSteps(const TriDPosition& pos, const TriDTurn& turn) {
    StepPositions p;
    TriDPosition current = pos;
    for (int i = 0; i < turn.count; ++i) {
        p.before[i] = current;
        current.apply(turn.steps[i]);
    }
    return p;
}

namespace {

std::string boardStepText(const TriDStep& step) {
    std::string out = pinName(step.from);
    if (step.to != step.from) out += '-' + pinName(step.to);
    if (step.flags & HalfTurn) out += "^180";
    return out;
}

std::string compositeStep(const TriDPosition& before, const TriDStep& step) {
    switch (step.kind) {
    case StepKind::Castle:
        return step.from == 0 ? "O-O" : "O-O-O";
    case StepKind::BoardMove:
        return boardStepText(step);
    case StepKind::Promotion:
        return squareName(step.from) + '=' + pieceLetter(step.promotion);
    case StepKind::PieceMove:
        break;
    }
    std::string out(1, pieceLetter(typeOf(before.board[step.from])));
    out += squareName(step.from);
    out += (step.flags & Capture) ? 'x' : '-';
    out += squareName(step.to);
    if (step.promotion) out += std::string("=") + pieceLetter(step.promotion);
    if (step.flags & EnPassant) out += " e.p.";
    return out;
}

} // namespace

std::string compositeText(const TriDPosition& pos, const TriDTurn& turn) {
    const StepPositions p = positionsOfSteps(pos, turn);
    std::string out;
    for (int i = 0; i < turn.count; ++i) {
        if (i) out += "; ";
        out += compositeStep(p.before[i], turn.steps[i]);
    }
    return out;
}

} // namespace trellis::trid
