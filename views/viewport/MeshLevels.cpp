#include "MeshLevels.h"

#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>

namespace trellis {

Qt3DRender::QGeometryRenderer* MeshLevels::create(const MeshData& full, const MeshData& light,
                                                  Qt3DCore::QNode* parent) {
    auto* renderer = new Qt3DRender::QGeometryRenderer(parent);
    renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    Levels levels{renderer, createGeometry(full, renderer), createGeometry(light, renderer)};
    renderer->setGeometry(light_ ? levels.light : levels.full);
    levels_.push_back(levels);
    return renderer;
}

void MeshLevels::setLight(bool light) {
    if (light == light_) return;
    light_ = light;
    for (const Levels& l : levels_)
        if (l.renderer) l.renderer->setGeometry(light ? l.light : l.full);
}

} // namespace trellis
