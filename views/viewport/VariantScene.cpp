#include "VariantScene.h"

namespace trellis {

std::unique_ptr<VariantScene> createTriDScene3D();
std::unique_ptr<VariantScene> createCotulenhScene3D();

std::unique_ptr<VariantScene> createVariantScene(const QString& variant) {
    if (variant == "trid") return createTriDScene3D();
    if (variant == "cotulenh") return createCotulenhScene3D();
    return nullptr;
}

} // namespace trellis
