#pragma once
// The move list: the game as readable text (move numbers, turns in the chosen notation,
// annotation glyphs, comments in italics, variations nested in brackets), the current turn
// highlighted. Clicking a turn makes it current; the context menu edits the tree.
#include "game/GameTree.h"

#include <QTextBrowser>

namespace trellis {

class GameModel;

class MoveListView : public QTextBrowser {
    Q_OBJECT

  public:
    explicit MoveListView(GameModel* model, QWidget* parent = nullptr);
    // The rendered HTML (for tests and export).
    QString html() const { return html_; }
    // Text of the glyph for a NAG ("!", "?!", "±"), or "$n" when it has none.
    static QString nagGlyph(int nag);

  protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

  private:
    void rebuild();
    void renderLine(const QModelIndex& parent, QString& html, int depth) const;
    NodeId nodeAt(const QPoint& pos) const;

    GameModel* model_;
    QString html_;
};

} // namespace trellis
