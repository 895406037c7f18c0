#pragma once
// Diagram export (after python-chess's chess.svg): a picture is a function of (position,
// options). The options pick what the board shows (orientation, coordinates, theme, layout,
// last turn, check, the node's marks and arrows, extra marks and arrows, a caption); the
// variant's DiagramPainter draws it, the same painter as the board's, into SVG (QSvgGenerator:
// vector shapes, text as text), PNG (any size and device-pixel ratio) or PDF (QPdfWriter, one
// page the size of the picture). Files are written whole or not at all (QSaveFile).
#include "Diagram.h"
#include "DiagramPainter.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>

namespace trellis {

class GameModel;
class PositionModel;

struct DiagramMark {
    QString square; // as DiagramSquare::name: "b4N", "QL3@q3", "e5"
    QColor colour;
};

struct DiagramOptions {
    bool flipped = false;
    bool coordinates = true;
    DiagramTheme theme = DiagramTheme::Screen;
    QString layout;               // one of the painter's layouts(); empty: its default
    bool lastTurn = true;         // tint the last turn's squares
    bool check = true;            // mark a king / commander in check
    bool annotations = true;      // the node's [%csl] marks and [%cal] arrows
    QVector<DiagramArrow> arrows; // drawn besides the node's
    QVector<DiagramMark> marks;
    QString caption; // under the board; empty: none
    // As the board shows them (Settings > Appearance).
    BoardColours colours = boardColours({});
    PieceStyle pieces = PieceStyle::Figurines;
};

enum class DiagramFormat { Svg, Png, Pdf };
QString diagramFormatName(DiagramFormat format); // "svg", "png", "pdf"
std::optional<DiagramFormat> diagramFormatFromName(const QString& name);
// The format a file name's extension asks for (case-insensitive).
std::optional<DiagramFormat> diagramFormatOfPath(const QString& path);

// The facts a caption may name, and the caption template's words for them:
// {tomove} "White to move", {status} the status bar's text ("Black to move, in check",
// "Checkmate: White wins"), {turn} the last turn with its number ("12... b4N", empty at the
// start), {players} "Kirk – Spock", {event}, {site}, {date}, {round}, {result}.
struct CaptionFacts {
    QString toMove, status, turn, players, event, site, date, round, result;
};
QString expandCaption(const QString& pattern, const CaptionFacts& facts);
// The caption presets the export dialog offers (patterns); the first is "no caption".
QStringList captionPresets();

// What the board shows at the game's current node, for export: the PositionModel's squares and
// the node's own arrows (the engine's are left out), and the facts for its caption.
struct DiagramSource {
    Diagram diagram;
    CaptionFacts facts;
    QString position; // the position string
};
DiagramSource diagramSourceOf(const GameModel& game, const PositionModel& position);

// Whether `name` is a square the diagram shows (exists in this position); an error text saying
// why not, empty when it is.
QString checkDiagramSquare(const Diagram& diagram, const QString& name);
// "e2-e4", "QL1@q2-c5N:R", "b2W-b4N:#ff8800": an arrow between two squares the diagram shows,
// green unless a colour follows (a [%cal] letter R G B Y, a colour name or #rrggbb). Returns an
// error text, empty when `text` is one.
QString parseDiagramArrow(const Diagram& diagram, const QString& text, DiagramArrow* arrow);
// "b4N", "e5:R": a marked square, as for arrows.
QString parseDiagramMark(const Diagram& diagram, const QString& text, DiagramMark* mark);
// Arrows and marks separated by spaces or commas ("e2-e4:R d5:Y"), added to the options.
QString parseDiagramExtras(const Diagram& diagram, const QString& text, DiagramOptions* options);

// The diagram the options ask for: no selection or targets ever; the last turn, check and the
// node's marks and arrows as chosen; extra marks and arrows; orientation, coordinates, theme
// and layout. Extra marks on squares the diagram does not show are ignored (check them first).
Diagram exportDiagram(Diagram shown, const DiagramOptions& options);

// A diagram ready to draw: the board and its caption below, on white paper.
class DiagramPicture {
  public:
    DiagramPicture(Diagram diagram, QString caption);
    ~DiagramPicture();
    DiagramPicture(DiagramPicture&&) noexcept;
    DiagramPicture& operator=(DiagramPicture&&) noexcept;

    bool valid() const { return painter_ != nullptr; }
    const Diagram& diagram() const { return diagram_; }
    const QString& caption() const { return caption_; }
    const DiagramPainter* painter() const { return painter_.get(); }

    // The caption's font size in pixels; 0 (the default) follows the picture's width.
    void setCaptionPixels(qreal pixels) { captionPixels_ = pixels; }
    // The height the picture wants at a width: the board's aspect plus the caption's line.
    int heightFor(int width) const;
    // `size` with a missing height (0) filled in from the width; a missing width from 800.
    QSize resolvedSize(QSize size) const;
    // The caption's band at the bottom of a picture of `size` (empty without a caption).
    QRectF captionRect(const QSizeF& size) const;
    // Where the board goes in a picture of `size`.
    QRectF boardRect(const QSizeF& size) const;

    // Paper, board and caption into the rectangle (0, 0, size).
    void paint(QPainter& painter, const QSizeF& size) const;
    QImage image(QSize size, qreal devicePixelRatio = 1) const;
    QByteArray svg(QSize size) const;
    QByteArray pdf(QSize size) const;
    QByteArray encode(DiagramFormat format, QSize size, qreal devicePixelRatio = 1) const;

  private:
    qreal captionPixels(qreal width) const;

    Diagram diagram_;
    QString caption_;
    qreal captionPixels_ = 0;
    std::unique_ptr<DiagramPainter> painter_;
};

// Writes `bytes` to `path` whole or not at all; an error text, empty on success.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace trellis
