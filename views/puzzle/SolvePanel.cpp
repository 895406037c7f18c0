#include "SolvePanel.h"

#include "BoardView.h"
#include "PuzzleSession.h"
#include "Viewport.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace trellis {

SolvePanel::SolvePanel(PuzzleSession* session, const QString& viewMode, QWidget* parent)
    : QWidget(parent), session_(session) {
    setObjectName("solvePanel");
    auto* boards = new QSplitter(this);
    boards->setChildrenCollapsible(false);
    if (viewMode != "3d") {
        board_ = new BoardView(session->position(), boards);
        board_->setObjectName("solveBoard");
        boards->addWidget(board_);
    }
    if (viewMode != "2d" && viewportSupported()) {
        viewport_ = createViewport(session->position(), boards);
        boards->addWidget(viewport_);
    }
    if (!board_ && !viewport_) { // 3D asked for where it cannot be shown
        board_ = new BoardView(session->position(), boards);
        boards->addWidget(board_);
    }
    auto* side = new QWidget(this);
    side->setMinimumWidth(240);
    side->setMaximumWidth(320);
    auto* column = new QVBoxLayout(side);
    status_ = new QLabel(side);
    // Turns ("N<I>d4"), names and paths read as written, never as markup.
    status_->setTextFormat(Qt::PlainText);
    status_->setObjectName("solveStatus");
    status_->setWordWrap(true);
    message_ = new QLabel(side);
    message_->setTextFormat(Qt::PlainText);
    message_->setObjectName("solveMessage");
    message_->setWordWrap(true);
    QFont big = message_->font();
    big.setBold(true);
    message_->setFont(big);
    column->addWidget(status_);
    column->addWidget(message_);
    hint_ = button(QString(), "hintButton");
    texts_.add([this] { hint_->setText(tr("&Hint")); });
    solution_ = button(QString(), "solutionButton");
    texts_.add([this] { solution_->setText(tr("&Solution")); });
    next_ = button(QString(), "nextButton");
    texts_.add([this] { next_->setText(tr("&Next Puzzle")); });
    commit_ = button(QString(), "commitDeployButton");
    texts_.add([this] { commit_->setText(tr("&Commit Deploy")); });
    cancelDeploy_ = button(QString(), "cancelDeployButton");
    texts_.add([this] { cancelDeploy_->setText(tr("Cancel &Deploy")); });
    for (QPushButton* b : {hint_, solution_, next_, commit_, cancelDeploy_}) column->addWidget(b);
    column->addStretch(1);
    leave_ = button(QString(), "leaveButton");
    texts_.add([this] { leave_->setText(tr("&Leave Puzzles")); });
    column->addWidget(leave_);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(boards, 1);
    layout->addWidget(side);
    // The column stays narrow, but never narrower than its buttons' words (German is long).
    texts_.add([side] { side->setMaximumWidth(std::max(320, side->minimumSizeHint().width())); });

    connect(hint_, &QPushButton::clicked, session_, &PuzzleSession::hint);
    connect(solution_, &QPushButton::clicked, session_, &PuzzleSession::showSolution);
    connect(next_, &QPushButton::clicked, session_, &PuzzleSession::next);
    connect(commit_, &QPushButton::clicked, session_->position(), &PositionModel::commit);
    connect(cancelDeploy_, &QPushButton::clicked, session_->position(),
            &PositionModel::cancelSession);
    connect(leave_, &QPushButton::clicked, this, &SolvePanel::leaveRequested);
    connect(session_, &PuzzleSession::changed, this, &SolvePanel::refresh);
    connect(session_->position(), &PositionModel::selectionChanged, this, &SolvePanel::refresh);
    connect(session_->position(), &PositionModel::positionChanged, this, &SolvePanel::refresh);
    connect(session_, &PuzzleSession::message, message_, &QLabel::setText);
    connect(session_->position(), &PositionModel::message, message_, &QLabel::setText);
    refresh();
}

QPushButton* SolvePanel::button(const QString& text, const QString& name) {
    auto* b = new QPushButton(text, this);
    b->setObjectName(name);
    return b;
}

void SolvePanel::refresh() {
    using State = PuzzleSession::State;
    const State state = session_->state();
    status_->setText(session_->statusText());
    hint_->setEnabled(state == State::SolverToMove);
    solution_->setEnabled(state == State::SolverToMove || state == State::Answering);
    next_->setEnabled(state == State::Solved);
    const bool stepwise = session_->position()->descriptor().stepwiseTurns;
    commit_->setVisible(stepwise);
    cancelDeploy_->setVisible(stepwise);
    commit_->setEnabled(session_->position()->canCommit());
    cancelDeploy_->setEnabled(session_->position()->inSession());
    // A new puzzle: the board turns to the solver's side.
    if (session_->index() != shownPuzzle_ && state == State::SolverToMove) {
        shownPuzzle_ = session_->index();
        message_->setText(tr("Your turn: %1.").arg(session_->goalText()));
        const bool second = session_->solverSide() == 1;
        if (board_) board_->setFlipped(second);
        if (viewport_)
            viewport_->setCameraPreset(
                second ? Viewport::Preset::SecondPlayer : Viewport::Preset::FirstPlayer, false);
    }
}

void SolvePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace trellis
