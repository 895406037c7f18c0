#include "Qt3DViewport.h"

#include "BoardAnnotations.h"

#include "BoardClicks.h"
#include "BoardScene.h"
#include "FrameClock.h"
#include "PositionModel.h"
#include "SceneMaterials.h"
#include "StackTokenStrip.h"
#include "ViewportFrameGraph.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DLogic/QFrameAction>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraLens>
#include <Qt3DRender/QDirectionalLight>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSettings>

#include <QGuiApplication>
#include <QKeyEvent>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QVBoxLayout>
#include <QtMath>

#include <cmath>

namespace trellis {

namespace {

constexpr float kFieldOfView = 38;

// The vertical field of view for a view of this width/height. Narrower than 4:3, it widens so
// that the horizontal field stays that of a 1.15:1 view: a tall pane (the 3D view beside a wide 2D
// board) still shows the whole board rather than cutting off its sides.
float fieldOfViewFor(float aspect) {
    constexpr float kNarrowest = 1.15f;
    if (aspect >= kNarrowest) return kFieldOfView;
    const float half = qDegreesToRadians(kFieldOfView / 2);
    return 2 * qRadiansToDegrees(std::atan(std::tan(half) * kNarrowest / std::max(aspect, 0.1f)));
}
constexpr int kCameraMoveMs = 450;
constexpr float kOrbitPerPixel = 0.25f, kPitchPerPixel = 0.18f; // degrees
// How long the camera stays still before the full picture is drawn again: longer
// than the pause between the steps of a drag or an animation, short enough not to be noticed.
constexpr int kStillAfterMs = 150;

void addLight(Qt3DCore::QEntity* root, QVector3D direction, float intensity) {
    auto* e = new Qt3DCore::QEntity(root);
    auto* light = new Qt3DRender::QDirectionalLight(e);
    light->setWorldDirection(direction);
    light->setIntensity(intensity);
    light->setColor(QColor(255, 250, 240));
    e->addComponent(light);
}

} // namespace

Qt3DViewport::Qt3DViewport(PositionModel* model, QWidget* parent, int antialiasing)
    : Viewport(parent), model_(model), window_(new Qt3DExtras::Qt3DWindow),
      container_(QWidget::createWindowContainer(window_, this)), root_(new Qt3DCore::QEntity),
      materials_(new SceneMaterials(root_)),
      drag_(model, [this](const DiagramHit& hit) { click(hit); }) {
    // The camera frames the set by the height (and by the width below 1.15:1): at 300 px the
    // squares nearest the camera are still 20 px or more, as the 2D board's are at its minimum. The
    // main window's docks give way before the view goes below this.
    setMinimumSize(345, 300);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(container_, 1);
    // A selected stack's pieces, to pick the one that moves, under the picture (a widget
    // cannot float over the 3D window).
    auto* tokens = new StackTokenStrip(model_, this);
    layout->addWidget(tokens, 0, Qt::AlignHCenter);
    // A token dragged from the strip and let go over the picture: a click there.
    connect(tokens, &StackTokenStrip::dropped, this, [this](const QPoint& global) {
        const DiagramHit hit = hitAt(mapFromGlobal(QPointF(global)));
        if (hit.kind != DiagramHit::Kind::None) click(hit);
    });
    container_->setFocusPolicy(Qt::StrongFocus);
    window_->installEventFilter(this);

    // One key light: each light costs every pixel a second pass through the lighting loop,
    // which halves the frame rate in software rendering; the materials' ambient fills in.
    addLight(root_, QVector3D(-0.35f, -1.f, -0.55f), 1.0f);
    auto* frameCounter = new Qt3DLogic::QFrameAction(root_);
    connect(frameCounter, &Qt3DLogic::QFrameAction::triggered, this, [this](float) {
        ++frames_;
        emit frameRendered();
    });
    root_->addComponent(frameCounter);

    stillTimer_.setSingleShot(true);
    stillTimer_.setInterval(kStillAfterMs);
    connect(&stillTimer_, &QTimer::timeout, this, &Qt3DViewport::stopMoving);
    frameGraph_ = std::make_unique<ViewportFrameGraph>(window_, root_, antialiasing);
    window_->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);
    window_->setRootEntity(root_);
    clock_ = new FrameClock(window_, this);

    cameraMove_.setDuration(kCameraMoveMs);
    cameraMove_.setStartValue(0.f);
    cameraMove_.setEndValue(1.f);
    cameraMove_.setEasingCurve(QEasingCurve::InOutCubic);
    connect(&cameraMove_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        camera_.setPose(CameraPose::blend(moveFrom_, moveTo_, v.toFloat()));
        applyCamera();
    });

    connect(model_, &PositionModel::positionChanged, this, [this] {
        if (!scene_ || scene_->variant() != model_->variantId()) rebuildScene();
    });
    connect(model_, &PositionModel::choiceRequested, this, &Qt3DViewport::showChoices);
    rebuildScene();
}

Qt3DViewport::~Qt3DViewport() {
    scene_.reset();
}

bool Qt3DViewport::drawsMoving() const {
    return frameGraph_->moving();
}

void Qt3DViewport::startMoving() {
    drawMoving(true);
    stillTimer_.start();
}

void Qt3DViewport::stopMoving() {
    stillTimer_.stop();
    drawMoving(false);
}

// The frame graph's branch and the scene's meshes for a moving or a still picture, at the
// window's size.
void Qt3DViewport::drawMoving(bool moving) {
    frameGraph_->setWindowSize(window_->size() * window_->devicePixelRatio());
    frameGraph_->setMoving(moving);
    if (scene_) scene_->setMoving(moving);
    clock_->wake();
}

void Qt3DViewport::rebuildScene() {
    scene_.reset();
    if (sceneRoot_) sceneRoot_->deleteLater();
    sceneRoot_ = nullptr;
    if (model_->variantId().isEmpty()) return;
    // The scene is built apart and attached whole. Built piece by piece under the live root,
    // Qt 3D 6.4 (OpenGL renderer) never drew some of the new parts (a second variant's table
    // showed no tokens; back to Tri-D, no dark squares, frames or posts).
    sceneRoot_ = new Qt3DCore::QEntity;
    scene_ = std::make_unique<BoardScene>(
        model_, SceneParents{sceneRoot_, frameGraph_->transparentLayer(), materials_, colours_});
    sceneRoot_->setParent(root_);
    scene_->setAnimated(animated_);
    scene_->setAnimationScale(animationScale_);
    scene_->setMoving(frameGraph_->moving());
    connect(scene_.get(), &BoardScene::pictureChanged, clock_, &FrameClock::wake);
    frameGraph_->setBackground(scene_->variantScene().background());
    camera_.setHome(scene_->variantScene().home());
    camera_.setPose(camera_.home());
    applyCamera();
}

int Qt3DViewport::antialiasing() const {
    return frameGraph_->samples();
}

void Qt3DViewport::setAnimationScale(qreal scale) {
    animationScale_ = scale;
    if (scene_) scene_->setAnimationScale(scale);
}

void Qt3DViewport::setBoardColours(const BoardColours& colours) {
    if (colours == colours_) return;
    colours_ = colours;
    const CameraPose pose = camera_.pose();
    rebuildScene(); // the boards are built once per scene
    camera_.setPose(pose);
    applyCamera();
}

void Qt3DViewport::applyCamera() {
    Qt3DRender::QCamera* camera = window_->camera();
    const QSize s = container_->size().isEmpty() ? size() : container_->size();
    const float aspect = float(s.width()) / float(std::max(1, s.height()));
    camera->lens()->setPerspectiveProjection(fieldOfViewFor(aspect), aspect, 0.2f, 200.f);
    const CameraPose& pose = camera_.pose();
    camera->setUpVector(QVector3D(0, 1, 0));
    camera->setPosition(pose.eye());
    camera->setViewCenter(pose.target);
    startMoving();
}

void Qt3DViewport::moveCameraTo(const CameraPose& pose) {
    moveFrom_ = camera_.pose();
    moveTo_ = pose;
    cameraMove_.stop();
    cameraMove_.start();
}

void Qt3DViewport::setCameraPreset(Preset preset, bool smooth) {
    if (smooth) return moveCameraTo(camera_.preset(preset));
    cameraMove_.stop();
    camera_.setPose(camera_.preset(preset));
    applyCamera();
}

void Qt3DViewport::resetCamera() {
    setCameraPreset(Preset::FirstPlayer);
}

void Qt3DViewport::orbit(float yawDegrees, float pitchDegrees) {
    cameraMove_.stop();
    camera_.orbit(yawDegrees, pitchDegrees);
    applyCamera();
}

void Qt3DViewport::zoom(float factor) {
    cameraMove_.stop();
    camera_.zoom(factor);
    applyCamera();
}

void Qt3DViewport::setAnimated(bool animated) {
    animated_ = animated;
    if (scene_) scene_->setAnimated(animated);
}

void Qt3DViewport::setContinuousRendering(bool on) {
    window_->renderSettings()->setRenderPolicy(on ? Qt3DRender::QRenderSettings::Always
                                                  : Qt3DRender::QRenderSettings::OnDemand);
    clock_->setContinuous(on);
}

// A capture is answered a frame or two after it is asked for: the frames go on until then.
void Qt3DViewport::captureAsked() {
    ++pendingCaptures_;
    clock_->setHeld(true);
}

void Qt3DViewport::captureAnswered() {
    --pendingCaptures_;
    clock_->setHeld(pendingCaptures_ > 0);
}

std::pair<QVector3D, QVector3D> Qt3DViewport::rayAt(const QPointF& point) const {
    const QSize s = container_->size();
    const QPointF local = point - QPointF(container_->pos());
    const float x = float(2 * local.x() / std::max(1, s.width()) - 1);
    const float y = float(1 - 2 * local.y() / std::max(1, s.height()));
    Qt3DRender::QCamera* camera = window_->camera();
    const QMatrix4x4 inverse = (camera->projectionMatrix() * camera->viewMatrix()).inverted();
    const QVector3D nearPoint = inverse.map(QVector3D(x, y, -1));
    const QVector3D farPoint = inverse.map(QVector3D(x, y, 1));
    return {nearPoint, farPoint - nearPoint};
}

DiagramHit Qt3DViewport::hitAt(const QPointF& point) const {
    if (!scene_) return {};
    const auto [origin, direction] = rayAt(point);
    return scene_->pick(origin, direction);
}

QPointF Qt3DViewport::squareOnScreen(int squareId) const {
    if (!scene_) return {};
    const QVector3D c = scene_->aimPoint(squareId);
    Qt3DRender::QCamera* camera = window_->camera();
    const QVector4D clip = camera->projectionMatrix() * camera->viewMatrix() * QVector4D(c, 1);
    if (clip.w() <= 0) return {};
    const QSize s = container_->size();
    const float x = clip.x() / clip.w(), y = clip.y() / clip.w();
    if (std::abs(x) > 1 || std::abs(y) > 1) return {};
    return QPointF(container_->pos()) + QPointF((x + 1) / 2 * s.width(), (1 - y) / 2 * s.height());
}

void Qt3DViewport::clickAt(const QPointF& point) {
    const DiagramHit hit = hitAt(point);
    if (clickHandler_ && clickHandler_(hit, Qt::LeftButton)) return;
    click(hit);
}

void Qt3DViewport::click(const DiagramHit& hit) {
    // A choice the click raises pops up here, not in another view of the same model.
    clickedHere_ = true;
    sendHit(*model_, hit);
    clickedHere_ = false;
}

void Qt3DViewport::showChoices(const QStringList& labels) {
    if (clickedHere_) popUpChoices(this, model_, labels);
}

void Qt3DViewport::capture(std::function<void(const QImage&)> done) {
    // A capture is a picture to keep: at full resolution, even while the camera moves.
    stopMoving();
    captureAsked();
    Qt3DRender::QRenderCaptureReply* reply = frameGraph_->stillCapture()->requestCapture();
    connect(reply, &Qt3DRender::QRenderCaptureReply::completed, this, [this, reply, done] {
        captureAnswered();
        done(reply->image());
        reply->deleteLater();
    });
}

void Qt3DViewport::captureMoving(std::function<void(const QImage&)> done) {
    captureAsked();
    Qt3DRender::QRenderCaptureReply* reply = frameGraph_->movingCapture()->requestCapture();
    connect(reply, &Qt3DRender::QRenderCaptureReply::completed, this, [this, reply, done] {
        captureAnswered();
        done(reply->image());
        reply->deleteLater();
    });
}

void Qt3DViewport::captureAt(const QSize& size, std::function<void(const QImage&)> done) {
    if (size.isEmpty()) return done(QImage());
    // Twice the size where the card allows, scaled down smoothly: supersampled rather than
    // multisampled, so that any size up to the card's limit has its antialiasing.
    constexpr int kMaxTexture = 8192;
    const int factor = std::max(size.width(), size.height()) * 2 <= kMaxTexture ? 2 : 1;
    if (std::max(size.width(), size.height()) > kMaxTexture) return done(QImage());
    const QSize target = size * factor;
    frameGraph_->setOffscreenSize(target);
    Qt3DRender::QCamera* camera = window_->camera();
    Qt3DRender::QCamera* offscreenCamera = frameGraph_->offscreenCamera();
    const float aspect = float(size.width()) / float(size.height());
    offscreenCamera->lens()->setPerspectiveProjection(fieldOfViewFor(aspect), aspect, 0.2f, 200.f);
    offscreenCamera->setUpVector(camera->upVector());
    offscreenCamera->setPosition(camera->position());
    offscreenCamera->setViewCenter(camera->viewCenter());
    frameGraph_->setOffscreenEnabled(true);
    ++offscreenPending_;
    captureAsked();
    Qt3DRender::QRenderCaptureReply* reply = frameGraph_->offscreenCapture()->requestCapture();
    connect(reply, &Qt3DRender::QRenderCaptureReply::completed, this,
            [this, reply, done, size, target] {
                captureAnswered();
                QImage image = reply->image();
                reply->deleteLater();
                if (--offscreenPending_ == 0) frameGraph_->setOffscreenEnabled(false);
                if (image.size() != target) return done(QImage());
                if (image.size() != size)
                    image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
                done(image.convertToFormat(QImage::Format_RGB32));
            });
}

bool Qt3DViewport::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_) {
        if (event->type() == QEvent::Resize) applyCamera();
        if (event->type() == QEvent::KeyPress && handleKey(static_cast<QKeyEvent*>(event)))
            return true;
        if (handleMouse(event)) return true;
    }
    return Viewport::eventFilter(watched, event);
}

bool Qt3DViewport::handleMouse(QEvent* event) {
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        pressAt_ = lastAt_ = e->position();
        pressButtons_ = e->buttons();
        dragging_ = false;
        drag_.cancel();
        // In play, a press on a piece that can move picks it up; elsewhere dragging orbits.
        if (e->button() == Qt::LeftButton && !(e->modifiers() & Qt::ShiftModifier) &&
            !clickHandler_) {
            const DiagramHit hit = hitAt(e->position() + QPointF(container_->pos()));
            if (drag_.picksUp(hit)) drag_.press(hit);
        }
        return true;
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        const QPointF at = e->position(), delta = at - lastAt_;
        lastAt_ = at;
        if (e->buttons() == Qt::NoButton) {
            if (scene_) scene_->setHover(hitAt(at + QPointF(container_->pos())));
            return true;
        }
        if ((at - pressAt_).manhattanLength() > 4) dragging_ = true;
        if (drag_.holding()) { // the square under the pointer shows where it would land
            if (scene_) scene_->setHover(hitAt(at + QPointF(container_->pos())));
            return true;
        }
        if (!dragging_) return true;
        const bool pan = (e->buttons() & (Qt::RightButton | Qt::MiddleButton)) ||
                         (e->modifiers() & Qt::ShiftModifier);
        cameraMove_.stop();
        if (pan) {
            const float scale = camera_.pose().distance / 600.f;
            camera_.pan(float(-delta.x()) * scale, float(delta.y()) * scale);
        } else {
            // A quarter of a degree a pixel: a drag across a wide view turns it about 90 degrees.
            camera_.orbit(float(-delta.x()) * kOrbitPerPixel, float(delta.y()) * kPitchPerPixel);
        }
        applyCamera();
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() == Qt::LeftButton && drag_.holding()) {
            drag_.release(hitAt(e->position() + QPointF(container_->pos())), dragging_);
            dragging_ = false;
            return true;
        }
        if (!dragging_ && e->button() == Qt::LeftButton)
            clickAt(e->position() + QPointF(container_->pos()));
        // A right click that did not pan marks the square, as on the 2D board.
        if (!dragging_ && e->button() == Qt::RightButton) {
            const DiagramHit hit = hitAt(e->position() + QPointF(container_->pos()));
            if (clickHandler_ && clickHandler_(hit, Qt::RightButton)) {
            } else if (hit.kind == DiagramHit::Kind::Square)
                model_->toggleSquareMark(hit.squareId, markLetterFor(e->modifiers()));
        }
        dragging_ = false;
        return true;
    }
    case QEvent::Wheel: {
        auto* e = static_cast<QWheelEvent*>(event);
        zoom(e->angleDelta().y() > 0 ? 0.9f : 1.f / 0.9f);
        return true;
    }
    default:
        return false;
    }
}

bool Qt3DViewport::handleKey(QKeyEvent* event) {
    // The arrow keys alone step through the turns everywhere (the window's shortcuts); with
    // Shift they turn the camera.
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool arrow = event->key() == Qt::Key_Left || event->key() == Qt::Key_Right ||
                       event->key() == Qt::Key_Up || event->key() == Qt::Key_Down;
    if (arrow && !shift) return false;
    switch (event->key()) {
    case Qt::Key_Left:
        orbit(-5, 0);
        return true;
    case Qt::Key_Right:
        orbit(5, 0);
        return true;
    case Qt::Key_Up:
        orbit(0, 4);
        return true;
    case Qt::Key_Down:
        orbit(0, -4);
        return true;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoom(0.9f);
        return true;
    case Qt::Key_Minus:
        zoom(1 / 0.9f);
        return true;
    case Qt::Key_Home:
        resetCamera();
        return true;
    default:
        return false;
    }
}

bool viewportSupported() {
    if (QGuiApplication::platformName() == QLatin1String("offscreen") ||
        QGuiApplication::platformName() == QLatin1String("minimal"))
        return false;
    QOpenGLContext context;
    return context.create();
}

Viewport* createViewport(PositionModel* model, QWidget* parent, int antialiasing) {
    // Qt 3D's OpenGL renderer: with Qt 6.4's RHI renderer painted textures stay black and render
    // captures come out upside down. Qt 3D reads this once, when its first aspect engine starts.
    qputenv("QT3D_RENDERER", "opengl");
    return new Qt3DViewport(model, parent, antialiasing);
}

} // namespace trellis
