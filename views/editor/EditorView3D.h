#pragma once
// The position editor's 3D board: the position being set up, shown in the 3D view, with
// clicks as edits of the PositionEditorModel. A click puts the chosen piece down; with no piece
// chosen, a click picks up the piece clicked and the next click puts it where it goes (dragging
// turns the camera, as everywhere in 3D). A right click takes a piece, or an attack board, away;
// a click on an attack board gives it to the other side, on a free pin puts a board there.
#include <QString>
#include <QWidget>

#include <memory>

namespace trellis {

class GameModel;
class PositionEditorModel;
class PositionModel;
class Viewport;
struct DiagramHit;

class EditorView3D : public QWidget {
    Q_OBJECT

  public:
    explicit EditorView3D(PositionEditorModel* model, QWidget* parent = nullptr);
    ~EditorView3D() override;

    void setToken(const QString& token);
    // The owner of boards a click on a free pin puts there.
    void setBoardOwner(int owner) { boardOwner_ = owner; }
    Viewport* viewport() const { return viewport_; }
    // The square of the piece picked up to be moved; -1 for none.
    int pickedSquare() const { return picked_; }

  private:
    void showPosition();
    bool click(const DiagramHit& hit, Qt::MouseButton button);
    int ownerOf(const QString& pin) const;

    PositionEditorModel* model_;
    std::unique_ptr<GameModel> game_;
    std::unique_ptr<PositionModel> position_;
    Viewport* viewport_ = nullptr;
    QString token_;
    int picked_ = -1;
    int boardOwner_ = 0;
};

} // namespace trellis
