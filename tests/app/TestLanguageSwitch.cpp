// The language chosen in Settings applies at once on the real main window: menu titles, dock
// titles and Qt's own dialog buttons follow, and English comes back; --lang is checked; counts read
// as English ones do ("1 game", "2 games").
#include "DatabaseImporter.h"
#include "DatabasePanel.h"
#include "GameDatabase.h"
#include "GameGenerator.h"
#include "GuiOptions.h"
#include "MainWindow.h"
#include "PositionEditor.h"
#include "SettingsDialog.h"
#include "StudioTestSupport.h"
#include "variant/VariantRegistry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace trellis;

namespace {

QString menuTitle(MainWindow& w, int index) {
    return w.menuBar()->actions().at(index)->text();
}

// Chooses a language in Settings and presses OK as a user would.
void chooseLanguage(MainWindow& w, const QString& code) {
    SettingsDialog* dialog = w.openSettings();
    auto* box = dialog->findChild<QComboBox*>("languageBox");
    QVERIFY(box);
    const int index = box->findData(code);
    QVERIFY(index >= 0);
    box->setCurrentIndex(index);
    QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QTest::mouseClick(ok, Qt::LeftButton);
}

// The Cancel button's text of a freshly opened Settings dialog.
QString cancelText(MainWindow& w) {
    SettingsDialog* dialog = w.openSettings();
    const QString text =
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel)->text();
    dialog->reject();
    return QString(text).remove('&');
}

// Every visible button, check box and single-line label is at least as wide as its words need.
void checkFits(QWidget& window) {
    QStringList clipped;
    for (QWidget* widget : window.findChildren<QWidget*>()) {
        // Qt's own title buttons of the docks draw icons, no words.
        if (!widget->isVisible() || widget->objectName().startsWith("qt_")) continue;
        const auto* label = qobject_cast<QLabel*>(widget);
        const bool fixedText = qobject_cast<QAbstractButton*>(widget) ||
                               (label && !label->wordWrap() && !label->text().isEmpty());
        if (fixedText && widget->width() < widget->minimumSizeHint().width())
            clipped << widget->objectName() + " " + widget->metaObject()->className();
    }
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(", ")));
}

// A database at `path` of `games` generated chess games.
bool manyGames(const QString& path, int games) {
    const QString file = QFileInfo(path).dir().filePath("many.pgn");
    {
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly)) return false;
        db::GeneratorOptions g;
        g.variant = findVariant("chess");
        g.seed = 47;
        g.maxTurns = 6;
        db::generateGames(g, 0, games, 2, [&](const std::string& text) {
            out.write(text.data(), qint64(text.size()));
        });
    }
    auto database = db::GameDatabase::open(path);
    return database && db::DatabaseImporter::importFiles(**database, {file}).imported == games;
}

// The labels of a freshly opened Settings dialog.
QStringList settingsLabels(MainWindow& w) {
    SettingsDialog* dialog = w.openSettings();
    QStringList texts;
    for (const QLabel* label : dialog->findChildren<QLabel*>()) texts << label->text();
    dialog->reject();
    return texts;
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    void switchesAtOnceAndBack() {
        QSettings().setValue("ui/language", "en");
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QCOMPARE(menuTitle(w, 0), QString("&File"));
        auto* moves = w.findChild<QDockWidget*>("movesDock");
        QCOMPARE(moves->windowTitle(), QString("Moves"));

        chooseLanguage(w, "de");
        QTRY_COMPARE(menuTitle(w, 0), QString("&Datei"));
        QCOMPARE(menuTitle(w, 1), QString("&Bearbeiten"));
        QCOMPARE(moves->windowTitle(), QString("Züge"));
        QVERIFY(testing::menuAction(w, "Einstellungen…"));
        QCOMPARE(cancelText(w), QString("Abbrechen")); // Qt's own German
        // The panels follow too.
        QCOMPARE(w.findChild<QToolButton*>("firstButton")->toolTip(),
                 QString("Anfangsstellung (Pos1)"));
        QCOMPARE(w.findChild<QPushButton*>("analysisAddVariation")->text(),
                 QString("Als Variante übernehmen"));

        chooseLanguage(w, "vi");
        QTRY_COMPARE(menuTitle(w, 0), QString("&Tệp"));
        QCOMPARE(moves->windowTitle(), QString("Nước đi"));
        QCOMPARE(cancelText(w), QString("Hủy")); // Qt has no Vietnamese: ours
        QCOMPARE(w.findChild<QPushButton*>("analysisStartStop")->text(), QString("Bắt đầu"));
        // The analysis status the model set before the switch is read in the new language.
        QCOMPARE(w.findChild<QLabel*>("analysisStatus")->text(), QString("Đã dừng"));
        // The variants' own words (from core) in the players' language.
        QVERIFY(settingsLabels(w).contains("Cờ Tư Lệnh:"));
        w.newGame("cotulenh");
        w.findChild<QAction*>("setUpPositionAction")->trigger();
        QVERIFY(w.positionEditor());
        QCOMPARE(w.positionEditor()->findChild<QWidget*>("piece-F")->toolTip(),
                 QString("Không quân (F)"));
        w.positionEditor()->findChild<QPushButton*>("cancel")->click();
        QTRY_VERIFY(!w.positionEditor());

        chooseLanguage(w, "en");
        QTRY_COMPARE(menuTitle(w, 0), QString("&File"));
        QCOMPARE(moves->windowTitle(), QString("Moves"));
        QVERIFY(testing::menuAction(w, "Settings…"));
        QCOMPARE(cancelText(w), QString("Cancel"));
        QCOMPARE(w.findChild<QToolButton*>("firstButton")->toolTip(),
                 QString("First position (Home)"));
        QCOMPARE(w.findChild<QPushButton*>("analysisStartStop")->text(), QString("Start"));
        QCOMPARE(w.findChild<QLabel*>("analysisStatus")->text(), QString("Stopped"));
        QCOMPARE(QSettings().value("ui/language").toString(), QString("en"));
    }

    // Numbers are written as the chosen language writes them ("1.234 Partien", "1.234 ván
    // cờ"), and a notice already shown is said again in the new language: the database panel's
    // count and Board > Search Position's result, through English, German and Vietnamese.
    void numbersAndNoticesInTheLanguage() {
        QTemporaryDir dir;
        const QString path = dir.filePath("many.trellisdb");
        QVERIFY(manyGames(path, 1234));
        QSettings().setValue("ui/language", "en");
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        QVERIFY(w.openDatabase(path).isEmpty());
        QVERIFY(w.newGame("chess"));
        auto* count = w.findChild<QLabel*>("databaseCount");
        QTRY_COMPARE(count->text(), QString("1,234 games"));
        w.findChild<QAction*>("searchPositionAction")->trigger();
        DatabasePanel* panel = w.databasePanel();
        QTRY_COMPARE(panel->noticeText(), QString("1,234 games reach the board's position."));

        chooseLanguage(w, "de");
        QTRY_COMPARE(panel->noticeText(),
                     QString("1.234 Partien erreichen die Stellung auf dem Brett."));
        QTRY_VERIFY2(count->text().endsWith("1.234 Partien"), qPrintable(count->text()));
        chooseLanguage(w, "vi");
        QTRY_COMPARE(panel->noticeText(), QString("1.234 ván cờ đạt đến thế cờ trên bàn."));
        QTRY_VERIFY2(count->text().endsWith("1.234 ván"), qPrintable(count->text()));
        // A search made in Vietnamese says so in Vietnamese.
        panel->findChild<QToolButton*>("databaseNoticeClose")->click();
        w.findChild<QAction*>("searchPositionAction")->trigger();
        QTRY_COMPARE(panel->noticeText(), QString("1.234 ván cờ đạt đến thế cờ trên bàn."));
        chooseLanguage(w, "en");
        QTRY_COMPARE(panel->noticeText(), QString("1,234 games reach the board's position."));
    }

    // --lang applies for the run only; the setting stays.
    void langOptionForThisRun() {
        QSettings().setValue("ui/language", "de");
        MainWindow w;
        QCOMPARE(menuTitle(w, 0), QString("&Datei"));
        w.setLanguage("vi");
        QTRY_COMPARE(menuTitle(w, 0), QString("&Tệp"));
        QCOMPARE(QSettings().value("ui/language").toString(), QString("de"));
        w.setLanguage("en");
        QTRY_COMPARE(menuTitle(w, 0), QString("&File"));
    }

    // A count reads as English does, "1 game" and "2 games", not "game(s)": in English, and
    // when the system's language is one the studio lacks; German keeps its own forms.
    void englishCountsHaveTheirForms() {
        const auto skipped = [](int n) {
            return QCoreApplication::translate("trellis::MainWindow", "%n game(s) skipped: %1",
                                               nullptr, n);
        };
        for (const char* language : {"en", "fr"}) {
            QSettings().setValue("ui/language", language);
            MainWindow w;
            QCOMPARE(skipped(1), QString("1 game skipped: %1"));
            QCOMPARE(skipped(2), QString("2 games skipped: %1"));
        }
        QSettings().setValue("ui/language", "de");
        MainWindow w;
        QCOMPARE(skipped(1), QString("1 Partie übersprungen: %1"));
        w.setLanguage("en");
        QTRY_COMPARE(skipped(3), QString("3 games skipped: %1"));
    }

    // In German the buttons and labels of the window, the database panel and the position
    // editor keep room for their words: none is narrower than it asks to be.
    void germanFits() {
        QSettings().setValue("ui/language", "de");
        MainWindow w;
        QVERIFY(testing::showIn2D(w));
        checkFits(w);
        if (QTest::currentTestFailed()) return;
        w.findChild<QAction*>("setUpPositionAction")->trigger();
        QVERIFY(w.positionEditor());
        QApplication::processEvents();
        checkFits(w);
    }

    void badLangIsAnError() {
        QCOMPARE(parseGuiOptions({"--lang", "vi"}).language, QString("vi"));
        QCOMPARE(parseGuiOptions({"--lang", "fr"}).error,
                 QString("--lang takes vi, de or en, not 'fr'"));
        QCOMPARE(parseGuiOptions({"--lang"}).error, QString("--lang needs a value"));
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "TestLanguageSwitch.moc"
