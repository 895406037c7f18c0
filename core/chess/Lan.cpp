#include "Lan.h"

#include "Fen.h"
#include "MoveGenerator.h"
#include "San.h"

#include <vector>

namespace trellis::chess {

std::string lanText(Move move) {
    std::string out = squareName(move.from()) + squareName(move.to());
    if (move.isPromotion()) out += "nbrq"[move.promotion() - Knight];
    return out;
}

Result<Move> parseLan(const Position& pos, std::string_view text) {
    std::string_view s = stripTurnSuffixes(text);
    if (s.empty()) return Result<Move>::failure(Error{ErrorCode::TurnEmpty, {}});
    if (s.size() >= 3 && (s[0] == 'O' || s[0] == '0' || s[0] == 'o') && s[1] == '-')
        return parseSan(pos, text);
    auto unreadable = [&](std::string_view part) {
        return Result<Move>::failure(
            Error{ErrorCode::TurnUnreadable, {std::string(text), std::string(part)}});
    };
    const int from = s.size() >= 2 ? parseSquare(s.substr(0, 2)) : -1;
    if (from < 0) return unreadable(s);
    s.remove_prefix(2);
    if (!s.empty() && (s.front() == '-' || s.front() == 'x')) s.remove_prefix(1);
    const int to = s.size() >= 2 ? parseSquare(s.substr(0, 2)) : -1;
    if (to < 0) return unreadable(s);
    s.remove_prefix(2);
    if (!s.empty() && s.front() == '=') s.remove_prefix(1);
    int promotion = NoType;
    if (s.size() == 1) {
        switch (s.front()) {
        case 'n':
        case 'N':
            promotion = Knight;
            break;
        case 'b':
        case 'B':
            promotion = Bishop;
            break;
        case 'r':
        case 'R':
            promotion = Rook;
            break;
        case 'q':
        case 'Q':
            promotion = Queen;
            break;
        default:
            return unreadable(s);
        }
    } else if (!s.empty()) {
        return unreadable(s);
    }

    Move legal[kMaxMoves];
    const int count = generateMoves(pos, legal);
    std::vector<Move> candidates;
    for (int i = 0; i < count; ++i) {
        const Move m = legal[i];
        if (m.from() != from || m.to() != to) continue;
        if (promotion != NoType && m.promotion() != promotion) continue;
        candidates.push_back(m);
    }
    return singleCandidate(pos, text, candidates);
}

} // namespace trellis::chess
