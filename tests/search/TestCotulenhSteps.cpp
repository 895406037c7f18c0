// Cotulenh search by steps: the analysis walks deploy sessions one step at a time and must
// find what the whole-turn walk finds on positions solved to the end (same best turn, same
// mate score), answer in whole turns, stay deterministic with one thread, and keep session
// states apart in the hash.
#include "cotulenh/CotulenhSearchGame.h"
#include "cotulenh/CotulenhVariant.h"
#include "search/AlphaBetaSearch.h"
#include "search/Engine.h"
#include "search/TranspositionTable.h"
#include "variant/VariantRegistry.h"

#include "SharedData.h"

#include <QTest>

#include <algorithm>
#include <optional>
#include <set>

using namespace trellis;
using cotulenh::CotulenhVariant;
using search::CotulenhSearchGame;

namespace {

std::unique_ptr<Variant> load(const char* position) {
    auto v = std::move(createVariant("cotulenh").value());
    const auto ok = v->setPosition(position);
    if (!ok) qFatal("bad test position %s: %s", position, errorDebugText(ok.error()).c_str());
    return v;
}

// Mates solved to the end, most of them by a deploy (their completions differ only in what
// the other pieces of the stack do).
// The Tank leaves the (TI) stack and takes the Commander.
const char* kDeployTakes = "9(TI)c/11/11/9T1/11/11/6A4/11/11/11/11/3C7 r - - 0 1";
// The Air Force deploys from the Navy and mates (the deploy puzzle of resources/puzzles).
const char* kDeployMates = "9c1/3+F1h1h3/NN3t1sg2/2i3a2ti/3e7/5E5/4F3e1I/1nI5TES/2(n+f)7C/5T4G/"
                           "5HAH3/11 b - - 12 64";
// The same without the stack: a single Air Force mates.
const char* kSingleMates = "9c1/3+F1h1h3/NN3t1sg2/2i3a2ti/3e7/5E5/4F3e1I/1nI5TES/4+f5C/5T4G/"
                           "5HAH3/11 b - - 12 64";
const char* kMate2 = "10c/9G1/11/11/9(TM)1/10S/11/11/11/11/11/3C7 r - - 0 1";
const char* kMate3 = "10c/11/11/5I1T3/11/11/10(TM)/11/11/11/11/3C7 r - - 0 1";

struct Answer {
    std::string best; // LAN
    search::Score score;
};

// The root score of a search to `depth` walking `walk` (nullopt: no legal turn).
std::optional<int> rootScore(const Variant& v, CotulenhSearchGame::Walk walk, int depth) {
    const auto& board = static_cast<const CotulenhVariant&>(v).board();
    CotulenhSearchGame game(board, search::EvalMode::Full, walk);
    search::TranspositionTable tt(4);
    search::SearchLimits limits;
    limits.depth = depth;
    search::AlphaBetaSearch<CotulenhSearchGame> s(game, tt, limits, nullptr);
    tt.newSearch();
    s.run([](int, const auto&) {});
    if (s.lines().empty()) return std::nullopt;
    return s.lines().front().score;
}

// The whole-turn walk, searched directly (the engine walks steps).
Answer wholeTurnSearch(const Variant& v, int depth) {
    const auto& board = static_cast<const CotulenhVariant&>(v).board();
    CotulenhSearchGame game(board, search::EvalMode::Full, CotulenhSearchGame::Walk::WholeTurns);
    search::TranspositionTable tt(16);
    search::SearchLimits limits;
    limits.depth = depth;
    search::AlphaBetaSearch<CotulenhSearchGame> s(game, tt, limits, nullptr);
    tt.newSearch();
    s.run([](int, const auto&) {});
    auto copy = v.clone();
    const Turn best = CotulenhSearchGame::toTurn(*copy, {s.lines().front().pv.front()});
    return {copy->turnText(best, Notation::Lan),
            search::Score::fromInternal(s.lines().front().score)};
}

Answer stepSearch(const Variant& v, int depth) {
    search::SearchLimits limits;
    limits.depth = depth;
    const auto r = search::Engine().analyse(v, limits);
    auto copy = v.clone();
    return {copy->turnText(r.best(), Notation::Lan), r.lines.front().score};
}

// Plays the step of the piece `type` to `square` (one of the legal steps).
void step(CotulenhVariant& v, cotulenh::PieceType type, const char* square) {
    for (const cotulenh::Move& m : v.legalSteps())
        if (m.carrier == type && m.to == v.squareId(square)) {
            QVERIFY(v.playStep(m));
            return;
        }
    QFAIL(square);
}

} // namespace

class TestCotulenhSteps : public QObject {
    Q_OBJECT

  private slots:
    void stepsFindTheWholeTurnAnswer_data() {
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("turns");
        QTest::newRow("deploy takes the Commander") << kDeployTakes << 1;
        QTest::newRow("deploy mates") << kDeployMates << 1;
        QTest::newRow("single mates") << kSingleMates << 1;
        QTest::newRow("mate in 2") << kMate2 << 2;
        QTest::newRow("mate in 3") << kMate3 << 3;
    }
    void stepsFindTheWholeTurnAnswer() {
        QFETCH(QString, position);
        QFETCH(int, turns);
        const auto v = load(position.toUtf8().constData());
        const Answer whole = wholeTurnSearch(*v, 2 * turns);
        const Answer steps = stepSearch(*v, 2 * turns);
        QVERIFY(whole.score.isMate);
        QCOMPARE(whole.score.value, turns);
        QVERIFY(steps.score.isMate);
        QCOMPARE(steps.score.value, turns);
        QCOMPARE(steps.best, whole.best);
        // The mate search (whole turns) agrees.
        QCOMPARE(search::Engine().mate(*v, turns).turns, turns);
    }

    // Without reductions (depth 2) both walks search the same turns: the same score on every
    // eighth position of the shared vectors (stacks, open sessions, checks, mates).
    void stepsScoreAsWholeTurnsOnTheVectors() {
        TRELLIS_REQUIRE_SHARED("cotulenh/vectors.jsonl");
        const auto rows = testing::readJsonLines(testing::sharedDataPath("cotulenh/vectors.jsonl"));
        int compared = 0;
        for (int i = 0; i < rows.size(); i += 8) {
            const std::string fen = rows[i]["fen"].toString().toStdString();
            const auto v = load(fen.c_str());
            const auto whole = rootScore(*v, CotulenhSearchGame::Walk::WholeTurns, 2);
            const auto steps = rootScore(*v, CotulenhSearchGame::Walk::Steps, 2);
            QVERIFY2(whole == steps, fen.c_str());
            compared += whole ? 1 : 0;
        }
        QVERIFY(compared > 20);
    }

    // A deploy of several steps is reported as one turn in the file notation, and the whole
    // line replays as legal turns.
    void linesAreWholeTurns() {
        const auto v = load(kDeployMates);
        search::SearchLimits limits;
        limits.depth = 3;
        limits.multiPv = 3;
        const auto r = search::Engine().analyse(*v, limits);
        QCOMPARE(int(r.lines.size()), 3);
        std::set<Turn> first;
        for (const search::SearchLine& line : r.lines) {
            QVERIFY(!line.pv.empty());
            first.insert(line.pv.front());
            auto copy = v->clone();
            for (const Turn& t : line.pv) {
                const std::vector<Turn> legal = copy->legalTurns();
                QVERIFY(std::find(legal.begin(), legal.end(), t) != legal.end());
                copy->makeTurn(t);
            }
        }
        QCOMPARE(int(first.size()), 3); // distinct turns, not distinct first steps
        QVERIFY2(v->turnText(r.best(), Notation::Lan).find(">h4") != std::string::npos,
                 v->turnText(r.best(), Notation::Lan).c_str());
    }

    // Started in the middle of a deploy, the best turn completes the open session.
    void analysesAnOpenSession() {
        auto v = load(kDeployTakes);
        auto& co = static_cast<CotulenhVariant&>(*v);
        step(co, cotulenh::Infantry, "j11");
        QVERIFY(co.inSession());
        search::SearchLimits limits;
        limits.depth = 2;
        const auto r = search::Engine().analyse(*v, limits);
        QVERIFY(r.lines.front().score.isMate);
        QCOMPARE(r.lines.front().score.value, 1);
        QCOMPARE(v->turnText(r.best(), Notation::Lan), std::string("j12::I>j11,T>xk12"));
    }

    void oneThreadIsDeterministic() {
        auto v = std::move(createVariant("cotulenh").value());
        search::SearchLimits limits;
        limits.depth = 4;
        const auto a = search::Engine().analyse(*v, limits);
        const auto b = search::Engine().analyse(*v, limits);
        QCOMPARE(a.nodes, b.nodes);
        QVERIFY(a.lines.front().pv == b.lines.front().pv);
        QCOMPARE(a.lines.front().score.value, b.lines.front().score.value);
    }

    // Two step orders leave the same board and the same remaining piece, but the sessions
    // differ in what they can still become (the first step's capture resets the half-move
    // clock), so they must not share a table entry; once committed, the positions are one.
    void sessionStatesHashApart() {
        const char* fen = "7c3/11/11/11/11/11/4i6/11/4(FTI)6/11/11/6C4 r - - 10 1";
        auto a = load(fen);
        auto b = load(fen);
        auto& sa = static_cast<CotulenhVariant&>(*a);
        auto& sb = static_cast<CotulenhVariant&>(*b);
        step(sa, cotulenh::Tank, "e6"); // captures first
        step(sa, cotulenh::Infantry, "f4");
        step(sb, cotulenh::Infantry, "f4");
        step(sb, cotulenh::Tank, "e6");
        QVERIFY(sa.inSession() && sb.inSession());
        QCOMPARE(sa.board().position().hash(), sb.board().position().hash());
        QCOMPARE(sa.board().session().remaining(), sb.board().session().remaining());
        QVERIFY(sa.hash() != sb.hash());
        QVERIFY(sa.commitSession() && sb.commitSession());
        QCOMPARE(sa.hash(), sb.hash());
        QCOMPARE(sa.board().position().halfmoves(), 0);
        QCOMPARE(sb.board().position().halfmoves(), 11);
    }
};

QTEST_GUILESS_MAIN(TestCotulenhSteps)
#include "TestCotulenhSteps.moc"
