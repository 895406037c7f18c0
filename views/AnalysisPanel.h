#pragma once
// The analysis dock's contents: the engine (the built-in one or an external UCI engine),
// start/stop, the number of lines, the depth and time limits (0: none, shown as "∞"), the engine's
// lines (score, depth, line in the game's notation, wrapped at the panel's width) and its status.
// Clicking a line previews it on the boards (up to the clicked turn, or whole when clicked on its
// score or depth); the line previewed stays in its row while the search goes deeper, until the
// user leaves the preview. "Add as variation" puts the selected line (or the best) into the game.
#include "TranslatedTexts.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
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
    // Shows the position after the line of `row` on the boards (its first `turns` turns, all
    // when -1).
    void previewLine(int row, int turns = -1);
    // The selected line, or the best when none is selected.
    int chosenRow() const;
    // The engines offered (Edit > Engines…, those that play the game's variant; the built-in
    // one always comes first) and the chosen one (empty: the built-in).
    void setEngines(const QStringList& names, const QString& chosen);

  signals:
    void lineCountChanged(int count); // for the settings
    void limitsChanged(int depth, double seconds);
    void engineChosen(const QString& name); // empty: the built-in engine

  protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void refresh();
    int turnAt(const QModelIndex& index, const QPoint& point) const;

    AnalysisModel* analysis_;
    PositionModel* position_;
    QComboBox* engine_ = nullptr;
    QPushButton* startStop_ = nullptr;
    QPushButton* addVariation_ = nullptr;
    QSpinBox* count_ = nullptr;
    QSpinBox* depth_ = nullptr;
    QDoubleSpinBox* time_ = nullptr;
    QTreeView* lines_ = nullptr;
    QLabel* status_ = nullptr;
    TranslatedTexts texts_; // set again on QEvent::LanguageChange
};

} // namespace trellis
