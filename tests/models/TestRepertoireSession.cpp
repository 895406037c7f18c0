// Repertoire training's session (chess, a repertoire with variations at both sides): the
// repertoire's turns are accepted and the opponent answers along the line trained; a wrong turn
// is taken back, the right one shown as an arrow and the miss counted; a missed line is played
// again at once and comes back later; another of the user's variations makes its line the one
// trained; a missed line is due sooner than a right one, the progress outlives the database
// connection, and the random order is the seed's.
#include "DatabaseSchema.h"
#include "GameDatabase.h"
#include "GameFiles.h"
#include "RepertoireSession.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;
using State = RepertoireSession::State;

namespace {

// White's lines, in file order: L0 e4 e5 Nf3 Nc6 Bb5, L1 e4 e5 Nf3 d6 d4, L2 e4 c5 Nf3,
// L3 d4 d5 c4 (White chooses between e4 and d4; Black between e5 and c5, Nc6 and d6).
const char* const kRepertoire = "[Variant \"Standard\"]\n\n"
                                "1. e4 (1. d4 d5 2. c4) 1... e5 (1... c5 2. Nf3) 2. Nf3 Nc6 "
                                "(2... d6 3. d4) 3. Bb5 *\n";

GameTree repertoire() {
    const LoadedGames loaded = parseGames(kRepertoire);
    if (loaded.games.size() != 1) qFatal("the repertoire does not read");
    return loaded.games.front();
}

// The turn written `text` in the file notation at the session's current position.
Turn turnOf(RepertoireSession& s, const std::string& text) {
    const auto board = s.game()->tree().variantAt(s.game()->currentNode());
    for (const Turn& t : board->legalTurns())
        if (board->turnText(t, board->fileNotation()) == text) return t;
    qFatal("no turn %s here", text.c_str());
}

std::string lastTurn(RepertoireSession& s) {
    const NodeId n = s.game()->currentNode();
    if (n == GameTree::root()) return {};
    const auto board = s.game()->tree().variantAt(s.game()->tree().parent(n));
    return board->turnText(s.game()->tree().turn(n), board->fileNotation());
}

} // namespace

class TestRepertoireSession : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::unique_ptr<db::GameDatabase> db_;
    std::vector<RepertoireLine> lines_ = repertoireLines(repertoire(), 0);

    // Plays `text` as the user, once the session waits for the user.
    bool play(RepertoireSession& s, const std::string& text) {
        if (!QTest::qWaitFor([&] { return s.state() == State::UserToMove; }, 2000)) return false;
        return s.game()->playTurn(turnOf(s, text));
    }
    bool waitFor(RepertoireSession& s, State state) {
        return QTest::qWaitFor([&] { return s.state() == state; }, 2000);
    }
    db::LineProgress kept(int line, int side = 0) {
        const auto p =
            db_->lineProgress(repertoireLines(repertoire(), side)[std::size_t(line)].key);
        return p && p->has_value() ? **p : db::LineProgress{};
    }

  private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        auto db = db::GameDatabase::open(dir_.filePath("progress.trellisdb"));
        QVERIFY(db);
        db_ = std::move(*db);
        QCOMPARE(lines_.size(), std::size_t(4));
        QVERIFY(lines_[0].key.endsWith("|e4 e5 Nf3 Nc6 Bb5|0"));
        QVERIFY(lines_[3].key.endsWith("|d4 d5 c4|0"));
        QVERIFY(lines_[0].key.startsWith("chess|"));
    }

    void trainsLines() {
        RepertoireSession s;
        s.setReplyDelay(0);
        QVERIFY(s.start(repertoire(), 0, db_.get()).isEmpty());
        QCOMPARE(s.count(), 4); // none was trained: all due, in file order
        QCOMPARE(s.state(), State::UserToMove);
        QCOMPARE(s.prompt(), QString("Your move as White"));
        QCOMPARE(s.statusText(), QString("Line 1 of 4 · misses: 0"));

        // Line 1: e4, the opponent answers e5 (the line's), a wrong turn is refused.
        QVERIFY(play(s, "e4"));
        QVERIFY(waitFor(s, State::UserToMove));
        QCOMPARE(lastTurn(s), std::string("e5"));
        const NodeId afterE5 = s.game()->currentNode();
        QVERIFY(s.game()->playTurn(turnOf(s, "d4")));
        QCOMPARE(s.misses(), 1);
        QCOMPARE(s.prompt(), QString("Wrong: the repertoire plays Nf3"));
        QVERIFY(waitFor(s, State::UserToMove));
        QCOMPARE(s.game()->currentNode(), afterE5); // taken back
        QCOMPARE(s.position()->arrows().size(), 1); // the right turn shown
        QCOMPARE(s.expectedTurn(), std::optional<Turn>(turnOf(s, "Nf3")));
        QVERIFY(play(s, "Nf3"));
        QVERIFY(s.position()->arrows().isEmpty());
        QVERIFY(play(s, "Bb5"));
        QCOMPARE(lastTurn(s), std::string("Bb5"));
        // Missed: recorded wrong, played again at once, and queued to come back.
        QCOMPARE(s.prompt(), QString("1 miss: the line again, without a miss"));
        QCOMPARE(kept(0).wrong, 1);
        QCOMPARE(kept(0).box, 1);
        QVERIFY(kept(0).missed);
        QVERIFY(waitFor(s, State::UserToMove));
        QCOMPARE(s.game()->currentNode(), GameTree::root());
        QCOMPARE(s.misses(), 0);
        QCOMPARE(s.count(), 5);
        for (const char* t : {"e4", "Nf3", "Bb5"}) QVERIFY(play(s, t));
        QCOMPARE(s.state(), State::LineDone);
        QCOMPARE(s.prompt(), QString("Line learnt"));
        QCOMPARE(kept(0).wrong, 1); // the repetition is not counted again
        QCOMPARE(kept(0).right, 0);

        // Line 2 is L1, but the user plays d4, their other variation: its line, L3, is
        // trained instead, L1 takes its place later.
        s.nextLine();
        QCOMPARE(s.statusText(), QString("Line 2 of 5 · misses: 0"));
        QCOMPARE(s.line().key, lines_[1].key);
        QVERIFY(play(s, "d4"));
        QCOMPARE(s.line().key, lines_[3].key);
        QVERIFY(play(s, "c4"));
        QCOMPARE(s.state(), State::LineDone);
        QCOMPARE(kept(3).right, 1);
        QCOMPARE(kept(3).box, 1);

        // Line 3 is L2: the opponent plays its variation c5.
        s.nextLine();
        QCOMPARE(s.line().key, lines_[2].key);
        QVERIFY(play(s, "e4"));
        QVERIFY(waitFor(s, State::UserToMove));
        QCOMPARE(lastTurn(s), std::string("c5"));
        // Show Move: the arrow, counted as a miss.
        s.showMove();
        QCOMPARE(s.misses(), 1);
        QCOMPARE(s.prompt(), QString("The repertoire plays Nf3"));
        QCOMPARE(s.position()->arrows().size(), 1);
        QVERIFY(play(s, "Nf3"));
        QVERIFY(waitFor(s, State::UserToMove)); // again, then right
        QVERIFY(play(s, "e4"));
        QVERIFY(play(s, "Nf3"));
        QCOMPARE(s.state(), State::LineDone);

        // Line 4 is L1: the opponent plays d6 after Nf3.
        s.nextLine();
        QCOMPARE(s.line().key, lines_[1].key);
        QVERIFY(play(s, "e4"));
        QVERIFY(play(s, "Nf3"));
        QVERIFY(waitFor(s, State::UserToMove));
        QCOMPARE(lastTurn(s), std::string("d6"));
        QVERIFY(play(s, "d4"));
        QCOMPARE(s.state(), State::LineDone);

        // Lines 5 and 6: L0 and L2 come back (missed); then the session is over.
        s.nextLine();
        QCOMPARE(s.line().key, lines_[0].key);
        for (const char* t : {"e4", "Nf3", "Bb5"}) QVERIFY(play(s, t));
        QCOMPARE(s.state(), State::LineDone);
        s.nextLine();
        QCOMPARE(s.line().key, lines_[2].key);
        s.nextLine(); // skipped
        QCOMPARE(s.state(), State::Finished);
        QCOMPARE(s.statusText(), QString("Session done: 2 of 6 lines without a miss."));

        // The missed lines are due at once, the right ones in a day.
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int missed : {0, 2}) QVERIFY(leitner::isDue(kept(missed), now));
        for (int right : {1, 3}) {
            QVERIFY(!leitner::isDue(kept(right), now));
            QVERIFY(kept(right).due > kept(0).due);
            QVERIFY(leitner::isDue(kept(right), now.addDays(1).addSecs(60)));
        }
    }

    // After trainsLines: the progress is read back from the reopened database.
    void progressPersists() {
        db_.reset();
        auto db = db::GameDatabase::open(dir_.filePath("progress.trellisdb"));
        QVERIFY(db);
        db_ = std::move(*db);
        QCOMPARE(kept(0).wrong, 1);
        QCOMPARE(kept(1).right, 1);
        RepertoireSession s;
        s.setReplyDelay(0);
        QVERIFY(s.start(repertoire(), 0, db_.get()).isEmpty());
        // Only the missed lines are due, the longest due first.
        QCOMPARE(s.count(), 2);
        QCOMPARE(s.line().key, lines_[0].key);
        QCOMPARE(s.progress(1).box, 1);
        QCOMPARE(s.progress(1).right, 1);
        // The user's other variation, d4: its line L3 is not due, so not waiting in the
        // session; it is trained now (picked among the lines through d4), L0 comes next.
        QVERIFY(play(s, "d4"));
        QCOMPARE(s.line().key, lines_[3].key);
        QCOMPARE(s.count(), 3);
        QVERIFY(play(s, "c4"));
        QCOMPARE(s.state(), State::LineDone);
        QCOMPARE(kept(3).box, 2);
        s.nextLine();
        QCOMPARE(s.line().key, lines_[0].key);
        // L2 right now: up to box 2, due in 3 days.
        s.nextLine();
        QCOMPARE(s.line().key, lines_[2].key);
        for (const char* t : {"e4", "Nf3"}) QVERIFY(play(s, t));
        QCOMPARE(kept(2).box, 2);
        QVERIFY(!leitner::isDue(kept(2), QDateTime::currentDateTimeUtc().addDays(2)));
        QVERIFY(leitner::isDue(kept(2), QDateTime::currentDateTimeUtc().addDays(3).addSecs(60)));
    }

    // Black's lines are their own: the opponent (White) begins, and a line may end with the
    // opponent's turn.
    void trainsTheSecondSide() {
        RepertoireSession s;
        s.setReplyDelay(0);
        QVERIFY(s.start(repertoire(), 1, db_.get()).isEmpty());
        QCOMPARE(s.count(), 4);
        QCOMPARE(s.state(), State::Answering);
        QVERIFY(play(s, "e5"));
        QCOMPARE(s.prompt(), QString()); // the opponent's turn
        QVERIFY(play(s, "Nc6"));
        QVERIFY(waitFor(s, State::LineDone));
        QCOMPARE(lastTurn(s), std::string("Bb5"));
        QCOMPARE(kept(0, 1).right, 1);
        QCOMPARE(kept(0, 0).right, 0); // White's line is another
    }

    // With no line due, all of them in a random order: the same for the same seed.
    void seededOrder() {
        auto db = db::GameDatabase::open(dir_.filePath("seeded.trellisdb"));
        QVERIFY(db);
        db::LineProgress later;
        later.box = 1;
        later.due = QDateTime::currentDateTimeUtc().addDays(1).toString(Qt::ISODate);
        for (const RepertoireLine& line : lines_) {
            const auto saved = (*db)->saveLineProgress(line.key, later);
            QVERIFY2(saved, saved ? "" : qPrintable(saved.error().text()));
        }
        auto order = [&db](unsigned seed) {
            RepertoireSession s;
            s.setSeed(seed);
            s.setReplyDelay(0);
            if (!s.start(repertoire(), 0, db->get()).isEmpty()) return QStringList();
            QStringList keys;
            for (int i = 0; i < s.count(); ++i, s.nextLine()) keys << s.line().key;
            return keys;
        };
        const QStringList fileOrder{lines_[0].key, lines_[1].key, lines_[2].key, lines_[3].key};
        bool shuffled = false;
        for (unsigned seed = 1; seed <= 10; ++seed) {
            const QStringList keys = order(seed);
            QCOMPARE(order(seed), keys);
            QCOMPARE(QSet<QString>(keys.begin(), keys.end()),
                     QSet<QString>(fileOrder.begin(), fileOrder.end()));
            shuffled = shuffled || keys != fileOrder;
        }
        QVERIFY(shuffled);
        // A line in the last box comes first far less often than its share of a quarter.
        db::LineProgress known = later;
        known.box = 5;
        QVERIFY((*db)->saveLineProgress(lines_[0].key, known));
        int first = 0;
        for (unsigned seed = 1; seed <= 200; ++seed) first += order(seed).front() == lines_[0].key;
        QVERIFY2(first < 25, qPrintable(QString::number(first))); // weights 1 : 5 : 5 : 5
    }

    // A database of schema 5 gets the progress table when it is opened.
    void olderDatabaseGetsTheTable() {
        const QString path = dir_.filePath("old.trellisdb");
        QVERIFY(db::GameDatabase::open(path));
        {
            QSqlDatabase old = QSqlDatabase::addDatabase("QSQLITE", "old");
            old.setDatabaseName(path);
            QVERIFY(old.open());
            QSqlQuery q(old);
            QVERIFY(q.exec("DROP TABLE repertoire_lines"));
            QVERIFY(q.exec("PRAGMA user_version = 5"));
            q.finish();
            old.close();
        }
        QSqlDatabase::removeDatabase("old");
        auto db = db::GameDatabase::open(path);
        QVERIFY2(db, db ? "" : qPrintable(db.error().text()));
        QCOMPARE((*db)->schemaVersion(), db::schema::currentVersion());
        QVERIFY((*db)->saveLineProgress(
            lines_[0].key, leitner::answered({}, true, QDateTime::currentDateTimeUtc())));
        const auto kept = (*db)->lineProgress(lines_[0].key);
        QVERIFY(kept && kept->has_value());
        QCOMPARE((*kept)->box, 1);
    }

    void refusesARepertoireWithoutTurns() {
        RepertoireSession s;
        const LoadedGames empty = parseGames("[Variant \"Standard\"]\n\n*\n");
        QCOMPARE(s.start(empty.games.front(), 0, nullptr),
                 QString("The game has no line with a turn of White to learn."));
        QCOMPARE(s.state(), State::Idle);
    }
};

QTEST_MAIN(TestRepertoireSession)
#include "TestRepertoireSession.moc"
