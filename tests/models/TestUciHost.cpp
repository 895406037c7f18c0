// UciEngine, the host of UCI engine programs: Stockfish (Debian's stockfish) analyses chess,
// `trellis uci` plays Tri-D and Cotulenh through UCI_Variant, options are read from the
// handshake and checked before they are sent, and an engine that crashes, hangs, answers
// garbage, an illegal bestmove or an illegal pv is reported with its program named and stopped.
#include "UciEngine.h"
#include "variant/VariantRegistry.h"

#include <QFileInfo>
#include <QTest>

#include <memory>

using namespace trellis;

namespace {

const QString kStockfish = "/usr/games/stockfish";

std::unique_ptr<Variant> startOf(const std::string& id) {
    auto board = std::move(createVariant(id).value());
    board->setPosition(board->startPosition());
    return board;
}

search::SearchLimits depth(int d) {
    search::SearchLimits l;
    l.depth = d;
    return l;
}

} // namespace

class TestUciHost : public QObject {
    Q_OBJECT

  private slots:
    void parsesOptionLines() {
        const auto spin =
            parseUciOption("option name Skill Level type spin default 20 min 0 max 20");
        QVERIFY(spin);
        QCOMPARE(spin->name, QString("Skill Level"));
        QCOMPARE(spin->type, QString("spin"));
        QCOMPARE(spin->max, qint64(20));
        const auto combo = parseUciOption(
            "option name UCI_Variant type combo default chess var chess var trid var cotulenh");
        QVERIFY(combo);
        QCOMPARE(combo->choices, (QStringList{"chess", "trid", "cotulenh"}));
        const auto text = parseUciOption("option name Book File type string default <empty>");
        QVERIFY(text && text->defaultValue.isEmpty());
        QVERIFY(!parseUciOption("option nonsense"));
        QVERIFY(!parseUciOption("info depth 3"));
    }

    void stockfishAnalysesChess() {
        if (!QFileInfo(kStockfish).isExecutable()) QSKIP("stockfish is not installed");
        UciEngine sf(kStockfish);
        QVERIFY2(sf.start(), qPrintable(sf.error()));
        QVERIFY(sf.name().startsWith("Stockfish"));
        QVERIFY(sf.option("Hash") && sf.option("Threads") && sf.option("UCI_Elo"));
        QCOMPARE(sf.variants(), QStringList{"chess"});
        QVERIFY(!sf.setOption("Threads", "100000")); // beyond its max
        QVERIFY(!sf.setOption("No Such Option", "1"));
        QVERIFY(sf.setOptions({"Threads=1", "Hash=16"}));
        auto board = startOf("chess");
        QVERIFY(sf.selectVariant(*board));
        QVERIFY(!sf.selectVariant(*startOf("trid"))); // it plays chess only
        QVERIFY(sf.error().contains("does not play Tri-D Chess"));
        QVERIFY(sf.newGame());
        // 1. f3 e5 2. g4: mate in one for Black.
        std::vector<Turn> moves;
        for (const char* m : {"f2f3", "e7e5", "g2g4"}) {
            moves.push_back(board->parseUciToken(m).value());
            board->makeTurn(moves.back());
        }
        auto limits = depth(6);
        limits.multiPv = 2;
        int infos = 0;
        const auto report = sf.analyse(*startOf("chess"), moves, limits, nullptr,
                                       [&](const search::SearchReport&) { ++infos; });
        QVERIFY2(report, qPrintable(sf.error()));
        QVERIFY(infos > 0);
        QVERIFY(report->hasBest());
        QCOMPARE(QString::fromStdString(board->uciToken(report->best())), QString("d8h4"));
        QVERIFY(report->lines.front().score.isMate);
        QCOMPARE(report->lines.front().score.value, 1);
        QCOMPARE(report->lines.size(), std::size_t(2));
    }

    // An infinite search ends with the stop flag.
    void stopsAnInfiniteSearch() {
        if (!QFileInfo(kStockfish).isExecutable()) QSKIP("stockfish is not installed");
        UciEngine sf(kStockfish);
        std::atomic<bool> stop{false};
        int infos = 0;
        const auto report =
            sf.analyse(*startOf("chess"), {}, {}, &stop, [&](const search::SearchReport&) {
                if (++infos == 5) stop = true;
            });
        QVERIFY2(report && report->hasBest(), qPrintable(sf.error()));
    }

    // trellis uci hosted: the variant through UCI_Variant, the rule set through UCI_Rules.
    void trellisPlaysEveryVariant() {
        UciEngine trellis(TRELLIS_BINARY, {"uci"});
        QVERIFY2(trellis.start(), qPrintable(trellis.error()));
        for (const std::string& id : variantIds()) {
            QVERIFY(trellis.variants().contains(QString::fromStdString(id)));
            auto board = startOf(id);
            QVERIFY2(trellis.selectVariant(*board), qPrintable(trellis.error()));
            const auto report = trellis.analyse(*board, {}, depth(2));
            QVERIFY2(report && report->hasBest(), qPrintable(trellis.error()));
            QVERIFY(board->legalTurnRank(report->best()));
        }
        auto rules = std::move(createVariant("trid", "meder-1995").value());
        QVERIFY2(trellis.selectVariant(*rules), qPrintable(trellis.error()));
    }

    void failuresAreReported_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("message");
        QTest::newRow("crash") << "crash"
                               << "crashed";
        QTest::newRow("hang") << "hang"
                              << "hung: no bestmove";
        QTest::newRow("illegal") << "illegal"
                                 << "gave the bestmove 'e2e5', which is not legal";
        QTest::newRow("badpv") << "badpv"
                               << "gave the pv move 'e2e4', which is not legal";
        QTest::newRow("garbage") << "garbage"
                                 << "is not a UCI engine: no 'uciok'";
        QTest::newRow("missing") << ""
                                 << "cannot start";
    }

    void failuresAreReported() {
        QFETCH(QString, mode);
        QFETCH(QString, message);
        const QString program = mode.isEmpty() ? "/nonexistent/engine" : FAKE_UCI_ENGINE;
        UciEngine fake(program, {mode}, UciPatience{2000, 500});
        search::SearchLimits limits;
        limits.timeMs = 50;
        const auto report = fake.analyse(*startOf("chess"), {}, limits);
        QVERIFY(!report);
        QVERIFY2(fake.error().contains(message), qPrintable(fake.error()));
        QVERIFY(!fake.running()); // stopped
    }

    // A search under a depth or node limit has no time of its own: an engine that never
    // answers it is taken as hung once the ceiling has passed, and stopped.
    void aHangUnderADepthOrNodeLimitIsReported_data() {
        QTest::addColumn<int>("depthLimit");
        QTest::addColumn<qint64>("nodeLimit");
        QTest::addColumn<QString>("go");
        QTest::newRow("depth") << 12 << qint64(0) << "'go depth 12'";
        QTest::newRow("nodes") << 0 << qint64(100000) << "'go nodes 100000'";
    }

    void aHangUnderADepthOrNodeLimitIsReported() {
        QFETCH(int, depthLimit);
        QFETCH(qint64, nodeLimit);
        QFETCH(QString, go);
        UciEngine fake(FAKE_UCI_ENGINE, {"hang"}, UciPatience{2000, 500, 1500});
        search::SearchLimits limits;
        limits.depth = depthLimit;
        limits.nodes = std::uint64_t(nodeLimit);
        QVERIFY(!fake.analyse(*startOf("chess"), {}, limits));
        QCOMPARE(fake.error(), "Fake hang hung: no bestmove within 1.5 s of " + go);
        QVERIFY(!fake.running());
    }

    // A stop that is never answered either.
    void aHangAfterStopIsReported() {
        UciEngine fake(FAKE_UCI_ENGINE, {"hang"}, UciPatience{2000, 500, 1500});
        std::atomic<bool> stop{true};
        QVERIFY(!fake.analyse(*startOf("chess"), {}, {}, &stop));
        QCOMPARE(fake.error(), QString("Fake hang hung: no bestmove within 0.5 s of 'stop'"));
        QVERIFY(!fake.running());
    }

    // Up to its failure the engine answers: prepare() and then the failure on a later search.
    void failsPartway() {
        UciEngine fake(FAKE_UCI_ENGINE, {"crash", "2"});
        auto board = startOf("chess");
        QVERIFY2(fake.prepare(*board, {"Skill Level=3"}), qPrintable(fake.error()));
        std::vector<Turn> moves;
        for (int i = 0; i < 2; ++i) {
            const auto report = fake.analyse(*startOf("chess"), moves, depth(1));
            QVERIFY2(report && report->hasBest(), qPrintable(fake.error()));
            QVERIFY(board->legalTurnRank(report->best()));
            moves.push_back(report->best());
            board->makeTurn(report->best());
        }
        QVERIFY(!fake.analyse(*startOf("chess"), moves, depth(1)));
        QVERIFY2(fake.error().contains("crashed"), qPrintable(fake.error()));
        QVERIFY(!fake.prepare(*startOf("trid")) && fake.error().contains("does not play"));
    }

    void optionsAreChecked() {
        UciEngine fake(FAKE_UCI_ENGINE, {"good"});
        QVERIFY(fake.start());
        QCOMPARE(fake.name(), QString("Fake good"));
        QCOMPARE(fake.options().size(), std::size_t(5));
        QVERIFY(fake.setOption("skill level", "7"));
        QVERIFY(!fake.setOption("Skill Level", "21"));
        QVERIFY(fake.setOption("Style", "solid"));
        QVERIFY(!fake.setOption("Style", "Wild"));
        QVERIFY(!fake.setOption("Nullmove", "maybe"));
        QVERIFY(fake.setOption("Clear Hash", {}));
        QVERIFY(!fake.setOptions({"Skill Level"}));
        QVERIFY(fake.running());
        const auto report = fake.analyse(*startOf("chess"), {}, depth(1));
        QVERIFY(report && report->hasBest());
    }
};

QTEST_GUILESS_MAIN(TestUciHost)
#include "TestUciHost.moc"
