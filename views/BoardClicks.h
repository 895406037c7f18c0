#pragma once
// What the 2D and 3D boards do alike with the user's clicks: send a hit to the PositionModel as
// an intent, and show the choice a click raises (landing piece, promotion, half-turn) as a menu.
#include "DiagramPainter.h"

#include <QStringList>

class QWidget;

namespace trellis {

class PositionModel;

// clickSquare or clickBoard for the hit; nothing for a miss.
void sendHit(PositionModel& model, const DiagramHit& hit);
// A non-modal menu owned by `owner` at the cursor: choosing answers the model, closing it
// unchosen cancels the choice.
void popUpChoices(QWidget* owner, PositionModel* model, const QStringList& labels);

} // namespace trellis
