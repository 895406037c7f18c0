#include "NavigationBar.h"

#include "GameModel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace trellis {

NavigationBar::NavigationBar(GameModel* game, QWidget* parent) : QWidget(parent), game_(game) {
    setObjectName("navigationBar");
    first_ = button("|◀", QString(), "firstButton");
    texts_.add([this] { first_->setToolTip(tr("First position (Home)")); });
    previous_ = button("◀", QString(), "previousButton");
    texts_.add([this] { previous_->setToolTip(tr("Previous turn (Left)")); });
    next_ = button("▶", QString(), "nextButton");
    texts_.add([this] { next_->setToolTip(tr("Next turn (Right)")); });
    last_ = button("▶|", QString(), "lastButton");
    texts_.add([this] { last_->setToolTip(tr("Last position (End)")); });
    QToolButton* flip = button("⇅", QString(), "flipButton");
    texts_.add([flip] { flip->setToolTip(tr("Flip the board (Ctrl+F)")); });
    connect(first_, &QToolButton::clicked, game_, &GameModel::goToStart);
    connect(previous_, &QToolButton::clicked, game_, &GameModel::goBack);
    connect(next_, &QToolButton::clicked, game_, &GameModel::goForward);
    connect(last_, &QToolButton::clicked, game_, &GameModel::goToEnd);
    connect(flip, &QToolButton::clicked, this, &NavigationBar::flipRequested);
    where_ = new QLabel(this);
    // Turns ("N<I>d4"), names and paths read as written, never as markup.
    where_->setTextFormat(Qt::PlainText);
    where_->setObjectName("turnLabel");
    where_->setMinimumWidth(where_->fontMetrics().horizontalAdvance("0000… QL1@z2-QL3@z4 000/000"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 2, 8, 2);
    layout->addStretch();
    for (QToolButton* b : {first_, previous_, next_, last_}) layout->addWidget(b);
    layout->addSpacing(12);
    layout->addWidget(where_);
    layout->addWidget(flip);
    layout->addStretch();
    connect(game_, &GameModel::currentNodeChanged, this, &NavigationBar::refresh);
    connect(game_, &GameModel::gameEdited, this, &NavigationBar::refresh);
    connect(game_, &GameModel::gameReplaced, this, &NavigationBar::refresh);
    connect(game_, &GameModel::notationChanged, this, &NavigationBar::refresh);
    refresh();
}

QToolButton* NavigationBar::button(const QString& text, const QString& tip, const char* name) {
    auto* b = new QToolButton(this);
    b->setObjectName(name);
    b->setText(text);
    b->setToolTip(tip);
    b->setAutoRaise(true);
    b->setMinimumSize(34, 28);
    QFont f = b->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    b->setFont(f);
    return b;
}

QString NavigationBar::positionText() const {
    const GameTree& tree = game_->tree();
    const NodeId node = game_->currentNode();
    const auto rest = tree.mainLine(node);
    const int ply = tree.ply(node);
    const int end = ply + int(rest.size());
    if (node == GameTree::root()) return end ? tr("Start  0/%1").arg(end) : tr("Start");
    return QString("%1%2 %3  %4/%5")
        .arg(tree.moveNumber(node))
        .arg(tree.mover(node) ? "…" : ".")
        .arg(QString::fromStdString(game_->turnText(node)))
        .arg(ply)
        .arg(end);
}

void NavigationBar::refresh() {
    const GameTree& tree = game_->tree();
    const NodeId node = game_->currentNode();
    const bool atStart = node == GameTree::root();
    const bool atEnd = tree.mainChild(node) == kNoNode;
    first_->setEnabled(!atStart);
    previous_->setEnabled(!atStart);
    next_->setEnabled(!atEnd);
    last_->setEnabled(!atEnd);
    where_->setText(positionText());
}

void NavigationBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace trellis
