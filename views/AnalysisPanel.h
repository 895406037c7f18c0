#pragma once
// The analysis dock's contents: start/stop, the number of lines, the engine's lines (score,
// depth, line in the game's notation) and its status. Selecting a line previews it on the
// boards; "Add as variation" puts the selected line (or the best) into the game.
#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class QTreeView;

namespace trellis {

class AnalysisModel;
class PositionModel;

class AnalysisPanel : public QWidget {
    Q_OBJECT

  public:
    AnalysisPanel(AnalysisModel* analysis, PositionModel* position, QWidget* parent = nullptr);

    QTreeView* lines() const { return lines_; }
    // Shows the position after the line of `row` on the boards.
    void previewLine(int row);
    // The selected line, or the best when none is selected.
    int chosenRow() const;

  signals:
    void lineCountChanged(int count); // for the settings

  private:
    void refresh();

    AnalysisModel* analysis_;
    PositionModel* position_;
    QPushButton* startStop_ = nullptr;
    QPushButton* addVariation_ = nullptr;
    QSpinBox* count_ = nullptr;
    QTreeView* lines_ = nullptr;
    QLabel* status_ = nullptr;
};

} // namespace trellis
