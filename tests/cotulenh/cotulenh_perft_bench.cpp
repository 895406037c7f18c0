// Perft speed from the start position (bulk counting at the last ply). Not a CTest test:
// run it by hand, e.g. `cotulenh_perft_bench 3 5` (depth, repetitions).
#include "cotulenh/CotulenhVariant.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    const int depth = argc > 1 ? std::atoi(argv[1]) : 3;
    const int reps = argc > 2 ? std::atoi(argv[2]) : 3;
    trellis::cotulenh::CotulenhVariant v;
    double best = 1e30;
    std::uint64_t nodes = 0;
    for (int i = 0; i < reps; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        nodes = v.perft(depth);
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (s < best) best = s;
    }
    std::printf("perft(%d) = %llu in %.3f s: %.2f million nodes/s\n", depth,
                static_cast<unsigned long long>(nodes), best, double(nodes) / best / 1e6);
    return 0;
}
