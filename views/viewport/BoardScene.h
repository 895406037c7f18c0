#pragma once
// The live 3D scene of a PositionModel: the variant's table, a piece entity per occupied square,
// and an overlay with the selection, legal targets, last turn, check, [%csl] marks, hover and
// arrows. After every change it compares the model with what it shows and touches only what
// differs. A turn played forward (PositionModel::forwardChange) animates from its transition
// record, about 250 ms: moved pieces slide, captured ones shrink away, placed ones grow, a
// half-turning board spins with its passengers. Any other change (back, a jump) snaps.
// Picking is a ray cast against the squares, pieces and attack boards it placed.
#include "Diagram.h"
#include "DiagramPainter.h"
#include "MeshLevels.h"
#include "VariantScene.h"
#include "variant/Transition.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QVariantAnimation>

#include <memory>
#include <optional>
#include <vector>

namespace Qt3DCore {
class QEntity;
class QTransform;
} // namespace Qt3DCore
namespace Qt3DRender {
class QGeometryRenderer;
}

namespace trellis {

class PositionModel;

class BoardScene : public QObject {
    Q_OBJECT

  public:
    // Builds the table for the model's variant under parents.root (which the scene then owns).
    BoardScene(PositionModel* model, const SceneParents& parents, QObject* parent = nullptr);
    ~BoardScene() override;

    QString variant() const { return variant_; }
    const VariantScene& variantScene() const { return *scene_; }
    // How long the animations take against the usual (2: twice as long).
    void setAnimationScale(qreal scale);
    int animationMs() const { return animation_.duration(); }
    void setAnimated(bool animated) { animated_ = animated; }
    bool animating() const { return animation_.state() == QAbstractAnimation::Running; }
    void finishAnimation();
    // Lighter meshes while the camera moves (MeshLevels).
    void setMoving(bool moving) { levels_.setLight(moving); }

    // The hit of a ray from origin along direction (world coordinates).
    DiagramHit pick(const QVector3D& origin, const QVector3D& direction) const;
    void setHover(const DiagramHit& hit);
    // Where a square's piece stands, or a null vector for an unknown square.
    QVector3D squareCentre(int squareId) const;
    // Where a click on the square's contents aims: the middle of its piece, else its centre.
    QVector3D aimPoint(int squareId) const;

    // --- What the scene holds, for tests and the frame-rate report.
    Qt3DCore::QEntity* pieceAt(int squareId) const;
    int pieceCount() const { return int(pieces_.size()); }
    // Occupied squares per Tri-D level ("W", "QL1", ...) or "" for Cotulenh.
    QHash<QString, int> piecesPerLevel() const;
    // The number of tokens in the tower on a square (Cotulenh stacks), 0 when empty.
    int towerHeight(int squareId) const;
    int piecesCreated() const { return created_; }
    int overlayElements() const { return overlayElements_; }

  signals:
    void changed();
    // What the scene shows changed (a sync, an animation step, the overlay): draw a frame.
    void pictureChanged();

  private:
    struct Piece {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QTransform* transform = nullptr;
        QString token;
    };
    struct Tween {
        QPointer<Qt3DCore::QEntity> entity;
        Qt3DCore::QTransform* transform;
        QVector3D from, to;
        float scaleFrom, scaleTo;
        bool removeAtEnd;
        QVector3D pivot = {}; // a passenger of a half-turning board circles its centre
        float turn = 0;       // degrees over the whole animation
    };

    void scheduleSync();
    void sync();
    void syncPieces(const Transition* change);
    void turnBoards(const Transition& change);
    Piece createPiece(const DiagramSquare& square, const QVector3D& at);
    int sourceOf(int squareId, const Transition& change) const;
    void animate(float progress);
    void rebuildOverlay();
    const DiagramSquare* square(int id) const;

    PositionModel* model_;
    QString variant_;
    MeshLevels levels_;
    SceneParents parents_;
    std::unique_ptr<VariantScene> scene_;
    Qt3DCore::QEntity* pieceRoot_ = nullptr;
    Qt3DRender::QGeometryRenderer* overlay_ = nullptr;
    Diagram diagram_;
    std::optional<Transition> change_; // the forward change the next sync animates
    QStringList halfTurns_;            // pins whose boards turn half round in this change
    QHash<int, int> rowOfId_;
    QHash<int, Piece> pieces_;
    std::vector<Tween> tweens_;
    QVariantAnimation animation_;
    DiagramHit hover_;
    bool animated_ = true, syncQueued_ = false;
    int created_ = 0, overlayElements_ = 0;
};

} // namespace trellis
