#include "PgnWriter.h"

#include "AtomicFile.h"
#include "CommentMarkup.h"
#include "Concat.h"
#include "MovetextLayout.h"

#include <algorithm>

namespace trellis {

namespace {

std::string escapeTagValue(std::string_view value) {
    std::string out;
    for (char c : value) {
        if (c == '\\' || c == '"') out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return out;
}

// Walks the tree in PGN order. The comment placement mirrors PgnGameParser: a move's comment
// after follows it directly; a comment before goes ahead of the move, preceded by an empty
// "{}" when it would otherwise read as the previous move's comment after.
class MovetextWalk {
  public:
    MovetextWalk(const GameTree& tree, MovetextLayout& out) : tree_(tree), out_(out) {}

    void run() {
        const NodeAnnotation& root = tree_.annotation(GameTree::root());
        writeNags(root.nags);
        bareMove_ = !writeAfterComment(root);
        if (NodeId first = tree_.mainChild(GameTree::root()); first != kNoNode) writeLine(first);
    }

  private:
    void writeLine(NodeId first) {
        bool needNumber = true;
        for (NodeId id = first; id != kNoNode; id = tree_.mainChild(id)) {
            needNumber = writeMove(id, needNumber);
            if (tree_.variationIndex(id) != 0) continue; // a variation's first move
            const auto& siblings = tree_.children(tree_.parent(id));
            for (size_t i = 1; i < siblings.size(); ++i) {
                out_.open();
                bareMove_ = false;
                writeLine(siblings[i]);
                out_.close();
                bareMove_ = false;
                needNumber = true;
            }
        }
    }

    // Returns whether the next move needs its number (after a comment).
    bool writeMove(NodeId id, bool needNumber) {
        const NodeAnnotation& note = tree_.annotation(id);
        if (!note.commentBefore.empty()) {
            if (bareMove_) out_.word("{}");
            out_.comment(note.commentBefore);
            needNumber = true;
        }
        const std::string number = std::to_string(tree_.moveNumber(id));
        if (tree_.mover(id) == 0)
            out_.word(concat({number, "."}));
        else if (needNumber)
            out_.word(concat({number, "..."}));
        out_.word(tree_.text(id));
        writeNags(note.nags);
        const bool commented = writeAfterComment(note);
        bareMove_ = !commented;
        return commented;
    }

    void writeNags(const std::vector<int>& nags) {
        for (int nag : nags) out_.word(concat({"$", std::to_string(nag)}));
    }

    bool writeAfterComment(const NodeAnnotation& note) {
        std::string text = formatCommentMarkup(note.squares, note.arrows);
        const std::string comment = collapseSpace(note.commentAfter);
        if (!text.empty() && !comment.empty()) text += ' ';
        text += comment;
        if (text.empty()) return false;
        out_.comment(text);
        return true;
    }

    const GameTree& tree_;
    MovetextLayout& out_;
    bool bareMove_ = false; // the last thing written was a move (or the root) with no comment
};

} // namespace

std::string PgnWriter::writeTags(const GameTree& tree) const {
    TagList tags = tree.tags();
    // A file must say which game it holds and how it ended, whatever the tags say.
    if (!tree.hasTag("Variant"))
        tags.emplace_back("Variant", tree.startVariant().descriptor().tagName);
    if (!tree.hasTag("Result")) tags.emplace_back("Result", tree.result());
    std::stable_sort(tags.begin(), tags.end(), [](const auto& a, const auto& b) {
        return GameTree::rosterRank(a.first) < GameTree::rosterRank(b.first);
    });
    std::string out;
    for (const auto& [key, value] : tags)
        out += concat({"[", key, " \"", escapeTagValue(value), "\"]\n"});
    return out;
}

std::string PgnWriter::writeMovetext(const GameTree& tree) const {
    MovetextLayout layout;
    MovetextWalk(tree, layout).run();
    layout.word(tree.result());
    return layout.lines(lineWidth_);
}

std::string PgnWriter::write(const GameTree& tree) const {
    return concat({writeTags(tree), "\n", writeMovetext(tree)});
}

std::string PgnWriter::write(const std::vector<GameTree>& trees) const {
    std::string out;
    for (const GameTree& tree : trees) {
        if (!out.empty()) out += '\n';
        out += write(tree);
    }
    return out;
}

Result<bool> PgnWriter::save(const std::filesystem::path& path, const GameTree& tree) const {
    return AtomicFile::write(path, write(tree));
}

Result<bool> PgnWriter::save(const std::filesystem::path& path,
                             const std::vector<GameTree>& trees) const {
    return AtomicFile::write(path, write(trees));
}

} // namespace trellis
