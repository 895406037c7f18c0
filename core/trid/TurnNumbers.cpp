#include "TurnNumbers.h"

#include "variant/Turn.h"

#include <algorithm>
#include <array>
#include <compare>
#include <utility>

namespace trellis::trid {

namespace {

// A turn's steps as Turn holds them, without allocating, ordered as Turn orders them.
struct TurnKey {
    std::array<Step, 4> steps{};
    int count = 0;
    std::strong_ordering operator<=>(const TurnKey& o) const {
        return std::lexicographical_compare_three_way(steps.begin(), steps.begin() + count,
                                                      o.steps.begin(), o.steps.begin() + o.count);
    }
    bool operator==(const TurnKey& o) const { return (*this <=> o) == 0; }
};

// A step's fields as TriDVariant::toTurn gives them, from the position it is played in.
Step stepKey(const TriDPosition& before, const TriDStep& s) {
    const int piece = s.kind == StepKind::PieceMove ? typeOf(before.board[s.from]) : 0;
    return {int(s.kind), s.from, s.to, piece, s.promotion, s.flags};
}

TurnKey keyOf(const TriDPosition& pos, const TriDTurn& turn) {
    TurnKey key;
    std::optional<TriDPosition> later;
    for (int i = 0; i < turn.count; ++i) {
        const TriDStep& s = turn.steps[i];
        key.steps[std::size_t(i)] = stepKey(later ? *later : pos, s);
        if (i + 1 < turn.count) {
            if (!later) later = pos;
            later->apply(s);
        }
    }
    key.count = turn.count;
    return key;
}

// Turn lists of this thread (kMaxTurns turns are too many for a deep caller's stack): the
// position's legal turns, and one piece's.
TriDTurn* allTurns() {
    static thread_local std::array<TriDTurn, kMaxTurns> turns;
    return turns.data();
}
TriDTurn* pieceTurns() {
    static thread_local std::array<TriDTurn, kMaxTurns> turns;
    return turns.data();
}

// The rank of `turn` among the legal turns `legal` (all of them) of `pos`, in Turn order;
// nothing when it is not among them.
std::optional<std::size_t> rankAmong(const TriDPosition& pos, std::span<const TriDTurn> legal,
                                     const TriDTurn& turn) {
    const TurnKey target = keyOf(pos, turn);
    std::size_t less = 0;
    bool found = false;
    for (const TriDTurn& t : legal) {
        // Most turns differ from the target in their first step, which is read from the
        // position itself; only the others need the positions between their steps.
        auto order = stepKey(pos, t.steps[0]) <=> target.steps[0];
        if (order == 0) order = keyOf(pos, t) <=> target;
        less += order < 0;
        found = found || order == 0;
    }
    return found ? std::optional<std::size_t>(less) : std::nullopt;
}

// The legal turn of rank `rank` in Turn order.
std::optional<TriDTurn> turnOfLegalRank(const TriDPosition& pos, std::size_t rank) {
    TriDTurn* legal = allTurns();
    static thread_local std::array<std::pair<TurnKey, int>, kMaxTurns> keys;
    const auto byKey = [](const auto& a, const auto& b) { return a.first < b.first; };
    // Piece moves sort first, by their square, and come by square: the rank-th turn of the
    // pieces' list is of the same piece as the rank-th turn in order, which sorts its own
    // turns alone. Castling and board moves, after them, need the whole list.
    const PieceTurns pieces(pos);
    const int pieceCount = pieces.available() ? pieces.generate(~0u, 0, kSquares, legal) : 0;
    if (rank < std::size_t(pieceCount)) {
        const int from = legal[rank].steps[0].from;
        int begin = int(rank), end = int(rank) + 1;
        while (begin > 0 && legal[begin - 1].steps[0].from == from) --begin;
        while (end < pieceCount && legal[end].steps[0].from == from) ++end;
        for (int i = begin; i < end; ++i) keys[std::size_t(i - begin)] = {keyOf(pos, legal[i]), i};
        const auto nth = keys.begin() + std::ptrdiff_t(int(rank) - begin);
        std::nth_element(keys.begin(), nth, keys.begin() + (end - begin), byKey);
        return legal[nth->second];
    }
    const int n = generateLegalTurns(pos, legal);
    if (rank >= std::size_t(n)) return std::nullopt;
    for (int i = 0; i < n; ++i) keys[std::size_t(i)] = {keyOf(pos, legal[i]), i};
    std::nth_element(keys.begin(), keys.begin() + std::ptrdiff_t(rank), keys.begin() + n, byKey);
    return legal[keys[rank].second];
}

// How many of the mover's pieces stand on squares below `from`.
std::size_t slotOf(const TriDPosition& pos, int from) {
    const std::array<std::uint64_t, 2>& own = pos.squaresOf[std::size_t(pos.side)];
    const std::uint64_t low = from >= 64 ? own[0] : own[0] & ((1ull << from) - 1);
    const std::uint64_t high = from > 64 ? own[1] & ((1ull << (from - 64)) - 1) : 0;
    return std::size_t(__builtin_popcountll(low) + __builtin_popcountll(high));
}

// The square of the mover's piece in `slot` (slotOf's inverse), -1 when it has fewer pieces.
int squareOfSlot(const TriDPosition& pos, std::size_t slot) {
    for (int word = 0; word < 2; ++word) {
        std::uint64_t bits = pos.squaresOf[std::size_t(pos.side)][std::size_t(word)];
        const auto count = std::size_t(__builtin_popcountll(bits));
        if (slot >= count) {
            slot -= count;
            continue;
        }
        for (; slot > 0; --slot) bits &= bits - 1;
        return word * 64 + __builtin_ctzll(bits);
    }
    return -1;
}

// Whether the legal turn `turn` is numbered by its piece and square: one step of a piece in one
// of the first kPieceSlots slots, no promotion, and no other turn of `others` (legal turns that
// include every turn of its piece landing where it lands) starting from its square to its
// square (a promotion's choices, a step that leaves the turn open).
bool byPiece(const TriDTurn& turn, std::span<const TriDTurn> others, std::size_t slot) {
    const TriDStep& s = turn.steps[0];
    if (turn.count != 1 || s.kind != StepKind::PieceMove || s.promotion || slot >= kPieceSlots)
        return false;
    const auto same = [&](const TriDTurn& t) {
        return t.steps[0].kind == StepKind::PieceMove && t.steps[0].from == s.from &&
               t.steps[0].to == s.to;
    };
    return std::count_if(others.begin(), others.end(), same) == 1;
}

// The legal turns of the mover's piece on `from` (nothing when `pieces` is not available).
std::span<const TriDTurn> turnsOfPiece(const PieceTurns& pieces, int from) {
    if (!pieces.available()) return {};
    return {pieceTurns(), std::size_t(pieces.generate(~0u, from, from + 1, pieceTurns()))};
}

bool ownPiece(const TriDPosition& pos, int square) {
    return square >= 0 && square < kSquares && pos.board[std::size_t(square)] &&
           colourOf(pos.board[std::size_t(square)]) == pos.side;
}

// The number of a turn not numbered by its piece, among the legal turns `legal`.
std::optional<std::size_t> otherNumber(const TriDPosition& pos, std::span<const TriDTurn> legal,
                                       const TriDTurn& turn) {
    const std::optional<std::size_t> rank = rankAmong(pos, legal, turn);
    return rank ? std::optional<std::size_t>(kOtherTurns + *rank) : std::nullopt;
}

// The same, the legal turns generated.
std::optional<std::size_t> otherNumber(const TriDPosition& pos, const TriDTurn& turn) {
    const int n = generateLegalTurns(pos, allTurns());
    return otherNumber(pos, std::span<const TriDTurn>(allTurns(), std::size_t(n)), turn);
}

// The number of `turn` by its piece and square, when it has one (byPiece; `others` as there).
std::optional<std::size_t> pieceNumber(const TriDPosition& pos, const TriDTurn& turn,
                                       std::span<const TriDTurn> others) {
    const TriDStep& first = turn.steps[0];
    const std::size_t slot = slotOf(pos, first.from);
    if (!byPiece(turn, others, slot)) return std::nullopt;
    return slot * std::size_t(kSquares) + std::size_t(first.to);
}

} // namespace

std::optional<std::size_t> turnNumber(const TriDPosition& pos, const TriDTurn& turn) {
    if (turn.count == 0) return std::nullopt;
    const TriDStep& first = turn.steps[0];
    if (first.kind == StepKind::PieceMove && ownPiece(pos, first.from)) {
        const PieceTurns pieces(pos);
        if (pieces.available()) {
            const std::span<const TriDTurn> own = turnsOfPiece(pieces, first.from);
            if (std::find(own.begin(), own.end(), turn) == own.end()) return std::nullopt;
            if (const auto number = pieceNumber(pos, turn, own)) return number;
        }
    }
    return otherNumber(pos, turn);
}

std::optional<std::size_t> pieceTurnNumber(const TriDPosition& pos, const TriDTurn& turn,
                                           std::span<const TriDTurn> candidates) {
    if (const auto number = pieceNumber(pos, turn, candidates)) return number;
    return otherNumber(pos, turn);
}

std::optional<std::size_t> legalTurnNumber(const TriDPosition& pos, const TriDTurn& turn,
                                           std::span<const TriDTurn> legal) {
    if (const auto number = pieceNumber(pos, turn, legal)) return number;
    return otherNumber(pos, legal, turn);
}

std::optional<TriDTurn> turnOfNumber(const TriDPosition& pos, std::size_t number) {
    if (number < kOtherTurns) {
        const std::size_t slot = number / std::size_t(kSquares);
        const int to = int(number % std::size_t(kSquares));
        const int from = squareOfSlot(pos, slot);
        if (from < 0) return std::nullopt;
        const std::span<const TriDTurn> own = turnsOfPiece(PieceTurns(pos), from);
        for (const TriDTurn& t : own)
            if (t.steps[0].to == to && byPiece(t, own, slot)) return t;
        return std::nullopt;
    }
    const std::optional<TriDTurn> turn = turnOfLegalRank(pos, number - kOtherTurns);
    if (!turn) return std::nullopt;
    // A turn numbered by its piece has no other number.
    const TriDStep& first = turn->steps[0];
    if (first.kind == StepKind::PieceMove &&
        byPiece(*turn, turnsOfPiece(PieceTurns(pos), first.from), slotOf(pos, first.from)))
        return std::nullopt;
    return turn;
}

} // namespace trellis::trid
