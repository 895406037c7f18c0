#include "MeshData.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>

#include <cmath>
#include <numbers>

namespace trellis {

namespace {

// Twice the signed area of triangle abc (positive when counter-clockwise).
float cross(QPointF a, QPointF b, QPointF c) {
    return float((b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x()));
}

bool inside(QPointF p, QPointF a, QPointF b, QPointF c) {
    return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

// Ear clipping: triangles of a simple counter-clockwise polygon as index triples.
std::vector<int> triangulate(const std::vector<QPointF>& poly) {
    std::vector<int> left(poly.size()), out;
    for (std::size_t i = 0; i < poly.size(); ++i) left[i] = int(i);
    while (left.size() > 3) {
        bool clipped = false;
        for (std::size_t i = 0; i < left.size() && !clipped; ++i) {
            const int a = left[(i + left.size() - 1) % left.size()], b = left[i],
                      c = left[(i + 1) % left.size()];
            if (cross(poly[a], poly[b], poly[c]) <= 0) continue;
            bool ear = true;
            for (int k : left)
                if (k != a && k != b && k != c && inside(poly[k], poly[a], poly[b], poly[c]))
                    ear = false;
            if (!ear) continue;
            out.insert(out.end(), {a, b, c});
            left.erase(left.begin() + std::ptrdiff_t(i));
            clipped = true;
        }
        if (!clipped) break; // degenerate input: keep what we have rather than loop forever
    }
    if (left.size() == 3) out.insert(out.end(), {left[0], left[1], left[2]});
    return out;
}

Qt3DCore::QAttribute* attribute(Qt3DCore::QBuffer* buffer, const QString& name, int size,
                                int offset, int count) {
    return new Qt3DCore::QAttribute(buffer, name, Qt3DCore::QAttribute::Float, uint(size),
                                    uint(count), uint(offset * sizeof(float)),
                                    uint(MeshData::kFloatsPerVertex * sizeof(float)));
}

QByteArray bytesOf(const void* data, std::size_t size) {
    return QByteArray(static_cast<const char*>(data), qsizetype(size));
}

} // namespace

unsigned MeshData::addVertex(QVector3D p, QVector3D n, QPointF uv) {
    const unsigned index = unsigned(vertexCount());
    vertices_.insert(vertices_.end(), {p.x(), p.y(), p.z(), n.x(), n.y(), n.z(),
                                       float(colour_.redF()), float(colour_.greenF()),
                                       float(colour_.blueF()), float(uv.x()), float(uv.y())});
    return index;
}

void MeshData::addQuad(QVector3D a, QVector3D b, QVector3D c, QVector3D d) {
    const QVector3D n = QVector3D::normal(a, b, c);
    const unsigned i = addVertex(a, n, {0, 0});
    addVertex(b, n, {1, 0});
    addVertex(c, n, {1, 1});
    addVertex(d, n, {0, 1});
    indices_.insert(indices_.end(), {i, i + 1, i + 2, i, i + 2, i + 3});
}

void MeshData::addBox(QVector3D lo, QVector3D hi) {
    const float x0 = lo.x(), y0 = lo.y(), z0 = lo.z(), x1 = hi.x(), y1 = hi.y(), z1 = hi.z();
    addQuad({x0, y1, z1}, {x1, y1, z1}, {x1, y1, z0}, {x0, y1, z0}); // top
    addQuad({x0, y0, z0}, {x1, y0, z0}, {x1, y0, z1}, {x0, y0, z1}); // bottom
    addQuad({x0, y0, z1}, {x1, y0, z1}, {x1, y1, z1}, {x0, y1, z1}); // +z
    addQuad({x1, y0, z0}, {x0, y0, z0}, {x0, y1, z0}, {x1, y1, z0}); // -z
    addQuad({x1, y0, z1}, {x1, y0, z0}, {x1, y1, z0}, {x1, y1, z1}); // +x
    addQuad({x0, y0, z0}, {x0, y0, z1}, {x0, y1, z1}, {x0, y1, z0}); // -x
}

void MeshData::addLathe(const std::vector<QPointF>& profile, int segments) {
    const int n = int(profile.size());
    for (int k = 0; k + 1 < n; ++k) {
        const QPointF p = profile[std::size_t(k)], q = profile[std::size_t(k + 1)];
        // The profile segment's outward normal in the (radius, height) plane.
        QPointF d = q - p;
        const float len = float(std::hypot(d.x(), d.y()));
        if (len < 1e-6f) continue;
        const float nr = float(d.y()) / len, ny = float(-d.x()) / len;
        const unsigned base = unsigned(vertexCount());
        for (int s = 0; s <= segments; ++s) {
            const float a = 2 * std::numbers::pi_v<float> * float(s) / float(segments);
            const float c = std::cos(a), sn = std::sin(a);
            const QVector3D normal(nr * c, ny, nr * sn);
            addVertex({float(p.x()) * c, float(p.y()), float(p.x()) * sn}, normal);
            addVertex({float(q.x()) * c, float(q.y()), float(q.x()) * sn}, normal);
        }
        for (int s = 0; s < segments; ++s) {
            const unsigned i = base + unsigned(2 * s);
            indices_.insert(indices_.end(), {i, i + 1, i + 3, i, i + 3, i + 2});
        }
    }
}

void MeshData::addExtrusion(const std::vector<QPointF>& polygon, float depth) {
    const float h = depth / 2;
    const std::vector<int> tris = triangulate(polygon);
    for (float z : {h, -h}) {
        const unsigned base = unsigned(vertexCount());
        for (const QPointF& p : polygon)
            addVertex({float(p.x()), float(p.y()), z}, {0, 0, z > 0 ? 1.f : -1.f});
        for (std::size_t t = 0; t + 2 < tris.size(); t += 3) {
            const unsigned a = base + unsigned(tris[t]), b = base + unsigned(tris[t + 1]),
                           c = base + unsigned(tris[t + 2]);
            if (z > 0)
                indices_.insert(indices_.end(), {a, b, c});
            else
                indices_.insert(indices_.end(), {a, c, b});
        }
    }
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const QPointF p = polygon[i], q = polygon[(i + 1) % polygon.size()];
        addQuad({float(p.x()), float(p.y()), h}, {float(p.x()), float(p.y()), -h},
                {float(q.x()), float(q.y()), -h}, {float(q.x()), float(q.y()), h});
    }
}

void MeshData::addRoundedExtrusion(const std::vector<QPointF>& polygon, float depth,
                                   const std::function<float(QPointF)>& width) {
    const std::size_t n = polygon.size();
    const auto halfAt = [&](QPointF p) { return depth / 2 * (width ? width(p) : 1.f); };
    // Each edge's outward normal (counter-clockwise: the outside is on the right).
    std::vector<QVector3D> edge(n);
    for (std::size_t i = 0; i < n; ++i) {
        const QPointF d = polygon[(i + 1) % n] - polygon[i];
        edge[i] = QVector3D(float(d.y()), float(-d.x()), 0).normalized();
    }
    // Where two edges meet at a gentle angle their normals blend: the outline shades smoothly.
    const auto blend = [](QVector3D a, QVector3D b) {
        return QVector3D::dotProduct(a, b) > 0.5f ? (a + b).normalized() : a;
    };
    const std::vector<int> tris = triangulate(polygon);
    for (float side : {1.f, -1.f}) {
        const unsigned base = unsigned(vertexCount());
        for (const QPointF& p : polygon)
            addVertex({float(p.x()), float(p.y()), side * halfAt(p)}, {0, 0, side});
        for (std::size_t t = 0; t + 2 < tris.size(); t += 3) {
            const unsigned a = base + unsigned(tris[t]), b = base + unsigned(tris[t + 1]),
                           c = base + unsigned(tris[t + 2]);
            if (side > 0)
                indices_.insert(indices_.end(), {a, b, c});
            else
                indices_.insert(indices_.end(), {a, c, b});
        }
    }
    // The side walls in two bands, their normals turning towards the faces at the edges as on
    // a carved piece.
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t j = (i + 1) % n;
        const QVector3D ni = blend(edge[i], edge[(i + n - 1) % n]);
        const QVector3D nj = blend(edge[i], edge[j]);
        const QPointF p = polygon[i], q = polygon[j];
        const unsigned base = unsigned(vertexCount());
        for (float z : {1.f, 0.f, -1.f}) {
            const QVector3D tilt(0, 0, z * 0.9f);
            addVertex({float(p.x()), float(p.y()), z * halfAt(p)}, (ni + tilt).normalized());
            addVertex({float(q.x()), float(q.y()), z * halfAt(q)}, (nj + tilt).normalized());
        }
        for (unsigned band = 0; band < 2; ++band) {
            const unsigned a = base + 2 * band;
            indices_.insert(indices_.end(), {a, a + 2, a + 3, a, a + 3, a + 1});
        }
    }
}

void MeshData::addGradientQuad(QVector3D a, QVector3D b, QVector3D c, QVector3D d,
                               const std::array<QColor, 4>& colours) {
    const QVector3D corners[4] = {a, b, c, d};
    const QVector3D n = QVector3D::normal(a, b, c);
    const QColor kept = colour_;
    const unsigned i = unsigned(vertexCount());
    const QPointF uv[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int k = 0; k < 4; ++k) {
        colour_ = colours[std::size_t(k)];
        addVertex(corners[k], n, uv[k]);
    }
    colour_ = kept;
    indices_.insert(indices_.end(), {i, i + 1, i + 2, i, i + 2, i + 3});
}

void MeshData::addDisc(float radius, float y, int segments) {
    const unsigned centre = addVertex({0, y, 0}, {0, 1, 0}, {0.5, 0.5});
    for (int s = 0; s <= segments; ++s) {
        const float a = 2 * std::numbers::pi_v<float> * float(s) / float(segments);
        const float c = std::cos(a), sn = std::sin(a);
        addVertex({radius * c, y, radius * sn}, {0, 1, 0}, {0.5 + 0.5 * c, 0.5 + 0.5 * sn});
    }
    for (int s = 0; s < segments; ++s)
        indices_.insert(indices_.end(),
                        {centre, centre + 2 + unsigned(s), centre + 1 + unsigned(s)});
}

void MeshData::append(const MeshData& other, const QMatrix4x4& transform) {
    const unsigned base = unsigned(vertexCount());
    const QMatrix3x3 normalMatrix = transform.normalMatrix();
    for (std::size_t v = 0; v < other.vertices_.size(); v += kFloatsPerVertex) {
        const float* f = &other.vertices_[v];
        const QVector3D p = transform.map(QVector3D(f[0], f[1], f[2]));
        QVector3D n(f[3], f[4], f[5]);
        n = QVector3D(normalMatrix(0, 0) * n.x() + normalMatrix(0, 1) * n.y() +
                          normalMatrix(0, 2) * n.z(),
                      normalMatrix(1, 0) * n.x() + normalMatrix(1, 1) * n.y() +
                          normalMatrix(1, 2) * n.z(),
                      normalMatrix(2, 0) * n.x() + normalMatrix(2, 1) * n.y() +
                          normalMatrix(2, 2) * n.z())
                .normalized();
        vertices_.insert(vertices_.end(),
                         {p.x(), p.y(), p.z(), n.x(), n.y(), n.z(), f[6], f[7], f[8], f[9], f[10]});
    }
    for (unsigned i : other.indices_) indices_.push_back(base + i);
}

Qt3DCore::QGeometry* createGeometry(const MeshData& mesh, Qt3DCore::QNode* parent) {
    using Qt3DCore::QAttribute;
    auto* geometry = new Qt3DCore::QGeometry(parent);
    auto* vertices = new Qt3DCore::QBuffer(geometry);
    vertices->setData(bytesOf(mesh.vertices().data(), mesh.vertices().size() * sizeof(float)));
    auto* indices = new Qt3DCore::QBuffer(geometry);
    indices->setData(bytesOf(mesh.indices().data(), mesh.indices().size() * sizeof(unsigned)));
    const int n = mesh.vertexCount();
    geometry->addAttribute(
        attribute(vertices, QAttribute::defaultPositionAttributeName(), 3, 0, n));
    geometry->addAttribute(attribute(vertices, QAttribute::defaultNormalAttributeName(), 3, 3, n));
    geometry->addAttribute(attribute(vertices, QAttribute::defaultColorAttributeName(), 3, 6, n));
    geometry->addAttribute(
        attribute(vertices, QAttribute::defaultTextureCoordinateAttributeName(), 2, 9, n));
    auto* index = new QAttribute(geometry);
    index->setAttributeType(QAttribute::IndexAttribute);
    index->setVertexBaseType(QAttribute::UnsignedInt);
    index->setBuffer(indices);
    index->setCount(uint(mesh.indices().size()));
    geometry->addAttribute(index);
    return geometry;
}

Qt3DRender::QGeometryRenderer* createRenderer(const MeshData& mesh, Qt3DCore::QNode* parent) {
    auto* renderer = new Qt3DRender::QGeometryRenderer(parent);
    updateRenderer(renderer, mesh);
    return renderer;
}

void updateRenderer(Qt3DRender::QGeometryRenderer* renderer, const MeshData& mesh) {
    using Qt3DCore::QAttribute;
    if (auto* g = renderer->geometry()) {
        // The same geometry node with new contents: the renderer keeps its vertex array objects.
        const QList<QAttribute*> attributes = g->attributes();
        for (QAttribute* a : attributes) {
            if (a->attributeType() == QAttribute::IndexAttribute) {
                a->buffer()->setData(
                    bytesOf(mesh.indices().data(), mesh.indices().size() * sizeof(unsigned)));
                a->setCount(uint(mesh.indices().size()));
            } else {
                a->setCount(uint(mesh.vertexCount()));
            }
        }
        attributes.first()->buffer()->setData(
            bytesOf(mesh.vertices().data(), mesh.vertices().size() * sizeof(float)));
        return;
    }
    auto* geometry = createGeometry(mesh, renderer);
    renderer->setGeometry(geometry);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
}

} // namespace trellis
