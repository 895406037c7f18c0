#pragma once
// The evaluation graph of the whole game, under the move list: one point per turn of the main
// line (and the start position on the left), higher for the first player (White / Red), from
// the GameEvaluation that Game > Analyse Game fills. A click goes to the turn of the nearest
// point; the current turn is marked with a vertical line. Hidden while there are no scores;
// scores that stop short of the line's end (an engine that failed) leave the rest blank.
#include "TranslatedTexts.h"

#include <QWidget>

namespace trellis {

class GameEvaluation;
class GameModel;

class EvaluationGraph : public QWidget {
    Q_OBJECT

  public:
    EvaluationGraph(GameModel* game, GameEvaluation* evaluation, QWidget* parent = nullptr);

    // Points: 0 the start position, i after the main line's turn i.
    int pointCount() const;
    QPointF pointAt(int index) const; // in widget coordinates

    QSize sizeHint() const override { return {240, 90}; }
    QSize minimumSizeHint() const override { return {80, 60}; }

  protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    void refresh();
    QRectF plotArea() const;

    GameModel* game_;
    GameEvaluation* evaluation_;
    TranslatedTexts texts_; // set again on QEvent::LanguageChange
};

} // namespace trellis
