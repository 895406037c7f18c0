// PuzzleVerifier on hand-made puzzles of the three variants (resources/puzzles): ok, cooked
// (not-unique), wrong key and unsound, a Tri-D mate by an attack-board move, a Cotulenh mate by
// a deploy, a line completed by the mate search, and a "win" goal judged by the engine.
#include "game/PgnReader.h"
#include "puzzle/PuzzleVerifier.h"
#include "variant/VariantRegistry.h"

#include <QTest>

#include <fstream>
#include <sstream>

using namespace trellis;
using namespace trellis::puzzle;

namespace {

std::vector<PgnGame> puzzlesOf(const char* variant) {
    const std::string path =
        std::string(TRELLIS_SOURCE_DIR) + "/resources/puzzles/" + variant + "-puzzles.pgn";
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    PgnReadResult read = PgnReader(registeredVariants()).read(text.str());
    if (!read.errors.empty())
        qFatal("%s: %s", path.c_str(), errorDebugText(read.errors[0].error).c_str());
    return std::move(read.games);
}

QString summary(const Verdict& v) {
    QString text = verdictName(v.kind);
    if (v.reason.code != ErrorCode::None) text += QString(" ") + errorCodeName(v.reason.code);
    return text;
}

QStringList lineTexts(const GameTree& tree, const Verdict& v) {
    std::unique_ptr<Variant> board = tree.startVariant().clone();
    QStringList texts;
    for (const Turn& t : v.line) {
        texts << QString::fromStdString(board->turnText(t, board->fileNotation()));
        board->makeTurn(t);
    }
    return texts;
}

} // namespace

class TestPuzzleVerifier : public QObject {
    Q_OBJECT

  private slots:
    void goals() {
        QCOMPARE(parseGoal("mate in 3")->turns, 3);
        QVERIFY(parseGoal("Mate  in 1").has_value());
        QVERIFY(parseGoal("win")->kind == Goal::Kind::Win);
        QVERIFY(!parseGoal("mate in 0"));
        QVERIFY(!parseGoal("mate in x"));
        QVERIFY(!parseGoal("draw"));
        QVERIFY(!parseGoal(""));
    }

    // Completions of a turn by more of its steps, in any order, are the same key; a different
    // step is not.
    void sameKeys() {
        const Step a{1, 10, 20, 3, 0, 0}, b{1, 10, 30, 4, 0, 0}, c{1, 10, 40, 4, 0, 0};
        QVERIFY(puzzle::sameKey(Turn{{a}}, Turn{{a}}));
        QVERIFY(puzzle::sameKey(Turn{{a}}, Turn{{a, b}}));
        QVERIFY(puzzle::sameKey(Turn{{b, a}}, Turn{{a}}));
        QVERIFY(puzzle::sameKey(Turn{{a, b}}, Turn{{b, a}}));
        QVERIFY(!puzzle::sameKey(Turn{{a, b}}, Turn{{a, c}}));
        QVERIFY(!puzzle::sameKey(Turn{{a}}, Turn{{b}}));
        QVERIFY(!puzzle::sameKey(Turn{{a, a}}, Turn{{a, b}}));
    }

    void winningChances() {
        QCOMPARE(PuzzleVerifier::winningChances(0), 0.0);
        QVERIFY(PuzzleVerifier::winningChances(300) > 0.5);
        QVERIFY(PuzzleVerifier::winningChances(200) < 0.5);
        QVERIFY(PuzzleVerifier::winningChances(-300) < -0.5);
    }

    void handMade_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QStringList>("detail"); // the alternatives, or the reason's arguments
        const auto row = [](const char* name, const char* v, int i, const char* verdict,
                            QStringList detail) {
            QTest::newRow(name) << QString(v) << i << QString(verdict) << detail;
        };
        row("trid board-move mate", "trid", 0, "ok", {});
        row("trid cook", "trid", 1, "not-unique", {"Qb4N#"});
        row("trid wrong key", "trid", 2, "wrong PuzzleNotMating", {"1.", "QL1-QL2", "1"});
        row("trid no mate", "trid", 3, "unsound PuzzleNoMate", {"1"});
        row("cotulenh mate", "cotulenh", 0, "ok", {});
        // The Navy staying or moving before or after the mating Air Force completes the same
        // key: not a cook.
        row("cotulenh deploy mate", "cotulenh", 1, "ok", {});
        row("cotulenh wrong key", "cotulenh", 2, "wrong PuzzleNotMating", {"64...", "+Fe5", "1"});
        row("cotulenh no mate", "cotulenh", 3, "unsound PuzzleNoMate", {"1"});
        row("chess mate", "chess", 0, "ok", {});
        row("chess cook", "chess", 1, "not-unique", {"Rb8#"});
        row("chess wrong key", "chess", 2, "wrong PuzzleNotMating", {"1.", "Ra7", "1"});
        row("chess no mate", "chess", 3, "unsound PuzzleNoMate", {"1"});
        row("chess completed", "chess", 4, "ok", {});
        row("chess win", "chess", 5, "ok", {});
    }
    void handMade() {
        QFETCH(QString, variant);
        QFETCH(int, index);
        QFETCH(QString, verdict);
        QFETCH(QStringList, detail);
        const std::vector<PgnGame> games = puzzlesOf(qPrintable(variant));
        QVERIFY(std::size_t(index) < games.size());
        PuzzleVerifier verifier(4);
        const Verdict v = verifier.verify(games[std::size_t(index)].tree);
        QCOMPARE(summary(v), verdict);
        if (v.kind == Verdict::Kind::NotUnique) {
            QVERIFY(!v.alternatives.empty());
            QCOMPARE(QString::fromStdString(v.alternatives.front()), detail.front());
        } else if (v.reason.code != ErrorCode::None) {
            QStringList args;
            for (const std::string& a : v.reason.args) args << QString::fromStdString(a);
            QCOMPARE(args, detail);
        }
    }

    // A mate line left out is completed by the mate search; the verified line ends in mate.
    void completesTheLine() {
        const std::vector<PgnGame> games = puzzlesOf("chess");
        PuzzleVerifier verifier;
        const Verdict v = verifier.verify(games[4].tree);
        QCOMPARE(lineTexts(games[4].tree, v), QStringList{"Ra8#"});
    }

    // A mate in 2 given by its key alone: the defence and the mate are added, the defence the
    // longest one.
    void completesAMateInTwo() {
        auto board = createVariant("chess");
        QVERIFY(board);
        // White mates in 2 after 1. Kg6; Black's only move is Kg8 (h7 and g7 are guarded).
        Variant& b = *board.value();
        QVERIFY(b.setPosition("7k/8/5K2/8/8/8/8/R7 w - - 0 1"));
        PuzzleVerifier verifier;
        const Verdict v =
            verifier.verify(b, Goal{Goal::Kind::Mate, 2}, {*b.parseTurn("Kg6", Notation::San)});
        // Other first turns mate in 2 as well (a cook), and the line is completed.
        QCOMPARE(verdictName(v.kind), "not-unique");
        std::unique_ptr<Variant> replay = b.clone();
        QStringList texts;
        for (const Turn& t : v.line) {
            texts << QString::fromStdString(replay->turnText(t, Notation::San));
            replay->makeTurn(t);
        }
        QCOMPARE(texts, (QStringList{"Kg6", "Kg8", "Ra8#"}));
    }

    // Mate in 3: after 1. Kf6 the defence 1... Kf8 allows 2. Ra8# at once; Kh7 or Kh8 hold out
    // a turn longer, so a solution giving Kf8 is wrong.
    void defenceMustHoldOutLongest() {
        auto board = createVariant("chess");
        QVERIFY(board);
        Variant& b = *board.value();
        QVERIFY(b.setPosition("6k1/8/8/6K1/8/8/8/R7 w - - 0 1"));
        const Turn key = *b.parseTurn("Kf6", Notation::San);
        std::unique_ptr<Variant> after = b.clone();
        after->makeTurn(key);
        const Turn weak = *after->parseTurn("Kf8", Notation::San);
        PuzzleVerifier verifier;
        const Verdict v = verifier.verify(b, Goal{Goal::Kind::Mate, 3}, {key, weak});
        QCOMPARE(verdictName(v.kind), "wrong");
        QCOMPARE(errorCodeName(v.reason.code), "PuzzleWeakDefence");
        QCOMPARE(v.reason.args[0], std::string("1..."));
        QCOMPARE(v.reason.args[1], std::string("Kf8"));
        QVERIFY(v.reason.args[2] == "Kh7" || v.reason.args[2] == "Kh8");
    }
};

QTEST_GUILESS_MAIN(TestPuzzleVerifier)
#include "TestPuzzleVerifier.moc"
