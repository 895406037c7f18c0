#include "PieceDrag.h"

#include "PositionModel.h"

#include <utility>

namespace trellis {

namespace {

bool sameHit(const DiagramHit& a, const DiagramHit& b) {
    if (a.kind != b.kind) return false;
    return a.kind == DiagramHit::Kind::Square ? a.squareId == b.squareId : a.pin == b.pin;
}

} // namespace

PieceDrag::PieceDrag(PositionModel* model, std::function<void(const DiagramHit&)> send)
    : model_(model), send_(std::move(send)) {}

bool PieceDrag::selected(const DiagramHit& hit) const {
    if (hit.kind == DiagramHit::Kind::Square) return hit.squareId == model_->selectedSquare();
    return hit.kind == DiagramHit::Kind::Board && !hit.pin.isEmpty() &&
           hit.pin == model_->selectedPin();
}

bool PieceDrag::picksUp(const DiagramHit& hit) const {
    if (selected(hit)) return true;
    if (hit.kind == DiagramHit::Kind::Square) return model_->canPickUp(hit.squareId);
    return hit.kind == DiagramHit::Kind::Board && model_->canPickUpBoard(hit.pin);
}

bool PieceDrag::press(const DiagramHit& hit) {
    held_ = {};
    wasSelected_ = selected(hit);
    if (!wasSelected_) send_(hit);
    if (selected(hit)) held_ = hit;
    return holding();
}

void PieceDrag::release(const DiagramHit& hit, bool moved) {
    if (!holding()) return;
    const DiagramHit from = std::exchange(held_, {});
    if (sameHit(hit, from)) {
        if (wasSelected_ && !moved) send_(hit); // a click on the selection unselects it
        return;
    }
    // Let go elsewhere: the second click, while the piece is still the one selected.
    if (moved && selected(from) && hit.kind != DiagramHit::Kind::None) send_(hit);
}

} // namespace trellis
