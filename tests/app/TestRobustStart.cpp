// Nothing left from earlier sessions can break the start: a damaged settings file is set aside
// with a message, a recent file that vanished says so and leaves the list, a recent database of
// a newer Trellis or a locked one says so; each time the window goes on working (a move played
// with the mouse).
#include "AppSettings.h"
#include "BoardView.h"
#include "DatabaseSchema.h"
#include "ForeignLock.h"
#include "GameDatabase.h"
#include "MainWindow.h"

#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace trellis;

namespace {

// The menu whose title, without '&', is `title`, anywhere in the menu bar.
QMenu* findMenu(MainWindow& w, const QString& title) {
    for (QMenu* m : w.menuBar()->findChildren<QMenu*>())
        if (QString(m->title()).remove('&') == title) return m;
    return nullptr;
}

// Triggers `action`; returns the text of the warning it shows (closed at once), empty if none.
QString warningOf(QAction* action) {
    QString text;
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, poll, [poll, &text] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            text = box->text();
            box->accept();
            poll->stop();
        }
    });
    poll->start(20);
    action->trigger();
    QCoreApplication::processEvents();
    delete poll;
    return text;
}

// The window works: a new chess game, e2-e4 played with the mouse.
bool playsAMove(MainWindow& w) {
    w.resize(1280, 800);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w) || !w.newGame("chess")) return false;
    for (const char* square : {"e2", "e4"})
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->squareCentre(square).toPoint());
    return w.game()->rowCount() == 1;
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestRobustStart : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("TrellisTest"); // as the studio names itself
    }
    void init() { QFile::remove(QSettings().fileName()); }

    void damagedSettingsFileIsSetAside() {
        const QString file = QSettings().fileName();
        writeBytes(file, QByteArray("[window]\ngeometry=@ByteArray(\x01\x02\n[files\n\xff\xfe") +
                             QByteArray(300, '\0') + "\n[board]\nview=banana\n");
        QFile::remove(file + ".damaged");
        MainWindow w;
        QVERIFY2(w.statusBar()->currentMessage().contains("damaged"),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(QFile::exists(file + ".damaged"));
        QVERIFY(playsAMove(w));
        QCOMPARE(w.viewMode(), QString("2d"));
    }

    // Values of the wrong kind in a readable file fall back to the defaults.
    void settingsOfTheWrongKindFallBack() {
        {
            QSettings s;
            s.setValue("window/geometry", QByteArray("not a geometry"));
            s.setValue("window/state", QByteArray(5000, 'x'));
            s.setValue("board/view", "banana");
            s.setValue("notation/chess", 99);
            s.setValue("analysis/lines", -4);
            s.setValue("databases/columns", QByteArray("\x01\x02"));
        }
        MainWindow w;
        QVERIFY2(w.statusBar()->currentMessage().isEmpty(),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(playsAMove(w));
        QVERIFY(!w.game()->index(0, 0).data().toString().isEmpty());
    }

    void vanishedRecentFileSaysSoAndLeavesTheList() {
        QTemporaryDir dir;
        const QString path = dir.filePath("gone.pgn");
        {
            MainWindow first;
            QVERIFY(first.newGame("chess"));
            QVERIFY(first.saveTo(path).isEmpty());
        }
        QVERIFY(QFile::remove(path));
        MainWindow w;
        QMenu* recent = findMenu(w, "Open Recent");
        QVERIFY(recent);
        QCOMPARE(recent->actions().size(), 1);
        const QString warning = warningOf(recent->actions().front());
        QVERIFY2(warning.contains("gone.pgn"), qPrintable(warning));
        QTRY_VERIFY(recent->actions().isEmpty());
        QVERIFY(!AppSettings().recentFiles().contains(path));
        QVERIFY(playsAMove(w));
    }

    void recentDatabaseOfANewerTrellisSaysSo() {
        QTemporaryDir dir;
        const QString path = dir.filePath("newer.trellisdb");
        QVERIFY(db::GameDatabase::open(path, db::GameDatabase::OpenMode::Create));
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase("QSQLITE", "raw");
            raw.setDatabaseName(path);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY2(
                q.exec(QString("PRAGMA user_version = %1").arg(db::schema::currentVersion() + 1)),
                qPrintable(q.lastError().text()));
            q.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase("raw");
        AppSettings().addRecentDatabase(path);
        MainWindow w;
        QMenu* recent = findMenu(w, "Open Recent Database");
        QVERIFY(recent);
        QCOMPARE(recent->actions().size(), 1);
        const QString warning = warningOf(recent->actions().front());
        QVERIFY2(warning.contains("newer"), qPrintable(warning));
        QVERIFY(!w.database());
        QVERIFY(playsAMove(w));
    }

    void recentDatabaseThatIsLockedSaysSo() {
        QTemporaryDir dir;
        const QString path = dir.filePath("busy.trellisdb");
        QVERIFY(db::GameDatabase::open(path, db::GameDatabase::OpenMode::Create));
        testing::ForeignLock lock(path, testing::ForeignLock::Kind::Exclusive);
        QVERIFY(lock.held());
        AppSettings().addRecentDatabase(path);
        MainWindow w;
        QMenu* recent = findMenu(w, "Open Recent Database");
        QVERIFY(recent);
        const QString warning = warningOf(recent->actions().front());
        QVERIFY2(warning.contains("locked"), qPrintable(warning));
        QVERIFY(!w.database());
        QVERIFY(playsAMove(w));
        lock.release();
        QVERIFY(warningOf(recent->actions().front()).isEmpty());
        QVERIFY(w.database());
    }
};

QTEST_MAIN(TestRobustStart)
#include "TestRobustStart.moc"
