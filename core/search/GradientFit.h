#pragma once
// Texel's error minimised over all the weights at once, for tables too large for coordinate
// descent (hundreds of weights over hundreds of thousands of positions, where one pass of
// TexelTuner::tune evaluates every position twice per weight).
//
// An evaluation is nearly linear in its weights, so a round first measures how each position's
// score moves with each weight around the current table (a finite difference per weight, on
// every core; most are zero and only the others are kept), then descends the error of that
// linear model with Adam (a step is one sparse product over the positions, milliseconds
// instead of a pass's minutes), and rounds the weights. The next round measures again around
// the new table, which takes care of the terms that are not linear (a sum squared, a percent).
#include "TexelTuner.h"

#include <cstdint>
#include <vector>

namespace trellis::search {

class GradientFit {
  public:
    // `positions` must outlive the fit; `k` maps centipawns onto expected scores. `decay` adds
    // decay * (change in centipawns)^2 per weight to the error: a weight that few positions
    // see moves only as far as they clearly ask, instead of fitting their noise.
    GradientFit(const VariantDescriptor& variant, const std::vector<TuningPosition>& positions,
                double k, double decay = 0);

    // Measures the slopes around `weights` of those marked in `moving` (empty: every weight),
    // then takes `steps` Adam steps of at most about `rate` centipawns each; returns the
    // weights reached, rounded.
    std::vector<int> round(const std::vector<int>& weights, const std::vector<bool>& moving,
                           int steps, double rate);
    // The linear model's error at the last step of the last round.
    double modelError() const { return modelError_; }
    // How many (position, weight) slopes the last round kept.
    std::size_t slopes() const { return weight_.size(); }

  private:
    const VariantDescriptor& variant_;
    const std::vector<TuningPosition>& positions_;
    double k_;
    double decay_;
    double modelError_ = 0;
    // The slopes by position (compressed rows): position p's are [rowStart_[p], rowStart_[p+1]).
    std::vector<std::size_t> rowStart_;
    std::vector<std::uint32_t> weight_;
    std::vector<float> slope_;
    std::vector<double> base_; // each position's score with the round's starting weights

    void measure(const std::vector<int>& weights, const std::vector<bool>& moving);
    // The model's error at `delta` (the weights less the round's start) and its gradient.
    double gradient(const std::vector<double>& delta, std::vector<double>& out) const;
};

} // namespace trellis::search
