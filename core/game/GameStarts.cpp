#include "GameStarts.h"

#include <algorithm>
#include <cctype>

namespace trellis {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    while (!out.empty() && std::isspace(static_cast<unsigned char>(out.back()))) out.pop_back();
    while (!out.empty() && std::isspace(static_cast<unsigned char>(out.front()))) out.erase(0, 1);
    return out;
}

// Variant tag values that only say how the game started (Lichess writes "From Position" for a
// game from a set-up position): the game's variant is recognised as if there were no tag.
bool saysOnlyHowItStarted(std::string_view tag) {
    return lower(tag) == "from position";
}

std::string displayNames(const VariantCatalog& variants) {
    std::string out;
    for (const VariantDescriptor* v : variants) out += (out.empty() ? "" : ", ") + v->displayName;
    return out;
}

// A game from the [FEN] tag of each variant, then from each one's start ending on its board.
std::vector<GameStart> fromFen(const VariantCatalog& variants) {
    std::vector<GameStart> starts;
    for (const VariantDescriptor* v : variants) starts.push_back({v, GameStart::From::Fen});
    for (const VariantDescriptor* v : variants)
        starts.push_back({v, GameStart::From::StartEndingOnFen});
    return starts;
}

// The variants of one of the reader's rules, in the reader's order.
template <class Keep> VariantCatalog those(const VariantCatalog& variants, Keep keep) {
    VariantCatalog out;
    out.reserve(variants.size()); // one allocation: every untagged game asks
    std::copy_if(variants.begin(), variants.end(), std::back_inserter(out), keep);
    return out;
}

VariantCatalog byFirstMoveOrder(const VariantCatalog& variants) {
    VariantCatalog out =
        those(variants, [](const VariantDescriptor* v) { return v->untaggedOrder > 0; });
    std::stable_sort(out.begin(), out.end(), [](const auto* a, const auto* b) {
        return a->untaggedOrder < b->untaggedOrder;
    });
    return out;
}

} // namespace

const VariantDescriptor* variantNamed(const VariantCatalog& variants, std::string_view tag) {
    const std::string name = lower(tag);
    for (const VariantDescriptor* v : variants)
        if (v->id == name || lower(v->tagName) == name || lower(v->displayName) == name ||
            std::find(v->aliases.begin(), v->aliases.end(), name) != v->aliases.end())
            return v;
    return nullptr;
}

Result<std::vector<GameStart>> gameStarts(const VariantCatalog& variants, const GameTags& tags) {
    using Starts = Result<std::vector<GameStart>>;
    const VariantDescriptor* named = nullptr;
    if (tags.variant && !saysOnlyHowItStarted(*tags.variant)) {
        named = variantNamed(variants, *tags.variant);
        if (!named) return Starts::failure(Error{ErrorCode::GameUnknownVariant, {*tags.variant}});
    }
    if (!named) named = tags.untagged;
    if (named) return tags.fen ? fromFen({named}) : std::vector<GameStart>{{named}};
    // 1. A FEN: the variants whose position strings have its shape.
    if (tags.fen) {
        const VariantCatalog shaped = those(variants, [&](const VariantDescriptor* v) {
            return v->recognises && v->recognises(*tags.fen);
        });
        if (shaped.empty())
            return Starts::failure(
                Error{ErrorCode::GameFenNoVariant, {*tags.fen, displayNames(variants)}});
        return fromFen(shaped);
    }
    // 2. Player tags that only some variants use (Red and Blue).
    const VariantCatalog players = those(variants, [&](const VariantDescriptor* v) {
        return std::any_of(v->playerTags.begin(), v->playerTags.end(), [&](const std::string& t) {
            return t != "White" && t != "Black" && tags.has(t);
        });
    });
    std::vector<GameStart> starts;
    starts.reserve(variants.size());
    for (const VariantDescriptor* v : players) starts.push_back({v});
    if (!starts.empty()) return starts;
    // 3. The first move, in the variants' order.
    for (const VariantDescriptor* v : byFirstMoveOrder(variants))
        starts.push_back({v, GameStart::From::Start, true});
    if (starts.empty()) return Starts::failure(Error{ErrorCode::GameNoVariantTag});
    return starts;
}

const VariantDescriptor* emptyGameVariant(const VariantCatalog& variants,
                                          const VariantDescriptor* previous,
                                          const VariantDescriptor* fallback) {
    if (previous) return previous;
    if (fallback) return fallback;
    for (const VariantDescriptor* v : variants)
        if (v->emptyGameDefault) return v;
    const VariantCatalog ordered = byFirstMoveOrder(variants);
    return ordered.empty() ? nullptr : ordered.front();
}

} // namespace trellis
