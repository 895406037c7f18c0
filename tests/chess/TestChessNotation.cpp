// Chess notation: SAN and long algebraic round trips for every legal move of random
// positions, the lenient input forms PGN readers accept, and typed errors for bad texts.
#include "ChessTestSupport.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace trellis;
using namespace trellis::chess;

namespace {

std::string joined(const std::vector<std::string>& args) {
    std::string out;
    for (const std::string& a : args) out += (out.empty() ? "" : "|") + a;
    return out;
}

std::string without(std::string text, char c) {
    text.erase(std::remove(text.begin(), text.end(), c), text.end());
    return text;
}

} // namespace

class TestChessNotation : public QObject {
    Q_OBJECT

  private slots:
    // text -> parseTurn -> the same turn, for SAN, LAN and the lenient variants of both.
    void roundTrips() {
        int checked = 0;
        for (const std::string& fen : chesstest::randomPositions(300, 99)) {
            ChessVariant board;
            QVERIFY(board.setPosition(fen).ok());
            const std::vector<Turn> turns = board.legalTurns();
            const std::vector<std::string> list = board.legalMoveList(Notation::San);
            QCOMPARE(list.size(), turns.size());
            QVERIFY(std::is_sorted(list.begin(), list.end()));
            for (const Turn& turn : turns) {
                const Step& s = turn.steps[0];
                const std::string san = board.turnText(turn, Notation::San);
                const std::string lan = board.turnText(turn, Notation::Lan);
                QVERIFY(std::binary_search(list.begin(), list.end(), san));
                std::vector<std::pair<std::string, Notation>> forms = {
                    {san, Notation::San},
                    {lan, Notation::Lan},
                    {without(without(san, '+'), '#'), Notation::San},
                    {san + "!?", Notation::San},
                    {lan + "+", Notation::Lan},
                    {lan.substr(0, 2) + "-" + lan.substr(2), Notation::Lan},
                };
                const bool castle = s.flags & StepCastle;
                const bool pawn = typeOf(s.piece) == Pawn;
                if (castle) {
                    std::string zeros = san;
                    std::replace(zeros.begin(), zeros.end(), 'O', '0');
                    forms.push_back({zeros, Notation::San});
                    forms.push_back({san, Notation::Lan});
                } else {
                    const std::string bare = without(without(san, '+'), '#');
                    // Missing 'x' (a pawn capture keeps its file), and over-disambiguation.
                    forms.push_back({without(bare, 'x'), Notation::San});
                    if (!pawn) {
                        const std::string square = lan.substr(0, 2);
                        forms.push_back(
                            {bare.substr(0, 1) + square + lan.substr(2, 2), Notation::San});
                        forms.push_back(
                            {bare.substr(0, 1) + square + "-" + lan.substr(2, 2), Notation::San});
                        if (!(s.flags & StepCapture))
                            forms.push_back(
                                {bare.substr(0, 1) + "x" + bare.substr(1), Notation::San});
                    }
                    if (s.promotion) {
                        const char letter = lan.back();
                        forms.push_back(
                            {without(bare, '=').substr(0, bare.size() - 2) + std::string(1, letter),
                             Notation::San});
                        forms.push_back(
                            {lan.substr(0, 4) + "=" + char(letter - 'a' + 'A'), Notation::Lan});
                    }
                    if (s.flags & StepEnPassant) forms.push_back({bare + " e.p.", Notation::San});
                }
                for (const auto& [text, notation] : forms) {
                    const Result<Turn> parsed = board.parseTurn(text, notation);
                    QVERIFY2(parsed.ok(),
                             (fen + " : " + text + " " + errorDebugText(parsed.error())).c_str());
                    QVERIFY2(*parsed == turn, (fen + " : " + text).c_str());
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 50000);
    }

    // The number an import stores with each turn (parseRankedTurn, counted without listing the
    // moves) is the turn's legalTurnRank and leads back to it: over every legal turn of random
    // positions and positions with pinned pawns that push, capture along the pin or promote.
    void rankedTurnsAreTheTurnsNumbers() {
        std::vector<std::string> fens = chesstest::randomPositions(300, 7);
        fens.insert(fens.end(), {
                                    "7k/8/8/8/r2PK3/8/8/8 w - - 0 1",    // pinned on the rank
                                    "4r2k/8/8/8/8/8/4P3/4K3 w - - 0 1",  // pushes along the pin
                                    "7k/8/8/8/8/2b5/3P4/4K3 w - - 0 1",  // captures the pinner
                                    "4K3/8/8/8/5k2/8/3p4/2B5 b - - 0 1", // promotes, pinned
                                    "2r1k3/1P6/8/8/8/8/8/1K6 w - - 0 1", // promotions, capture
                                    "8/8/8/KPp4r/8/8/8/7k w - c6 0 1",   // en passant refused
                                });
        int checked = 0;
        for (const std::string& fen : fens) {
            ChessVariant board;
            QVERIFY2(board.setPosition(fen).ok(), fen.c_str());
            std::vector<Turn> sorted = board.legalTurns();
            std::sort(sorted.begin(), sorted.end());
            for (std::size_t i = 0; i < sorted.size(); ++i) {
                const std::string san = board.turnText(sorted[i], Notation::San);
                const auto parsed = board.parseRankedTurn(san, Notation::San);
                QVERIFY2(parsed.ok() && parsed->turn == sorted[i], (fen + " : " + san).c_str());
                QVERIFY2(parsed->rank && parsed->rank == board.legalTurnRank(sorted[i]),
                         (fen + " : " + san).c_str());
                QVERIFY2(board.legalTurnOfRank(*parsed->rank) == sorted[i],
                         (fen + " : " + san).c_str());
                ++checked;
            }
        }
        QVERIFY(checked > 5000);
    }

    void sanSpelling_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("lan");
        QTest::addColumn<QString>("san");
        QTest::newRow("file") << "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1"
                              << "a1d1"
                              << "Rad1";
        QTest::newRow("rank") << "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
                              << "a1a3"
                              << "R1a3";
        QTest::newRow("both") << "8/7k/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1"
                              << "c3d2"
                              << "Qc3d2";
        QTest::newRow("otherPinned") << "4k3/8/8/7b/8/8/4N3/1N1K4 w - - 0 1"
                                     << "b1c3"
                                     << "Nc3";
        QTest::newRow("otherFree") << "4k3/8/8/8/8/8/4N3/1N1K4 w - - 0 1"
                                   << "b1c3"
                                   << "Nbc3";
        QTest::newRow("pawnCapture") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                     << "e4d5"
                                     << "exd5";
        QTest::newRow("promotion") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                   << "b7b8q"
                                   << "b8=Q+";
        QTest::newRow("underPromotion") << "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                        << "b7a8n"
                                        << "bxa8=N";
        QTest::newRow("castleLong") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
                                    << "e8c8"
                                    << "O-O-O";
        QTest::newRow("mate") << "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"
                              << "d1d8"
                              << "Rd8#";
    }
    void sanSpelling() {
        QFETCH(QString, fen);
        QFETCH(QString, lan);
        QFETCH(QString, san);
        ChessVariant board;
        QVERIFY(board.setPosition(fen.toStdString()).ok());
        const Result<Turn> turn = board.parseTurn(lan.toStdString(), Notation::Lan);
        QVERIFY(turn.ok());
        QCOMPARE(QString::fromStdString(board.turnText(*turn, Notation::San)), san);
    }

    void badTexts_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("notation");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("args");
        const QString start = QString::fromLatin1(ChessVariant().startPosition().c_str());
        const int san = int(Notation::San), lan = int(Notation::Lan);
        QTest::newRow("empty") << start << "" << san << int(ErrorCode::TurnEmpty) << "";
        QTest::newRow("blank") << start << "  + " << san << int(ErrorCode::TurnEmpty) << "";
        QTest::newRow("emptyLan") << start << "" << lan << int(ErrorCode::TurnEmpty) << "";
        QTest::newRow("garbage") << start << "Zz9" << san << int(ErrorCode::TurnUnreadable)
                                 << "Zz9|Zz9";
        QTest::newRow("badMiddle")
            << start << "Nq1f3" << san << int(ErrorCode::TurnUnreadable) << "Nq1f3|q1";
        QTest::newRow("pieceNoSquare")
            << start << "N" << san << int(ErrorCode::TurnUnreadable) << "N|";
        QTest::newRow("lanGarbage")
            << start << "e2e9" << lan << int(ErrorCode::TurnUnreadable) << "e2e9|e9";
        QTest::newRow("lanTail") << start << "e2e4xx" << lan << int(ErrorCode::TurnUnreadable)
                                 << "e2e4xx|xx";
        QTest::newRow("noMatch") << start << "Nf6" << san << int(ErrorCode::TurnNoMatch) << "Nf6";
        QTest::newRow("pawnTooFar") << start << "e5" << san << int(ErrorCode::TurnNoMatch) << "e5";
        QTest::newRow("noCastle") << start << "O-O" << san << int(ErrorCode::TurnNoMatch) << "O-O";
        QTest::newRow("lanNoMatch")
            << start << "e2e5" << lan << int(ErrorCode::TurnNoMatch) << "e2e5";
        QTest::newRow("pinnedPiece") << "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
                                     << "Nc3" << san << int(ErrorCode::TurnNoMatch) << "Nc3";
        QTest::newRow("pinnedPawnCapture")
            << "4k3/4r3/8/8/3p4/4P3/8/4K3 w - - 0 1"
            << "exd4" << san << int(ErrorCode::TurnNoMatch) << "exd4";
        QTest::newRow("captureOfNothing")
            << start << "exd3" << san << int(ErrorCode::TurnNoMatch) << "exd3";
        QTest::newRow("enPassantIntoCheck")
            << "8/8/8/KPp4r/8/8/8/7k w - c6 0 1"
            << "bxc6" << san << int(ErrorCode::TurnNoMatch) << "bxc6";
        QTest::newRow("kingOntoCastlingSquare")
            << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
            << "Kg1" << san << int(ErrorCode::TurnNoMatch) << "Kg1";
        QTest::newRow("ontoOwnPiece")
            << start << "Nd2" << san << int(ErrorCode::TurnNoMatch) << "Nd2";
        QTest::newRow("checkNotAnswered") << "4k3/8/8/8/8/8/3P4/r3K3 w - - 0 1"
                                          << "d4" << san << int(ErrorCode::TurnNoMatch) << "d4";
        QTest::newRow("promotionShort")
            << start << "e4=Q" << san << int(ErrorCode::TurnNoMatch) << "e4=Q";
        QTest::newRow("ambiguous")
            << "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
            << "Nd2" << san << int(ErrorCode::TurnAmbiguous) << "Nd2|Nbd2, Nfd2";
        QTest::newRow("promotionUnsaid")
            << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
            << "b8" << san << int(ErrorCode::TurnAmbiguous) << "b8|b8=B, b8=N, b8=Q, b8=R";
        QTest::newRow("lanPromotionUnsaid")
            << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
            << "b7b8" << lan << int(ErrorCode::TurnAmbiguous) << "b7b8|b8=B, b8=N, b8=Q, b8=R";
    }
    void badTexts() {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(int, notation);
        QFETCH(int, code);
        QFETCH(QString, args);
        ChessVariant board;
        QVERIFY(board.setPosition(fen.toStdString()).ok());
        const Result<Turn> r = board.parseTurn(text.toStdString(), Notation(notation));
        QVERIFY(!r.ok());
        QCOMPARE(errorCodeName(r.error().code), errorCodeName(ErrorCode(code)));
        QCOMPARE(QString::fromStdString(joined(r.error().args)), args);
    }
};

QTEST_GUILESS_MAIN(TestChessNotation)
#include "TestChessNotation.moc"
