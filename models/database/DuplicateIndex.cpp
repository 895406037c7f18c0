#include "DuplicateIndex.h"

#include <algorithm>
#include <utility>

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

std::size_t DuplicateIndex::Unloaded::home(std::uint64_t key) const {
    // The keys are hashes already; the multiply spreads their high bits into the slot number.
    return std::size_t((key * 0x9E3779B97F4A7C15ull) >> 20) & (slots_.size() - 1);
}

void DuplicateIndex::Unloaded::grow() {
    // Twice the room, or the same when taken slots had filled it (then at most 35 % hold ids).
    const std::size_t size = std::max<std::size_t>(
        64, live_ * 2 > slots_.size() * 7 / 10 ? slots_.size() * 2 : slots_.size());
    std::vector<Slot> old = std::exchange(slots_, std::vector<Slot>(size));
    filled_ = live_ = 0;
    for (const Slot& slot : old)
        if (slot.id != kEmpty && slot.id != kTaken) add(slot.key, slot.id);
}

void DuplicateIndex::Unloaded::add(std::uint64_t key, std::int64_t id) {
    if ((filled_ + 1) * 10 > slots_.size() * 7) grow(); // at most 70 % of the slots filled
    std::size_t i = home(key);
    while (slots_[i].id != kEmpty) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = Slot{key, id};
    ++filled_;
    ++live_;
}

std::vector<std::int64_t> DuplicateIndex::Unloaded::take(std::uint64_t key) {
    std::vector<std::int64_t> ids;
    if (slots_.empty()) return ids;
    for (std::size_t i = home(key); slots_[i].id != kEmpty; i = (i + 1) & (slots_.size() - 1))
        if (slots_[i].key == key && slots_[i].id != kTaken) {
            ids.push_back(slots_[i].id);
            slots_[i].id = kTaken; // kept as a step of the probe: others may lie beyond it
            --live_;
        }
    std::sort(ids.begin(), ids.end());
    return ids;
}

void DuplicateIndex::addStored(std::int64_t id, std::uint64_t key) {
    unloaded_.add(key, id);
}

// Most keys come once: their games wait in `unloaded_` (a few dozen bytes each) until a second
// game with the key comes; only then are main lines read and kept.
void DuplicateIndex::add(std::int64_t id, std::uint64_t key, std::string mainLine) {
    const auto first = games_.lower_bound(Order::Probe{key, {}});
    if (first != games_.end() && first->key == key)
        games_.insert(Entry{key, std::move(mainLine), id});
    else
        unloaded_.add(key, id);
}

void DuplicateIndex::load(std::uint64_t key) {
    for (std::int64_t id : unloaded_.take(key))
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
