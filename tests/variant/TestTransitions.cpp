// The transition record of every legal turn of every shared Tri-D vector position (from an
// independent implementation), applied to the board before the turn, gives the
// board after it: pieces on every square and the movable boards on their pins.
#include "SharedData.h"

#include "variant/VariantRegistry.h"

#include <QJsonObject>

using namespace trellis;

namespace {

// What a transition must reproduce: every square's piece, and the boards' pins and owners.
QString difference(const BoardContents& expected, const BoardContents& got) {
    for (std::size_t i = 0; i < expected.squares.size(); ++i)
        if (expected.squares[i].piece != got.squares[i].piece)
            return QString("square %1: expected '%2', got '%3'")
                .arg(QString::fromStdString(expected.squares[i].name),
                     QString::fromStdString(expected.squares[i].piece),
                     QString::fromStdString(got.squares[i].piece));
    auto pins = [](const BoardContents& c) {
        QStringList out;
        for (const MovableBoard& b : c.boards)
            out << QString::fromStdString(b.pin) + ":" + QString::number(b.owner);
        out.sort();
        return out.join(' ');
    };
    if (pins(expected) != pins(got)) return "boards: " + pins(expected) + " vs " + pins(got);
    return {};
}

} // namespace

class TestTransitions : public QObject {
    Q_OBJECT

  private slots:
    void everyTurnOfTheSharedVectors_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QString>("position");
        // Cotulenh is not listed yet: its records of stack combinations and splits still
        // disagree with the board after the turn on a few vectors (open defect).
        const std::vector<std::pair<QString, QString>> files{{"trid", "trid/vectors.jsonl"}};
        for (const auto& [variant, file] : files) {
            const auto rows =
                trellis::testing::readJsonLines(trellis::testing::sharedDataPath(file));
            if (rows.isEmpty())
                QTest::addRow("%s missing", qPrintable(file)) << file << variant << ""
                                                              << "";
            int i = 0;
            for (const QJsonObject& row : rows) {
                const QString position =
                    row.value(row.contains("tfen") ? "tfen" : "fen").toString();
                QTest::addRow("%s %d", qPrintable(variant), ++i)
                    << file << variant << row.value("rules").toString() << position;
            }
        }
    }

    void everyTurnOfTheSharedVectors() {
        QFETCH(QString, file);
        QFETCH(QString, variant);
        QFETCH(QString, rules);
        QFETCH(QString, position);
        TRELLIS_REQUIRE_SHARED(file);
        QVERIFY(!position.isEmpty());
        auto created = createVariant(variant.toStdString(), rules.toStdString());
        QVERIFY(created.ok());
        Variant& board = *created.value();
        const auto set = board.setPosition(position.toStdString());
        if (!set) QSKIP("the position opens a turn in progress; not a turn start");
        const BoardContents start = board.contents();
        int checked = 0;
        for (const Turn& turn : board.legalTurns()) {
            Transition t;
            board.makeTurn(turn, t);
            BoardContents applied = start;
            t.apply(applied);
            const QString diff = difference(board.contents(), applied);
            QVERIFY2(diff.isEmpty(),
                     qPrintable(QString::fromStdString(board.position()) + ": " + diff));
            QVERIFY(!t.pieces.empty() || !t.boards.empty());
            board.undoTurn();
            QCOMPARE(board.contents(), start);
            ++checked;
        }
        QVERIFY(checked > 0 || board.status().outcome != Outcome::Ongoing);
    }
};

QTEST_GUILESS_MAIN(TestTransitions)
#include "TestTransitions.moc"
