#include "DiagramExport.h"

#include "DiagramSource.h"
#include "GameModel.h"
#include "PieceGlyphs.h"
#include "PositionModel.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

namespace trellis {

namespace {

constexpr int kDefaultWidth = 800;
constexpr qreal kDotsPerMeterAt96Dpi = 96 / 0.0254;

// A tag's value, empty when the file says it is unknown ("?", "????.??.??").
QString known(const std::string& value) {
    const QString text = QString::fromStdString(value).trimmed();
    static const QRegularExpression unknown(QStringLiteral("^[?.]*$"));
    return unknown.match(text).hasMatch() ? QString() : text;
}

} // namespace

QString diagramFormatName(DiagramFormat format) {
    switch (format) {
    case DiagramFormat::Svg:
        return QStringLiteral("svg");
    case DiagramFormat::Png:
        return QStringLiteral("png");
    case DiagramFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

std::optional<DiagramFormat> diagramFormatFromName(const QString& name) {
    for (DiagramFormat f : {DiagramFormat::Svg, DiagramFormat::Png, DiagramFormat::Pdf})
        if (name.compare(diagramFormatName(f), Qt::CaseInsensitive) == 0) return f;
    return std::nullopt;
}

std::optional<DiagramFormat> diagramFormatOfPath(const QString& path) {
    return diagramFormatFromName(QFileInfo(path).suffix());
}

// ---- captions -------------------------------------------------------------------------------

QString expandCaption(const QString& pattern, const CaptionFacts& facts) {
    QString text = pattern;
    const std::pair<const char*, const QString*> words[] = {
        {"{tomove}", &facts.toMove},   {"{status}", &facts.status}, {"{turn}", &facts.turn},
        {"{players}", &facts.players}, {"{event}", &facts.event},   {"{site}", &facts.site},
        {"{date}", &facts.date},       {"{round}", &facts.round},   {"{result}", &facts.result}};
    for (const auto& [word, value] : words) text.replace(QLatin1String(word), *value);
    // A fact that is not known leaves no dangling separator behind: ", , " or a leading ", ".
    static const QRegularExpression doubled(QStringLiteral("([,;]\\s*)+([,;])"));
    text.replace(doubled, QStringLiteral("\\2"));
    static const QRegularExpression ends(QStringLiteral("^[\\s,;:\u2013-]+|[\\s,;:\u2013-]+$"));
    text.remove(ends);
    return text.simplified();
}

QStringList captionPresets() {
    return {QString(), QStringLiteral("{tomove}"), QStringLiteral("{status}"),
            QStringLiteral("{players}, {turn}"), QStringLiteral("{turn}, {tomove}")};
}

DiagramSource diagramSourceOf(const GameModel& game, const PositionModel& position) {
    DiagramSource source;
    source.diagram = diagramOf(position);
    source.diagram.arrows.clear();
    for (const PositionModel::Arrow& a : position.arrows())
        if (!a.engine) source.diagram.arrows.push_back({a.from, a.to, a.colour});
    CaptionFacts& f = source.facts;
    f.toMove = QCoreApplication::translate("DiagramExport", "%1 to move")
                   .arg(position.sideName(position.sideToMove()));
    f.status = position.statusText();
    const GameTree& tree = game.tree();
    const NodeId node = game.currentNode();
    source.position = QString::fromStdString(tree.positionAt(node));
    if (node != GameTree::root() && tree.contains(node))
        f.turn = QStringLiteral("%1%2 %3")
                     .arg(tree.moveNumber(node))
                     .arg(tree.mover(node) != 0 ? QStringLiteral("...") : QStringLiteral("."))
                     .arg(QString::fromStdString(game.turnText(node)));
    const auto& playerTags = position.descriptor().playerTags;
    const QString first = known(tree.tag(playerTags[0])), second = known(tree.tag(playerTags[1]));
    if (!first.isEmpty() || !second.isEmpty())
        f.players = QStringLiteral("%1 \u2013 %2")
                        .arg(first.isEmpty() ? "?" : first, second.isEmpty() ? "?" : second);
    f.event = known(tree.tag("Event"));
    f.site = known(tree.tag("Site"));
    f.date = known(tree.tag("Date"));
    f.round = known(tree.tag("Round"));
    f.result = known(tree.result()) == QLatin1String("*") ? QString() : known(tree.result());
    return source;
}

// ---- options --------------------------------------------------------------------------------

QString checkDiagramSquare(const Diagram& diagram, const QString& name) {
    for (const DiagramSquare& sq : diagram.squares)
        if (sq.name == name)
            return sq.exists ? QString()
                             : QCoreApplication::translate("DiagramExport",
                                                           "square %1 is not part of this position")
                                   .arg(name);
    QStringList examples;
    for (qsizetype i : {qsizetype(0), diagram.squares.size() / 2})
        if (i < diagram.squares.size() && diagram.squares[i].exists)
            examples << diagram.squares[i].name;
    return examples.isEmpty()
               ? QCoreApplication::translate("DiagramExport", "no square %1 on this board")
                     .arg(name)
               : QCoreApplication::translate(
                     "DiagramExport", "no square %1 on this board (squares are named like %2)")
                     .arg(name, examples.join(QStringLiteral(", ")));
}

namespace {

// "b4N:R" -> "b4N" and red; green without a colour.
QString splitColour(const QString& text, QString* body, QColor* colour) {
    const qsizetype colon = text.lastIndexOf(':');
    *body = colon < 0 ? text : text.left(colon);
    if (colon < 0) {
        *colour = PositionModel::markColour('G');
        return {};
    }
    const QString name = text.mid(colon + 1);
    if (name.size() == 1 && QStringLiteral("RGBY").contains(name.toUpper()))
        *colour = PositionModel::markColour(name.toUpper().at(0).toLatin1());
    else
        *colour = QColor::fromString(name);
    return colour->isValid()
               ? QString()
               : QCoreApplication::translate(
                     "DiagramExport", "'%1' is not a colour (R, G, B, Y, a colour name or #rrggbb)")
                     .arg(name);
}

} // namespace

QString parseDiagramArrow(const Diagram& diagram, const QString& text, DiagramArrow* arrow) {
    QString body;
    QColor colour;
    if (const QString e = splitColour(text, &body, &colour); !e.isEmpty()) return e;
    const QStringList ends = body.split('-');
    if (ends.size() != 2 || ends[0].isEmpty() || ends[1].isEmpty())
        return QCoreApplication::translate("DiagramExport",
                                           "an arrow is FROM-TO[:COLOUR], not '%1'")
            .arg(text);
    for (const QString& square : ends)
        if (const QString e = checkDiagramSquare(diagram, square); !e.isEmpty()) return e;
    *arrow = {ends[0], ends[1], colour};
    return {};
}

QString parseDiagramMark(const Diagram& diagram, const QString& text, DiagramMark* mark) {
    QString square;
    QColor colour;
    if (const QString e = splitColour(text, &square, &colour); !e.isEmpty()) return e;
    if (const QString e = checkDiagramSquare(diagram, square); !e.isEmpty()) return e;
    *mark = {square, colour};
    return {};
}

QString parseDiagramExtras(const Diagram& diagram, const QString& text, DiagramOptions* options) {
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    for (const QString& word : text.split(separators, Qt::SkipEmptyParts)) {
        // An arrow has a '-' before its colour; a mark has none.
        if (word.section(':', 0, 0).contains('-')) {
            DiagramArrow arrow;
            if (const QString e = parseDiagramArrow(diagram, word, &arrow); !e.isEmpty()) return e;
            options->arrows << arrow;
        } else {
            DiagramMark mark;
            if (const QString e = parseDiagramMark(diagram, word, &mark); !e.isEmpty()) return e;
            options->marks << mark;
        }
    }
    return {};
}

Diagram exportDiagram(Diagram d, const DiagramOptions& options) {
    for (DiagramSquare& sq : d.squares) {
        sq.selected = sq.target = false;
        if (!options.lastTurn) sq.lastMove = false;
        if (!options.check) sq.check = false;
        if (!options.annotations) sq.mark = QColor();
    }
    for (DiagramBoard& b : d.boards) b.selected = b.target = false;
    if (!options.annotations) d.arrows.clear();
    d.arrows += options.arrows;
    for (const DiagramMark& m : options.marks)
        for (DiagramSquare& sq : d.squares)
            if (sq.name == m.square) sq.mark = m.colour;
    d.flipped = options.flipped;
    d.coordinates = options.coordinates;
    d.theme = options.theme;
    d.layout = options.layout;
    d.colours = options.colours;
    d.pieces = options.pieces;
    return d;
}

// ---- the picture ----------------------------------------------------------------------------

DiagramPicture::DiagramPicture(Diagram diagram, QString caption)
    : diagram_(std::move(diagram)), caption_(std::move(caption).simplified()),
      painter_(createDiagramPainter(diagram_.variant)) {}

DiagramPicture::~DiagramPicture() = default;
DiagramPicture::DiagramPicture(DiagramPicture&&) noexcept = default;
DiagramPicture& DiagramPicture::operator=(DiagramPicture&&) noexcept = default;

// Legible at 300 px, not shouting at 2000 px.
qreal DiagramPicture::captionPixels(qreal width) const {
    return captionPixels_ > 0 ? captionPixels_ : qBound(11.0, width * 0.026, 48.0);
}

int DiagramPicture::heightFor(int width) const {
    if (!painter_ || width <= 0) return 0;
    const QSizeF aspect = painter_->aspect(diagram_);
    const qreal board = width * aspect.height() / aspect.width();
    const qreal caption = caption_.isEmpty() ? 0 : captionPixels(width) * 2;
    return qCeil(board + caption);
}

QSize DiagramPicture::resolvedSize(QSize size) const {
    if (size.width() <= 0) size.setWidth(kDefaultWidth);
    if (size.height() <= 0) size.setHeight(heightFor(size.width()));
    return size;
}

QRectF DiagramPicture::captionRect(const QSizeF& size) const {
    if (caption_.isEmpty()) return {};
    const qreal height = captionPixels(size.width()) * 2;
    return QRectF(0, size.height() - height, size.width(), height);
}

QRectF DiagramPicture::boardRect(const QSizeF& size) const {
    return QRectF(0, 0, size.width(), size.height() - captionRect(size).height());
}

void DiagramPicture::paint(QPainter& painter, const QSizeF& size) const {
    painter.save();
    painter.fillRect(QRectF(QPointF(0, 0), size), PieceGlyphs::printPaper());
    if (painter_) painter_->paint(painter, boardRect(size), diagram_);
    if (!caption_.isEmpty()) {
        const QRectF band = captionRect(size);
        const QFont font = PieceGlyphs::labelFont(captionPixels(size.width()));
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.setFont(font);
        painter.setPen(diagram_.theme == DiagramTheme::Print ? PieceGlyphs::printInk()
                                                             : QColor(40, 36, 32));
        const QString text =
            QFontMetricsF(font).elidedText(caption_, Qt::ElideRight, band.width() * 0.96);
        painter.drawText(band, Qt::AlignCenter, text);
    }
    painter.restore();
}

QImage DiagramPicture::image(QSize size, qreal devicePixelRatio) const {
    size = resolvedSize(size);
    const qreal ratio = qBound(0.1, devicePixelRatio, 16.0);
    QImage image(QSize(qRound(size.width() * ratio), qRound(size.height() * ratio)),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.setDotsPerMeterX(qRound(kDotsPerMeterAt96Dpi * ratio));
    image.setDotsPerMeterY(qRound(kDotsPerMeterAt96Dpi * ratio));
    image.fill(Qt::white);
    QPainter painter(&image);
    paint(painter, image.deviceIndependentSize());
    return image;
}

QByteArray DiagramPicture::svg(QSize size) const {
    size = resolvedSize(size);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(96);
    generator.setTitle(caption_.isEmpty() ? QCoreApplication::translate("DiagramExport", "Diagram")
                                          : caption_);
    generator.setDescription(QCoreApplication::translate("DiagramExport", "Made with Trellis"));
    QPainter painter(&generator);
    paint(painter, size);
    painter.end();
    return buffer.data();
}

QByteArray DiagramPicture::pdf(QSize size) const {
    size = resolvedSize(size);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(96);
    writer.setPageSize(
        QPageSize(QSizeF(size) * 72.0 / 96.0, QPageSize::Point, QString(), QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(caption_.isEmpty() ? QCoreApplication::translate("DiagramExport", "Diagram")
                                       : caption_);
    writer.setCreator(QStringLiteral("Trellis"));
    QPainter painter(&writer);
    // The page is the picture; scale in case the writer rounds its page to whole points.
    const QRect page = painter.viewport();
    painter.scale(page.width() / qreal(size.width()), page.height() / qreal(size.height()));
    paint(painter, size);
    painter.end();
    return buffer.data();
}

QByteArray DiagramPicture::encode(DiagramFormat format, QSize size, qreal devicePixelRatio) const {
    switch (format) {
    case DiagramFormat::Svg:
        return svg(size);
    case DiagramFormat::Pdf:
        return pdf(size);
    case DiagramFormat::Png: {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        image(size, devicePixelRatio).save(&buffer, "PNG");
        return buffer.data();
    }
    }
    return {};
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("DiagramExport", "cannot write %1: %2")
            .arg(path, file.errorString());
    if (file.write(bytes) != bytes.size() || !file.commit())
        return QCoreApplication::translate("DiagramExport", "cannot write %1: %2")
            .arg(path, file.errorString());
    return {};
}

} // namespace trellis
