#include "EvaluationGraph.h"

#include "GameEvaluation.h"
#include "GameModel.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace trellis {

EvaluationGraph::EvaluationGraph(GameModel* game, GameEvaluation* evaluation, QWidget* parent)
    : QWidget(parent), game_(game), evaluation_(evaluation) {
    setObjectName("evaluationGraph");
    setCursor(Qt::PointingHandCursor);
    texts_.add([this] {
        setToolTip(tr("The engine's score after each turn, from White's / Red's side (Game > "
                      "Analyse Game). Click to go to a turn."));
    });
    connect(evaluation_, &GameEvaluation::changed, this, &EvaluationGraph::refresh);
    connect(game_, &GameModel::currentNodeChanged, this, qOverload<>(&QWidget::update));
    refresh();
}

void EvaluationGraph::refresh() {
    setVisible(!evaluation_->isEmpty());
    update();
}

int EvaluationGraph::pointCount() const {
    return int(evaluation_->scores().size());
}

QRectF EvaluationGraph::plotArea() const {
    return QRectF(rect()).adjusted(4, 4, -4, -4);
}

QPointF EvaluationGraph::pointAt(int index) const {
    const QRectF area = plotArea();
    // The whole main line spans the width, also when the scores stop short of its end.
    const int last = std::max(1, int(evaluation_->line().nodes.size()));
    const double share = evaluation_->scores()[std::size_t(index)].firstShare();
    return {area.left() + area.width() * index / last, area.bottom() - area.height() * share};
}

void EvaluationGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    p.fillRect(rect(), QColor(60, 60, 64));
    const int n = pointCount();
    if (n == 0) return;
    // The first player's area under the curve.
    QPainterPath curve;
    curve.moveTo(area.left(), area.bottom());
    for (int i = 0; i < n; ++i) curve.lineTo(pointAt(i));
    curve.lineTo(pointAt(n - 1).x(), area.bottom());
    curve.closeSubpath();
    p.fillPath(curve, QColor(235, 235, 230));
    p.setPen(QPen(QColor(150, 150, 150), 1, Qt::DashLine));
    p.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    // A dot per point while they stand apart.
    if (n < 2 || area.width() / (n - 1) >= 5) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(120, 160, 210));
        for (int i = 0; i < n; ++i) p.drawEllipse(pointAt(i), 2, 2);
    }
    // The current turn.
    const std::vector<NodeId>& nodes = evaluation_->line().nodes;
    const NodeId current = game_->currentNode();
    int at = current == GameTree::root() ? 0 : -1;
    for (std::size_t i = 0; i < nodes.size() && at < 0; ++i)
        if (nodes[i] == current) at = int(i) + 1;
    if (at >= 0 && at < n) { // an analysis cut short scores the first positions only
        p.setPen(QPen(QColor(220, 120, 20), 2));
        p.drawLine(QPointF(pointAt(at).x(), area.top()), QPointF(pointAt(at).x(), area.bottom()));
        p.setBrush(QColor(220, 120, 20));
        p.drawEllipse(pointAt(at), 3, 3);
    }
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event) {
    const int n = pointCount();
    if (n == 0 || event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    const QRectF area = plotArea();
    const double x = (event->position().x() - area.left()) / area.width();
    const int last = int(evaluation_->line().nodes.size());
    const int index = std::clamp(int(std::lround(x * last)), 0, n - 1);
    const NodeId node =
        index == 0 ? GameTree::root() : evaluation_->line().nodes[std::size_t(index - 1)];
    if (game_->tree().contains(node)) game_->setCurrentNode(node);
}

void EvaluationGraph::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        texts_.retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace trellis
