// One named test per section of COTULENH-RULES.md, and one per engine bug we do not copy
// (section 9). Positions are built from placements; red Commander on j1 and blue on k12 unless
// a test needs otherwise (they share neither file nor rank).
#include "CotulenhTestUtil.h"

#include "cotulenh/AirDefence.h"
#include "cotulenh/Attacks.h"
#include "cotulenh/Fen.h"

#include <QTest>

using namespace trellis;
using namespace trellis::cotulenh;
using cotulenh_test::fenOf;
using cotulenh_test::lans;

#define LOAD(v, fen)                                                                               \
    do {                                                                                           \
        const auto r_ = (v).setPosition(fen);                                                      \
        QVERIFY2(r_.ok(), errorDebugText(r_.error()).c_str());                                     \
    } while (0)
#define HAS(v, m)                                                                                  \
    QVERIFY2(lans(v).contains(m), qPrintable(QString("missing ") + m + ": " + lans(v).join(' ')))
#define LACKS(v, m) QVERIFY2(!lans(v).contains(m), qPrintable(QString("unexpected ") + m))

namespace {

Move stepByLan(CotulenhVariant& v, const char* lan) {
    const auto s = v.parseStep(lan);
    return s.ok() ? *s : Move{};
}

} // namespace

class TestCotulenhRules : public QObject {
    Q_OBJECT

  private slots:
    // --- 1. Board and terrain ------------------------------------------------------------
    void terrainNavyStaysOnWater() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"c3", "N"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Nc3b3");
        HAS(v, "Nc3c4");
        LACKS(v, "Nc3d3");
    }
    void terrainLandPiecesStayOnLand() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"c5", "T"}, {"c8", "F"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Tc5d5");
        LACKS(v, "Tc5b5");
        // The Air Force flies over water but never stops there.
        LACKS(v, "Fc8b8");
        LACKS(v, "Fc8a8");
        LACKS(v, "Fc8b7");
    }
    void terrainBlockingIsSticky() {
        CotulenhVariant v;
        // Navy east of c3: d3 is land, so no quiet move beyond; the capture stays (stay capture).
        LOAD(v, fenOf({{"c3", "N"}, {"e3", "i"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Nc3_e3");
        LACKS(v, "Nc3xe3");
        LACKS(v, "Nc3e3");
    }
    void heavyPiecesCrossRiverOnlyOnFandH() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"d5", "A"}, {"f5", "A"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Ad5d6");
        LACKS(v, "Ad5d7");
        HAS(v, "Af5f7");
        HAS(v, "Af5f8");
        LACKS(v, "Af5g7"); // diagonal crossing is not a straight file move
        // Captures are exempt.
        LOAD(v, fenOf({{"d5", "A"}, {"d7", "i"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Ad5xd7");
    }
    void navyDiagonalRiverCorners() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"c5", "N"}, {"c8", "N"}, {"j1", "C"}, {"k12", "c"}}));
        LACKS(v, "Nc5d6");
        LACKS(v, "Nc8d7");
        HAS(v, "Nc5c6");
    }

    // --- 2. Pieces -------------------------------------------------------------------------
    void tankRangeAndNoShootingOver() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e5", "T"}, {"e6", "I"}, {"e7", "i"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Te5e3");
        LACKS(v, "Te5e2");
        LACKS(v, "Te5f6");
        LACKS(v, "Te5xe7");
        LOAD(v, fenOf({{"e5", "+T"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "+Te5e2");
        HAS(v, "+Te5g7");
    }
    void artilleryCapturesThroughPieces() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e5", "A"}, {"e6", "I"}, {"e8", "i"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Ae5xe8");
        LACKS(v, "Ae5e7");
    }
    void missileDiagonalIsShorter() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e3", "S"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Se3e5");
        HAS(v, "Se3f4");
        LACKS(v, "Se3g5");
    }
    void navyGunsReachOneLessThanTorpedoes() {
        CotulenhVariant v;
        LOAD(
            v,
            fenOf({{"b2", "N"}, {"b6", "n"}, {"c2", "N"}, {"c6", "i"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Nb2xb6");
        LACKS(v, "Nc2xc6");
        LOAD(v, fenOf({{"c2", "N"}, {"c5", "i"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Nc2xc5");
    }
    void headquartersMovesOnlyWhenHeroic() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e5", "H"}, {"j1", "C"}, {"k12", "c"}}));
        for (const QString& m : lans(v)) QVERIFY(!m.startsWith("H"));
        LOAD(v, fenOf({{"e5", "+H"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "+He5f6");
        LACKS(v, "+He5e7");
    }

    // --- 3. Captures -----------------------------------------------------------------------
    void airForceMayStrikeAndReturn() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e5", "F"}, {"e7", "i"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Fe5xe7");
        HAS(v, "Fe5_e7");
    }
    void commanderCapturesAdjacentOnly() {
        CotulenhVariant v;
        // (A second blue piece keeps Last Guard from making the Infantry heroic.)
        LOAD(v, fenOf({{"e4", "C"}, {"e7", "i"}, {"a10", "n"}, {"k12", "c"}}));
        HAS(v, "Ce4e5");
        LACKS(v, "Ce4xe7");
        LOAD(v, fenOf({{"e4", "+C"}, {"f5", "i"}, {"g6", "i"}, {"a10", "n"}, {"k12", "c"}}));
        HAS(v, "+Ce4xf5");
        LACKS(v, "+Ce4xg6");
    }

    // --- 4. Stacks -------------------------------------------------------------------------
    void stacksFollowTheBlueprintList() {
        Position pos;
        QCOMPARE(parseFen(fenOf({{"c3", "(TN)"}, {"j1", "C"}}), pos).code, ErrorCode::None);
        QCOMPARE(QString::fromStdString(writeFen(pos)).section('/', 9, 9), QString("2(NT)8"));
        QCOMPARE(parseFen(fenOf({{"e3", "(TA)"}}), pos),
                 Error(ErrorCode::PositionStack, {"FEN", "(TA)", "4(TA)6"}));
        QCOMPARE(parseFen(fenOf({{"e3", "(TTI)"}}), pos),
                 Error(ErrorCode::PositionStack, {"FEN", "(TTI)", "4(TTI)6"}));
        QCOMPARE(parseFen(fenOf({{"e3", "(Ti)"}}), pos),
                 Error(ErrorCode::PositionStack, {"FEN", "(Ti)", "4(Ti)6"}));
    }
    void combinationAndWholeStackMoves() {
        CotulenhVariant v;
        LOAD(
            v,
            fenOf({{"e5", "T"}, {"e6", "I"}, {"g5", "A"}, {"g6", "I"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Te5&e6");
        LACKS(v, "Ag5&g6"); // AI is no stack
        LOAD(v, fenOf({{"e5", "(TI)"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "(TI)e5e7"); // moves as its carrier, the Tank
        HAS(v, "Te5>e7");
        HAS(v, "Ie5>e6");
        LACKS(v, "Ie5>e7");
    }

    // --- 5. Deploy sessions ----------------------------------------------------------------
    void deploySessionStepsAndAutoCommit() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e4", "(TI)"}, {"j1", "C"}, {"k12", "c"}}));
        QVERIFY(v.playStep(stepByLan(v, "Ie4>e5")));
        QVERIFY(v.inSession());
        QCOMPARE(v.sideToMove(), 0);
        QVERIFY(lans(v).contains("commit"));
        QCOMPARE(QString::fromStdString(v.position()).section(' ', 6), QString("e4:T:I>e5..."));
        QVERIFY(v.playStep(stepByLan(v, "Te4>f4")));
        QVERIFY(!v.inSession()); // nothing left: committed by itself
        QCOMPARE(v.sideToMove(), 1);
        v.undoTurn();
        QCOMPARE(QString::fromStdString(v.position()),
                 QString::fromStdString(fenOf({{"e4", "(TI)"}, {"j1", "C"}, {"k12", "c"}})));
    }
    void deployCommitAndNotation() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e4", "(TI)"}, {"j1", "C"}, {"k12", "c"}}));
        const auto turn = v.parseTurn("T<I>e5", Notation::San);
        QVERIFY2(turn.ok(), errorDebugText(turn.error()).c_str());
        QCOMPARE(QString::fromStdString(v.turnText(*turn, Notation::Lan)), QString("e4:T:I>e5"));
        const auto both = v.parseTurn("e4::I>e5,T>f4", Notation::Lan);
        QVERIFY2(both.ok(), errorDebugText(both.error()).c_str());
        QCOMPARE(QString::fromStdString(v.turnText(*both, Notation::San)), QString("I>e5,T>f4"));
        // Different step orders are different turns.
        QVERIFY(v.parseTurn("T>f4,I>e5", Notation::San).ok());
    }
    void commitNeedsTerrainForWhatStays() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"b3", "(NT)"}, {"j1", "C"}, {"k12", "c"}}));
        QVERIFY(v.playStep(stepByLan(v, "Nb3>b6")));
        QVERIFY(v.inSession());
        QVERIFY(!v.canCommit()); // the Tank cannot stay on water
        QVERIFY(!lans(v).contains("commit"));
        v.cancelSession();
        QCOMPARE(QString::fromStdString(v.position()),
                 QString::fromStdString(fenOf({{"b3", "(NT)"}, {"j1", "C"}, {"k12", "c"}})));
    }
    void recombineRewritesTheSession() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e4", "(FTI)"}, {"j1", "C"}, {"k12", "c"}}));
        QVERIFY(v.playStep(stepByLan(v, "Te4>e6")));
        HAS(v, "Ie4>&e6"); // the Infantry cannot walk two squares, but may join the Tank
        QVERIFY(v.playStep(stepByLan(v, "Ie4>&e6")));
        QVERIFY(v.inSession());
        const auto steps = v.sessionSteps();
        QCOMPARE(int(steps.size()), 1);
        QCOMPARE(QString::fromStdString(v.stepText(steps[0], Notation::Lan)).left(4),
                 QString("(TI)"));
    }
    void halfmoveClockAfterCommit() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e4", "(TI)"}, {"e6", "i"}, {"j1", "C"}, {"k12", "c"}}, 'r', 7));
        QVERIFY(v.playStep(stepByLan(v, "Te4>xe6")));
        QVERIFY(v.commitSession());
        QCOMPARE(QString::fromStdString(v.position()).section(' ', 4, 4), QString("0"));
        v.undoTurn();
        QVERIFY(v.playStep(stepByLan(v, "Ie4>e5")));
        QVERIFY(v.commitSession());
        QCOMPARE(QString::fromStdString(v.position()).section(' ', 4, 4), QString("8"));
    }

    // --- 6. Air defence --------------------------------------------------------------------
    void airDefenceZonesAreDiscs() {
        Position pos;
        QCOMPARE(parseFen(fenOf({{"f6", "g"}, {"f9", "s"}, {"j1", "C"}}), pos).code,
                 ErrorCode::None);
        AirDefenceMap zones;
        zones.build(pos, Blue);
        int g = 0, s = 0;
        for (std::uint32_t c : zones.cover) {
            g += (c & 1u) ? 1 : 0;
            s += (c & 2u) ? 1 : 0;
        }
        QCOMPARE(g, 5);
        QCOMPARE(s, 13);
        QCOMPARE(parseFen(fenOf({{"f6", "+s"}}), pos).code, ErrorCode::None);
        zones.build(pos, Blue);
        int h = 0;
        for (std::uint32_t c : zones.cover) h += c ? 1 : 0;
        QCOMPARE(h, 29);
    }
    void kamikazeAllowsOnlySuicide() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e4", "F"}, {"e8", "g"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "Fe4e6");
        LACKS(v, "Fe4e7"); // inside the zone: no quiet move
        HAS(v, "Fe4@e8");
        LACKS(v, "Fe4xe8");
    }
    void twoZonesDestroy() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e4", "F"}, {"e8", "g"}, {"f7", "g"}, {"j1", "C"}, {"k12", "c"}}));
        LACKS(v, "Fe4@e8");
        LOAD(v, fenOf({{"e4", "+F"}, {"e8", "g"}, {"f7", "g"}, {"j1", "C"}, {"k12", "c"}}));
        HAS(v, "+Fe4xe8"); // a heroic Air Force ignores air defence
    }

    // --- 7. Check, exposure, promotion -----------------------------------------------------
    void exposureMakesMovesIllegal() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e1", "C"}, {"e5", "I"}, {"e12", "c"}}));
        LACKS(v, "Ie5d5");
        HAS(v, "Ie5e6");
        QVERIFY(!v.detailedStatus().check);
    }
    void commanderSightLine() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e1", "C"}, {"f12", "c"}}));
        HAS(v, "Ce1d1");
        LACKS(v, "Ce1f1");
        LACKS(v, "Ce1g1"); // may not pass through the enemy Commander's sight either
    }
    void noFlyingGeneralCapture() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e1", "C"}, {"e12", "c"}}));
        LACKS(v, "Ce1xe12");
        QVERIFY(v.detailedStatus().inDanger);
    }
    // Commanders facing: no game reaches it (validation says so unless unreachable positions
    // are allowed, for compositions), and the side to move plays on by stepping out.
    void facingCommandersStepOut() {
        CotulenhVariant v;
        const std::string facing = fenOf({{"e1", "C"}, {"e12", "c"}, {"i5", "T"}});
        LOAD(v, facing);
        QCOMPARE(v.validatePosition(facing, true).size(), std::size_t(0));
        const auto strict = v.validatePosition(facing, false);
        QVERIFY(std::any_of(strict.begin(), strict.end(), [](const Error& e) {
            return e.code == ErrorCode::PositionKingsFacing;
        }));
        const QStringList turns = lans(v);
        QVERIFY(!turns.isEmpty());
        QVERIFY2(turns.contains("Ce1d1") && !turns.contains("Ti5h5"), qPrintable(turns.join(' ')));
        for (const Turn& t : v.legalTurns()) {
            const std::unique_ptr<Variant> after = v.clone();
            after->makeTurn(t);
            const auto& board = dynamic_cast<const CotulenhVariant&>(*after).board();
            QVERIFY(!commanderExposed(board.position(), Red));
        }
    }
    void sideWithoutCommanderHasNoMoves() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e5", "T"}, {"k12", "c"}}));
        QVERIFY(lans(v).isEmpty());
        QVERIFY(v.detailedStatus().commanderCaptured);
    }
    void heroicPromotionOfAttackers() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e3", "T"}, {"e7", "c"}, {"j1", "C"}}));
        QVERIFY(v.playStep(stepByLan(v, "Te3e5")));
        QVERIFY(QString::fromStdString(v.position()).contains("+T"));
    }
    void lastGuardBecomesHeroic() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e5", "T"}, {"e6", "i"}, {"h9", "m"}, {"j1", "C"}, {"k12", "c"}}));
        QVERIFY(v.playStep(stepByLan(v, "Te5xe6")));
        QVERIFY(QString::fromStdString(v.position()).contains("+m"));
    }

    // --- 8. Position strings ---------------------------------------------------------------
    // Bad position strings: the typed error ("|"-joined args) each gets. The variant keeps its
    // position.
    void badPositionStrings_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("args");
        const auto row = [](const char* name, const std::string& fen, ErrorCode code,
                            const char* args) {
            QTest::newRow(name) << QString::fromStdString(fen) << int(code)
                                << QString::fromUtf8(args);
        };
        // Twelve ranks, all empty but `rank` (1-12), which reads `text`.
        const auto ranks = [](int rank, const std::string& text) {
            std::string board;
            for (int r = 12; r >= 1; --r) board += (r == rank ? text : "11") + (r > 1 ? "/" : "");
            return board + " r - - 0 1";
        };
        const std::string deploy = fenOf({{"e4", "(TI)"}, {"j1", "C"}, {"k12", "c"}});
        row("empty", "", ErrorCode::PositionFieldCount, "FEN|6|0");
        row("five fields", "11/11 r - - 0", ErrorCode::PositionFieldCount, "FEN|6|5");
        row("eight fields", deploy + " e4:T:I>e5 x", ErrorCode::PositionFieldCount, "FEN|6|8");
        row("rank count", "11/11 r - - 0 1", ErrorCode::PositionRowCount, "FEN|11/11|12|2");
        row("rank too short", ranks(3, "10"), ErrorCode::PositionRowLength, "FEN|10|11|10");
        row("rank too wide", ranks(3, "11i"), ErrorCode::PositionRowLength, "FEN|11i|11|12");
        row("empty count 12", ranks(12, "12"), ErrorCode::PositionRowLength, "FEN|12|11|12");
        row("stack too wide", ranks(3, "11(TI)"), ErrorCode::PositionRowLength, "FEN|11(TI)|11|12");
        row("empty count 0", ranks(3, "011"), ErrorCode::PositionPiece, "FEN|0|011");
        row("letter", ranks(5, "5z5"), ErrorCode::PositionPiece, "FEN|z|5z5");
        row("symbol", ranks(5, "5*5"), ErrorCode::PositionPiece, "FEN|*|5*5");
        row("nested stack", ranks(3, "4((TI)5"), ErrorCode::PositionStack, "FEN|((TI)|4((TI)5");
        row("unopened stack", ranks(3, "4)6"), ErrorCode::PositionStack, "FEN|)|4)6");
        row("unclosed stack", ranks(3, "4(TI"), ErrorCode::PositionStack, "FEN|(TI|4(TI");
        row("empty stack", ranks(3, "4()6"), ErrorCode::PositionStack, "FEN|()|4()6");
        row("digit in a stack", ranks(3, "4(T1)6"), ErrorCode::PositionStack, "FEN|(T1)|4(T1)6");
        row("mixed colours", ranks(3, "4(Ti)6"), ErrorCode::PositionStack, "FEN|(Ti)|4(Ti)6");
        row("piece twice", ranks(3, "4(TTI)6"), ErrorCode::PositionStack, "FEN|(TTI)|4(TTI)6");
        row("no blueprint", ranks(3, "4(TA)6"), ErrorCode::PositionStack, "FEN|(TA)|4(TA)6");
        row("double heroic", ranks(3, "4++T6"), ErrorCode::PositionHeroic, "FEN|4++T6");
        row("heroic digit", ranks(3, "4+7"), ErrorCode::PositionHeroic, "FEN|4+7");
        row("heroic stack", ranks(3, "4+(TI)6"), ErrorCode::PositionHeroic, "FEN|4+(TI)6");
        row("heroic at the end", ranks(3, "11+"), ErrorCode::PositionHeroic, "FEN|11+");
        row("tank on water", fenOf({{"b3", "T"}}), ErrorCode::PositionTerrain, "FEN|Tank|b3");
        row("navy on land", fenOf({{"e3", "N"}}), ErrorCode::PositionTerrain, "FEN|Navy|e3");
        row("second commander", fenOf({{"e3", "C"}, {"f3", "(TC)"}}), ErrorCode::PositionSecondKing,
            "FEN|Red|Commander|f3");
        row("side", fenOf({{"e3", "C"}}, 'w'), ErrorCode::PositionSideToMove, "FEN|w");
        row("castling", "11/11/11/11/11/11/11/11/11/11/11/11 r K - 0 1",
            ErrorCode::PositionCastling, "FEN|K");
        row("en passant", "11/11/11/11/11/11/11/11/11/11/11/11 r - e3 0 1",
            ErrorCode::PositionEnPassant, "FEN|e3");
        row("halfmove", fenOf({{"e3", "C"}}, 'r', -1), ErrorCode::PositionHalfmove, "FEN|-1");
        row("fullmove", fenOf({{"e3", "C"}}, 'r', 0, 0), ErrorCode::PositionFullmove, "FEN|0");
        row("session fields", deploy + " e4:T", ErrorCode::PositionSession, "FEN|e4:T");
        row("session square", deploy + " z9:T:I>e5", ErrorCode::PositionSession, "FEN|z9:T:I>e5");
        row("session no steps", deploy + " e4:T:", ErrorCode::PositionSession, "FEN|e4:T:");
        row("session no stack", deploy + " j1::C>j2", ErrorCode::PositionSession, "FEN|j1::C>j2");
        row("session step", deploy + " e4:T:I>e9", ErrorCode::PositionSessionStep, "FEN|I>e9|e4");
        row("session over", deploy + " e4::I>e5,T>f4,T>f5", ErrorCode::PositionSessionStep,
            "FEN|T>f5|e4");
    }
    void badPositionStrings() {
        QFETCH(QString, fen);
        QFETCH(int, code);
        QFETCH(QString, args);
        CotulenhVariant v;
        const std::string before = v.position();
        const auto r = v.setPosition(fen.toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(errorCodeName(r.error().code), errorCodeName(ErrorCode(code)));
        QStringList joined;
        for (const std::string& arg : r.error().args) joined << QString::fromStdString(arg);
        QCOMPARE(joined.join('|'), args);
        QCOMPARE(v.position(), before);
    }
    void deploySessionStringLoads() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e4", "(TI)"}, {"j1", "C"}, {"k12", "c"}}) + " e4:T:I>e5...");
        QVERIFY(v.inSession());
    }

    // --- 9. Engine bugs we do not copy -------------------------------------------------------
    void bugSanRankDisambiguationUsesFullRank() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e10", "T"}, {"e12", "T"}, {"j1", "C"}, {"k11", "c"}}));
        const QStringList san = cotulenh_test::sans(v);
        QVERIFY2(san.contains("T10e11") && san.contains("T12e11"), qPrintable(san.join(' ')));
        // The engine wrote "T1e11" for both: on input that is ambiguous, and says so.
        const auto amb = v.parseTurn("T1e11", Notation::San);
        QVERIFY(!amb.ok());
        QCOMPARE(amb.error().code, ErrorCode::TurnAmbiguous);
        QCOMPARE(amb.error().args.front(), std::string("T1e11"));
        QVERIFY(QString::fromStdString(amb.error().args.back()).contains("Te10e11"));
        QVERIFY(QString::fromStdString(amb.error().args.back()).contains("Te12e11"));
        QVERIFY(v.parseTurn("T12e11", Notation::San).ok());
        // Where the one-digit form is unambiguous it is accepted.
        LOAD(v, fenOf({{"e9", "T"}, {"e11", "T"}, {"j1", "C"}, {"k12", "c"}}));
        QVERIFY(cotulenh_test::sans(v).contains("T11e10"));
        QVERIFY(v.parseTurn("T1e10", Notation::San).ok());
    }
    void bugRepetitionIsDetected() {
        CotulenhVariant v;
        LOAD(
            v,
            fenOf(
                {{"j1", "C"}, {"a12", "n"}, {"a10", "n"}, {"k12", "c"}, {"e5", "I"}, {"g5", "I"}}));
        for (int i = 0; i < 2; ++i)
            for (const char* m : {"Cj1i1", "Ck12k11", "Ci1j1", "Ck11k12"}) {
                const auto t = v.parseTurn(m, Notation::Lan);
                QVERIFY2(t.ok(), errorDebugText(t.error()).c_str());
                v.makeTurn(*t);
            }
        QCOMPARE(v.status().claimableDraw, DrawReason::Repetition);
        QCOMPARE(v.status().outcome, Outcome::Ongoing);
    }
    void bugAirDefenceComesFromTheBoard() {
        // Reach one position by two histories: the move lists must be the same as a fresh load.
        CotulenhVariant a, fresh;
        LOAD(a,
             fenOf(
                 {{"e4", "F"}, {"g6", "G"}, {"e9", "g"}, {"a10", "n"}, {"j1", "C"}, {"k12", "c"}}));
        for (const char* m : {"Gg6h6", "Ge9d9", "Gh6g6", "Gd9e9"}) {
            const auto t = a.parseTurn(m, Notation::Lan);
            QVERIFY2(t.ok(), errorDebugText(t.error()).c_str());
            a.makeTurn(*t);
        }
        LOAD(fresh, a.position());
        QCOMPARE(lans(a), lans(fresh));
    }
    void bugUndoAfterNavyLeavesWater() {
        CotulenhVariant v;
        const std::string start = fenOf({{"b3", "(NFT)"}, {"j1", "C"}, {"k12", "c"}});
        LOAD(v, start);
        QVERIFY(v.playStep(stepByLan(v, "Nb3>b6")));
        QVERIFY(v.playStep(stepByLan(v, "Fb3>f3")));
        QVERIFY(v.undoStep());
        QVERIFY(v.undoStep());
        QCOMPARE(v.position(), start);
    }
    void bugOnlyCommandersIsADeadDraw() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"j1", "C"}, {"k12", "c"}}));
        QCOMPARE(v.status().draw, DrawReason::OnlyCommanders);
        QCOMPARE(v.status().outcome, Outcome::Draw);
    }
    void fiftyMoveDrawAtHundredHalfMoves() {
        CotulenhVariant v;
        LOAD(v, fenOf({{"e5", "T"}, {"j1", "C"}, {"k12", "c"}}, 'r', 100, 60));
        QCOMPARE(v.status().draw, DrawReason::FiftyMoves);
        LOAD(v, fenOf({{"e5", "T"}, {"j1", "C"}, {"k12", "c"}}, 'r', 99, 60));
        QCOMPARE(v.status().draw, DrawReason::None);
    }
};

QTEST_GUILESS_MAIN(TestCotulenhRules)
#include "test_cotulenh_rules.moc"
