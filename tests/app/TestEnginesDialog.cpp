// Edit > Engines… with Stockfish: added from the dialog (its handshake in the background),
// its options as a form (a value set away from the default is kept), its variants (chess);
// kept in the settings; the analysis panel then offers it for chess games only, analyses with
// it, and remembers the choice per variant. A program that is no UCI engine is not added.
#include "AnalysisModel.h"
#include "AppSettings.h"
#include "EnginesDialog.h"
#include "MainWindow.h"
#include "StudioTestSupport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace trellis;

class TestEnginesDialog : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        AppSettings settings;
        settings.setEngines({});
        settings.setAnalysisEngine("chess", {});
    }

    void stockfishFromTheDialogToThePanel() {
        if (EnginesDialog::installedStockfish().isEmpty()) QSKIP("stockfish is not installed");
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.newGame("chess"));
        // The analysis's child is this build's trellis (the test binary is not one).
        w.analysis()->setEngine(TRELLIS_BINARY, {"analyse", "--stream"});
        auto* engine = w.findChild<QComboBox*>("analysisEngine");
        QVERIFY(engine);
        QVERIFY(!engine->isVisible()); // no engine yet: the built-in one alone

        QAction* open = testing::menuAction(w, "Engines…");
        QVERIFY(open);
        open->trigger();
        auto* dialog = w.findChild<EnginesDialog*>();
        QVERIFY(dialog);
        QSignalSpy probed(dialog, &EnginesDialog::probeFinished);
        auto* add = dialog->findChild<QPushButton*>("addStockfish");
        QVERIFY(add && add->isVisible());
        QTest::mouseClick(add, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(probed.count(), 1, 30000);
        auto* list = dialog->findChild<QListWidget*>("engineList");
        QCOMPARE(list->count(), 1);
        QVERIFY(list->item(0)->text().startsWith("Stockfish"));
        auto* chess = dialog->findChild<QCheckBox*>("engineVariant_chess");
        QVERIFY(chess && chess->isChecked());
        auto* skill = dialog->findChild<QSpinBox*>("engineOption_Skill Level");
        QVERIFY(skill);
        QCOMPARE(skill->value(), 20);
        skill->setFocus();
        QTest::keyClick(skill, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(skill, "3");
        QCOMPARE(skill->value(), 3);
        auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QTest::mouseClick(ok, Qt::LeftButton);

        const QList<EngineEntry> kept = AppSettings().engines();
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept[0].variants, QStringList{"chess"});
        QVERIFY(kept[0].options.contains(QPair<QString, QString>{"Skill Level", "3"}));

        // The panel offers it; choosing it makes the analysis run it.
        QTRY_VERIFY(engine->isVisible());
        QCOMPARE(engine->count(), 2);
        engine->setFocus();
        QTest::keyClick(engine, Qt::Key_Down);
        QVERIFY(engine->currentText().startsWith("Stockfish"));
        QCOMPARE(w.analysis()->engineArguments().value(0), QString("--engine"));
        QVERIFY(w.analysis()->engineArguments().contains("Skill Level=3"));
        QTest::mouseClick(w.findChild<QPushButton*>("analysisStartStop"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(w.analysis()->rowCount() > 0, 30000);
        QVERIFY(w.analysis()->state() == AnalysisModel::State::Running);
        QTest::mouseClick(w.findChild<QPushButton*>("analysisStartStop"), Qt::LeftButton);
        QVERIFY(!w.analysis()->isRunning());

        // Tri-D: Stockfish does not play it, the built-in engine analyses.
        QVERIFY(w.newGame("trid"));
        QVERIFY(!engine->isVisible());
        QVERIFY(w.analysis()->engineArguments().isEmpty());
        // Chess again: the choice was kept for chess.
        QVERIFY(w.newGame("chess"));
        QVERIFY(engine->isVisible());
        QVERIFY(engine->currentText().startsWith("Stockfish"));
        QVERIFY(!w.analysis()->engineArguments().isEmpty());
    }

    void aProgramThatIsNoEngineIsNotAdded() {
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        EnginesDialog* dialog = w.openEngines();
        const int before = dialog->findChild<QListWidget*>("engineList")->count();
        // (While the first engine's options are read, if there is one: the program waits.)
        dialog->addEngine("/bin/true");
        auto* status = dialog->findChild<QLabel*>("engineStatus");
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith("Not added: "), 30000);
        QVERIFY2(status->text().contains("/bin/true"), qPrintable(status->text()));
        QCOMPARE(dialog->findChild<QListWidget*>("engineList")->count(), before);
        dialog->reject();
    }
};

QTEST_MAIN(TestEnginesDialog)
#include "TestEnginesDialog.moc"
