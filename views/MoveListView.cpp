#include "MoveListView.h"

#include "GameModel.h"
#include "ReaderText.h"
#include "game/NagGlyph.h"

#include <QContextMenuEvent>
#include <QEvent>
#include <QMenu>
#include <QMimeData>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>
#include <utility>

namespace trellis {

namespace {

const QColor kNumberColour("#7a7a7a");
const QColor kCommentColour("#2f6f4f");
const QColor kBracketColour("#777777");
const QColor kNagColour("#a0522d");
const QColor kCurrentColour("#f3d36b");
constexpr int kIndent = 16; // pixels per variation level

QString nodeHref(NodeId node) {
    return "node:" + QString::number(node);
}

} // namespace

MoveListView::MoveListView(GameModel* model, QWidget* parent)
    : QTextBrowser(parent), model_(model) {
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this,
            [this](const QUrl& url) { model_->setCurrentNode(url.path().toInt()); });
    auto changed = [this] { scheduleRefresh(); };
    connect(model_, &QAbstractItemModel::modelReset, this, changed);
    connect(model_, &QAbstractItemModel::layoutChanged, this, changed);
    connect(model_, &QAbstractItemModel::rowsInserted, this, changed);
    connect(model_, &QAbstractItemModel::rowsRemoved, this, changed);
    connect(model_, &QAbstractItemModel::rowsMoved, this, changed);
    connect(model_, &QAbstractItemModel::dataChanged, this, changed);
    connect(model_, &GameModel::gameCommentChanged, this, changed);
    connect(model_, &GameModel::currentNodeChanged, this, [this] {
        scrollPending_ = true;
        scheduleRefresh();
    });
    refresh();
}

QString MoveListView::nagGlyph(int nag) {
    return QString::fromStdString(trellis::nagGlyph(nag));
}

void MoveListView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) scheduleRefresh();
    QTextBrowser::changeEvent(event);
}

void MoveListView::scheduleRefresh() {
    if (pending_) return;
    pending_ = true;
    QMetaObject::invokeMethod(this, &MoveListView::refresh, Qt::QueuedConnection);
}

// Items -> paragraphs: the game comment, the main line (cut where a variation starts and
// resumed after it), one paragraph per variation (indented by depth), the result.
std::vector<MoveListView::Block>
MoveListView::layOut(const std::vector<MovetextItem>& items) const {
    using Kind = MovetextItem::Kind;
    std::vector<Block> blocks;
    Block gameComment{0, true, {}};
    Block line{0, false, {}};
    std::vector<int> depths; // enclosing lines' depths
    bool glue = true;        // the next run sticks to the previous one (no space)
    const NodeId current = model_->currentNode();
    auto add = [&](Run::Kind kind, QString text, NodeId node, int depth) {
        if (!glue && !line.runs.empty()) line.runs.push_back({Run::Space, " ", kNoNode, false, 0});
        line.runs.push_back({kind, std::move(text), node, false, depth});
        glue = false;
    };
    auto closeBlock = [&](int nextDepth) {
        if (!line.runs.empty()) blocks.push_back(std::move(line));
        line = Block{nextDepth, false, {}};
        glue = true;
    };
    bool droppedComment = false; // the item before was a comment with nothing to show
    for (const MovetextItem& item : items) {
        const bool afterDroppedComment = std::exchange(droppedComment, false);
        switch (item.kind) {
        case Kind::MoveNumber:
            // "12..." after a comment that turned out empty for readers is left out.
            if (item.black && afterDroppedComment) break;
            add(Run::Number, QString::number(item.number) + (item.black ? "...\u00a0" : ".\u00a0"),
                item.node, item.depth);
            glue = true; // the number stays with its turn
            break;
        case Kind::Turn: {
            // Kept on one line (ReaderText.h); html() shows it without the word joiners.
            Run run{Run::Turn, unbreakableTurnText(QString::fromStdString(item.text)), item.node,
                    item.node == current, item.depth};
            if (!glue && !line.runs.empty()) line.runs.push_back({Run::Space, " ", kNoNode});
            line.runs.push_back(std::move(run));
            glue = false;
            break;
        }
        case Kind::Nag:
            if (item.node == GameTree::root()) break; // the start position shows no glyphs
            glue = true;                              // a glyph sticks to its turn
            add(Run::Nag, nagGlyph(item.number), item.node, item.number);
            break;
        case Kind::CommentBefore:
        case Kind::CommentAfter: {
            QString text = readerComment(item.text);
            if (text.isEmpty()) {
                droppedComment = true;
                break;
            }
            if (item.node == GameTree::root()) {
                gameComment.runs.push_back({Run::Comment, std::move(text), item.node, false, 0});
                break;
            }
            add(Run::Comment, std::move(text), item.node, item.depth);
            break;
        }
        case Kind::VariationStart:
            depths.push_back(line.depth);
            closeBlock(item.depth);
            add(Run::Bracket, "(", item.node, item.depth);
            glue = true;
            break;
        case Kind::VariationEnd:
            glue = true;
            add(Run::Bracket, ")", item.node, item.depth);
            closeBlock(depths.empty() ? 0 : depths.back());
            if (!depths.empty()) depths.pop_back();
            break;
        case Kind::Result: {
            closeBlock(0);
            const bool noTurns = model_->rowCount() == 0;
            if (item.text != "*" || noTurns)
                add(Run::Result, noTurns ? tr("(no moves yet)") : QString::fromStdString(item.text),
                    kNoNode, 0);
            closeBlock(0);
            break;
        }
        }
    }
    closeBlock(0);
    if (!gameComment.runs.empty()) blocks.insert(blocks.begin(), std::move(gameComment));
    return blocks;
}

void MoveListView::writeBlock(QTextCursor& cursor, const Block& block, bool newBlock) const {
    QTextBlockFormat format;
    format.setLeftMargin(kIndent * block.depth);
    format.setTopMargin(block.depth > 0 || block.gameComment ? 2 : 0);
    format.setBottomMargin(block.depth > 0 || block.gameComment ? 2 : 0);
    if (newBlock)
        cursor.insertBlock(format, QTextCharFormat());
    else
        cursor.setBlockFormat(format);
    for (const Run& run : block.runs) {
        QTextCharFormat f;
        switch (run.kind) {
        case Run::Space:
            break;
        case Run::Bracket:
            f.setForeground(kBracketColour);
            break;
        case Run::Number:
            f.setForeground(kNumberColour);
            break;
        case Run::Turn:
            f.setAnchor(true);
            f.setAnchorHref(nodeHref(run.node));
            f.setAnchorNames({"n" + QString::number(run.node)});
            if (run.depth == 0) f.setFontWeight(QFont::DemiBold); // the main line stands out
            if (run.current) {
                f.setBackground(kCurrentColour);
                f.setForeground(QColor(Qt::black));
            }
            break;
        case Run::Nag:
            f.setForeground(kNagColour);
            f.setFontWeight(QFont::Bold);
            for (const NagGlyph& g : nagGlyphs())
                if (g.nag == run.depth)
                    f.setToolTip(QString::fromUtf8(g.name.data(), qsizetype(g.name.size())));
            break;
        case Run::Comment:
            f.setForeground(kCommentColour);
            f.setFontItalic(true);
            break;
        case Run::Result:
            f.setFontWeight(QFont::Bold);
            break;
        }
        cursor.insertText(run.text, f);
    }
}

int MoveListView::refresh() {
    pending_ = false;
    std::vector<Block> next = layOut(model_->movetext());
    QTextDocument* doc = document();
    int rewritten = 0;
    if (blocks_.empty() || next.empty()) {
        doc->clear();
        QTextCursor cursor(doc);
        cursor.beginEditBlock();
        for (size_t i = 0; i < next.size(); ++i) writeBlock(cursor, next[i], i > 0);
        cursor.endEditBlock();
        rewritten = int(next.size());
    } else {
        // Keep the paragraphs both ends have in common; rewrite the ones between.
        const size_t common = std::min(blocks_.size(), next.size());
        size_t prefix = 0;
        while (prefix < common && blocks_[prefix] == next[prefix]) ++prefix;
        size_t suffix = 0;
        while (suffix < common - prefix &&
               blocks_[blocks_.size() - 1 - suffix] == next[next.size() - 1 - suffix])
            ++suffix;
        size_t oldEnd = blocks_.size() - suffix, newEnd = next.size() - suffix;
        if (prefix < oldEnd || prefix < newEnd) {
            // Replace at least one paragraph on each side, so no paragraph break is left over.
            if (prefix == oldEnd || prefix == newEnd) {
                if (prefix > 0)
                    --prefix;
                else
                    ++oldEnd, ++newEnd;
            }
            const QTextBlock first = doc->findBlockByNumber(int(prefix));
            const QTextBlock last = doc->findBlockByNumber(int(oldEnd) - 1);
            QTextCursor cursor(doc);
            cursor.beginEditBlock();
            cursor.setPosition(first.position());
            cursor.setPosition(last.position() + last.length() - 1, QTextCursor::KeepAnchor);
            cursor.removeSelectedText();
            for (size_t i = prefix; i < newEnd; ++i) writeBlock(cursor, next[i], i > prefix);
            cursor.endEditBlock();
            rewritten = int(newEnd - prefix);
        }
    }
    blocks_ = std::move(next);
    if (scrollPending_) scrollToCurrent();
    return rewritten;
}

// Scrolls as little as needed to show the current turn.
void MoveListView::scrollToCurrent() {
    scrollPending_ = false;
    const NodeId current = model_->currentNode();
    int position = 0;
    for (size_t b = 0; b < blocks_.size(); ++b) {
        int offset = 0;
        for (const Run& run : blocks_[b].runs) {
            if (run.kind == Run::Turn && run.node == current) {
                position = document()->findBlockByNumber(int(b)).position() + offset;
                QTextCursor cursor(document());
                cursor.setPosition(position);
                const QRect rect = cursorRect(cursor);
                QScrollBar* bar = verticalScrollBar();
                if (rect.top() < 0)
                    bar->setValue(bar->value() + rect.top());
                else if (rect.bottom() > viewport()->height())
                    bar->setValue(bar->value() + rect.bottom() - viewport()->height() + 4);
                return;
            }
            offset += int(run.text.size());
        }
    }
    if (current == GameTree::root()) verticalScrollBar()->setValue(0);
}

QString MoveListView::html() const {
    if (pending_) const_cast<MoveListView*>(this)->refresh();
    QString html;
    for (const Block& block : blocks_) {
        html += block.gameComment
                    ? "<p class='comment'>"
                    : QString("<p style='margin-left:%1px'>").arg(kIndent * block.depth);
        for (const Run& run : block.runs) {
            const QString text = QString(run.text).remove(kWordJoiner).toHtmlEscaped();
            switch (run.kind) {
            case Run::Space:
                html += text;
                break;
            case Run::Bracket:
                html += "<span class='variation'>" + text + "</span>";
                break;
            case Run::Number:
                html += "<span class='number'>" + text + "</span>";
                break;
            case Run::Turn:
                html += QString("<a name='n%1' href='node:%1'%2>%3</a>")
                            .arg(run.node)
                            .arg(run.current ? " class='current'" : "")
                            .arg(text);
                break;
            case Run::Nag:
                html += "<span class='nag'>" + text + "</span>";
                break;
            case Run::Comment:
                html += "<span class='comment'>" + text + "</span>";
                break;
            case Run::Result:
                html += "<b>" + text + "</b>";
                break;
            }
        }
        html += "</p>";
    }
    return html;
}

QMimeData* MoveListView::createMimeDataFromSelection() const {
    QMimeData* data = QTextBrowser::createMimeDataFromSelection();
    if (!data) return data;
    if (data->hasText()) data->setText(data->text().remove(kWordJoiner));
    if (data->hasHtml()) data->setHtml(data->html().remove(kWordJoiner));
    return data;
}

NodeId MoveListView::nodeAt(const QPoint& pos) const {
    const QString anchor = anchorAt(pos);
    return anchor.startsWith("node:") ? anchor.mid(5).toInt() : kNoNode;
}

void MoveListView::contextMenuEvent(QContextMenuEvent* event) {
    const NodeId node = nodeAt(event->pos());
    QMenu menu(this);
    if (node != kNoNode) {
        model_->setCurrentNode(node);
        menu.addAction(tr("Promote variation"), this,
                       [this, node] { model_->promoteVariation(node); });
        menu.addAction(tr("Demote variation"), this,
                       [this, node] { model_->demoteVariation(node); });
        menu.addAction(tr("Delete from here"), this, [this, node] { model_->deleteFrom(node); });
        QMenu* glyphs = menu.addMenu(tr("Annotation glyph"));
        for (const int nag : {1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19, kDiagramNag})
            glyphs->addAction(nagGlyph(nag), this,
                              [this, node, nag] { model_->setNags(node, {nag}); });
        glyphs->addSeparator();
        glyphs->addAction(tr("None"), this, [this, node] { model_->setNags(node, {}); });
        menu.addSeparator();
    }
    menu.addAction(tr("Copy"), this, &QTextBrowser::copy);
    menu.exec(event->globalPos());
}

} // namespace trellis
