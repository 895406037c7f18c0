// The order of a node's moves (core/search/MoveOrder.h), on a chess position: every legal move
// once, the hash move first, captures by their score, then the killers, then the quiet moves by
// history, moves of equal keys in the order the game generated them; a quiet move that cuts off
// becomes a killer and the quiet moves tried before it fall behind the others; the next search
// of a game starts from a quarter of that history. And which checks the search extends.
#include "chess/ChessSearchGame.h"
#include "chess/Fen.h"
#include "search/AlphaBetaSearch.h"
#include "search/MoveOrder.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace trellis;
using chess::ChessSearchGame;
using Move = chess::Move;
using Order = search::MoveOrder<ChessSearchGame>;

namespace {

// Open lines, three captures for White (two of them scoring the same) and many quiet moves.
constexpr const char* kFen = "r1bqkbnr/ppp2ppp/2n5/3pp3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 4";

ChessSearchGame gameOf(const char* fen) {
    return ChessSearchGame(chess::parseFen(fen).value(), search::EvalMode::Full);
}

// The node's moves in the order `order` gives them.
std::vector<Move> sequence(Order& order, int ply) {
    std::vector<Move> out;
    for (std::size_t i = 0; order.next(ply, i); ++i) out.push_back(order.move(ply, i));
    return out;
}

std::vector<Move> where(const std::vector<Move>& moves, bool captures, ChessSearchGame& game) {
    std::vector<Move> out;
    for (const Move& m : moves)
        if ((game.captureScore(m) > 0) == captures) out.push_back(m);
    return out;
}

} // namespace

class TestMoveOrder : public QObject {
    Q_OBJECT

  private slots:
    void hashMoveThenCapturesByScoreThenQuietMovesAsGenerated() {
        ChessSearchGame game = gameOf(kFen);
        std::vector<Move> legal;
        game.generate(legal);
        const std::vector<Move> quiets = where(legal, false, game);
        QVERIFY(where(legal, true, game).size() == 3);
        const Move hash = quiets[5];
        Order order(game);
        order.start(0, ChessSearchGame::signature(hash));
        const std::vector<Move> got = sequence(order, 0);

        std::vector<Move> sortedGot = got, sortedLegal = legal;
        const auto byRaw = [](const Move& a, const Move& b) { return a.raw < b.raw; };
        std::sort(sortedGot.begin(), sortedGot.end(), byRaw);
        std::sort(sortedLegal.begin(), sortedLegal.end(), byRaw);
        QVERIFY(sortedGot == sortedLegal); // every legal move, once
        QVERIFY(got[0] == hash);
        for (std::size_t i = 1; i <= 3; ++i) QVERIFY(game.captureScore(got[i]) > 0);
        QVERIFY(game.captureScore(got[1]) > game.captureScore(got[2]));
        QCOMPARE(game.captureScore(got[2]), game.captureScore(got[3]));
        // Equal scores: as generated.
        const auto at = [&legal](const Move& m) {
            return std::find(legal.begin(), legal.end(), m);
        };
        QVERIFY(at(got[2]) < at(got[3]));
        std::vector<Move> rest(got.begin() + 4, got.end());
        std::vector<Move> expected = quiets;
        expected.erase(expected.begin() + 5);
        QVERIFY(rest == expected);
        for (std::size_t i = 0; i < got.size(); ++i) QCOMPARE(order.quiet(0, i), i >= 4);
    }

    void aCutoffMakesAKillerAndSendsTheQuietMovesBeforeItBack() {
        ChessSearchGame game = gameOf(kFen);
        Order order(game);
        order.start(0, 0);
        const std::vector<Move> first = sequence(order, 0);
        QVERIFY(game.captureScore(first[0]) > 0);
        const std::size_t cut = 3 + 4; // the fifth quiet move, after three captures
        const Move killer = first[cut];
        order.rewardQuiet(0, killer, 4, cut);

        order.start(0, 0);
        const std::vector<Move> second = sequence(order, 0);
        QCOMPARE(second.size(), first.size());
        QVERIFY(std::equal(first.begin(), first.begin() + 3, second.begin())); // captures
        QVERIFY(second[3] == killer);
        QVERIFY(!order.quiet(0, 3)); // a killer is not keyed as a quiet move
        // Never tried (no history) in their order, then the four tried before the cut-off move.
        std::vector<Move> expected(first.begin() + cut + 1, first.end());
        expected.insert(expected.end(), first.begin() + 3, first.begin() + cut);
        QVERIFY(std::equal(expected.begin(), expected.end(), second.begin() + 4));
    }

    void theNextSearchStartsFromAQuarterOfTheHistory() {
        ChessSearchGame game = gameOf(kFen);
        Order earlier(game);
        earlier.start(0, 0);
        const std::vector<Move> first = sequence(earlier, 0);
        const std::size_t cut = 3 + 4;
        earlier.rewardQuiet(0, first[cut], 8, cut);

        Order next(game);
        next.inheritHistory(earlier.history());
        QCOMPARE(next.history().size(), earlier.history().size());
        for (std::size_t i = 0; i < next.history().size(); ++i)
            QCOMPARE(next.history()[i], earlier.history()[i] / 4);
        next.start(0, 0);
        const std::vector<Move> second = sequence(next, 0);
        QVERIFY(second[3] == first[cut]); // no killer here: first of the quiet moves by history
        QVERIFY(next.quiet(0, 3));

        Order other(game); // another variant's history (another size) is left out
        other.inheritHistory(std::vector<int>(5, 1000));
        other.start(0, 0);
        QVERIFY(sequence(other, 0) == first);
    }

    // A check is extended unless the checking move hands material over by static exchange.
    void aCheckThatHandsMaterialOverIsNotExtended_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<bool>("unsound");
        QTest::newRow("the queen checks where the knight takes it") << "d1"
                                                                    << "h5" << true;
        QTest::newRow("the queen takes a pawn the king takes back") << "d1"
                                                                    << "d7" << true;
        QTest::newRow("a safe check") << "d1"
                                      << "e2" << false;
        QTest::newRow("no check") << "d1"
                                  << "d2" << false;
    }
    void aCheckThatHandsMaterialOverIsNotExtended() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(bool, unsound);
        ChessSearchGame game = gameOf("4k3/3p4/5n2/8/8/8/8/3QK3 w - - 0 1");
        search::TranspositionTable table(1);
        search::AlphaBetaSearch<ChessSearchGame> search(game, table, {}, nullptr);
        const Move m = game.position().moveFor(chess::parseSquare(from.toStdString()),
                                               chess::parseSquare(to.toStdString()), chess::NoType);
        QVERIFY(!m.isNull());
        const std::uint64_t before = game.hash();
        game.make(m);
        QCOMPARE(search.givesUnsoundCheck(m), unsound);
        QVERIFY(game.hash() != before); // the move is still made
        game.unmake();
        QCOMPARE(game.hash(), before);
    }

    void quiescenceTakesTheCapturesByScore() {
        ChessSearchGame game = gameOf(kFen);
        Order order(game);
        QCOMPARE(order.startQuiescence(1, false), std::size_t(3));
        const std::vector<Move> got = sequence(order, 1);
        QCOMPARE(got.size(), std::size_t(3));
        for (std::size_t i = 0; i + 1 < got.size(); ++i)
            QVERIFY(game.captureScore(got[i]) >= game.captureScore(got[i + 1]));
        std::vector<Move> legal;
        game.generate(legal);
        QCOMPARE(order.startQuiescence(2, true), legal.size());
    }
};

QTEST_GUILESS_MAIN(TestMoveOrder)
#include "TestMoveOrder.moc"
