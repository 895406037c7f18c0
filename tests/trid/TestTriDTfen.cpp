// TFEN (FORMATS.md section 1): canonical printing, round trips, each named validation error,
// and garbage that must be refused cleanly.
#include "TriDTestSupport.h"

#include <random>

using namespace trellis::trid;
using namespace trellis::trid::testing;

class TestTriDTfen : public QObject {
    Q_OBJECT

  private slots:
    void startPositionRoundTrips() {
        QCOMPARE(QString::fromStdString(printTfen(fromTfen(kStartTfen))), QString(kStartTfen));
    }
    void canonicalOrderAndFields() {
        // Attack boards are printed QL1 KL1 QL2 KL2 ...; input order does not matter.
        const TriDPosition pos =
            fromTfen("W:4/4/4/K3|N:4/4/4/4|B:3k/4/4/4|KL2b:2/2|QL1w:2/2 b - - - 3 40");
        QCOMPARE(QString::fromStdString(printTfen(pos)),
                 QString("W:4/4/4/K3|N:4/4/4/4|B:3k/4/4/4|QL1w:2/2|KL2b:2/2 b - - - 3 40"));
    }
    void enPassantAndNoDoubleFieldsRoundTrip() {
        TriDPosition pos = after(position({"Kb1W", "kd8B", "pc7B", "Pb5N"}, {}, 'b'), "Pc7B-c5N");
        QCOMPARE(QString::fromStdString(printTfen(pos)).section(' ', 3, 3), QString("c5N"));
        QCOMPARE(printTfen(fromTfen(printTfen(pos))), printTfen(pos));
        const std::string noDouble = "W:4/4/P3/K3|N:4/4/4/4|B:3k/4/4/4 w - - a2W 0 9";
        QCOMPARE(printTfen(fromTfen(noDouble)), noDouble);
        QVERIFY(legalStartingWith(fromTfen(noDouble), "Pa2W-a4").isEmpty());
    }
    void pendingPromotionRoundTrips() {
        const std::string tfen =
            "W:4/4/4/2K1|N:2k1/4/4/4|B:P3/4/4/4|KL1w:2/2|QL5b:2/2 w - - -=a8B 1 11";
        QCOMPARE(printTfen(fromTfen(tfen)), tfen);
    }
    void randomPositionsRoundTrip() {
        for (const TriDPosition& pos : randomPositions(200, 60, 7)) {
            const std::string text = printTfen(pos);
            const TfenParse again = parseTfen(text, pos.rules);
            QVERIFY2(again.position, again.message.c_str());
            QCOMPARE(printTfen(*again.position), text);
            QCOMPARE(again.position->hash, pos.hash);
        }
    }

    void namedErrors_data() {
        QTest::addColumn<QString>("tfen");
        QTest::addColumn<QString>("error");
        const QString b = "W:4/4/4/K3|N:4/4/4/4|B:3k/4/4/4";
        QTest::newRow("field count") << b + " w - - -"
                                     << "FieldCount";
        QTest::newRow("level token") << "W4/4/4/K3|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1"
                                     << "LevelToken";
        QTest::newRow("unknown level") << b + "|XL1w:2/2 w - - - 0 1"
                                       << "UnknownLevel";
        QTest::newRow("duplicate level") << b + "|N:4/4/4/4 w - - - 0 1"
                                         << "DuplicateLevel";
        QTest::newRow("duplicate pin") << b + "|QL1w:2/2|QL1b:2/2 w - - - 0 1"
                                       << "DuplicateLevel";
        QTest::newRow("missing main board") << "W:4/4/4/K3|B:3k/4/4/4 w - - - 0 1"
                                            << "MissingMainBoard";
        QTest::newRow("row count") << "W:4/4/K3|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1"
                                   << "RowCount";
        QTest::newRow("row length") << "W:4/4/4/K4|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1"
                                    << "RowLength";
        QTest::newRow("row too long") << "W:4/4/4/KPPPP|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1"
                                      << "RowLength";
        QTest::newRow("piece letter") << "W:4/4/4/K2X|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1"
                                      << "PieceLetter";
        QTest::newRow("board owner") << b + "|QL1x:2/2 w - - - 0 1"
                                     << "BoardOwner";
        QTest::newRow("too many boards")
            << b + "|QL1w:2/2|KL1w:2/2|QL2b:2/2|KL2b:2/2|QL3b:2/2 w - - - 0 1"
            << "TooManyBoards";
        QTest::newRow("boards of one owner") << b + "|QL1w:2/2|KL1w:2/2|QL2w:2/2 w - - - 0 1"
                                             << "TooManyBoardsOfOwner";
        QTest::newRow("side") << b + " x - - - 0 1"
                              << "SideToMove";
        QTest::newRow("castling") << b + " w KX - - 0 1"
                                  << "CastlingField";
        QTest::newRow("castling twice") << b + " w KK - - 0 1"
                                        << "CastlingField";
        QTest::newRow("en passant field") << b + " w - q9Z - 0 1"
                                          << "EnPassantField";
        QTest::newRow("en passant inconsistent") << b + " w - b4N - 0 1"
                                                 << "EnPassantInconsistent";
        QTest::newRow("no-double field") << b + " w - - zz 0 1"
                                         << "NoDoubleField";
        QTest::newRow("no-double square") << b + " w - - b2W 0 1"
                                          << "NoDoubleSquare";
        QTest::newRow("pending field") << b + " w - - -=x 0 1"
                                       << "PendingPromotionField";
        QTest::newRow("pending inconsistent") << b + " w - - -=a8B 0 1"
                                              << "PendingPromotionInconsistent";
        QTest::newRow("halfmove") << b + " w - - - -1 1"
                                  << "HalfmoveField";
        QTest::newRow("fullmove") << b + " w - - - 0 0"
                                  << "FullmoveField";
        QTest::newRow("fullmove text") << b + " w - - - 0 x"
                                       << "FullmoveField";
        QTest::newRow("king count") << "W:4/4/4/K3|N:4/4/4/4|B:4/4/4/4 w - - - 0 1"
                                    << "KingCount";
        QTest::newRow("two kings") << "W:4/4/4/KK2|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1"
                                   << "KingCount";
        QTest::newRow("pawn on promotion rank") << "W:4/4/4/K3|N:4/4/4/4|B:1P1k/4/4/4 w - - - 0 1"
                                                << "PawnOnPromotionRank";
        QTest::newRow("side not to move in check")
            << "W:4/4/4/KR2|N:4/4/4/4|B:1k2/4/4/4 w - - - 0 1"
            << "SideNotToMoveInCheck";
    }
    void namedErrors() {
        QFETCH(QString, tfen);
        QFETCH(QString, error);
        const TfenParse parsed = parseTfen(tfen.toStdString(), RuleSet::AttackBoard10);
        QVERIFY(!parsed.position);
        QCOMPARE(QString(tfenErrorName(parsed.error)), error);
        QVERIFY(!parsed.message.empty());
    }

    void variantKeepsItsPositionOnBadInput() {
        TriDVariant v;
        v.makeTurn(*v.parseTurn("Pb2W-b4N", trellis::Notation::Composite));
        const std::string before = v.position();
        const auto result = v.setPosition("W:4/4/4/K3 w");
        QVERIFY(!result);
        QVERIFY(QString::fromStdString(result.error()).contains("FieldCount"));
        QCOMPARE(v.position(), before);
    }

    void garbageIsRefusedWithoutCrashing() {
        std::mt19937 rng(42);
        const std::string alphabet = "WNBKQRPkqrbnp0123456789/|:QLw- =abcdez@";
        int refused = 0;
        for (int i = 0; i < 5000; ++i) {
            std::string text = kStartTfen;
            const int edits = 1 + int(rng() % 6);
            for (int e = 0; e < edits; ++e) {
                const std::size_t at = rng() % text.size();
                switch (rng() % 3) {
                case 0:
                    text[at] = alphabet[rng() % alphabet.size()];
                    break;
                case 1:
                    text.erase(at, 1 + rng() % 4);
                    break;
                default:
                    text.insert(at, 1, alphabet[rng() % alphabet.size()]);
                }
                if (text.empty()) text = "x";
            }
            const TfenParse parsed = parseTfen(text, RuleSet::AttackBoard10);
            if (!parsed.position) {
                ++refused;
                QVERIFY(!parsed.message.empty());
            } else {
                QCOMPARE(printTfen(fromTfen(printTfen(*parsed.position))),
                         printTfen(*parsed.position));
            }
        }
        QVERIFY(refused > 1000);
        for (const char* junk :
             {"", " ", "\xff\xfe", "W:", "|||||||", "W:4/4/4/4 w - - - 0 1 extra"})
            QVERIFY(!parseTfen(junk, RuleSet::AttackBoard10).position);
    }
};

QTEST_GUILESS_MAIN(TestTriDTfen)
#include "TestTriDTfen.moc"
