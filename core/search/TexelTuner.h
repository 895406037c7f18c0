#pragma once
// Texel's method: fit the evaluation's weights to game results. Each position carries the
// result of its game for the side to move (1, 0.5, 0); the error is the mean of
// (result - sigmoid(K * eval))^2 over the positions, K fitted so that centipawns map onto
// expected scores; then coordinate descent moves one weight at a time by a step while the error
// falls, halving the step when no weight moves. K is fitted again before every pass: otherwise
// scaling all the weights up would pass for a better fit (sharper predictions) and the
// positional weights would drift with the scale.
#include "variant/Variant.h"
#include "variant/VariantDescriptor.h"

#include <functional>
#include <memory>
#include <vector>

namespace trellis::search {

struct TuningPosition {
    std::unique_ptr<Variant> board;
    double result = 0.5; // for the side to move
};

class TexelTuner {
  public:
    // The descriptor must bring an evaluation (VariantDescriptor::evaluator).
    TexelTuner(const VariantDescriptor& variant, std::vector<TuningPosition> positions);

    std::size_t size() const { return positions_.size(); }
    // Only the weights marked true move (empty, as at first: every weight).
    void setTunable(std::vector<bool> tunable) { tunable_ = std::move(tunable); }
    // Fits K for these weights (and keeps it); returns it.
    double fitK(const std::vector<int>& weights);
    double k() const { return k_; }
    double error(const std::vector<int>& weights) const;

    // Called after every pass with its number, the error reached and the weights that reach it
    // (a long run can keep them as it goes).
    using Progress = std::function<void(int pass, double error, const std::vector<int>& weights)>;
    // Coordinate descent from `weights` for at most `passes` passes, starting with steps of
    // `step`; stops early when a pass with step 1 moves nothing. Leaves K fitted to the result.
    std::vector<int> tune(std::vector<int> weights, int passes, int step,
                          const Progress& progress = {});
    // The whole table at once by gradient descent (GradientFit), for large tables: `rounds`
    // rounds of `steps` steps of at most about `rate` centipawns, K fitted before each. A round
    // whose rounded weights do not lower the error is taken again from the weights before it at
    // half the rate. Progress is called after each round. `decay`: GradientFit's.
    std::vector<int> tuneByGradient(std::vector<int> weights, int rounds, int steps, double rate,
                                    double decay = 0, const Progress& progress = {});

  private:
    const VariantDescriptor& variant_;
    std::vector<TuningPosition> positions_;
    double k_ = 0.01;
    std::vector<bool> tunable_;

    bool tunable(std::size_t i) const {
        return tunable_.empty() || (i < tunable_.size() && tunable_[i]);
    }
    double errorWithK(const std::vector<int>& weights, double k) const;
};

} // namespace trellis::search
