#pragma once
// A picture of a position in 3D at any size: a small 3D view over the model is shown, settles,
// and renders offscreen at the size asked (Viewport::captureAt), larger than the screen if need
// be. Needs a display with OpenGL.
#include <QImage>
#include <QSize>
#include <QString>

namespace trellis {

class PositionModel;

// The model's position seen from the first player's side (the second's when
// `secondPlayerView`); a null image and `error` saying why when it cannot be made.
QImage renderSceneSnapshot(PositionModel& position, const QSize& size, bool secondPlayerView,
                           QString* error);

} // namespace trellis
