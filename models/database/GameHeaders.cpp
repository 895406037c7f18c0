#include "GameCodec.h"

#include "game/Concat.h"
#include "variant/VariantRegistry.h"

#include <algorithm>
#include <array>

// A game's tags as columns, extras and a layout (README.md, "Games"), and back.
namespace trellis::db {

namespace {

// Layout bits: where the Variant tag goes and which of the variant's names it is.
constexpr int kVariantPlaceBits = 0x3f; // tag position + 1; 0: the Variant tag is an extra
constexpr int kVariantNameShift = 6;
constexpr int kVariantNameMask = 0xf;
constexpr int kDateFilterOnly = 1 << 10;
constexpr int kHasExtras = 1 << 11;

// The names a Variant tag can hold that the layout stores as a number: the tag name, the
// display name, the id, then the aliases. Null past the last.
const std::string* variantName(const VariantDescriptor& d, std::size_t index) {
    const std::array<const std::string*, 3> first{&d.tagName, &d.displayName, &d.id};
    if (index < first.size()) return first[index];
    return index - first.size() < d.aliases.size() ? &d.aliases[index - first.size()] : nullptr;
}

Result<TagList> damaged(std::string message) {
    return Result<TagList>::failure(Error{ErrorCode::StoredGame, {std::move(message)}});
}

} // namespace

bool GameHeader::dateIsFilterOnly() const {
    return (layout & kDateFilterOnly) != 0;
}

bool GameHeader::hasExtras() const {
    return (layout & kHasExtras) != 0;
}

std::optional<std::string> GameHeader::dateTag() const {
    if (!date || dateIsFilterOnly()) {
        for (const ExtraTag& e : extras)
            if (e.key == "Date") return e.value;
        return std::nullopt;
    }
    return dateText(*date);
}

std::optional<std::string> GameHeader::resultTag() const {
    if (result) return resultText(*result);
    for (const ExtraTag& e : extras)
        if (e.key == "Result") return e.value;
    return std::nullopt;
}

Result<TagList> GameHeader::tags() const {
    const VariantDescriptor* d = findVariant(variant);
    if (!d) return damaged(concat({"unknown variant '", variant, "'"}));
    // The column tags, in roster order as added.
    TagList columns;
    if (event) columns.emplace_back("Event", *event);
    if (site) columns.emplace_back("Site", *site);
    if (date && !dateIsFilterOnly()) columns.emplace_back("Date", dateText(*date));
    if (round) columns.emplace_back("Round", *round);
    if (white) columns.emplace_back(d->playerTags[0], *white);
    if (black) columns.emplace_back(d->playerTags[1], *black);
    if (result) columns.emplace_back("Result", resultText(*result));
    const int variantPlace = layout & kVariantPlaceBits;
    const std::size_t size = columns.size() + extras.size() + (variantPlace ? 1 : 0);
    std::vector<std::optional<std::pair<std::string, std::string>>> placed(size);
    auto place = [&](int position, std::string key, std::string value) {
        if (position < 0 || std::size_t(position) >= size || placed[std::size_t(position)])
            return false;
        placed[std::size_t(position)].emplace(std::move(key), std::move(value));
        return true;
    };
    for (const ExtraTag& e : extras)
        if (!place(e.position, e.key, e.value))
            return damaged(concat(
                {"damaged tag list: tag ", e.key, " at place ", std::to_string(e.position)}));
    if (variantPlace) {
        const std::string* name =
            variantName(*d, std::size_t((layout >> kVariantNameShift) & kVariantNameMask));
        if (!name || !place(variantPlace - 1, "Variant", *name))
            return damaged("damaged tag list: the Variant tag");
    }
    TagList out;
    out.reserve(size);
    std::size_t next = 0;
    for (auto& slot : placed) {
        if (!slot) slot = columns[next++]; // there are exactly as many free placed as columns
        out.push_back(std::move(*slot));
    }
    return out;
}

namespace {

// What encodeHeader makes of a tag: a column, the Variant tag's number in the layout, or an extra.
enum class Role : std::uint8_t { Extra, Event, Site, Date, Round, White, Black, Result, Variant };

// The header's columns and layout, and each tag's role; no text is copied yet.
struct HeaderPlan {
    std::vector<Role> roles;
    bool rebuilds = true;
};

HeaderPlan planHeader(const VariantDescriptor& d, const TagList& tags, GameHeader& h) {
    HeaderPlan plan{std::vector<Role>(tags.size(), Role::Extra)};
    bool dateSeen = false, resultSeen = false, variantSeen = false;
    // GameHeader::tags() puts the columns back between the extras in one order (Event, Site,
    // Date, Round, the players, Result): the list comes back as it was when its column tags
    // stand in that order and each column gives back its text.
    int lastColumn = -1;
    auto taken = [&](Role role) {
        plan.rebuilds = plan.rebuilds && int(role) > lastColumn;
        lastColumn = int(role);
    };
    std::array<bool, 5> columnSeen{}; // Event, Site, Round, the players
    const std::array<std::pair<std::string_view, Role>, 5> columns{
        {{"Event", Role::Event},
         {"Site", Role::Site},
         {"Round", Role::Round},
         {d.playerTags[0], Role::White},
         {d.playerTags[1], Role::Black}}};
    for (std::size_t i = 0; i < tags.size(); ++i) {
        const auto& [key, value] = tags[i];
        Role& role = plan.roles[i];
        for (std::size_t c = 0; c < columns.size() && role == Role::Extra; ++c)
            if (!columnSeen[c] && key == columns[c].first) {
                columnSeen[c] = true;
                role = columns[c].second;
                taken(role);
            }
        if (role != Role::Extra) continue;
        if (key == "Date" && !dateSeen) {
            dateSeen = true;
            const std::optional<DateValue> date = dateFromText(value);
            if (date) h.date = date->value;
            if (date && date->canonical) {
                // (A canonical date's text is what dateText gives back: the header rebuilds it.)
                role = Role::Date;
                taken(role);
            } else if (date) {
                h.layout |= kDateFilterOnly;
            }
        } else if (key == "Result" && !resultSeen) {
            resultSeen = true;
            if ((h.result = resultFromText(value))) { // one text for each result
                role = Role::Result;
                taken(role);
            }
        } else if (key == "Variant" && !variantSeen) {
            variantSeen = true;
            std::size_t nameIndex = 0;
            const std::string* name = nullptr;
            while ((name = variantName(d, nameIndex)) && *name != value) ++nameIndex;
            if (name && int(nameIndex) <= kVariantNameMask && int(i) + 1 <= kVariantPlaceBits) {
                h.layout |= int(i + 1) | int(nameIndex << kVariantNameShift);
                role = Role::Variant;
            }
        }
    }
    return plan;
}

} // namespace

// Planned first, then each text moved once into its column or extra: an import hands over
// the tags it read, and copying them was a twentieth of its work.
GameHeader encodeHeader(const VariantDescriptor& d, TagList tags) {
    GameHeader h;
    h.variant = d.id;
    const HeaderPlan plan = planHeader(d, tags, h);
    if (!plan.rebuilds) { // every tag is kept as an extra (the date column still filters)
        h.layout &= ~kVariantPlaceBits;
        h.layout |= h.date ? kDateFilterOnly : 0;
        h.result.reset();
    }
    // The text columns by role; Date, Result and Variant come back from the columns and layout.
    const std::array<std::optional<std::string>*, 7> texts{nullptr,  &h.event, &h.site, nullptr,
                                                           &h.round, &h.white, &h.black};
    h.extras.reserve(tags.size());
    for (std::size_t i = 0; i < tags.size(); ++i) {
        const Role role = plan.rebuilds ? plan.roles[i] : Role::Extra;
        if (role == Role::Extra) {
            ExtraTag& extra = h.extras.emplace_back(); // (moved in place, not moved twice)
            extra.position = int(i);
            extra.key = std::move(tags[i].first);
            extra.value = std::move(tags[i].second);
        } else if (std::size_t(role) < texts.size() && texts[std::size_t(role)]) {
            *texts[std::size_t(role)] = std::move(tags[i].second);
        }
    }
    if (!h.extras.empty()) h.layout |= kHasExtras;
    return h;
}

} // namespace trellis::db
