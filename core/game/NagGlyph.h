#pragma once
// The Numeric Annotation Glyphs the studio knows, declared once: the glyph the move list shows
// for each ($1 "!", $14 "+=", $220 a diagram), its English name, and which are the move-suffix
// glyphs a game file may write glued to a move ("!" "?" "!!" "??" "!?" "?!"). Files keep `$n`.
#include <span>
#include <string>
#include <string_view>

namespace trellis {

struct NagGlyph {
    int nag = 0;
    std::string_view glyph; // what the move list shows
    std::string_view name;  // English, for menus and tool tips
};

// Every NAG with a glyph, in number order.
std::span<const NagGlyph> nagGlyphs();
// The glyph of `nag`, or "$n" when it has none.
std::string nagGlyph(int nag);
// The NAG a move-suffix glyph stands for ("!" -> 1 ... "?!" -> 6); 0 for anything else.
int nagOfSuffix(std::string_view suffix);
// NAGs on a turn that ask for a diagram after it (FORMATS.md: $220, as ChessBase writes it).
inline constexpr int kDiagramNag = 220;

} // namespace trellis
