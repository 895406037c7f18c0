#include "San.h"

#include "Fen.h"
#include "MoveGenerator.h"

#include <algorithm>
#include <span>

namespace trellis::chess {

namespace {

int pieceTypeFromLetter(char c) {
    switch (c) {
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
    case 'P':
        return Pawn;
    default:
        return NoType;
    }
}

int promotionFromLetter(char c) {
    const int type = pieceTypeFromLetter(c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c);
    return type >= Knight && type <= Queen ? type : NoType;
}

Result<Move> unreadable(std::string_view text, std::string_view part) {
    return Result<Move>::failure(
        Error{ErrorCode::TurnUnreadable, {std::string(text), std::string(part)}});
}

// O-O and O-O-O, written with capital O, zero or lower-case o.
bool isCastling(std::string_view s, bool& queenside) {
    if (s.size() != 3 && s.size() != 5) return false;
    const char o = s[0];
    if (o != 'O' && o != '0' && o != 'o') return false;
    for (std::size_t i = 1; i < s.size(); ++i)
        if (s[i] != (i % 2 ? '-' : o)) return false;
    queenside = s.size() == 5;
    return true;
}

// Whether the move (not a castling) leaves its own king unattacked: the board after it seen
// through the occupancy, with the captured piece taken off.
bool keepsKingSafe(const Position& pos, Move m) {
    const int us = pos.side, from = m.from(), to = m.to();
    const Bitboard captured = bit(m.isEnPassant() ? to ^ 8 : to);
    const Bitboard occ = (pos.occupied() & ~bit(from) & ~captured) | bit(to);
    const int king = pos.kingSquare(us) == from ? to : pos.kingSquare(us);
    return !(pos.attackersOf(king, us ^ 1, occ) & ~captured);
}

// The pawn move to `to` that `s` names: "" a push (single or double), "ex" a capture from that
// file; the null Move when the board has no such pawn move (its legality is not tested here).
Move quickPawnMove(const Position& pos, std::string_view s, int to, int promotion) {
    const int us = pos.side, up = us == White ? 8 : -8;
    const int lastRank = us == White ? 7 : 0;
    if ((rankOf(to) == lastRank) != (promotion != NoType)) return Move();
    const Bitboard pawns = pos.pieces(us, Pawn);
    int from = -1, kind = Quiet;
    if (s.empty()) { // a push, single or double
        if (pos.board[to]) return Move();
        from = to - up;
        if (from >= 0 && from < 64 && !(pawns & bit(from)) && !pos.board[from] &&
            rankOf(to) == (us == White ? 3 : 4)) {
            from -= up;
            kind = DoublePush;
        }
    } else { // "ex": a capture from that file
        const int file = s[0] - 'a';
        if (file - fileOf(to) != 1 && fileOf(to) - file != 1) return Move();
        from = to - up + (file - fileOf(to));
        if (to == pos.enPassant && !pos.board[to])
            kind = EnPassantCapture;
        else if (pos.board[to] && colourOf(pos.board[to]) != us)
            kind = Capture;
        else
            return Move();
    }
    if (from < 0 || from >= 64 || !(pawns & bit(from))) return Move();
    if (promotion != NoType) kind = PromoteKnight + (promotion - Knight) + (kind & Capture);
    return Move(from, to, kind);
}

// The common shapes of SAN ("Nf3", "Nbd7", "R1e2", "Qxd5", "e4", "exd5", "e8=Q"), read by
// looking back from the target square for the pieces that can reach it: the one legal move
// among them. Anything else (castling, no move or more than one, unusual spellings) is left
// to the full reading, which words the errors: the null Move. (Not a std::optional: its flag
// byte, written apart from the move and read back with it, stalled the store forwarding, a
// fifth of this function's time in an import.)
Move quickSan(const Position& pos, std::string_view s) {
    if (s.size() < 2 || s.size() > 7) return Move();
    const int letter = pieceTypeFromLetter(s.front());
    const int type = letter == NoType ? Pawn : letter;
    if (type != Pawn) s.remove_prefix(1);
    int promotion = NoType;
    if (s.size() >= 3 && s.back() >= 'B' && s.back() <= 'R') {
        promotion = pieceTypeFromLetter(s.back());
        if (promotion < Knight || promotion > Queen || type != Pawn) return Move();
        s.remove_suffix(s[s.size() - 2] == '=' ? 2 : 1);
    }
    if (s.size() < 2) return Move();
    const int to = parseSquare(s.substr(s.size() - 2));
    if (to < 0) return Move();
    s.remove_suffix(2);
    if (type == Pawn) {
        if (!s.empty() && (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] != 'x')) return Move();
        const Move m = quickPawnMove(pos, s, to, promotion);
        return m.isNull() || !keepsKingSafe(pos, m) ? Move() : m;
    }
    const int us = pos.side;
    if (pos.byColour[us] & bit(to)) return Move();
    Bitboard from = pos.pieces(us, type);
    const Bitboard occ = pos.occupied();
    from &= type == Knight   ? knightAttacks(to)
            : type == King   ? kingAttacks(to)
            : type == Bishop ? bishopAttacks(to, occ)
            : type == Rook   ? rookAttacks(to, occ)
                             : queenAttacks(to, occ);
    if (!s.empty() && s.back() == 'x') s.remove_suffix(1);
    if (!s.empty() && s.front() >= 'a' && s.front() <= 'h') {
        from &= kFileA << (s.front() - 'a');
        s.remove_prefix(1);
    }
    if (!s.empty() && s.front() >= '1' && s.front() <= '8') {
        from &= kRank1 << (8 * (s.front() - '1'));
        s.remove_prefix(1);
    }
    if (!s.empty()) return Move();
    const int kind = pos.board[to] ? Capture : Quiet;
    Move found;
    while (from) {
        const Move m(popLowest(from), to, kind);
        if (!keepsKingSafe(pos, m)) continue;
        if (!found.isNull()) return Move(); // ambiguous: the full reading names the candidates
        found = m;
    }
    return found;
}

} // namespace

std::string sanText(const Position& pos, Move move, const Move* legal, int count) {
    if (move.kind() == CastleKingside) return "O-O";
    if (move.kind() == CastleQueenside) return "O-O-O";
    const int from = move.from(), to = move.to();
    const int type = typeOf(pos.board[from]);
    std::string out;
    if (type == Pawn) {
        if (move.isCapture()) out = {char('a' + fileOf(from)), 'x'};
        out += squareName(to);
        if (move.isPromotion()) {
            out += '=';
            out += pieceLetter(move.promotion());
        }
        return out;
    }
    out = pieceLetter(type);
    bool others = false, sameFile = false, sameRank = false;
    for (int i = 0; i < count; ++i) {
        const Move m = legal[i];
        if (m.to() != to || m.from() == from || typeOf(pos.board[m.from()]) != type) continue;
        others = true;
        sameFile |= fileOf(m.from()) == fileOf(from);
        sameRank |= rankOf(m.from()) == rankOf(from);
    }
    if (others) {
        if (!sameFile)
            out += char('a' + fileOf(from));
        else if (!sameRank)
            out += char('1' + rankOf(from));
        else
            out += squareName(from);
    }
    if (move.isCapture()) out += 'x';
    out += squareName(to);
    return out;
}

std::string checkSuffix(const Position& pos, Move move) {
    Position next = pos;
    next.play(move);
    if (!next.inCheck()) return {};
    Move replies[kMaxMoves];
    return generateMoves(next, replies) == 0 ? "#" : "+";
}

std::string_view stripTurnSuffixes(std::string_view s) {
    // Most turns end on a square's rank or a promotion's letter and start with a letter.
    if (!s.empty() && s.front() != ' ' && s.front() != '\t' &&
        ((s.back() >= '1' && s.back() <= '8') || (s.back() >= 'A' && s.back() <= 'Z')))
        return s;
    for (;;) {
        while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
        const std::size_t before = s.size();
        while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '+' ||
                              s.back() == '#' || s.back() == '!' || s.back() == '?'))
            s.remove_suffix(1);
        if (s.size() >= 4 && s.substr(s.size() - 4) == "e.p.") s.remove_suffix(4);
        if (s.size() == before) return s;
    }
}

Result<Move> singleCandidate(const Position& pos, std::string_view text,
                             std::span<const Move> candidates) {
    if (candidates.size() == 1) return candidates.front();
    if (candidates.empty())
        return Result<Move>::failure(Error{ErrorCode::TurnNoMatch, {std::string(text)}});
    Move legal[kMaxMoves];
    const int count = generateMoves(pos, legal);
    std::vector<std::string> names;
    for (const Move m : candidates) names.push_back(sanText(pos, m, legal, count));
    std::sort(names.begin(), names.end());
    std::string joined;
    for (const std::string& n : names) joined += (joined.empty() ? "" : ", ") + n;
    return Result<Move>::failure(Error{ErrorCode::TurnAmbiguous, {std::string(text), joined}});
}

Result<Move> parseSan(const Position& pos, std::string_view text) {
    std::string_view s = stripTurnSuffixes(text);
    if (s.empty()) return Result<Move>::failure(Error{ErrorCode::TurnEmpty, {}});
    if (const Move quick = quickSan(pos, s); !quick.isNull()) return quick;
    // On the stack: a vector's allocation cost a sixth of reading a turn in an import.
    Move candidates[kMaxMoves];
    int found = 0;

    // Only the legal moves the text can name are generated: those of its piece to its square.
    Move legal[kMaxMoves];
    bool queenside = false;
    if (isCastling(s, queenside)) {
        const int to = (pos.side == White ? 0 : 56) + (queenside ? 2 : 6);
        const int count = generateMovesTo(pos, King, to, legal);
        for (int i = 0; i < count; ++i)
            if (legal[i].kind() == (queenside ? CastleQueenside : CastleKingside))
                candidates[found++] = legal[i];
        return singleCandidate(pos, text, std::span(candidates, std::size_t(found)));
    }

    int type = Pawn;
    if (pieceTypeFromLetter(s.front()) != NoType) {
        type = pieceTypeFromLetter(s.front());
        s.remove_prefix(1);
    }
    int promotion = NoType;
    if (s.size() >= 3 && promotionFromLetter(s.back()) != NoType &&
        (s[s.size() - 2] == '=' || (s[s.size() - 2] >= '1' && s[s.size() - 2] <= '8'))) {
        promotion = promotionFromLetter(s.back());
        s.remove_suffix(1);
        if (s.back() == '=') s.remove_suffix(1);
    }
    if (s.size() < 2 || parseSquare(s.substr(s.size() - 2)) < 0) return unreadable(text, s);
    const int to = parseSquare(s.substr(s.size() - 2));
    s.remove_suffix(2);
    int fromFile = -1, fromRank = -1;
    for (const char c : s) {
        if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0)
            fromFile = c - 'a';
        else if (c >= '1' && c <= '8' && fromRank < 0)
            fromRank = c - '1';
        else if (c == 'x' || c == ':' || c == '-')
            continue;
        else
            return unreadable(text, s);
    }
    if (promotion != NoType && type != Pawn) return unreadable(text, text);

    const int count = generateMovesTo(pos, type, to, legal);
    for (int i = 0; i < count; ++i) {
        const Move m = legal[i];
        const int from = m.from();
        if (typeOf(pos.board[from]) != type || m.isCastle()) continue;
        if (fromFile >= 0 && fileOf(from) != fromFile) continue;
        if (fromRank >= 0 && rankOf(from) != fromRank) continue;
        // A pawn capture names its file; a plain "d5" is a push.
        if (type == Pawn && m.isCapture() && fromFile < 0) continue;
        if (promotion != NoType && m.promotion() != promotion) continue;
        candidates[found++] = m;
    }
    return singleCandidate(pos, text, std::span(candidates, std::size_t(found)));
}

} // namespace trellis::chess
