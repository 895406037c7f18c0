#include "EvaluationBar.h"

#include "AnalysisModel.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace trellis {

EvaluationBar::EvaluationBar(AnalysisModel* analysis, QWidget* parent)
    : QWidget(parent), analysis_(analysis) {
    setObjectName("evaluationBar");
    setFixedWidth(sizeHint().width());
    connect(analysis_, &AnalysisModel::linesChanged, this, &EvaluationBar::refresh);
    connect(analysis_, &AnalysisModel::stateChanged, this, &EvaluationBar::refresh);
    refresh();
}

void EvaluationBar::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

void EvaluationBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) refresh(); // the tool tip
    QWidget::changeEvent(event);
}

void EvaluationBar::refresh() {
    score_ = analysis_->bestScore();
    // Shown while the analysis runs or has a score to show.
    setVisible(score_ || analysis_->isRunning());
    setToolTip(score_ ? tr("Evaluation: %1 (from White's / Red's side)").arg(score_->text())
                      : tr("Evaluation: start the analysis to see it"));
    update();
}

QFont EvaluationBar::labelFont() const {
    QFont f = font();
    f.setBold(true);
    return f;
}

double EvaluationBar::firstShare() const {
    return score_ ? score_->firstShare() : 0.5;
}

void EvaluationBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const QRectF r = QRectF(rect()).adjusted(1, 1, -1, -1);
    const QColor light(240, 240, 236), dark(60, 60, 64);
    p.fillRect(r, dark);
    // The first player's part from the bottom (from the top when flipped).
    const double h = r.height() * firstShare();
    const QRectF first = flipped_ ? QRectF(r.left(), r.top(), r.width(), h)
                                  : QRectF(r.left(), r.bottom() - h, r.width(), h);
    p.fillRect(first, light);
    p.setPen(QColor(128, 128, 128));
    p.drawRect(r);
    if (!score_) return;
    // The score at the end of the side it favours, in that side's contrasting colour.
    const bool firstAhead = firstShare() >= 0.5;
    const bool atBottom = firstAhead != flipped_;
    const QFont f = labelFont();
    p.setFont(f);
    p.setPen(firstAhead ? dark : light);
    const QString shown = score_->kind == EvalScore::Kind::Centipawns
                              ? QString::number(std::abs(score_->value) / 100.0, 'f', 1)
                              : score_->text().remove('-');
    const qreal high = QFontMetricsF(f).height() + 6;
    const QRectF label(r.left(), atBottom ? r.bottom() - high : r.top(), r.width(), high);
    p.drawText(label, Qt::AlignCenter, shown);
}

} // namespace trellis
