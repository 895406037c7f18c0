// The transition record of every legal turn of every shared Tri-D vector position (from an
// independent implementation), applied to the board before the turn, gives the
// board after it: pieces on every square and the movable boards on their pins.
#include "Sanitized.h"
#include "SharedData.h"

#include "variant/VariantRegistry.h"

#include <QJsonObject>

#include <random>

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

// The record, for failure messages: "move a1-b2 T; remove c3 (nf); place d4 (EG)".
QString describe(const Transition& t, const BoardContents& board) {
    auto name = [&](int id) {
        for (const SquareContent& s : board.squares)
            if (s.id == id) return QString::fromStdString(s.name);
        return QString::number(id);
    };
    QStringList out;
    for (const PieceChange& c : t.pieces) {
        const QString piece = QString::fromStdString(c.piece);
        if (c.kind == PieceChange::Move)
            out << QString("move %1-%2 %3").arg(name(c.from), name(c.to), piece);
        else if (c.kind == PieceChange::Remove)
            out << QString("remove %1 %2").arg(name(c.from), piece);
        else
            out << QString("place %1 %2").arg(name(c.to), piece);
    }
    for (const BoardChange& b : t.boards)
        out << QString("board %1-%2%3")
                   .arg(QString::fromStdString(b.fromPin), QString::fromStdString(b.toPin),
                        b.halfTurn ? " half-turn" : "");
    return out.join("; ");
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
        QTest::addColumn<bool>("midSession");
        const std::vector<std::pair<QString, QString>> files{
            {"trid", "trid/vectors.jsonl"}, {"cotulenh", "cotulenh/vectors.jsonl"}};
        for (const auto& [variant, file] : files) {
            const auto rows =
                trellis::testing::readJsonLines(trellis::testing::sharedDataPath(file));
            if (rows.isEmpty())
                QTest::addRow("%s missing", qPrintable(file)) << file << variant << ""
                                                              << "" << false;
            int i = 0;
            for (const QJsonObject& row : rows) {
                if (i++ % trellis::testing::kVectorStride) continue;
                const QString position =
                    row.value(row.contains("tfen") ? "tfen" : "fen").toString();
                QTest::addRow("%s %d", qPrintable(variant), i)
                    << file << variant << row.value("rules").toString() << position
                    << row.value("midSession").toBool();
            }
        }
    }

    void everyTurnOfTheSharedVectors() {
        QFETCH(QString, file);
        QFETCH(QString, variant);
        QFETCH(QString, rules);
        QFETCH(QString, position);
        QFETCH(bool, midSession);
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
            // A Cotulenh deploy session in progress (midSession) is recorded from the board as
            // the session left it; undoing the turn goes back to the turn's start, not into the
            // session, so each turn is played on a copy.
            const std::unique_ptr<Variant> copy = midSession ? board.clone() : nullptr;
            Variant& played = copy ? *copy : board;
            // The rest of a turn whose first steps a view already shows (a deploy in progress):
            // its record applied to the board those steps leave gives the same board.
            std::vector<std::pair<BoardContents, Transition>> rests;
            for (int shown = 1;
                 board.descriptor().stepwiseTurns && !midSession && shown <= int(turn.steps.size());
                 ++shown)
                rests.emplace_back(board.contents({turn.steps.begin(), turn.steps.begin() + shown}),
                                   board.transitionFrom(turn, shown));
            Transition t;
            played.makeTurn(turn, t);
            BoardContents applied = start;
            t.apply(applied);
            const BoardContents after = played.contents();
            const QString diff = difference(after, applied);
            QVERIFY2(diff.isEmpty(), qPrintable(QString::fromStdString(played.position()) + ": " +
                                                diff + " [" + describe(t, start) + "]"));
            // Only committing a session's steps already played may leave the board as it was.
            QVERIFY(!t.pieces.empty() || !t.boards.empty() || (midSession && after == start));
            for (std::size_t i = 0; i < rests.size(); ++i) {
                rests[i].second.apply(rests[i].first);
                const QString restDiff = difference(after, rests[i].first);
                QVERIFY2(restDiff.isEmpty(),
                         qPrintable(QString("after %1 step(s): ").arg(i + 1) + restDiff + " [" +
                                    describe(rests[i].second, start) + "]"));
            }
            if (!copy) {
                board.undoTurn();
                QCOMPARE(board.contents(), start);
            }
            ++checked;
        }
        QVERIFY(checked > 0 || board.status().outcome != Outcome::Ongoing);
    }

    // Chess: random playouts from the start and from Kiwipete (castling both ways, en passant,
    // promotions with and without capture); every legal turn on the way is checked.
    void chessPlayouts_data() {
        QTest::addColumn<QString>("fen");
        QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QTest::newRow("kiwipete")
            << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    }

    void chessPlayouts() {
        QFETCH(QString, fen);
        std::mt19937 rng(7);
        int castles = 0, enPassants = 0, promotions = 0;
        for (int game = 0; game < 150; ++game) {
            auto created = createVariant("chess", "");
            QVERIFY(created.ok());
            Variant& board = *created.value();
            QVERIFY(board.setPosition(fen.toStdString()));
            for (int ply = 0; ply < 120; ++ply) {
                const std::vector<Turn> turns = board.legalTurns();
                if (turns.empty()) break;
                const BoardContents start = board.contents();
                for (const Turn& turn : turns) {
                    Transition t;
                    board.makeTurn(turn, t);
                    BoardContents applied = start;
                    t.apply(applied);
                    const QString diff = difference(board.contents(), applied);
                    QVERIFY2(diff.isEmpty(),
                             qPrintable(QString::fromStdString(board.position()) + ": " + diff +
                                        " [" + describe(t, start) + "]"));
                    board.undoTurn();
                    int moves = 0, arrival = -1;
                    for (const PieceChange& c : t.pieces)
                        if (c.kind == PieceChange::Move && moves++ == 0) arrival = c.to;
                    for (const PieceChange& c : t.pieces) {
                        promotions += c.kind == PieceChange::Place;
                        enPassants += c.kind == PieceChange::Remove && c.from != arrival;
                    }
                    castles += moves == 2;
                }
                board.makeTurn(turns[rng() % turns.size()]);
                if (board.status().outcome != Outcome::Ongoing) break;
            }
        }
        QVERIFY(castles > 0);
        QVERIFY(enPassants > 0);
        QVERIFY(promotions > 0);
    }

    // How Cotulenh records stacks: the unit that moves is a Move (so a view slides it); what
    // stays behind on a stack's square is a Place right after the Move; a combination is the
    // Move and then a Place of the joined stack; a stay capture removes, and places the striker
    // where it stands (for the last-turn tint, which then shows both squares); a suicide moves
    // the unit and removes it on arrival; a heroic promotion is a Place of the new token.
    void cotulenhRecords_data() {
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("turn");
        QTest::addColumn<QString>("record");
        const QString start = "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/"
                              "2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";
        const QString stack3 = "5c5/11/11/11/11/11/11/11/5(FTM)5/11/11/4C6 r - - 0 1";
        const QString stackC = "2c8/3i7/11/11/4e6/8(FTC)2/11/11/11/11/5H1A3/11 r - - 0 1";
        const QString late = "3a1c5/2n2h1h1f1/7tsa1/4g3g2/1ne7i/2i6E1/(NI)3F6/3(EG)1M3I1/11/"
                             "3A1S4A/4THFt3/9C1 b - - 1 27";
        QTest::newRow("combination") << start << "Ad3&d5"
                                     << "move d3-d5 A; place d5 (EA)";
        QTest::newRow("whole stack") << stack3 << "(FTM)f4f1"
                                     << "move f4-f1 (FTM)";
        QTest::newRow("deploy of every piece")
            << stack3 << "f4::T>d4,F>g3,M>e4"
            << "move f4-d4 T; place f4 (FM); move f4-g3 F; place f4 M; move f4-e4 M";
        QTest::newRow("deploy, one piece stays")
            << stackC << "i7:F:C>i5,T>h7"
            << "move i7-i5 C; place i7 (FT); move i7-h7 T; place i7 F";
        QTest::newRow("recombination")
            << stackC << "i7::C>i1,T>i5,F>&i5"
            << "move i7-i1 C; place i7 (FT); move i7-i5 T; place i7 F; move i7-i5 F; "
               "place i5 (FT)";
        QTest::newRow("suicide") << "5c5/11/11/11/11/11/11/11/11/11/1n1F7/4C6 r - - 0 1"
                                 << "Fd2@b2"
                                 << "remove b2 n; move d2-b2 F; remove b2 F";
        QTest::newRow("stay capture") << late << "Fj11_j7"
                                      << "remove j7 E; place j11 f";
        QTest::newRow("heroic promotion") << late << "Th2h1"
                                          << "move h2-h1 t; place h1 +t";
    }

    void cotulenhRecords() {
        QFETCH(QString, position);
        QFETCH(QString, turn);
        QFETCH(QString, record);
        auto created = createVariant("cotulenh", "");
        QVERIFY(created.ok());
        Variant& board = *created.value();
        QVERIFY(board.setPosition(position.toStdString()));
        const auto parsed = board.parseTurn(turn.toStdString(), Notation::Lan);
        QVERIFY2(parsed.ok(), qPrintable(turn));
        const BoardContents before = board.contents();
        Transition t;
        board.makeTurn(*parsed, t);
        QCOMPARE(describe(t, before), record);
        BoardContents applied = before;
        t.apply(applied);
        QCOMPARE(difference(board.contents(), applied), QString());
    }
};

QTEST_GUILESS_MAIN(TestTransitions)
#include "TestTransitions.moc"
