#include "TexelTuner.h"

#include "GradientFit.h"

#include <cmath>

namespace trellis::search {

TexelTuner::TexelTuner(const VariantDescriptor& variant, std::vector<TuningPosition> positions)
    : variant_(variant), positions_(std::move(positions)) {}

double TexelTuner::errorWithK(const std::vector<int>& weights, double k) const {
    if (positions_.empty()) return 0;
    double sum = 0;
    const std::function<int(const Variant&)> evaluate = variant_.evaluator(weights);
    for (const TuningPosition& p : positions_) {
        const double expected = 1 / (1 + std::exp(-k * evaluate(*p.board)));
        sum += (p.result - expected) * (p.result - expected);
    }
    return sum / double(positions_.size());
}

double TexelTuner::error(const std::vector<int>& weights) const {
    return errorWithK(weights, k_);
}

double TexelTuner::fitK(const std::vector<int>& weights) {
    // Golden-section search over log K: the error has one minimum in K.
    double lo = std::log(1e-5), hi = std::log(0.1);
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    for (int i = 0; i < 40; ++i) {
        const double a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo);
        if (errorWithK(weights, std::exp(a)) < errorWithK(weights, std::exp(b)))
            hi = b;
        else
            lo = a;
    }
    k_ = std::exp((lo + hi) / 2);
    return k_;
}

std::vector<int> TexelTuner::tune(std::vector<int> weights, int passes, int step,
                                  const Progress& progress) {
    for (int pass = 1; pass <= passes && step > 0; ++pass) {
        fitK(weights);
        double best = error(weights);
        bool moved = false;
        for (std::size_t i = 0; i < weights.size(); ++i) {
            if (!tunable(i)) continue;
            int& weight = weights[i];
            for (const int delta : {step, -step}) {
                weight += delta;
                const double e = error(weights);
                if (e < best) {
                    best = e;
                    moved = true;
                    break;
                }
                weight -= delta;
            }
        }
        if (progress) progress(pass, best, weights);
        if (!moved) step /= 2;
    }
    fitK(weights);
    return weights;
}

std::vector<int> TexelTuner::tuneByGradient(std::vector<int> weights, int rounds, int steps,
                                            double rate, double decay, const Progress& progress) {
    for (int round = 1; round <= rounds; ++round) {
        fitK(weights);
        const double before = error(weights);
        GradientFit fit(variant_, positions_, k_, decay);
        std::vector<int> reached = fit.round(weights, tunable_, steps, rate);
        const double after = error(reached);
        if (after < before)
            weights = std::move(reached);
        else
            rate /= 2;
        if (progress) progress(round, std::min(before, after), weights);
    }
    fitK(weights);
    return weights;
}

} // namespace trellis::search
