// Help > Keyboard Shortcuts (F1) lists every key of every menu action, read from the actions,
// and the board gestures; Help > About names the version, commit, Qt and the licence, with the
// licence's text.
#include "BoardView.h"
#include "Cli.h"
#include "MainWindow.h"
#include "SettingsDialog.h"
#include "ShortcutsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>

#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTest>

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
    void settingsTakeEffect() {
        MainWindow w;
        w.setViewMode("2d");
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.newGame("chess"));
        const Notation before = w.game()->notation();
        QTest::keyClick(&w, Qt::Key_Comma, Qt::ControlModifier); // Edit > Settings…
        auto* dialog = w.findChild<SettingsDialog*>();
        QVERIFY(dialog);
        auto* chess = dialog->findChild<QComboBox*>("notation_chess");
        QVERIFY(chess && chess->count() >= 2);
        chess->setFocus();
        QTest::keyClick(chess, before == Notation(chess->itemData(0).toInt()) ? Qt::Key_End
                                                                              : Qt::Key_Home);
        const Notation chosen = Notation(chess->currentData().toInt());
        QVERIFY(chosen != before);
        auto* animations = dialog->findChild<QCheckBox*>("animationsBox");
        auto* flipped = dialog->findChild<QCheckBox*>("flippedBox");
        const bool animated = w.board()->animated(), wasFlipped = w.board()->flipped();
        QTest::mouseClick(animations, Qt::LeftButton, {}, QPoint(8, animations->height() / 2));
        QTest::mouseClick(flipped, Qt::LeftButton, {}, QPoint(8, flipped->height() / 2));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        QCOMPARE(w.game()->notation(), chosen);
        QCOMPARE(w.board()->animated(), !animated);
        QCOMPARE(w.board()->flipped(), !wasFlipped);
        QCOMPARE(w.findChild<QAction*>("flipAction")->isChecked(), !wasFlipped);
        MainWindow again; // kept
        QVERIFY(again.newGame("chess"));
        QCOMPARE(again.game()->notation(), chosen);
        QCOMPARE(again.board()->animated(), !animated);
        // Leave the settings as they were for the other tests.
        AppSettings settings;
        settings.setNotation("chess", before);
        settings.setAnimations(animated);
        settings.setFlipped(wasFlipped);
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
