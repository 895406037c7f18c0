#include "GradientFit.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <thread>

namespace trellis::search {

namespace {

// The finite difference of a weight: large enough that the evaluation's integer divisions
// (the phase's blend, percents) round away little of it, small beside the weights that matter.
constexpr int kProbe = 8;

unsigned workerCount() {
    return std::max(1u, std::thread::hardware_concurrency());
}

// Runs f(worker, workers) on every core and waits for all.
void onEveryCore(const std::function<void(unsigned, unsigned)>& f) {
    const unsigned workers = workerCount();
    std::vector<std::thread> threads;
    for (unsigned w = 1; w < workers; ++w) threads.emplace_back(f, w, workers);
    f(0, workers);
    for (std::thread& t : threads) t.join();
}

struct Slope {
    std::uint32_t position;
    std::uint32_t weight;
    float slope;
};

} // namespace

GradientFit::GradientFit(const VariantDescriptor& variant,
                         const std::vector<TuningPosition>& positions, double k, double decay)
    : variant_(variant), positions_(positions), k_(k), decay_(decay) {}

void GradientFit::measure(const std::vector<int>& weights, const std::vector<bool>& moving) {
    const std::size_t count = positions_.size();
    base_.assign(count, 0);
    onEveryCore([&](unsigned worker, unsigned workers) {
        const std::function<int(const Variant&)> evaluate = variant_.evaluator(weights);
        for (std::size_t p = worker; p < count; p += workers)
            base_[p] = evaluate(*positions_[p].board);
    });
    // Each core probes every n-th weight over all the positions, keeping the slopes that are
    // not zero; then they are sorted into rows by position.
    std::vector<std::vector<Slope>> found(workerCount());
    onEveryCore([&](unsigned worker, unsigned workers) {
        std::vector<int> probed = weights;
        for (std::size_t i = worker; i < weights.size(); i += workers) {
            if (!moving.empty() && !moving[i]) continue;
            probed[i] += kProbe;
            const std::function<int(const Variant&)> evaluate = variant_.evaluator(probed);
            probed[i] = weights[i];
            for (std::size_t p = 0; p < count; ++p)
                if (const int moved = evaluate(*positions_[p].board) - int(base_[p]); moved != 0)
                    found[worker].push_back(
                        {std::uint32_t(p), std::uint32_t(i), float(moved) / float(kProbe)});
        }
    });
    rowStart_.assign(count + 1, 0);
    for (const std::vector<Slope>& list : found)
        for (const Slope& s : list) ++rowStart_[s.position + 1];
    for (std::size_t p = 0; p < count; ++p) rowStart_[p + 1] += rowStart_[p];
    weight_.resize(rowStart_[count]);
    slope_.resize(rowStart_[count]);
    std::vector<std::size_t> next(rowStart_.begin(), rowStart_.end() - 1);
    for (std::vector<Slope>& list : found) {
        for (const Slope& s : list) {
            const std::size_t at = next[s.position]++;
            weight_[at] = s.weight;
            slope_[at] = s.slope;
        }
        std::vector<Slope>().swap(list);
    }
}

double GradientFit::gradient(const std::vector<double>& delta, std::vector<double>& out) const {
    const std::size_t count = positions_.size();
    std::vector<std::vector<double>> partial(workerCount());
    std::vector<double> errors(workerCount(), 0);
    onEveryCore([&](unsigned worker, unsigned workers) {
        std::vector<double>& g = partial[worker];
        g.assign(delta.size(), 0);
        double error = 0;
        const std::size_t first = count * worker / workers, last = count * (worker + 1) / workers;
        for (std::size_t p = first; p < last; ++p) {
            double score = base_[p];
            for (std::size_t j = rowStart_[p]; j < rowStart_[p + 1]; ++j)
                score += double(slope_[j]) * delta[weight_[j]];
            const double expected = 1 / (1 + std::exp(-k_ * score));
            const double miss = positions_[p].result - expected;
            error += miss * miss;
            // d(miss^2)/d(score) = -2 miss expected (1 - expected) k
            const double d = -2 * miss * expected * (1 - expected) * k_;
            for (std::size_t j = rowStart_[p]; j < rowStart_[p + 1]; ++j)
                g[weight_[j]] += d * double(slope_[j]);
        }
        errors[worker] = error;
    });
    out.assign(delta.size(), 0);
    double error = 0;
    for (std::size_t w = 0; w < partial.size(); ++w) {
        error += errors[w];
        for (std::size_t i = 0; i < out.size(); ++i) out[i] += partial[w][i] / double(count);
    }
    error /= double(std::max<std::size_t>(count, 1));
    for (std::size_t i = 0; i < out.size(); ++i) {
        error += decay_ * delta[i] * delta[i];
        out[i] += 2 * decay_ * delta[i];
    }
    return error;
}

std::vector<int> GradientFit::round(const std::vector<int>& weights,
                                    const std::vector<bool>& moving, int steps, double rate) {
    if (positions_.empty()) return weights;
    measure(weights, moving);
    // Adam with its usual moments (0.9, 0.999): each weight's step scaled by its own gradient's
    // size, so that weights seen in few positions move as readily as the material.
    const std::size_t n = weights.size();
    std::vector<double> delta(n, 0), m(n, 0), v(n, 0), g;
    constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-12;
    for (int step = 1; step <= steps; ++step) {
        modelError_ = gradient(delta, g);
        const double c1 = 1 - std::pow(kBeta1, step), c2 = 1 - std::pow(kBeta2, step);
        for (std::size_t i = 0; i < n; ++i) {
            m[i] = kBeta1 * m[i] + (1 - kBeta1) * g[i];
            v[i] = kBeta2 * v[i] + (1 - kBeta2) * g[i] * g[i];
            delta[i] -= rate * (m[i] / c1) / (std::sqrt(v[i] / c2) + kEpsilon);
        }
    }
    std::vector<int> reached(n);
    for (std::size_t i = 0; i < n; ++i) reached[i] = weights[i] + int(std::lround(delta[i]));
    return reached;
}

} // namespace trellis::search
