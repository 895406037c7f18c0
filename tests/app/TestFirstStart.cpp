// The studio's first start as a new user meets it: the window takes most of the screen (not
// Qt's default two thirds of its hint) and opens the sample at its start, not at its end; the
// size the user leaves it at is kept. The data folder is <data dir>/Trellis: what an older
// version kept in the nested Trellis/Trellis (the default database, autosaves) is moved there
// at start and found by the database panel, and a file of the same name already there is never
// overwritten. The database panel opened under a Tri-D board leaves the board most of the
// height.
#include "BoardView.h"
#include "DataFolder.h"
#include "DatabasePanel.h"
#include "GameDatabase.h"
#include "MainWindow.h"
#include "NavigationBar.h"
#include "StudioTestSupport.h"
#include "game/PgnReader.h"
#include "variant/VariantRegistry.h"

#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <fstream>

using namespace trellis;
using testing::menuAction;

namespace {

// The folder older versions used: Qt's AppDataLocation, organisation/application.
QString oldFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A database of one game at `path`.
bool oneGameDatabase(const QString& path) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    auto db = db::GameDatabase::open(path);
    if (!db) return false;
    const auto read = PgnReader(registeredVariants()).read("[White \"Old\"]\n\n1. e4 *\n");
    return !read.games.empty() && bool((*db)->addGame(read.games.front().tree));
}

} // namespace

class TestFirstStart : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        // As the studio names itself: the organisation is the application (Trellis, Trellis).
        QCoreApplication::setOrganizationName(QCoreApplication::applicationName());
    }
    void init() {
        QFile::remove(QSettings().fileName());
        QDir(dataFolder()).removeRecursively();
    }

    void firstWindowSuitsTheScreenAtTheStart() {
        const QString sample = "trid-sample.pgn";
        {
            MainWindow w;
            QVERIFY(w.openSample(sample).isEmpty()); // what main() opens first
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            const QRect screen = w.screen()->availableGeometry();
            QVERIFY2(w.width() >= screen.width() * 0.8 && w.height() >= screen.height() * 0.8,
                     qPrintable(QString("%1x%2 on %3x%4")
                                    .arg(w.width())
                                    .arg(w.height())
                                    .arg(screen.width())
                                    .arg(screen.height())));
            QVERIFY(screen.contains(w.geometry()));
            // At the game's start, the whole game ahead.
            QCOMPARE(w.game()->currentNode(), GameTree::root());
            auto* where = w.findChild<NavigationBar*>()->findChild<QLabel*>();
            QVERIFY2(where->text().startsWith("Start"), qPrintable(where->text()));
            // End goes to the end; another sample opens at its start again.
            QTest::keyClick(&w, Qt::Key_End);
            QVERIFY(w.game()->currentNode() != GameTree::root());
            menuAction(w, "Chess sample game")->trigger();
            QCOMPARE(w.game()->variantId(), QString("chess"));
            QCOMPARE(w.game()->currentNode(), GameTree::root());
            w.resize(1000, 640); // the user's own size...
            w.close();
        }
        MainWindow again; // ...is the next start's
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.size(), QSize(1000, 640));
    }

    void boardComesBeforeTheDatabasePanel() {
        MainWindow w;
        w.setViewMode("2d");
        w.resize(1066, 666); // the size the first window used to have
        QVERIFY(w.newGame("trid"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int before = w.board()->height();
        // View > Database (Ctrl+Shift+D) opens the default database under the board.
        w.findChild<QDockWidget*>("databaseDock")->toggleViewAction()->trigger();
        QTRY_VERIFY(w.database());
        auto* dock = w.findChild<QDockWidget*>("databaseDock");
        QTRY_VERIFY(dock->height() <= w.height() / 4 + 1);
        QVERIFY2(w.board()->height() >= before * 2 / 3,
                 qPrintable(QString("board %1 px high of %2 before, panel %3")
                                .arg(w.board()->height())
                                .arg(before)
                                .arg(dock->height())));
    }

    void oldNestedDataFolderMovesUp() {
        QVERIFY(QDir::cleanPath(oldFolder()).startsWith(QDir::cleanPath(dataFolder()) + "/"));
        QVERIFY(oneGameDatabase(oldFolder() + "/games.trellisdb"));
        QVERIFY(writeFile(oldFolder() + "/autosave/left.pgn", "1. e4 *\n"));
        QVERIFY(moveOldDataFolder().isEmpty());
        QVERIFY(QFile::exists(dataFolder() + "/games.trellisdb"));
        QVERIFY(QFile::exists(dataFolder() + "/autosave/left.pgn"));
        QVERIFY(!QFileInfo::exists(oldFolder()));
        // View > Database opens the default database: the old one, with its game.
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        w.findChild<QDockWidget*>("databaseDock")->toggleViewAction()->trigger();
        QTRY_VERIFY(w.database());
        QCOMPARE(w.database()->path(), dataFolder() + "/games.trellisdb");
        QTRY_COMPARE(w.databasePanel()->totalCount(), qint64(1));
    }

    void nameTakenInTheDataFolderStaysPut() {
        QVERIFY(writeFile(dataFolder() + "/games.trellisdb", "new"));
        QVERIFY(writeFile(oldFolder() + "/games.trellisdb", "old"));
        QVERIFY(writeFile(oldFolder() + "/other.pgn", "1. d4 *\n"));
        QCOMPARE(moveOldDataFolder(), QStringList{oldFolder() + "/games.trellisdb"});
        QFile kept(oldFolder() + "/games.trellisdb"), current(dataFolder() + "/games.trellisdb");
        QVERIFY(kept.open(QIODevice::ReadOnly) && current.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("old"));
        QCOMPARE(current.readAll(), QByteArray("new"));
        QVERIFY(QFile::exists(dataFolder() + "/other.pgn"));
    }
};

// A screen of 1600x1000, as the user's was (the offscreen platform's default is 800x600, where
// the window's smallest size is most of the screen anyway).
int main(int argc, char** argv) {
    const std::string config = QDir::tempPath().toStdString() + "/trellis-first-start-screen.json";
    std::ofstream(config) << R"({"screens": [{"name": "wide", "x": 0, "y": 0, "width": 1600,
        "height": 1000, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})";
    if (qEnvironmentVariable("QT_QPA_PLATFORM", "offscreen").startsWith("offscreen"))
        qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.c_str());
    QApplication app(argc, argv);
    TestFirstStart test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "TestFirstStart.moc"
