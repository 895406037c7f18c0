#include "ExtraTags.h"

#include "GameCodec.h"

#include <algorithm>
#include <array>
#include <limits>

namespace trellis::db {

bool sharesValues(std::string_view tag) {
    // Named openings and codes, clocks, endings, rule sets, people's titles and teams; and the
    // numbers and days a rated platform writes in every game (ratings, their changes, the UTC
    // day), which a big collection repeats thousands of times each.
    static constexpr std::array<std::string_view, 19> kShared{
        "Annotator",   "BlackElo", "BlackRatingDiff", "BlackTeam", "BlackTitle",      "ECO",
        "EventType",   "Mode",     "Opening",         "Rules",     "SubVariation",    "Termination",
        "TimeControl", "UTCDate",  "Variation",       "WhiteElo",  "WhiteRatingDiff", "WhiteTeam",
        "WhiteTitle"};
    return std::find(kShared.begin(), kShared.end(), tag) != kShared.end();
}

void putExtra(std::string& blob, int position, std::int64_t tag, std::string_view value,
              std::int64_t shared) {
    putVarint(blob, std::uint64_t(position));
    putVarint(blob, std::uint64_t(tag));
    if (shared > 0) {
        putVarint(blob, std::uint64_t(shared) << 1 | 1);
        return;
    }
    putVarint(blob, value.size() << 1);
    blob += value;
}

std::string packExtras(const std::vector<StoredExtra>& extras) {
    std::string out;
    for (const StoredExtra& e : extras) putExtra(out, e.position, e.tag, e.value, e.shared);
    return out;
}

namespace {

// `shifted`: the value's length is doubled, and odd for a shared value's id (schema 11).
std::optional<std::vector<StoredExtra>> unpack(std::string_view blob, bool shifted) {
    std::vector<StoredExtra> out;
    std::size_t pos = 0;
    constexpr auto kMaxInt = std::uint64_t(std::numeric_limits<int>::max());
    constexpr auto kMaxId = std::uint64_t(std::numeric_limits<std::int64_t>::max());
    while (pos < blob.size()) {
        const auto position = getVarint(blob, pos);
        const auto tag = getVarint(blob, pos);
        const auto last = getVarint(blob, pos);
        if (!position || !tag || !last || *position > kMaxInt || *tag > kMaxId) return std::nullopt;
        if (shifted && (*last & 1)) {
            if (*last >> 1 == 0) return std::nullopt;
            out.push_back({int(*position), std::int64_t(*tag), {}, std::int64_t(*last >> 1)});
            continue;
        }
        const std::uint64_t size = shifted ? *last >> 1 : *last;
        if (size > blob.size() - pos) return std::nullopt;
        out.push_back({int(*position), std::int64_t(*tag), std::string(blob.substr(pos, size)), 0});
        pos += size;
    }
    return out;
}

} // namespace

std::optional<std::vector<StoredExtra>> unpackExtras(std::string_view blob) {
    return unpack(blob, true);
}

std::optional<std::vector<StoredExtra>> unpackVersion10Extras(std::string_view blob) {
    return unpack(blob, false);
}

} // namespace trellis::db
