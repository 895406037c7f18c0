// One named test per rule of TRID-RULES.md (sections 3-9) and the seed's invalid scenarios
// (seed 000 section 6). Positions are built from piece lists; the kings stand out of the way.
#include "TriDTestSupport.h"

using namespace trellis::trid;
using namespace trellis::trid::testing;

namespace {
const std::string K = "Ka1W", k = "kd8B"; // kings that see nothing of each other
}

class TestTriDRules : public QObject {
    Q_OBJECT

  private slots:
    // Section 3: the projection model.
    void landsOnEveryLevelWhereTheSquareExists() {
        const auto legal = legalStartingWith(position({K, k, "Rb3W"}, {}), "R");
        QVERIFY(legal.contains("Rb3W-b4W") && legal.contains("Rb3W-b4N"));
        QVERIFY(legal.contains("Rb3W-b5N") && legal.contains("Rb3W-b5B"));
    }
    void verticalMovesAreForbidden() {
        QVERIFY(!legalTexts(position({K, k, "Rb3W"}, {})).contains("Rb3W-b3N"));
    }
    void aPieceOnAnyLevelBlocksTheLine() {
        const auto legal = legalTexts(position({K, k, "Rb3W", "pb5B"}, {}));
        QVERIFY(legal.contains("Rb3Wxb5B"));
        QVERIFY(legal.contains("Rb3W-b5N")); // the other level of the blocking cell is free
        QVERIFY(!legal.contains("Rb3W-b6N"));
    }
    void nonExistentSquaresDoNotBlock() {
        // z1..z3 exist nowhere but on the QL1 board; the rook slides through z2, z3 to QL5.
        const auto legal = legalTexts(position({"Kb1W", k, "RQL1@q1"}, {"QL1w", "QL5b"}));
        QVERIFY(legal.contains("RQL1@q1-QL5@q1"));
        QVERIFY(legal.contains("RQL1@q1-QL5@q4"));
    }
    void knightsJump() {
        const auto legal =
            legalStartingWith(position({K, k, "Nb1W", "Pb2W", "Pc2W", "Pc1W"}, {}), "N");
        QCOMPARE(legal, QStringList({"Nb1W-a3N", "Nb1W-a3W", "Nb1W-c3N", "Nb1W-c3W", "Nb1W-d2W"}));
    }
    void attacksReachEveryLevel() {
        QVERIFY(position({"Kb1W", k, "rb8B"}, {}).inCheck(0));
        QVERIFY(!position({"Kb1W", k, "rb8B", "Pb4N"}, {}).inCheck(0));
    }
    void kingsAreNeverCaptured() {
        // The deferred promotion gives check; the move that follows may not take the king.
        const auto legal =
            legalTexts(fromTfen("W:4/4/4/2K1|N:4/4/4/4|B:P2k/4/4/4|KL1w:2/2 w - - -=a8B 1 11"));
        for (const QString& t : legal) QVERIFY2(!t.contains("xd8B"), qPrintable(t));
        QVERIFY(legal.contains("a8B=Q; Kc1W-b1W"));
    }

    // Section 4: pawns.
    void pawnStepsForwardOnAnyLevel() {
        const auto legal = legalStartingWith(position({K, k, "Pb3W"}, {}), "P");
        QCOMPARE(legal, QStringList({"Pb3W-b4N", "Pb3W-b4W"}));
    }
    void pawnDoubleStepsFromItsStartSquare() {
        const auto legal = legalStartingWith(position({K, k, "Pb2W"}, {}), "P");
        QCOMPARE(legal, QStringList({"Pb2W-b3N", "Pb2W-b3W", "Pb2W-b4N", "Pb2W-b4W"}));
        QVERIFY(legalStartingWith(position({K, k, "Pb2W", "nb3N"}, {}), "Pb2W-b4").isEmpty());
    }
    void carriedPawnLosesItsDoubleStep() {
        // Seed 000 section 6, "no 2-step pawn after transport": the QL1 board carries its pawn
        // sideways to KL1, where it stands on a start square (d1KL1) but may not double-step.
        TriDPosition pos = position({"Kb1W", k, "PQL1@q4"}, {"QL1w"});
        QVERIFY(legalTexts(pos).contains("PQL1@q4-QL1@q1") == false); // never backwards
        pos = after(pos, "QL1-KL1");
        pos.side = 0;
        pos = fromTfen(printTfen(pos));
        QVERIFY(QString::fromStdString(printTfen(pos)).contains(" d1KL1 "));
        QCOMPARE(legalStartingWith(pos, "P"), QStringList({"PKL1@q4-d2W"}));
    }
    void pawnCapturesLandOnTheVictimsLevel() {
        const auto legal = legalStartingWith(position({K, k, "Pb3W", "nc4N"}, {}), "P");
        QVERIFY(legal.contains("Pb3Wxc4N"));
        QVERIFY(!legal.contains("Pb3W-c4W") && !legal.contains("Pb3Wxc4W"));
    }
    void enPassantLandsOnAnyFreeLevel() {
        TriDPosition pos = position({K, k, "Pb5N", "pc7B"}, {}, 'b');
        pos = after(pos, "Pc7B-c5N");
        const auto legal = legalStartingWith(pos, "Pb5N");
        QVERIFY(legal.contains("Pb5Nxc6N e.p.") && legal.contains("Pb5Nxc6B e.p."));
        const TriDPosition taken = after(pos, "Pb5Nxc6B e.p.");
        QCOMPARE(taken.board[parseSquare("c5N")], std::uint8_t(0));
        // One turn later the right is gone.
        QVERIFY(!legalTexts(after(after(pos, "Ka1W-a2W"), "Kd8B-c8B")).join(' ').contains("e.p."));
    }
    void promotionRankDependsOnFileAndOverhang() {
        QVERIFY(legalTexts(position({K, k, "Pb7B"}, {})).contains("Pb7B-b8B=Q"));
        QVERIFY(legalTexts(position({K, k, "Pa7B"}, {})).contains("Pa7B-a8B=N"));
        // A board on QL6 overhangs the a-file corner: a8 is no longer the last rank.
        const auto overhung = legalTexts(position({K, "kd9KL6", "Pa7B"}, {"QL6b", "KL6b"}));
        QVERIFY(overhung.contains("Pa7B-a8B") && !overhung.contains("Pa7B-a8B=Q"));
        QVERIFY(legalTexts(position({K, "kd9KL6", "Pa8B"}, {"QL6b", "KL6b"}))
                    .contains("Pa8B-QL6@q3=R"));
        QVERIFY(legalTexts(position({K, "kd9KL6", "PQL6@q1"}, {"QL6b", "KL6b"}))
                    .contains("PQL6@q1-QL6@q4=B"));
    }
    void deferredPromotionAfterOpponentsBoardMove() {
        TriDPosition pos = position({"Kc1W", "kd9KL6", "Pa8B"}, {"QL6b", "KL6b"}, 'b');
        pos = after(pos, "QL6-QL5");
        QVERIFY(QString::fromStdString(printTfen(pos)).contains(" -=a8B "));
        const auto legal = legalTexts(pos);
        QVERIFY(!legal.isEmpty());
        for (const QString& t : legal) QVERIFY2(t.startsWith("a8B="), qPrintable(t));
        QVERIFY(legal.contains("a8B=N; Kc1W-b1W"));
    }
    void deferredPromotionInTheOwnersBoardMove() {
        const auto legal = legalTexts(position({"Kc1W", "kd9KL6", "Pa8B"}, {"QL6w", "KL6b"}));
        QVERIFY(legal.contains("QL6-QL5; a8B=Q"));
        QVERIFY(!legal.contains("QL6-QL5"));
    }
    void carriedPawnPromotesInTheSameTurn() {
        const auto legal = legalTexts(position({"Kc1W", "kd9KL6", "PQL5@q4"}, {"QL5w", "KL6b"}));
        QVERIFY(legal.contains("QL5-QL6; QL6@q4=Q"));
        QVERIFY(legal.contains("QL5-QL6^180; QL6@q2=R") == false); // q2 is z8: not the last rank
        QVERIFY(legal.contains("QL5-QL6^180"));
    }

    // Section 5: castling.
    void castlingIsBarredOnTheFirstMove() {
        QVERIFY(!legalTexts(fromTfen(kStartTfen)).contains("O-O"));
        std::string tfen = kStartTfen;
        tfen.replace(tfen.size() - 1, 1, "2");
        const auto legal = legalTexts(fromTfen(tfen));
        QVERIFY(legal.contains("O-O"));
        QVERIFY(!legal.contains("O-O-O")); // the queen stands between
    }
    void queenSideCastlingMovesKingBesideRook() {
        const TriDPosition pos = position({"Kd0KL1", "Rz0QL1", k}, {"QL1w", "KL1w"}, 'w', 5,
                                          RuleSet::AttackBoard10, "KQ");
        QVERIFY(legalTexts(pos).contains("O-O-O"));
        const TriDPosition castled = after(pos, "0-0-0");
        QCOMPARE(typeOf(castled.board[parseSquare("a0QL1")]), int(King));
        QCOMPARE(typeOf(castled.board[parseSquare("d0KL1")]), int(Rook));
        QCOMPARE(int(castled.castling), 0);
    }
    void castlingNeedsUnattackedSquares() {
        const TriDPosition pos = position({"Kd0KL1", "Re0KL1", "re8KL6", k}, {"KL1w", "KL6b"}, 'w',
                                          5, RuleSet::AttackBoard10, "K");
        QVERIFY(!legalTexts(pos).contains("O-O"));
    }
    void castlingRightsGoWhenKingOrRookMovesOrIsCarried() {
        TriDPosition pos =
            position({"Kd0KL1", "Re0KL1", k}, {"KL1w"}, 'w', 5, RuleSet::AttackBoard10, "K");
        QCOMPARE(int(after(pos, "Re0KL1-e1KL1").castling), 0);
        pos = position({"Kd0KL1", "Rz0QL1", k}, {"KL1w", "QL1w"}, 'w', 5, RuleSet::AttackBoard10,
                       "KQ");
        QCOMPARE(int(after(pos, "KL1-KL2").castling), 0);
        QCOMPARE(int(after(pos, "QL1-QL2").castling), int(WhiteKingSide));
    }

    // Section 6: attack-board moves.
    void boardWithTwoPiecesCannotMove() {
        for (const QString& t : legalTexts(fromTfen(kStartTfen)))
            QVERIFY(!t.startsWith("QL") && !t.startsWith("KL"));
    }
    void boardMovesOnlyToAdjacentFreePins() {
        const auto legal = legalStartingWith(position({"Kb1W", k}, {"QL1w"}), "QL1");
        QCOMPARE(legal, QStringList({"QL1-KL1", "QL1-KL2", "QL1-QL2"}));
        QVERIFY(
            !legalTexts(position({"Kb1W", k}, {"QL1w"})).contains("QL1-QL5")); // seed: non-adjacent
        QVERIFY(!parseTurnText(position({"Kb1W", k}, {"QL1w"}), "QL1-QL5"));
    }
    void occupiedBoardMovesForwardOrSidewaysOnly() {
        const TriDPosition pos = position({K, k, "NQL3@q1"}, {"QL3w"});
        QCOMPARE(legalStartingWith(pos, "QL3-"),
                 QStringList({"QL3-KL2", "QL3-KL2^180", "QL3-KL3", "QL3-KL3^180", "QL3-KL4",
                              "QL3-KL4^180", "QL3-QL4", "QL3-QL4^180"}));
        QVERIFY(!parseTurnText(pos, "QL3-QL2")); // seed: backward while occupied
        QVERIFY(legalTexts(position({K, k}, {"QL3w"})).contains("QL3-QL2"));
    }
    void boardIsMovedByItsPassengersSide() {
        const TriDPosition pos = position({K, k, "NQL3@q1"}, {"QL3b"});
        QVERIFY(legalTexts(pos).contains("QL3-QL4"));
        QVERIFY(!legalTexts(position({K, k, "nQL3@q1"}, {"QL3w"})).contains("QL3-QL4"));
    }
    void halfTurnSwapsQuadrants() {
        const TriDPosition pos = position({K, k, "NQL3@q1"}, {"QL3w"});
        QVERIFY(legalTexts(pos).contains("QL3^180"));
        QCOMPARE(typeOf(after(pos, "QL3^180").board[pinSquare(pinIndex(false, 3), 2)]),
                 int(Knight));
        QCOMPARE(typeOf(after(pos, "QL3-QL4^180").board[pinSquare(pinIndex(false, 4), 2)]),
                 int(Knight));
        QVERIFY(!parseTurnText(pos, "QL3^90"));  // seed: only 0 or 180 degrees
        QVERIFY(!parseTurnText(pos, "QL1xQL2")); // seed: boards never capture
    }
    void emptyBoardHasNoHalfTurn() {
        const TriDPosition pos = position({K, k}, {"QL3w"});
        QVERIFY(legalStartingWith(pos, "QL3^").isEmpty());
        const auto plain = parseTurnText(pos, "QL3-QL4"),
                   turned = parseTurnText(pos, "QL3-QL4^180");
        QVERIFY(plain && turned);
        QVERIFY(*plain == *turned);
        QVERIFY(parseTurnText(pos, "QL3-QL4^0"));
    }
    void verticalShadowBlocksBoardMoves() {
        // Seed: QL3-KL3 over a bishop below is illegal; a knight casts no shadow.
        QVERIFY(!legalTexts(position({K, k, "NQL3@q1", "Bd3W"}, {"QL3w"})).contains("QL3-KL3"));
        QVERIFY(legalTexts(position({K, k, "NQL3@q1", "Nd3W"}, {"QL3w"})).contains("QL3-KL3"));
        // In-place turns are checked too.
        QVERIFY(!legalTexts(position({K, k, "NQL3@q1", "Ba2W"}, {"QL3w"})).contains("QL3^180"));
    }
    void boardMoveMayNotExposeTheKing() {
        // The white king rides QL1; on QL2 it would stand on the black rook's file.
        const TriDPosition pos = position({"KQL1@q1", k, "rQL6@q4"}, {"QL1w", "QL6b"});
        const auto legal = legalStartingWith(pos, "QL1");
        QVERIFY(!legal.contains("QL1-QL2"));
        QVERIFY(legal.contains("QL1-KL1"));
    }

    // Section 7: adjacency of the default rule set.
    void adjacencyTable_data() {
        QTest::addColumn<QString>("pin");
        QTest::addColumn<QString>("neighbours");
        QTest::newRow("QL1") << "QL1"
                             << "KL1 KL2 QL2";
        QTest::newRow("QL2") << "QL2"
                             << "KL1 KL2 KL3 QL1 QL3";
        QTest::newRow("QL3") << "QL3"
                             << "KL2 KL3 KL4 QL2 QL4";
        QTest::newRow("QL4") << "QL4"
                             << "KL3 KL4 KL5 QL3 QL5";
        QTest::newRow("QL5") << "QL5"
                             << "KL4 KL5 KL6 QL4 QL6";
        QTest::newRow("QL6") << "QL6"
                             << "KL5 KL6 QL5";
        QTest::newRow("KL1") << "KL1"
                             << "KL2 QL1 QL2";
        QTest::newRow("KL6") << "KL6"
                             << "KL5 QL5 QL6";
    }
    void adjacencyTable() {
        QFETCH(QString, pin);
        QFETCH(QString, neighbours);
        QCOMPARE(neighbourNames(RuleSet::AttackBoard10, pin), neighbours);
    }

    // Section 8: the end of the game.
    void checkmateAndStalemate() {
        const std::vector<std::string> cage{"kQL6@q4", "Qa7B", "Re5KL5", "Kc1W"};
        const std::vector<std::string> boards{"QL6b", "KL5b", "KL6w"};
        TriDVariant v;
        QVERIFY(v.setPosition(printTfen(position(cage, boards, 'b'))));
        trellis::Status s = v.status();
        QVERIFY(s.stalemate && !s.check && s.outcome == trellis::Outcome::Draw);
        auto mate = cage;
        mate.push_back("RQL1@q1");
        auto mateBoards = boards;
        mateBoards.push_back("QL1w");
        QVERIFY(v.setPosition(printTfen(position(mate, mateBoards, 'b'))));
        s = v.status();
        QVERIFY(s.checkmate && s.check && s.outcome == trellis::Outcome::FirstWins);
    }
    void deadPositionsAreDrawn() {
        TriDVariant v;
        QVERIFY(v.setPosition(printTfen(position({K, k, "Nb3N"}, {}))));
        QCOMPARE(v.status().draw, trellis::DrawReason::DeadPosition);
        QVERIFY(v.setPosition(printTfen(position({K, k, "Rb3N"}, {}))));
        QCOMPARE(v.status().draw, trellis::DrawReason::None);
    }
    // The material key counts every piece, also two of one kind in one cell on two levels.
    void materialKeyCountsPiecesStackedInOneCell() {
        auto key = [](const std::vector<std::string>& pieces) {
            TriDVariant v;
            if (!v.setPosition(printTfen(position(pieces, {})))) qFatal("bad test position");
            return v.materialKey();
        };
        const std::uint64_t stacked = key({K, k, "Rb3W", "Rb3N", "pc6N", "pc6B"});
        QCOMPARE(stacked, key({K, k, "Rb3W", "Rc3N", "pc6N", "pd6B"}));
        QVERIFY(stacked != key({K, k, "Rb3W", "pc6N", "pd6B"}));
        QVERIFY(stacked != key({K, k, "Rb3W", "Rc3N", "pc6N"}));
    }
    void repetitionAndFiftyMovesMayBeClaimed() {
        TriDVariant v;
        QVERIFY(v.setPosition(printTfen(position({K, k, "Rb3N"}, {"QL1w"}))));
        for (int i = 0; i < 2; ++i)
            for (const char* t : {"Rb3N-b4N", "Kd8B-c8B", "Rb4N-b3N", "Kc8B-d8B"})
                v.makeTurn(*v.parseTurn(t, trellis::Notation::Composite));
        QCOMPARE(v.status().claimableDraw, trellis::DrawReason::Repetition);
        QVERIFY(v.setPosition("W:4/4/4/K3|N:4/4/1R2/4|B:3k/4/4/4 w - - - 100 80"));
        QCOMPARE(v.status().claimableDraw, trellis::DrawReason::FiftyMoves);
    }

    // Section 9: the Meder 1995 rule set.
    void meder1995Adjacency() {
        QCOMPARE(neighbourNames(RuleSet::Meder1995, "QL3"), QString("KL3 QL1 QL2 QL4 QL5"));
        QCOMPARE(neighbourNames(RuleSet::Meder1995, "QL6"), QString("KL6 QL4 QL5"));
        QCOMPARE(neighbourNames(RuleSet::Meder1995, "QL1"), QString("KL1 QL2 QL3"));
    }
    void meder1995DirectionByFootprintRank() {
        // Meder's example: a white board on QL3 has QL5, QL4, QL2 in front, KL3 beside, QL1 behind.
        const auto legal = legalStartingWith(
            position({K, k, "NQL3@q1"}, {"QL3w"}, 'w', 10, RuleSet::Meder1995), "QL3");
        QCOMPARE(legal, QStringList({"QL3-KL3", "QL3-QL2", "QL3-QL4", "QL3-QL5"}));
    }
    void meder1995HasNoHalfTurnsNorShadow() {
        const auto legal =
            legalTexts(position({K, k, "NQL3@q1", "Bd3W"}, {"QL3w"}, 'w', 10, RuleSet::Meder1995));
        QVERIFY(legal.contains("QL3-KL3"));
        for (const QString& t : legal) QVERIFY(!t.contains("^180"));
    }

  private:
    static QString neighbourNames(RuleSet rules, const QString& pin) {
        QStringList names;
        const std::uint16_t mask = adjacentPins(rules, parsePin(pin.toStdString()));
        for (int p = 0; p < kPins; ++p)
            if (mask >> p & 1) names << QString::fromStdString(pinName(p));
        names.sort();
        return names.join(' ');
    }
};

QTEST_GUILESS_MAIN(TestTriDRules)
#include "TestTriDRules.moc"
