// Help > Keyboard Shortcuts (F1) lists every key of every menu action, read from the actions,
// and the board gestures; Help > About names the version, commit, Qt and the licence, with the
// licence's text.
#include "Cli.h"
#include "MainWindow.h"
#include "ShortcutsDialog.h"

#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QtTest>

using namespace trellis;

class TestHelpDialogs : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void shortcutsListEveryMenuKey() {
        MainWindow w;
        w.setViewMode("2d");
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_F1);
        auto* dialog = w.findChild<ShortcutsDialog*>();
        QVERIFY(dialog);
        QStringList listed;
        for (const QStringList& row : dialog->rows()) listed << row[1] + " = " + row[2];
        // Every key of every action of every menu is there.
        QList<QMenu*> menus;
        for (QAction* a : w.menuBar()->actions())
            if (a->menu()) menus << a->menu();
        int keys = 0;
        while (!menus.isEmpty()) {
            for (QAction* a : menus.takeFirst()->actions()) {
                if (a->menu()) menus << a->menu();
                for (const QKeySequence& k : a->shortcuts()) {
                    const QString key = k.toString(QKeySequence::NativeText);
                    QVERIFY2(std::any_of(listed.begin(), listed.end(),
                                         [&](const QString& l) { return l.contains(key); }),
                             qPrintable(a->text() + " " + key));
                    ++keys;
                }
            }
        }
        QVERIFY(keys > 30);
        for (const char* expected :
             {"Previous Turn = Left", "Edit Headers… = Ctrl+I",
              "Turn the camera = Shift+arrow keys", "Keyboard Shortcuts = F1"})
            QVERIFY2(listed.contains(expected), expected);
        const QStringList redo = listed.filter("Redo = ");
        QCOMPARE(redo.size(), 1);
        QVERIFY(redo.front().contains("Ctrl+Y") && redo.front().contains("Ctrl+Shift+Z"));
    }
    void aboutNamesVersionQtAndLicence() {
        MainWindow w;
        QMessageBox* box = w.showAbout();
        QVERIFY(box->text().contains(QString::fromStdString(cli::versionText())));
        QVERIFY(box->text().contains(qVersion()));
        QVERIFY(box->text().contains("GNU General Public License, version 3 or later"));
        QVERIFY(box->detailedText().contains("GNU GENERAL PUBLIC LICENSE"));
        QVERIFY(box->detailedText().contains("Version 3"));
    }
};

QTEST_MAIN(TestHelpDialogs)
#include "TestHelpDialogs.moc"
