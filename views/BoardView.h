#pragma once
// The interactive 2D board: draws the PositionModel with the variant's DiagramPainter and turns
// clicks into the model's intents. Where the painter has several layouts (Tri-D: side by side or
// stacked) the board takes the one that gives the biggest squares in its pane. Choices (landing
// piece, promotion, half-turn) pop up as a menu at the cursor. The right button draws arrows and
// marks squares (BoardAnnotations). The left button plays by click-click or by drag and drop
// (PieceDrag): the piece picked up follows the pointer, its targets lit; a token of a Cotulenh
// stack can be dragged from the strip onto its target too.
//
// A turn played forward (PositionModel::forwardChange: a turn played, the next turn navigated
// to, a deploy step) is animated from the model's record of it: moving pieces slide from their
// squares to their new ones (200 ms, OutCubic), captured pieces fade out at the start, placed
// pieces (promotions, joined stacks) appear at the end; a Tri-D attack board stands on its new
// pin at once while its passengers slide there. The animation starts from what the board last
// showed: when the record does not lead from that picture to the new position, the board just
// changes. Anything else (going back, jumping, loading) changes the board at once, and a new
// turn finishes the running animation first. Frames cost one cached picture plus the
// travelling pieces.
#include "BoardAnnotations.h"
#include "Diagram.h"
#include "DiagramPainter.h"
#include "PieceDrag.h"
#include "TurnAnimation.h"

#include <QPixmap>
#include <QPointer>
#include <QVariantAnimation>
#include <QWidget>

#include <memory>
#include <optional>

namespace trellis {

class PositionModel;
class StackTokenStrip;
struct Transition;

class BoardView : public QWidget {
    Q_OBJECT

  public:
    explicit BoardView(PositionModel* model, QWidget* parent = nullptr);
    ~BoardView() override;

    Diagram diagram() const;
    bool flipped() const { return flipped_; }
    void setFlipped(bool flipped);
    // The drawing area (the widget minus margins and the side bar's room), where squares are
    // hit-tested.
    QRectF boardRect() const;
    // Where the board is drawn: the painter's aspect, centred in boardRect().
    QRectF drawnRect() const;
    // A narrow widget (the evaluation bar) kept just left of the drawn board and as tall as
    // it; the board leaves room for it while it is shown. Null for none (the widget is left
    // where it is).
    void setSideBar(QWidget* bar);
    // Centre of a square in widget coordinates (for tests and animations).
    QPointF squareCentre(const QString& name) const;
    // What a click at `point` (widget coordinates) would hit.
    DiagramHit hitAt(const QPointF& point) const;
    QSize sizeHint() const override { return {760, 560}; }
    // Room for squares of kReadableSquare px in the painter's most compact layout (Tri-D:
    // stacked), side bar included: the main window's docks give way before the board does.
    QSize minimumSizeHint() const override;
    static constexpr qreal kReadableSquare = 20;
    // The tokens of a selected stack, floated over the board beside it.
    StackTokenStrip* stackTokens() const { return tokens_; }

    // The user's appearance choices: the squares' colours and the pieces' style (chess and
    // Tri-D), and how long animations take against kAnimationMs (2: twice as long).
    void setBoardColours(const BoardColours& colours);
    void setPieceStyle(PieceStyle style);
    void setAnimationScale(qreal scale);

    // Turn animations, on by default; off, the board changes at once.
    bool animated() const { return animated_; }
    void setAnimated(bool animated);
    static constexpr int kAnimationMs = 200;
    // Whether a turn is being animated, and what (tests pause the animation and set its time;
    // its value is the eased progress, 0 to 1).
    bool animating() const { return running_.has_value(); }
    const TurnAnimation* turnAnimation() const { return running_ ? &*running_ : nullptr; }
    QVariantAnimation& animation() { return animation_; }
    // Shows the end of the running animation at once.
    void finishAnimation();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void showChoices(const QStringList& labels);
    void variantMaybeChanged();
    void modelChanged();
    void animateChange(const Transition& change);
    const Diagram& current() const;
    // The board's own choices on a diagram: flipped or not, and the layout (of the painter's
    // layouts, the one whose squares come out biggest in this widget).
    void dress(Diagram& d) const;
    void paintFrame(QPainter& p, qreal progress);
    void paintArrowUnderWay(QPainter& p);
    void click(const DiagramHit& hit); // sendHit, with choices popping up here
    // The board's picture while a piece is dragged: the piece off its square, at the pointer.
    void paintDragged(QPainter& p, Diagram d);
    // Puts the stack's tokens beside the selected square where they hide the fewest targets.
    // Placed again when another stack is selected or the board is resized.
    void placeTokens(bool resized);
    void placeSideBar();

    PositionModel* model_;
    QString variant_;
    std::unique_ptr<DiagramPainter> painter_;
    bool flipped_ = false;
    BoardColours colours_ = boardColours({});
    PieceStyle pieces_ = PieceStyle::Figurines;
    bool clickedHere_ = false;
    BoardAnnotations annotations_;
    QPointF pointer_; // where the pointer is while an arrow is drawn or a piece dragged
    PieceDrag drag_;
    QPointF pressAt_;
    bool draggingPiece_ = false; // a piece held has left the press's point
    // The model's diagram, rebuilt when the model has changed and it is needed.
    mutable Diagram diagram_;
    mutable bool diagramStale_ = true;
    // The position the board shows (at the end of the running animation): where the next
    // animation starts from. Empty until the first paint.
    std::optional<Diagram> shown_;
    bool animated_ = true;
    QVariantAnimation animation_;
    std::optional<TurnAnimation> running_;
    QPixmap still_; // the picture under the travelling pieces; null when it must be redrawn
    StackTokenStrip* tokens_;
    QString tokensAt_; // the square the strip was placed beside
    QPointer<QWidget> sideBar_;
};

} // namespace trellis
