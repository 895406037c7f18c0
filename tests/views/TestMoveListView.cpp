// The move list: what it shows (numbers, glyphs, comments, nested variations, the result), that
// it follows every edit (the start position's comment too), that its incremental updates leave
// the same document a fresh list would show, and that playing one turn at the end of a long game
// re-notates one turn and rewrites one paragraph whatever the game's length; that no turn is
// split over two lines at any width, and that copying gives the turns as written.
#include "AnnotatedGame.h"
#include "Checked.h"
#include "GameModel.h"
#include "MoveListView.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace trellis;

namespace {

Turn turnOf(const GameModel& model, NodeId at, const char* text) {
    auto v = model.tree().variantAt(at);
    auto t = v->parseTurn(text, Notation::Composite);
    if (!t) qFatal("%s: %s", text, errorDebugText(t.error()).c_str());
    return *t;
}

void play(GameModel& model, const char* text) {
    QVERIFY(model.playTurn(turnOf(model, model.currentNode(), text)));
}

// Plays one turn after the current node that does not end the game.
void playOngoing(GameModel& model, std::uint32_t seed) {
    auto board = model.tree().variantAt(model.currentNode());
    const auto turn = testing::ongoingTurn(*board, seed);
    QVERIFY(turn);
    QVERIFY(model.playTurn(*turn));
}

// The document a list built from scratch shows for the model's game.
QString freshDocument(GameModel& model) {
    MoveListView fresh(&model);
    return fresh.document()->toHtml();
}

} // namespace

class TestMoveListView : public QObject {
    Q_OBJECT

  private slots:
    void showsNumbersGlyphsCommentsAndVariations() {
        GameModel model;
        MoveListView view(&model);
        QVERIFY(view.html().contains("(no moves yet)"));
        TRELLIS_CHECKED(play(model, "Pb2W-b4N"));
        TRELLIS_CHECKED(play(model, "Pc7B-c5N"));
        model.goBack();
        TRELLIS_CHECKED(play(model, "Pb7B-b5N")); // a variation to black's first move
        model.setNags(model.currentNode(), {5});
        model.setComment(model.currentNode(), false, "also  fine");
        const QString html = view.html();
        QVERIFY2(html.contains("<span class='number'>1.\u00a0</span><a name='n1'"),
                 qPrintable(html));
        QVERIFY2(html.contains("<span class='number'>1...\u00a0</span>"), qPrintable(html));
        QVERIFY(html.contains("<span class='nag'>!?</span>"));
        QVERIFY(html.contains("<span class='comment'>also fine</span>"));
        QVERIFY(html.contains("<p style='margin-left:16px'><span class='variation'>(</span>"));
        QVERIFY(html.contains("class='current'>Pb7B-b5N</a>"));
        QCOMPARE(view.paragraphCount(), 2); // the main line, the variation
        QCOMPARE(MoveListView::nagGlyph(14), QString("+="));
        QCOMPARE(MoveListView::nagGlyph(16), QString("\u00b1"));
        QCOMPARE(MoveListView::nagGlyph(99), QString("$99"));
    }

    // Commands for programs in comments ([%clk], [%eval], as Lichess exports every move) are not
    // shown; a comment of commands alone is no comment, so the next turn takes no "1..." of its
    // own. The comments keep them.
    void programCommandsAreNotShown() {
        GameModel model;
        MoveListView view(&model);
        TRELLIS_CHECKED(play(model, "Pb2W-b4N"));
        const NodeId first = model.currentNode();
        TRELLIS_CHECKED(play(model, "Pc7B-c5N"));
        const NodeId second = model.currentNode();
        QVERIFY(model.setComment(first, false, "[%clk 0:10:00]"));
        QVERIFY(model.setComment(second, false, "[%eval 0.31] [%clk 0:09:58]  Sharp."));
        QVERIFY(model.setComment(GameTree::root(), false, "[%evp 12,18]"));
        const QString html = view.html();
        QVERIFY2(!html.contains("[%"), qPrintable(html));
        QVERIFY2(!html.contains("1..."), qPrintable(html));
        QVERIFY2(html.contains("<span class='comment'>Sharp.</span>"), qPrintable(html));
        QVERIFY2(!html.contains("<p class='comment'>"), qPrintable(html));
        QCOMPARE(model.tree().annotation(first).commentAfter, std::string("[%clk 0:10:00]"));

        // A comment with words still breaks the line of turns.
        QVERIFY(model.setComment(first, false, "[%clk 0:10:00] Opens the b-file."));
        QVERIFY2(view.html().contains("Opens the b-file."), qPrintable(view.html()));
        QVERIFY2(view.html().contains("1...\u00a0"), qPrintable(view.html()));
    }

    // The bug: the comment before the first turn is the start position's, which has no row.
    void editingTheStartCommentRefreshesTheList() {
        GameModel model;
        MoveListView view(&model);
        TRELLIS_CHECKED(play(model, "Pb2W-b4N"));
        QVERIFY(!view.html().contains("Before the first turn"));
        QVERIFY(model.setComment(GameTree::root(), false, "Before the first turn"));
        QVERIFY2(view.html().contains("Before the first turn"), qPrintable(view.html()));
        QVERIFY(model.setComment(GameTree::root(), false, "Before the first turn, edited"));
        QVERIFY(view.html().contains("Before the first turn, edited"));
        model.undoStack()->undo(); // both edits merged into one command
        QVERIFY(!view.html().contains("Before the first turn"));
        model.undoStack()->redo();
        QVERIFY(view.html().contains("Before the first turn, edited"));
    }

    void incrementalUpdatesMatchAFreshList() {
        GameModel model;
        model.setGame(testing::annotatedGame(60));
        MoveListView view(&model);
        view.resize(400, 300);
        auto check = [&](const char* step) {
            view.refresh();
            QVERIFY2(view.document()->toHtml() == freshDocument(model), step);
        };
        model.goToEnd();
        TRELLIS_CHECKED(playOngoing(model, 1));
        TRELLIS_CHECKED(check("play at the end"));
        model.setCurrentNode(20);
        TRELLIS_CHECKED(check("navigate"));
        TRELLIS_CHECKED(playOngoing(model, 2));
        TRELLIS_CHECKED(check("a new variation"));
        TRELLIS_CHECKED(playOngoing(model, 3));
        TRELLIS_CHECKED(check("a turn in the variation"));
        model.setComment(model.currentNode(), true, "before it");
        model.setNags(model.currentNode(), {220});
        TRELLIS_CHECKED(check("annotations"));
        model.promoteVariation(model.tree().parent(model.currentNode()));
        TRELLIS_CHECKED(check("promote"));
        model.deleteFrom(model.currentNode());
        TRELLIS_CHECKED(check("delete"));
        model.undoStack()->undo();
        model.undoStack()->undo();
        TRELLIS_CHECKED(check("undo"));
        model.undoStack()->redo();
        TRELLIS_CHECKED(check("redo"));
        model.setNotation(Notation::Meder);
        TRELLIS_CHECKED(check("notation"));
        model.setGame(testing::annotatedGame(5));
        TRELLIS_CHECKED(check("another game"));
    }

    // A turn is never split over two lines, however narrow the list: Unicode allows a break
    // after a hyphen, which every Tri-D turn has ("Nd5N-b6B"). What is copied has the turns as
    // the file writes them.
    void turnsStayOnOneLine() {
        GameModel model;
        model.setGame(testing::annotatedGame(60));
        MoveListView view(&model);
        view.refresh();
        int hyphenated = 0, wrappedLines = 0;
        for (int width = 120; width <= 420; width += 6) {
            view.document()->setTextWidth(width);
            for (QTextBlock block = view.document()->begin(); block.isValid();
                 block = block.next()) {
                const QTextLayout* layout = block.layout();
                wrappedLines += layout->lineCount() - 1;
                for (auto it = block.begin(); !it.atEnd(); ++it) {
                    const QTextFragment fragment = it.fragment();
                    if (!fragment.charFormat().isAnchor()) continue;
                    hyphenated += fragment.text().contains('-');
                    const int first = fragment.position() - block.position();
                    const int last = first + fragment.length() - 1;
                    QVERIFY2(
                        layout->lineForTextPosition(first).lineNumber() ==
                            layout->lineForTextPosition(last).lineNumber(),
                        qPrintable(
                            QString("'%1' split at width %2").arg(fragment.text()).arg(width)));
                }
            }
        }
        QVERIFY(hyphenated > 1000);
        QVERIFY(wrappedLines > 200);

        view.selectAll();
        view.copy();
        const QString copied = QGuiApplication::clipboard()->text();
        const NodeId first = model.tree().mainLine().front();
        QVERIFY2(copied.contains(QString::fromStdString(model.turnText(first))),
                 qPrintable(copied.left(200)));
        QVERIFY(!copied.contains(QChar(0x2060)));
        QVERIFY(!QGuiApplication::clipboard()->mimeData()->html().contains(QChar(0x2060)));
    }

    // Playing one turn at the end must not re-notate or rewrite the list: the counts do not grow
    // with the game (300 and 1200 turns).
    void playingOneTurnTouchesOnlyThatTurn() {
        std::vector<long long> notations;
        for (const int length : {300, 1200}) {
            GameModel model;
            QAbstractItemModelTester tester(&model,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
            model.setGame(testing::annotatedGame(length));
            QCOMPARE(int(model.tree().mainLine().size()), length);
            MoveListView view(&model);
            view.resize(500, 400);
            model.goToEnd();
            view.refresh();
            const int paragraphs = view.paragraphCount();
            QVERIFY(paragraphs > length / 15);
            const long long before = model.tree().notationCount();
            TRELLIS_CHECKED(playOngoing(model, 11));
            const int rewritten = view.refresh();
            notations.push_back(model.tree().notationCount() - before);
            QCOMPARE(view.paragraphCount(), paragraphs);
            QVERIFY2(rewritten <= 1, qPrintable(QString::number(rewritten)));
            QVERIFY(view.html().contains(
                QString("class='current'>%1</a>")
                    .arg(QString::fromStdString(model.turnText(model.currentNode())))));
        }
        // The file text of the new node and its display text, nothing else.
        QVERIFY2(notations[0] <= 2, qPrintable(QString::number(notations[0])));
        QCOMPARE(notations[1], notations[0]);
    }
};

QTEST_MAIN(TestMoveListView)
#include "TestMoveListView.moc"
