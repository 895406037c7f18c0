#include "DuplicateIndex.h"

#include <algorithm>

namespace trellis::db {

namespace {

// The longest common prefix of a and b that ends between two whole codes of b.
std::size_t commonCodes(std::string_view a, std::string_view b) {
    std::size_t n = 0;
    while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
    while (n > 0 && (static_cast<unsigned char>(b[n - 1]) & 0x80)) --n; // inside a varint
    return n;
}

} // namespace

void DuplicateIndex::addStored(std::int64_t id, std::uint64_t key) {
    unloaded_.emplace(key, id);
}

// Most keys come once: their games wait in `unloaded_` (a few dozen bytes each) until a second
// game with the key comes; only then are main lines read and kept.
void DuplicateIndex::add(std::int64_t id, std::uint64_t key, std::string mainLine) {
    const auto first = games_.lower_bound(Order::Probe{key, {}});
    if (first != games_.end() && first->key == key)
        games_.insert(Entry{key, std::move(mainLine), id});
    else
        unloaded_.emplace(key, id);
}

void DuplicateIndex::load(std::uint64_t key) {
    auto [first, last] = unloaded_.equal_range(key);
    if (first == last) return;
    std::vector<std::int64_t> ids;
    for (auto it = first; it != last; ++it) ids.push_back(it->second);
    unloaded_.erase(key);
    for (std::int64_t id : ids)
        if (auto line = loader_(id)) games_.insert(Entry{key, std::move(*line), id});
}

DuplicateIndex::Match DuplicateIndex::find(std::uint64_t key, std::string_view line,
                                           const std::function<bool(std::int64_t)>& accept) {
    load(key);
    // A stored line that starts with this one: the first at or after it.
    for (auto it = games_.lower_bound(Order::Probe{key, line});
         it != games_.end() && it->key == key && std::string_view(it->line).starts_with(line); ++it)
        if (accept(it->id)) return {Kind::Duplicate, it->id};
    // A stored line that is a proper prefix of this one: the greatest entry at or before a
    // prefix x of the line either is a prefix itself or shares fewer codes with the line, and
    // the search goes on with that shorter prefix.
    std::string_view x = line;
    for (;;) {
        auto it = games_.upper_bound(Order::Probe{key, x});
        if (it == games_.begin()) return {};
        --it;
        if (it->key != key) return {};
        if (line.starts_with(it->line)) {
            // Equal lines were handled above, so this one is shorter; several games may share
            // it, the caller accepting one of them.
            for (auto same = it;; --same) {
                if (same->line != it->line || same->key != key) break;
                if (accept(same->id)) return {Kind::Extends, same->id};
                if (same == games_.begin()) break;
            }
            if (it->line.empty()) return {};
            x = line.substr(0, commonCodes(it->line, line.substr(0, it->line.size() - 1)));
            continue;
        }
        if (x.empty()) return {};
        x = line.substr(0, commonCodes(it->line, x));
    }
}

void DuplicateIndex::replace(std::int64_t id, std::uint64_t key, std::string_view oldLine,
                             std::string mainLine) {
    auto [first, last] = games_.equal_range(Order::Probe{key, oldLine});
    for (auto it = first; it != last; ++it)
        if (it->id == id) {
            games_.erase(it);
            break;
        }
    games_.insert(Entry{key, std::move(mainLine), id});
}

} // namespace trellis::db
