// Both Tri-D notations (FORMATS.md section 2): canonical printing, accepted input forms,
// errors that name candidates, and round trips for every legal turn.
#include "SharedData.h"
#include "TriDTestSupport.h"

#include <QJsonObject>

using namespace trellis;
using namespace trellis::trid;
using namespace trellis::trid::testing;
using trellis::Notation;

static bool has(const std::vector<std::string>& list, const std::string& text) {
    return std::find(list.begin(), list.end(), text) != list.end();
}

class TestTriDNotation : public QObject {
    Q_OBJECT

  private slots:
    void compositeCanonicalForms() {
        const TriDPosition start = fromTfen(kStartTfen);
        QVERIFY(legalTexts(start).contains("Pb2W-b4N"));
        QVERIFY(
            legalTexts(position({"Ka1W", "kd8B", "NQL3@q2"}, {"QL3w"})).contains("NQL3@q2-c3N"));
        QVERIFY(legalTexts(position({"Ka1W", "kd8B", "BKL3@q3", "nc5N"}, {"KL3w"}))
                    .contains("BKL3@q3xc5N"));
        QVERIFY(
            legalTexts(position({"Ka1W", "kd8B", "NQL3@q1"}, {"QL3w"})).contains("QL3-QL4^180"));
    }
    void checkAndMateSuffixes() {
        TriDVariant v;
        QVERIFY(v.setPosition(printTfen(position({"Kc1W", "kd8B", "Rb3N"}, {}))));
        QVERIFY(has(v.legalMoveList(Notation::Composite), "Rb3N-b8B+"));
        // The cage of the rules test: the rook's arrival on QL1 is mate.
        QVERIFY(v.setPosition(printTfen(position({"kQL6@q4", "Qa7B", "Re5KL5", "Kc1W", "Ra1W"},
                                                 {"QL6b", "KL5b", "KL6w", "QL1w"}))));
        QVERIFY(has(v.legalMoveList(Notation::Composite), "Ra1W-QL1@q4#"));
        QVERIFY(has(v.legalMoveList(Notation::Meder), "Rz1QL1#"));
    }
    void acceptedInputForms_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("canonical") << "Pb2W-b4N"
                                   << "Pb2W-b4N";
        QTest::newRow("meder pawn") << "b4N"
                                    << "Pb2W-b4N";
        QTest::newRow("meder knight") << "Nc3W"
                                      << "Nd1W-c3W";
        QTest::newRow("meder hint") << "Ndc3W"
                                    << "Nd1W-c3W";
        QTest::newRow("redundant hint") << "Nd1Wc3W"
                                        << "Nd1W-c3W";
        QTest::newRow("dash") << "Nd1W-c3W"
                              << "Nd1W-c3W";
        QTest::newRow("check mark") << "Nd1W-c3W+"
                                    << "Nd1W-c3W";
        QTest::newRow("annotation") << "b4N!?"
                                    << "Pb2W-b4N";
    }
    void acceptedInputForms() {
        QFETCH(QString, input);
        QFETCH(QString, canonical);
        const TriDPosition start = fromTfen(kStartTfen);
        const auto turn = parseTurnText(start, input.toStdString());
        QVERIFY2(turn, errorDebugText(turn.error()).c_str());
        QCOMPARE(QString::fromStdString(compositeText(start, *turn)), canonical);
    }
    void pinSquareSpellings() {
        const TriDPosition pos = position({"Ka1W", "kd8B", "NQL3@q2"}, {"QL3w"});
        for (const char* text :
             {"NQL3@q2-c3N", "Na2QL3-c3N", "Na2QL3@q2-c3N", "NQL3@q2c3N", "Nc3N"}) {
            const auto turn = parseTurnText(pos, text);
            QVERIFY2(turn, (std::string(text) + ": " + errorDebugText(turn.error())).c_str());
            QCOMPARE(compositeText(pos, *turn), std::string("NQL3@q2-c3N"));
        }
        // The seed's mixed form: a piece entering a board, origin without its level.
        const TriDPosition board = position({"Ka1W", "kd8B", "Rz4QL2"}, {"QL2w", "QL1w"});
        QVERIFY(parseTurnText(board, "Rz4QL1@q4"));
    }
    void castlingSpellings() {
        std::string tfen = kStartTfen;
        tfen.back() = '2';
        const TriDPosition pos = fromTfen(tfen);
        for (const char* text : {"O-O", "0-0"}) QVERIFY(parseTurnText(pos, text));
        QVERIFY(!parseTurnText(pos, "O-O-O"));
    }
    void ambiguityNamesTheCandidates() {
        const TriDPosition start = fromTfen(kStartTfen);
        const auto incomplete = parseTurnText(start, "Nb3");
        QVERIFY(!incomplete); // no destination square: no level
        QCOMPARE(incomplete.error(), Error(ErrorCode::TurnUnreadable, {"Nb3", "Nb3"}));
        const auto ambiguous =
            parseTurnText(position({"Ka1W", "kd8B", "Nb1W", "Nd1W"}, {}), "Nc3W");
        QVERIFY(!ambiguous);
        QCOMPARE(ambiguous.error(),
                 Error(ErrorCode::TurnAmbiguous, {"Nc3W", "Nb1W-c3W, Nd1W-c3W"}));
        const auto none = parseTurnText(start, "Qd4N");
        QVERIFY(!none);
        QCOMPARE(none.error(), Error(ErrorCode::TurnNoMatch, {"Qd4N"}));
    }
    void mederDisambiguation() {
        const TriDPosition pos = position({"Ka1W", "kd8B", "Nb1W", "Nd1W"}, {});
        Turns turns(pos);
        QStringList meder;
        for (const TriDTurn& t : turns)
            meder << QString::fromStdString(mederText(pos, t, turns.list.get(), turns.count));
        QVERIFY(meder.contains("Nbc3W") && meder.contains("Ndc3W"));
        QVERIFY(meder.contains("Na3W")); // only one knight reaches a3
        // Rank, then level (Meder E11).
        const TriDPosition stacked = position({"Ka1W", "kd8B", "Nb3W", "Nb5N"}, {});
        Turns t2(stacked);
        QStringList m2;
        for (const TriDTurn& t : t2)
            m2 << QString::fromStdString(mederText(stacked, t, t2.list.get(), t2.count));
        QVERIFY2(m2.contains("N3d4W") && m2.contains("N5d4N"), qPrintable(m2.join(' ')));
    }
    void mederPawnsAndBoards() {
        const TriDPosition start = fromTfen(kStartTfen);
        Turns turns(start);
        QStringList meder;
        for (const TriDTurn& t : turns)
            meder << QString::fromStdString(mederText(start, t, turns.list.get(), turns.count));
        QVERIFY(meder.contains("b4N") && meder.contains("Nc3W"));
        const TriDPosition capture = position({"Ka1W", "kd8B", "Pb3W", "nc4N"}, {});
        QVERIFY(parseTurnText(capture, "bxc4N"));
        Turns c(capture);
        QStringList cm;
        for (const TriDTurn& t : c)
            cm << QString::fromStdString(mederText(capture, t, c.list.get(), c.count));
        QVERIFY(cm.contains("bxc4N"));
        const TriDPosition board = position({"Ka1W", "kd8B", "NQL3@q1"}, {"QL3w"});
        Turns b(board);
        QStringList bm;
        for (const TriDTurn& t : b)
            bm << QString::fromStdString(mederText(board, t, b.list.get(), b.count));
        QVERIFY(bm.contains("QL4") && bm.contains("QL3-QL4^180") && bm.contains("QL3^180"));
        const TriDPosition pending =
            fromTfen("W:4/4/4/2K1|N:2k1/4/4/4|B:P3/4/4/4|KL1w:2/2|QL5b:2/2 w - - -=a8B 1 11");
        Turns p(pending);
        QStringList pm;
        for (const TriDTurn& t : p)
            pm << QString::fromStdString(mederText(pending, t, p.list.get(), p.count));
        QVERIFY2(pm.contains("a8B=Q;Kb1W"), qPrintable(pm.join(' ')));
    }
    // Bad turn texts at the start: the typed error ("|"-joined args) each gets.
    void garbageTurnsAreRefused_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("args");
        const auto row = [](const QByteArray& text, ErrorCode code, const char* args) {
            QTest::newRow(("'" + text.toPercentEncoding(" ;-@=") + "'").constData())
                << text << int(code) << QString::fromUtf8(args);
        };
        row("", ErrorCode::TurnEmpty, "");
        row("  ", ErrorCode::TurnEmpty, "");
        row(";", ErrorCode::TurnUnreadable, ";|;");
        row("; ;", ErrorCode::TurnUnreadable, "; ;|;");
        row("Pb2W-", ErrorCode::TurnUnreadable, "Pb2W-|Pb2W-");
        row("-b4N", ErrorCode::TurnUnreadable, "-b4N|-b4N");
        row("Zb2W-b4N", ErrorCode::TurnUnreadable, "Zb2W-b4N|Zb2W-b4N");
        row("QL1-", ErrorCode::TurnUnreadable, "QL1-|QL1-");
        row("QL7", ErrorCode::TurnUnreadable, "QL7|L7");
        row("x", ErrorCode::TurnUnreadable, "x|x");
        row("e.p.", ErrorCode::TurnUnreadable, "e.p.|e.p.");
        row("P@q9", ErrorCode::TurnUnreadable, "P@q9|@q9");
        row("0-0-0-0", ErrorCode::TurnUnreadable, "0-0-0-0|-0-0");
        row("\xff\xfe", ErrorCode::TurnUnreadable, "\xff\xfe|\xff\xfe");
        row("Pb2W-b4N; Pb7B-b5N", ErrorCode::TurnNoMatch, "Pb2W-b4N; Pb7B-b5N");
        row("Pb2W-b4N=Q", ErrorCode::TurnNoMatch, "Pb2W-b4N=Q");
        row("Pb2Wxb4N", ErrorCode::TurnNoMatch, "Pb2Wxb4N");
        row("O-O", ErrorCode::TurnNoMatch, "O-O");
        row("b4", ErrorCode::TurnUnreadable, "b4|b4");
    }
    void garbageTurnsAreRefused() {
        QFETCH(QByteArray, text);
        QFETCH(int, code);
        QFETCH(QString, args);
        const TriDPosition start = fromTfen(kStartTfen);
        const auto turn = parseTurnText(start, text.toStdString());
        QVERIFY(!turn);
        QCOMPARE(errorCodeName(turn.error().code), errorCodeName(ErrorCode(code)));
        QStringList joined;
        for (const std::string& arg : turn.error().args) joined << QString::fromStdString(arg);
        QCOMPARE(joined.join('|'), args);
    }

    // Every legal turn of many positions prints and reads back to itself, in both notations.
    void roundTripEveryLegalTurn() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        std::vector<TriDPosition> positions = randomPositions(120, 80, 11);
        const auto vectors =
            trellis::testing::readJsonLines(trellis::testing::sharedDataPath("trid/vectors.jsonl"));
        for (const QJsonObject& v : vectors)
            positions.push_back(fromTfen(v.value("tfen").toString().toStdString(),
                                         *parseRuleSet(v.value("rules").toString().toStdString())));
        int checked = 0;
        for (const TriDPosition& pos : positions) {
            Turns turns(pos);
            for (const TriDTurn& t : turns) {
                for (const std::string& text :
                     {compositeText(pos, t), mederText(pos, t, turns.list.get(), turns.count)}) {
                    const auto back = parseTurnText(pos, text);
                    QVERIFY2(back,
                             (printTfen(pos) + " | " + text + ": " + errorDebugText(back.error()))
                                 .c_str());
                    QVERIFY2(*back == t, (printTfen(pos) + " | " + text).c_str());
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 10000);
    }
};

QTEST_GUILESS_MAIN(TestTriDNotation)
#include "TestTriDNotation.moc"
