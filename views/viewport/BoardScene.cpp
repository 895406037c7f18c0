#include "BoardScene.h"

#include "DiagramSource.h"
#include "PositionModel.h"
#include "SceneMaterials.h"
#include "SceneOverlay.h"
#include "SceneParts.h"

#include <QEasingCurve>
#include <QTimer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>

#include <cmath>
#include <limits>
#include <utility>

namespace trellis {

namespace {

constexpr int kAnimationMs = 250;

// Where a ray meets the horizontal plane at height y (t > 0), or -1.
float planeHit(const QVector3D& o, const QVector3D& d, float y) {
    if (std::abs(d.y()) < 1e-6f) return -1;
    const float t = (y - o.y()) / d.y();
    return t > 0 ? t : -1;
}

// Where a ray meets an upright cylinder (side or top), or -1.
float cylinderHit(const QVector3D& o, const QVector3D& d, const QVector3D& base, float radius,
                  float height) {
    float best = -1;
    const float ox = o.x() - base.x(), oz = o.z() - base.z();
    const float a = d.x() * d.x() + d.z() * d.z();
    const float bq = 2 * (ox * d.x() + oz * d.z());
    const float c = ox * ox + oz * oz - radius * radius;
    const float disc = bq * bq - 4 * a * c;
    if (a > 1e-9f && disc >= 0) {
        const float t = (-bq - std::sqrt(disc)) / (2 * a);
        const float y = o.y() + t * d.y();
        if (t > 0 && y >= base.y() && y <= base.y() + height) best = t;
    }
    const float top = planeHit(o, d, base.y() + height);
    if (top > 0 && (best < 0 || top < best)) {
        const QVector3D p = o + top * d;
        if (std::hypot(p.x() - base.x(), p.z() - base.z()) <= radius) best = top;
    }
    return best;
}

} // namespace

void BoardScene::setAnimationScale(qreal scale) {
    animation_.setDuration(qMax(1, qRound(kAnimationMs * scale)));
}

BoardScene::BoardScene(PositionModel* model, const SceneParents& parents, QObject* parent)
    : QObject(parent), model_(model), variant_(model->variantId()), parents_(parents),
      scene_(createVariantScene(variant_)) {
    parents_.levels = &levels_;
    scene_->buildStatic(parents_);
    pieceRoot_ = new Qt3DCore::QEntity(parents_.root);
    overlay_ = createRenderer(MeshData(), parents_.root);
    meshEntity(parents_.root, overlay_, parents_.materials->vertexColour(parents_.root));

    animation_.setDuration(kAnimationMs);
    animation_.setStartValue(0.f);
    animation_.setEndValue(1.f);
    animation_.setEasingCurve(QEasingCurve::OutCubic);
    connect(&animation_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& v) { animate(v.toFloat()); });

    const auto queue = [this] { scheduleSync(); };
    connect(model_, &PositionModel::positionChanged, this, queue);
    connect(model_, &PositionModel::selectionChanged, this, queue);
    connect(model_, &PositionModel::arrowsChanged, this, queue);
    connect(model_, &QAbstractItemModel::dataChanged, this, queue);
    connect(model_, &QAbstractItemModel::modelReset, this, queue);
    connect(model_, &PositionModel::forwardChange, this, [this](const Transition& change) {
        change_ = change;
        scheduleSync();
    });
    const bool wasAnimated = animated_;
    animated_ = false;
    sync();
    animated_ = wasAnimated;
}

BoardScene::~BoardScene() {
    animation_.stop();
}

void BoardScene::scheduleSync() {
    // Several model signals arrive for one user action; one comparison answers them all.
    if (syncQueued_) return;
    syncQueued_ = true;
    QTimer::singleShot(0, this, [this] { sync(); });
}

void BoardScene::sync() {
    syncQueued_ = false;
    if (model_->variantId() != variant_) return; // the viewport replaces this scene
    finishAnimation();
    diagram_ = diagramOf(*model_);
    rowOfId_.clear();
    for (int i = 0; i < diagram_.squares.size(); ++i) rowOfId_.insert(diagram_.squares[i].id, i);
    scene_->setBoards(diagram_.boards);
    const std::optional<Transition> change = std::exchange(change_, std::nullopt);
    halfTurns_.clear();
    if (change) turnBoards(*change);
    syncPieces(change ? &*change : nullptr);
    rebuildOverlay();
    if (!tweens_.empty()) {
        animate(0); // new pieces start where they come from, not where they land
        animation_.start();
    }
    emit changed();
}

// Boards that turn half round on their pins in this turn: their passengers circle the centre.
void BoardScene::turnBoards(const Transition& change) {
    halfTurns_.clear();
    for (const BoardChange& b : change.boards) {
        if (!b.halfTurn) continue;
        halfTurns_ << QString::fromStdString(b.toPin);
        scene_->turnBoard(halfTurns_.back());
    }
}

void BoardScene::finishAnimation() {
    if (animation_.state() == QAbstractAnimation::Running) animation_.stop();
    animate(1);
}

const DiagramSquare* BoardScene::square(int id) const {
    const auto it = rowOfId_.find(id);
    return it == rowOfId_.end() ? nullptr : &diagram_.squares[*it];
}

BoardScene::Piece BoardScene::createPiece(const DiagramSquare& sq, const QVector3D& at) {
    Piece p;
    // Built apart and then attached: see Qt3DViewport::rebuildScene.
    p.entity = scene_->createPiece(sq, nullptr);
    p.entity->setParent(pieceRoot_);
    p.transform = transformOf(p.entity);
    p.transform->setTranslation(at);
    p.token = sq.piece;
    ++created_;
    return p;
}

// Where the piece arriving on a square comes from in this turn: the square of the last Move
// onto it, or -1 (it appears there: a promotion, a drop).
int BoardScene::sourceOf(int squareId, const Transition& change) const {
    int from = -1;
    for (const PieceChange& c : change.pieces)
        if (c.kind == PieceChange::Move && c.to == squareId) from = c.from;
    return from;
}

void BoardScene::syncPieces(const Transition* change) {
    QList<int> gone; // squares whose piece changed or left
    for (auto it = pieces_.begin(); it != pieces_.end(); ++it) {
        const DiagramSquare* sq = square(it.key());
        if (!sq || !sq->exists || sq->piece != it->token) gone << it.key();
    }
    QList<int> arrived;
    for (const DiagramSquare& sq : diagram_.squares)
        if (sq.exists && !sq.piece.isEmpty() &&
            (!pieces_.contains(sq.id) || pieces_[sq.id].token != sq.piece))
            arrived << sq.id;

    QHash<int, Piece> kept;
    for (int id : gone) kept.insert(id, pieces_.take(id));
    std::swap(pieces_, kept); // now pieces_ holds the gone ones, where matchSource looks
    QHash<int, Piece> placed;
    for (int id : arrived) {
        const DiagramSquare& sq = *square(id);
        const QVector3D to = scene_->squareCentre(sq);
        const int from = change ? sourceOf(id, *change) : -1;
        if (from >= 0 && pieces_.contains(from) && pieces_[from].token == sq.piece) {
            Piece p = pieces_.take(from); // the same piece slides over
            Tween slide{p.entity, p.transform, p.transform->translation(), to, 1, 1, false};
            const DiagramSquare* fromSquare = square(from);
            if (fromSquare && fromSquare->level == sq.level && halfTurns_.contains(sq.level))
                slide.pivot = scene_->pinCentre(sq.level), slide.turn = 180;
            tweens_.push_back(slide);
            placed.insert(id, p);
            continue;
        }
        Piece p = createPiece(sq, to);
        // Off a stack or onto one, the new token slides from where the moving piece stood.
        const DiagramSquare* fromSquare = from >= 0 ? square(from) : nullptr;
        if (from >= 0 && pieces_.contains(from))
            tweens_.push_back(
                {p.entity, p.transform, pieces_[from].transform->translation(), to, 1, 1, false});
        else if (fromSquare)
            tweens_.push_back(
                {p.entity, p.transform, scene_->squareCentre(*fromSquare), to, 1, 1, false});
        else
            tweens_.push_back({p.entity, p.transform, to, to, 0.2f, 1, false});
        placed.insert(id, p);
    }
    for (auto it = pieces_.begin(); it != pieces_.end(); ++it) {
        const QVector3D at = it->transform->translation();
        tweens_.push_back({it->entity, it->transform, at, at - QVector3D(0, 0.3f, 0), 1, 0, true});
    }
    pieces_ = std::move(kept);
    for (auto it = placed.begin(); it != placed.end(); ++it) pieces_.insert(it.key(), *it);
    if (!change || !animated_) animation_.stop(), this->animate(1);
}

void BoardScene::animate(float progress) {
    emit pictureChanged();
    scene_->animateBoards(progress);
    for (const Tween& t : tweens_) {
        if (!t.entity) continue;
        if (t.turn != 0 && progress < 1) {
            QMatrix4x4 spin;
            spin.rotate(t.turn * progress, 0, 1, 0);
            t.transform->setTranslation(t.pivot + spin.map(t.from - t.pivot));
        } else {
            t.transform->setTranslation(t.from + (t.to - t.from) * progress);
        }
        t.transform->setScale(t.scaleFrom + (t.scaleTo - t.scaleFrom) * progress);
    }
    if (progress < 1) return;
    for (const Tween& t : tweens_)
        if (t.removeAtEnd && t.entity) t.entity->deleteLater();
    tweens_.clear();
}

void BoardScene::rebuildOverlay() {
    SceneOverlay overlay = buildSceneOverlay(diagram_, *scene_, hover_);
    overlayElements_ = overlay.elements;
    updateRenderer(overlay_, overlay.mesh);
    emit pictureChanged();
}

void BoardScene::setHover(const DiagramHit& hit) {
    if (hit.kind == hover_.kind && hit.squareId == hover_.squareId && hit.pin == hover_.pin) return;
    hover_ = hit;
    rebuildOverlay();
}

QVector3D BoardScene::squareCentre(int squareId) const {
    const DiagramSquare* sq = square(squareId);
    return sq ? scene_->squareCentre(*sq) : QVector3D();
}

QVector3D BoardScene::aimPoint(int squareId) const {
    const DiagramSquare* sq = square(squareId);
    if (!sq) return {};
    const float lift = sq->piece.isEmpty() ? 0 : scene_->pieceHeight(sq->piece) / 2;
    return scene_->squareCentre(*sq) + QVector3D(0, lift, 0);
}

DiagramHit BoardScene::pick(const QVector3D& o, const QVector3D& direction) const {
    const QVector3D d = direction.normalized();
    struct Candidate {
        float t;
        DiagramHit hit;
        bool meaningful; // a piece, a target or a board: what a click most likely means
    };
    std::vector<Candidate> found;
    for (const DiagramSquare& sq : diagram_.squares) {
        if (!sq.exists) continue;
        const QVector3D c = scene_->squareCentre(sq);
        const DiagramHit hit{DiagramHit::Kind::Square, sq.id, {}};
        const float t = planeHit(o, d, c.y());
        if (t > 0) {
            const QVector3D p = o + t * d;
            if (std::abs(p.x() - c.x()) <= 0.5f && std::abs(p.z() - c.z()) <= 0.5f)
                found.push_back({t, hit, sq.target || !sq.piece.isEmpty()});
        }
        if (!sq.piece.isEmpty()) {
            const float tp =
                cylinderHit(o, d, c, scene_->pieceRadius(), scene_->pieceHeight(sq.piece));
            if (tp > 0) found.push_back({tp, hit, true});
        }
    }
    const float half = scene_->boardHalfSize();
    for (const QString& pin : scene_->pins()) {
        const QVector3D c = scene_->pinCentre(pin);
        const float t = planeHit(o, d, c.y());
        if (t < 0) continue;
        const QVector3D p = o + t * d;
        const float dx = std::abs(p.x() - c.x()), dz = std::abs(p.z() - c.z());
        bool occupied = false, target = false;
        for (const DiagramBoard& b : diagram_.boards)
            if (b.pin == pin) occupied = occupied || b.owner >= 0, target = target || b.target;
        const float edge = half + 0.2f;
        const bool onFrame = dx <= edge && dz <= edge && (dx > half || dz > half);
        if ((occupied && onFrame) || (!occupied && dx <= half && dz <= half))
            found.push_back({t, {DiagramHit::Kind::Board, -1, pin}, occupied || target});
    }
    std::sort(found.begin(), found.end(),
              [](const Candidate& a, const Candidate& b) { return a.t < b.t; });
    for (const Candidate& c : found)
        if (c.meaningful) return c.hit;
    return found.empty() ? DiagramHit{} : found.front().hit;
}

Qt3DCore::QEntity* BoardScene::pieceAt(int squareId) const {
    const auto it = pieces_.find(squareId);
    return it == pieces_.end() ? nullptr : it->entity;
}

QHash<QString, int> BoardScene::piecesPerLevel() const {
    QHash<QString, int> out;
    for (auto it = pieces_.begin(); it != pieces_.end(); ++it)
        if (const DiagramSquare* sq = square(it.key())) ++out[sq->level];
    return out;
}

int BoardScene::towerHeight(int squareId) const {
    const auto it = pieces_.find(squareId);
    if (it == pieces_.end()) return 0;
    int n = 0;
    for (QChar c : it->token) n += c.isLetter();
    return n;
}

} // namespace trellis
