// TFEN (FORMATS.md section 1): canonical printing, round trips, a table of bad TFENs with the
// typed error each gets, and garbage that must be refused cleanly.
#include "TriDTestSupport.h"

#include <random>

using namespace trellis;
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
            QVERIFY2(again.position, errorDebugText(again.error).c_str());
            QCOMPARE(printTfen(*again.position), text);
            QCOMPARE(again.position->hash, pos.hash);
        }
    }

    // Bad TFENs: the error's code and its arguments ("|"-joined; args[0] is always "TFEN").
    void badTfens_data() {
        QTest::addColumn<QString>("tfen");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("args");
        const QString b = "W:4/4/4/K3|N:4/4/4/4|B:3k/4/4/4";
        const auto row = [](const char* name, const QString& tfen, ErrorCode code,
                            const char* args) {
            QTest::newRow(name) << tfen << int(code) << QString::fromLatin1(args);
        };
        row("field count", b + " w - - -", ErrorCode::PositionFieldCount, "TFEN|7|5");
        row("empty", "", ErrorCode::PositionFieldCount, "TFEN|7|0");
        row("level token", "W4/4/4/K3|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1", ErrorCode::PositionLevel,
            "TFEN|W4/4/4/K3");
        row("unknown level", b + "|XL1w:2/2 w - - - 0 1", ErrorCode::PositionLevel, "TFEN|XL1w");
        row("duplicate level", b + "|N:4/4/4/4 w - - - 0 1", ErrorCode::PositionLevelRepeated,
            "TFEN|N");
        row("duplicate pin", b + "|QL1w:2/2|QL1b:2/2 w - - - 0 1", ErrorCode::PositionLevelRepeated,
            "TFEN|QL1");
        row("missing main board", "W:4/4/4/K3|B:3k/4/4/4 w - - - 0 1",
            ErrorCode::PositionLevelMissing, "TFEN|N");
        row("row count", "W:4/4/K3|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1", ErrorCode::PositionRowCount,
            "TFEN|W:4/4/K3|4|3");
        row("row length", "W:4/4/4/K4|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1",
            ErrorCode::PositionRowLength, "TFEN|K4|4|5");
        row("row too long", "W:4/4/4/KPPPP|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1",
            ErrorCode::PositionRowLength, "TFEN|KPPPP|4|5");
        row("board row too short", b + "|QL1w:2/1 w - - - 0 1", ErrorCode::PositionRowLength,
            "TFEN|1|2|1");
        row("piece letter", "W:4/4/4/K2X|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1",
            ErrorCode::PositionPiece, "TFEN|X|K2X");
        row("board owner", b + "|QL1x:2/2 w - - - 0 1", ErrorCode::PositionBoardOwner, "TFEN|QL1x");
        row("too many boards", b + "|QL1w:2/2|KL1w:2/2|QL2b:2/2|KL2b:2/2|QL3b:2/2 w - - - 0 1",
            ErrorCode::PositionBoardCount, "TFEN|5|4");
        row("boards of one owner", b + "|QL1w:2/2|KL1w:2/2|QL2w:2/2 w - - - 0 1",
            ErrorCode::PositionSideBoardCount, "TFEN|White|3|2");
        row("side", b + " x - - - 0 1", ErrorCode::PositionSideToMove, "TFEN|x");
        row("castling", b + " w KX - - 0 1", ErrorCode::PositionCastling, "TFEN|KX");
        row("castling twice", b + " w KK - - 0 1", ErrorCode::PositionCastling, "TFEN|KK");
        row("en passant field", b + " w - q9Z - 0 1", ErrorCode::PositionEnPassant, "TFEN|q9Z");
        row("en passant inconsistent", b + " w - b4N - 0 1", ErrorCode::PositionEnPassant,
            "TFEN|b4N");
        row("no-double field", b + " w - - zz 0 1", ErrorCode::PositionDoubleStep, "TFEN|zz");
        row("no-double square", b + " w - - b2W 0 1", ErrorCode::PositionDoubleStep, "TFEN|b2W");
        row("pending field", b + " w - - -=x 0 1", ErrorCode::PositionPromotion, "TFEN|x");
        row("pending inconsistent", b + " w - - -=a8B 0 1", ErrorCode::PositionPromotion,
            "TFEN|a8B");
        row("halfmove", b + " w - - - -1 1", ErrorCode::PositionHalfmove, "TFEN|-1");
        row("fullmove", b + " w - - - 0 0", ErrorCode::PositionFullmove, "TFEN|0");
        row("fullmove text", b + " w - - - 0 x", ErrorCode::PositionFullmove, "TFEN|x");
        row("king count", "W:4/4/4/K3|N:4/4/4/4|B:4/4/4/4 w - - - 0 1", ErrorCode::PositionNoKing,
            "TFEN|Black|King");
        row("two kings", "W:4/4/4/KK2|N:4/4/4/4|B:3k/4/4/4 w - - - 0 1",
            ErrorCode::PositionKingCount, "TFEN|White|King|2");
        row("pawn on promotion rank", "W:4/4/4/K3|N:4/4/4/4|B:1P1k/4/4/4 w - - - 0 1",
            ErrorCode::PositionPawnOnLastRank, "TFEN|b8B");
        row("side not to move in check", "W:4/4/4/KR2|N:4/4/4/4|B:1k2/4/4/4 w - - - 0 1",
            ErrorCode::PositionOpponentInCheck, "TFEN|Black");
    }
    void badTfens() {
        QFETCH(QString, tfen);
        QFETCH(int, code);
        QFETCH(QString, args);
        const TfenParse parsed = parseTfen(tfen.toStdString(), RuleSet::AttackBoard10);
        QVERIFY(!parsed.position);
        QCOMPARE(errorCodeName(parsed.error.code), errorCodeName(ErrorCode(code)));
        QStringList joined;
        for (const std::string& arg : parsed.error.args) joined << QString::fromStdString(arg);
        QCOMPARE(joined.join('|'), args);
    }

    void variantKeepsItsPositionOnBadInput() {
        TriDVariant v;
        v.makeTurn(*v.parseTurn("Pb2W-b4N", trellis::Notation::Composite));
        const std::string before = v.position();
        const auto result = v.setPosition("W:4/4/4/K3 w");
        QVERIFY(!result);
        QCOMPARE(result.error(), Error(ErrorCode::PositionFieldCount, {"TFEN", "7", "2"}));
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
                QVERIFY(parsed.error.code != ErrorCode::None);
                QCOMPARE(parsed.error.args.front(), std::string("TFEN"));
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
