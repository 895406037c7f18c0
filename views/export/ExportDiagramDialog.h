#pragma once
// File > Export Diagram…: the options of a diagram beside a live preview of the picture they
// make (the export's own drawing, scaled to fit), then Save… (SVG, PNG or PDF by the file name)
// or Copy Image. The caller gives what the board shows and the options to start from, and
// reads the options back to remember them.
#include "DiagramExport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMimeData;
class QSpinBox;

namespace trellis {

class DiagramPreview;

// What the dialog chooses besides DiagramOptions: the picture's size and pixel ratio, and the
// extra arrows and marks as typed ("e2-e4:R d5").
struct DiagramExportChoice {
    DiagramOptions options;
    QSize size{800, 0}; // height 0: from the picture
    qreal devicePixelRatio = 1;
    QString extras;
};

class ExportDiagramDialog : public QDialog {
    Q_OBJECT

  public:
    ExportDiagramDialog(DiagramSource source, const DiagramExportChoice& start,
                        QWidget* parent = nullptr);
    ~ExportDiagramDialog() override;

    DiagramExportChoice choice() const;
    // The picture the options make (invalid options leave the extras out), its caption
    // expanded, and why the extras were left out (empty when they are fine).
    DiagramPicture picture() const;
    QString extrasError() const { return extrasError_; }
    // Writes the picture; the format follows the extension. An error text, empty on success.
    QString saveTo(const QString& path);
    // The picture on the clipboard as an image, as SVG and as the position string.
    void copyToClipboard();
    // The start directory and file name filter of the Save dialog.
    void setSaveDirectory(const QString& directory) { directory_ = directory; }
    QString savedPath() const { return saved_; }

  signals:
    void saved(const QString& path);

  private:
    void refresh();
    void saveDialog();

    DiagramSource source_;
    std::unique_ptr<DiagramPainter> painter_;
    QString directory_, saved_, extrasError_;
    DiagramPreview* preview_;
    QComboBox *theme_, *layout_, *caption_, *ratio_;
    QSpinBox *width_, *height_;
    QCheckBox *flip_, *coordinates_, *lastTurn_, *check_, *annotations_;
    QLineEdit* extras_;
    QLabel *status_, *layoutLabel_;
};

// The mime data Copy Image puts on the clipboard: the PNG image, the SVG and the position.
QMimeData* diagramMimeData(const DiagramPicture& picture, const QSize& size, qreal ratio,
                           const QString& position);

} // namespace trellis
