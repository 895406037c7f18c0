// The Tri-D, Cotulenh and chess diagram painters: they draw something colourful, every square maps
// back to itself through hitTest (flipped or not), attack boards and free pins are hit as boards,
// and PNG snapshots land in /tmp/trellis-diagrams for a human to look at.
#include "Checked.h"
#include "DiagramPainter.h"

#include <QDir>
#include <QImage>
#include <QSet>
#include <QTest>

using namespace trellis;

namespace {

const QString kSnapshotDir = QStringLiteral("/tmp/trellis-diagrams");

// ---- Tri-D start position, built by hand -----------------------------------------------------

struct PinFootprint {
    const char* pin;
    int file0, rank0;
};
const PinFootprint kPins[] = {{"QL1", 0, 0}, {"QL2", 0, 4}, {"QL3", 0, 2}, {"QL4", 0, 6},
                              {"QL5", 0, 4}, {"QL6", 0, 8}, {"KL1", 4, 0}, {"KL2", 4, 4},
                              {"KL3", 4, 2}, {"KL4", 4, 6}, {"KL5", 4, 4}, {"KL6", 4, 8}};

QString tridName(int file, int rank, const QString& level) {
    return QString(QChar("zabcde"[file])) + QString::number(rank) + level;
}

// The pieces of the start position, keyed by "<file letter><rank><level>".
const QHash<QString, QString>& tridStartPieces() {
    static const QHash<QString, QString> pieces{
        {"z0QL1", "R"}, {"a0QL1", "Q"}, {"z1QL1", "P"}, {"a1QL1", "P"}, {"d0KL1", "K"},
        {"e0KL1", "R"}, {"d1KL1", "P"}, {"e1KL1", "P"}, {"a1W", "N"},   {"b1W", "B"},
        {"c1W", "B"},   {"d1W", "N"},   {"a2W", "P"},   {"b2W", "P"},   {"c2W", "P"},
        {"d2W", "P"},   {"z9QL6", "r"}, {"a9QL6", "q"}, {"z8QL6", "p"}, {"a8QL6", "p"},
        {"d9KL6", "k"}, {"e9KL6", "r"}, {"d8KL6", "p"}, {"e8KL6", "p"}, {"a8B", "n"},
        {"b8B", "b"},   {"c8B", "b"},   {"d8B", "n"},   {"a7B", "p"},   {"b7B", "p"},
        {"c7B", "p"},   {"d7B", "p"}};
    return pieces;
}

void addTriDSquare(Diagram& d, int file, int rank, const QString& level, const QString& name,
                   bool exists) {
    DiagramSquare sq;
    sq.id = d.squares.size();
    sq.name = name;
    sq.file = file;
    sq.rank = rank;
    sq.level = level;
    sq.exists = exists;
    sq.piece = tridStartPieces().value(tridName(file, rank, level));
    if (!sq.piece.isEmpty()) sq.colour = sq.piece.at(0).isUpper() ? 0 : 1;
    d.squares.append(sq);
}

Diagram tridStart() {
    Diagram d;
    d.variant = "trid";
    const struct {
        const char* level;
        int lowRank;
    } mains[] = {{"W", 1}, {"N", 3}, {"B", 5}};
    for (const auto& main : mains)
        for (int rank = main.lowRank; rank < main.lowRank + 4; ++rank)
            for (int file = 1; file <= 4; ++file)
                addTriDSquare(d, file, rank, main.level, tridName(file, rank, main.level), true);
    const QSet<QString> occupied{"QL1", "KL1", "QL6", "KL6"};
    const int quadrant[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}}; // q1..q4 as (file, rank) offsets
    for (const auto& pin : kPins)
        for (int q = 0; q < 4; ++q)
            addTriDSquare(d, pin.file0 + quadrant[q][0], pin.rank0 + quadrant[q][1], pin.pin,
                          QString("%1@q%2").arg(pin.pin).arg(q + 1), occupied.contains(pin.pin));
    for (const QString pin : {"QL1", "KL1", "QL6", "KL6"})
        d.boards.append({pin, pin.endsWith('1') ? 0 : 1, false, false});
    return d;
}

DiagramSquare* square(Diagram& d, const QString& name) {
    for (auto& sq : d.squares)
        if (sq.name == name) return &sq;
    return nullptr;
}

void movePiece(Diagram& d, const QString& from, const QString& to) {
    DiagramSquare* a = square(d, from);
    DiagramSquare* b = square(d, to);
    b->piece = a->piece;
    b->colour = a->colour;
    a->piece.clear();
    a->colour = -1;
    a->lastMove = b->lastMove = true;
}

// A middle game moment: the white queen has come out to c5N and checks the black king.
Diagram tridPlay() {
    Diagram d = tridStart();
    movePiece(d, "QL1@q2", "c5N");
    square(d, "QL1@q2")->lastMove = square(d, "c5N")->lastMove = true;
    square(d, "KL6@q4")->check = true;
    square(d, "c4N")->piece = "p";
    square(d, "c4N")->colour = 1;
    square(d, "d1W")->selected = true;
    for (const QString target : {"c3W", "b3W", "c3N", "c4N"}) square(d, target)->target = true;
    square(d, "b7B")->mark = QColor(136, 32, 32);
    d.boards.append({"QL2", -1, false, true});
    d.boards.append({"KL2", -1, false, true});
    d.arrows.append({"c5N", "KL6@q4", QColor(136, 32, 32)});
    d.arrows.append({"d1W", "c3N", QColor(21, 120, 27)});
    return d;
}

// White has picked up the KL1 board: the free pins it may move to are offered.
Diagram tridBoardMove() {
    Diagram d = tridStart();
    for (auto& board : d.boards) board.selected = board.pin == "KL1";
    d.boards.append({"KL2", -1, false, true});
    d.boards.append({"KL3", -1, false, true});
    return d;
}

// ---- Cotulenh, from a FEN board field ---------------------------------------------------------

QString cotulenhTerrain(int file, int rank) {
    if (file <= 1) return "water";
    if (file == 2 || ((file == 3 || file == 4) && (rank == 6 || rank == 7))) return "mixed";
    return "land";
}

// Splits one FEN rank into 11 tokens (empty strings for empty squares).
QStringList fenRankTokens(const QString& field) {
    QStringList tokens;
    for (int i = 0; i < field.size();) {
        if (field[i].isDigit()) {
            int n = 0;
            while (i < field.size() && field[i].isDigit()) n = n * 10 + field[i++].digitValue();
            for (int k = 0; k < n; ++k) tokens << QString();
        } else if (field[i] == '(') {
            const int end = field.indexOf(')', i);
            tokens << field.mid(i, end - i + 1);
            i = end + 1;
        } else if (field[i] == '+') {
            tokens << field.mid(i, 2);
            i += 2;
        } else {
            tokens << field.mid(i++, 1);
        }
    }
    return tokens;
}

Diagram cotulenhFromFen(const QString& board) {
    Diagram d;
    d.variant = "cotulenh";
    const QStringList ranks = board.split('/');
    for (int rank = 1; rank <= 12; ++rank) {
        const QStringList tokens = fenRankTokens(ranks[12 - rank]);
        for (int file = 0; file < 11; ++file) {
            DiagramSquare sq;
            sq.id = (rank - 1) * 11 + file;
            sq.name = QString(QChar('a' + file)) + QString::number(rank);
            sq.file = file;
            sq.rank = rank;
            sq.terrain = cotulenhTerrain(file, rank);
            sq.piece = tokens.value(file);
            const auto letter = std::find_if(sq.piece.begin(), sq.piece.end(),
                                             [](QChar c) { return c.isLetter(); });
            if (letter != sq.piece.end()) sq.colour = letter->isUpper() ? 0 : 1;
            d.squares.append(sq);
        }
    }
    return d;
}

const QString kCotulenhStart = "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/"
                               "2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4";

// A stack of navy, heroic air force and tank has sailed up the b file; a heroic tank waits on e5.
Diagram cotulenhPlay() {
    Diagram d = cotulenhFromFen("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/1(N+FT)+T2M2EI/"
                                "2N1G3TG2/3A2S2A1/4FH1HF2/6C4");
    for (auto& sq : d.squares) {
        if (sq.name == "b5") sq.selected = true;
        if (sq.name == "b6" || sq.name == "b7" || sq.name == "b8" || sq.name == "b9" ||
            sq.name == "c9")
            sq.target = true;
        if (sq.name == "b2" || sq.name == "b5") sq.lastMove = true;
        if (sq.name == "g12") sq.check = true;
        if (sq.name == "f10") sq.mark = QColor(0, 48, 136);
    }
    d.arrows.append({"g3", "g11", QColor(230, 143, 0)});
    return d;
}

// ---- Chess, from a FEN board field ---------------------------------------------------------

Diagram chessFromFen(const QString& board) {
    Diagram d;
    d.variant = "chess";
    const QStringList ranks = board.split('/');
    for (int rank = 1; rank <= 8; ++rank) {
        QStringList tokens;
        for (QChar c : ranks[8 - rank])
            if (c.isDigit())
                for (int k = 0; k < c.digitValue(); ++k) tokens << QString();
            else
                tokens << QString(c);
        for (int file = 0; file < 8; ++file) {
            DiagramSquare sq;
            sq.id = (rank - 1) * 8 + file;
            sq.name = QString(QChar('a' + file)) + QString::number(rank);
            sq.file = file;
            sq.rank = rank;
            sq.piece = tokens.value(file);
            if (!sq.piece.isEmpty()) sq.colour = sq.piece.at(0).isUpper() ? 0 : 1;
            d.squares.append(sq);
        }
    }
    return d;
}

const QString kChessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

// After 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7#: the mated king glows, marks and arrows show.
Diagram chessPlay() {
    Diagram d = chessFromFen("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR");
    for (auto& sq : d.squares) {
        if (sq.name == "h5" || sq.name == "f7") sq.lastMove = true;
        if (sq.name == "e8") sq.check = true;
        if (sq.name == "b1") sq.selected = true;
        if (sq.name == "a3" || sq.name == "c3") sq.target = true;
        if (sq.name == "c4") sq.mark = QColor(0, 48, 136);
    }
    d.arrows.append({"c4", "f7", QColor(21, 120, 27)});
    d.arrows.append({"g8", "f6", QColor(136, 32, 32)});
    return d;
}

// ---- helpers ---------------------------------------------------------------------------------

QImage render(const Diagram& d, int width) {
    auto painter = createDiagramPainter(d.variant);
    const QSizeF aspect = painter->aspect(d);
    QImage image(width, qRound(width * aspect.height() / aspect.width()), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    painter->paint(p, image.rect(), d);
    return image;
}

void saveSnapshot(const QImage& image, const QString& name) {
    QDir().mkpath(kSnapshotDir);
    QVERIFY(image.save(kSnapshotDir + "/" + name + ".png"));
}

// Distinct colours after dropping the low 4 bits of each channel.
int colourCount(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2) colours.insert(image.pixel(x, y) & 0xF0F0F0);
    return colours.size();
}

void checkSquaresRoundTrip(Diagram d, const QRectF& rect) {
    auto painter = createDiagramPainter(d.variant);
    for (bool flipped : {false, true}) {
        d.flipped = flipped;
        for (const auto& sq : d.squares) {
            if (!sq.exists) {
                QVERIFY(painter->squareCentre(sq.name, rect, d).isNull());
                continue;
            }
            const QPointF centre = painter->squareCentre(sq.name, rect, d);
            QVERIFY2(rect.contains(centre), qPrintable(sq.name));
            const DiagramHit hit = painter->hitTest(centre, rect, d);
            QVERIFY2(hit.kind == DiagramHit::Kind::Square, qPrintable(sq.name));
            QCOMPARE(hit.squareId, sq.id);
        }
        QCOMPARE(painter->hitTest(rect.topLeft() - QPointF(5, 5), rect, d).kind,
                 DiagramHit::Kind::None);
    }
}

} // namespace

class TestDiagramPainters : public QObject {
    Q_OBJECT

  private slots:
    void factory();
    void paintsColourfulImages_data();
    void paintsColourfulImages();
    void tridSquaresRoundTrip();
    void cotulenhSquaresRoundTrip();
    void chessSquaresRoundTrip();
    void chessFlipTurnsTheBoard();
    void attackBoardFrameIsBoard();
    void freeTargetPinIsHit();
    void snapshots();
};

void TestDiagramPainters::factory() {
    QVERIFY(createDiagramPainter("trid"));
    QVERIFY(createDiagramPainter("cotulenh"));
    QVERIFY(createDiagramPainter("chess"));
    QVERIFY(!createDiagramPainter("shogi"));
    // An empty rectangle (a widget not laid out yet) draws and hits nothing, without trouble.
    QImage image(10, 10, QImage::Format_ARGB32);
    QPainter p(&image);
    for (const Diagram& d :
         {tridStart(), cotulenhFromFen(kCotulenhStart), chessFromFen(kChessStart)}) {
        auto painter = createDiagramPainter(d.variant);
        painter->paint(p, QRectF(), d);
        QCOMPARE(painter->hitTest(QPointF(0, 0), QRectF(), d).kind, DiagramHit::Kind::None);
    }
}

void TestDiagramPainters::paintsColourfulImages_data() {
    QTest::addColumn<Diagram>("diagram");
    QTest::addColumn<int>("width");
    QTest::newRow("trid 300") << tridStart() << 300;
    QTest::newRow("trid 1200") << tridPlay() << 1200;
    QTest::newRow("cotulenh 300") << cotulenhFromFen(kCotulenhStart) << 300;
    QTest::newRow("cotulenh 1200") << cotulenhPlay() << 1200;
    QTest::newRow("chess 300") << chessFromFen(kChessStart) << 300;
    QTest::newRow("chess 1200") << chessPlay() << 1200;
}

void TestDiagramPainters::paintsColourfulImages() {
    QFETCH(Diagram, diagram);
    QFETCH(int, width);
    const QImage image = render(diagram, width);
    QVERIFY2(colourCount(image) >= 24, qPrintable(QString::number(colourCount(image))));
    int white = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) white += image.pixel(x, y) == qRgb(255, 255, 255);
    QVERIFY(white < image.width() * image.height() / 10); // the drawing fills its aspect
}

void TestDiagramPainters::tridSquaresRoundTrip() {
    TRELLIS_CHECKED(checkSquaresRoundTrip(tridPlay(), QRectF(10, 20, 900, 600)));
    TRELLIS_CHECKED(checkSquaresRoundTrip(tridStart(), QRectF(0, 0, 300, 120)));
    // Arrows from imported games may name attack-board squares in Meder's form.
    const Diagram d = tridStart();
    auto painter = createDiagramPainter("trid");
    const QRectF rect(0, 0, 1000, 400);
    QCOMPARE(painter->squareCentre("d9KL6", rect, d), painter->squareCentre("KL6@q4", rect, d));
    QVERIFY(painter->squareCentre("a5QL2", rect, d).isNull()); // no board on QL2
}

void TestDiagramPainters::cotulenhSquaresRoundTrip() {
    TRELLIS_CHECKED(checkSquaresRoundTrip(cotulenhPlay(), QRectF(10, 20, 700, 700)));
    TRELLIS_CHECKED(checkSquaresRoundTrip(cotulenhFromFen(kCotulenhStart), QRectF(0, 0, 300, 340)));
}

void TestDiagramPainters::chessSquaresRoundTrip() {
    TRELLIS_CHECKED(checkSquaresRoundTrip(chessPlay(), QRectF(10, 20, 700, 500)));
    TRELLIS_CHECKED(checkSquaresRoundTrip(chessFromFen(kChessStart), QRectF(0, 0, 240, 240)));
}

// White at the bottom, a1 dark in the lower left; flipped, h8 takes that corner. Pieces are drawn.
void TestDiagramPainters::chessFlipTurnsTheBoard() {
    Diagram d = chessFromFen(kChessStart);
    auto painter = createDiagramPainter("chess");
    const QRectF rect(0, 0, 800, 800);
    const QPointF a1 = painter->squareCentre("a1", rect, d),
                  h8 = painter->squareCentre("h8", rect, d);
    QVERIFY(a1.x() < 200 && a1.y() > 600);
    QVERIFY(h8.x() > 600 && h8.y() < 200);
    d.flipped = true;
    QCOMPARE(painter->squareCentre("h8", rect, d), a1);
    QCOMPARE(painter->squareCentre("a1", rect, d), h8);
    QCOMPARE(painter->hitTest(a1, rect, d).squareId, 63);
    // An empty board against the start position: the pieces change many pixels of their squares.
    const QImage start = render(chessFromFen(kChessStart), 400);
    const QImage empty = render(chessFromFen("8/8/8/8/8/8/8/8"), 400);
    const QImage emptyAgain = render(chessFromFen("8/8/8/8/8/8/8/8"), 400);
    QCOMPARE(empty, emptyAgain);
    int changed = 0;
    for (int y = 0; y < start.height(); ++y)
        for (int x = 0; x < start.width(); ++x) changed += start.pixel(x, y) != empty.pixel(x, y);
    QVERIFY2(changed > start.width() * start.height() / 10, qPrintable(QString::number(changed)));
    // The middle ranks stay bare in the start position.
    const QPointF e4 = painter->squareCentre("e4", QRectF(start.rect()), chessFromFen(kChessStart));
    QCOMPARE(start.pixel(e4.toPoint()), empty.pixel(e4.toPoint()));
}

// Just outside a corner square of the board lies its frame: the hit names the pin.
void TestDiagramPainters::attackBoardFrameIsBoard() {
    Diagram d = tridStart();
    auto painter = createDiagramPainter("trid");
    const QRectF rect(0, 0, 1500, 600);
    for (bool flipped : {false, true}) {
        d.flipped = flipped;
        for (const QString pin : {"QL1", "KL1", "QL6", "KL6"}) {
            const QPointF q1 = painter->squareCentre(pin + "@q1", rect, d);
            const QPointF q2 = painter->squareCentre(pin + "@q2", rect, d);
            const QPointF q4 = painter->squareCentre(pin + "@q4", rect, d);
            for (const QPointF& outward : {q1 - q2, q1 - q4}) {
                const DiagramHit hit = painter->hitTest(q1 + outward * 0.55, rect, d);
                QCOMPARE(hit.kind, DiagramHit::Kind::Board);
                QCOMPARE(hit.pin, pin);
            }
        }
    }
}

// The footprints of QL2 and KL2 lie four ranks above those of QL1 and KL1.
void TestDiagramPainters::freeTargetPinIsHit() {
    Diagram d = tridPlay();
    auto painter = createDiagramPainter("trid");
    const QRectF rect(0, 0, 1500, 600);
    for (bool flipped : {false, true}) {
        d.flipped = flipped;
        const struct {
            const char* pin;
            const char* base;
            int ranksUp;
        } cases[] = {{"QL2", "QL1", 4}, {"KL2", "KL1", 4}};
        for (const auto& c : cases) {
            const QString base = c.base;
            const QPointF q1 = painter->squareCentre(base + "@q1", rect, d);
            const QPointF q3 = painter->squareCentre(base + "@q3", rect, d);
            const QPointF q4 = painter->squareCentre(base + "@q4", rect, d);
            const QPointF middle = (q1 + q3) / 2 + (q4 - q1) * c.ranksUp;
            for (const QPointF& at : {middle, q1 + (q4 - q1) * c.ranksUp}) {
                const DiagramHit hit = painter->hitTest(at, rect, d);
                QCOMPARE(hit.kind, DiagramHit::Kind::Board);
                QCOMPARE(hit.pin, QString(c.pin));
            }
        }
    }
}

void TestDiagramPainters::snapshots() {
    TRELLIS_CHECKED(saveSnapshot(render(tridStart(), 1800), "trid-start"));
    TRELLIS_CHECKED(saveSnapshot(render(tridStart(), 400), "trid-start-400"));
    TRELLIS_CHECKED(saveSnapshot(render(tridPlay(), 1800), "trid-play"));
    Diagram flipped = tridPlay();
    flipped.flipped = true;
    TRELLIS_CHECKED(saveSnapshot(render(flipped, 1200), "trid-play-flipped"));
    TRELLIS_CHECKED(saveSnapshot(render(tridBoardMove(), 1400), "trid-board-move"));
    TRELLIS_CHECKED(saveSnapshot(render(cotulenhFromFen(kCotulenhStart), 1000), "cotulenh-start"));
    TRELLIS_CHECKED(
        saveSnapshot(render(cotulenhFromFen(kCotulenhStart), 300), "cotulenh-start-300"));
    TRELLIS_CHECKED(saveSnapshot(render(cotulenhPlay(), 1000), "cotulenh-play"));
    Diagram blue = cotulenhPlay();
    blue.flipped = true;
    TRELLIS_CHECKED(saveSnapshot(render(blue, 700), "cotulenh-play-flipped"));
    TRELLIS_CHECKED(saveSnapshot(render(chessFromFen(kChessStart), 800), "chess-start"));
    TRELLIS_CHECKED(saveSnapshot(render(chessPlay(), 800), "chess-play"));
    Diagram black = chessPlay();
    black.flipped = true;
    TRELLIS_CHECKED(saveSnapshot(render(black, 600), "chess-play-flipped"));
}

QTEST_MAIN(TestDiagramPainters)
#include "TestDiagramPainters.moc"
