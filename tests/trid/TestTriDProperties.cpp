// Properties over many positions: colour-mirror symmetry of perft, undo restoring the exact
// position and hash, the incremental hash agreeing with a fresh one, and the start perft.
#include "TriDTestSupport.h"

using namespace trellis::trid;
using namespace trellis::trid::testing;

class TestTriDProperties : public QObject {
    Q_OBJECT

  private slots:
    void startPerft_data() {
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        const qulonglong counts[] = {20, 400, 9128, 207888, 5083984};
        for (int d = 1; d <= 5; ++d) QTest::addRow("depth %d", d) << d << counts[d - 1];
    }
    void startPerft() {
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        QCOMPARE(qulonglong(perft(fromTfen(kStartTfen), depth)), nodes);
    }

    void mirrorHasEqualPerft_data() {
        QTest::addColumn<int>("rules");
        QTest::newRow("meder-attackboard-1.0") << int(RuleSet::AttackBoard10);
        QTest::newRow("meder-1995") << int(RuleSet::Meder1995);
    }
    void mirrorHasEqualPerft() {
        QFETCH(int, rules);
        int compared = 0;
        for (const TriDPosition& pos : randomPositions(60, 70, 3, RuleSet(rules))) {
            const TriDPosition m = mirror(pos);
            QCOMPARE(printTfen(mirror(m)), printTfen(pos));
            for (int depth = 1; depth <= 2; ++depth)
                QVERIFY2(perft(pos, depth) == perft(m, depth),
                         (printTfen(pos) + " vs " + printTfen(m)).c_str());
            ++compared;
        }
        QVERIFY(compared > 40);
    }

    void incrementalHashMatchesFreshHash() {
        for (const TriDPosition& pos : randomPositions(150, 90, 5)) {
            QCOMPARE(pos.hash, pos.computeHash());
            QCOMPARE(pos.hash, fromTfen(printTfen(pos)).hash);
        }
    }

    void undoRestoresPositionAndHash() {
        TriDVariant v;
        std::mt19937 rng(9);
        std::vector<std::pair<std::string, std::uint64_t>> trail;
        for (int ply = 0; ply < 150; ++ply) {
            const auto turns = v.legalTurns();
            if (turns.empty()) break;
            trail.emplace_back(v.position(), v.hash());
            v.makeTurn(turns[rng() % turns.size()]);
        }
        QVERIFY(trail.size() > 20);
        while (!trail.empty()) {
            v.undoTurn();
            QCOMPARE(v.position(), trail.back().first);
            QCOMPARE(v.hash(), trail.back().second);
            trail.pop_back();
        }
    }

    void ruleSetsDifferOnlyInBoardMoves() {
        // Without attack-board moves available the two rule sets agree.
        for (const TriDPosition& pos : randomPositions(40, 20, 13)) {
            TriDPosition other = pos;
            other.rules = RuleSet::Meder1995;
            Turns a(pos), b(other);
            QStringList pa, pb;
            for (const TriDTurn& t : a)
                if (t.steps[0].kind != StepKind::BoardMove)
                    pa << QString::fromStdString(compositeText(pos, t));
            for (const TriDTurn& t : b)
                if (t.steps[0].kind != StepKind::BoardMove)
                    pb << QString::fromStdString(compositeText(other, t));
            QCOMPARE(pa, pb);
        }
    }
};

QTEST_GUILESS_MAIN(TestTriDProperties)
#include "TestTriDProperties.moc"
