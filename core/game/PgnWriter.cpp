#include "PgnWriter.h"

#include "AtomicFile.h"
#include "Concat.h"
#include "MovetextLayout.h"
#include "MovetextRenderer.h"

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

// Movetext words from the renderer's items. A comment before must not read as the previous
// turn's comment after (PgnGameParser): when a bare turn (or the start) precedes it, an empty
// "{}" goes between.
void layOut(const std::vector<MovetextItem>& items, MovetextLayout& out) {
    using Kind = MovetextItem::Kind;
    bool bare = true;
    for (const MovetextItem& item : items) {
        switch (item.kind) {
        case Kind::MoveNumber:
            out.word(concat({std::to_string(item.number), item.black ? "..." : "."}));
            break;
        case Kind::Turn:
        case Kind::Result:
            out.word(item.text);
            break;
        case Kind::Nag:
            out.word(concat({"$", std::to_string(item.number)}));
            break;
        case Kind::CommentBefore:
            if (bare) out.word("{}");
            [[fallthrough]];
        case Kind::CommentAfter:
            out.comment(item.text);
            break;
        case Kind::VariationStart:
            out.open();
            break;
        case Kind::VariationEnd:
            out.close();
            break;
        }
        bare = item.kind == Kind::Turn || item.kind == Kind::Nag;
    }
}

} // namespace

std::string PgnWriter::writeTags(const GameTree& tree) const {
    TagList tags = tree.tags();
    // A file must say which game it holds and how it ended, whatever the tags say.
    if (!tree.hasTag("Variant"))
        tags.emplace_back("Variant", tree.startVariant().descriptor().tagName);
    if (!tree.hasTag("Result")) tags.emplace_back("Result", tree.result());
    std::stable_sort(tags.begin(), tags.end(), [&tree](const auto& a, const auto& b) {
        return tree.rosterRank(a.first) < tree.rosterRank(b.first);
    });
    std::string out;
    for (const auto& [key, value] : tags)
        out += concat({"[", key, " \"", escapeTagValue(value), "\"]\n"});
    return out;
}

std::string PgnWriter::writeMovetext(const GameTree& tree) const {
    MovetextLayout layout;
    layOut(renderMovetext(tree), layout);
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
