// Game > Edit Headers as a user fills it in: the roster fields, the result as a choice, another
// tag added by the keyboard, a bad tag name refused until it is removed; the tags in the saved
// file and in the strip above the move list, one undo step; Red/Blue for Cotulenh; a sample's
// file name in the window title.
#include "GameFiles.h"
#include "HeaderDialog.h"
#include "MainWindow.h"
#include "StudioTestSupport.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;

class TestGameHeaders : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void headersAreEditedSavedAndUndone() {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.openSample("trid-sample.pgn").isEmpty());
        QVERIFY2(w.windowTitle().startsWith("trid-sample.pgn"), qPrintable(w.windowTitle()));
        const int undoSteps = w.game()->undoStack()->count();
        // Game > Edit Headers by its key.
        QTest::keyClick(&w, Qt::Key_I, Qt::ControlModifier);
        auto* dialog = w.findChild<HeaderDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        type(dialog, "tagEvent", "Vulcan Open");
        type(dialog, "tagWhite", "Sarek");
        type(dialog, "tagBlack", "Amanda");
        type(dialog, "tagDate", "2263.04.12");
        auto* result = dialog->findChild<QComboBox*>("resultBox");
        QVERIFY(result);
        result->setFocus();
        QTest::keyClick(result, Qt::Key_Home);
        QTest::keyClick(result, Qt::Key_Down);
        QCOMPARE(result->currentData().toString(), QString("0-1"));
        // A tag of one's own, typed into the table.
        auto* table = dialog->findChild<QTableWidget*>("otherTags");
        const int rows = table->rowCount();
        QTest::mouseClick(dialog->findChild<QPushButton*>("addTagButton"), Qt::LeftButton);
        QCOMPARE(table->rowCount(), rows + 1);
        typeInCell(table, "Annotator");
        table->editItem(table->item(rows, 1));
        typeInCell(table, "Surak");
        QCOMPARE(table->item(rows, 1)->text(), QString("Surak"));
        // A name with a space is refused, and OK waits until the row is gone.
        QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QTest::mouseClick(dialog->findChild<QPushButton*>("addTagButton"), Qt::LeftButton);
        typeInCell(table, "bad name");
        QVERIFY(!ok->isEnabled());
        QVERIFY(dialog->findChild<QLabel*>("problemLabel")->text().contains("bad name"));
        QTest::mouseClick(dialog->findChild<QPushButton*>("removeTagButton"), Qt::LeftButton);
        QVERIFY(ok->isEnabled());
        QTest::mouseClick(ok, Qt::LeftButton);
        QTRY_VERIFY(!w.findChild<HeaderDialog*>());
        // One undo step; the strip and the saved file show the tags.
        QCOMPARE(w.game()->undoStack()->count(), undoSteps + 1);
        const QString strip = w.findChild<QLabel*>("gameHeaderStrip")->text();
        QVERIFY2(strip.contains("Sarek – Amanda") && strip.contains("0-1") &&
                     strip.contains("Vulcan Open") && strip.contains("2263.04.12"),
                 qPrintable(strip));
        const QString path = dir.filePath("headers.pgn");
        QVERIFY(w.saveTo(path).isEmpty());
        QVERIFY2(w.windowTitle().startsWith("headers.pgn"), qPrintable(w.windowTitle()));
        const QString text = fileText(path);
        for (const char* tag :
             {"[Event \"Vulcan Open\"]", "[Date \"2263.04.12\"]", "[White \"Sarek\"]",
              "[Black \"Amanda\"]", "[Result \"0-1\"]", "[Annotator \"Surak\"]"})
            QVERIFY2(text.contains(tag), tag);
        QVERIFY(text.contains("[Variant "));
        w.game()->undoStack()->undo();
        QVERIFY(w.game()->tree().tag("White") != "Sarek");
        QVERIFY(!w.findChild<QLabel*>("gameHeaderStrip")->text().contains("Sarek"));
    }
    void cotulenhNamesRedAndBlue() {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.newGame("cotulenh"));
        HeaderDialog* dialog = w.openHeaderDialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY(!dialog->findChild<QLineEdit*>("tagWhite"));
        type(dialog, "tagRed", "Giap");
        type(dialog, "tagBlue", "Navarre");
        auto* result = dialog->findChild<QComboBox*>("resultBox");
        QVERIFY(result->itemText(0).contains("Red wins"));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        const QString path = dir.filePath("cotulenh.pgn");
        QVERIFY(w.saveTo(path).isEmpty());
        const QString text = fileText(path);
        QVERIFY2(text.contains("[Red \"Giap\"]") && text.contains("[Blue \"Navarre\"]"),
                 qPrintable(text));
        QVERIFY(w.findChild<QLabel*>("gameHeaderStrip")->text().contains("Giap – Navarre"));
    }

  private:
    static void type(QWidget* dialog, const QString& field, const QString& text) {
        auto* edit = dialog->findChild<QLineEdit*>(field);
        QVERIFY2(edit, qPrintable(field));
        edit->selectAll();
        QTest::keyClicks(edit, text);
    }
    // Types into the cell editor the table has open, and confirms with Return.
    static void typeInCell(QTableWidget* table, const QString& text) {
        QCoreApplication::processEvents(); // a closed editor goes away
        QLineEdit* editor = nullptr;
        for (QLineEdit* e : table->viewport()->findChildren<QLineEdit*>())
            if (e->isVisible()) editor = e;
        QVERIFY(editor);
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        QCoreApplication::processEvents();
    }
    static QString fileText(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
};

QTEST_MAIN(TestGameHeaders)
#include "TestGameHeaders.moc"
