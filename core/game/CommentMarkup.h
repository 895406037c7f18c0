#pragma once
// The highlight commands that PGN comments carry (lichess/ChessBase convention):
// [%csl Gb4N,Rc3W] colours squares, [%cal Rb2W-b4N] draws arrows. Squares are variant text
// ("b4N", "QL3@q3"), so an arrow's ends are split at its '-'.
#include "GameAnnotation.h"

#include <string>
#include <string_view>
#include <vector>

namespace trellis {

struct CommentMarkup {
    std::string text; // the comment without the commands, whitespace collapsed
    std::vector<SquareMark> squares;
    std::vector<ArrowMark> arrows;
};

// Takes [%csl ...] and [%cal ...] out of a comment; other [%...] commands stay in the text.
CommentMarkup parseCommentMarkup(std::string_view comment);
// "[%csl Gb4N,Rc3W] [%cal Rb2W-b4N]" (either part left out when empty).
std::string formatCommentMarkup(const std::vector<SquareMark>& squares,
                                const std::vector<ArrowMark>& arrows);
// Runs of whitespace (newlines included) become one space; no space at either end.
std::string collapseSpace(std::string_view text);
// Comments in a row join into one (PgnGameParser): `from` added to `to`, and to a note's comment.
void appendMarkup(CommentMarkup& to, const CommentMarkup& from);
void annotate(NodeAnnotation& note, std::string NodeAnnotation::*comment,
              const CommentMarkup& markup);

} // namespace trellis
