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

namespace {} // namespace

int analyseBench(const std::string& variantId, std::ostream& out) {
    std::uint64_t totalNodes = 0;
    double totalSeconds = 0;
    for (const VariantDescriptor* set : registeredVariants()) {
        if (!variantId.empty() && variantId != set->id) continue;
        for (std::size_t i = 0; i < set->benchPositions.size(); ++i) {
            std::unique_ptr<Variant> v = std::move(set->create({}).value());
            v->setPosition(set->benchPositions[i]);
            search::Engine engine;
            search::SearchLimits limits;
            limits.depth = set->benchDepth;
            const auto start = std::chrono::steady_clock::now();
            const search::SearchReport r = engine.analyse(*v, limits);
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            totalNodes += r.nodes;
            totalSeconds += seconds;
            char line[160];
            std::snprintf(line, sizeof line, "%s %zu: depth %d nodes %llu time_s %.3f nps %.0f\n",
                          set->id.c_str(), i + 1, r.depth, static_cast<unsigned long long>(r.nodes),
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
