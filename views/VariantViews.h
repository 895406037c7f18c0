#pragma once
// The one place in views that knows every variant: each variant's folder provides its 2D
// diagram painter and its 3D scene, and VariantViews.cpp lists them (one line per variant).
#include <QString>
#include <QStringList>

#include <memory>

namespace trellis {

class DiagramPainter;
class VariantScene;

struct VariantViews {
    std::unique_ptr<DiagramPainter> (*painter)() = nullptr;
    std::unique_ptr<VariantScene> (*scene3D)() = nullptr;
    // The descriptor's words (name, sides, notations, pieces), untranslated: the studio
    // translates them under the context "Variant", and this list puts them in the .ts files.
    QStringList (*words)() = nullptr;
};

// The views of a variant id; null for a variant without views.
const VariantViews* viewsFor(const QString& variant);

} // namespace trellis
