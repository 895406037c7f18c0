#pragma once
// Drag and drop in play, which the 2D and 3D boards share beside click-click: a press on a piece
// (or a Tri-D attack board) that can move picks it up as a click does, its targets lit; letting
// go over another square or pin plays there, as the second click would (a choice it raises pops
// up; a square it cannot reach says why). Letting go where it was picked up leaves it selected,
// and a press on the piece already selected puts it down again only when let go unmoved (a
// click), so that a selected piece can be dragged too.
#include "DiagramPainter.h"

#include <functional>

namespace trellis {

class PositionModel;

class PieceDrag {
  public:
    // `send` passes a hit to the model as the view's click does (BoardClicks' sendHit, with the
    // view marking that the click is its own).
    PieceDrag(PositionModel* model, std::function<void(const DiagramHit&)> send);

    // Whether a press on `hit` picks something up: the selection, or a piece or board with
    // turns to play.
    bool picksUp(const DiagramHit& hit) const;
    // A left press on `hit`: clicks it (but for the selection, whose click waits for the
    // release); true when something is held afterwards.
    bool press(const DiagramHit& hit);
    // The left button let go over `hit`; `moved`: the pointer went further than a click's
    // wobble since the press.
    void release(const DiagramHit& hit, bool moved);
    bool holding() const { return held_.kind != DiagramHit::Kind::None; }
    // The square or pin held (Kind::None when nothing is).
    const DiagramHit& held() const { return held_; }
    void cancel() { held_ = {}; }

  private:
    bool selected(const DiagramHit& hit) const;

    PositionModel* model_;
    std::function<void(const DiagramHit&)> send_;
    DiagramHit held_;
    bool wasSelected_ = false; // the press was on the selection: a click there unselects it
};

} // namespace trellis
