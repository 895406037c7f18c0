#pragma once
// The position editor's board: draws the position being set up with the variant's diagram
// painter and turns the mouse into edits of a PositionEditorModel. A click on a square puts
// the palette's piece there; a piece dragged goes to the square it is dropped on, or off the
// board when dropped outside it; a right click takes a piece (or an attack board) away; a
// double click switches a heroic flag. Free pins show as targets: a click puts a board of the
// chosen owner there, a board dragged to one moves there with its pieces, a click on a board
// gives it to the other side.
#include "Diagram.h"
#include "DiagramPainter.h"

#include <QWidget>

#include <memory>
#include <optional>

namespace trellis {

class PositionEditorModel;

class EditorBoard : public QWidget {
    Q_OBJECT

  public:
    explicit EditorBoard(PositionEditorModel* model, QWidget* parent = nullptr);
    ~EditorBoard() override;

    // The palette's piece a click puts down; empty for none.
    QString token() const { return token_; }
    void setToken(const QString& token) { token_ = token; }
    // The owner of boards a click on a free pin puts there.
    int boardOwner() const { return boardOwner_; }
    void setBoardOwner(int owner) { boardOwner_ = owner; }
    bool flipped() const { return flipped_; }
    void setFlipped(bool flipped);

    Diagram diagram() const;
    QRectF boardRect() const;
    // Centre of a square, or of a pin's board, in widget coordinates (tests, drag and drop).
    QPointF squareCentre(const QString& name) const;
    QPointF pinCentre(const QString& pin) const;
    DiagramHit hitAt(const QPointF& point) const;
    QSize sizeHint() const override { return {640, 560}; }

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

  private:
    void modelChanged();
    void release(const DiagramHit& hit, const QPointF& point);

    PositionEditorModel* model_;
    std::unique_ptr<DiagramPainter> painter_;
    QString variant_;
    QString token_;
    int boardOwner_ = 0;
    bool flipped_ = false;
    // What the left button went down on, while it is held.
    std::optional<DiagramHit> pressed_;
    QPointF pressedAt_, cursor_;
    bool dragging_ = false;
};

// The MIME type of a palette piece dragged onto the board: the token as UTF-8.
inline constexpr const char* kPieceMimeType = "application/x-trellis-piece";

} // namespace trellis
