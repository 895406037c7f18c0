// Diagram export: SVG is XML with text as text and renders (QSvgRenderer) to the picture the
// PNG holds; PNG and PDF come out the size asked; arrows, marks, the last turn, check,
// annotations, coordinates and orientation change exactly the pixels they should (compared
// with a picture without them); the print theme has no colour; both Tri-D layouts stay legible
// at 300 px; captions name what they should. Pictures land in /tmp/trellis-export.
#include "Checked.h"
#include "ExportTestSupport.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

using namespace trellis;
using namespace trellis::testing;

namespace {

const char* kMorphyMate =
    "[Event \"Paris Opera\"]\n[White \"Paul Morphy\"]\n[Black \"Duke Karl\"]\n[Result \"1-0\"]\n\n"
    "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 "
    "9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 "
    "15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n";

// A square's rectangle in a picture of `size` (the board part of it).
QRectF squareRect(const Diagram& d, const QString& name, const QSize& size) {
    const DiagramPicture p(d, {});
    const QRectF board = p.boardRect(QSizeF(size));
    const QPointF centre = p.painter()->squareCentre(name, board, d);
    const qreal side = p.painter()->squareSize(board, d);
    return QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side);
}

// Whether every differing pixel lies within `area` (grown by a pixel of antialiasing).
void checkChangeWithin(const QImage& before, const QImage& after, const QRectF& area,
                       const char* what) {
    int count = 0;
    const QRect box = differingBox(before, after, 24, &count);
    QVERIFY2(count > 0, what);
    const QRect allowed = area.toAlignedRect().adjusted(-1, -1, 1, 1);
    QVERIFY2(allowed.contains(box),
             qPrintable(QString("%1: changed %2,%3 %4x%5 outside %6,%7 %8x%9")
                            .arg(what)
                            .arg(box.x())
                            .arg(box.y())
                            .arg(box.width())
                            .arg(box.height())
                            .arg(allowed.x())
                            .arg(allowed.y())
                            .arg(allowed.width())
                            .arg(allowed.height())));
}

struct Difference {
    double mean = 0; // mean absolute difference per channel
    double far = 0;  // share of pixels differing by more than 64 in some channel
};

Difference compare(const QImage& a, const QImage& b) {
    Difference d;
    double total = 0;
    int far = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            const int dr = std::abs(qRed(p) - qRed(q)), dg = std::abs(qGreen(p) - qGreen(q)),
                      db = std::abs(qBlue(p) - qBlue(q));
            total += dr + dg + db;
            if (std::max({dr, dg, db}) > 64) ++far;
        }
    const double pixels = double(a.width()) * a.height();
    d.mean = total / (3 * pixels);
    d.far = far / pixels;
    return d;
}

} // namespace

class TestDiagramExport : public QObject {
    Q_OBJECT

  private slots:
    void svgIsVectorXmlAndRendersLikeThePng_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QString>("layout");
        for (const char* v : {"trid", "cotulenh", "chess"})
            for (const char* t : {"screen", "print"}) QTest::addRow("%s %s", v, t) << v << t << "";
        QTest::newRow("trid stack") << "trid"
                                    << "screen"
                                    << "stack";
    }
    void svgIsVectorXmlAndRendersLikeThePng() {
        QFETCH(QString, variant);
        QFETCH(QString, theme);
        QFETCH(QString, layout);
        Shown shown(qPrintable(variant));
        const DiagramSource source = shown.source();
        DiagramOptions options;
        options.theme = *diagramThemeFromName(theme);
        options.layout = layout;
        options.caption = expandCaption("{tomove}", source.facts);
        const QString from = source.diagram.squares.value(2).name;
        const QString to = source.diagram.squares.value(20).name;
        options.arrows << DiagramArrow{from, to, PositionModel::markColour('R')};
        const DiagramPicture picture(exportDiagram(source.diagram, options), options.caption);
        const QSize size = picture.resolvedSize(QSize(640, 0));

        const QByteArray svg = picture.svg(size);
        QXmlStreamReader xml(svg);
        int texts = 0, images = 0, paths = 0;
        QString root;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (root.isEmpty()) root = xml.name().toString();
            texts += xml.name() == QLatin1String("text");
            images += xml.name() == QLatin1String("image");
            paths += xml.name() == QLatin1String("path");
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, QString("svg"));
        QVERIFY2(texts >= 2, "labels and the caption are text"); // not outlines or pictures
        QCOMPARE(images, 0);                                     // nothing rasterised
        QVERIFY(paths > 20);

        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QImage fromSvg(size, QImage::Format_RGB32);
        fromSvg.fill(Qt::white);
        QPainter p(&fromSvg);
        renderer.render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
        p.end();
        const QImage png = picture.image(size).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(png.size(), size);
        const Difference d = compare(fromSvg, png);
        const QString name = QString("svg-vs-png-%1-%2%3").arg(variant, theme, layout);
        TRELLIS_CHECKED(savePicture(fromSvg, name + "-svg"));
        TRELLIS_CHECKED(savePicture(png, name + "-png"));
        QVERIFY2(d.mean < 2.5 && d.far < 0.01,
                 qPrintable(QString("mean %1, far %2").arg(d.mean).arg(d.far)));
    }

    void pngAndPdfAreTheSizeAsked() {
        Shown shown("cotulenh");
        const DiagramPicture picture(exportDiagram(shown.source().diagram, {}), "Red to move");
        const QImage exact = picture.image(QSize(640, 480));
        QCOMPARE(exact.size(), QSize(640, 480));
        const QImage sharp = picture.image(QSize(640, 480), 2);
        QCOMPARE(sharp.size(), QSize(1280, 960));
        QCOMPARE(sharp.devicePixelRatio(), 2.0);
        // The height follows the picture when only the width is given.
        const QSize natural = picture.resolvedSize(QSize(500, 0));
        QCOMPARE(natural.height(), picture.heightFor(500));
        QVERIFY(natural.height() > 500); // the 11x12 board and its caption are taller than wide
        const QImage png =
            QImage::fromData(picture.encode(DiagramFormat::Png, QSize(333, 0), 1.5), "PNG");
        QCOMPARE(png.size(), QSize(qRound(333 * 1.5), qRound(picture.heightFor(333) * 1.5)));
        // A PDF of one page, the picture's size in points (96 px to the inch).
        const QByteArray pdf = picture.pdf(QSize(480, 360));
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(pdfPageCount(pdf), 1);
        static const QRegularExpression box(
            QStringLiteral("/MediaBox \\[0 0 (\\d+(?:\\.\\d*)?) (\\d+(?:\\.\\d*)?)\\]"));
        const auto m = box.match(QString::fromLatin1(pdf));
        QVERIFY(m.hasMatch());
        QCOMPARE(m.captured(1).toDouble(), 360.0);
        QCOMPARE(m.captured(2).toDouble(), 270.0);
    }

    // An arrow changes the pixels between its squares, marks their square, nothing else.
    void arrowsAndMarksChangeOnlyTheirPixels_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("mark");
        QTest::newRow("chess") << "chess"
                               << "screen"
                               << "e2"
                               << "e4"
                               << "d5";
        QTest::newRow("chess print") << "chess"
                                     << "print"
                                     << "g1"
                                     << "f3"
                                     << "c4";
        QTest::newRow("trid") << "trid"
                              << "screen"
                              << "b2W"
                              << "b4N"
                              << "QL1@q2";
        QTest::newRow("trid stack") << "trid"
                                    << "print"
                                    << "c2W"
                                    << "c4W"
                                    << "b5N";
        QTest::newRow("cotulenh") << "cotulenh"
                                  << "screen"
                                  << "e4"
                                  << "e6"
                                  << "g7";
    }
    void arrowsAndMarksChangeOnlyTheirPixels() {
        QFETCH(QString, variant);
        QFETCH(QString, theme);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, mark);
        Shown shown(qPrintable(variant));
        const Diagram base = shown.source().diagram;
        DiagramOptions options;
        options.theme = *diagramThemeFromName(theme);
        options.layout = QString(QTest::currentDataTag()).endsWith("stack") ? "stack" : "";
        const QImage plain = picture(base, options, 700);
        const Diagram drawn = exportDiagram(base, options);

        DiagramOptions arrowed = options;
        arrowed.arrows << DiagramArrow{from, to, PositionModel::markColour('B')};
        const QImage withArrow = picture(base, arrowed, 700);
        const QRectF a = squareRect(drawn, from, plain.size());
        const QRectF b = squareRect(drawn, to, plain.size());
        TRELLIS_CHECKED(checkChangeWithin(plain, withArrow, a.united(b), "arrow"));

        DiagramOptions marked = options;
        marked.marks << DiagramMark{mark, PositionModel::markColour('Y')};
        const QImage withMark = picture(base, marked, 700);
        TRELLIS_CHECKED(
            checkChangeWithin(plain, withMark, squareRect(drawn, mark, plain.size()), "mark"));
        TRELLIS_CHECKED(savePicture(
            withArrow, QString("arrow-%1").arg(QTest::currentDataTag()).replace(' ', '-')));
    }

    // The last turn's squares, the king in check and the node's [%csl] marks show by option.
    void optionsShowTheLastTurnCheckAndAnnotations() {
        const auto games = gamesOf(kMorphyMate);
        QCOMPARE(games.size(), 1);
        Shown mate(games.front(), 33); // 17. Rd8#
        const Diagram base = mate.source().diagram;
        DiagramOptions none;
        none.lastTurn = false;
        none.check = false;
        const QImage plain = picture(base, none, 640);
        const Diagram drawn = exportDiagram(base, none);

        DiagramOptions last = none;
        last.lastTurn = true;
        const QRectF d1 = squareRect(drawn, "d1", plain.size());
        const QRectF d8 = squareRect(drawn, "d8", plain.size());
        TRELLIS_CHECKED(
            checkChangeWithin(plain, picture(base, last, 640), d1.united(d8), "last turn"));

        DiagramOptions check = none;
        check.check = true;
        checkChangeWithin(plain, picture(base, check, 640), squareRect(drawn, "e8", plain.size()),
                          "check");

        // Annotations: a node with [%csl Re8] in the sample's second game.
        const QVector<GameTree> samples = sampleGames("chess");
        QCOMPARE(samples.size(), 2);
        const GameTree& pawnEnding = samples.at(1);
        Shown annotated(pawnEnding, 1);
        const Diagram withMarks = annotated.source().diagram;
        DiagramOptions without = none;
        without.annotations = false;
        DiagramOptions with = none;
        const QImage noMarks = picture(withMarks, without, 640);
        checkChangeWithin(noMarks, picture(withMarks, with, 640),
                          squareRect(exportDiagram(withMarks, with), "e8", noMarks.size()),
                          "annotations");
        TRELLIS_CHECKED(savePicture(picture(base, DiagramOptions{}, 640), "morphy-mate"));
    }

    // Coordinates live in the squares along the lower and left edges (chess) or in the margin.
    void coordinatesChangeOnlyTheEdges() {
        Shown shown("chess");
        const Diagram base = shown.source().diagram;
        DiagramOptions off;
        off.coordinates = false;
        const QImage bare = picture(base, off, 640);
        const QImage labelled = picture(base, DiagramOptions{}, 640);
        const Diagram drawn = exportDiagram(base, off);
        const QRectF bottom =
            squareRect(drawn, "a1", bare.size()).united(squareRect(drawn, "h1", bare.size()));
        const QRectF left =
            squareRect(drawn, "a1", bare.size()).united(squareRect(drawn, "a8", bare.size()));
        int count = 0;
        differingBox(bare, labelled, 24, &count);
        QVERIFY(count > 0);
        for (int y = 0; y < bare.height(); ++y)
            for (int x = 0; x < bare.width(); ++x)
                if (bare.pixel(x, y) != labelled.pixel(x, y)) {
                    const QPointF at(x + 0.5, y + 0.5);
                    QVERIFY2(bottom.adjusted(-1, -1, 1, 1).contains(at) ||
                                 left.adjusted(-1, -1, 1, 1).contains(at),
                             qPrintable(QString("%1,%2").arg(x).arg(y)));
                }
    }

    // Tri-D's rank numbers sit on their own boards, in both layouts and either way up: every
    // pixel the coordinates change lies in a square of some board, none in the margins or
    // the gaps between the boards (where a ruler far from the middle boards used to stand).
    void triDRankNumbersOnTheirBoards_data() {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<bool>("flipped");
        QTest::newRow("side") << "side" << false;
        QTest::newRow("side flipped") << "side" << true;
        QTest::newRow("stack") << "stack" << false;
        QTest::newRow("stack flipped") << "stack" << true;
    }
    void triDRankNumbersOnTheirBoards() {
        QFETCH(QString, layout);
        QFETCH(bool, flipped);
        Shown shown("trid");
        const Diagram base = shown.source().diagram;
        DiagramOptions off;
        off.layout = layout;
        off.flipped = flipped;
        off.coordinates = false;
        DiagramOptions on = off;
        on.coordinates = true;
        const QImage bare = picture(base, off, 900);
        const QImage labelled = picture(base, on, 900);
        const Diagram drawn = exportDiagram(base, off);
        QList<QRectF> squares;
        for (const DiagramSquare& s : drawn.squares)
            if (s.exists) squares << squareRect(drawn, s.name, bare.size()).adjusted(-1, -1, 1, 1);
        int changed = 0, outside = 0;
        for (int y = 0; y < bare.height(); ++y)
            for (int x = 0; x < bare.width(); ++x) {
                if (bare.pixel(x, y) == labelled.pixel(x, y)) continue;
                ++changed;
                const QPointF at(x + 0.5, y + 0.5);
                outside += std::none_of(squares.begin(), squares.end(),
                                        [&](const QRectF& r) { return r.contains(at); });
            }
        QVERIFY(changed > 0);
        QVERIFY2(outside == 0,
                 qPrintable(QString("%1 of %2 pixels off the boards").arg(outside).arg(changed)));
        TRELLIS_CHECKED(
            savePicture(labelled, "trid-coordinates-" + layout + (flipped ? "-flipped" : "")));
    }

    // Flipped, every square shows what it showed, at the square's new place.
    void flipMovesEverySquare_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("layout");
        QTest::newRow("chess") << "chess"
                               << "";
        QTest::newRow("trid side") << "trid"
                                   << "side";
        QTest::newRow("trid stack") << "trid"
                                    << "stack";
        QTest::newRow("cotulenh") << "cotulenh"
                                  << "";
    }
    void flipMovesEverySquare() {
        QFETCH(QString, variant);
        QFETCH(QString, layout);
        Shown shown(qPrintable(variant));
        const Diagram base = shown.source().diagram;
        DiagramOptions options;
        options.coordinates = false; // labels stay at the lower left, whichever side is down
        options.layout = layout;
        DiagramOptions flipped = options;
        flipped.flipped = true;
        const QImage b = picture(base, flipped, 900);
        const Diagram da = exportDiagram(base, options), db = exportDiagram(base, flipped);
        const DiagramPicture pa(da, {}), pb(db, {});
        const QSize size = b.size();
        // The square as drawn, painted so that its corner falls on a pixel's corner in both
        // orientations; its middle only (clear of what reaches over its edges: Cotulenh's
        // bridges, the arrows' and frames' antialiasing).
        const auto middle = [&](const DiagramPicture& picture, const QRectF& square) {
            QImage image(square.size().toSize(), QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            painter.translate(-square.topLeft());
            picture.paint(painter, QSizeF(size));
            painter.end();
            const int inset = qRound(square.width() * 0.15);
            return image.copy(image.rect().adjusted(inset, inset, -inset, -inset));
        };
        int squares = 0;
        for (const DiagramSquare& sq : base.squares) {
            if (!sq.exists) continue;
            const QRectF ra = squareRect(da, sq.name, size);
            const QRectF rb = squareRect(db, sq.name, size);
            QVERIFY2((ra.center() - rb.center()).manhattanLength() > 1, qPrintable(sq.name));
            const Difference d = compare(middle(pa, ra), middle(pb, rb));
            QVERIFY2(d.mean < 1.5, qPrintable(QString("%1: %2").arg(sq.name).arg(d.mean)));
            ++squares;
        }
        QVERIFY(squares >= 64);
        TRELLIS_CHECKED(
            savePicture(b, QString("flipped-%1").arg(QTest::currentDataTag()).replace(' ', '-')));
    }

    // The print theme is black and white (greys); the screen theme is not.
    void printThemeHasNoColour_data() {
        QTest::addColumn<QString>("variant");
        for (const char* v : {"trid", "cotulenh", "chess"}) QTest::newRow(v) << QString(v);
    }
    void printThemeHasNoColour() {
        QFETCH(QString, variant);
        Shown shown(qPrintable(variant));
        const DiagramSource source = shown.source();
        DiagramOptions print;
        print.theme = DiagramTheme::Print;
        print.arrows << DiagramArrow{source.diagram.squares.value(2).name,
                                     source.diagram.squares.value(30).name,
                                     PositionModel::markColour('R')};
        print.marks << DiagramMark{source.diagram.squares.value(5).name,
                                   PositionModel::markColour('B')};
        const auto saturated = [](const QImage& image) {
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    n += std::max({c.red(), c.green(), c.blue()}) -
                             std::min({c.red(), c.green(), c.blue()}) >
                         12;
                }
            return n;
        };
        const QImage printed = picture(source.diagram, print, 600, "Print");
        QCOMPARE(saturated(printed), 0);
        DiagramOptions screen = print;
        screen.theme = DiagramTheme::Screen;
        QVERIFY(saturated(picture(source.diagram, screen, 600)) > 1000);
        TRELLIS_CHECKED(savePicture(printed, "print-" + variant));
    }

    // Both Tri-D layouts at 300 px wide: squares big enough to tell the pieces apart; the board
    // takes the stacked layout in a tall pane and the side-by-side one in a wide pane.
    void triDLayoutsAtThreeHundredPixels() {
        Shown shown("trid");
        const Diagram base = shown.source().diagram;
        const auto painter = createDiagramPainter("trid");
        QCOMPARE(painter->layouts(), (QStringList{"side", "stack"}));
        for (const QString& layout : painter->layouts()) {
            DiagramOptions options;
            options.layout = layout;
            const Diagram d = exportDiagram(base, options);
            const DiagramPicture picture(d, {});
            const QSize size = picture.resolvedSize(QSize(300, 0));
            const qreal square = painter->squareSize(QRectF(QPointF(), QSizeF(size)), d);
            QVERIFY2(square >= (layout == "side" ? 9.5 : 25),
                     qPrintable(QString("%1: %2 px").arg(layout).arg(square)));
            TRELLIS_CHECKED(savePicture(picture.image(size), "trid-300-" + layout));
            TRELLIS_CHECKED(savePicture(picture.image(size, 3), "trid-300-" + layout + "-dpr3"));
        }
        QCOMPARE(painter->layoutFor(QRectF(0, 0, 300, 700), base), QString("stack"));
        QCOMPARE(painter->layoutFor(QRectF(0, 0, 1200, 500), base), QString("side"));
        QCOMPARE(createDiagramPainter("chess")->layoutFor(QRectF(0, 0, 300, 700), base), QString());
    }

    void captionsNameWhatTheyShould() {
        const auto games = gamesOf(kMorphyMate);
        Shown mate(games.front(), 33);
        const CaptionFacts f = mate.source().facts;
        QCOMPARE(f.turn, QString("17. Rd8#"));
        QCOMPARE(f.toMove, QString("Black to move"));
        QCOMPARE(f.players, QString("Paul Morphy \u2013 Duke Karl"));
        QCOMPARE(f.result, QString("1-0"));
        QCOMPARE(expandCaption("{players}, {turn}", f),
                 QString("Paul Morphy \u2013 Duke Karl, 17. Rd8#"));
        QCOMPARE(expandCaption("{status}", f), QString("Checkmate: White wins"));
        Shown start("chess");
        const CaptionFacts s = start.source().facts;
        QVERIFY(s.turn.isEmpty() && s.players.isEmpty());
        QCOMPARE(expandCaption("{players}, {turn}, {tomove}", s), QString("White to move"));
        QCOMPARE(expandCaption("Puzzle 12", s), QString("Puzzle 12"));
        QCOMPARE(captionPresets().value(0), QString());
    }

    void squaresAreCheckedByName() {
        Shown trid("trid");
        const Diagram d = trid.source().diagram;
        QVERIFY(checkDiagramSquare(d, "b4N").isEmpty());
        QVERIFY(checkDiagramSquare(d, "QL1@q3").isEmpty());
        QVERIFY(checkDiagramSquare(d, "QL2@q1").contains("not part of this position"));
        QVERIFY(checkDiagramSquare(d, "x9").contains("no square x9"));
        DiagramOptions extras;
        QVERIFY(parseDiagramExtras(d, "b2W-b4N:R, c4N  QL1@q1:#ff8800", &extras).isEmpty());
        QCOMPARE(extras.arrows.size(), 1);
        QCOMPARE(extras.arrows[0].colour, PositionModel::markColour('R'));
        QCOMPARE(extras.marks.size(), 2);
        QCOMPARE(extras.marks[1].colour, QColor("#ff8800"));
        QVERIFY(parseDiagramExtras(d, "b2W-b4N:plaid", &extras).contains("not a colour"));
        QVERIFY(parseDiagramExtras(d, "b2W-b4N-c4N", &extras).contains("FROM-TO"));
        QCOMPARE(diagramFormatOfPath("a/b.SVG"), std::optional(DiagramFormat::Svg));
        QCOMPARE(diagramFormatOfPath("b.jpeg"), std::nullopt);
    }

    void filesAreWrittenWhole() {
        QTemporaryDir dir;
        const QString path = dir.filePath("d.svg");
        QVERIFY(writeFileAtomically(path, "one").isEmpty());
        QVERIFY(writeFileAtomically(path, "two").isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("two"));
        QVERIFY(!writeFileAtomically(dir.filePath("missing/d.svg"), "x").isEmpty());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"d.svg"});
    }
};

QTEST_MAIN(TestDiagramExport)
#include "TestDiagramExport.moc"
