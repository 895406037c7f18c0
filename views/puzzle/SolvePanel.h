#pragma once
// The solve mode's screen (a mode of the main window): the puzzle's board in 2D, in 3D or
// both (the same views and clicks as normal play, on the session's PositionModel), seen from
// the solver's side, and beside it the status (puzzle k of n, goal, who moves, misses), the
// session's last message, Hint, Solution, Next, the deploy's Commit / Cancel where turns are
// built step by step, and Leave. The logic is the PuzzleSession's; this only shows it.
#include "TranslatedTexts.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace trellis {

class BoardView;
class PuzzleSession;
class Viewport;

class SolvePanel : public QWidget {
    Q_OBJECT

  public:
    // `viewMode`: "2d", "3d" or "both" as the main window shows its boards.
    SolvePanel(PuzzleSession* session, const QString& viewMode, QWidget* parent = nullptr);

    BoardView* board() { return board_; }
    Viewport* viewport() { return viewport_; } // null in 2D
    QLabel* statusLabel() { return status_; }
    QLabel* messageLabel() { return message_; }
    QPushButton* hintButton() { return hint_; }
    QPushButton* solutionButton() { return solution_; }
    QPushButton* nextButton() { return next_; }
    QPushButton* leaveButton() { return leave_; }
    QPushButton* commitButton() { return commit_; }

  signals:
    void leaveRequested();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void refresh();
    QPushButton* button(const QString& text, const QString& name);

    PuzzleSession* session_;
    BoardView* board_ = nullptr;
    Viewport* viewport_ = nullptr;
    QLabel* status_;
    QLabel* message_;
    QPushButton *hint_, *solution_, *next_, *commit_, *cancelDeploy_, *leave_;
    int shownPuzzle_ = -1;  // the puzzle the board was last turned for
    TranslatedTexts texts_; // set again on QEvent::LanguageChange
};

} // namespace trellis
