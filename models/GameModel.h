#pragma once
// The move list's model over a GameTree. Rows are turns; a turn's children are the variations
// that branch off as alternatives to it, each shown as one "variation" item whose children are
// the turns of that line (and so on, nested). Top-level rows are the main line.
//
// Every edit goes through the QUndoStack. An edit sends the exact model signals (rows
// inserted, removed, data changed with its roles); undo and redo restore the tree as it was (a
// model reset), because node ids are not stable across deleting and re-adding a turn.
//
// Cost: index/parent/rowCount are O(1) (each line's nodes are kept in an array, each node knows
// its line and row); a turn's text in the display notation is computed once per node and kept
// until the notation changes or the node is no longer the same turn from the same position.
#include "game/GameTree.h"
#include "game/MovetextRenderer.h"

#include <QAbstractItemModel>
#include <QUndoStack>

#include <memory>

namespace trellis {

class GameModel : public QAbstractItemModel {
    Q_OBJECT

  public:
    enum Role {
        NodeIdRole =
            Qt::UserRole + 1, // int node id (of the variation's first turn for a variation item)
        IsVariationRole,      // bool: a variation item rather than a turn
        MoveNumberRole,       // QString "12." or "12..."
        MoverRole,            // int 0 / 1
        NagsRole,             // QList<int>
        CommentBeforeRole,    // QString
        CommentAfterRole,     // QString
        IsCurrentRole,        // bool: the node the boards show
    };

    explicit GameModel(QObject* parent = nullptr);
    ~GameModel() override;

    // --- The game.
    // Starts a new game of the variant ("trid" / "cotulenh", rules empty for the default).
    bool newGame(const QString& variant, const QString& rules = {});
    void setGame(const GameTree& tree); // replaces the game (model reset, clears undo)
    const GameTree& tree() const { return *tree_; }
    QString variantId() const;
    QString gameComment() const {
        return QString::fromStdString(tree_->annotation(GameTree::root()).commentAfter);
    }
    // The game laid out by the shared renderer, turns in the display notation (cached texts).
    std::vector<MovetextItem> movetext() const;
    // A turn's text in the display notation (cached).
    const std::string& turnText(NodeId node) const;
    QString result() const { return QString::fromStdString(tree_->result()); }
    QUndoStack* undoStack() { return &undo_; }

    // --- Display.
    Notation notation() const { return notation_; }
    void setNotation(Notation notation);

    // --- The current node (what the boards show).
    NodeId currentNode() const { return current_; }
    void setCurrentNode(NodeId node);
    void goToStart() { setCurrentNode(GameTree::root()); }
    void goBack();
    void goForward();
    void goToEnd();

    // --- Edits (undoable). Each returns false (with nothing changed) when it does not apply.
    bool playTurn(const Turn& turn); // after the current node; becomes current
    // Adds a line of turns after `at` as one edit (turns already in the tree are followed,
    // the rest become a new variation); the current node stays. `comment` is appended to the
    // comment after the line's first turn. Fails when a turn is illegal or the line is empty.
    bool addLine(NodeId at, const std::vector<Turn>& turns, const QString& comment = {});
    bool setComment(NodeId node, bool before, const QString& text);
    bool setNags(NodeId node, const QList<int>& nags);
    // A glyph from the palette: on when off, off when on. A move assessment ($1-$6) replaces
    // the turn's other move assessment, a position assessment ($10-$19) the other one.
    bool toggleNag(NodeId node, int nag);
    // Drawing on the board as Lichess does: a new mark is added, the same mark again is
    // removed, the same square (arrow) in another colour is recoloured. Kept with the node's
    // highlights, written as [%csl]/[%cal] in its comment.
    bool toggleSquareMark(NodeId node, const SquareMark& mark);
    bool toggleArrowMark(NodeId node, const ArrowMark& arrow);
    // The game's tags (Game > Edit Headers), put in file order; false when nothing changes.
    bool setTags(const TagList& tags);
    bool promoteVariation(NodeId node);
    bool demoteVariation(NodeId node);
    bool deleteFrom(NodeId node);

    // --- Index <-> node.
    QModelIndex indexOfNode(NodeId node) const;
    NodeId nodeOfIndex(const QModelIndex& index) const;

    // QAbstractItemModel
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

  signals:
    void currentNodeChanged(trellis::NodeId node);
    // The start position's annotation (the game comment) changed; it has no row of its own.
    void gameCommentChanged();
    // Every turn text changed (also sent as dataChanged, line by line).
    void notationChanged(trellis::Notation notation);
    void gameReplaced();
    void gameEdited();

  private:
    friend class GameEditCommand;
    // Items: internalId = 2 * node for a turn, 2 * node + 1 for the variation starting at node.
    static quintptr turnItem(NodeId n) { return quintptr(n) * 2; }
    static quintptr variationItem(NodeId n) { return quintptr(n) * 2 + 1; }
    // A line is the main line (key: the root) or a variation (key: its first turn).
    NodeId lineOf(NodeId node) const { return lineOf_[size_t(node)]; }
    const std::vector<NodeId>& lineNodes(NodeId key) const { return lines_[size_t(key)]; }
    QModelIndex lineParent(NodeId key) const;
    QModelIndex turnIndex(NodeId node) const;
    QModelIndex variationIndex(NodeId start) const;

    // The edit primitives: change the tree and send exact signals.
    NodeId insertTurn(NodeId at, const Turn& turn);
    void removeFrom(NodeId node);
    void restore(const GameTree& tree, NodeId current);
    void push(const QString& text, const std::function<bool()>& edit, int mergeId = -1);
    void refreshNode(NodeId node, const QList<int>& roles);
    // The line arrays: rebuilt on a reset, kept up to date by insertTurn/removeFrom.
    void rebuildLines();
    void buildLine(NodeId key, NodeId first);
    void forgetSubtree(NodeId node);
    void growCaches();
    // Keeps the cached texts that still describe the same turn from the same position.
    void revalidateTexts();

    struct CachedText {
        bool valid = false;
        NodeId parent = kNoNode;
        Turn turn;
        std::string text;
    };

    std::unique_ptr<GameTree> tree_;
    NodeId current_ = GameTree::root();
    Notation notation_ = Notation::Composite;
    QUndoStack undo_;
    std::vector<std::vector<NodeId>> lines_; // by line key
    std::vector<NodeId> lineOf_;             // by node: its line's key (kNoNode: no row)
    std::vector<int> rowOf_;                 // by node: its row in that line
    mutable std::vector<CachedText> texts_;  // by node
};

} // namespace trellis
