#pragma once
// The move list: the game as readable text laid out by the shared movetext renderer (move
// numbers, turns in the chosen notation, annotation glyphs, comments in italics, variations
// nested in indented brackets), the current turn highlighted. Clicking a turn makes it current;
// the context menu edits the tree.
//
// Updates are incremental: the view keeps the text as paragraphs (the game comment, pieces of
// the main line, one per variation, the result) and rewrites only the paragraphs whose text
// changed. Turn texts come from the model's cache, so nothing is re-notated. Model signals are
// gathered and applied once per event-loop pass.
#include "game/GameTree.h"
#include "game/MovetextRenderer.h"

#include <QTextBrowser>

#include <vector>

class QTextCursor;

namespace trellis {

class GameModel;

class MoveListView : public QTextBrowser {
    Q_OBJECT

  public:
    explicit MoveListView(GameModel* model, QWidget* parent = nullptr);
    // The rendered text as HTML (for tests and export), without the invisible word joiners that
    // keep turns on one line; brings the view up to date first.
    QString html() const;
    // Text of the glyph for a NAG ("!", "?!", "±"), or "$n" when it has none.
    static QString nagGlyph(int nag);
    // Brings the view up to date now; returns how many paragraphs it rewrote.
    int refresh();
    // How many paragraphs the list holds.
    int paragraphCount() const { return int(blocks_.size()); }

  protected:
    void changeEvent(QEvent* event) override; // "(no moves yet)" in the new language
    void contextMenuEvent(QContextMenuEvent* event) override;
    // The selection without the word joiners that keep turns on one line.
    QMimeData* createMimeDataFromSelection() const override;

  private:
    struct Run {
        enum Kind { Space, Bracket, Number, Turn, Nag, Comment, Result };
        Kind kind = Space;
        QString text;
        NodeId node = kNoNode;
        bool current = false;
        int depth = 0;
        bool operator==(const Run&) const = default;
    };
    struct Block {
        int depth = 0;
        bool gameComment = false;
        std::vector<Run> runs;
        bool operator==(const Block&) const = default;
    };

    void scheduleRefresh();
    std::vector<Block> layOut(const std::vector<MovetextItem>& items) const;
    void writeBlock(QTextCursor& cursor, const Block& block, bool newBlock) const;
    void scrollToCurrent();
    NodeId nodeAt(const QPoint& pos) const;

    GameModel* model_;
    std::vector<Block> blocks_;
    bool pending_ = false;
    bool scrollPending_ = true;
};

} // namespace trellis
