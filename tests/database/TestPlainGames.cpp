// The importer's fast reading (PgnReadOptions::plainGames): a game of nothing but turns and a
// result is read without a tree and encoded from its ranks and keys. For every game of real
// files (chess from other programs, the Cotulenh platform's, the shared Tri-D games), of
// generated games of each variant and of hand-written shapes, the fast reading must give what
// reading the tree gives: the same games under the same numbers and lines, the same errors and
// warnings, and byte for byte the same encoded game (columns, blob, main line, duplicate key,
// position index; comments and NAGs included). The shapes that need the full reading
// (variations, guessed or tolerated turns, games without tags or turns) must still come as
// trees.
#include "GameCodec.h"
#include "GameGenerator.h"

#include "SharedData.h"

#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using namespace trellis;
using namespace trellis::db;

namespace {

std::string fileText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll().toStdString();
}

QString where(int number, const char* what) {
    return QStringLiteral("game %1: %2 differs").arg(number).arg(QLatin1String(what));
}

void compareEncoded(const EncodedGame& tree, const EncodedGame& plain, int number) {
    QVERIFY2(tree.header == plain.header, qPrintable(where(number, "header")));
    QVERIFY2(tree.moves == plain.moves, qPrintable(where(number, "blob")));
    QVERIFY2(tree.mainLine == plain.mainLine, qPrintable(where(number, "main line")));
    QVERIFY2(tree.dupKey == plain.dupKey, qPrintable(where(number, "duplicate key")));
    QVERIFY2(tree.index.positions == plain.index.positions,
             qPrintable(where(number, "indexed positions")));
    QVERIFY2(tree.index.materials == plain.index.materials,
             qPrintable(where(number, "material spans")));
}

void compareErrors(const std::vector<PgnError>& a, const std::vector<PgnError>& b) {
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].game, b[i].game);
        QCOMPARE(a[i].line, b[i].line);
        QCOMPARE(a[i].column, b[i].column);
        QVERIFY(a[i].error == b[i].error);
    }
}

// Reads `text` both ways and compares; `plainRead` is how many games came plain.
void compareReadings(const std::string& text, std::size_t& plainRead,
                     const VariantDescriptor* untagged = nullptr) {
    const PgnReadResult trees = PgnReader(registeredVariants(), {.untagged = untagged}).read(text);
    PgnReadResult fast =
        PgnReader(registeredVariants(),
                  {.untagged = untagged, .plainGames = true, .fullKeysFrom = kFirstSpanPly})
            .read(text);
    QVERIFY(trees.plainGames.empty());
    compareErrors(trees.errors, fast.errors);
    compareErrors(trees.warnings, fast.warnings);
    QCOMPARE(fast.games.size() + fast.plainGames.size(), trees.games.size());
    std::size_t t = 0, p = 0;
    for (const PgnGame& expected : trees.games) {
        const auto want = encodeGame(expected.tree);
        QVERIFY(want);
        const bool asTree = t < fast.games.size() && fast.games[t].number == expected.number;
        if (asTree) {
            QCOMPARE(fast.games[t].line, expected.line);
            const auto got = encodeGame(fast.games[t++].tree);
            QVERIFY(got);
            compareEncoded(*want, *got, expected.number);
        } else {
            QVERIFY2(p < fast.plainGames.size() && fast.plainGames[p].number == expected.number,
                     qPrintable(QStringLiteral("game %1 is missing").arg(expected.number)));
            QCOMPARE(fast.plainGames[p].line, expected.line);
            const auto got = encodePlainGame(std::move(fast.plainGames[p++]));
            QVERIFY(got);
            compareEncoded(*want, *got, expected.number);
        }
        if (QTest::currentTestFailed()) return;
    }
    plainRead = fast.plainGames.size();
}

// Each shape once; the comment says which reading it needs.
const char* const kShapes = R"([Event "plain, check and mate marks"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

[Event "comments: the game's, a turn's, before the next turn, joined markup"]

{A game comment} {then one before the first turn} 1. e4 {best by test} {[%csl Ge4]} e5
{[%cal Gg1f3} {Gb1c3]} 2. Nf3 Nc6 {the last}

[Event "NAGs and suffixes, one before the first turn"]

$10 1. e4 $1 e5 2. Nf3! Nc6 ?! 3. Bb5!? $14 {and a comment} *

[Event "a variation: a tree"]

1. e4 (1. d4 d5) 1... e5 *

[Event "a check mark the turn does not give: tolerated, a tree"]

1. e4+ e5 *

[Event "an illegal turn: the same error"]

1. e4 e5 2. Ke3 *

[Event "no result: the next game's tags end it"]

1. d4 d5 2. c4

[Event "a result tag the terminator overrides"]
[Result "2-0"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "no turn and no variant: a tree"]

*

1. e4 e5 *

[Event "Meder's en passant word: a tree"]
[SetUp "1"]
[FEN "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"]

2. exd6 e.p. Ke8 *

[Event "set up, castling rights repaired: a warning"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/2K4R w Kq - 0 1"]

1. Rh8+ Kd7 *

[Event "a Variant tag and a rule set"]
[Variant "Chess"]
[White "A"]
[Black "B"]
[Date "2024.01.02"]

1. Nf3 Nf6 2. g3 g6 1/2-1/2

[Event "move numbers run on, numbers of Black with dots, a tab: plain words, read apart"]

1.e4 e5 2.Nf3 	 Nc6
3.Bb5 3...a6 4. Ba4 Nf6 *

[Event "an escape line between the turns"]

1. e4 e5
% a line the reader skips
2. Nf3 Nc6 *

[Event "words the lexer ends: a brace, a NAG, marks"]

1. e4{c} e5 2. Nf3$1 Nc6!? 3. Bb5?! a6 *

[Event "castling written with zeros"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 *

[Event "an illegal turn after them: the same error and line"]

1. e4 e5 2. Qh6 *

[Event "an illegal turn lines after a run, behind a comment with accents: the same line and column"]

1. e4 {étude à faire} e5 2. Nf3 Nc6
3. Bb5 a6

4. Ba4 Nf6 5. Qh6 *
)";

} // namespace

class TestPlainGames : public QObject {
    Q_OBJECT

  private slots:
    void shapes() {
        std::size_t plain = 0;
        compareReadings(kShapes, plain);
        if (QTest::currentTestFailed()) return;
        // Plain: the first, the comments, the NAGs, no result, the result tag, set up, the
        // Variant tag, and the four shapes of words after it. The rest are trees (variation,
        // tolerated check mark, no turn, e.p.) or errors.
        QCOMPARE(plain, std::size_t(11));
        // And with CR LF line ends (as Windows programs write), the same.
        std::string crlf;
        for (const char c : std::string_view(kShapes))
            crlf += c == '\n' ? "\r\n" : std::string(1, c);
        compareReadings(crlf, plain);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(plain, std::size_t(11));
    }

    void realFiles_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("minimumPlain");
        const QString chess = QStringLiteral(TRELLIS_SOURCE_DIR "/tests/data/real-chess/");
        QTest::newRow("chess.js benchmark") << chess + "chessjs-benchmark.pgn" << 100;
        QTest::newRow("pychess puzzles") << chess + "pychess-puzzles.pgn" << 1;
        QTest::newRow("pychess lessons") << chess + "pychess-lessons.pgn" << 0;
        QTest::newRow("pgn-extract eco") << chess + "pgn-extract-eco.pgn" << 0;
        QTest::newRow("pgn-parser samples") << chess + "pgn-parser-samples.pgn" << 0;
        QTest::newRow("shapes") << chess + "shapes.pgn" << 1;
        const QString cotulenh =
            QStringLiteral(TRELLIS_SOURCE_DIR "/tests/data/cotulenh-platform/");
        for (const char* name : {"games-as-exported.pgn", "games-rank-digit.pgn",
                                 "games-true-fen.pgn", "header-only.pgn"})
            QTest::newRow(name) << cotulenh + name << 0;
    }
    void realFiles() {
        QFETCH(QString, path);
        QFETCH(int, minimumPlain);
        const std::string text = fileText(path);
        QVERIFY2(!text.empty(), qPrintable(path));
        std::size_t plain = 0;
        compareReadings(text, plain);
        if (QTest::currentTestFailed()) return;
        QVERIFY2(plain >= std::size_t(minimumPlain), qPrintable(QString::number(plain)));
    }

    // db import --variant chess: games without a Variant tag are chess from the first start.
    void toldVariant() {
        const std::string text =
            fileText(QStringLiteral(TRELLIS_SOURCE_DIR "/tests/data/real-chess/shapes.pgn"));
        std::size_t plain = 0;
        compareReadings(text, plain, findVariant("chess"));
    }

    void sharedTriDGames() {
        TRELLIS_REQUIRE_SHARED("trid/db-trid-public.pgn");
        const std::string text =
            fileText(testing::sharedDataPath(QStringLiteral("trid/db-trid-public.pgn")));
        std::size_t plain = 0;
        compareReadings(text, plain);
    }

    // Generated games (some annotated) come plain unless they hold a variation, in each variant.
    void generatedGames_data() {
        QTest::addColumn<QString>("variant");
        for (const VariantDescriptor* d : registeredVariants())
            QTest::newRow(d->id.c_str()) << QString::fromStdString(d->id);
    }
    void generatedGames() {
        QFETCH(QString, variant);
        GeneratorOptions options;
        options.variant = findVariant(variant.toStdString());
        options.seed = 7;
        options.maxTurns = 60;
        std::vector<GameTree> games;
        for (int i = 0; i < 12; ++i) games.push_back(generateGame(options, i));
        std::size_t plain = 0;
        compareReadings(PgnWriter().write(games), plain);
        if (QTest::currentTestFailed()) return;
        const auto lines = std::count_if(games.begin(), games.end(), [](const GameTree& game) {
            for (NodeId id = 0; id < game.nodeSlots(); ++id)
                if (game.contains(id) && game.children(id).size() > 1) return false;
            return true;
        });
        const auto annotated = std::count_if(games.begin(), games.end(), [](const GameTree& game) {
            for (NodeId id = 0; id < game.nodeSlots(); ++id)
                if (game.contains(id) && !game.annotation(id).empty()) return true;
            return false;
        });
        QVERIFY(annotated > 0); // the generator annotates some
        QCOMPARE(plain, std::size_t(lines));
    }
};

QTEST_GUILESS_MAIN(TestPlainGames)
#include "TestPlainGames.moc"
