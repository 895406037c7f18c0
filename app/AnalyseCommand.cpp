// `trellis analyse`: final lines, the --stream protocol and the --bench figures.
#include "JsonText.h"
#include "SearchCommands.h"
#include "StopListener.h"
#include "TurnTexts.h"

#include "search/Engine.h"
#include "variant/VariantRegistry.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <memory>
#include <ostream>

namespace trellis::cli {

namespace {

std::vector<std::string> pvTexts(const Variant& variant, const std::vector<Turn>& pv,
                                 Notation notation) {
    return turnTexts(variant, pv, notation);
}

std::string scoreText(const search::Score& s) {
    if (s.isMate) return "#" + std::to_string(s.value);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.2f", s.value / 100.0);
    return buf;
}

std::string scoreJson(const search::Score& s) {
    return std::string("{\"") + (s.isMate ? "mate" : "cp") + "\":" + std::to_string(s.value) + "}";
}

std::string jsonList(const std::vector<std::string>& items) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + jsonString(items[i]);
    return out + "]";
}

std::string bestText(const Variant& variant, const search::SearchReport& r, Notation notation) {
    if (!r.hasBest()) return {};
    return pvTexts(variant, {r.best()}, notation).front();
}

std::string lineJson(const Variant& v, const search::SearchLine& line, Notation notation) {
    return "{\"multipv\":" + std::to_string(line.multipv) +
           ",\"depth\":" + std::to_string(line.depth) + ",\"score\":" + scoreJson(line.score) +
           ",\"pv\":" + jsonList(pvTexts(v, line.pv, notation)) + "}";
}

} // namespace

int analysePosition(const AnalyseRequest& request, std::ostream& out) {
    const Variant& v = *request.variant;
    search::Engine engine;
    const search::SearchReport r = engine.analyse(v, request.limits);
    if (request.json) {
        out << "{\"variant\":" << jsonString(v.id()) << ",\"position\":" << jsonString(v.position())
            << ",\"depth\":" << r.depth << ",\"nodes\":" << r.nodes << ",\"nps\":" << r.nps
            << ",\"timeMs\":" << r.timeMs
            << ",\"bestmove\":" << jsonString(bestText(v, r, request.notation)) << ",\"lines\":[";
        for (std::size_t i = 0; i < r.lines.size(); ++i)
            out << (i ? "," : "") << lineJson(v, r.lines[i], request.notation);
        out << "]}\n";
        return 0;
    }
    if (r.lines.empty()) out << "no legal turn\n";
    for (const search::SearchLine& line : r.lines) {
        out << "depth " << line.depth << " multipv " << line.multipv << " score "
            << scoreText(line.score) << " nodes " << r.nodes << " nps " << r.nps << " pv";
        for (const std::string& t : pvTexts(v, line.pv, request.notation)) out << ' ' << t;
        out << '\n';
    }
    return 0;
}

int analyseStream(const AnalyseRequest& request, std::istream& in, std::ostream& out) {
    const Variant& v = *request.variant;
    search::Engine engine;
    std::atomic<bool> stop{false};
    search::SearchReport final;
    {
        const StopListener listener(in, stop);
        final = engine.analyse(v, request.limits, &stop, [&](const search::SearchReport& r) {
            for (const search::SearchLine& line : r.lines) {
                out << "{\"type\":\"line\",\"depth\":" << r.depth << ",\"multipv\":" << line.multipv
                    << ",\"score\":" << scoreJson(line.score) << ",\"nodes\":" << r.nodes
                    << ",\"nps\":" << r.nps << ",\"timeMs\":" << r.timeMs
                    << ",\"pv\":" << jsonList(pvTexts(v, line.pv, request.notation)) << "}"
                    << std::endl;
            }
        });
    }
    out << "{\"type\":\"done\",\"bestmove\":" << jsonString(bestText(v, final, request.notation))
        << ",\"depth\":" << final.depth << ",\"nodes\":" << final.nodes
        << ",\"timeMs\":" << final.timeMs << "}" << std::endl;
    return 0;
}

namespace {

struct BenchSet {
    const char* variant;
    int depth;
    std::vector<const char*> positions;
};

// Embedded so that the bench never depends on the shared data folder: the start positions and
// positions from the shared vectors (Tri-D: endgames with a pending
// deferred promotion; Cotulenh: middlegames with stacks).
const std::array<BenchSet, 2>& benchSets() {
    static const std::array<BenchSet, 2> sets{{
        {"trid",
         8,
         {"W:4/4/PPPP/NBBN|N:4/4/4/4|B:nbbn/pppp/4/4|QL1w:PP/RQ|KL1w:PP/KR|QL6b:rq/pp|KL6b:kr/pp "
          "w KQkq - - 0 1",
          "W:4/4/2K1/p2p|N:1k2/4/4/4|B:P2P/4/4/4|QL1w:2/2|KL1w:2/1R|QL5b:2/2|KL6b:1n/2 w - - "
          "-=a8B 1 31",
          "W:4/4/2K1/r2p|N:1k2/4/4/4|B:P2P/3n/4/4|KL1w:2/1R|QL2w:2/2|QL5b:2/2|QL6b:2/2 w - - "
          "-=d8B 2 32"}},
        {"cotulenh",
         4,
         {"6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/"
          "6C4 r - - 0 1",
          "1n4c4/5h1hf2/3a1s5/4gt1tg2/3e2mf1(ea)i/2(ni)8/7T3/2I1E1M2(EA)I/4GT2G2/1N1A2S4/"
          "1NF2H1HF2/6C4 b - - 13 7",
          "7c2f/5h1h3/n1n3s1ga1/3ga(tm)3(FI)1/2ie6i/5t5/4E6/3A1MC2E1/2(NI)1GS1TG2/2N2(FT)3A1/"
          "5H1H3/11 r - - 13 22"}},
    }};
    return sets;
}

} // namespace

int analyseBench(const std::string& variantId, std::ostream& out) {
    std::uint64_t totalNodes = 0;
    double totalSeconds = 0;
    for (const BenchSet& set : benchSets()) {
        if (!variantId.empty() && variantId != set.variant) continue;
        for (std::size_t i = 0; i < set.positions.size(); ++i) {
            auto created = createVariant(set.variant);
            std::unique_ptr<Variant> v = std::move(created.value());
            v->setPosition(set.positions[i]);
            search::Engine engine;
            search::SearchLimits limits;
            limits.depth = set.depth;
            const auto start = std::chrono::steady_clock::now();
            const search::SearchReport r = engine.analyse(*v, limits);
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            totalNodes += r.nodes;
            totalSeconds += seconds;
            char line[160];
            std::snprintf(line, sizeof line, "%s %zu: depth %d nodes %llu time_s %.3f nps %.0f\n",
                          set.variant, i + 1, r.depth, static_cast<unsigned long long>(r.nodes),
                          seconds, seconds > 0 ? double(r.nodes) / seconds : 0.0);
            out << line;
        }
    }
    char line[128];
    std::snprintf(line, sizeof line, "total nodes %llu time_s %.3f nps %.0f\n",
                  static_cast<unsigned long long>(totalNodes), totalSeconds,
                  totalSeconds > 0 ? double(totalNodes) / totalSeconds : 0.0);
    out << line;
    return 0;
}

} // namespace trellis::cli
