#include "SceneParts.h"

#include "ShadedMaterial.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QLayer>

namespace trellis {

Qt3DRender::QMaterial* solidMaterial(const QColor& colour, float shininess, Qt3DCore::QNode* parent,
                                     float specular) {
    return new ShadedMaterial(ShadedMaterial::Source::Uniform, colour, shininess, specular, parent);
}

Qt3DRender::QMaterial* vertexColourMaterial(Qt3DCore::QNode* parent) {
    return new ShadedMaterial(ShadedMaterial::Source::Vertex, Qt::white, 30, 0.08f, parent);
}

Qt3DCore::QEntity* meshEntity(Qt3DCore::QEntity* parent, Qt3DRender::QGeometryRenderer* renderer,
                              Qt3DRender::QMaterial* material, Qt3DRender::QLayer* layer) {
    auto* e = new Qt3DCore::QEntity(parent);
    e->addComponent(renderer);
    e->addComponent(material);
    if (layer) e->addComponent(layer);
    return e;
}

Qt3DCore::QTransform* transformOf(Qt3DCore::QEntity* entity) {
    const auto found = entity->componentsOfType<Qt3DCore::QTransform>();
    return found.isEmpty() ? nullptr : found.first();
}

} // namespace trellis
