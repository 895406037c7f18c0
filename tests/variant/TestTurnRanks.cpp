// The turn numbers game databases store (Variant::legalTurnRank/legalTurnOfRank): along random
// games of every variant, every legal turn's number leads back to that turn, the numbers are
// distinct, a number no legal turn has and a turn that is not legal give nothing; the
// interface's default numbers the legal turns 0..n-1 in Turn order, and a variant's own fast
// answer agrees with it (chess numbers its pseudo-legal moves instead: tests/chess/
// TestMoveCodes.cpp); a number given with a parsed turn (parseRankedTurn) is the same number,
// and playing a turn from its text (playRankedTurn) gives that number and the board makeTurn
// gives.
#include "variant/VariantRegistry.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <set>

using namespace trellis;

class TestTurnRanks : public QObject {
    Q_OBJECT

  private slots:
    void ranksAreCanonical_data() {
        QTest::addColumn<QString>("variant");
        for (const std::string& id : variantIds())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }

    void ranksAreCanonical() {
        QFETCH(QString, variant);
        auto board = std::move(createVariant(variant.toStdString()).value());
        std::mt19937 random(5);
        const int plies = variant == "cotulenh" ? 8 : 40;
        const bool ownNumbering = !board->numbersTurnsByLegalRank(); // chess: pseudo-legal
        int checked = 0, parsedRanks = 0;
        for (int ply = 0; ply < plies; ++ply) {
            const std::vector<Turn> legal = board->legalTurns();
            if (legal.empty()) break;
            std::vector<Turn> sorted = legal;
            std::sort(sorted.begin(), sorted.end());
            std::set<std::size_t> ranks;
            for (const Turn& turn : legal) {
                const auto rank = board->legalTurnRank(turn);
                QVERIFY(rank);
                const auto defaultRank = board->Variant::legalTurnRank(turn);
                QVERIFY(defaultRank && sorted[*defaultRank] == turn);
                if (!ownNumbering) QCOMPARE(rank, defaultRank);
                const auto back = board->legalTurnOfRank(*rank);
                QVERIFY(back && *back == turn);
                QVERIFY(*board->Variant::legalTurnOfRank(*defaultRank) == turn);
                const auto parsed = board->parseRankedTurn(
                    board->turnText(turn, board->fileNotation()), board->fileNotation());
                QVERIFY(parsed && parsed->turn == turn);
                if (parsed->rank) {
                    QCOMPARE(*parsed->rank, *rank);
                    ++parsedRanks;
                }
                // Played from its text at once (an import's way): the same rank and board.
                const std::unique_ptr<Variant> played = board->clone();
                const auto playedRank = played->playRankedTurn(
                    board->turnText(turn, board->fileNotation()), board->fileNotation());
                QVERIFY(playedRank && *playedRank == rank);
                const std::unique_ptr<Variant> made = board->clone();
                made->makeTurn(turn);
                QCOMPARE(played->position(), made->position());
                QCOMPARE(played->earlierPositions(), made->earlierPositions());
                ranks.insert(*rank);
                ++checked;
            }
            QCOMPARE(ranks.size(), legal.size());
            if (!ownNumbering) QCOMPARE(*ranks.rbegin(), legal.size() - 1);
            QVERIFY(!board->Variant::legalTurnOfRank(legal.size()));
            for (std::size_t n = 0; n < *ranks.rbegin() + 8; ++n)
                if (!ranks.count(n)) QVERIFY(!board->legalTurnOfRank(n));
            QVERIFY(!board->legalTurnOfRank(std::size_t(1) << 40));
            Turn bogus = legal.front();
            bogus.steps.front().to = -7;
            QVERIFY(!board->legalTurnRank(bogus));
            QVERIFY(!board->legalTurnRank(Turn{}));
            board->makeTurn(legal[random() % legal.size()]);
        }
        QVERIFY(checked > 100);
        // Every variant ranks while it parses: database imports rely on it.
        QCOMPARE(parsedRanks, checked);
    }

    // A text played at once is refused as its reading refuses it, with the same error, and
    // leaves the board as it was (another variant's moves, syntax no variant has, nothing).
    void refusedTextsLeaveTheBoard_data() { ranksAreCanonical_data(); }
    void refusedTextsLeaveTheBoard() {
        QFETCH(QString, variant);
        auto board = std::move(createVariant(variant.toStdString()).value());
        int refused = 0;
        for (const char* text : {"", "  ", "e4", "e5", "Nf3", "Nc3W", "Pb2W-b4N", "QL1-QL3", "zz9",
                                 "Kxx", "e8=Q", "O-O", "a8B=Q;Nc4N", ";", "(EA)d6"}) {
            const auto parsed = board->parseRankedTurn(text, board->fileNotation());
            const std::unique_ptr<Variant> played = board->clone();
            const auto playedRank = played->playRankedTurn(text, board->fileNotation());
            QCOMPARE(bool(playedRank), bool(parsed));
            if (parsed) {
                QCOMPARE(*playedRank, parsed->rank);
                continue;
            }
            ++refused;
            QVERIFY2(playedRank.error() == parsed.error(), text);
            QCOMPARE(played->position(), board->position());
        }
        QVERIFY(refused >= 10);
    }
};

QTEST_GUILESS_MAIN(TestTurnRanks)
#include "TestTurnRanks.moc"
