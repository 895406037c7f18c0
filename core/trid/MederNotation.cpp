#include "Notation.h"

#include <array>
#include <vector>

namespace trellis::trid {

namespace {

// Turns equal to `turn` in every step but `index`, whose step at `index` satisfies `same`.
template <class Same>
std::vector<TriDStep> rivalSteps(const TriDTurn& turn, int index, const TriDTurn* legal, int count,
                                 Same same) {
    std::vector<TriDStep> rivals;
    for (int t = 0; t < count; ++t) {
        const TriDTurn& other = legal[t];
        if (other.count != turn.count || other == turn) continue;
        bool othersEqual = true;
        for (int i = 0; i < turn.count; ++i)
            othersEqual &= i == index || other.steps[i] == turn.steps[i];
        if (othersEqual && same(other.steps[index])) rivals.push_back(other.steps[index]);
    }
    return rivals;
}

struct Origin {
    int file, rank, level;
};

Origin originOf(int square) {
    const SquareInfo s = tables().square[square];
    return {fileOf(s.cell), rankOf(s.cell), s.level};
}

// Departure hints (Meder E11): the first of file, rank, level, then pairs, then all three,
// that tells the move apart from every rival.
std::string pieceHint(int from, const std::vector<TriDStep>& rivals) {
    if (rivals.empty()) return {};
    const Origin o = originOf(from);
    static constexpr std::array<int, 7> subsets{1, 2, 4, 3, 5, 6, 7}; // bits: file, rank, level
    for (const int bits : subsets) {
        bool unique = true;
        for (const TriDStep& r : rivals) {
            const Origin ro = originOf(r.from);
            const bool alike = (!(bits & 1) || ro.file == o.file) &&
                               (!(bits & 2) || ro.rank == o.rank) &&
                               (!(bits & 4) || ro.level == o.level);
            unique &= !alike;
        }
        if (!unique) continue;
        std::string hint;
        if (bits & 1) hint += fileChar(o.file);
        if (bits & 2) hint += char('0' + o.rank);
        if (bits & 4) hint += levelName(o.level);
        return hint;
    }
    return {};
}

// Pawns (Meder E12): departure file for captures always, otherwise only when needed; the level
// is added when two pawns of one file could make the move.
std::string pawnHint(int from, bool capture, const std::vector<TriDStep>& rivals) {
    if (!capture && rivals.empty()) return {};
    const Origin o = originOf(from);
    bool sameFile = false;
    for (const TriDStep& r : rivals) sameFile |= originOf(r.from).file == o.file;
    std::string hint(1, fileChar(o.file));
    if (sameFile) hint += levelName(o.level);
    return hint;
}

std::string pieceStep(const TriDPosition& before, const TriDTurn& turn, int index,
                      const TriDTurn* legal, int count) {
    const TriDStep& step = turn.steps[index];
    const int type = typeOf(before.board[step.from]);
    const auto rivals = rivalSteps(turn, index, legal, count, [&](const TriDStep& s) {
        return s.kind == StepKind::PieceMove && s.to == step.to && s.promotion == step.promotion &&
               s.from != step.from && typeOf(before.board[s.from]) == type;
    });
    const bool capture = step.flags & Capture;
    std::string out;
    if (type == Pawn)
        out = pawnHint(step.from, capture, rivals);
    else {
        out = pieceLetter(type);
        out += pieceHint(step.from, rivals);
    }
    if (capture) out += 'x';
    out += squareNameMeder(step.to);
    if (step.promotion) out += pieceLetter(step.promotion);
    if (step.flags & EnPassant) out += " e.p.";
    return out;
}

std::string boardStep(const TriDTurn& turn, int index, const TriDTurn* legal, int count) {
    const TriDStep& step = turn.steps[index];
    const bool needsOrigin =
        (step.flags & HalfTurn) || !rivalSteps(turn, index, legal, count, [&](const TriDStep& s) {
                                        return s.kind == StepKind::BoardMove && s.to == step.to &&
                                               s.from != step.from && !(s.flags & HalfTurn);
                                    }).empty();
    if (!needsOrigin) return pinName(step.to);
    std::string out = pinName(step.from);
    if (step.to != step.from) out += '-' + pinName(step.to);
    if (step.flags & HalfTurn) out += "^180";
    return out;
}

} // namespace

std::string mederText(const TriDPosition& pos, const TriDTurn& turn, const TriDTurn* legal,
                      int legalCount) {
    const StepPositions p = positionsOfSteps(pos, turn);
    std::string out;
    for (int i = 0; i < turn.count; ++i) {
        if (i) out += ';';
        const TriDStep& step = turn.steps[i];
        switch (step.kind) {
        case StepKind::Castle:
            out += step.from == 0 ? "0-0" : "0-0-0";
            break;
        case StepKind::Promotion:
            out += squareNameMeder(step.from) + '=' + pieceLetter(step.promotion);
            break;
        case StepKind::BoardMove:
            out += boardStep(turn, i, legal, legalCount);
            break;
        case StepKind::PieceMove:
            out += pieceStep(p.before[i], turn, i, legal, legalCount);
            break;
        }
    }
    return out;
}

} // namespace trellis::trid
