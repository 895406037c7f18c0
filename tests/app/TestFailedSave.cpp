// A save that fails says so and keeps the game unsaved in the window: the user plays a move,
// saves with File > Save As… into a folder nobody may write, reads the message, and finds the
// move still there, the window still modified and no file written; saving elsewhere then works.
#include "BoardView.h"
#include "GameFiles.h"
#include "MainWindow.h"
#include "StudioTestSupport.h"

#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <unistd.h>

using namespace trellis;
using testing::menuAction;
using testing::whenDialogOpens;

namespace {

// File > Save As… to `path`; returns the warning the window shows (empty: none).
QString saveAs(MainWindow& w, const QString& path) {
    whenDialogOpens<QFileDialog>([path](QFileDialog* d) {
        // Typed into the file name field and confirmed with Return, as a user does.
        auto* name = d->findChild<QLineEdit*>("fileNameEdit");
        if (!name) return d->reject(); // nothing saved: the caller's checks fail
        name->setText(path);
        QTest::keyClick(name, Qt::Key_Return);
    });
    QString warning;
    bool warned = false;
    whenDialogOpens<QMessageBox>([&](QMessageBox* box) {
        warning = box->text();
        warned = true;
        box->accept();
    });
    menuAction(w, "Save As…")->trigger();
    QCoreApplication::processEvents();
    return warned ? warning : QString();
}

} // namespace

class TestFailedSave : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("TrellisTest"); // as the studio names itself
    }
    // The file dialog starts where the last save went: a folder that may be gone.
    void init() { QFile::remove(QSettings().fileName()); }

    void failedSaveKeepsTheGameUnsaved_data() {
        QTest::addColumn<bool>("procFolder");
        QTest::newRow("a folder of /proc (read-only for everyone)") << true;
        QTest::newRow("a read-only temporary folder") << false;
    }
    void failedSaveKeepsTheGameUnsaved() {
        QFETCH(bool, procFolder);
        if (!procFolder && ::geteuid() == 0) QSKIP("root writes into read-only folders");
        QTemporaryDir dir;
        const QString locked = procFolder ? QString("/proc/self") : dir.filePath("locked");
        if (!procFolder) {
            QVERIFY(QDir().mkpath(locked));
            QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner));
        }
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.newGame("chess"));
        for (const char* square : {"e2", "e4"}) {
            const QPointF at = w.board()->squareCentre(square);
            QVERIFY(!at.isNull());
            QTest::mouseClick(w.board(), Qt::LeftButton, {}, at.toPoint());
        }
        QCOMPARE(w.game()->rowCount(), 1);
        QVERIFY(w.isWindowModified());

        const QString target = locked + "/game.pgn";
        const QString warning = saveAs(w, target);
        QVERIFY2(warning.contains("game.pgn"), qPrintable(warning));
        QVERIFY(!QFile::exists(target));
        QVERIFY(w.isWindowModified());
        QVERIFY(w.windowTitle().contains("Untitled"));
        QVERIFY(w.filePath().isEmpty());
        QCOMPARE(w.game()->rowCount(), 1);

        // The game kept is the one a later save writes.
        const QString good = dir.filePath("game.pgn");
        QCOMPARE(saveAs(w, good), QString());
        QVERIFY(!w.isWindowModified());
        QCOMPARE(w.filePath(), good);
        const LoadedGames saved = loadGames(good);
        QCOMPARE(saved.games.size(), 1);
        QCOMPARE(gameText(saved.games.front()), gameText(w.game()->tree()));
        if (!procFolder)
            QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
};

QTEST_MAIN(TestFailedSave)
#include "TestFailedSave.moc"
