#include "EditorView3D.h"

#include "DiagramPainter.h"
#include "GameModel.h"
#include "PositionEditorModel.h"
#include "PositionModel.h"
#include "Viewport.h"
#include "variant/VariantRegistry.h"

#include <QVBoxLayout>

namespace trellis {

EditorView3D::EditorView3D(PositionEditorModel* model, QWidget* parent)
    : QWidget(parent), model_(model), game_(std::make_unique<GameModel>()),
      position_(std::make_unique<PositionModel>(game_.get())) {
    setObjectName("editorView3D");
    showPosition();
    viewport_ = createViewport(position_.get(), this);
    viewport_->setAnimated(false); // an edit shows at once
    viewport_->setClickHandler(
        [this](const DiagramHit& hit, Qt::MouseButton button) { return click(hit, button); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(viewport_);
    connect(model_, &PositionEditorModel::changed, this, &EditorView3D::showPosition);
}

// The viewport goes first: it reads the models while it is torn down.
EditorView3D::~EditorView3D() {
    delete viewport_;
}

void EditorView3D::setToken(const QString& token) {
    token_ = token;
    picked_ = -1;
}

// The edited position as the 2D editor shows it, valid or not: the squares of the set-up
// board over a game of the variant that only gives the board its shape.
void EditorView3D::showPosition() {
    if (game_->variantId() != model_->variantId()) {
        auto board = createVariant(model_->variantId().toStdString());
        if (!board) return;
        game_->setGame(GameTree(*board.value()));
    }
    position_->showContents(model_->contents());
}

int EditorView3D::ownerOf(const QString& pin) const {
    for (const PositionModel::Board& b : position_->boards())
        if (b.pin == pin) return b.owner;
    return -1;
}

bool EditorView3D::click(const DiagramHit& hit, Qt::MouseButton button) {
    if (hit.kind == DiagramHit::Kind::Board) {
        const int owner = ownerOf(hit.pin);
        if (button == Qt::RightButton)
            model_->removeBoard(hit.pin);
        else
            model_->placeBoard(hit.pin, owner >= 0 ? 1 - owner : boardOwner_);
        return true;
    }
    if (hit.kind != DiagramHit::Kind::Square) return true; // nothing to play in the editor
    if (button == Qt::RightButton) {
        model_->remove(hit.squareId);
        picked_ = -1;
    } else if (!token_.isEmpty()) {
        model_->place(hit.squareId, token_);
    } else if (picked_ >= 0) {
        if (picked_ != hit.squareId) model_->move(picked_, hit.squareId);
        picked_ = -1;
    } else {
        const int row = position_->rowOfSquare(hit.squareId);
        const bool occupied =
            row >= 0 && !position_->index(row).data(PositionModel::PieceRole).toString().isEmpty();
        if (occupied) picked_ = hit.squareId;
    }
    return true;
}

} // namespace trellis
