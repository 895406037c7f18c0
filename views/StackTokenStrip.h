#pragma once
// The pieces of a selected stack as clickable tokens (PositionModel::stackTokens), each with its
// name under it, so the user picks which piece moves: the whole stack, or one piece (alone or
// carrying others). The picked one is framed. The 2D board floats the strip over the board
// beside the stack; the 3D view shows it under its picture (keeping its room in variants that
// deploy, so that the picture stays put). Hidden while there is nothing to pick. Tokens are drawn
// by the variant's diagram painter. A token can also be dragged: pressed, it is picked (its
// targets lit); let go away from the strip, the board under the pointer takes it (dropped()).
#include <QWidget>

#include <memory>

namespace trellis {

class DiagramPainter;
class PositionModel;

class StackTokenStrip : public QWidget {
    Q_OBJECT

  public:
    explicit StackTokenStrip(PositionModel* model, QWidget* parent = nullptr);
    ~StackTokenStrip() override;

    // The side of a token in pixels (the 2D board makes it its square size).
    void setTokenSize(int pixels);
    int count() const;
    // Where token `index` is, in the strip's coordinates.
    QRect tokenRect(int index) const;
    QSize sizeHint() const override;

  signals:
    // A token dragged off the strip was let go at `global` (screen coordinates).
    void dropped(const QPoint& global);

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override; // tooltips

  private:
    void refresh();
    int cellWidth() const;
    int indexAt(const QPoint& point) const;

    PositionModel* model_;
    std::unique_ptr<DiagramPainter> painter_;
    QString variant_;
    int tokenSize_ = 44;
    int pressed_ = -1;      // the token under the left button
    bool unpick_ = false;   // it was the picked one: a click on it (no drag) unpicks it
    bool dragging_ = false; // it is being dragged (the pointer shows it)
    QPoint pressAt_;
};

} // namespace trellis
