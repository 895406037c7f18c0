#include "DiagramSource.h"

#include "PositionModel.h"

namespace trellis {

Diagram diagramOf(const PositionModel& model) {
    Diagram d;
    d.variant = model.variantId();
    d.sideToMove = model.sideToMove();
    for (int r = 0; r < model.rowCount(); ++r) {
        const QModelIndex i = model.index(r);
        DiagramSquare s;
        s.id = i.data(PositionModel::SquareIdRole).toInt();
        s.name = i.data(PositionModel::NameRole).toString();
        s.file = i.data(PositionModel::FileRole).toInt();
        s.rank = i.data(PositionModel::RankRole).toInt();
        s.level = i.data(PositionModel::LevelRole).toString();
        s.exists = i.data(PositionModel::ExistsRole).toBool();
        s.piece = i.data(PositionModel::PieceRole).toString();
        s.colour = i.data(PositionModel::ColourRole).toInt();
        s.terrain = i.data(PositionModel::TerrainRole).toString();
        s.selected = i.data(PositionModel::SelectedRole).toBool();
        s.target = i.data(PositionModel::TargetRole).toBool();
        s.lastMove = i.data(PositionModel::LastMoveRole).toBool();
        s.check = i.data(PositionModel::CheckRole).toBool();
        s.mark = i.data(PositionModel::MarkRole).value<QColor>();
        d.squares.push_back(s);
    }
    for (const auto& b : model.boards()) d.boards.push_back({b.pin, b.owner, b.selected, b.target});
    for (const auto& a : model.arrows()) d.arrows.push_back({a.from, a.to, a.colour, a.width});
    return d;
}

} // namespace trellis
