#include "GameSheet.h"

#include "DiagramExport.h"
#include "GameModel.h"
#include "PositionModel.h"
#include "ReaderText.h"
#include "game/MovetextRenderer.h"
#include "game/NagGlyph.h"
#include "variant/VariantRegistry.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>

#include <memory>
#include <set>

namespace trellis {

namespace {

// Device units: the writer's dots. 300 per inch keeps text metrics exact.
constexpr int kResolution = 300;
constexpr qreal kMarginMm = 18;
constexpr qreal kFooterMm = 9;
constexpr int kDiagramObject = QTextFormat::UserObject + 1;
constexpr int kPictureIndex = QTextFormat::UserProperty + 1;
constexpr int kTurnMark = QTextFormat::UserProperty + 2; // on the text of every turn
// A diagram takes at most this share of the page's height, and at most the text's width.
constexpr qreal kDiagramHeightShare = 0.3;
const QString kFontFamily = QStringLiteral("DejaVu Sans");

qreal mm(qreal millimetres) {
    return millimetres / 25.4 * kResolution;
}

} // namespace

// Draws the diagrams inline in the text: vector shapes into the PDF, never split by a page
// break (the layout moves a line that does not fit to the next page, and a diagram is a line).
// Outside the file-local namespace: GameSheets::Layout, a member of a named class, holds one.
class DiagramObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

  public:
    struct Entry {
        DiagramPicture picture;
        QSizeF size;
    };
    std::vector<Entry> entries;

    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override {
        return entries.at(std::size_t(format.property(kPictureIndex).toInt())).size;
    }
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                    const QTextFormat& format) override {
        const Entry& e = entries.at(std::size_t(format.property(kPictureIndex).toInt()));
        painter->save();
        painter->translate(rect.topLeft());
        e.picture.paint(*painter, rect.size());
        painter->restore();
    }
};

namespace {

QTextCharFormat textFormat(qreal points, bool bold = false, bool italic = false,
                           QColor colour = QColor(0, 0, 0)) {
    QTextCharFormat f;
    QFont font(kFontFamily);
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setItalic(italic);
    f.setFont(font);
    f.setForeground(colour);
    return f;
}

// A turn of the main line in bold black, of a variation in grey; marked, so that the report can
// tell that each lies on one line.
QTextCharFormat turnFormat(qreal points, bool mainLine) {
    QTextCharFormat f =
        textFormat(points, mainLine, false, mainLine ? QColor(0, 0, 0) : QColor(40, 40, 40));
    f.setProperty(kTurnMark, true);
    return f;
}

// A tag's value, or empty when unknown.
QString tagText(const GameTree& tree, const std::string& key) {
    const QString value = QString::fromStdString(tree.tag(key)).trimmed();
    return value.contains(QRegularExpression(QStringLiteral("^[?.]*$"))) ? QString() : value;
}

// Lays out one game after another into the document.
class SheetBuilder {
  public:
    SheetBuilder(QTextDocument& document, DiagramObject& diagrams, const GameSheetOptions& options,
                 qreal textWidth, qreal pageHeight)
        : cursor_(&document), diagrams_(diagrams), options_(options), textWidth_(textWidth),
          pageHeight_(pageHeight) {}

    void addGame(const GameTree& tree, bool first) {
        game_.setGame(tree);
        game_.setNotation(tree.startVariant().descriptor().displayNotation);
        heading(tree, first);
        const NodeAnnotation& start = tree.annotation(GameTree::root());
        const bool customStart = tree.startPosition() != tree.startVariant().startPosition() ||
                                 std::count(start.nags.begin(), start.nags.end(), kDiagramNag) > 0;
        if (customStart) {
            diagram(GameTree::root());
            paragraph(0, mm(1));
        }
        movetext(tree);
    }

  private:
    void paragraph(int depth, qreal spaceBefore = 0, bool newPage = false) {
        QTextBlockFormat block;
        block.setLeftMargin(mm(6) * depth);
        block.setTopMargin(spaceBefore);
        block.setLineHeight(118, QTextBlockFormat::ProportionalHeight);
        if (newPage) block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        // An empty paragraph (a variation closed right before another opens) is reused.
        if (firstBlock_ || cursor_.block().length() <= 1) {
            cursor_.setBlockFormat(block);
            firstBlock_ = false;
        } else {
            cursor_.insertBlock(block);
        }
        depth_ = depth;
    }

    void heading(const GameTree& tree, bool first) {
        const VariantDescriptor& variant = tree.startVariant().descriptor();
        const QString white = tagText(tree, variant.playerTags[0]);
        const QString black = tagText(tree, variant.playerTags[1]);
        QString title =
            white.isEmpty() && black.isEmpty()
                ? tagText(tree, "Event")
                : QStringLiteral("%1 \u2013 %2")
                      .arg(white.isEmpty() ? "?" : white, black.isEmpty() ? "?" : black);
        if (title.isEmpty()) title = QCoreApplication::translate("GameSheet", "Game");
        paragraph(0, 0, !first);
        cursor_.insertText(title, textFormat(15, true));
        QStringList place;
        for (const char* key : {"Event", "Site", "Date"})
            if (const QString v = tagText(tree, key); !v.isEmpty() && v != title) place << v;
        if (const QString round = tagText(tree, "Round"); !round.isEmpty())
            place << QCoreApplication::translate("GameSheet", "round %1").arg(round);
        place << QCoreApplication::translate("Variant", variant.displayName.c_str());
        paragraph(0, mm(1));
        cursor_.insertText(place.join(QStringLiteral(" \u00b7 ")), textFormat(10.5));
        // The other tags, small: annotator, opening, rules, time control...
        static const std::set<std::string> shown{"Event", "Site",  "Date", "Round",  "White",
                                                 "Black", "Red",   "Blue", "Result", "Variant",
                                                 "FEN",   "SetUp", "TFEN"};
        QStringList others;
        for (const auto& [key, value] : tree.tags())
            if (!shown.count(key) && !tagText(tree, key).isEmpty())
                others << QString::fromStdString(key) + ": " + QString::fromStdString(value);
        if (const QString result = QString::fromStdString(tree.result()); result != "*")
            others.prepend(QCoreApplication::translate("GameSheet", "Result: %1").arg(result));
        if (!others.isEmpty()) {
            paragraph(0, mm(0.8));
            cursor_.insertText(others.join(QStringLiteral("   ")),
                               textFormat(8.5, false, false, QColor(70, 70, 70)));
        }
        paragraph(0, mm(4));
    }

    // The turns after which a diagram stands.
    std::set<NodeId> diagramNodes(const GameTree& tree) const {
        std::set<NodeId> nodes;
        for (NodeId id = 1; id < tree.nodeSlots(); ++id)
            if (tree.contains(id)) {
                const auto& nags = tree.annotation(id).nags;
                if (std::find(nags.begin(), nags.end(), kDiagramNag) != nags.end())
                    nodes.insert(id);
            }
        if (options_.every > 0)
            for (NodeId id : tree.mainLine())
                if (tree.ply(id) % options_.every == 0) nodes.insert(id);
        return nodes;
    }

    void movetext(const GameTree& tree) {
        using Kind = MovetextItem::Kind;
        MovetextOptions o;
        o.turnText = [this](NodeId n) { return game_.turnText(n); };
        o.highlightsInComments = false;
        const std::vector<MovetextItem> items = renderMovetext(tree, o);
        const std::set<NodeId> wanted = diagramNodes(tree);
        std::vector<int> depths; // the enclosing lines' depths
        bool glue = true, needNumber = false;
        const auto space = [&] {
            if (!glue) cursor_.insertText(QStringLiteral(" "), textFormat(size(depth_)));
            glue = false;
        };
        bool droppedComment = false; // the item before was a comment with nothing to show
        for (std::size_t i = 0; i < items.size(); ++i) {
            const MovetextItem& item = items[i];
            const int depth = item.depth;
            const bool afterDroppedComment = droppedComment;
            droppedComment = false;
            switch (item.kind) {
            case Kind::MoveNumber:
                // "12..." after a comment that turned out empty for readers is left out.
                if (item.black && afterDroppedComment) break;
                space();
                cursor_.insertText(QString::number(item.number) +
                                       (item.black ? "...\u00a0" : ".\u00a0"),
                                   textFormat(size(depth), depth == 0));
                glue = true;
                needNumber = false;
                break;
            case Kind::Turn:
                space();
                if (needNumber && tree.mover(item.node) != 0)
                    cursor_.insertText(QString::number(tree.moveNumber(item.node)) + "...\u00a0",
                                       textFormat(size(depth), depth == 0));
                needNumber = false;
                cursor_.insertText(unbreakableTurnText(QString::fromStdString(item.text)),
                                   turnFormat(size(depth), depth == 0));
                break;
            case Kind::Nag:
                if (item.node == GameTree::root() || item.number == kDiagramNag) break;
                cursor_.insertText(QString::fromStdString(nagGlyph(item.number)),
                                   textFormat(size(depth), true));
                break;
            case Kind::CommentBefore:
            case Kind::CommentAfter: {
                const QString text = readerComment(item.text).simplified();
                if (text.isEmpty()) {
                    droppedComment = true;
                    break;
                }
                if (item.node == GameTree::root()) {
                    cursor_.insertText(text, textFormat(10, false, true, QColor(40, 40, 40)));
                    paragraph(0, mm(2));
                    glue = true;
                    break;
                }
                space();
                cursor_.insertText(text,
                                   textFormat(size(depth) - 0.5, false, true, QColor(50, 50, 50)));
                break;
            }
            case Kind::VariationStart:
                depths.push_back(depth_);
                paragraph(depth, mm(0.6));
                cursor_.insertText(QStringLiteral("("),
                                   textFormat(size(depth), false, false, QColor(90, 90, 90)));
                glue = true;
                break;
            case Kind::VariationEnd:
                cursor_.insertText(QStringLiteral(")"),
                                   textFormat(size(depth), false, false, QColor(90, 90, 90)));
                paragraph(depths.empty() ? 0 : depths.back(), mm(0.6));
                if (!depths.empty()) depths.pop_back();
                glue = true;
                break;
            case Kind::Result:
                if (item.text != "*") {
                    paragraph(0, mm(1.5));
                    cursor_.insertText(QString::fromStdString(item.text), textFormat(10.5, true));
                }
                break;
            }
            // A diagram follows the turn with its glyphs and comment (nothing after a turn but
            // its NAGs and its comment after belongs to it).
            const bool ofTurn = item.kind == Kind::Turn || item.kind == Kind::Nag ||
                                item.kind == Kind::CommentAfter;
            const bool turnEnds =
                ofTurn && item.node != GameTree::root() &&
                (i + 1 == items.size() || items[i + 1].node != item.node ||
                 (items[i + 1].kind != Kind::Nag && items[i + 1].kind != Kind::CommentAfter));
            if (turnEnds && wanted.count(item.node) && !drawn_.count(item.node)) {
                drawn_.insert(item.node);
                const int resume = depth_;
                diagram(item.node);
                paragraph(resume, mm(1));
                glue = true;
                needNumber = true;
            }
        }
        drawn_.clear();
    }

    static qreal size(int depth) { return depth == 0 ? 10.5 : 9.5; }

    void diagram(NodeId node) {
        game_.setCurrentNode(node);
        const DiagramSource source = diagramSourceOf(game_, position_);
        DiagramOptions o;
        o.theme = options_.theme;
        o.coordinates = options_.coordinates;
        o.flipped = options_.flipped;
        const QString caption =
            source.facts.turn.isEmpty()
                ? QCoreApplication::translate("GameSheet", "Start: %1").arg(source.facts.status)
                : QCoreApplication::translate("GameSheet", "After %1: %2")
                      .arg(source.facts.turn, source.facts.status);
        DiagramPicture picture(exportDiagram(source.diagram, o), caption);
        picture.setCaptionPixels(mm(3.3)); // the size of the variations' text
        // As wide as the text, unless that makes it taller than its share of the page.
        int width = int(textWidth_);
        const int tallest = int(pageHeight_ * kDiagramHeightShare);
        if (picture.heightFor(width) > tallest)
            width = int(width * qreal(tallest) / picture.heightFor(width));
        const QSizeF size(width, picture.heightFor(width));
        diagrams_.entries.push_back({std::move(picture), size});

        QTextBlockFormat block;
        block.setAlignment(Qt::AlignHCenter);
        block.setTopMargin(mm(2.5));
        block.setBottomMargin(mm(1.5));
        cursor_.insertBlock(block);
        QTextCharFormat object;
        object.setObjectType(kDiagramObject);
        object.setProperty(kPictureIndex, int(diagrams_.entries.size() - 1));
        cursor_.insertText(QString(QChar::ObjectReplacementCharacter), object);
    }

    QTextCursor cursor_;
    DiagramObject& diagrams_;
    const GameSheetOptions& options_;
    qreal textWidth_, pageHeight_;
    GameModel game_;
    PositionModel position_{&game_};
    bool firstBlock_ = true;
    int depth_ = 0;
    std::set<NodeId> drawn_;
};

} // namespace

// The document laid out for the PDF writer's page (its metrics), and where its parts go.
struct GameSheets::Layout {
    GameSheetOptions options;
    QBuffer buffer;
    QPdfWriter writer{&buffer};
    QSizeF page;
    QRectF body;
    QTextDocument document;
    DiagramObject diagrams;
    GameSheetReport report;
    QString title;

    void paintPage(QPainter& painter, int p) const {
        painter.save();
        painter.fillRect(QRectF(QPointF(0, 0), page), Qt::white);
        painter.translate(body.left(), body.top() - p * body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, p * body.height(), body.width(), body.height());
        painter.setClipRect(context.clip);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.save();
        QFont footer(kFontFamily);
        footer.setPixelSize(qRound(mm(2.8))); // in the page's units, whatever the device
        painter.setFont(footer);
        painter.setPen(QColor(90, 90, 90));
        painter.drawText(
            QRectF(body.left(), page.height() - mm(kMarginMm) - mm(kFooterMm) * 0.6, body.width(),
                   mm(kFooterMm) * 0.6),
            Qt::AlignHCenter | Qt::AlignBottom,
            QCoreApplication::translate("GameSheet", "%1 / %2").arg(p + 1).arg(report.pages));
        painter.restore();
    }
};

GameSheets::GameSheets(const std::vector<GameTree>& games, const GameSheetOptions& options)
    : layout_(std::make_unique<Layout>()) {
    Layout& l = *layout_;
    l.options = options;
    if (games.empty()) return;
    l.buffer.open(QIODevice::WriteOnly);
    l.writer.setResolution(kResolution);
    l.writer.setPageSize(options.pageSize);
    l.writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    l.writer.setCreator(QStringLiteral("Trellis"));
    l.page = options.pageSize.rectPixels(kResolution).size();
    l.body = QRectF(mm(kMarginMm), mm(kMarginMm), l.page.width() - 2 * mm(kMarginMm),
                    l.page.height() - 2 * mm(kMarginMm) - mm(kFooterMm));

    QTextDocument& document = l.document;
    document.documentLayout()->setPaintDevice(&l.writer);
    document.setDocumentMargin(0);
    document.setPageSize(l.body.size());
    document.setDefaultFont(textFormat(10.5).font());
    document.documentLayout()->registerHandler(kDiagramObject, &l.diagrams);
    {
        SheetBuilder builder(document, l.diagrams, l.options, l.body.width(), l.body.height());
        for (std::size_t i = 0; i < games.size(); ++i) builder.addGame(games[i], i == 0);
    }
    l.title = options.title;
    if (l.title.isEmpty()) {
        const GameTree& g = games.front();
        const auto& tags = g.startVariant().descriptor().playerTags;
        l.title = QStringLiteral("%1 \u2013 %2").arg(tagText(g, tags[0]), tagText(g, tags[1]));
    }

    GameSheetReport& done = l.report;
    done.games = int(games.size());
    done.pages = document.pageCount();
    done.diagrams = int(l.diagrams.entries.size());
    // Where each diagram landed: on one page, whole.
    const qreal pageHeight = l.body.height();
    for (QTextBlock b = document.begin(); b.isValid(); b = b.next()) {
        for (QTextBlock::iterator it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (f.hasProperty(kTurnMark)) {
                const int first = it.fragment().position() - b.position();
                const int last = first + it.fragment().length() - 1;
                if (b.layout()->lineForTextPosition(first).lineNumber() !=
                    b.layout()->lineForTextPosition(last).lineNumber())
                    done.turnsWhole = false;
            }
            if (f.objectType() != kDiagramObject) continue;
            // The layout's position is in document coordinates (the root frame holds every
            // block), the line's relative to it.
            const QTextLine line =
                b.layout()->lineForTextPosition(it.fragment().position() - b.position());
            const qreal top = b.layout()->position().y() + (line.isValid() ? line.y() : 0);
            const qreal height =
                l.diagrams.entries[std::size_t(f.property(kPictureIndex).toInt())].size.height();
            // A line moved to the next page starts at its top within the layout's precision.
            const int first = int((top + 1) / pageHeight);
            const int last = int((top + height - 1) / pageHeight);
            done.diagramPages << first + 1;
            if (first != last) done.diagramsWhole = false;
        }
    }
}

GameSheets::~GameSheets() = default;

const GameSheetReport& GameSheets::report() const {
    return layout_->report;
}

QByteArray GameSheets::pdf() const {
    Layout& l = *layout_;
    if (l.report.pages == 0) return {};
    if (!l.buffer.data().isEmpty()) return l.buffer.data();
    l.writer.setTitle(l.title);
    QPainter painter(&l.writer);
    for (int p = 0; p < l.report.pages; ++p) {
        if (p > 0) l.writer.newPage();
        l.paintPage(painter, p);
    }
    painter.end();
    return l.buffer.data();
}

QImage GameSheets::pageImage(int page, int width) const {
    const Layout& l = *layout_;
    if (page < 0 || page >= l.report.pages || width <= 0) return {};
    const qreal scale = width / l.page.width();
    QImage image(QSize(width, qRound(l.page.height() * scale)), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    l.paintPage(painter, page);
    return image;
}

QByteArray writeGameSheets(const std::vector<GameTree>& games, const GameSheetOptions& options,
                           GameSheetReport* report) {
    const GameSheets sheets(games, options);
    if (report) *report = sheets.report();
    return sheets.pdf();
}

} // namespace trellis

#include "GameSheet.moc"
