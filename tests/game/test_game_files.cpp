// Game files of any size: PgnStream reads a file a stretch at a time exactly as PgnReader reads
// the whole text (same games, same errors with the same numbers, lines and columns, whatever
// the stretch and block sizes), in stretches whose size does not grow with the file; and the
// shapes that were once quadratic (a long Cotulenh game, many player tags, a comment of "[%"
// openers) take time proportional to their size: a 4x larger input must not cost 8x (a
// quadratic reader costs 16x). Time is compared within one run, never against a limit.
#include "GameFileShapes.h"

#include "game/PgnReader.h"
#include "game/PgnStream.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QTest>

#include <algorithm>
#include <ctime>
#include <functional>
#include <sstream>

using namespace trellis;

namespace {

QString describe(const PgnReadResult& r) {
    QStringList out;
    for (const PgnGame& g : r.games)
        out << QString("game %1 line %2\n%3")
                   .arg(g.number)
                   .arg(g.line)
                   .arg(QString::fromStdString(PgnWriter().write(g.tree)));
    for (const PgnError& e : r.errors)
        out << QString("error game %1 line %2 column %3 code %4 %5")
                   .arg(e.game)
                   .arg(e.line)
                   .arg(e.column)
                   .arg(int(e.error.code))
                   .arg(QString::fromStdString(errorDebugText(e.error)));
    return out.join('\n');
}

struct Streamed {
    PgnReadResult all;
    std::size_t stretches = 0;
    std::size_t largest = 0; // games and errors in the largest stretch
};

Streamed stream(const std::string& text, std::size_t pieceBytes, std::size_t blockBytes) {
    const PgnReader reader(registeredVariants());
    std::istringstream in(text);
    PgnStream s(reader, in, pieceBytes, blockBytes);
    Streamed out;
    while (auto stretch = s.next()) {
        ++out.stretches;
        out.largest = std::max(out.largest, stretch->games.size() + stretch->errors.size());
        for (PgnGame& g : stretch->games) out.all.games.push_back(std::move(g));
        for (PgnError& e : stretch->errors) out.all.errors.push_back(std::move(e));
    }
    return out;
}

// Games and errors of a stream sorted like the whole-file reader gives them.
QString streamedText(const std::string& text, std::size_t pieceBytes, std::size_t blockBytes) {
    return describe(stream(text, pieceBytes, blockBytes).all);
}

// The least process time of three runs of `f`, in seconds (other processes' load aside).
double cpuSeconds(const std::function<void()>& f) {
    double best = 1e30;
    for (int i = 0; i < 3; ++i) {
        const std::clock_t start = std::clock();
        f();
        best = std::min(best, double(std::clock() - start) / CLOCKS_PER_SEC);
    }
    return best;
}

// Reading 4x the input costs less than 8x the time: linear, not quadratic.
void checkLinear(const std::function<std::string(std::size_t)>& shape, std::size_t bytes) {
    const PgnReader reader(registeredVariants());
    const std::string small = shape(bytes), large = shape(4 * bytes);
    const PgnReadResult read = reader.read(large);
    QVERIFY2(read.errors.empty(), qPrintable(describe(read)));
    QCOMPARE(read.games.size(), std::size_t(1));
    const double t1 = cpuSeconds([&] { reader.read(small); });
    const double t4 = cpuSeconds([&] { reader.read(large); });
    qInfo("%zu bytes: %.4f s, %zu bytes: %.4f s (x%.1f)", small.size(), t1, large.size(), t4,
          t4 / std::max(t1, 1e-9));
    QVERIFY2(t4 < 8 * t1, qPrintable(QString("x%1").arg(t4 / t1)));
}

} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT

  private slots:
    void streamReadsLikeTheWholeFile_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty games") << QByteArray("*\n*\n\n*\n  *  \n*");
        QTest::newRow("untagged games")
            << QByteArray("1. c4N b5N *\n1. c4N *\n*\n1. c4N b5N 1-0\n");
        QTest::newRow("broken untagged games")
            << QByteArray("1. c4N zz9 *\n*\n1. c4N ]x *\n*\n1. c4N b5N 0-1\n*\n");
        QTest::newRow("comment open across results")
            << QByteArray("1. c4N {open\n*\n*\n} b5N *\n*\n1. c4N {never closed *\n*\n*\n");
        QTest::newRow("result in a comment or a variation")
            << QByteArray("1. c4N {1-0\n} *\n1. c4N (1. b3W *\n1. d4N) *\n*\n1. c4N (b5N\n*\n*\n");
        QTest::newRow("broken tags")
            << QByteArray("[Event \"x\n*\n[Event \"y\"]\n*\n[Event \"z\"] *\n*\n[Bad\n*\n*\n");
        QTest::newRow("tagged games") << QByteArray(
            "[Event \"a\"]\n\n1. c4N b5N 1-0\n\n[Event \"b\"]\n\n1. c4N {c 1-0\n[Event \"d\"]\n"
            "\n1. c4N *\n\n%escape 1-0\n[Event \"e\"]\n\n1. c4N 1/2-1/2\n[Event \"f\"]\n1. c4N "
            "b5N *[Event \"g\"]\n*\n{trailing}\n");
        QTest::newRow("broken tag before a result and a tag line") << QByteArray(
            "[Event \"x 1-0\n\n[Event \"y\"]\n\n1. c4N *\n[Event \"z\"]\n\n1. c4N b5N *\n");
        QTest::newRow("other variants") << QByteArray(
            "[Variant \"Cotulenh\"]\n\n1. Ic6 ic7 *\n[Variant \"Chess\"]\n\n1. e4 e5 *\n"
            "[Variant \"Chess\"]\n\n1. e4 e9 *\n*\n");
    }
    // Every stretch size from one byte (a cut after every candidate line) to the whole file,
    // and blocks of one byte (lines arrive in parts) or many.
    void streamReadsLikeTheWholeFile() {
        QFETCH(QByteArray, text);
        const std::string whole = text.toStdString();
        const QString expected = describe(PgnReader(registeredVariants()).read(whole));
        for (std::size_t piece : {1, 2, 5, 13, 64, 1 << 20})
            for (std::size_t block : {1, 3, 64 * 1024})
                QVERIFY2(streamedText(whole, piece, block) == expected,
                         qPrintable(QString("stretches of %1, blocks of %2:\n%3\nexpected:\n%4")
                                        .arg(piece)
                                        .arg(block)
                                        .arg(streamedText(whole, piece, block), expected)));
    }

    // Random mixtures of the pieces above read alike too.
    void mixturesReadLikeTheWholeFile() {
        const char* const parts[] = {"*\n",    "1. c4N *\n",      "1. c4N zz9 *\n", "{open\n",
                                     "}\n",    "[Event \"x\"]\n", "1. c4N (b5N\n",  ") *\n",
                                     "\n",     "1. c4N ]x *\n",   "1-0\n",          "{c} *\n",
                                     "[Bad\n", "% 1-0\n"};
        std::uint32_t seed = 19;
        for (int round = 0; round < 200; ++round) {
            std::string text;
            for (int k = 0; k < 12; ++k) {
                seed = seed * 1664525u + 1013904223u;
                text += parts[(seed >> 8) % std::size(parts)];
            }
            const QString expected = describe(PgnReader(registeredVariants()).read(text));
            for (std::size_t piece : {1, 7, 40})
                QVERIFY2(streamedText(text, piece, 5) == expected, text.c_str());
        }
    }

    // Whether a piece ends on a game boundary rests on this when it was read without errors.
    void readerTellsWhetherTheTextEndsOnAResult() {
        const PgnReader reader(registeredVariants());
        QVERIFY(reader.read("1. c4N b5N 1-0\n").endsOnResult);
        QVERIFY(reader.read("*").endsOnResult);
        QVERIFY(reader.read("[Event \"a\"]\n\n1. c4N 1/2-1/2\n\n").endsOnResult);
        QVERIFY(!reader.read("1. c4N b5N 1-0 {after}\n").endsOnResult);
        QVERIFY(!reader.read("1. c4N *\n; 1-0\n").endsOnResult);
        QVERIFY(!reader.read("1. c4N b5N\n").endsOnResult);
        QVERIFY(!reader.read("").endsOnResult);
    }

    // A file of empty games (each costs a game tree: hundreds of bytes per byte of file) is read
    // in stretches no larger for a file four times as large: memory does not grow with it.
    void emptyGamesComeInBoundedStretches() {
        const Streamed small = stream(testing::emptyGames(64 * 1024), 16 * 1024, 64 * 1024);
        const Streamed large = stream(testing::emptyGames(256 * 1024), 16 * 1024, 64 * 1024);
        QCOMPARE(small.all.games.size(), std::size_t(32 * 1024));
        QCOMPARE(large.all.games.size(), std::size_t(128 * 1024));
        QVERIFY(large.stretches >= 16);
        QVERIFY2(large.largest <= small.largest, qPrintable(QString::number(large.largest)));
        QVERIFY(large.largest <= 8 * 1024 + 1);
    }

    void longCotulenhGameIsLinear() { checkLinear(testing::longCotulenhGame, 16 * 1024); }
    void manyPlayerTagsAreLinear() { checkLinear(testing::manyPlayerTags, 64 * 1024); }
    void commentOfOpenersIsLinear() { checkLinear(testing::commentOfOpeners, 256 * 1024); }
};

QTEST_GUILESS_MAIN(TestGameFiles)
#include "test_game_files.moc"
