#pragma once
// The tags a game keeps beside its columns (GameHeader::extras) as one blob, the game_extras row
// of schema 10 (README.md): for each tag its place in the tag list and its name's id in
// tag_names, as varints; then, since schema 11, either its value's length times 2 and the
// value's bytes, or, for a tag whose values repeat across a collection (sharesValues), the id
// of its value in tag_values times 2 plus 1. One row a game instead of one a tag: a Lichess
// game's ten extra tags were ten rows, most of its insert time and 225 bytes.
// Standard C++ only.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trellis::db {

struct StoredExtra {
    int position = 0;
    std::int64_t tag = 0;    // tag_names.id
    std::string value;       // empty when the value is shared
    std::int64_t shared = 0; // tag_values.id of a shared value, 0 when the value is here
    bool operator==(const StoredExtra&) const = default;
};

// Whether a tag's values are kept once in tag_values: those that name one of a few values
// many games share (an opening, a time control, a termination, a rule set), where the text
// would be repeated in every game (an opening's name is about 30 bytes; its id one or two).
bool sharesValues(std::string_view tag);

std::string packExtras(const std::vector<StoredExtra>& extras);
// Appends one extra to a blob as packExtras writes it (`value` is empty when `shared` is set).
void putExtra(std::string& blob, int position, std::int64_t tag, std::string_view value,
              std::int64_t shared);
// nullopt when the blob is damaged (a varint cut short, a value past the end).
std::optional<std::vector<StoredExtra>> unpackExtras(std::string_view blob);
// A blob as schema 10 wrote it: each value's length as it is, no shared values.
std::optional<std::vector<StoredExtra>> unpackVersion10Extras(std::string_view blob);

} // namespace trellis::db
