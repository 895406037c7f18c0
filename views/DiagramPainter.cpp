#include "DiagramPainter.h"

#include "CotulenhDiagramPainter.h"
#include "TriDDiagramPainter.h"

namespace trellis {

std::unique_ptr<DiagramPainter> createDiagramPainter(const QString& variant) {
    if (variant == QLatin1String("trid")) return std::make_unique<TriDDiagramPainter>();
    if (variant == QLatin1String("cotulenh")) return std::make_unique<CotulenhDiagramPainter>();
    return nullptr;
}

} // namespace trellis
