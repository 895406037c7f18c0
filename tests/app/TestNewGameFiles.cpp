// A new game and its file as a user makes them: File > New gives the game PGN's Seven Tag
// Roster (today's date, "?" for what nobody has said yet, the variant's player tags), Save As
// with a name typed without an extension writes NAME.pgn, and the file read back keeps the
// roster.
#include "BoardView.h"
#include "GameFiles.h"
#include "MainWindow.h"
#include "StudioTestSupport.h"

#include <QDate>
#include <QFileDialog>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;
using testing::menuAction;
using testing::whenDialogOpens;

namespace {

// The tags of the window's game, "Key=value" in the game's order.
QStringList tags(MainWindow& w) {
    QStringList out;
    for (const auto& [key, value] : w.game()->tree().tags())
        out << QString::fromStdString(key + "=" + value);
    return out;
}

QStringList roster(const QString& first, const QString& second) {
    const QString today = QDate::currentDate().toString("yyyy.MM.dd");
    return {"Event=?",    "Site=?",      "Date=" + today, "Round=?",
            first + "=?", second + "=?", "Result=*"};
}

} // namespace

class TestNewGameFiles : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("TrellisTest");
    }
    void init() { QFile::remove(QSettings().fileName()); }

    void newGameHasTheRosterAndSaveAsAddsTheExtension() {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        menuAction(w, "New Cotulenh Game")->trigger();
        QCOMPARE(tags(w).mid(0, 7), roster("Red", "Blue"));
        menuAction(w, "New Chess Game")->trigger();
        QCOMPARE(tags(w).mid(0, 7), roster("White", "Black"));
        // e2-e4 on the board, then File > Save As… with "opening" typed, no extension.
        for (const char* square : {"e2", "e4"})
            QTest::mouseClick(w.board(), Qt::LeftButton, {},
                              w.board()->squareCentre(square).toPoint());
        QCOMPARE(w.game()->rowCount(), 1);
        const QString typed = dir.filePath("opening");
        whenDialogOpens<QFileDialog>([typed](QFileDialog* d) {
            auto* name = d->findChild<QLineEdit*>("fileNameEdit");
            if (!name) return d->reject();
            name->setText(typed);
            QTest::keyClick(name, Qt::Key_Return);
        });
        menuAction(w, "Save As…")->trigger();
        QTRY_COMPARE(w.filePath(), typed + ".pgn");
        QVERIFY(QFile::exists(typed + ".pgn"));
        QVERIFY(!QFile::exists(typed));
        QVERIFY(w.windowTitle().startsWith("opening.pgn"));
        // Read back, the roster is there as saved.
        MainWindow again;
        QVERIFY(again.openFile(typed + ".pgn", 0).isEmpty());
        QCOMPARE(tags(again).mid(0, 7), roster("White", "Black"));
    }
};

QTEST_MAIN(TestNewGameFiles)
#include "TestNewGameFiles.moc"
