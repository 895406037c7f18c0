#include "SceneSnapshot.h"

#include "Viewport.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <memory>

namespace trellis {

namespace {

constexpr int kTimeoutMs = 30000;

// Runs the event loop until `done` or the timeout; whether it was done.
bool waitFor(const std::function<bool()>& done) {
    QEventLoop loop;
    QTimer poll, timeout;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done()) loop.quit();
    });
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    poll.start(10);
    timeout.setSingleShot(true);
    timeout.start(kTimeoutMs);
    if (!done()) loop.exec();
    return done();
}

} // namespace

QImage renderSceneSnapshot(PositionModel& position, const QSize& size, bool secondPlayerView,
                           QString* error) {
    if (!viewportSupported()) {
        *error = QCoreApplication::translate(
            "SceneSnapshot", "the 3D view needs OpenGL, which this display does not offer");
        return {};
    }
    std::unique_ptr<Viewport> view(createViewport(&position));
    view->setAnimated(false);
    // The window only has to exist and draw: the picture is rendered offscreen at its own size.
    view->setWindowFlag(Qt::Tool);
    view->resize(480, 320);
    view->show();
    // Qt 3D uploads meshes and textures over the first frames.
    if (!waitFor([&] { return view->framesRendered() >= 3; })) {
        *error =
            QCoreApplication::translate("SceneSnapshot", "the 3D view did not render within 30 s");
        return {};
    }
    view->setCameraPreset(
        secondPlayerView ? Viewport::Preset::SecondPlayer : Viewport::Preset::FirstPlayer, false);
    QImage shot;
    bool answered = false;
    view->captureAt(size, [&](const QImage& image) {
        shot = image;
        answered = true;
    });
    if (!waitFor([&] { return answered; })) {
        *error = QCoreApplication::translate("SceneSnapshot",
                                             "the 3D snapshot did not render within 30 s");
        return {};
    }
    if (shot.isNull())
        *error = QCoreApplication::translate(
            "SceneSnapshot", "the graphics card cannot render a picture of this size");
    return shot;
}

} // namespace trellis
