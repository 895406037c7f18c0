#include "SceneOverlay.h"

#include <QHash>

#include <cmath>

namespace trellis {

namespace {

const QColor kLastMove(206, 196, 88), kSelected(246, 208, 60), kTarget(40, 170, 70),
    kCheck(220, 40, 40), kHover(250, 250, 250), kBoardTarget(60, 200, 90);
constexpr float kLift = 0.012f; // above the board surface, below the pieces' feet

class OverlayBuilder {
  public:
    explicit OverlayBuilder(SceneOverlay& out) : out_(out) {}

    void tint(QVector3D c, float half, const QColor& colour) {
        out_.mesh.setColour(colour);
        c.setY(c.y() + kLift);
        out_.mesh.addQuad({c.x() - half, c.y(), c.z() + half}, {c.x() + half, c.y(), c.z() + half},
                          {c.x() + half, c.y(), c.z() - half}, {c.x() - half, c.y(), c.z() - half});
        ++out_.elements;
    }
    void frame(QVector3D c, float half, float width, const QColor& colour) {
        out_.mesh.setColour(colour);
        const float y0 = c.y() + kLift, y1 = y0 + 0.02f;
        const float x0 = c.x() - half, x1 = c.x() + half, z0 = c.z() + half, z1 = c.z() - half;
        out_.mesh.addBox({x0, y0, z1}, {x1, y1, z1 + width});
        out_.mesh.addBox({x0, y0, z0 - width}, {x1, y1, z0});
        out_.mesh.addBox({x0, y0, z1}, {x0 + width, y1, z0});
        out_.mesh.addBox({x1 - width, y0, z1}, {x1, y1, z0});
        ++out_.elements;
    }
    void dot(QVector3D c, float radius, const QColor& colour) {
        MeshData disc;
        disc.setColour(colour);
        disc.addLathe({{0, 0}, {radius, 0}, {radius, 0.03}, {0, 0.03}}, 20);
        place(disc, c);
    }
    void ring(QVector3D c, float radius, float width, const QColor& colour) {
        MeshData ring;
        ring.setColour(colour);
        ring.addLathe({{radius - width, 0.03},
                       {radius - width, 0},
                       {radius, 0},
                       {radius, 0.03},
                       {radius - width, 0.03}},
                      28);
        place(ring, c);
    }
    void arrow(QVector3D a, QVector3D b, const QColor& colour, float width) {
        QVector3D along = b - a;
        QVector3D flat(along.x(), 0, along.z());
        if (flat.length() < 1e-3f) return;
        const float length = along.length();
        const QVector3D dir = along / length;
        const QVector3D side = QVector3D(-flat.z(), 0, flat.x()).normalized();
        const float lift = 0.06f, shaft = 0.09f * width, head = 0.26f * (0.7f + 0.3f * width),
                    headLength = 0.42f;
        a += QVector3D(0, lift, 0) + dir * 0.2f;
        b += QVector3D(0, lift, 0);
        const QVector3D neck = b - dir * headLength;
        out_.mesh.setColour(colour);
        out_.mesh.addQuad(a - side * shaft, neck - side * shaft, neck + side * shaft,
                          a + side * shaft);
        out_.mesh.addQuad(neck - side * head, b, b, neck + side * head);
        // Undersides, so arrows read from below a see-through board too.
        out_.mesh.addQuad(a + side * shaft, neck + side * shaft, neck - side * shaft,
                          a - side * shaft);
        out_.mesh.addQuad(neck + side * head, b, b, neck - side * head);
        ++out_.elements;
    }

  private:
    void place(const MeshData& shape, QVector3D c) {
        QMatrix4x4 at;
        at.translate(c + QVector3D(0, kLift, 0));
        out_.mesh.append(shape, at);
        ++out_.elements;
    }

    SceneOverlay& out_;
};

} // namespace

SceneOverlay buildSceneOverlay(const Diagram& diagram, const VariantScene& scene,
                               const DiagramHit& hover) {
    SceneOverlay out;
    OverlayBuilder b(out);
    QHash<QString, QVector3D> centres;
    for (const DiagramSquare& sq : diagram.squares) {
        if (!sq.exists) continue;
        const QVector3D c = scene.squareCentre(sq);
        centres.insert(sq.name, c);
        if (sq.lastMove) b.tint(c, 0.47f, kLastMove);
        if (sq.mark.isValid()) b.tint(c, 0.47f, sq.mark);
        if (sq.check) b.tint(c, 0.47f, kCheck);
        if (sq.selected) b.frame(c, 0.5f, 0.07f, kSelected);
        if (sq.target && sq.piece.isEmpty()) b.dot(c, 0.13f, kTarget);
        if (sq.target && !sq.piece.isEmpty()) b.ring(c, 0.48f, 0.08f, kTarget);
        if (hover.kind == DiagramHit::Kind::Square && hover.squareId == sq.id && !sq.selected)
            b.frame(c, 0.5f, 0.04f, kHover);
    }
    const float half = scene.boardHalfSize();
    for (const DiagramBoard& board : diagram.boards) {
        const QVector3D c = scene.pinCentre(board.pin);
        if (board.selected) b.frame(c, half + 0.16f, 0.07f, kSelected);
        if (board.target) b.frame(c, half, 0.09f, kBoardTarget);
    }
    if (hover.kind == DiagramHit::Kind::Board)
        b.frame(scene.pinCentre(hover.pin), half + 0.16f, 0.04f, kHover);
    for (const DiagramArrow& a : diagram.arrows)
        if (centres.contains(a.from) && centres.contains(a.to))
            b.arrow(centres[a.from], centres[a.to], a.colour, float(a.width));
    return out;
}

} // namespace trellis
