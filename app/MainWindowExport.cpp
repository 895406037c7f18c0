// The main window's export: File > Export Diagram…, File > Export Game Sheet…, Edit > Copy
// Image. The choices are remembered in AppSettings; the orientation and the layout follow the
// board, so that the picture starts as the board shows the position.
#include "MainWindow.h"

#include "BoardView.h"
#include "ExportDiagramDialog.h"
#include "ExportSheetDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>

namespace trellis {

void MainWindow::buildExportActions(QMenu* file) {
    action(file, tr("&Export Diagram…"), QKeySequence("Ctrl+Shift+E"), [this] {
        openExportDiagram();
    })->setObjectName("exportDiagramAction");
    action(file, tr("Export &Game Sheet…"), {}, [this] {
        openExportGameSheet();
    })->setObjectName("exportGameSheetAction");
}

DiagramExportChoice MainWindow::boardDiagramChoice() {
    DiagramExportChoice choice = settings_.diagramExport();
    const Diagram shown = board_->diagram();
    choice.options.flipped = shown.flipped;
    choice.options.layout = shown.layout;
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

} // namespace trellis
