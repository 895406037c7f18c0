#pragma once
// The one place in views that knows every variant: each variant's folder provides its 2D
// diagram painter and its 3D scene, and VariantViews.cpp lists them (one line per variant).
#include <QString>

#include <memory>

namespace trellis {

class DiagramPainter;
class VariantScene;

struct VariantViews {
    std::unique_ptr<DiagramPainter> (*painter)() = nullptr;
    std::unique_ptr<VariantScene> (*scene3D)() = nullptr;
};

// The views of a variant id; null for a variant without views.
const VariantViews* viewsFor(const QString& variant);

} // namespace trellis
