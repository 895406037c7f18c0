#pragma once
// The choices a game's reader makes among the readings of lossy turn texts
// (Variant::readingsOf), walked depth first over whole readings of the game: each run takes the
// choices of the run before and the next reading at the deepest choice that has one left.
#include <cstddef>
#include <vector>

namespace trellis {

class ReadingChoices {
  public:
    // The reading to take, of `count`, at this run's next choice.
    std::size_t take(std::size_t count) {
        if (at_ == taken_.size()) taken_.push_back({0, count});
        taken_[at_].count = count;
        return taken_[at_++].index;
    }
    // Prepares the next run: false when every combination was tried.
    bool advance() {
        taken_.resize(at_); // choices this run did not reach are not choices of it
        at_ = 0;
        while (!taken_.empty() && taken_.back().index + 1 >= taken_.back().count) taken_.pop_back();
        if (taken_.empty()) return false;
        ++taken_.back().index;
        return true;
    }

  private:
    struct Choice {
        std::size_t index = 0;
        std::size_t count = 0;
    };
    std::vector<Choice> taken_;
    std::size_t at_ = 0;
};

} // namespace trellis
