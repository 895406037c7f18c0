#pragma once
// Drawing on a board with the right mouse button, as Lichess does: press on a square and
// release on another to draw an arrow, release on the same square to mark it. Shift, Ctrl and
// Alt pick red, blue and yellow instead of green; drawing the same again removes it. The marks
// go to the PositionModel (the current node's [%csl]/[%cal], undoable), so every view of the
// model shows them. The 2D and 3D boards feed it their right-button presses and releases.
#include "DiagramPainter.h"

#include <Qt>

namespace trellis {

class PositionModel;

// The mark letter for the keys held: Shift red, Ctrl blue, Alt yellow, none green.
char markLetterFor(Qt::KeyboardModifiers modifiers);

class BoardAnnotations {
  public:
    explicit BoardAnnotations(PositionModel* model) : model_(model) {}

    // The right button went down on `hit`; a press off the squares draws nothing.
    void press(const DiagramHit& hit);
    // The button came up on `hit` with `modifiers` held: marks the square or draws the arrow.
    void release(const DiagramHit& hit, Qt::KeyboardModifiers modifiers);
    // Drops a drawing under way (the pointer left the board, another button was pressed).
    void cancel() { from_ = -1; }
    // The square an arrow under way starts from, -1 when nothing is being drawn.
    int drawingFrom() const { return from_; }

  private:
    PositionModel* model_;
    int from_ = -1;
};

} // namespace trellis
