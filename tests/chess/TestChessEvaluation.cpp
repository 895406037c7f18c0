// The chess evaluation (core/chess/ChessEvaluation.h): every term by its weight's name, colour
// symmetry, the weight table's names and round trip.
#include "ChessTestSupport.h"

#include "chess/ChessEvaluation.h"
#include "chess/ChessSearchGame.h"
#include "chess/Fen.h"
#include "chess/MoveGenerator.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <random>
#include <set>

using namespace trellis;
using namespace trellis::chess;

namespace {

Position positionOf(const char* fen) {
    const Result<Position> pos = parseFen(fen);
    if (!pos) qFatal("bad FEN in the test: %s", fen);
    return pos.value();
}

// The move of `pos` from one named square to another (not a promotion).
Move moveOf(const Position& pos, const QString& from, const QString& to) {
    return pos.moveFor(parseSquare(from.toStdString()), parseSquare(to.toStdString()), NoType);
}

// The same position with the colours swapped and the board turned over (White's pieces become
// Black's on the mirrored ranks, the other side to move).
Position colourMirror(const Position& pos) {
    Position m;
    for (int sq = 0; sq < 64; ++sq)
        if (const int piece = pos.pieceOn(sq); piece != 0)
            m.put(makePiece(colourOf(piece) ^ 1, typeOf(piece)), sq ^ 56);
    m.side = pos.side ^ 1;
    return m;
}

// The table with the weight `name` raised by `delta`.
ChessWeights raised(const std::string& name, int delta) {
    const std::vector<std::string> names = chessWeightNames();
    std::vector<int> values = chessWeightValues(kChessWeights);
    const auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) qFatal("no weight %s", name.c_str());
    values[std::size_t(it - names.begin())] += delta;
    return chessWeightsFrom(values);
}

// The table with the weight `name` set to `value`.
ChessWeights with(const std::string& name, int value) {
    const std::vector<std::string> names = chessWeightNames();
    const auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) qFatal("no weight %s", name.c_str());
    return raised(name, value - chessWeightValues(kChessWeights)[std::size_t(it - names.begin())]);
}

// The static exchange on the move's square counted the plain way: every capture looks for the
// least valuable attacker afresh, through the squares emptied so far. The engine keeps the
// attackers and adds only the sliders a capture uncovers; both must agree.
int plainExchange(const Position& p, const Move& m) {
    const int to = m.to();
    std::array<int, 32> gain{};
    gain[0] = p.pieceOn(to) ? chessPieceValue(typeOf(p.pieceOn(to))) : 0;
    Bitboard occupied = p.occupied() ^ (Bitboard(1) << m.from());
    int onSquare = typeOf(p.pieceOn(m.from())), side = p.side ^ 1, d = 0;
    while (d + 1 < int(gain.size())) {
        const Bitboard attackers = p.attackersOf(to, side, occupied) & occupied;
        if (!attackers) break;
        int type = Pawn;
        while (!(attackers & p.byType[type])) ++type;
        ++d;
        gain[std::size_t(d)] =
            (onSquare == King ? 20000 : chessPieceValue(onSquare)) - gain[std::size_t(d - 1)];
        occupied ^= Bitboard(1) << lowestSquare(attackers & p.byType[type]);
        onSquare = type;
        side ^= 1;
    }
    for (; d > 0; --d)
        gain[std::size_t(d - 1)] = -std::max(-gain[std::size_t(d - 1)], gain[std::size_t(d)]);
    return gain[0];
}

int scoreOf(const char* fen, const ChessWeights& w) {
    return evaluateChess(positionOf(fen), search::EvalMode::Full, w);
}

} // namespace

class TestChessEvaluation : public QObject {
    Q_OBJECT

  private slots:
    void weightsHaveUniqueNamesAndRoundTrip() {
        const std::vector<std::string> names = chessWeightNames();
        const std::vector<int> values = chessWeightValues(kChessWeights);
        QCOMPARE(names.size(), values.size());
        QCOMPARE(std::set<std::string>(names.begin(), names.end()).size(), names.size());
        std::vector<int> changed = values;
        for (std::size_t i = 0; i < changed.size(); ++i) changed[i] += int(i) + 1;
        QCOMPARE(chessWeightValues(chessWeightsFrom(changed)), changed);
        QCOMPARE(chessWeightValues(chessWeightsFrom({})), values);
    }

    // The score is the side to move's: the mirrored position, with the other side to move,
    // scores the same.
    void colourMirrorScoresTheSame() {
        std::vector<std::string> fens = chesstest::randomPositions(400, 17);
        for (const chesstest::PerftCase& c : chesstest::perftCases()) fens.push_back(c.fen);
        for (const std::string& fen : fens) {
            const Position pos = positionOf(fen.c_str());
            const Position mirror = colourMirror(pos);
            QVERIFY2(evaluateChess(pos, search::EvalMode::Full) ==
                         evaluateChess(mirror, search::EvalMode::Full),
                     fen.c_str());
            QCOMPARE(evaluateChess(pos, search::EvalMode::Material),
                     evaluateChess(mirror, search::EvalMode::Material));
        }
    }

    // The pawn terms read from a search's cache score as counted afresh: for 800 positions, each
    // asked twice through one cache (filling it, then hitting their entry or, where another
    // structure took its slot, counting again), with the built-in weights and changed ones.
    void pawnCacheGivesTheCountedScore() {
        const std::vector<std::string> fens = chesstest::randomPositions(800, 23);
        const ChessWeights changed = raised("doubled.eg", -30);
        for (const ChessWeights* w : {&kChessWeights, &changed}) {
            PawnCache cache;
            for (int round = 0; round < 2; ++round)
                for (const std::string& fen : fens) {
                    const Position pos = positionOf(fen.c_str());
                    QVERIFY2(evaluateChess(pos, search::EvalMode::Full, *w, &cache) ==
                                 evaluateChess(pos, search::EvalMode::Full, *w),
                             fen.c_str());
                }
        }
    }

    // Each term, in a position that holds it `units` times for White (less Black's), moves the
    // score by its weight: a middlegame weight by phase/24, an endgame one by (24 - phase)/24.
    void eachTermCountsByItsWeight_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("weight");
        QTest::addColumn<int>("units");
        QTest::addColumn<int>("phase");
        // Kings and pawns only: phase 0, the endgame weights alone.
        QTest::newRow("passed pawn on the 6th") << "8/8/4P3/8/8/8/k7/7K w - - 0 1"
                                                << "passed.5.eg" << 1 << 0;
        QTest::newRow("black passed pawn") << "8/8/8/8/8/4p3/k7/7K w - - 0 1"
                                           << "passed.5.eg" << -1 << 0;
        QTest::newRow("blocked is not passed") << "8/4p3/8/8/4P3/8/k7/7K w - - 0 1"
                                               << "passed.3.eg" << 0 << 0;
        QTest::newRow("doubled") << "8/8/8/8/4P3/4P3/k7/7K w - - 0 1"
                                 << "doubled.eg" << 1 << 0;
        QTest::newRow("isolated") << "8/8/8/8/4P3/2P5/k7/7K w - - 0 1"
                                  << "isolated.eg" << 2 << 0;
        QTest::newRow("not isolated") << "8/8/8/8/4P3/3P4/k7/7K w - - 0 1"
                                      << "isolated.eg" << 0 << 0;
        QTest::newRow("pawn rank") << "8/8/8/8/4P3/8/k7/7K w - - 0 1"
                                   << "pawnRank.3.eg" << 1 << 0;
        QTest::newRow("king shelter") << "6k1/8/8/8/8/8/5PPP/6K1 w - - 0 1"
                                      << "shelter.eg" << 3 << 0;
        QTest::newRow("enemy king far from the passer") << "8/8/8/4P3/8/8/8/k6K w - - 0 1"
                                                        << "passedEnemyKing.eg" << 5 * 2 << 0;
        // Pieces: the phase counts them (knight and bishop 1, rook 2, queen 4). A lone minor
        // piece is a drawish ending (noPawns): the endgame rows give its side a pawn.
        QTest::newRow("bishop pair") << "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"
                                     << "bishopPair.eg" << 1 << 2;
        QTest::newRow("bishop pair mg") << "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"
                                        << "bishopPair.mg" << 1 << 2;
        QTest::newRow("rook on an open file") << "4k3/8/8/8/8/8/8/4K2R w - - 0 1"
                                              << "rookOpen.mg" << 1 << 2;
        QTest::newRow("rook on a half-open file") << "4k3/7p/8/8/8/8/8/4K2R w - - 0 1"
                                                  << "rookHalfOpen.eg" << 1 << 2;
        QTest::newRow("rook on the 7th") << "4k3/7R/8/8/8/8/8/4K3 w - - 0 1"
                                         << "rookSeventh.mg" << 1 << 2;
        QTest::newRow("knight mobility") << "4k3/8/8/8/4N3/8/7P/4K3 w - - 0 1"
                                         << "mobility.N.eg" << 8 - 4 << 1;
        QTest::newRow("mobility not onto pawn-guarded squares")
            << "4k3/4p3/8/8/4N3/8/8/4K3 w - - 0 1"
            << "mobility.N.mg" << 8 - 4 - 2 << 1;
        QTest::newRow("knight in the centre") << "4k3/8/8/8/4N3/8/8/4K3 w - - 0 1"
                                              << "centre.N.mg" << 3 << 1;
        QTest::newRow("pawn attacks a knight") << "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1"
                                               << "pawnThreat.mg" << 1 << 1;
        QTest::newRow("black to move") << "4k3/8/8/3n4/4P3/8/8/4K3 b - - 0 1"
                                       << "pawnThreat.mg" << -1 << 1;
        QTest::newRow("knight attacks a rook") << "4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1"
                                               << "minorThreat.mg" << 1 << 3;
        QTest::newRow("rook attacks a queen") << "4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1"
                                              << "rookThreat.eg" << 1 << 6;
        QTest::newRow("an undefended bishop") << "4k3/8/8/3b4/8/8/8/3RK3 w - - 0 1"
                                              << "hanging.mg" << 1 << 3;
        QTest::newRow("a defended bishop") << "4k3/8/4p3/3b4/8/8/8/3RK3 w - - 0 1"
                                           << "hanging.mg" << 0 << 3;
        QTest::newRow("material") << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                  << "material.R.mg" << 1 << 2;
        QTest::newRow("pawns side by side") << "8/8/8/8/3PP3/8/k7/7K w - - 0 1"
                                            << "connected.3.eg" << 2 << 0;
        QTest::newRow("a pawn defended by a pawn") << "8/8/8/4P3/3P4/8/k7/7K w - - 0 1"
                                                   << "connected.4.eg" << 1 << 0;
        QTest::newRow("the defending pawn is not connected") << "8/8/8/4P3/3P4/8/k7/7K w - - 0 1"
                                                             << "connected.3.eg" << 0 << 0;
        QTest::newRow("backward") << "8/8/8/2p5/4P3/3P4/k7/7K w - - 0 1"
                                  << "backward.eg" << 1 << 0;
        QTest::newRow("not backward when a pawn beside can come")
            << "8/8/8/2p5/4P3/3P4/2P5/k6K w - - 0 1"
            << "backward.eg" << 0 << 0;
        QTest::newRow("pawn storm") << "6k1/8/8/8/8/6p1/5PPP/6K1 w - - 0 1"
                                    << "storm.eg" << 1 << 0;
        QTest::newRow("knight outpost") << "4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1"
                                        << "outpost.N.mg" << 1 << 1;
        QTest::newRow("no outpost a pawn can chase") << "4k3/2p5/8/3N4/4P3/8/8/4K3 w - - 0 1"
                                                     << "outpost.N.mg" << 0 << 1;
        QTest::newRow("bishop's own pawns on its colour") << "4k3/8/8/8/8/4P3/3P4/2B1K3 w - - 0 1"
                                                          << "bishopPawns.eg" << 2 << 1;
        QTest::newRow("passed pawn's free path") << "8/8/4P3/8/8/8/k7/7K w - - 0 1"
                                                 << "passedFree.eg" << 3 << 0;
        QTest::newRow("passed pawn's safe path") << "8/8/4P3/8/8/8/k7/7K w - - 0 1"
                                                 << "passedSafe.eg" << 3 << 0;
        QTest::newRow("a path the enemy king guards is not safe")
            << "3k4/8/4P3/8/8/8/8/7K w - - 0 1"
            << "passedSafe.eg" << 0 << 0;
        QTest::newRow("a blocked path is not free") << "4k3/8/4P3/8/8/8/8/7K w - - 0 1"
                                                    << "passedFree.eg" << 0 << 0;
        QTest::newRow("a knight in the corner is cramped") << "4k3/8/8/8/8/8/7P/N3K3 w - - 0 1"
                                                           << "cramped.eg" << 1 << 1;
        QTest::newRow("a pawn push would attack a knight") << "4k3/8/3n4/8/4P3/8/8/4K3 w - - 0 1"
                                                           << "pushThreat.mg" << 1 << 1;
    }

    void eachTermCountsByItsWeight() {
        QFETCH(QString, fen);
        QFETCH(QString, weight);
        QFETCH(int, units);
        QFETCH(int, phase);
        const Position pos = positionOf(fen.toLatin1().constData());
        const int before = evaluateChess(pos, search::EvalMode::Full);
        // Raised by 24 so that the blend divides evenly (up to rounding).
        const int after =
            evaluateChess(pos, search::EvalMode::Full, raised(weight.toStdString(), 24));
        const int share = weight.endsWith(".mg") ? phase : 24 - phase;
        const int expected = units * share;
        QVERIFY2(std::abs(after - before - expected) <= 1,
                 qPrintable(
                     QStringLiteral("moved by %1, expected %2").arg(after - before).arg(expected)));
    }

    // The king's danger grows with the square of the attacks on the squares next to it: a
    // queen and a rook together cost more than the two apart. (The cost is what the score
    // loses with the danger term on: kingDangerScale 0 switches it off.)
    void attacksOnTheKingCostMoreTogether() {
        const ChessWeights off = raised("kingDangerScale", -kChessWeights.kingDangerScale);
        const auto cost = [&off](const char* fen) {
            const Position pos = positionOf(fen);
            return evaluateChess(pos, search::EvalMode::Full, off) -
                   evaluateChess(pos, search::EvalMode::Full);
        };
        const int queen = cost("k7/8/8/8/8/8/4qPPP/6K1 w - - 0 1");
        const int rook = cost("k7/8/8/8/8/7r/5PPP/6K1 w - - 0 1");
        const int both = cost("k7/8/8/8/8/7r/4qPPP/6K1 w - - 0 1");
        QVERIFY(queen > 0);
        QVERIFY(rook >= 0);
        QVERIFY2(both > queen + rook,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(queen).arg(rook).arg(both)));
        QCOMPARE(cost("k7/8/8/8/8/8/5PPP/6K1 w - - 0 1"), 0);
    }

    // A piece that can check the king from a square the enemy does not guard adds to the
    // king's danger; a check square the enemy's pawns guard does not.
    void safeChecksAddToTheKingsDanger() {
        const ChessWeights more = raised("safeCheck.N", 24);
        const auto gain = [&more](const char* fen) {
            const Position pos = positionOf(fen);
            return evaluateChess(pos, search::EvalMode::Full, more) -
                   evaluateChess(pos, search::EvalMode::Full);
        };
        QVERIFY(gain("4k3/8/8/8/4N3/8/8/4K3 w - - 0 1") > 0);     // Nd6+, Nf6+
        QCOMPARE(gain("4k3/4p1p1/8/8/4N3/8/8/4K3 w - - 0 1"), 0); // both guarded by pawns
        QVERIFY(gain("4k3/8/8/4n3/8/8/8/4K3 b - - 0 1") > 0);     // Black: Nd3+, Nf3+
    }

    // Endings that are drawn more often than the material says have their endgame score cut:
    // opposite-coloured bishops with pawns, and a side ahead without pawns by no more than a
    // minor piece. The same material otherwise keeps its score.
    void drawishEndingsCutTheEndgameScore() {
        const char* opposite = "4k3/8/4b3/8/8/2B1PP2/8/4K3 w - - 0 1";   // c3 dark, e6 light
        const char* sameColour = "4k3/8/3b4/8/8/2B1PP2/8/4K3 w - - 0 1"; // c3, d6 dark
        const int full = scoreOf(opposite, with("oppositeBishops", 0));
        const int cut = scoreOf(opposite, with("oppositeBishops", 50));
        QVERIFY2(full > cut && cut > 0, qPrintable(QStringLiteral("%1 %2").arg(full).arg(cut)));
        QCOMPARE(scoreOf(sameColour, with("oppositeBishops", 50)),
                 scoreOf(sameColour, with("oppositeBishops", 0)));
        const char* rookBishop = "4k3/8/8/8/8/8/3b4/4K2R w - - 0 1";
        const char* withPawn = "4k3/8/8/8/8/8/3b3P/4K2R w - - 0 1";
        const char* queen = "4k3/8/8/8/8/8/8/4K2Q w - - 0 1";
        QVERIFY(scoreOf(rookBishop, with("noPawns", 50)) < scoreOf(rookBishop, with("noPawns", 0)));
        QCOMPARE(scoreOf(withPawn, with("noPawns", 50)), scoreOf(withPawn, with("noPawns", 0)));
        QCOMPARE(scoreOf(queen, with("noPawns", 50)), scoreOf(queen, with("noPawns", 0)));
        // The side the score favours counts: Black's pawn against a lone bishop is not cut.
        const char* bishopPawn = "4k3/8/8/8/8/7p/8/2B1K3 b - - 0 1";
        QCOMPARE(scoreOf(bishopPawn, with("noPawns", 50)) >=
                     scoreOf(bishopPawn, with("noPawns", 0)),
                 true);
    }

    // Attacks on a king cost less when the attacker has no queen.
    void attacksWithoutAQueenCostLess() {
        const auto cost = [](const char* fen, int percent) {
            const ChessWeights w = with("queenlessDanger", percent);
            ChessWeights off = w;
            off.kingDangerScale = 0;
            return scoreOf(fen, off) - scoreOf(fen, w);
        };
        const char* rooks = "k7/8/8/8/2b1n3/6rr/5PPP/B5K1 w - - 0 1";
        QVERIFY(cost(rooks, 100) > cost(rooks, 50));
        QCOMPARE(cost(rooks, 0), 0);
        const char* queen = "k7/8/8/8/2b1n3/6qr/5PPP/B5K1 w - - 0 1";
        QVERIFY(cost(queen, 100) > 0);
        QCOMPARE(cost(queen, 0), cost(queen, 100));
    }

    // Quiescence leaves out the captures that lose material in the exchange that follows.
    void losingCapturesByStaticExchange_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<bool>("losing");
        QTest::newRow("undefended pawn") << "7k/8/8/3p4/4Q3/8/8/4K3 w - - 0 1"
                                         << "e4"
                                         << "d5" << false;
        QTest::newRow("queen takes a guarded pawn") << "4k3/4p3/3p4/8/8/8/3Q4/4K3 w - - 0 1"
                                                    << "d2"
                                                    << "d6" << true;
        QTest::newRow("the queen behind does not save it")
            << "4k3/4p3/3p4/8/8/3R4/3Q4/4K3 w - - 0 1"
            << "d3"
            << "d6" << true;
        QTest::newRow("knight takes a guarded bishop") << "4k3/4p3/3b4/8/4N3/8/8/4K3 w - - 0 1"
                                                       << "e4"
                                                       << "d6" << false;
        QTest::newRow("rook takes a pawn-guarded knight") << "4k3/4p3/3n4/8/8/8/8/3RK3 w - - 0 1"
                                                          << "d1"
                                                          << "d6" << true;
        QTest::newRow("the queen does not recapture a rook guarded by a bishop")
            << "3qk3/8/3n4/8/1B6/8/8/3RK3 w - - 0 1"
            << "d1"
            << "d6" << false;
        QTest::newRow("the king cannot recapture a guarded piece")
            << "8/8/8/4k3/3p4/8/1B6/3RK3 w - - 0 1"
            << "b2"
            << "d4" << false;
    }

    void losingCapturesByStaticExchange() {
        QFETCH(QString, fen);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(bool, losing);
        const Position pos = positionOf(fen.toLatin1().constData());
        const Move m = moveOf(pos, from, to);
        QVERIFY(m.isCapture());
        const ChessSearchGame game(pos, search::EvalMode::Full);
        QCOMPARE(game.losingCapture(m), losing);
    }

    // Near the horizon the search leaves out the quiet moves that hand their piece over.
    void losingQuietMovesByStaticExchange_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("margin");
        QTest::addColumn<bool>("losing");
        const char* pawnGuard = "4k3/8/4p3/8/8/2N5/8/4K3 w - - 0 1";
        QTest::newRow("a knight steps where a pawn takes it") << pawnGuard << "c3"
                                                              << "d5" << 60 << true;
        QTest::newRow("a loss within the margin") << pawnGuard << "c3"
                                                  << "d5" << 400 << false;
        QTest::newRow("a square no one attacks") << pawnGuard << "c3"
                                                 << "b5" << 0 << false;
        const char* knightTakes = "4k3/8/8/4n3/8/8/2P5/3RK3 w - - 0 1";
        QTest::newRow("a rook guarded by a pawn, taken by a knight") << knightTakes << "d1"
                                                                     << "d3" << 60 << true;
        QTest::newRow("the pawn's recapture counts") << knightTakes << "d1"
                                                     << "d3" << 200 << false;
        QTest::newRow("a pawn push guarded as often as attacked")
            << "4k3/8/3p4/8/1PP5/8/8/4K3 w - - 0 1"
            << "c4"
            << "c5" << 0 << false;
    }

    void losingQuietMovesByStaticExchange() {
        QFETCH(QString, fen);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, margin);
        QFETCH(bool, losing);
        const Position pos = positionOf(fen.toLatin1().constData());
        const Move m = moveOf(pos, from, to);
        QVERIFY(!m.isNull());
        QVERIFY(!m.isCapture());
        const ChessSearchGame game(pos, search::EvalMode::Full);
        QCOMPARE(game.losingQuietMove(m, margin), losing);
    }

    // The exchange's x-rays: a slider behind a pawn, a bishop, a rook, a queen or the king
    // joins when the piece in front has captured. Every quiet move's exchange is compared with
    // the plain count at margins around every value, over positions of random games from
    // crowded starts; so is every capture's losing verdict.
    void staticExchangeMatchesThePlainCount() {
        std::mt19937 random(46);
        int quietMoves = 0, captures = 0;
        for (const char* fen :
             {"r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 8",
              "2r2rk1/1bqnbppp/p2ppn2/1p6/3NPP2/P1N1B3/1PP1B1PP/R2Q1R1K w - - 0 14",
              "r2q1rk1/1b2bppp/p1n1pn2/1p1p4/3P1B2/P1NBPN2/1PQ2PPP/R4RK1 b - - 0 12"}) {
            Position pos = positionOf(fen);
            for (int ply = 0; ply < 40; ++ply) {
                std::array<Move, kMaxMoves> moves{};
                const int count = generateMoves(pos, moves.data());
                if (count == 0) break;
                const ChessSearchGame game(pos, search::EvalMode::Full);
                const QByteArray where = QByteArray::fromStdString(printFen(pos));
                for (int i = 0; i < count; ++i) {
                    const Move m = moves[std::size_t(i)];
                    const int value = plainExchange(pos, m);
                    const int mover = typeOf(pos.pieceOn(m.from()));
                    if (!m.isCapture() && !m.isPromotion() && !m.isCastle() && mover != King) {
                        ++quietMoves;
                        for (const int margin : {-value - 1, -value, -value + 1})
                            QVERIFY2(game.losingQuietMove(m, margin) == (value < -margin),
                                     where.constData());
                    } else if (m.isCapture() && !m.isPromotion() && !m.isEnPassant() &&
                               mover != King &&
                               chessPieceValue(typeOf(pos.pieceOn(m.to()))) <
                                   chessPieceValue(mover)) {
                        ++captures;
                        QVERIFY2(game.losingCapture(m) == (value < 0), where.constData());
                    }
                }
                pos.play(moves[random() % std::uint32_t(count)]);
            }
        }
        QVERIFY(quietMoves > 1000);
        QVERIFY(captures > 50);
    }
};

QTEST_GUILESS_MAIN(TestChessEvaluation)
#include "TestChessEvaluation.moc"
