#pragma once
// Game > Analyse Game…: how long the engine looks at each position (seconds, and a depth
// limit, 0 for none) and whether mistakes and blunders get "?" and "??". It names the engine
// that will analyse: the one the analysis panel uses for the game's variant.
#include "GameAnalysisJob.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QDoubleSpinBox;
class QSpinBox;

namespace trellis {

class GameAnalysisDialog : public QDialog {
    Q_OBJECT

  public:
    // `engine`: the name of the engine of the list that will analyse, empty for the built-in.
    explicit GameAnalysisDialog(const QString& engine, QWidget* parent = nullptr);

    GameAnalysisOptions options() const; // limits only; the engine options are the window's
    bool markMistakes() const;

  private:
    QDoubleSpinBox* time_;
    QSpinBox* depth_;
    QCheckBox* marks_;
};

} // namespace trellis
