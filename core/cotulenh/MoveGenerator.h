#pragma once
// Pseudo-legal move generation (COTULENH-RULES sections 1-4 and 6): rays per piece, terrain,
// river, captures of every kind, combinations, the Commander's sight-line rule. Legality
// (attack and exposure after the move) is the Board's job.
#include "AirDefence.h"
#include "Position.h"

#include <cstdint>
#include <cstring>
#include <new>
#include <type_traits>

namespace trellis::cotulenh {

constexpr int kMaxMoves = 1024;

// Fixed-size list: generation never allocates. The slots are raw bytes, each Move made as it
// is pushed: an array of Moves would zero all 1024 (10 KB) at every list made, which cost more
// than generating the moves (a fifth of a Cotulenh import).
class MoveList {
  public:
    MoveList() {}
    MoveList(const MoveList& other) : size_(other.size_) {
        std::memcpy(slots_, other.slots_, sizeof(Move) * std::size_t(size_));
    }
    MoveList& operator=(const MoveList& other) {
        size_ = other.size_;
        std::memmove(slots_, other.slots_, sizeof(Move) * std::size_t(size_));
        return *this;
    }
    void push(const Move& m) {
        if (size_ < kMaxMoves) new (slots_ + sizeof(Move) * std::size_t(size_++)) Move(m);
    }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    void resize(int n) { size_ = n; } // shrinks only
    const Move& operator[](int i) const { return begin()[i]; }
    Move& operator[](int i) { return data()[i]; }
    const Move* begin() const { return std::launder(reinterpret_cast<const Move*>(slots_)); }
    const Move* end() const { return begin() + size_; }

  private:
    Move* data() { return std::launder(reinterpret_cast<Move*>(slots_)); }
    static_assert(std::is_trivially_copyable_v<Move>);
    alignas(Move) unsigned char slots_[sizeof(Move) * kMaxMoves];
    int size_ = 0;
};

class MoveGenerator {
  public:
    explicit MoveGenerator(const Position& pos);

    // Moves of one unit standing on `from`: a single piece, a whole stack, or (deploy) one piece
    // of the stack on its own. `heroic` holds the flags the mover sees.
    void unitMoves(int from, std::uint16_t roles, std::uint16_t heroic, bool deploy, MoveList& out);
    // Everything a square offers at turn start: deploy steps of each piece of a stack, then the
    // move of the whole stack (or of the single piece).
    void squareMoves(int sq, MoveList& out);
    // All pseudo-legal moves of the side to move.
    void allMoves(MoveList& out);

  private:
    const Position& pos_;
    Color us_, them_;
    AirDefenceMap zones_;
    bool zonesBuilt_ = false;
    bool sight_[kSquares];
    bool sightBuilt_ = false;

    const AirDefenceMap& enemyZones();
    void buildSight(int from);
    void ray(int from, int dir, std::uint16_t roles, std::uint16_t heroic, bool deploy,
             MoveList& out);
    bool commanderSlideBlocked(int to, int dir) const;
};

} // namespace trellis::cotulenh
