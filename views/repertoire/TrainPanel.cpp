#include "TrainPanel.h"

#include "RepertoireSession.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace trellis {

TrainPanel::TrainPanel(RepertoireSession* session, QWidget* parent)
    : QWidget(parent), session_(session) {
    setObjectName("trainPanel");
    setMinimumWidth(240); // the rest of the window is the boards'
    auto* column = new QVBoxLayout(this);
    status_ = new QLabel(this);
    // Turns ("N<I>d4"), names and paths read as written, never as markup.
    status_->setTextFormat(Qt::PlainText);
    status_->setObjectName("trainStatus");
    status_->setWordWrap(true);
    prompt_ = new QLabel(this);
    prompt_->setTextFormat(Qt::PlainText);
    prompt_->setObjectName("trainPrompt");
    prompt_->setWordWrap(true);
    QFont big = prompt_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    prompt_->setFont(big);
    column->addWidget(status_);
    column->addWidget(prompt_);
    showMove_ = button(QString(), "showMoveButton");
    texts_.add([this] { showMove_->setText(tr("Show &Move")); });
    next_ = button(QString(), "nextLineButton");
    texts_.add([this] { next_->setText(tr("&Next Line")); });
    commit_ = button(QString(), "commitDeployButton");
    texts_.add([this] { commit_->setText(tr("&Commit Deploy")); });
    cancelDeploy_ = button(QString(), "cancelDeployButton");
    texts_.add([this] { cancelDeploy_->setText(tr("Cancel &Deploy")); });
    for (QPushButton* b : {showMove_, next_, commit_, cancelDeploy_}) column->addWidget(b);
    column->addStretch(1);
    stop_ = button(QString(), "stopTrainingButton");
    texts_.add([this] { stop_->setText(tr("&Stop Training")); });
    column->addWidget(stop_);

    connect(showMove_, &QPushButton::clicked, session_, &RepertoireSession::showMove);
    connect(next_, &QPushButton::clicked, session_, &RepertoireSession::nextLine);
    connect(commit_, &QPushButton::clicked, session_->position(), &PositionModel::commit);
    connect(cancelDeploy_, &QPushButton::clicked, session_->position(),
            &PositionModel::cancelSession);
    connect(stop_, &QPushButton::clicked, this, &TrainPanel::stopRequested);
    connect(session_, &RepertoireSession::changed, this, &TrainPanel::refresh);
    connect(session_->position(), &PositionModel::selectionChanged, this, &TrainPanel::refresh);
    connect(session_->position(), &PositionModel::positionChanged, this, &TrainPanel::refresh);
    refresh();
    // At most 360 px (the rest of the window is the boards'), but never narrower than its
    // buttons' words (German is long).
    texts_.add([this] { setMaximumWidth(std::max(360, minimumSizeHint().width())); });
}

QPushButton* TrainPanel::button(const QString& text, const QString& name) {
    auto* b = new QPushButton(text, this);
    b->setObjectName(name);
    return b;
}

void TrainPanel::refresh() {
    using State = RepertoireSession::State;
    const State state = session_->state();
    status_->setText(session_->statusText());
    prompt_->setText(session_->prompt());
    showMove_->setEnabled(state == State::UserToMove);
    next_->setEnabled(state != State::Idle && state != State::Finished);
    const bool stepwise = session_->position()->descriptor().stepwiseTurns;
    commit_->setVisible(stepwise);
    cancelDeploy_->setVisible(stepwise);
    commit_->setEnabled(session_->position()->canCommit());
    cancelDeploy_->setEnabled(session_->position()->inSession());
}

void TrainPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace trellis
