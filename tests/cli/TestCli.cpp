// The command-line interface: exact output shapes other tools depend on (text and --json, the
// latter for every subcommand and variant, checked against the text output), and exit code 2
// with one line on stderr for every kind of bad input, with or without --json.
#include "Cli.h"
#include "CliRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

namespace {

using Run = trellis::testing::CliRun;
using trellis::testing::runCli;

const char* kStart = "W:4/4/PPPP/NBBN|N:4/4/4/4|B:nbbn/pppp/4/4|QL1w:PP/RQ|KL1w:PP/KR|QL6b:rq/"
                     "pp|KL6b:kr/pp w KQkq - - 0 1";
const char* kCotulenhStart = "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
                             "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";
const char* kChessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

QString startOf(const QString& variant) {
    return variant == "trid" ? kStart : variant == "cotulenh" ? kCotulenhStart : kChessStart;
}

std::string sample(const QString& variant) {
    return (TRELLIS_SOURCE_DIR "/resources/samples/" + variant + "-sample.pgn").toStdString();
}

// A run's stdout as one JSON document on one line; a null document (and a warning saying why)
// when it is not.
QJsonDocument jsonOf(const Run& r) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || r.out.count('\n') != 1 ||
        !r.out.endsWith('\n')) {
        qWarning("not one JSON document on one line (%s): %s", qPrintable(error.errorString()),
                 qPrintable(r.out.left(300)));
        return {};
    }
    return document;
}

QStringList lines(const QString& text) {
    return text.split('\n', Qt::SkipEmptyParts);
}

QStringList strings(const QJsonArray& array) {
    QStringList out;
    for (const auto& v : array) out << v.toString();
    return out;
}

void addVariantRows() {
    QTest::addColumn<QString>("variant");
    for (const char* id : {"trid", "cotulenh", "chess"}) QTest::newRow(id) << QString(id);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

  private slots:
    void legalListsSortedTurns() {
        const Run r = runCli({"legal", "startpos"});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 20);
        QCOMPARE(lines.first(), QString("Na1W-b3N"));
        QStringList sorted = lines;
        sorted.sort();
        QCOMPARE(lines, sorted);
    }
    void legalAcceptsPositionAsSeveralWords() {
        std::vector<std::string> args{"legal"};
        for (const QString& w : QString(kStart).split(' ')) args.push_back(w.toStdString());
        QCOMPARE(runCli(args).out, runCli({"legal", "startpos"}).out);
    }
    void legalInMederAndJson() {
        const Run meder = runCli({"legal", "--notation", "meder", "startpos"});
        QVERIFY(meder.out.contains("b4N\n") && meder.out.contains("Nc3W\n"));
        const Run json = runCli({"legal", "--notation", "meder", "--json", "startpos"});
        QCOMPARE(json.code, 0);
        const QJsonObject o = jsonOf(json).object();
        QCOMPARE(o["variant"].toString(), QString("trid"));
        QCOMPARE(o["notation"].toString(), QString("meder"));
        QCOMPARE(strings(o["legal"].toArray()), lines(meder.out));
    }
    void legalMarksChecks() {
        const Run r = runCli({"legal", "W:4/4/4/K3|N:4/4/1R2/4|B:3k/4/4/4 w - - - 0 30"});
        QVERIFY(r.out.contains("Rb4N-b8B+\n"));
    }
    void validatePrintsOkOrOneLinePerProblem() {
        Run r = runCli({"validate", kCotulenhStart});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("ok\n"));
        r = runCli({"validate", "--variant", "cotulenh",
                    "11/11/11/11/11/11/11/11/11/11/2TTT6/6C4 r - - 0 1"});
        QCOMPARE(r.code, 1);
        QCOMPARE(lines(r.out),
                 (QStringList{"error: PositionNoKing: FEN: Blue has no Commander",
                              "error: PositionTooManyPieces: FEN: too many Tank pieces for one "
                              "side: Red has 3, at most 2"}));
        QVERIFY(r.err.isEmpty());
        // Unreachable problems go away with --allow-unreachable; rule problems stay.
        r = runCli({"validate", "--allow-unreachable", "--variant", "cotulenh",
                    "11/11/11/11/11/11/11/11/11/11/2TTT6/6C4 r - - 0 1"});
        QCOMPARE(r.code, 1);
        QCOMPARE(lines(r.out), QStringList{"error: PositionNoKing: FEN: Blue has no Commander"});
        r = runCli({"validate", "--allow-unreachable", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("ok\n"));
        // Commanders facing each other: no game reaches it, the rules play on (Red steps out).
        const char* facing = "6c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1";
        r = runCli({"validate", "--variant", "cotulenh", facing});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.startsWith("error: PositionKingsFacing: "), qPrintable(r.out));
        r = runCli({"validate", "--allow-unreachable", "--variant", "cotulenh", facing});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("ok\n"));
        // A position no board reads is a problem of the position, not a bad argument.
        r = runCli({"validate", "--variant", "chess", "4k3/8/8 w - - 0 1"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.startsWith("error: PositionRowCount: FEN: "), qPrintable(r.out));
    }

    void validateJson() {
        const Run r = runCli({"validate", "--json", "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = jsonOf(r).object();
        QCOMPARE(o["variant"].toString(), QString("chess"));
        QCOMPARE(o["ok"].toBool(), false);
        QCOMPARE(o["allowUnreachable"].toBool(), false);
        const QJsonArray problems = o["problems"].toArray();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0]["code"].toString(), QString("PositionTooManyPieces"));
        QCOMPARE(problems[0]["message"].toString(),
                 QString("FEN: too many Pawn pieces for one side: White has 9, at most 8"));
        const Run ok = runCli({"validate", "--json", kStart});
        QCOMPARE(ok.code, 0);
        QCOMPARE(jsonOf(ok).object()["ok"].toBool(), true);
        QCOMPARE(jsonOf(ok).object()["problems"].toArray().size(), 0);
    }

    void puzzleVerifyPrintsOneLinePerPuzzle() {
        const std::string file = TRELLIS_SOURCE_DIR "/resources/puzzles/trid-puzzles.pgn";
        const Run r = runCli({"puzzle", "verify", file});
        QCOMPARE(r.code, 1);
        QCOMPARE(lines(r.out),
                 (QStringList{"puzzle 1: ok", "puzzle 2: not-unique: Qb4N#",
                              "puzzle 3: wrong: 1. QL1-QL2 does not mate in 1",
                              "puzzle 4: unsound: there is no mate in 1 from this position"}));
        QVERIFY(r.err.isEmpty());
    }

    void puzzleVerifyExitsWithZeroWhenAllAreOk() {
        QTemporaryDir dir;
        const QString path = dir.filePath("ok.pgn");
        std::ofstream(path.toStdString())
            << "[Variant \"Chess\"]\n[SetUp \"1\"]\n[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\"]\n"
               "[Goal \"mate in 1\"]\n\n1. Ra8# 1-0\n";
        const Run r = runCli({"puzzle", "verify", path.toStdString()});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("puzzle 1: ok\n"));
        const Run json = runCli({"puzzle", "verify", "--json", path.toStdString()});
        QCOMPARE(json.code, 0);
        const QJsonObject o = jsonOf(json).object();
        QCOMPARE(o["ok"].toBool(), true);
        const QJsonObject first = o["puzzles"].toArray()[0].toObject();
        QCOMPARE(first["verdict"].toString(), QString("ok"));
        QCOMPARE(strings(first["line"].toArray()), QStringList{"Ra8#"});
    }

    void puzzleVerifyJsonNamesTheReason() {
        const std::string file = TRELLIS_SOURCE_DIR "/resources/puzzles/cotulenh-puzzles.pgn";
        const Run r = runCli({"puzzle", "verify", "--json", file});
        QCOMPARE(r.code, 1);
        const QJsonArray puzzles = jsonOf(r).object()["puzzles"].toArray();
        QCOMPARE(puzzles.size(), 4);
        // The deploy mate: its completions are the same key (core/puzzle/README.md).
        QCOMPARE(puzzles[1]["verdict"].toString(), QString("ok"));
        QVERIFY(puzzles[1]["alternatives"].toArray().isEmpty());
        QCOMPARE(puzzles[2]["code"].toString(), QString("PuzzleNotMating"));
        QCOMPARE(puzzles[3]["verdict"].toString(), QString("unsound"));
    }

    void perftPrintsTheCountLast() {
        const Run r = runCli({"perft", "3", "startpos"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("9128\n"));
        const Run bench = runCli({"perft", "--bench", "2", "startpos"});
        const QStringList lines = bench.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("time_s ") && lines[1].startsWith("nps "));
        QCOMPARE(lines[2], QString("400"));
    }
    void perftUnderTheOtherRuleSet() {
        QCOMPARE(runCli({"perft", "--rules", "meder-1995", "2", "startpos"}).out, QString("400\n"));
    }
    void divideSumsToPerft() {
        const Run r = runCli({"divide", "2", "startpos"});
        QCOMPARE(r.code, 0);
        qulonglong sum = 0;
        const QStringList lines = r.out.trimmed().split('\n');
        for (const QString& line : lines) sum += line.section(' ', 1, 1).toULongLong();
        QCOMPARE(lines.size(), 20);
        QCOMPARE(sum, 400ull);
    }
    void cotulenhIsRecognisedAndListedInLan() {
        const char* fen = "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/"
                          "3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";
        const Run lan = runCli({"legal", fen});
        QCOMPARE(lan.code, 0);
        QCOMPARE(lan.out, runCli({"legal", "--variant", "cotulenh", "startpos"}).out);
        QVERIFY(lan.out.startsWith("Ad3&d5\n"));
        QVERIFY(runCli({"legal", "--notation", "san", fen}).out.startsWith("A&d5\n"));
    }
    void cotulenhPerftCountsStepsOrTurns() {
        QCOMPARE(runCli({"perft", "--variant", "cotulenh", "2", "startpos"}).out,
                 QString("13460\n"));
        QCOMPARE(runCli({"perft", "--variant", "cotulenh", "--turns", "1", "startpos"}).code, 0);
    }
    void replayPrintsEveryFinalPosition() {
        const Run r = runCli({"replay", TRELLIS_SOURCE_DIR "/resources/samples/trid-sample.pgn"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("game 1: W:"));
        const Run c =
            runCli({"replay", TRELLIS_SOURCE_DIR "/resources/samples/cotulenh-sample.pgn"});
        QCOMPARE(c.code, 0);
        QVERIFY(c.out.startsWith("game 1: 6c4/"));
    }
    // A broken game is reported and left out; the games after it are read, as db import does.
    void replayReportsABrokenGameAndGoesOn() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        std::ofstream(path.toStdString()) << "[Variant \"Tri-D Chess\"]\n\n1. b4N b5N *\n\n"
                                          << "[Variant \"Tri-D Chess\"]\n\n1. b4N Qd4N *\n\n"
                                          << "[Variant \"Tri-D Chess\"]\n\n1. c4N *\n";
        const Run r = runCli({"replay", path.toStdString()});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out.count('\n'), 2);
        QVERIFY(r.out.startsWith("game 1: "));
        QVERIFY(r.out.contains("\ngame 3: "));
        QVERIFY2(r.err.contains("game 2") && r.err.contains("move 1...") && r.err.contains("Qd4N"),
                 qPrintable(r.err));
        QCOMPARE(runCli({"replay", "/nonexistent/file.pgn"}).code, 2);
    }
    // What was repaired in a game read is a warning line; the game is read.
    void replayWarnsOfRepairs() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        std::ofstream(path.toStdString())
            << "[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/2KR4 w Kq - 0 1\"]\n\n1. Rd8+ Kxd8 *\n";
        const Run r = runCli({"replay", path.toStdString()});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QString("game 1: r2k4/8/8/8/8/8/8/2K5 w - - 0 2\n"));
        QVERIFY2(r.err.startsWith("trellis replay: warning: game 1, line 2") &&
                     r.err.contains("'Kq'"),
                 qPrintable(r.err));
        const QJsonObject o = jsonOf(runCli({"replay", "--json", path.toStdString()})).object();
        QCOMPARE(o["warnings"].toArray().size(), 1);
        QCOMPARE(o["warnings"].toArray()[0].toObject()["code"].toString(),
                 QString("GamePositionRepaired"));
    }
    void pgnWritesCanonicalText() {
        const Run r = runCli({"pgn", TRELLIS_SOURCE_DIR "/resources/samples/trid-sample.pgn"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("[Variant \"Tri-D Chess\"]") && r.out.contains("$14"));
        QTemporaryDir dir;
        const QString again = dir.filePath("again.pgn");
        std::ofstream(again.toStdString()) << r.out.toStdString();
        QCOMPARE(runCli({"pgn", again.toStdString()}).out, r.out);
    }

    // --- --json: one document per run, the same facts as the text output ----------------------
    void variantsJson() {
        const QJsonArray list = jsonOf(runCli({"variants", "--json"})).array();
        const QStringList text = lines(runCli({"variants"}).out);
        QCOMPARE(list.size(), text.size());
        QStringList ids;
        for (int i = 0; i < list.size(); ++i) {
            const QJsonObject v = list[i].toObject();
            ids << v["id"].toString();
            QVERIFY(text[i].startsWith(v["id"].toString() + '\t' + v["name"].toString() + '\t'));
            QVERIFY(!v["notations"].toArray().isEmpty());
        }
        QCOMPARE(ids, (QStringList{"trid", "cotulenh", "chess"}));
    }
    void legalJson_data() { addVariantRows(); }
    void legalJson() {
        QFETCH(QString, variant);
        const std::string id = variant.toStdString();
        const Run json = runCli({"legal", "--variant", id, "--json", "startpos"});
        QCOMPARE(json.code, 0);
        const QJsonObject o = jsonOf(json).object();
        QCOMPARE(o["variant"].toString(), variant);
        QCOMPARE(o["position"].toString(), startOf(variant));
        QVERIFY(!o["notation"].toString().isEmpty() && o["rules"].isString());
        QCOMPARE(strings(o["legal"].toArray()),
                 lines(runCli({"legal", "--variant", id, "startpos"}).out));
    }
    void perftJson_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qint64>("nodes");
        QTest::newRow("trid") << "trid" << 2 << qint64(400);
        QTest::newRow("cotulenh") << "cotulenh" << 2 << qint64(13460);
        QTest::newRow("chess") << "chess" << 3 << qint64(8902);
    }
    void perftJson() {
        QFETCH(QString, variant);
        QFETCH(int, depth);
        QFETCH(qint64, nodes);
        const std::string id = variant.toStdString(), d = std::to_string(depth);
        for (const bool bench : {false, true}) { // --bench adds nothing: the times are always there
            std::vector<std::string> args{"perft", "--variant", id, "--json", d, "startpos"};
            if (bench) args.insert(args.begin() + 1, "--bench");
            const QJsonObject o = jsonOf(runCli(args)).object();
            QCOMPARE(o["variant"].toString(), variant);
            QCOMPARE(o["position"].toString(), startOf(variant));
            QCOMPARE(o["depth"].toInt(), depth);
            QCOMPARE(o["nodes"].toInteger(), nodes);
            QCOMPARE(o["turns"].toBool(true), false);
            QVERIFY(o["timeMs"].isDouble() && o["timeMs"].toDouble() >= 0);
            QVERIFY(o["nps"].toInteger(-1) >= 0);
        }
        const QJsonObject turns =
            jsonOf(runCli({"perft", "--variant", id, "--turns", "--json", "1", "startpos"}))
                .object();
        QCOMPARE(turns["turns"].toBool(), true);
        QCOMPARE(QString::number(turns["nodes"].toInteger()) + '\n',
                 runCli({"perft", "--variant", id, "--turns", "1", "startpos"}).out);
    }
    void divideJson_data() { perftJson_data(); }
    void divideJson() {
        QFETCH(QString, variant);
        QFETCH(int, depth);
        QFETCH(qint64, nodes);
        const std::string id = variant.toStdString(), d = std::to_string(depth);
        const QJsonObject o =
            jsonOf(runCli({"divide", "--variant", id, "--json", d, "startpos"})).object();
        QCOMPARE(o["variant"].toString(), variant);
        QCOMPARE(o["depth"].toInt(), depth);
        QCOMPARE(o["nodes"].toInteger(), nodes);
        qint64 sum = 0;
        QStringList rows;
        for (const auto& entry : o["moves"].toArray()) {
            const QJsonObject m = entry.toObject();
            sum += m["nodes"].toInteger();
            rows << m["move"].toString() + ' ' + QString::number(m["nodes"].toInteger());
        }
        QCOMPARE(sum, nodes);
        QCOMPARE(rows, lines(runCli({"divide", "--variant", id, d, "startpos"}).out));
    }
    void replayJson_data() { addVariantRows(); }
    void replayJson() {
        QFETCH(QString, variant);
        const Run json = runCli({"replay", "--json", sample(variant)});
        QCOMPARE(json.code, 0);
        QVERIFY(json.err.isEmpty());
        const QJsonObject o = jsonOf(json).object();
        QVERIFY(o["errors"].toArray().isEmpty());
        const QJsonArray games = o["games"].toArray();
        const QStringList text = lines(runCli({"replay", sample(variant)}).out);
        QCOMPARE(games.size(), text.size());
        for (int i = 0; i < games.size(); ++i) {
            const QJsonObject g = games[i].toObject();
            QCOMPARE(g["variant"].toString(), variant);
            QVERIFY(!g["tags"].toObject()["Result"].toString().isEmpty());
            QCOMPARE(g["result"].toString(), g["tags"].toObject()["Result"].toString());
            const QString finalPosition = g["finalPosition"].toString();
            QCOMPARE("game " + QString::number(g["number"].toInt()) + ": " + finalPosition,
                     text[i]);
            // Plies count from 1; every position is one `legal` reads and prints back; the last
            // is the final position.
            const QJsonArray turns = g["turns"].toArray();
            QVERIFY(!turns.isEmpty());
            for (int t = 0; t < turns.size(); ++t) {
                const QJsonObject turn = turns[t].toObject();
                QCOMPARE(turn["ply"].toInt(), t + 1);
                const QString position = turn["position"].toString();
                const QJsonObject legal =
                    jsonOf(runCli({"legal", "--variant", variant.toStdString(), "--json",
                                   position.toStdString()}))
                        .object();
                QCOMPARE(legal["position"].toString(), position);
            }
            QCOMPARE(turns.last().toObject()["position"].toString(), finalPosition);
            // The first turn is legal in the start position (in the file notation; Cotulenh's
            // list is of steps).
            const std::string start = g["startPosition"].toString().toStdString();
            if (variant != "cotulenh")
                QVERIFY(lines(runCli({"legal", "--variant", variant.toStdString(), "--notation",
                                      variant == "trid" ? "meder" : "san", start})
                                  .out)
                            .contains(turns.first().toObject()["move"].toString()));
        }
    }
    void replayJsonReportsTheBrokenGame() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.pgn");
        std::ofstream(path.toStdString()) << "[Variant \"Tri-D Chess\"]\n\n1. b4N b5N *\n\n"
                                          << "[Variant \"Tri-D Chess\"]\n\n1. b4N Qd4N *\n";
        const Run r = runCli({"replay", "--json", path.toStdString()});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, runCli({"replay", path.toStdString()}).err); // the same one line on stderr
        const QJsonObject o = jsonOf(r).object();
        QCOMPARE(o["games"].toArray().size(), 1);
        const QJsonArray errors = o["errors"].toArray();
        QCOMPARE(errors.size(), 1);
        const QJsonObject e = errors[0].toObject();
        QCOMPARE(e["game"].toInt(), 2);
        QCOMPARE(r.err, QString("trellis replay: game 2, line %1, column %2: %3\n")
                            .arg(e["line"].toInt())
                            .arg(e["column"].toInt())
                            .arg(e["message"].toString()));
    }
    void pgnJson_data() { addVariantRows(); }
    void pgnJson() {
        QFETCH(QString, variant);
        const Run json = runCli({"pgn", "--json", sample(variant)});
        QCOMPARE(json.code, 0);
        const QJsonObject o = jsonOf(json).object();
        QVERIFY(o["errors"].toArray().isEmpty());
        const QJsonArray games = o["games"].toArray();
        QVERIFY(!games.isEmpty());
        // The canonical text of each game, one after another with an empty line, is `pgn`'s.
        QStringList texts;
        for (const auto& entry : games) texts << entry.toObject()["pgn"].toString();
        QCOMPARE(texts.join('\n'), runCli({"pgn", sample(variant)}).out);
        // The main line is the one `replay` plays.
        const QJsonObject g = games[0].toObject();
        const QJsonObject replayed =
            jsonOf(runCli({"replay", "--json", sample(variant)})).object()["games"][0].toObject();
        QStringList replayedMoves;
        for (const auto& t : replayed["turns"].toArray())
            replayedMoves << t.toObject()["move"].toString();
        QCOMPARE(strings(g["moves"].toArray()), replayedMoves);
        QCOMPARE(g["variant"].toString(), variant);
        QCOMPARE(g["number"].toInt(), 1);
        QCOMPARE(g["tags"].toObject(), replayed["tags"].toObject());
        if (variant == "cotulenh") // UTF-8 in, UTF-8 out
            QCOMPARE(g["tags"].toObject()["Site"].toString(),
                     QString::fromUtf8("H\u00e0 N\u1ed9i"));
    }
    void pgnJsonEscapesTagsAndErrors() {
        // A tag with a quote, a backslash and a tab; a broken game whose error quotes a '"'.
        QTemporaryDir dir;
        const QString path = dir.filePath("escapes.pgn");
        std::ofstream(path.toStdString())
            << "[Event \"Say \\\"hi\\\" \\\\ bye\"]\n[Site \"Tab\there\"]\n[Variant "
               "\"Standard\"]\n\n"
            << "1. e4 e5 *\n\n[Variant \"Standard\"]\n\n1. e4 \"e5 *\n";
        const Run r = runCli({"pgn", "--json", path.toStdString()});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, runCli({"pgn", path.toStdString()}).err);
        // In the JSON text: \" for the quotes, \\ for the backslash, \t for the tab.
        QVERIFY(r.out.contains("\"Event\":\"Say \\\"hi\\\" \\\\ bye\""));
        QVERIFY(r.out.contains("\"Site\":\"Tab\\there\""));
        const QJsonObject o = jsonOf(r).object();
        const QJsonObject tags = o["games"][0]["tags"].toObject();
        QCOMPARE(tags["Event"].toString(), QString("Say \"hi\" \\ bye"));
        QCOMPARE(tags["Site"].toString(), QString("Tab\there"));
        const QJsonArray errors = o["errors"].toArray();
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0]["game"].toInt(), 2);
        const QString message = errors[0]["message"].toString();
        QVERIFY2(message.contains("'\"e5'"), qPrintable(message));
        QVERIFY(r.err.endsWith(": " + message + '\n'));
    }
    void analyseJson_data() { addVariantRows(); }
    void analyseJson() {
        QFETCH(QString, variant);
        const std::string id = variant.toStdString();
        // One thread: with two, the helper's timing can change the lines between the two runs.
        const QJsonObject o =
            jsonOf(runCli({"analyse", "--variant", id, "--depth", "2", "--multipv", "2",
                           "--threads", "1", "--json", "startpos"}))
                .object();
        QCOMPARE(o["variant"].toString(), variant);
        QCOMPARE(o["position"].toString(), startOf(variant));
        QCOMPARE(o["depth"].toInt(), 2);
        QVERIFY(o["nodes"].toInteger() > 0 && o["nps"].toInteger(-1) >= 0 &&
                o["timeMs"].toInteger(-1) >= 0);
        const QJsonArray lineList = o["lines"].toArray();
        QCOMPARE(lineList.size(), 2);
        QCOMPARE(o["bestmove"].toString(), lineList[0]["pv"][0].toString());
        // The same search in text: depth, rank, score and line agree.
        const QStringList text = lines(runCli({"analyse", "--variant", id, "--depth", "2",
                                               "--multipv", "2", "--threads", "1", "startpos"})
                                           .out);
        QCOMPARE(text.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject line = lineList[i].toObject();
            QCOMPARE(line["multipv"].toInt(), i + 1);
            const QJsonObject score = line["score"].toObject();
            QCOMPARE(score.size(), 1);
            const QString scoreText = score.contains("mate")
                                          ? "#" + QString::number(score["mate"].toInt())
                                          : QString::asprintf("%+.2f", score["cp"].toInt() / 100.0);
            QVERIFY2(text[i].startsWith(QString("depth %1 multipv %2 score %3 ")
                                            .arg(line["depth"].toInt())
                                            .arg(i + 1)
                                            .arg(scoreText)),
                     qPrintable(text[i]));
            QVERIFY(text[i].endsWith(" pv " + strings(line["pv"].toArray()).join(' ')));
        }
    }
    void analyseBenchJson() {
        const QJsonObject o =
            jsonOf(runCli({"analyse", "--bench", "--variant", "trid", "--json"})).object();
        const QJsonArray positions = o["positions"].toArray();
        QVERIFY(!positions.isEmpty());
        qint64 nodes = 0;
        for (int i = 0; i < positions.size(); ++i) {
            const QJsonObject p = positions[i].toObject();
            QCOMPARE(p["variant"].toString(), QString("trid"));
            QCOMPARE(p["index"].toInt(), i + 1);
            QVERIFY(p["position"].toString().startsWith("W:"));
            QVERIFY(p["depth"].toInt() > 0 && p["nodes"].toInteger() > 0 && p["timeMs"].isDouble());
            nodes += p["nodes"].toInteger();
        }
        QCOMPARE(o["total"]["nodes"].toInteger(), nodes);
        QVERIFY(o["total"]["nps"].toInteger() > 0);
    }
    void mateJson_data() {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("line"); // empty: no mate
        QTest::newRow("trid") << "W:4/4/4/K3|N:4/4/4/2R1|B:k3/3R/4/4 w - - - 0 30"
                              << "trid"
                              << "Rc3N-c8B#";
        QTest::newRow("cotulenh deploy") << "9(TI)c/11/11/9T1/11/11/6A4/11/11/11/11/3C7 r - - 0 1"
                                         << "cotulenh"
                                         << "";
        QTest::newRow("chess") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                               << "chess"
                               << "Ra8#";
        QTest::newRow("chess none") << kChessStart << "chess"
                                    << "";
    }
    void mateJson() {
        QFETCH(QString, position);
        QFETCH(QString, variant);
        QFETCH(QString, line);
        const Run r = runCli({"mate", "--json", "1", position.toStdString()});
        QCOMPARE(r.code, 0);
        const QJsonObject o = jsonOf(r).object();
        QCOMPARE(o["variant"].toString(), variant);
        QCOMPARE(o["position"].toString(), position);
        const QStringList turns = strings(o["line"].toArray());
        QCOMPARE(turns,
                 lines(runCli({"mate", "1", position.toStdString()}).out.replace("none", "")));
        QCOMPARE(o["mate"].toBool(), !turns.isEmpty());
        QCOMPARE(o["turns"].toInt(), turns.isEmpty() ? 0 : 1);
        if (!line.isEmpty()) QCOMPARE(turns, QStringList{line});
        if (!line.isEmpty()) QVERIFY(o["unique"].toBool());
        if (variant == "cotulenh") QVERIFY(o["mate"].toBool()); // the Tank leaves the stack
    }
    void matchJson_data() { addVariantRows(); }
    void matchJson() {
        QFETCH(QString, variant);
        const std::vector<std::string> args{"match",   "--variant", variant.toStdString(),
                                            "--games", "2",         "--max-plies",
                                            "8",       "--white",   "depth:1",
                                            "--black", "random"};
        std::vector<std::string> jsonArgs = args;
        jsonArgs.push_back("--json");
        const Run r = runCli(jsonArgs);
        QCOMPARE(r.code, 0);
        const QJsonObject o = jsonOf(r).object();
        QCOMPARE(o["variant"].toString(), variant);
        QCOMPARE(o["first"].toString(), QString("depth:1"));
        QCOMPARE(o["second"].toString(), QString("random"));
        QCOMPARE(o["maxPlies"].toInt(), 8);
        const QJsonArray games = o["games"].toArray();
        QCOMPARE(games.size(), 2);
        QCOMPARE(o["wins"].toInt() + o["draws"].toInt() + o["losses"].toInt(), 2);
        QCOMPARE(o["score"].toDouble(), o["wins"].toInt() + o["draws"].toInt() / 2.0);
        // Seeded, so the text run plays the same games.
        QStringList rows;
        for (const auto& entry : games) {
            const QJsonObject g = entry.toObject();
            QVERIFY(g["plies"].toInt() <= 8);
            QCOMPARE(runCli({"legal", "--variant", variant.toStdString(),
                             g["finalPosition"].toString().toStdString()})
                         .code,
                     0);
            rows << QString("game %1: %2 - %3 %4 (%5, %6 plies)")
                        .arg(g["number"].toInt())
                        .arg(g["white"].toString(), g["black"].toString(), g["result"].toString(),
                             g["reason"].toString())
                        .arg(g["plies"].toInt());
        }
        QCOMPARE(games[0]["white"].toString(), QString("depth:1")); // colours swap each game
        QCOMPARE(games[1]["white"].toString(), QString("random"));
        QCOMPARE(rows, lines(runCli(args).out).mid(0, 2));
    }
    void streamLinesAreCompactJson_data() { addVariantRows(); }
    void streamLinesAreCompactJson() {
        // ENGINE-PROTOCOL.md: one compact object per line, these members and no others.
        QFETCH(QString, variant);
        std::istringstream in("");
        std::ostringstream out, err;
        QCOMPARE(trellis::cli::run({"analyse", "--stream", "--variant", variant.toStdString(),
                                    "--depth", "2", "startpos"},
                                   in, out, err),
                 0);
        const QStringList output = lines(QString::fromStdString(out.str()));
        QVERIFY(!output.isEmpty());
        for (int i = 0; i < output.size(); ++i) {
            QJsonParseError error;
            const QJsonDocument d = QJsonDocument::fromJson(output[i].toUtf8(), &error);
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(QString::fromUtf8(d.toJson(QJsonDocument::Compact)), output[i]);
            const bool done = i == output.size() - 1;
            const QStringList members =
                done ? QStringList{"bestmove", "depth", "nodes", "timeMs", "type"}
                     : QStringList{"depth", "multipv", "nodes",  "nps",
                                   "pv",    "score",   "timeMs", "type"};
            QCOMPARE(d.object().keys(), members);
            QCOMPARE(d["type"].toString(), QString(done ? "done" : "line"));
        }
    }

    void badInputExitsWithTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no position") << QStringList{"legal"};
        QTest::newRow("bad tfen") << QStringList{"legal", "W:nonsense"};
        QTest::newRow("unknown position shape") << QStringList{"legal", "hello"};
        QTest::newRow("bad depth") << QStringList{"perft", "x", "startpos"};
        QTest::newRow("negative depth") << QStringList{"perft", "-1", "startpos"};
        QTest::newRow("huge depth") << QStringList{"perft", "99", "startpos"};
        QTest::newRow("missing depth") << QStringList{"perft"};
        QTest::newRow("divide zero") << QStringList{"divide", "0", "startpos"};
        QTest::newRow("unknown option") << QStringList{"legal", "--frobnicate", "startpos"};
        QTest::newRow("option without value") << QStringList{"legal", "startpos", "--rules"};
        QTest::newRow("unknown rules") << QStringList{"legal", "--rules", "fide", "startpos"};
        QTest::newRow("unknown notation")
            << QStringList{"legal", "--notation", "braille", "startpos"};
        QTest::newRow("unknown variant") << QStringList{"legal", "--variant", "go", "startpos"};
        QTest::newRow("unknown command") << QStringList{"frobnicate"};
        QTest::newRow("divide bad position") << QStringList{"divide", "2", "W:nonsense"};
        QTest::newRow("replay missing file") << QStringList{"replay", "/nonexistent/file.pgn"};
        QTest::newRow("pgn without file") << QStringList{"pgn"};
        QTest::newRow("analyse bad depth") << QStringList{"analyse", "--depth", "0", "startpos"};
        QTest::newRow("analyse bench unknown variant")
            << QStringList{"analyse", "--bench", "--variant", "go"};
        QTest::newRow("mate bad n") << QStringList{"mate", "0", "startpos"};
        QTest::newRow("match bad player") << QStringList{"match", "--white", "depth:x"};
        QTest::newRow("variants unknown option") << QStringList{"variants", "--frobnicate"};
        QTest::newRow("validate without position") << QStringList{"validate"};
        QTest::newRow("validate unknown variant")
            << QStringList{"validate", "--variant", "go", "startpos"};
        QTest::newRow("validate unrecognised") << QStringList{"validate", "nonsense"};
        QTest::newRow("puzzle without verb") << QStringList{"puzzle"};
        QTest::newRow("puzzle verify without file") << QStringList{"puzzle", "verify"};
        QTest::newRow("puzzle verify missing file")
            << QStringList{"puzzle", "verify", "/nonexistent/puzzles.pgn"};
    }
    // The same with --json: nothing on stdout, the same one line on stderr.
    void badInputExitsWithTwo() {
        QFETCH(QStringList, args);
        std::vector<std::string> words;
        for (const QString& a : args) words.push_back(a.toStdString());
        const Run r = runCli(words);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        words.insert(words.begin() + 1, "--json");
        const Run json = runCli(words);
        QCOMPARE(json.code, 2);
        QVERIFY(json.out.isEmpty());
        QCOMPARE(json.err, r.err);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "TestCli.moc"
