// Stockfish as the perft oracle: `go perft 3` divide output against ours on positions reached
// by seeded random playouts (and a few with castling, en passant and promotions on the move).
// Without a stockfish binary the test is skipped, or fails when CI=true.
#include "ChessTestSupport.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <map>

using namespace trellis;
using namespace trellis::chess;

class TestChessStockfish : public QObject {
    Q_OBJECT

  private slots:
    void divideMatchesStockfish() {
        // Debian installs it in /usr/games, which a non-login PATH may lack.
        QString program = QStandardPaths::findExecutable("stockfish");
        if (program.isEmpty())
            program = QStandardPaths::findExecutable("stockfish", {"/usr/games"});
        if (program.isEmpty()) {
            if (qEnvironmentVariable("CI") == "true")
                QFAIL("stockfish not found on PATH (or /usr/games) and CI=true: install it "
                      "(apt-get install stockfish) to run the perft oracle");
            QSKIP("stockfish not found on PATH or in /usr/games: the perft oracle is skipped "
                  "(apt-get install stockfish)");
        }

        std::vector<std::string> fens = chesstest::randomPositions(16, 4242, 40);
        fens.push_back("r3k2r/1P4P1/8/2pPp3/8/8/6p1/R3K2R w KQkq e6 0 1"); // ep, promotions
        fens.push_back("r3k2r/8/8/8/3pPp2/8/8/R3K2R b KQkq e3 0 1");       // two ep captures
        fens.push_back("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");                // ep exposes king
        fens.push_back("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");

        QProcess sf;
        sf.start(program, {});
        QVERIFY2(sf.waitForStarted(10000), "stockfish does not start");
        QByteArray script;
        for (const std::string& fen : fens)
            script += "position fen " + QByteArray::fromStdString(fen) + "\ngo perft 3\n";
        script += "quit\n";
        sf.write(script);
        sf.closeWriteChannel();
        QVERIFY2(sf.waitForFinished(120000), "stockfish did not finish");
        const QList<QByteArray> lines = sf.readAllStandardOutput().split('\n');

        // Stockfish prints "move: count" lines, then "Nodes searched: total", per position.
        const QRegularExpression divideLine("^([a-h][1-8][a-h][1-8][nbrq]?): (\\d+)$");
        std::vector<std::map<std::string, std::uint64_t>> theirs(1);
        for (const QByteArray& raw : lines) {
            const QByteArray line = raw.trimmed();
            if (line.startsWith("Nodes searched")) {
                theirs.emplace_back();
                continue;
            }
            const QRegularExpressionMatch m = divideLine.match(QString::fromLatin1(line));
            if (m.hasMatch())
                theirs.back()[m.captured(1).toStdString()] = m.captured(2).toULongLong();
        }
        theirs.pop_back();
        QCOMPARE(theirs.size(), fens.size());
        for (std::size_t i = 0; i < fens.size(); ++i) {
            ChessVariant board;
            QVERIFY(board.setPosition(fens[i]).ok());
            std::map<std::string, std::uint64_t> ours;
            for (const auto& [text, nodes] : board.divide(3)) ours[text] = nodes;
            if (ours != theirs[i]) {
                for (const auto& [move, n] : theirs[i])
                    if (!ours.count(move) || ours[move] != n)
                        qWarning(
                            "%s: stockfish %s %llu, ours %llu", fens[i].c_str(), move.c_str(),
                            static_cast<unsigned long long>(n),
                            static_cast<unsigned long long>(ours.count(move) ? ours[move] : 0));
                for (const auto& [move, n] : ours)
                    if (!theirs[i].count(move))
                        qWarning("%s: only ours %s", fens[i].c_str(), move.c_str());
            }
            QVERIFY2(!ours.empty(), fens[i].c_str());
            QVERIFY2(ours == theirs[i], fens[i].c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestChessStockfish)
#include "TestChessStockfish.moc"
