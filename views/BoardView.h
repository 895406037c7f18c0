#pragma once
// The interactive 2D board: draws the PositionModel with the variant's DiagramPainter and turns
// clicks into the model's intents. Choices (landing piece, promotion, half-turn) pop up as a
// menu at the cursor.
#include "Diagram.h"
#include "DiagramPainter.h"

#include <QWidget>

#include <memory>

namespace trellis {

class PositionModel;

class BoardView : public QWidget {
    Q_OBJECT

  public:
    explicit BoardView(PositionModel* model, QWidget* parent = nullptr);
    ~BoardView() override;

    Diagram diagram() const;
    bool flipped() const { return flipped_; }
    void setFlipped(bool flipped);
    // The drawing area (the widget minus margins), where squares are hit-tested.
    QRectF boardRect() const;
    // Centre of a square in widget coordinates (for tests and animations).
    QPointF squareCentre(const QString& name) const;
    // What a click at `point` (widget coordinates) would hit.
    DiagramHit hitAt(const QPointF& point) const;
    QSize sizeHint() const override { return {760, 560}; }

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    void showChoices(const QStringList& labels);
    void variantMaybeChanged();

    PositionModel* model_;
    QString variant_;
    std::unique_ptr<DiagramPainter> painter_;
    bool flipped_ = false;
    bool clickedHere_ = false;
};

} // namespace trellis
