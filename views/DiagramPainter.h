#pragma once
// Draws a Diagram into a rectangle and maps points back to squares and boards. One painter per
// variant; the board widget and the PNG/SVG diagram export share them.
#include "Diagram.h"

#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QStringList>

#include <memory>

namespace trellis {

struct DiagramHit {
    enum class Kind { None, Square, Board } kind = Kind::None;
    int squareId = -1; // for Square
    QString pin;       // for Board: a board's frame or post, or a free target pin
};

class DiagramPainter {
  public:
    virtual ~DiagramPainter() = default;
    // The layouts the diagram can take (ids such as "side" and "stack"), the default first;
    // empty when there is only one. Diagram::layout names one of them.
    virtual QStringList layouts() const { return {}; }
    // A layout's name as the export dialog shows it (translated).
    virtual QString layoutLabel(const QString& layout) const { return layout; }
    // The layout whose squares come out biggest in `rect` (the board widget follows its pane);
    // empty when the painter has one layout.
    QString layoutFor(const QRectF& rect, Diagram diagram) const;
    // The smallest drawing (of the layouts, the one with the least area) whose squares are
    // `square` px: the room the board widget asks for before panels may take any more.
    QSizeF sizeForSquares(Diagram diagram, qreal square) const;
    // Width / height the drawing wants in the diagram's layout; paint() keeps this aspect,
    // centred in the rectangle.
    virtual QSizeF aspect(const Diagram& diagram) const = 0;
    virtual void paint(QPainter& painter, const QRectF& rect, const Diagram& diagram) const = 0;
    virtual DiagramHit hitTest(const QPointF& point, const QRectF& rect,
                               const Diagram& diagram) const = 0;
    // Where a square's centre lands (for arrows, animations and tests); null point when absent.
    virtual QPointF squareCentre(const QString& name, const QRectF& rect,
                                 const Diagram& diagram) const = 0;
    // One piece token centred on `centre`, as big as the diagram's pieces are in `rect`: the
    // board's turn animation draws travelling pieces with it.
    void paintPiece(QPainter& painter, const QRectF& rect, const Diagram& diagram,
                    const QString& token, const QPointF& centre) const;
    // One piece token filling `square` (the tokens of a selected stack are drawn with it).
    void paintToken(QPainter& painter, const QRectF& square, const QString& token,
                    const Diagram& diagram = {}) const;
    // The side of one square when the diagram is painted in `rect`.
    virtual qreal squareSize(const QRectF& rect, const Diagram& diagram) const = 0;

  protected:
    // A piece token filling `square`, in the diagram's theme and piece style (antialiased
    // painter, state restored by the caller).
    virtual void drawPiece(QPainter& painter, const QRectF& square, const QString& token,
                           const Diagram& diagram) const = 0;
    // The diagram's arrows between square centres, the same for both variants.
    void drawArrows(QPainter& painter, const QRectF& rect, const Diagram& diagram,
                    double scale) const;
};

// The painter of a variant id (VariantViews); null for a variant without one.
std::unique_ptr<DiagramPainter> createDiagramPainter(const QString& variant);

} // namespace trellis
