// Leaving a mode (the position editor by Cancel or Done, puzzle solving, repertoire training)
// gives every menu action back as it was, also one that sits in two menus (View > Opening Tree
// is Board > Opening Tree): Ctrl+Shift+T shows the opening tree afterwards.
#include "MainWindow.h"
#include "PositionEditor.h"
#include "SolvePanel.h"
#include "StudioTestSupport.h"
#include "TrainPanel.h"

#include <QDockWidget>
#include <QHash>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;

namespace {

// Every action of the menu bar with whether it is enabled, each counted once per menu.
QHash<QString, bool> menuStates(MainWindow& w) {
    QHash<QString, bool> out;
    QList<QPair<QString, QMenu*>> menus;
    for (QAction* a : w.menuBar()->actions())
        if (a->menu()) menus.push_back({a->text(), a->menu()});
    while (!menus.isEmpty()) {
        const auto [path, m] = menus.takeFirst();
        for (QAction* a : m->actions()) {
            if (a->isSeparator()) continue;
            const QString here = path + " > " + a->text();
            if (a->menu()) menus.push_back({here, a->menu()});
            out.insert(here, a->isEnabled());
        }
    }
    return out;
}

// The actions whose state differs between two records.
QStringList changed(const QHash<QString, bool>& before, const QHash<QString, bool>& after) {
    QStringList out;
    for (auto it = before.begin(); it != before.end(); ++it)
        if (after.value(it.key(), !it.value()) != it.value()) out << it.key();
    return out;
}

QPushButton* button(QWidget* in, const char* name) {
    return in ? in->findChild<QPushButton*>(name) : nullptr;
}

} // namespace

class TestModeActions : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void leavingModesRestoresActions() {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(w.openSample("chess-sample.pgn").isEmpty());
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.openDatabase(dir.filePath("games.trellisdb"), true).isEmpty());
        auto* tree = w.findChild<QDockWidget*>("openingTreeDock");
        QVERIFY(tree && !tree->isVisible());
        const QHash<QString, bool> before = menuStates(w);
        QVERIFY(before.value("&View > &Opening Tree") && before.value("&Board > &Opening Tree"));

        // Repertoire training of the game open (a sample), stopped by its button.
        w.findChild<QAction*>("trainFirstSideAction")->trigger();
        QVERIFY(w.trainPanel());
        QTest::mouseClick(button(w.trainPanel(), "stopTrainingButton"), Qt::LeftButton);
        QTRY_VERIFY(!w.trainPanel());
        QVERIFY2(changed(before, menuStates(w)).isEmpty(),
                 qPrintable(changed(before, menuStates(w)).join(", ")));

        // Puzzle solving, left by its Leave button.
        QVERIFY(w.solveSample(w.puzzleSampleNames().front()).isEmpty());
        QVERIFY(!testing::menuAction(w, "Opening Tree")->isEnabled());
        QTest::mouseClick(button(w.solvePanel(), "leaveButton"), Qt::LeftButton);
        QTRY_VERIFY(!w.solvePanel());
        QVERIFY2(changed(before, menuStates(w)).isEmpty(),
                 qPrintable(changed(before, menuStates(w)).join(", ")));

        // The editor, left by Cancel and then by Done.
        for (const char* leave : {"cancel", "done"}) {
            testing::menuAction(w, "Set Up Position…")->trigger();
            QVERIFY(w.positionEditor());
            QVERIFY(!testing::menuAction(w, "Opening Tree")->isEnabled());
            QTest::mouseClick(button(w.positionEditor(), leave), Qt::LeftButton);
            QTRY_VERIFY(!w.positionEditor());
            QVERIFY2(changed(before, menuStates(w)).isEmpty(),
                     qPrintable(leave + (": " + changed(before, menuStates(w)).join(", "))));
        }

        // The shortcut works again.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(tree->isVisible());
    }
};

QTEST_MAIN(TestModeActions)
#include "TestModeActions.moc"
