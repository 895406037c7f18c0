#pragma once
// File > Export Game Sheet…: the game as a PDF for print (GameSheets) with a preview of its
// pages; the diagrams come after turns marked with the Diagram glyph (▦, $220) and every N turns.
#include "GameSheet.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace trellis {

class ExportSheetDialog : public QDialog {
    Q_OBJECT

  public:
    ExportSheetDialog(std::vector<GameTree> games, const GameSheetOptions& start,
                      QWidget* parent = nullptr);
    ~ExportSheetDialog() override;

    GameSheetOptions options() const;
    const GameSheetReport& report() const;
    // Writes the PDF; an error text, empty on success.
    QString saveTo(const QString& path);
    void setSaveDirectory(const QString& directory) { directory_ = directory; }
    QString savedPath() const { return saved_; }

  private:
    void refresh();
    void showPage();
    void saveDialog();

    std::vector<GameTree> games_;
    std::unique_ptr<GameSheets> sheets_;
    QString directory_, saved_;
    QSpinBox *every_, *page_;
    QComboBox *theme_, *paper_;
    QCheckBox *flip_, *coordinates_;
    QLabel *preview_, *status_;
};

} // namespace trellis
