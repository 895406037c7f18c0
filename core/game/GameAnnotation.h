#pragma once
// What a game tree keeps beside each node: comments, NAGs and the highlights that PGN carries
// inside comments as [%csl ...] (squares) and [%cal ...] (arrows). Square texts are kept as
// written (Tri-D squares such as "b4N" or "QL3@q3"); the tree does not interpret them.
#include <string>
#include <vector>

namespace trellis {

struct SquareMark {
    char colour = 'G'; // lichess/ChessBase colour letter: R, G, B, Y
    std::string square;
    bool operator==(const SquareMark&) const = default;
};

struct ArrowMark {
    char colour = 'G';
    std::string from;
    std::string to; // empty when the arrow text had no '-' (kept whole in `from`)
    bool operator==(const ArrowMark&) const = default;
};

struct NodeAnnotation {
    std::string commentBefore; // shown before the move (PGN: a comment ahead of the move)
    std::string commentAfter;  // shown after the move; on the root node, the game comment
    std::vector<int> nags;     // Numeric Annotation Glyphs, in the order given
    std::vector<SquareMark> squares;
    std::vector<ArrowMark> arrows;
    bool empty() const {
        return commentBefore.empty() && commentAfter.empty() && nags.empty() && squares.empty() &&
               arrows.empty();
    }
    bool operator==(const NodeAnnotation&) const = default;
};

} // namespace trellis
