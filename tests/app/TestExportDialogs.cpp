// The studio's export as a user meets it: File > Export Diagram… previews the options live and
// saves what it previews, File > Export Game Sheet… previews pages and saves the PDF, Edit >
// Copy Image (Ctrl+Shift+C) puts the picture on the clipboard as an image, as SVG and as the
// position string, and the choices are remembered. Grabs of the dialogs land in
// /tmp/trellis-export for a human to look at.
#include "BoardView.h"
#include "ExportDiagramDialog.h"
#include "ExportSheetDialog.h"
#include "MainWindow.h"
#include "StudioTestSupport.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace trellis;
using testing::menuAction;

namespace {

const QString kPictures = QStringLiteral("/tmp/trellis-export");

QImage grabbed(QWidget* widget) {
    return widget->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

} // namespace

class TestExportDialogs : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QDir().mkpath(kPictures);
    }

    void menusOfferTheExports() {
        MainWindow w;
        QAction* exportDiagram = menuAction(w, "Export Diagram…");
        QVERIFY(exportDiagram);
        QCOMPARE(exportDiagram->shortcut(), QKeySequence("Ctrl+Shift+E"));
        QVERIFY(menuAction(w, "Export Game Sheet…"));
        QAction* copy = menuAction(w, "Copy Image");
        QVERIFY(copy);
        QCOMPARE(copy->shortcut(), QKeySequence("Ctrl+Shift+C"));
        QVERIFY(menuAction(w, "Copy Position String"));
    }

    void exportDiagramPreviewsAndSaves() {
        MainWindow w;
        QVERIFY(w.openSample("trid-sample.pgn").isEmpty());
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::keyClick(
            &w, Qt::Key_End); // the game opens at its start; the caption names the last turn
        menuAction(w, "Export Diagram…")->trigger();
        auto* dialog = w.findChild<ExportDiagramDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        dialog->resize(1000, 640);
        QWidget* preview = dialog->findChild<QWidget*>("diagramPreview");
        QVERIFY(preview);
        const QImage before = grabbed(preview);
        // The board's own orientation and layout to start with.
        QCOMPARE(dialog->choice().options.layout, w.board()->diagram().layout);

        // Each option redraws the preview.
        auto* theme = dialog->findChild<QComboBox*>("theme");
        theme->setCurrentIndex(theme->findData("print"));
        const QImage print = grabbed(preview);
        QVERIFY(print != before);
        auto* layout = dialog->findChild<QComboBox*>("layout");
        QVERIFY(layout->isVisible());
        const QString other = w.board()->diagram().layout == "side" ? "stack" : "side";
        layout->setCurrentIndex(layout->findData(other));
        const QImage stacked = grabbed(preview);
        QVERIFY(stacked != print);
        auto* caption = dialog->findChild<QComboBox*>("caption");
        caption->setEditText("{players}, {turn}");
        QCOMPARE(dialog->picture().caption(), QString("Spock \u2013 Kirk, 7. Nd5N-b6B"));
        auto* extras = dialog->findChild<QLineEdit*>("extras");
        QTest::keyClicks(extras, "b6B-c8B:R");
        QVERIFY(dialog->extrasError().isEmpty());
        QCOMPARE(dialog->picture().diagram().arrows.size(), 1);
        extras->setText("b6B-q9");
        QVERIFY(dialog->extrasError().contains("no square q9"));
        QVERIFY(dialog->findChild<QLabel*>("status")->text().contains("no square q9"));
        QCOMPARE(dialog->picture().diagram().arrows.size(), 0); // left out, not drawn wrong
        extras->setText("b6B-c8B:R");
        dialog->findChild<QSpinBox*>("width")->setValue(450);
        QVERIFY(grabbed(dialog).save(kPictures + "/export-diagram-dialog.png"));

        QTemporaryDir dir;
        QVERIFY(dialog->saveTo(dir.filePath("d.svg")).isEmpty());
        QSvgRenderer svg(dir.filePath("d.svg"));
        QVERIFY(svg.isValid());
        auto* ratio = dialog->findChild<QComboBox*>("ratio");
        ratio->setCurrentIndex(ratio->findData(2.0));
        QVERIFY(dialog->saveTo(dir.filePath("d.png")).isEmpty());
        const QImage png(dir.filePath("d.png"));
        QCOMPARE(png.width(), 900);
        QCOMPARE(png.height(), dialog->picture().heightFor(450) * 2);
        QVERIFY(png.save(kPictures + "/export-dialog-saved.png"));
        QVERIFY(!dialog->saveTo(dir.filePath("d.gif")).isEmpty());
        dialog->reject();
        QTRY_VERIFY(!w.findChild<ExportDiagramDialog*>());

        // The choices are remembered (the layout follows the board).
        auto* again = w.openExportDiagram();
        QCOMPARE(again->choice().options.theme, DiagramTheme::Print);
        QCOMPARE(again->choice().options.caption, QString("{players}, {turn}"));
        QCOMPARE(again->choice().size, QSize(450, 0));
        QCOMPARE(again->choice().devicePixelRatio, 2.0);
        // The arrows and marks typed too: a second export keeps them.
        QCOMPARE(again->choice().extras, QString("b6B-c8B:R"));
        QCOMPARE(again->findChild<QLineEdit*>("extras")->text(), QString("b6B-c8B:R"));
        QCOMPARE(again->picture().diagram().arrows.size(), 1);
        again->reject();
    }

    // Chess has one layout: the dialog offers no choice of layout.
    void oneLayoutNoChoice() {
        MainWindow w;
        QVERIFY(w.openSample("chess-sample.pgn").isEmpty());
        w.show();
        auto* dialog = w.openExportDiagram();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY(!dialog->findChild<QComboBox*>("layout")->isVisible());
        dialog->reject();
    }

    void copyImagePutsPictureSvgAndPositionOnTheClipboard() {
        QSettings().clear();
        MainWindow w;
        QVERIFY(w.openSample("chess-sample.pgn").isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QApplication::clipboard()->clear();
        w.activateWindow();
        QTest::keyClick(&w, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        const QMimeData* data = QApplication::clipboard()->mimeData();
        QVERIFY(data);
        QVERIFY(data->hasImage());
        const QImage image = qvariant_cast<QImage>(data->imageData());
        QCOMPARE(image.width(), 800);
        QVERIFY(data->hasFormat("image/svg+xml"));
        QSvgRenderer svg(data->data("image/svg+xml"));
        QVERIFY(svg.isValid());
        const QString position =
            QString::fromStdString(w.game()->tree().positionAt(w.game()->currentNode()));
        QCOMPARE(data->text(), position);
        QVERIFY(image.save(kPictures + "/copy-image.png"));
    }

    void exportGameSheetPreviewsAndSaves() {
        QSettings().clear();
        MainWindow w;
        QVERIFY(w.openSample("chess-sample.pgn").isEmpty());
        w.show();
        menuAction(w, "Export Game Sheet…")->trigger();
        auto* dialog = w.findChild<ExportSheetDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->options().theme, DiagramTheme::Print);
        QCOMPARE(dialog->report().diagrams, 0); // no $220 in the game, no diagram every N
        auto* every = dialog->findChild<QSpinBox*>("every");
        // The field says in words what it does: no "$220" jargon, "1 turn", "2 turns".
        QCOMPARE(every->text(), QString("only after turns marked ▦ Diagram"));
        QVERIFY(every->toolTip().contains("Annotation glyph"));
        every->setFocus();
        QTest::keyClick(every, Qt::Key_Up);
        QCOMPARE(every->text(), QString("every 1 turn"));
        QTest::keyClick(every, Qt::Key_Up);
        QCOMPARE(every->text(), QString("every 2 turns"));
        every->setValue(4);
        QCOMPARE(dialog->report().diagrams, 8);
        auto* preview = dialog->findChild<QLabel*>("pagePreview");
        QVERIFY(!preview->pixmap().isNull());
        const QImage first = preview->pixmap().toImage();
        dialog->findChild<QSpinBox*>("page")->setValue(2);
        QVERIFY(preview->pixmap().toImage() != first);
        QVERIFY(grabbed(dialog).save(kPictures + "/export-sheet-dialog.png"));
        QTemporaryDir dir;
        QVERIFY(dialog->saveTo(dir.filePath("sheet.pdf")).isEmpty());
        QFile pdf(dir.filePath("sheet.pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        dialog->reject();
        QTRY_VERIFY(!w.findChild<ExportSheetDialog*>());
        auto* again = w.openExportGameSheet();
        QCOMPARE(again->options().every, 4);
        again->reject();
    }
};

QTEST_MAIN(TestExportDialogs)
#include "TestExportDialogs.moc"
