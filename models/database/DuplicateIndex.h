#pragma once
// Finds duplicates during an import: two games are duplicates when they have the same
// duplicate key (variant, players, Event, Site, Date, Round, rule set, set-up position) and the
// main line of one is the main line of the other or a prefix of it. Games are kept ordered by
// (key hash, main-line codes), so both questions are a few ordered-set look-ups whatever the
// number of games with one key. Games enter by key hash alone; their main lines are loaded
// (through the loader, from the database) the first time another game with that hash comes by,
// so memory goes to the keys that repeat. Standard C++ only.
#include <climits>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace trellis::db {

class DuplicateIndex {
  public:
    enum class Kind {
        New,       // no game like it
        Duplicate, // its main line equals, or is a prefix of, the stored game's
        Extends,   // the stored game's main line is a proper prefix of its own
    };
    struct Match {
        Kind kind = Kind::New;
        std::int64_t id = 0; // the stored game
    };
    // The main-line codes of a stored game, or nothing when it cannot be read.
    using Loader = std::function<std::optional<std::string>(std::int64_t id)>;

    explicit DuplicateIndex(Loader loader) : loader_(std::move(loader)) {}

    // A game of the database whose main line is loaded when needed.
    void addStored(std::int64_t id, std::uint64_t key);
    // A game just stored: its line is kept if its key has come before, else loaded when needed.
    void add(std::int64_t id, std::uint64_t key, std::string mainLine);
    // The stored game it matches. `accept` may reject a candidate (its key only has the same
    // hash); the search then goes on with the next.
    Match find(std::uint64_t key, std::string_view mainLine,
               const std::function<bool(std::int64_t id)>& accept);
    // The game `id` now has this main line (it replaced a prefix of it).
    void replace(std::int64_t id, std::uint64_t key, std::string_view oldLine,
                 std::string mainLine);

  private:
    struct Entry {
        std::uint64_t key = 0;
        std::string line;
        std::int64_t id = 0;
    };
    struct Order {
        using is_transparent = void;
        struct Probe {
            std::uint64_t key;
            std::string_view line;
        };
        static Probe probe(const Entry& e) { return {e.key, e.line}; }
        static Probe probe(const Probe& p) { return p; }
        template <class A, class B> bool operator()(const A& a, const B& b) const {
            const Probe x = probe(a), y = probe(b);
            if (x.key != y.key) return x.key < y.key;
            return x.line < y.line;
        }
    };
    void load(std::uint64_t key);

    // The games whose lines are not loaded, by key: open addressing in one array (an
    // unordered_multimap made a node a game, its allocation and hashing a percent of an
    // import's writing thread).
    class Unloaded {
      public:
        void add(std::uint64_t key, std::int64_t id);
        // Removes the ids of `key` and gives them, lowest first.
        std::vector<std::int64_t> take(std::uint64_t key);

      private:
        struct Slot {
            std::uint64_t key = 0;
            std::int64_t id = kEmpty;
        };
        static constexpr std::int64_t kEmpty = INT64_MIN, kTaken = INT64_MIN + 1;
        std::size_t home(std::uint64_t key) const;
        void grow();

        std::vector<Slot> slots_;
        std::size_t filled_ = 0; // slots not empty, taken ones included
        std::size_t live_ = 0;
    };

    Loader loader_;
    std::multiset<Entry, Order> games_;
    Unloaded unloaded_;
};

} // namespace trellis::db
