// Variant::validatePosition: the problems of a position for setting it up, per variant. Each
// row gives the codes found normally and with "allow unreachable": that flag drops only what a
// game could not reach, never what the rules cannot play from.
#include "variant/VariantRegistry.h"

#include <QTest>

using namespace trellis;

namespace {

const char* kTriDStart = "W:4/4/PPPP/NBBN|N:4/4/4/4|B:nbbn/pppp/4/4|QL1w:PP/RQ|KL1w:PP/KR|"
                         "QL6b:rq/pp|KL6b:kr/pp w KQkq - - 0 1";

QString codesOf(const std::vector<Error>& problems) {
    QStringList names;
    for (const Error& e : problems) names << QString::fromLatin1(errorCodeName(e.code));
    return names.join(' ');
}

} // namespace

class TestPositionValidation : public QObject {
    Q_OBJECT

  private slots:
    void problems_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("codes");          // normally
        QTest::addColumn<QString>("reachableCodes"); // with allowUnreachable
        const auto row = [](const char* name, const char* v, QString pos, const char* codes,
                            const char* relaxed) {
            QTest::newRow(name) << QString(v) << pos << QString(codes) << QString(relaxed);
        };
        row("chess start", "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "",
            "");
        row("chess unreadable", "chess", "rnbqkbnr/8 w", "PositionFieldCount",
            "PositionFieldCount");
        row("chess no king", "chess", "4k3/8/8/8/8/8/8/8 w - - 0 1", "PositionNoKing",
            "PositionNoKing");
        row("chess opponent in check", "chess", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
            "PositionOpponentInCheck", "PositionOpponentInCheck");
        row("chess pawn on its first rank", "chess", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "PositionPawnOnFirstRank", "");
        row("chess nine pawns", "chess", "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1",
            "PositionTooManyPieces", "");
        row("chess promoted", "chess", "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1",
            "PositionTooManyPromoted", "");
        row("chess triple check", "chess", "4k3/8/8/8/8/3n1n2/8/r3K3 w - - 0 1",
            "PositionImpossibleCheck", "");

        row("cotulenh commanders", "cotulenh", "5c5/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1",
            "", "");
        row("cotulenh no commander", "cotulenh", "11/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1",
            "PositionNoKing", "PositionNoKing");
        row("cotulenh commanders facing", "cotulenh",
            "6c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1", "PositionKingsFacing", "");
        row("cotulenh opponent in check", "cotulenh",
            "6c4/11/6+T4/11/11/11/11/11/11/11/11/5C5 r - - 0 1", "PositionOpponentInCheck",
            "PositionOpponentInCheck");
        row("cotulenh three tanks", "cotulenh",
            "5c5/11/11/11/11/11/11/11/11/11/2TTT6/6C4 r - - 0 1", "PositionTooManyPieces", "");
        row("cotulenh last guard", "cotulenh", "5c5/11/11/11/11/11/11/11/11/11/2I8/6C4 r - - 0 1",
            "PositionLastGuard", "");
        row("cotulenh heroic last guard", "cotulenh",
            "5c5/11/11/11/11/11/11/11/11/11/2+I8/6C4 r - - 0 1", "", "");

        row("trid start", "trid", kTriDStart, "", "");
        row("trid no king", "trid", "W:4/4/4/K3|N:4/4/4/4|B:4/4/4/4 w - - - 0 1", "PositionNoKing",
            "PositionNoKing");
        row("trid nine pawns", "trid", QString(kTriDStart).replace("W:4/4/", "W:4/P3/"),
            "PositionTooManyPieces", "");
        row("trid promoted", "trid", QString(kTriDStart).replace("W:4/4/PPPP", "W:4/Q3/PPPQ"),
            "PositionTooManyPromoted", "");
    }
    void problems() {
        QFETCH(QString, variant);
        QFETCH(QString, position);
        QFETCH(QString, codes);
        QFETCH(QString, reachableCodes);
        auto created = createVariant(variant.toStdString());
        QVERIFY(created);
        const Variant& board = *created.value();
        const std::string before = board.position();
        const std::string text = position.toStdString();
        QCOMPARE(codesOf(board.validatePosition(text, false)), codes);
        QCOMPARE(codesOf(board.validatePosition(text, true)), reachableCodes);
        QCOMPARE(board.position(), before);
    }

    // The arguments the sentences use: side, piece, counts and squares.
    void arguments() {
        auto chess = createVariant("chess");
        QVERIFY(chess);
        const auto first = chess.value()->validatePosition("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", false);
        QCOMPARE(first.size(), std::size_t(1));
        QCOMPARE(first[0].args, (std::vector<std::string>{"FEN", "a1"}));
        auto cotulenh = createVariant("cotulenh");
        QVERIFY(cotulenh);
        const auto tanks = cotulenh.value()->validatePosition(
            "5c5/11/11/11/11/11/11/11/11/11/2TTT6/6C4 r - - 0 1", false);
        QCOMPARE(tanks.size(), std::size_t(1));
        QCOMPARE(tanks[0].args, (std::vector<std::string>{"FEN", "Red", "Tank", "3", "2"}));
        const auto none = cotulenh.value()->validatePosition(
            "11/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1", false);
        QCOMPARE(none[0].args, (std::vector<std::string>{"FEN", "Blue", "Commander"}));
    }
};

QTEST_GUILESS_MAIN(TestPositionValidation)
#include "TestPositionValidation.moc"
