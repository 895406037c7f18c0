#pragma once
// Triangle meshes built in code (boards, posts, lathe-turned pieces, extruded silhouettes) and
// their upload into Qt 3D. Every vertex carries position, normal, colour and texture coordinate,
// so one layout serves every material we use (per-vertex colour, textured, plain Phong).
#include <QColor>
#include <QMatrix4x4>
#include <QPointF>
#include <QVector3D>

#include <array>
#include <functional>
#include <vector>

namespace Qt3DCore {
class QGeometry;
class QNode;
} // namespace Qt3DCore
namespace Qt3DRender {
class QGeometryRenderer;
}

namespace trellis {

class MeshData {
  public:
    static constexpr int kFloatsPerVertex = 11; // position 3, normal 3, colour 3, uv 2

    bool empty() const { return indices_.empty(); }
    int vertexCount() const { return int(vertices_.size()) / kFloatsPerVertex; }
    const std::vector<float>& vertices() const { return vertices_; }
    const std::vector<unsigned>& indices() const { return indices_; }

    void setColour(const QColor& colour) { colour_ = colour; }
    // A flat quad a-b-c-d (counter-clockwise seen from the front), uv spanning 0..1.
    void addQuad(QVector3D a, QVector3D b, QVector3D c, QVector3D d);
    // An axis-aligned box from its two opposite corners.
    void addBox(QVector3D low, QVector3D high);
    // A solid of revolution around the y axis: profile points (radius, height) from bottom to
    // top; radius 0 closes the shape. Normals follow the profile so curves shade smoothly.
    void addLathe(const std::vector<QPointF>& profile, int segments);
    // A flat polygon in the xy plane (any simple polygon, counter-clockwise) extruded along z
    // from -depth/2 to depth/2.
    void addExtrusion(const std::vector<QPointF>& polygon, float depth);
    // The same with edges that shade round, as if carved: the side walls' normals turn towards
    // the faces and follow the outline smoothly where it bends gently. `width` (of a point of the
    // polygon, 1 by default) narrows the solid there, as a horse's muzzle.
    void addRoundedExtrusion(const std::vector<QPointF>& polygon, float depth,
                             const std::function<float(QPointF)>& width = {});
    // A flat quad like addQuad whose corners have their own colours, blended across it.
    void addGradientQuad(QVector3D a, QVector3D b, QVector3D c, QVector3D d,
                         const std::array<QColor, 4>& colours);
    // A disc facing up (+y) at height y with uv mapping the unit square onto its bounding box.
    void addDisc(float radius, float y, int segments);
    // Appends another mesh, transformed.
    void append(const MeshData& other, const QMatrix4x4& transform = {});

  private:
    unsigned addVertex(QVector3D p, QVector3D n, QPointF uv = {});

    std::vector<float> vertices_;
    std::vector<unsigned> indices_;
    QColor colour_ = Qt::white;
};

// Uploads a mesh into a new geometry owned by parent.
Qt3DCore::QGeometry* createGeometry(const MeshData& mesh, Qt3DCore::QNode* parent);
// Uploads a mesh into a new geometry renderer owned by parent.
Qt3DRender::QGeometryRenderer* createRenderer(const MeshData& mesh, Qt3DCore::QNode* parent);
// Replaces the mesh of a renderer made by createRenderer (overlays that change every click).
void updateRenderer(Qt3DRender::QGeometryRenderer* renderer, const MeshData& mesh);

} // namespace trellis
