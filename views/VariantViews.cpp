#include "VariantViews.h"

#include "DiagramPainter.h"
#include "VariantScene.h"

#include <QMap>

namespace trellis {

std::unique_ptr<DiagramPainter> createTriDDiagramPainter();
std::unique_ptr<VariantScene> createTriDScene3D();
std::unique_ptr<DiagramPainter> createCotulenhDiagramPainter();
std::unique_ptr<VariantScene> createCotulenhScene3D();
std::unique_ptr<DiagramPainter> createChessDiagramPainter();
std::unique_ptr<VariantScene> createChessScene3D();
QStringList triDWords();
QStringList cotulenhWords();
QStringList chessWords();

const VariantViews* viewsFor(const QString& variant) {
    static const QMap<QString, VariantViews> views{
        {"trid", {createTriDDiagramPainter, createTriDScene3D, triDWords}},
        {"cotulenh", {createCotulenhDiagramPainter, createCotulenhScene3D, cotulenhWords}},
        {"chess", {createChessDiagramPainter, createChessScene3D, chessWords}},
    };
    const auto it = views.find(variant);
    return it == views.end() ? nullptr : &*it;
}

std::unique_ptr<DiagramPainter> createDiagramPainter(const QString& variant) {
    const VariantViews* v = viewsFor(variant);
    return v ? v->painter() : nullptr;
}

std::unique_ptr<VariantScene> createVariantScene(const QString& variant) {
    const VariantViews* v = viewsFor(variant);
    return v ? v->scene3D() : nullptr;
}

} // namespace trellis
