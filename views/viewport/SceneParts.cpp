#include "SceneParts.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QDiffuseSpecularMaterial>
#include <Qt3DExtras/QPerVertexColorMaterial>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QLayer>

namespace trellis {

Qt3DRender::QMaterial* solidMaterial(const QColor& colour, float shininess, Qt3DCore::QNode* parent,
                                     float specular) {
    auto* m = new Qt3DExtras::QDiffuseSpecularMaterial(parent);
    QColor diffuse = colour;
    m->setDiffuse(diffuse);
    // Soft ambient keeps the shadowed sides readable in flat software lighting.
    m->setAmbient(
        QColor::fromRgbF(colour.redF() * 0.35f, colour.greenF() * 0.35f, colour.blueF() * 0.35f));
    m->setSpecular(QColor::fromRgbF(specular, specular, specular));
    m->setShininess(shininess);
    m->setAlphaBlendingEnabled(colour.alpha() < 255);
    return m;
}

Qt3DRender::QMaterial* vertexColourMaterial(Qt3DCore::QNode* parent) {
    return new Qt3DExtras::QPerVertexColorMaterial(parent);
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
