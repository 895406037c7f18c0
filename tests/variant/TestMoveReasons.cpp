// Variant::whyNotLegal: for each reason of each variant, a position where a piece cannot go to a
// square for that reason, and the error it gives (code and arguments).
#include "variant/VariantRegistry.h"

#include <QTest>

using namespace trellis;

namespace {

const char* kTriDStart = "W:4/4/PPPP/NBBN|N:4/4/4/4|B:nbbn/pppp/4/4|QL1w:PP/RQ|KL1w:PP/KR|"
                         "QL6b:rq/pp|KL6b:kr/pp w KQkq - - 0 1";
// Cotulenh: the Commanders on f12 and g1, an Infantry on k1 (so that no Red piece is the last
// guard), and what the row adds.
QString cotulenh(const QString& rank7, const QString& rank5, const QString& rank4,
                 const QString& rank3) {
    return "5c5/11/11/11/11/" + rank7 + "/11/" + rank5 + "/" + rank4 + "/" + rank3 +
           "/11/6C3I r - - 0 1";
}

} // namespace

class TestMoveReasons : public QObject {
    Q_OBJECT

  private slots:
    void reasons_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected"); // errorDebugText
        const auto row = [](const char* name, const char* v, QString pos, const char* from,
                            const char* to, const char* expected) {
            QTest::newRow(name) << QString(v) << pos << QString(from) << QString(to)
                                << QString(expected);
        };
        const QString chessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        row("chess own piece", "chess", chessStart, "e1", "e2", "MoveOwnPiece(e2)");
        row("chess not that way", "chess", chessStart, "b1", "b3",
            "MoveNotThatWay(Knight, b1, b3)");
        row("chess blocked", "chess", chessStart, "a1", "a3", "MoveBlocked(Rook, a1, a3, a2)");
        row("chess blocked twice", "chess", "4k3/8/8/8/8/P7/P7/R3K3 w - - 0 1", "a1", "a4",
            "MoveBlocked(Rook, a1, a4, a2)");
        row("chess pinned", "chess", "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2", "d3",
            "MoveSelfCheck(King)");
        row("chess into check", "chess", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1", "e2",
            "MoveSelfCheck(King)");
        row("chess next to the king", "chess", "8/8/8/8/8/4k3/8/4K3 w - - 0 1", "e1", "e2",
            "MoveSelfCheck(King)");
        row("chess in check", "chess", "4k3/8/8/8/8/8/8/r3K2R w - - 0 1", "h1", "h5",
            "MoveSelfCheck(King)");

        const QString tridKings = "|QL1w:2/2|KL1w:2/K1|QL6b:2/2|KL6b:k1/2 w - - - 0 1";
        row("trid own piece", "trid", kTriDStart, "d0KL1", "d1KL1", "MoveOwnPiece(KL1@q4)");
        row("trid not that way", "trid", kTriDStart, "a1W", "a3W",
            "MoveNotThatWay(Knight, a1W, a3W)");
        row("trid blocked", "trid", "W:4/1P2/1R2/4|N:4/4/4/4|B:4/4/4/4" + tridKings, "b2W", "b4N",
            "MoveBlocked(Rook, b2W, b4N, b3W)");
        row("trid into check", "trid", "W:4/4/4/4|N:4/4/4/4|B:4/4/4/2r1" + tridKings, "d0KL1",
            "c1W", "MoveSelfCheck(King)");

        row("cotulenh own piece", "cotulenh", cotulenh("11", "11", "2A8", "2T8"), "c3", "c4",
            "MoveOwnPiece(c4)");
        row("cotulenh onto land", "cotulenh", cotulenh("11", "11", "11", "N10"), "a3", "e3",
            "MoveOntoLand(Navy, e3)");
        row("cotulenh onto water", "cotulenh", cotulenh("11", "11", "11", "2T8"), "c3", "b3",
            "MoveOntoWater(Tank, b3)");
        row("cotulenh too far", "cotulenh", cotulenh("11", "11", "11", "2T8"), "c3", "c6",
            "MoveTooFar(Tank, c3, c6, 2)");
        row("cotulenh not that way", "cotulenh", cotulenh("11", "11", "11", "2T8"), "c3", "d4",
            "MoveNotThatWay(Tank, c3, d4)");
        row("cotulenh blocked", "cotulenh", cotulenh("11", "11", "2I8", "2T8"), "c3", "c5",
            "MoveBlocked(Tank, c3, c5, c4)");
        row("cotulenh river", "cotulenh", cotulenh("11", "4A6", "11", "11"), "e5", "e8",
            "MoveRiver(Artillery, e5, e8)");
        row("cotulenh air defence", "cotulenh", cotulenh("4g6", "11", "11", "4F6"), "e3", "e6",
            "MoveAirDefence(Air Force, e6)");
        row("cotulenh into attack", "cotulenh", cotulenh("11", "11", "11", "7t3"), "g1", "h1",
            "MoveSelfCheck(Commander)");
        row("cotulenh commanders facing", "cotulenh", cotulenh("11", "11", "11", "11"), "g1", "f1",
            "MoveKingsFacing(Commander)");
    }
    void reasons() {
        QFETCH(QString, variant);
        QFETCH(QString, position);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        auto created = createVariant(variant.toStdString());
        QVERIFY(created);
        Variant& board = *created.value();
        const auto loaded = board.setPosition(position.toStdString());
        QVERIFY2(loaded, errorDebugText(loaded.error()).c_str());
        const int f = board.squareId(from.toStdString()), t = board.squareId(to.toStdString());
        QVERIFY(f >= 0 && t >= 0);
        // The piece really cannot go there.
        for (const Turn& turn : board.legalTurns()) {
            const StepClicks c = board.clicksOf(turn, board.clickedStep(turn, 0));
            QVERIFY(!(c.fromSquare == f && c.toSquare == t));
        }
        const std::string before = board.position();
        QCOMPARE(QString::fromStdString(errorDebugText(board.whyNotLegal(f, t))), expected);
        QCOMPARE(board.position(), before); // asking changes nothing
    }

    // Inside a deploy: the reason is the one of the piece that would take the step, on the board
    // the steps played so far leave.
    void reasonsOfADeployStep_data() {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("first"); // the first step's target, from the stack on c4
        QTest::addColumn<QString>("piece"); // token of the piece asked about ("": all left)
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected"); // errorDebugText
        const QString navyAndAirForce = cotulenh("11", "11", "2(NF)8", "11");
        QTest::newRow("the Navy left behind, onto land") << navyAndAirForce << "c2"
                                                         << ""
                                                         << "d4"
                                                         << "MoveOntoLand(Navy, d4)";
        QTest::newRow("the Air Force picked, too far") << navyAndAirForce << ""
                                                       << "F"
                                                       << "c10"
                                                       << "MoveTooFar(Air Force, c4, c10, 4)";
        QTest::newRow("the Navy picked, onto land") << navyAndAirForce << ""
                                                    << "N"
                                                    << "e4"
                                                    << "MoveOntoLand(Navy, e4)";
    }
    void reasonsOfADeployStep() {
        QFETCH(QString, position);
        QFETCH(QString, first);
        QFETCH(QString, piece);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        auto created = createVariant("cotulenh");
        QVERIFY(created);
        Variant& board = *created.value();
        QVERIFY(board.setPosition(position.toStdString()));
        const int c4 = board.squareId("c4"), t = board.squareId(to.toStdString());
        std::vector<Step> pending;
        if (!first.isEmpty()) {
            // The Air Force's own step to `first` (the stack's other piece stays).
            const int f = board.squareId(first.toStdString());
            for (const Turn& turn : board.legalTurns()) {
                const Variant::StepPieces p = board.stepPieces(turn, 0);
                if (turn.steps.size() > 1 && turn.steps[0].to == f && p.moving.size() == 1 &&
                    p.moving[0] == "F")
                    pending = {turn.steps[0]};
            }
            QVERIFY2(!pending.empty(), "no deploy step of the Air Force alone");
        }
        // No legal turn goes on from `pending` with that step.
        for (const Turn& turn : board.legalTurns()) {
            if (turn.steps.size() <= pending.size() ||
                !std::equal(pending.begin(), pending.end(), turn.steps.begin()))
                continue;
            const StepClicks c = board.clicksOf(turn, board.clickedStep(turn, int(pending.size())));
            const Variant::StepPieces p = board.stepPieces(turn, int(pending.size()));
            const bool samePiece =
                piece.isEmpty() || (!p.moving.empty() && p.moving[0] == piece.toStdString());
            QVERIFY(!(c.fromSquare == c4 && c.toSquare == t && samePiece));
        }
        const std::string before = board.position();
        QCOMPARE(QString::fromStdString(
                     errorDebugText(board.whyNotStep(pending, c4, t, piece.toStdString()))),
                 expected);
        QCOMPARE(board.position(), before);
    }
};

QTEST_MAIN(TestMoveReasons)
#include "TestMoveReasons.moc"
