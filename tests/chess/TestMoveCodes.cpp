// The numbers game databases store for chess moves (core/chess/MoveCodes.h): a legal move's
// number is its rank among the pseudo-legal moves in Turn order, checked against those moves
// listed square by square from the rules' geometry (not from attack tables), in the perft
// positions, a ply after them and random positions; every number leads back to its move, or
// to nothing when its pseudo-legal move is not legal; and worked examples.
#include "ChessTestSupport.h"

#include "chess/Fen.h"
#include "chess/MoveCodes.h"
#include "chess/MoveGenerator.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>

using namespace trellis;
using namespace trellis::chess;

namespace {

struct Candidate {
    int from, to, promotion;
    bool operator==(const Candidate&) const = default;
};

// Whether every square strictly between `from` and `to` (on one line) is empty.
bool pathClear(const Position& pos, int from, int to) {
    const int df = (fileOf(to) > fileOf(from)) - (fileOf(to) < fileOf(from));
    const int dr = (rankOf(to) > rankOf(from)) - (rankOf(to) < rankOf(from));
    for (int f = fileOf(from) + df, r = rankOf(from) + dr; squareAt(f, r) != to; f += df, r += dr)
        if (pos.board[squareAt(f, r)]) return false;
    return true;
}

// Whether the piece on `from` may go to `to` by its movement alone (its king's safety not
// asked; castling when the right is held).
bool reaches(const Position& pos, int from, int to) {
    const int us = pos.side, type = typeOf(pos.board[from]);
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    const int adf = std::abs(df), adr = std::abs(dr);
    const int target = pos.board[to];
    switch (type) {
    case Knight:
        return (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
    case Bishop:
        return adf == adr && pathClear(pos, from, to);
    case Rook:
        return (df == 0 || dr == 0) && pathClear(pos, from, to);
    case Queen:
        return (adf == adr || df == 0 || dr == 0) && pathClear(pos, from, to);
    case King: {
        if (std::max(adf, adr) == 1) return true;
        const int home = us == White ? 4 : 60;
        const int right = us == White ? (df > 0 ? WhiteKingside : WhiteQueenside)
                                      : (df > 0 ? BlackKingside : BlackQueenside);
        return from == home && dr == 0 && adf == 2 && (pos.castling & right);
    }
    default: { // a pawn
        const int up = us == White ? 1 : -1;
        if (df == 0 && dr == up) return !target;
        if (df == 0 && dr == 2 * up)
            return rankOf(from) == (us == White ? 1 : 6) && !target && !pos.board[from + 8 * up];
        return adf == 1 && dr == up && (target || to == pos.enPassant);
    }
    }
}

// The side to move's pseudo-legal moves in Turn order: from, to, the promoted type.
std::vector<Candidate> pseudoLegalMoves(const Position& pos) {
    std::vector<Candidate> out;
    for (int from = 0; from < 64; ++from) {
        const int piece = pos.board[from];
        if (!piece || colourOf(piece) != pos.side) continue;
        for (int to = 0; to < 64; ++to) {
            if (to == from || (pos.board[to] && colourOf(pos.board[to]) == pos.side) ||
                !reaches(pos, from, to))
                continue;
            const bool promotes = typeOf(piece) == Pawn && (rankOf(to) == 0 || rankOf(to) == 7);
            if (!promotes) out.push_back({from, to, NoType});
            for (int type = Knight; promotes && type <= Queen; ++type)
                out.push_back({from, to, type});
        }
    }
    return out;
}

int codeOf(const char* fen, const char* lan) {
    const Position pos = *parseFen(fen);
    const std::string text(lan);
    const int from = squareAt(text[0] - 'a', text[1] - '1'),
              to = squareAt(text[2] - 'a', text[3] - '1');
    const int promotion =
        text.size() > 4 ? int(std::string("nbrq").find(text[4])) + Knight : int(NoType);
    return moveCode(pos, *legalMove(pos, from, to, promotion));
}

} // namespace

class TestMoveCodes : public QObject {
    Q_OBJECT

  private slots:
    void codesArePseudoLegalRanks() {
        long long legalCount = 0, illegalCodes = 0;
        for (const Position& pos : chesstest::richPositions(1, 400, 19)) {
            const std::vector<Candidate> pseudo = pseudoLegalMoves(pos);
            Move legal[kMaxMoves];
            const int count = generateMoves(pos, legal);
            for (int i = 0; i < count; ++i) {
                const Move m = legal[i];
                const auto at = std::find(pseudo.begin(), pseudo.end(),
                                          Candidate{m.from(), m.to(), m.promotion()});
                QVERIFY(at != pseudo.end());
                QCOMPARE(moveCode(pos, m), int(at - pseudo.begin()));
                ++legalCount;
            }
            // Every number: its pseudo-legal move when that move is legal, else nothing.
            for (int code = 0; code < int(pseudo.size()) + 4; ++code) {
                const std::optional<Move> back = moveOfCode(pos, code);
                const Candidate* c =
                    code < int(pseudo.size()) ? &pseudo[std::size_t(code)] : nullptr;
                const Move* found =
                    c ? std::find_if(legal, legal + count,
                                     [&](Move m) {
                                         return Candidate{m.from(), m.to(), m.promotion()} == *c;
                                     })
                      : legal + count;
                if (found == legal + count) {
                    QVERIFY(!back);
                    illegalCodes += c != nullptr;
                } else {
                    QVERIFY(back && *back == *found);
                }
            }
            QVERIFY(!moveOfCode(pos, -1));
        }
        qInfo("%lld legal moves, %lld numbers of moves that are not legal", legalCount,
              illegalCodes);
        QVERIFY(legalCount > 10000);
        QVERIFY(illegalCodes > 100); // pins, checks and blocked castling were met
    }

    // Worked examples: the start position's twenty moves are numbered from the knight on b1
    // up to the pawn on h2; castling counts when the right is held even where it is not legal;
    // a promotion is four numbers in the order knight, bishop, rook, queen.
    void workedExamples() {
        const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QCOMPARE(codeOf(start, "b1a3"), 0);
        QCOMPARE(codeOf(start, "g1f3"), 2);
        QCOMPARE(codeOf(start, "e2e4"), 13);
        QCOMPARE(codeOf(start, "h2h4"), 19);
        QVERIFY(!moveOfCode(*parseFen(start), 20));
        // Ra1 first: b1, c1, d1, a2 .. a8 (10); then Ke1 by target: c1 (castling), d1, f1, g1
        // (castling), d2, e2, f2.
        const char* rights = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QCOMPARE(codeOf(rights, "a1b1"), 0);
        QCOMPARE(codeOf(rights, "e1c1"), 10);
        QCOMPARE(codeOf(rights, "e1g1"), 13);
        // With a knight on b1 (Ra1 a2 .. a8: 7; Nb1 d2, a3, c3: 3) queenside castling is not
        // legal, but its number stays taken.
        const char* blocked = "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
        QCOMPARE(codeOf(blocked, "e1d1"), 7 + 3 + 1);
        QVERIFY(!moveOfCode(*parseFen(blocked), 7 + 3));
        const char* promote = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
        // Ke1: d1, f1, d2, e2, f2 (5), then b8 = N, B, R, Q.
        QCOMPARE(codeOf(promote, "b7b8n"), 5);
        QCOMPARE(codeOf(promote, "b7b8q"), 8);
        // In check from the rook on e8, Ke1's numbers still count every step; d2 stays legal.
        const char* check = "4r1k1/8/8/8/8/8/8/4K3 w - - 0 1";
        QCOMPARE(codeOf(check, "e1d2"), 2);
        QVERIFY(!moveOfCode(*parseFen(check), 3)); // e2: still on the rook's file
    }
};

QTEST_GUILESS_MAIN(TestMoveCodes)
#include "TestMoveCodes.moc"
