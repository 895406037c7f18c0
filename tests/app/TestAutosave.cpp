// Autosave and recovery. A studio in another process (this test program run with --child: the
// real MainWindow and Autosave wired as main.cpp wires them) saves a game, plays a move with
// the mouse and is killed with SIGKILL once its autosave is on disk; the next start offers to
// restore the game with its file name and time, and restores it unsaved and equal. A clean exit
// and a save leave nothing to restore. XDG_DATA_HOME and XDG_CONFIG_HOME point into a
// temporary folder for both processes.
#include "Autosave.h"
#include "BoardView.h"
#include "GameFiles.h"
#include "MainWindow.h"

#include <QApplication>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <iostream>

using namespace trellis;

namespace {

void playE4(MainWindow& w) {
    for (const char* square : {"e2", "e4"})
        QTest::mouseClick(w.board(), Qt::LeftButton, {}, w.board()->squareCentre(square).toPoint());
}

QStringList autosavedGames() {
    return QDir(Autosave::folder()).entryList({"*.pgn"}, QDir::Files);
}

QStringList autosaveInfos() {
    return QDir(Autosave::folder()).entryList({"*.json"}, QDir::Files);
}

// The studio killed by the test: saves a chess game to `path`, plays e2-e4, prints the game.
int runChild(const QString& path) {
    MainWindow w;
    Autosave autosave(
        w.game(), [&w] { return w.filePath(); }, 100);
    offerRestore(w);
    w.resize(1280, 800);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w) || !w.newGame("chess") || !w.saveTo(path).isEmpty())
        return 1;
    playE4(w);
    std::cout << gameText(w.game()->tree()).toStdString() << "\nEDITED" << std::endl;
    return QApplication::exec();
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT

  public:
    explicit TestAutosave(QString home) : home_(std::move(home)) {}

  private slots:
    void killedStudioIsRestored() {
        QVERIFY(Autosave::leftovers().isEmpty());
        const QString path = QDir(home_).filePath("game.pgn");
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {"--child", path});
        QVERIFY(child.waitForStarted());
        QString printed;
        QTRY_VERIFY_WITH_TIMEOUT((printed += child.readAllStandardOutput()).contains("EDITED"),
                                 20000);
        const QString expected = printed.section("\nEDITED", 0, 0);
        QVERIFY(expected.contains("1. e4"));
        // The game is written first, then its .json: a kill between the two leaves no leftover.
        QTRY_VERIFY_WITH_TIMEOUT(!autosavedGames().isEmpty() && !autosaveInfos().isEmpty(), 10000);
        QVERIFY(Autosave::leftovers().isEmpty()); // its studio still runs
        child.kill();                             // SIGKILL
        QVERIFY(child.waitForFinished());
        QCOMPARE(Autosave::leftovers().size(), 1);

        MainWindow w;
        QString question;
        QTimer::singleShot(0, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            question = box->text();
            box->button(QMessageBox::Yes)->click();
        });
        offerRestore(w);
        QVERIFY2(question.contains("game.pgn"), qPrintable(question));
        QVERIFY2(question.contains(QString::number(QDate::currentDate().year() % 100)),
                 qPrintable(question));
        QCOMPARE(gameText(w.game()->tree()), expected);
        QCOMPARE(w.filePath(), path);
        QVERIFY(w.isWindowModified());
        QVERIFY(Autosave::leftovers().isEmpty());
        QVERIFY(autosavedGames().isEmpty());
    }

    void cleanExitAndSaveLeaveNothing() {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString saved;
        {
            Autosave autosave(
                w.game(), [&w] { return w.filePath(); }, 50);
            QVERIFY(w.newGame("chess"));
            playE4(w);
            QTRY_VERIFY(QFile::exists(autosave.gamePath()));
            saved = autosave.gamePath();
            QVERIFY(w.saveTo(QDir(home_).filePath("saved.pgn")).isEmpty());
            QVERIFY(!QFile::exists(saved)); // saved: nothing to restore
            playE4(w);                      // e2 is empty now: a click that plays nothing
            w.game()->undoStack()->undo();
            QTRY_VERIFY(QFile::exists(saved));
        }
        QVERIFY(!QFile::exists(saved)); // a clean exit
        QVERIFY(Autosave::leftovers().isEmpty());
    }

  private:
    QString home_;
};

int main(int argc, char** argv) {
    QTemporaryDir home;
    const bool child = argc > 2 && QByteArray(argv[1]) == "--child";
    if (!child) {
        qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath("data")));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath("config")));
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName("Trellis");
    QApplication::setApplicationName("Trellis");
    if (child) return runChild(QString::fromLocal8Bit(argv[2]));
    TestAutosave test(home.path());
    return QTest::qExec(&test, argc, argv);
}

#include "TestAutosave.moc"
