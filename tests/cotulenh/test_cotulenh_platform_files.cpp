// Games written by the Cotulenh platform's own engine (tests/data/cotulenh-platform, exported
// once under Node from mnoyd/cotulenh-monorepo's core package; see the README there): they
// carry no Variant tag, name the players Red and Blue, and replay to the engine's own final
// positions. As its pgn() writes them, [FEN] holds the last board: read from the start with a
// warning. Its one-digit rank disambiguator ("N1b12" for a Navy on a11 when another stands on
// a12) is read as the one move with which the rest of the game replays, with a warning.
#include "PgnErrorText.h"
#include "cotulenh/CotulenhVariant.h"
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QFile>
#include <QTest>

#include <random>
#include <regex>

using namespace trellis;

namespace {

QByteArray readData(const QString& name) {
    QFile file(QStringLiteral(TRELLIS_SOURCE_DIR "/tests/data/cotulenh-platform/") + name);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

std::vector<std::string> lines(const QString& name) {
    std::vector<std::string> out;
    for (const QByteArray& line : readData(name).split('\n'))
        if (!line.trimmed().isEmpty()) out.push_back(line.trimmed().toStdString());
    return out;
}

PgnReadResult readGames(const QString& name) {
    return PgnReader(registeredVariants()).read(readData(name).toStdString());
}

std::string finalPosition(const GameTree& tree) {
    const std::vector<NodeId> line = tree.mainLine();
    return tree.positionAt(line.empty() ? GameTree::root() : line.back());
}

// Position identity (FORMATS.md section 6): the board and the side to move.
std::string identity(const std::string& position) {
    const std::size_t side = position.find(' ');
    return position.substr(0, position.find(' ', side + 1));
}

// The games of `text` with the [FEN] tag holding each one's last board instead of its start.
std::string withLastBoards(std::string text, const std::vector<std::string>& finals) {
    std::size_t at = 0;
    for (const std::string& final : finals) {
        at = text.find("[FEN \"", at);
        if (at == std::string::npos) break;
        const std::size_t end = text.find("\"]", at);
        text.replace(at + 6, end - at - 6, final);
        at += 6 + final.size();
    }
    return text;
}

// A turn as the platform's notation document (COTULENH-RULES.md section 8) describes SAN: a
// piece or a stack (upper case, '+' for a heroic piece) told apart by file, rank or square, the
// separators in their order, the destination; a deploy's steps joined by ',' after what stays.
const std::regex& platformTurn() {
    static const std::string piece = "(\\+?[CITMEAGSFNH]|\\((\\+?[CITMEAGSFNH]){2,3}\\))";
    static const std::string square = "[a-k](1[0-2]|[1-9])";
    static const std::string origin = "([a-k]|1[0-2]|[1-9]|" + square + ")?";
    static const std::string move = piece + origin + "_?x?@?&?" + square;
    static const std::string step = piece + origin + ">_?x?@?&?" + square;
    static const std::regex turn("(" + move + ")|((" + piece + "<)?" + step + "(," + step + ")*)");
    return turn;
}

// The steps of a turn's SAN as the move list writes them one at a time: "I<T>e5,N>d4" gives
// "T>e5" and "N>d4".
std::vector<std::string> stepTexts(const std::string& san) {
    const std::size_t stay = san.find('<');
    const std::string steps = san.substr(stay == std::string::npos ? 0 : stay + 1);
    std::vector<std::string> out;
    std::size_t from = 0;
    for (std::size_t comma; (comma = steps.find(',', from)) != std::string::npos; from = comma + 1)
        out.push_back(steps.substr(from, comma - from));
    out.push_back(steps.substr(from));
    return out;
}

// The numbers of the games that are errors because two readings of a turn replay.
std::vector<int> ambiguousGames(const PgnReadResult& r) {
    std::vector<int> out;
    for (const PgnError& e : r.errors)
        if (e.error.code == ErrorCode::GameTurnsAmbiguous) out.push_back(e.game);
    return out;
}

int countWarnings(const PgnReadResult& r, ErrorCode code) {
    return int(std::count_if(r.warnings.begin(), r.warnings.end(),
                             [&](const PgnError& w) { return w.error.code == code; }));
}

} // namespace

class TestCotulenhPlatformFiles : public QObject {
    Q_OBJECT

  private slots:
    // Games 7, 9 and 21 hold a one-digit rank that fits two pieces, both of which replay the
    // rest of the game: they are errors (FORMATS.md section 5). Every other game reaches the
    // engine's final position.
    void gamesWithTheirTrueStartReplayToTheEnginesFinalPositions() {
        const PgnReadResult r = readGames("games-true-fen.pgn");
        const std::vector<std::string> finals = lines("games-true-fen.final.txt");
        QCOMPARE(int(finals.size()), 40);
        QCOMPARE(ambiguousGames(r), (std::vector<int>{7, 9, 21}));
        QCOMPARE(int(r.games.size()), 37);
        for (const PgnGame& g : r.games) {
            QCOMPARE(QString::fromStdString(g.tree.startVariant().id()), QString("cotulenh"));
            QCOMPARE(identity(finalPosition(g.tree)), identity(finals.at(g.number - 1)));
            QVERIFY(g.tree.hasTag("Red") && !g.tree.hasTag("White"));
        }
        // Game 16's "N1b11" fits two Navies, but only one replays the rest.
        QCOMPARE(countWarnings(r, ErrorCode::GameTurnGuessed), 1);
        QCOMPARE(r.warnings.front().game, 16);
    }

    void gamesAsThePlatformExportsThemReadFromTheStartWithAWarning() {
        const PgnReadResult r = readGames("games-as-exported.pgn");
        const std::vector<std::string> finals = lines("games-true-fen.final.txt");
        // Games 41-43 end with a deploy under way, which the export drops from the movetext and
        // writes into [FEN] as a suffix.
        const std::vector<int> ambiguous = ambiguousGames(r);
        for (const PgnError& e : r.errors)
            QVERIFY2(e.error.code == ErrorCode::GameTurnsAmbiguous || e.game > 40,
                     (std::to_string(e.game) + errorDebugText(e.error)).c_str());
        int fromStart = 0;
        for (const PgnGame& g : r.games) {
            QCOMPARE(QString::fromStdString(g.tree.startVariant().id()), QString("cotulenh"));
            QCOMPARE(g.tree.startPosition(), g.tree.startVariant().startPosition());
            QVERIFY(!g.tree.hasTag("FEN")); // written back, the game starts where it did
            ++fromStart;
            if (g.number <= 40) // 41-43 end in a deploy the export dropped: no final file
                QCOMPARE(identity(finalPosition(g.tree)), identity(finals.at(g.number - 1)));
        }
        // The last board tells game 21's two readings apart, not those of games 7 and 9.
        QCOMPARE(ambiguous, (std::vector<int>{7, 9}));
        QCOMPARE(fromStart, 41);
        QCOMPARE(countWarnings(r, ErrorCode::GameFenIsFinalBoard), fromStart);
    }

    void aGameWhoseFenIsTheLastBoardButWhoseMovesDoNotReachItIsAnError() {
        std::string text = readData("games-as-exported.pgn").toStdString();
        text = text.substr(0, text.find("\n\n[Event", 1)); // the first game alone
        text.replace(text.find("(TM)e7 *"), 8, "Ce12 *");  // a last move that changes the end
        const PgnReadResult r = PgnReader(registeredVariants()).read(text);
        QCOMPARE(int(r.errors.size()), 1);
        QCOMPARE(r.errors.front().error.code, ErrorCode::GameBadTurn);
    }

    void headerOnlyPlatformGamesAreCotulenh() {
        const PgnReadResult r = readGames("header-only.pgn");
        QVERIFY2(r.errors.empty(), firstErrorText(r).c_str());
        QVERIFY(!r.games.empty());
        for (const PgnGame& g : r.games)
            QCOMPARE(QString::fromStdString(g.tree.startVariant().id()), QString("cotulenh"));
    }

    // Ten games, each with a one-digit rank that fits two pieces: where only one reading
    // replays the rest, it is taken with a warning; where both do, the game is an error. With
    // the last board in [FEN], as the platform exports them, the board tells most apart.
    void oneDigitRanksAreReadAsTheMoveWithWhichTheGameReplays() {
        const std::string text = readData("games-rank-digit.pgn").toStdString();
        const std::vector<std::string> finals = lines("games-rank-digit.final.txt");
        const PgnReadResult r = PgnReader(registeredVariants()).read(text);
        QCOMPARE(ambiguousGames(r), (std::vector<int>{1, 2, 3, 5, 7, 8, 10}));
        QCOMPARE(int(r.errors.size()), 7);
        QCOMPARE(countWarnings(r, ErrorCode::GameTurnGuessed), 2);
        for (const PgnGame& g : r.games)
            QCOMPARE(identity(finalPosition(g.tree)), identity(finals.at(g.number - 1)));

        const PgnReadResult exported =
            PgnReader(registeredVariants()).read(withLastBoards(text, finals));
        QVERIFY(exported.errors.size() < r.errors.size());
        for (const PgnError& e : exported.errors)
            QCOMPARE(e.error.code, ErrorCode::GameTurnsAmbiguous);
        for (const PgnGame& g : exported.games)
            QCOMPARE(identity(finalPosition(g.tree)), identity(finals.at(g.number - 1)));
        QCOMPARE(ambiguousGames(exported), (std::vector<int>{3, 7, 10}));
        QCOMPARE(countWarnings(exported, ErrorCode::GameTurnGuessed), 7);

        // Written back, the rank is whole and the game reads without a guess.
        std::vector<GameTree> trees;
        for (const PgnGame& g : exported.games) trees.push_back(g.tree);
        const PgnReadResult again = PgnReader(registeredVariants()).read(PgnWriter().write(trees));
        QVERIFY2(again.errors.empty(), firstErrorText(again).c_str());
        QVERIFY(again.warnings.empty());
    }

    void aOneDigitRankWithTwoContinuationsIsAnError() {
        // Navies on b10 and b11 both reach a10 ("N1a10" from either); nothing after tells them
        // apart, so both readings replay.
        const std::string text = "[Red \"r\"]\n[Blue \"b\"]\n[SetUp \"1\"]\n"
                                 "[FEN \"5c5/1N9/1N9/11/11/11/11/11/11/11/11/6C4 r - - 0 1\"]\n\n"
                                 "1. N1a10 *\n";
        const PgnReadResult r = PgnReader(registeredVariants()).read(text);
        QCOMPARE(int(r.errors.size()), 1);
        QCOMPARE(r.errors.front().error.code, ErrorCode::GameTurnsAmbiguous);
        QCOMPARE(r.errors.front().line, 6);
    }

    // After a suicide capture, a piece going to that square makes a plain step: "N>b7", not the
    // recombination "N>&b7" the platform lists there (and cannot play). Its text is read too.
    void aStepOntoASquareASuicideCaptureEmptiedIsPlain() {
        cotulenh::CotulenhVariant v;
        QVERIFY(v.setPosition("3f2c4/5h1h3/3a2s2a1/1(nf)n1g2tg2/3e2m2ei/1Ni2t5/8F2/2IE2M2EI/"
                              "4G1TTG2/3A2S1A2/5H1H3/2NF2C4 b - - 13 7")
                    .ok());
        QStringList written;
        for (const Turn& turn : v.legalTurns())
            written << QString::fromStdString(v.turnText(turn, Notation::San));
        QVERIFY(written.contains("F>@b7,N>b7"));
        QVERIFY(!written.join(' ').contains("@b7,N>&b7"));
        const auto alias = v.parseTurn("F>@b7,N>&b7", Notation::San);
        QVERIFY2(alias.ok(), errorDebugText(alias.error()).c_str());
        QCOMPARE(QString::fromStdString(v.turnText(*alias, Notation::San)), QString("F>@b7,N>b7"));
        // Step by step, as the studio lists the session's next steps.
        const auto suicide = v.parseStep("F>@b7");
        QVERIFY2(suicide.ok(), errorDebugText(suicide.error()).c_str());
        QVERIFY(v.playStep(*suicide));
        const std::vector<std::string> next = v.legalMoveList(Notation::San);
        QVERIFY(std::find(next.begin(), next.end(), "N>b7") != next.end());
        QVERIFY(std::find(next.begin(), next.end(), "N>&b7") == next.end());
    }

    // The platform reads a move by its squares alone when one piece makes it.
    void squaresAloneReadWhenOnePieceMakesTheMove() {
        cotulenh::CotulenhVariant v;
        QVERIFY(v.setPosition("5c5/11/11/11/11/11/11/2T8/11/2(TI)8/11/6C4 r - - 0 1").ok());
        const auto full = v.parseTurn("Tc5c6", Notation::San);
        QVERIFY2(full.ok(), errorDebugText(full.error()).c_str());
        for (const char* text : {"c5-c6", "c5c6"}) {
            const auto squares = v.parseTurn(text, Notation::San);
            QVERIFY2(squares.ok(), text);
            QVERIFY(*squares == *full);
        }
        // From a stack, the stack or each of its pieces may go: the squares alone say no move.
        const auto stack = v.parseTurn("c3c4", Notation::San);
        QVERIFY(!stack.ok());
        QCOMPARE(stack.error().code, ErrorCode::TurnNoMatch);
    }

    // Every turn Trellis writes has the shape of the platform's notation and is made of the
    // forms its own move list shows, one step at a time (what the platform's reader matches):
    // over every legal turn of random games.
    void everyTurnWrittenIsInTheMoveListsForms() {
        std::mt19937 rng(48);
        int turns = 0, deploys = 0;
        for (int game = 0; game < 3; ++game) {
            cotulenh::CotulenhVariant v;
            for (int ply = 0; ply < 40 && v.status().outcome == Outcome::Ongoing; ++ply) {
                const std::vector<Turn> legal = v.legalTurns();
                if (legal.empty()) break;
                for (const Turn& turn : legal) {
                    const std::string san = v.turnText(turn, Notation::San);
                    const std::vector<std::string> steps = stepTexts(san);
                    deploys += steps.size() > 1 || san.find('<') != std::string::npos;
                    ++turns;
                    QVERIFY2(std::regex_match(san, platformTurn()), san.c_str());
                    cotulenh::CotulenhVariant board = v;
                    for (const std::string& step : steps) {
                        const std::vector<std::string> listed = board.legalMoveList(Notation::San);
                        QVERIFY2(std::find(listed.begin(), listed.end(), step) != listed.end(),
                                 (san + " in " + v.position()).c_str());
                        const auto played = board.parseStep(step);
                        QVERIFY2(played.ok(), (san + ": " + step).c_str());
                        QVERIFY(board.playStep(*played));
                    }
                }
                v.makeTurn(legal[rng() % legal.size()]);
            }
        }
        QVERIFY(turns > 3000);
        QVERIFY(deploys > 300);
    }
};

QTEST_GUILESS_MAIN(TestCotulenhPlatformFiles)
#include "test_cotulenh_platform_files.moc"
