// Game sheets: the sample games as one booklet with the diagrams asked for (every N turns, at
// the diagram NAG $220, in variations too), as many PDF pages as the layout says, every game on
// a new page, no diagram split by a page break, no turn split over two lines, and page pictures in
// /tmp/trellis-export for a human to look at.
#include "AnnotatedGame.h"
#include "Checked.h"
#include "ExportTestSupport.h"
#include "GameSheet.h"
#include "game/NagGlyph.h"

#include <QTest>

using namespace trellis;
using namespace trellis::testing;

namespace {

// The diagrams a sheet should hold: the start of a set-up position, then one after every
// `every` turns of each main line and after every turn marked $220 (counted once).
int expectedDiagrams(const std::vector<GameTree>& games, int every) {
    int n = 0;
    for (const GameTree& g : games) {
        // A game from a set-up position shows it first.
        if (g.startPosition() != g.startVariant().startPosition()) ++n;
        for (NodeId id = 1; id < g.nodeSlots(); ++id) {
            if (!g.contains(id)) continue;
            const auto& nags = g.annotation(id).nags;
            const bool marked = std::find(nags.begin(), nags.end(), kDiagramNag) != nags.end();
            const bool periodic = every > 0 && g.isMainLine(id) && g.ply(id) % every == 0;
            if (marked || periodic) ++n;
        }
    }
    return n;
}

std::vector<GameTree> allSamples() {
    std::vector<GameTree> games;
    for (const char* variant : {"trid", "cotulenh", "chess"})
        for (const GameTree& g : sampleGames(variant)) games.push_back(g);
    return games;
}

void checkSheets(const GameSheets& sheets, const std::vector<GameTree>& games, int every) {
    const GameSheetReport& r = sheets.report();
    QCOMPARE(r.games, int(games.size()));
    QCOMPARE(r.diagrams, expectedDiagrams(games, every));
    QCOMPARE(r.diagramPages.size(), r.diagrams);
    QVERIFY(r.diagramsWhole);
    QVERIFY(r.turnsWhole);
    QVERIFY(std::is_sorted(r.diagramPages.begin(), r.diagramPages.end()));
    QVERIFY(r.pages >= r.games); // every game starts on a page of its own
    const QByteArray pdf = sheets.pdf();
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPageCount(pdf), r.pages);
}

} // namespace

class TestGameSheet : public QObject {
    Q_OBJECT

  private slots:
    void samplesMakeOneBooklet() {
        const std::vector<GameTree> games = allSamples();
        QCOMPARE(games.size(), std::size_t(4));
        GameSheetOptions options;
        options.every = 6;
        const GameSheets sheets(games, options);
        for (int p = 0; p < sheets.report().pages; ++p)
            TRELLIS_CHECKED(
                savePicture(sheets.pageImage(p, 1240), QString("sheet-samples-%1").arg(p + 1)));
        TRELLIS_CHECKED(checkSheets(sheets, games, 6));
        // With DejaVu Sans on A4: Tri-D 2 pages (two full-width diagrams, then the last turn's
        // comment), Cotulenh 1 (one diagram), Morphy's game 3 (five diagrams, two a page), the
        // pawn ending 2 (its set-up position and three diagrams).
        QCOMPARE(sheets.report().diagrams, 2 + 1 + 5 + 4);
        QCOMPARE(sheets.report().pages, 2 + 1 + 3 + 2);
        QCOMPARE(sheets.report().diagramPages, (QVector<int>{1, 1, 3, 4, 4, 5, 5, 6, 7, 7, 8, 8}));
    }

    void eachSampleAlone_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("every");
        for (const char* v : {"trid", "cotulenh", "chess"}) {
            QTest::addRow("%s every 2", v) << QString(v) << 2;
            QTest::addRow("%s only $220", v) << QString(v) << 0;
        }
    }
    void eachSampleAlone() {
        QFETCH(QString, variant);
        QFETCH(int, every);
        std::vector<GameTree> games;
        for (const GameTree& g : sampleGames(variant)) games.push_back(g);
        QVERIFY(!games.empty());
        GameSheetOptions options;
        options.every = every;
        const GameSheets sheets(games, options);
        TRELLIS_CHECKED(checkSheets(sheets, games, every));
    }

    // $220 asks for a diagram, on the main line and in a variation; the sheet shows no glyph for
    // it (the diagram is the sign).
    void diagramNagPlacesDiagrams() {
        const auto games =
            gamesOf("[Event \"NAG test\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                    "1. e4 e5 2. Nf3 $220 {The knight attacks e5.} 2... Nc6 (2... d6 3. d4 $220) "
                    "3. Bb5 a6 *\n");
        QCOMPARE(games.size(), 1);
        const std::vector<GameTree> list{games.front()};
        const GameSheets sheets(list, {});
        TRELLIS_CHECKED(checkSheets(sheets, list, 0));
        QCOMPARE(sheets.report().diagrams, 2);
        QCOMPARE(sheets.report().pages, 1);
        TRELLIS_CHECKED(savePicture(sheets.pageImage(0, 1240), "sheet-nag"));
    }

    // A long game with a diagram after every second turn runs over many pages; page breaks
    // fall between diagrams, never through one.
    void longGameBreaksPagesBetweenDiagrams() {
        QString text = "[Event \"Long\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";
        // Knights out and back, again and again (never a repetition draw: the sheet does not
        // care, the rules only flag it).
        const char* cycle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
        for (int ply = 0; ply < 64; ++ply) {
            if (ply % 2 == 0) text += QString::number(ply / 2 + 1) + ". ";
            text += QString(cycle[ply % 4]) + " ";
        }
        text += "*\n";
        const auto games = gamesOf(text);
        QCOMPARE(games.size(), 1);
        const std::vector<GameTree> list{games.front()};
        GameSheetOptions options;
        options.every = 2;
        const GameSheets sheets(list, options);
        TRELLIS_CHECKED(checkSheets(sheets, list, 2));
        QCOMPARE(sheets.report().diagrams, 32);
        QVERIFY2(sheets.report().pages >= 8, qPrintable(QString::number(sheets.report().pages)));
        // Every page but the last holds diagrams; no page is left empty by a break.
        QSet<int> used(sheets.report().diagramPages.begin(), sheets.report().diagramPages.end());
        QCOMPARE(used.size(), sheets.report().pages);
        TRELLIS_CHECKED(savePicture(sheets.pageImage(1, 1240), "sheet-long-page-2"));
    }

    // A long Tri-D game fills many lines of turns with hyphens ("Pd2W-d3N"), after which Unicode
    // would allow a line break; none is split.
    void longTriDGameKeepsTurnsWhole() {
        const std::vector<GameTree> list{testing::annotatedGame(400)};
        const GameSheets sheets(list, {});
        TRELLIS_CHECKED(checkSheets(sheets, list, 0));
        QVERIFY(sheets.report().pages >= 2);
        TRELLIS_CHECKED(savePicture(sheets.pageImage(0, 1240), "sheet-trid-long"));
    }

    void noGamesNoPdf() {
        GameSheetReport report;
        QVERIFY(writeGameSheets({}, {}, &report).isEmpty());
        QCOMPARE(report.pages, 0);
    }
};

QTEST_MAIN(TestGameSheet)
#include "TestGameSheet.moc"
