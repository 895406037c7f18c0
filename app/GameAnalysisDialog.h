#pragma once
// Game > Analyse Game…: how long the engine looks at each position (seconds, and a depth
// limit, 0 for none) and whether mistakes and blunders get "?" and "??".
#include "GameAnalysisJob.h"

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QSpinBox;

namespace trellis {

class GameAnalysisDialog : public QDialog {
    Q_OBJECT

  public:
    explicit GameAnalysisDialog(QWidget* parent = nullptr);

    GameAnalysisOptions options() const; // limits only; the engine options are the window's
    bool markMistakes() const;

  private:
    QDoubleSpinBox* time_;
    QSpinBox* depth_;
    QCheckBox* marks_;
};

} // namespace trellis
