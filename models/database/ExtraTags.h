#pragma once
// The tags a game keeps beside its columns (GameHeader::extras) as one blob, the game_extras row
// of schema 10 (README.md): for each tag its place in the tag list, its name's id in tag_names
// and its value's length, as varints, then the value's bytes. One row a game instead of one a
// tag: a Lichess game's ten extra tags were ten rows, most of its insert time and 225 bytes.
// Standard C++ only.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace trellis::db {

struct StoredExtra {
    int position = 0;
    std::int64_t tag = 0; // tag_names.id
    std::string value;
    bool operator==(const StoredExtra&) const = default;
};

std::string packExtras(const std::vector<StoredExtra>& extras);
// nullopt when the blob is damaged (a varint cut short, a value past the end).
std::optional<std::vector<StoredExtra>> unpackExtras(std::string_view blob);

} // namespace trellis::db
