// The main window's export: File > Export Diagram…, File > Export Game Sheet…, Edit > Copy
// Image. The choices are remembered in AppSettings; the orientation and the layout follow the
// board, so that the picture starts as the board shows the position.
#include "MainWindow.h"

#include "BoardView.h"
#include "ExportDiagramDialog.h"
#include "ExportSheetDialog.h"
#include "Viewport.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QMenu>
#include <QSpinBox>
#include <QStatusBar>

namespace trellis {

void MainWindow::buildExportActions(QMenu* file) {
    action(file, QT_TR_NOOP("&Export Diagram…"), QKeySequence("Ctrl+Shift+E"), [this] {
        openExportDiagram();
    })->setObjectName("exportDiagramAction");
    action(file, QT_TR_NOOP("Export &Game Sheet…"), {}, [this] {
        openExportGameSheet();
    })->setObjectName("exportGameSheetAction");
    QAction* snapshot =
        action(file, QT_TR_NOOP("Export &3D Snapshot…"), {}, [this] { openExport3DSnapshot(); });
    snapshot->setObjectName("export3DSnapshotAction");
    // Only while the 3D view shows.
    connect(file, &QMenu::aboutToShow, snapshot,
            [this, snapshot] { snapshot->setEnabled(viewport_ && viewport_->isVisible()); });
}

DiagramExportChoice MainWindow::boardDiagramChoice() {
    DiagramExportChoice choice = settings_.diagramExport();
    const Diagram shown = board_->diagram();
    choice.options.flipped = shown.flipped;
    choice.options.layout = shown.layout;
    choice.options.colours = shown.colours;
    choice.options.pieces = shown.pieces;
    return choice;
}

ExportDiagramDialog* MainWindow::openExportDiagram() {
    auto* dialog =
        new ExportDiagramDialog(diagramSourceOf(game_, position_), boardDiagramChoice(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSaveDirectory(settings_.exportDirectory());
    connect(dialog, &ExportDiagramDialog::saved, this, [this, dialog](const QString& path) {
        settings_.setExportDirectory(QFileInfo(path).absolutePath());
        settings_.setDiagramExport(dialog->choice());
        statusBar()->showMessage(tr("Diagram saved to %1").arg(path), 8000);
    });
    // Closing without saving keeps the choices too: Copy Image uses them.
    connect(dialog, &QDialog::finished, this,
            [this, dialog] { settings_.setDiagramExport(dialog->choice()); });
    dialog->open();
    return dialog;
}

ExportSheetDialog* MainWindow::openExportGameSheet() {
    auto* dialog = new ExportSheetDialog({game_.tree()}, settings_.gameSheet(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setSaveDirectory(settings_.exportDirectory());
    connect(dialog, &QDialog::finished, this, [this, dialog] {
        settings_.setGameSheet(dialog->options());
        if (dialog->savedPath().isEmpty()) return;
        settings_.setExportDirectory(QFileInfo(dialog->savedPath()).absolutePath());
        statusBar()->showMessage(tr("Game sheet saved to %1").arg(dialog->savedPath()), 8000);
    });
    dialog->open();
    return dialog;
}

void MainWindow::copyImage() {
    const DiagramExportChoice choice = boardDiagramChoice();
    const DiagramSource source = diagramSourceOf(game_, position_);
    const DiagramPicture picture(exportDiagram(source.diagram, choice.options),
                                 expandCaption(choice.options.caption, source.facts));
    QApplication::clipboard()->setMimeData(diagramMimeData(
        picture, picture.resolvedSize(choice.size), choice.devicePixelRatio, source.position));
    statusBar()->showMessage(tr("The diagram is on the clipboard."), 5000);
}

void MainWindow::export3DSnapshot(const QString& path, const QSize& size,
                                  const std::function<void(const QString&)>& done) {
    if (!viewport_ || !viewport_->isVisible()) return done(tr("The 3D view is not shown."));
    viewport_->captureAt(size, [path, done](const QImage& image) {
        if (image.isNull())
            return done(tr("The graphics card cannot render a picture of this size."));
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        done(writeFileAtomically(path, png));
    });
}

void MainWindow::openExport3DSnapshot() {
    QDialog ask(this);
    ask.setWindowTitle(tr("Export 3D Snapshot"));
    auto* width = new QSpinBox(&ask);
    auto* height = new QSpinBox(&ask);
    for (QSpinBox* s : {width, height}) {
        s->setRange(64, 8192);
        s->setSuffix(tr(" px"));
    }
    width->setValue(settings_.snapshotSize().width());
    height->setValue(settings_.snapshotSize().height());
    auto* form = new QFormLayout(&ask);
    form->addRow(tr("&Width:"), width);
    form->addRow(tr("&Height:"), height);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, &ask);
    connect(buttons, &QDialogButtonBox::accepted, &ask, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    form->addRow(buttons);
    if (ask.exec() != QDialog::Accepted) return;
    const QSize size(width->value(), height->value());
    settings_.setSnapshotSize(size);
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export 3D Snapshot"), QDir(settings_.exportDirectory()).filePath("board-3d.png"),
        tr("PNG picture (*.png)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(".png", Qt::CaseInsensitive)) path += ".png";
    settings_.setExportDirectory(QFileInfo(path).absolutePath());
    export3DSnapshot(path, size, [this, path](const QString& error) {
        if (!error.isEmpty()) return showError(error);
        statusBar()->showMessage(tr("3D snapshot saved to %1").arg(path), 8000);
    });
}

} // namespace trellis
