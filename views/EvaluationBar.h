#pragma once
// The bar beside the board that shows the current analysis's score: the first player's share
// (White / Red, light) against the second's (dark), with the score written at the end of the
// side it favours, in the window's font. The 2D board keeps it just left of its drawing
// (BoardView::setSideBar). It follows the AnalysisModel's best line, is even (no text) while a
// running analysis has no line yet, and hidden when there is no analysis. Seen from the second
// player's side when the board is flipped.
#include "EvalScore.h"

#include <QWidget>

#include <optional>

namespace trellis {

class AnalysisModel;

class EvaluationBar : public QWidget {
    Q_OBJECT

  public:
    explicit EvaluationBar(AnalysisModel* analysis, QWidget* parent = nullptr);

    void setFlipped(bool flipped);
    std::optional<EvalScore> score() const { return score_; }
    QString text() const { return score_ ? score_->text() : QString(); }
    // The first player's share of the bar, 0..1 (0.5 when even or empty).
    double firstShare() const;

    // The score's font: the window's, bold (a number read at a glance).
    QFont labelFont() const;

    QSize sizeHint() const override { return {34, 200}; }

  protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

  private:
    void refresh();

    AnalysisModel* analysis_;
    std::optional<EvalScore> score_;
    bool flipped_ = false;
};

} // namespace trellis
