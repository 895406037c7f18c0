// `trellis uci` driven as a GUI drives it (QProcess, one conversation per test): the handshake
// and options, positions with moves in each variant, go with each limit, stop during infinite,
// ponderhit, bad input answered with `info string error` without losing the position, quit;
// go mate N (the exact mate search's line, or the ordinary search when there is no such mate).
#include "variant/VariantRegistry.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <memory>

using namespace trellis;

namespace {

// Generous: only a hung engine reaches it (nothing here measures speed).
constexpr int kPatience = 120000;

class Conversation {
  public:
    Conversation() {
        process_.start(QStringLiteral(TRELLIS_BINARY), {"uci"});
        process_.waitForStarted();
    }
    ~Conversation() {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished();
        }
    }
    QProcess& process() { return process_; }
    void send(const QString& line) { process_.write((line + "\n").toUtf8()); }
    // The lines up to and including the first that starts with `prefix` (empty when the
    // engine ends or hangs before it).
    QStringList until(const QString& prefix, int patience = kPatience) {
        QStringList lines;
        QDeadlineTimer deadline(patience);
        while (!deadline.hasExpired()) {
            while (process_.canReadLine()) {
                const QString line = QString::fromUtf8(process_.readLine()).trimmed();
                lines << line;
                if (line.startsWith(prefix)) return lines;
            }
            if (!process_.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime()))) &&
                process_.state() == QProcess::NotRunning)
                break;
        }
        qWarning() << "no" << prefix << "after" << lines;
        return {};
    }
    // What came within `ms` milliseconds (a check that nothing came).
    QStringList within(int ms) {
        QStringList lines;
        QDeadlineTimer deadline(ms);
        while (!deadline.hasExpired()) {
            process_.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
            while (process_.canReadLine())
                lines << QString::fromUtf8(process_.readLine()).trimmed();
        }
        return lines;
    }
    // bestmove's token after `go ...`, with the info lines before it.
    QString go(const QString& limits, QStringList* infos = nullptr) {
        send("go " + limits);
        const QStringList lines = until("bestmove ");
        if (lines.isEmpty()) return {};
        if (infos) *infos = lines;
        return lines.last().section(' ', 1, 1);
    }

  private:
    QProcess process_;
};

std::unique_ptr<Variant> boardOf(const std::string& id, const std::string& position,
                                 const QStringList& moves = {}) {
    auto board = std::move(createVariant(id).value());
    board->setPosition(position.empty() ? board->startPosition() : position);
    for (const QString& m : moves) board->makeTurn(board->parseUciToken(m.toStdString()).value());
    return board;
}

bool isLegal(Variant& board, const QString& token) {
    return bool(board.parseUciToken(token.toStdString()));
}

} // namespace

class TestUciEngine : public QObject {
    Q_OBJECT

  private slots:
    void handshakeAndOptions() {
        Conversation c;
        c.send("uci");
        const QStringList hello = c.until("uciok");
        QVERIFY(!hello.isEmpty());
        QVERIFY(hello.first().startsWith("id name Trellis"));
        const QString all = hello.join('\n');
        QVERIFY(all.contains(
            QRegularExpression("option name UCI_Variant type combo default chess( var \\w+)+")));
        for (const std::string& id : variantIds())
            QVERIFY(all.contains(QString::fromStdString(" var " + id)));
        QVERIFY(all.contains("option name UCI_Rules type combo default default var default var "
                             "meder-attackboard-1.0 var meder-1995"));
        for (const char* option :
             {"MultiPV type spin", "Hash type spin", "Threads type spin", "Clear Hash type button"})
            QVERIFY2(all.contains(QString("option name ") + option), option);
        c.send("isready");
        QCOMPARE(c.until("readyok").last(), QString("readyok"));
        c.send("setoption name MultiPV value 2");
        c.send("setoption name Hash value 8");
        c.send("setoption name Threads value 2");
        c.send("setoption name Clear Hash");
        c.send("ucinewgame");
        c.send("isready");
        const QStringList quiet = c.until("readyok");
        QCOMPARE(quiet, QStringList{"readyok"}); // no error for any of them
        c.send("position startpos moves e2e4 e7e5 g1f3");
        QStringList infos;
        const QString best = c.go("depth 3", &infos);
        const auto board = boardOf("chess", {}, {"e2e4", "e7e5", "g1f3"});
        QVERIFY2(isLegal(*board, best), qPrintable(best));
        // Two lines per depth (MultiPV 2), every field a GUI reads.
        const QRegularExpression line(
            "^info depth (\\d+) seldepth \\d+ multipv ([12]) score (cp|mate) -?\\d+ nodes \\d+ nps "
            "\\d+ hashfull \\d+ time \\d+ pv( \\S+)+$");
        int lines = 0, second = 0;
        for (const QString& l : infos) {
            const auto m = line.match(l);
            if (!m.hasMatch()) continue;
            ++lines;
            second += m.captured(2) == "2";
            const QStringList pv = l.section(" pv ", 1).split(' ');
            auto copy = board->clone();
            for (const QString& t : pv) {
                const auto turn = copy->parseUciToken(t.toStdString());
                QVERIFY2(turn, qPrintable(l));
                copy->makeTurn(*turn);
            }
        }
        QCOMPARE(lines, 6);
        QCOMPARE(second, 3);
        c.send("quit");
        QVERIFY(c.process().waitForFinished(kPatience));
        QCOMPARE(c.process().exitCode(), 0);
    }

    void everyLimit() {
        Conversation c;
        c.send("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        const auto board = boardOf(
            "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        QStringList infos;
        QVERIFY(isLegal(*board, c.go("nodes 3000", &infos)));
        QVERIFY(infos.filter(QRegularExpression("^info depth 1 ")).size() == 1);
        QVERIFY(isLegal(*board, c.go("movetime 100")));
        QVERIFY(isLegal(*board, c.go("wtime 2000 btime 2000 winc 20 binc 20 movestogo 10")));
        QVERIFY(isLegal(*board, c.go("wtime 500 btime 500")));
        const QString either = c.go("depth 2 searchmoves a2a3 g2g4");
        QVERIFY2(either == "a2a3" || either == "g2g4", qPrintable(either));
        QCOMPARE(c.go("depth 2 searchmoves g2g4"), QString("g2g4"));
        // infinite: no bestmove until stop, then one at once.
        c.send("go infinite");
        const QStringList early = c.within(300);
        QVERIFY(early.filter("bestmove").isEmpty());
        c.send("stop");
        const QStringList after = c.until("bestmove ");
        QVERIFY(!after.isEmpty());
        QVERIFY(isLegal(*board, after.last().section(' ', 1, 1)));
        // ponder: held until ponderhit, then the clock decides.
        c.send("go ponder wtime 300 btime 300");
        QVERIFY(c.within(300).filter("bestmove").isEmpty());
        c.send("ponderhit");
        QVERIFY(!c.until("bestmove ").isEmpty());
        c.send("quit");
        QVERIFY(c.process().waitForFinished(kPatience));
    }

    void goMate() {
        Conversation c;
        // 1. f3 e5 2. g4: Black mates in one.
        c.send("position startpos moves f2f3 e7e5 g2g4");
        QStringList infos;
        QCOMPARE(c.go("mate 1", &infos), QString("d8h4"));
        QVERIFY2(infos.size() == 2 &&
                     infos[0].startsWith("info depth 1 seldepth 1 multipv 1 "
                                         "score mate 1 nodes ") &&
                     infos[0].endsWith(" pv d8h4"),
                 qPrintable(infos.join('\n')));
        // Asked for a mate in 3, the shortest is told: a back-rank mate in one, against no
        // defence of Black's.
        c.send("position fen 6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1");
        QCOMPARE(c.go("mate 3", &infos), QString("d1d8"));
        QVERIFY(infos[0].contains(" score mate 1 "));
        // No mate at the start: said, then the ordinary search within the other limits.
        c.send("position startpos");
        const QString best = c.go("mate 2 depth 2", &infos);
        QVERIFY(isLegal(*boardOf("chess", {}), best));
        QCOMPARE(infos.value(0), QString("info string no mate in 2; searching on without it"));
        QVERIFY(!infos.filter(QRegularExpression("^info depth 2 .* score cp ")).isEmpty());
        // stop ends the mate search too, and a bestmove comes.
        c.send("go mate 30");
        QVERIFY(c.within(200).filter("bestmove").isEmpty());
        c.send("stop");
        infos = c.until("bestmove ");
        QCOMPARE(infos.value(0),
                 QString("info string no mate in 30 found before stop; searching on without it"));
        QVERIFY(isLegal(*boardOf("chess", {}), infos.last().section(' ', 1, 1)));
        c.send("quit");
        QVERIFY(c.process().waitForFinished(kPatience));
    }

    void badInputKeepsTheState() {
        Conversation c;
        c.send("position startpos moves e2e4");
        for (const char* bad :
             {"fly", "position fen not a fen", "position startpos moves e7e5 e2e4", "position",
              "setoption name Hash value lots", "setoption name UCI_Variant value shogi",
              "setoption name Nothing value 1"}) {
            c.send(bad);
            c.send("isready");
            const QStringList answer = c.until("readyok");
            QVERIFY2(answer.size() == 2 && answer[0].startsWith("info string error: "), bad);
        }
        // Still the position after e2e4: Black's turn.
        const auto board = boardOf("chess", {}, {"e2e4"});
        QVERIFY(isLegal(*board, c.go("depth 2")));
        c.send("go depth 1 nonsense");
        QVERIFY(c.until("info string error").size() >= 1);
        QVERIFY(isLegal(*board, c.until("bestmove ").last().section(' ', 1, 1)));
        c.process().closeWriteChannel(); // the end of input ends the engine as quit does
        QVERIFY(c.process().waitForFinished(kPatience));
        QCOMPARE(c.process().exitCode(), 0);
    }

    // Tri-D: rule sets, composite tokens in `position ... moves` and the answers.
    void triD() {
        Conversation c;
        c.send("setoption name UCI_Variant value trid");
        QVERIFY(!c.until("info string variant trid rules meder-attackboard-1.0").isEmpty());
        c.send("setoption name UCI_Rules value meder-1995");
        QVERIFY(!c.until("info string variant trid rules meder-1995").isEmpty());
        c.send("setoption name UCI_Rules value default");
        QVERIFY(!c.until("info string variant trid rules meder-attackboard-1.0").isEmpty());
        // A deferred promotion pending: every turn has two steps.
        const std::string fen = findVariant("trid")->benchPositions[1];
        auto board = boardOf("trid", fen);
        const Turn first = board->legalTurns().front();
        const QString token = QString::fromStdString(board->uciToken(first));
        QVERIFY(token.contains(';'));
        board->makeTurn(first);
        c.send(QString::fromStdString("position fen " + fen) + " moves " + token);
        const QString best = c.go("depth 2");
        QVERIFY2(isLegal(*board, best), qPrintable(best));
        c.send("position startpos moves Pb2W-b4N Pb7B-b5B");
        const QString reply = c.go("nodes 2000");
        QVERIFY(isLegal(*boardOf("trid", {}, {"Pb2W-b4N", "Pb7B-b5B"}), reply));
        c.send("quit");
        QVERIFY(c.process().waitForFinished(kPatience));
    }

    // Cotulenh: a deploy whole in `moves`.
    void cotulenh() {
        Conversation c;
        c.send("setoption name UCI_Variant value cotulenh");
        QVERIFY(!c.until("info string variant cotulenh").isEmpty());
        const std::string fen = findVariant("cotulenh")->benchPositions[1];
        auto board = boardOf("cotulenh", fen);
        QString deploy;
        for (const Turn& t : board->legalTurns())
            if (t.steps.size() > 1) {
                deploy = QString::fromStdString(board->uciToken(t));
                board->makeTurn(t);
                break;
            }
        QVERIFY(deploy.contains("::"));
        c.send(QString::fromStdString("position fen " + fen) + " moves " + deploy);
        const QString best = c.go("depth 1");
        QVERIFY2(isLegal(*board, best), qPrintable(best));
        c.send("position startpos");
        QVERIFY(isLegal(*boardOf("cotulenh", {}), c.go("movetime 200")));
        c.send("quit");
        QVERIFY(c.process().waitForFinished(kPatience));
    }

    void help() {
        QProcess p;
        p.start(QStringLiteral(TRELLIS_BINARY), {"uci", "--help"});
        QVERIFY(p.waitForFinished(kPatience));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        for (const std::string& id : variantIds())
            QVERIFY(text.contains(QString::fromStdString("  " + id + " (")));
        QVERIFY(text.contains("e2e4"));
        QVERIFY(text.contains("::"));
    }
};

QTEST_GUILESS_MAIN(TestUciEngine)
#include "TestUciEngine.moc"
