#include "SceneFloor.h"

#include <cmath>
#include <numbers>

namespace trellis {

namespace {

constexpr float kFloorRadius = 70; // far enough that its rim is at the horizon
constexpr int kRings = 6, kSegments = 48;
const QColor kFloor(100, 106, 114), kShadow(70, 74, 80);

QColor mix(const QColor& a, const QColor& b, float t) {
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                            a.greenF() + (b.greenF() - a.greenF()) * t,
                            a.blueF() + (b.blueF() - a.blueF()) * t);
}

// The floor from the shadow under the table (radius `reach`) out to the horizon, in rings each
// nearer the background's colour: it melts into the background, with no edge and no band.
void addRings(MeshData& mesh, float y, QPointF centre, float reach) {
    std::vector<float> radii{0, 0.6f * reach, 1.25f * reach};
    std::vector<QColor> colours{kShadow, mix(kShadow, kFloor, 0.5f), kFloor};
    for (int ring = 1; ring <= kRings; ++ring) {
        const float t = float(ring) / kRings;
        // Most of the fade is far away; near the table the floor keeps its colour.
        radii.push_back(1.25f * reach + (kFloorRadius - 1.25f * reach) * t * t);
        colours.push_back(mix(kFloor, sceneBackground(), t));
    }
    const auto at = [&](float r, int s) {
        const float a = 2 * std::numbers::pi_v<float> * float(s) / kSegments;
        return QVector3D(float(centre.x()) + r * std::cos(a), y,
                         float(centre.y()) - r * std::sin(a));
    };
    for (std::size_t k = 0; k + 1 < radii.size(); ++k)
        for (int s = 0; s < kSegments; ++s)
            mesh.addGradientQuad(at(radii[k], s), at(radii[k + 1], s), at(radii[k + 1], s + 1),
                                 at(radii[k], s + 1),
                                 {colours[k], colours[k + 1], colours[k + 1], colours[k]});
}

} // namespace

QColor sceneBackground() {
    return QColor(128, 136, 146);
}

void addFloor(MeshData& mesh, float y, const QRectF& footprint) {
    // A round shadow: darkest under the table's middle, the floor's own colour a little past
    // its corners. Round, it draws no edge of its own.
    const float reach = float(std::hypot(footprint.width(), footprint.height())) / 2;
    addRings(mesh, y, footprint.center(), reach);
}

} // namespace trellis
