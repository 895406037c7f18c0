#pragma once
// Meshes drawn lighter while the camera moves. A piece turned in 24 segments becomes one of 12:
// software rendering pays for every triangle, and while the picture moves the facets do not
// show (at 1280x800 the Tri-D set's 33,000 triangles cost a moving frame about 4 ms of its 16).
// Each renderer holds both geometries; the scene switches them all at once, and the still
// picture is drawn with the full ones, as before.
#include "MeshData.h"

#include <QPointer>

#include <vector>

namespace trellis {

class MeshLevels {
  public:
    // A renderer owned by parent showing full, or light while light() is on.
    Qt3DRender::QGeometryRenderer* create(const MeshData& full, const MeshData& light,
                                          Qt3DCore::QNode* parent);
    void setLight(bool light);
    bool light() const { return light_; }

  private:
    struct Levels {
        QPointer<Qt3DRender::QGeometryRenderer> renderer;
        Qt3DCore::QGeometry *full, *light;
    };
    std::vector<Levels> levels_;
    bool light_ = false;
};

} // namespace trellis
