#include "NagGlyph.h"

#include <algorithm>
#include <array>

namespace trellis {

namespace {

// The glyphs of the PGN standard's NAG list as ChessX and Lichess show them (ASCII where the
// Unicode sign is missing from common fonts: "+=" rather than U+2A72).
constexpr std::array<NagGlyph, 27> kGlyphs{{
    {1, "!", "Good move"},
    {2, "?", "Mistake"},
    {3, "!!", "Brilliant move"},
    {4, "??", "Blunder"},
    {5, "!?", "Interesting move"},
    {6, "?!", "Dubious move"},
    {7, "\u25a1", "Only move"},
    {8, "\u25a1", "Singular move"},
    {10, "=", "Equal position"},
    {11, "=", "Equal chances, quiet position"},
    {12, "=", "Equal chances, active position"},
    {13, "\u221e", "Unclear position"},
    {14, "+=", "First player is slightly better"},
    {15, "=+", "Second player is slightly better"},
    {16, "\u00b1", "First player is better"},
    {17, "\u2213", "Second player is better"},
    {18, "+-", "First player is winning"},
    {19, "-+", "Second player is winning"},
    {22, "\u2299", "Zugzwang"},
    {23, "\u2299", "Zugzwang"},
    {32, "\u27f3", "Development advantage"},
    {36, "\u2191", "Initiative"},
    {40, "\u2192", "Attack"},
    {132, "\u21c6", "Counterplay"},
    {138, "\u2295", "Time trouble"},
    {146, "N", "Novelty"},
    {kDiagramNag, "\u25a6", "Diagram"},
}};

static_assert(std::is_sorted(kGlyphs.begin(), kGlyphs.end(),
                             [](const NagGlyph& a, const NagGlyph& b) { return a.nag < b.nag; }));

} // namespace

std::span<const NagGlyph> nagGlyphs() {
    return kGlyphs;
}

std::string nagGlyph(int nag) {
    const auto it = std::lower_bound(kGlyphs.begin(), kGlyphs.end(), nag,
                                     [](const NagGlyph& g, int n) { return g.nag < n; });
    if (it != kGlyphs.end() && it->nag == nag) return std::string(it->glyph);
    return "$" + std::to_string(nag);
}

int nagOfSuffix(std::string_view suffix) {
    for (int nag = 1; nag <= 6; ++nag)
        if (kGlyphs[size_t(nag - 1)].glyph == suffix) return nag;
    return 0;
}

} // namespace trellis
