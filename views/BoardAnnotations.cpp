#include "BoardAnnotations.h"

#include "PositionModel.h"

namespace trellis {

char markLetterFor(Qt::KeyboardModifiers modifiers) {
    if (modifiers & Qt::ShiftModifier) return 'R';
    if (modifiers & Qt::ControlModifier) return 'B';
    if (modifiers & Qt::AltModifier) return 'Y';
    return 'G';
}

void BoardAnnotations::press(const DiagramHit& hit) {
    from_ = hit.kind == DiagramHit::Kind::Square ? hit.squareId : -1;
}

void BoardAnnotations::release(const DiagramHit& hit, Qt::KeyboardModifiers modifiers) {
    const int from = from_;
    from_ = -1;
    if (from < 0 || hit.kind != DiagramHit::Kind::Square) return;
    model_->toggleArrow(from, hit.squareId, markLetterFor(modifiers));
}

} // namespace trellis
