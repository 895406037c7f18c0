#include "MoveListView.h"

#include "GameModel.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QScrollBar>
#include <QTextBlock>

namespace trellis {

MoveListView::MoveListView(GameModel* model, QWidget* parent)
    : QTextBrowser(parent), model_(model) {
    setOpenLinks(false);
    setOpenExternalLinks(false);
    document()->setDefaultStyleSheet(
        "a { text-decoration: none; color: palette(text); }"
        "a.current { background-color: #f3d36b; color: black; }"
        ".number { color: #7a7a7a; } .comment { color: #2f6f4f; font-style: italic; }"
        ".variation { color: #555; } .nag { color: #a0522d; font-weight: bold; }");
    connect(this, &QTextBrowser::anchorClicked, this,
            [this](const QUrl& url) { model_->setCurrentNode(url.path().toInt()); });
    connect(model_, &QAbstractItemModel::modelReset, this, &MoveListView::rebuild);
    connect(model_, &QAbstractItemModel::layoutChanged, this, &MoveListView::rebuild);
    connect(model_, &QAbstractItemModel::rowsInserted, this, &MoveListView::rebuild);
    connect(model_, &QAbstractItemModel::rowsRemoved, this, &MoveListView::rebuild);
    connect(model_, &QAbstractItemModel::rowsMoved, this, &MoveListView::rebuild);
    connect(model_, &QAbstractItemModel::dataChanged, this, &MoveListView::rebuild);
    connect(model_, &GameModel::currentNodeChanged, this, &MoveListView::rebuild);
    rebuild();
}

QString MoveListView::nagGlyph(int nag) {
    static const QHash<int, QString> glyphs{
        {1, "!"},   {2, "?"},   {3, "!!"},  {4, "??"},  {5, "!?"}, {6, "?!"}, {7, "□"},
        {10, "="},  {13, "∞"},  {14, "+="}, {15, "=+"}, {16, "±"}, {17, "∓"}, {18, "+-"},
        {19, "-+"}, {22, "zz"}, {23, "zz"}, {32, "⟳"},  {36, "→"}, {40, "↑"}};
    return glyphs.value(nag, "$" + QString::number(nag));
}

void MoveListView::renderLine(const QModelIndex& parent, QString& html, int depth) const {
    bool needNumber = true;
    for (int row = 0; row < model_->rowCount(parent); ++row) {
        const QModelIndex i = model_->index(row, 0, parent);
        const int node = i.data(GameModel::NodeIdRole).toInt();
        const QString before = i.data(GameModel::CommentBeforeRole).toString();
        if (!before.isEmpty()) {
            html += "<span class='comment'>" + before.toHtmlEscaped() + "</span> ";
            needNumber = true;
        }
        html += "<nobr>"; // a turn never breaks across lines
        if (i.data(GameModel::MoverRole).toInt() == 0 || needNumber)
            html += "<span class='number'>" + i.data(GameModel::MoveNumberRole).toString() +
                    "</span>&nbsp;";
        const bool current = i.data(GameModel::IsCurrentRole).toBool();
        html += QString("<a name='n%1' href='node:%1'%2>%3</a>")
                    .arg(node)
                    .arg(current ? " class='current'" : "")
                    .arg(i.data().toString().toHtmlEscaped().replace(" ", "&nbsp;"));
        for (const int nag : i.data(GameModel::NagsRole).value<QList<int>>())
            html += "<span class='nag'>" + nagGlyph(nag).toHtmlEscaped() + "</span>";
        html += "</nobr> ";
        const QString after = i.data(GameModel::CommentAfterRole).toString();
        needNumber = !after.isEmpty();
        if (needNumber) html += "<span class='comment'>" + after.toHtmlEscaped() + "</span> ";
        for (int v = 0; v < model_->rowCount(i); ++v) {
            html += QString("<div class='variation' style='margin-left:%1px'>(&nbsp;")
                        .arg(16 * (depth + 1));
            renderLine(model_->index(v, 0, i), html, depth + 1);
            html += ")</div>";
            needNumber = true;
        }
    }
}

void MoveListView::rebuild() {
    QString html;
    const QString gameComment = model_->gameComment();
    if (!gameComment.isEmpty())
        html += "<p class='comment'>" + gameComment.toHtmlEscaped() + "</p>";
    html += "<div>";
    renderLine({}, html, 0);
    const QString result = model_->result();
    if (result != "*" || model_->rowCount() == 0)
        html += "<b>" + (model_->rowCount() == 0 ? tr("(no moves yet)") : result) + "</b>";
    html += "</div>";
    if (html == html_) return;
    html_ = html;
    const int scroll = verticalScrollBar()->value();
    setHtml(html_);
    verticalScrollBar()->setValue(scroll);
    scrollToAnchor("n" + QString::number(model_->currentNode()));
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
        for (const int nag : {1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19})
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
