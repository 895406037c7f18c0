#pragma once
// The one renderer of movetext, shared by the game-file writer and the move list (after
// ChessX): it walks a GameTree in file order and produces the layout as a sequence of items
// (move numbers, turns with their node ids, NAGs, comments, variation brackets, the result).
// What the items become is up to the caller: PgnWriter turns them into `$n`, `{...}` and
// wrapped lines; the move list into glyphs, italics and indented paragraphs.
//
// Placement rules (they mirror PgnGameParser, so writing and reading agree): the first player's
// turns always carry their number; a second player's turn carries "n..." at the start of a line
// or variation and after a comment or a variation. A node's comment before comes ahead of its
// number; its comment after follows its NAGs. Variations that replace a turn follow that turn
// (after its comment), each nested to any depth. The root's NAGs and comment (the game comment)
// come first.
#include "GameTree.h"

#include <functional>
#include <string>
#include <vector>

namespace trellis {

struct MovetextItem {
    enum class Kind {
        MoveNumber,     // number, black: "12." or "12..."
        Turn,           // text: the turn in the chosen notation
        Nag,            // number: the NAG
        CommentBefore,  // text: the node's comment before
        CommentAfter,   // text: the node's comment after (on the root: the game comment)
        VariationStart, // node: the variation's first turn
        VariationEnd,   // node: the variation's first turn
        Result,         // text: "1-0", "0-1", "1/2-1/2" or "*"
    };
    Kind kind = Kind::Turn;
    NodeId node = kNoNode; // the node the item belongs to (the root for the game comment)
    int depth = 0;         // variation nesting: 0 on the main line
    int number = 0;        // MoveNumber: the full-move number; Nag: the NAG
    bool black = false;    // MoveNumber: the second player's ("12...")
    std::string text;
    bool operator==(const MovetextItem&) const = default;
};

struct MovetextOptions {
    // The text of a turn; empty: the tree's file notation (GameTree::text).
    std::function<std::string(NodeId)> turnText;
    // Comments after carry the node's [%csl]/[%cal] highlights in front of the text (files);
    // otherwise only the text, and a node with highlights but no text has no comment item.
    bool highlightsInComments = true;
};

std::vector<MovetextItem> renderMovetext(const GameTree& tree, const MovetextOptions& options = {});

} // namespace trellis
