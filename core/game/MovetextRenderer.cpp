#include "MovetextRenderer.h"

#include "CommentMarkup.h"

namespace trellis {

namespace {

class MovetextWalk {
  public:
    MovetextWalk(const GameTree& tree, const MovetextOptions& options,
                 std::vector<MovetextItem>& out)
        : tree_(tree), options_(options), out_(out) {}

    void run() {
        const NodeId root = GameTree::root();
        writeNags(root, 0);
        writeAfterComment(root, 0);
        if (NodeId first = tree_.mainChild(root); first != kNoNode) writeLine(first, 0);
        add({MovetextItem::Kind::Result, root, 0, 0, false, tree_.result()});
    }

  private:
    void add(MovetextItem item) { out_.push_back(std::move(item)); }

    void writeLine(NodeId first, int depth) {
        bool needNumber = true;
        for (NodeId id = first; id != kNoNode; id = tree_.mainChild(id)) {
            needNumber = writeMove(id, needNumber, depth);
            const auto& siblings = tree_.children(tree_.parent(id));
            if (siblings.front() != id) continue; // a variation's first turn: none hang here
            for (size_t i = 1; i < siblings.size(); ++i) {
                add({MovetextItem::Kind::VariationStart, siblings[i], depth + 1, 0, false, {}});
                writeLine(siblings[i], depth + 1);
                add({MovetextItem::Kind::VariationEnd, siblings[i], depth + 1, 0, false, {}});
                needNumber = true;
            }
        }
    }

    // Returns whether the next turn needs its number (after a comment).
    bool writeMove(NodeId id, bool needNumber, int depth) {
        const NodeAnnotation& note = tree_.annotation(id);
        if (!note.commentBefore.empty()) {
            add({MovetextItem::Kind::CommentBefore, id, depth, 0, false,
                 collapseSpace(note.commentBefore)});
            needNumber = true;
        }
        const bool black = tree_.mover(id) != 0;
        if (!black || needNumber)
            add({MovetextItem::Kind::MoveNumber, id, depth, tree_.moveNumber(id), black, {}});
        add({MovetextItem::Kind::Turn, id, depth, 0, false,
             options_.turnText ? options_.turnText(id) : tree_.text(id)});
        writeNags(id, depth);
        return writeAfterComment(id, depth);
    }

    void writeNags(NodeId id, int depth) {
        for (int nag : tree_.annotation(id).nags)
            add({MovetextItem::Kind::Nag, id, depth, nag, false, {}});
    }

    bool writeAfterComment(NodeId id, int depth) {
        const NodeAnnotation& note = tree_.annotation(id);
        std::string text =
            options_.highlightsInComments ? formatCommentMarkup(note.squares, note.arrows) : "";
        const std::string comment = collapseSpace(note.commentAfter);
        if (!text.empty() && !comment.empty()) text += ' ';
        text += comment;
        if (text.empty()) return false;
        add({MovetextItem::Kind::CommentAfter, id, depth, 0, false, std::move(text)});
        return true;
    }

    const GameTree& tree_;
    const MovetextOptions& options_;
    std::vector<MovetextItem>& out_;
};

} // namespace

std::vector<MovetextItem> renderMovetext(const GameTree& tree, const MovetextOptions& options) {
    std::vector<MovetextItem> items;
    items.reserve(size_t(tree.nodeSlots()) * 2 + 2);
    MovetextWalk(tree, options, items).run();
    return items;
}

} // namespace trellis
