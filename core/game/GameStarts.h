#pragma once
// Which variant a game file's game is in and where it starts (FORMATS.md section 5, "Which
// variant a game is in"): the readings of its tags that PgnGameParser tries in turn until one
// replays the movetext. Each variant is asked (its position string's shape, its player tags,
// its first move); none is named here.
#include "variant/Result.h"
#include "variant/VariantDescriptor.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace trellis {

using VariantCatalog = std::vector<const VariantDescriptor*>;

struct GameStart {
    enum class From {
        Start,            // the variant's start position
        Fen,              // the [FEN] tag
        StartEndingOnFen, // the start position, the game ending on the [FEN] tag's board (the
                          // Cotulenh platform writes the last board there)
    };
    const VariantDescriptor* variant = nullptr;
    From from = From::Start;
    bool byFirstMove = false; // nothing else said: a game of this variant if its moves read
};

// What a game's tags say of its variant, and what the reader was told.
struct GameTags {
    const std::string* variant = nullptr;      // the [Variant] tag's value; null when absent
    const std::string* fen = nullptr;          // the [FEN] tag's value unless [SetUp "0"]
    std::function<bool(std::string_view)> has; // whether the game has a tag of that name
    // The variant of games without a Variant tag when the reader was told (db import --variant).
    const VariantDescriptor* untagged = nullptr;
};

// The starts to try, in order. Fails with GameUnknownVariant (a Variant tag naming no variant),
// GameFenNoVariant (a FEN of no variant's shape) or GameNoVariantTag (no variant reads games
// that say nothing).
Result<std::vector<GameStart>> gameStarts(const VariantCatalog& variants, const GameTags& tags);

// The variant a [Variant] tag names: its id, display name, tag name or an alias, in any case.
const VariantDescriptor* variantNamed(const VariantCatalog& variants, std::string_view tag);

// The variant of a game with no move and nothing else that says (rule 4): `previous` (the
// file's previous game), else `fallback` (what the reader was told: the database's variant),
// else the catalogue's emptyGameDefault, else the first variant a first move is tried in.
const VariantDescriptor* emptyGameVariant(const VariantCatalog& variants,
                                          const VariantDescriptor* previous,
                                          const VariantDescriptor* fallback);

} // namespace trellis
