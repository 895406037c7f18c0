#pragma once
// Repertoire training's panel (a dock of the main window while it trains): the line trained
// and the misses, what the user is to do ("Your move as White", "Wrong: the repertoire plays
// Nf3", "Line learnt"), and the buttons Show Move (the hint, counted as a miss), Next Line,
// the deploy's Commit / Cancel where turns are built step by step, and Stop. The logic is the
// RepertoireSession's; this only shows it.
#include "TranslatedTexts.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace trellis {

class RepertoireSession;

class TrainPanel : public QWidget {
    Q_OBJECT

  public:
    explicit TrainPanel(RepertoireSession* session, QWidget* parent = nullptr);

    QLabel* statusLabel() { return status_; }
    QLabel* promptLabel() { return prompt_; }
    QPushButton* showMoveButton() { return showMove_; }
    QPushButton* nextLineButton() { return next_; }
    QPushButton* stopButton() { return stop_; }

  signals:
    void stopRequested();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void refresh();
    QPushButton* button(const QString& text, const QString& name);

    RepertoireSession* session_;
    QLabel* status_;
    QLabel* prompt_;
    QPushButton *showMove_, *next_, *commit_, *cancelDeploy_, *stop_;
    TranslatedTexts texts_; // set again on QEvent::LanguageChange
};

} // namespace trellis
