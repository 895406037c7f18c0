// `trellis analyse`: final lines, the --stream protocol and the --bench figures.
#include "JsonOutput.h"
#include "SearchCommands.h"
#include "StopListener.h"
#include "TurnTexts.h"

#include "UciEngine.h"
#include "search/Engine.h"
#include "variant/VariantRegistry.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>
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

QJsonObject scoreJson(const search::Score& s) {
    return QJsonObject{{s.isMate ? "mate" : "cp", s.value}};
}

std::string bestText(const Variant& variant, const search::SearchReport& r, Notation notation) {
    if (!r.hasBest()) return {};
    return pvTexts(variant, {r.best()}, notation).front();
}

QJsonObject lineJson(const Variant& v, const search::SearchLine& line, Notation notation) {
    return QJsonObject{{"multipv", line.multipv},
                       {"depth", line.depth},
                       {"score", scoreJson(line.score)},
                       {"pv", jsonTexts(pvTexts(v, line.pv, notation))}};
}

// The built-in engine's search, or the UCI engine's (nothing, with its error on `err`, when
// it fails).
std::optional<search::SearchReport> runSearch(const AnalyseRequest& request,
                                              const std::atomic<bool>* stop,
                                              const search::ReportCallback& onIteration,
                                              std::ostream& err) {
    if (request.uciProgram.empty()) {
        search::Engine engine(request.engine);
        return engine.analyse(*request.variant, request.limits, stop, onIteration);
    }
    UciEngine uci(QString::fromStdString(request.uciProgram));
    QStringList settings;
    for (const std::string& s : request.uciIfOffered)
        if (uci.start() && uci.option(QString::fromStdString(s.substr(0, s.find('=')))))
            settings << QString::fromStdString(s);
    for (const std::string& s : request.uciOptions) settings << QString::fromStdString(s);
    std::optional<search::SearchReport> report;
    if (uci.start() && uci.setOptions(settings) && uci.selectVariant(*request.start))
        report = uci.analyse(*request.start, request.moves, request.limits, stop, onIteration);
    if (!report) err << "trellis analyse: " << uci.error().toStdString() << std::endl;
    return report;
}

} // namespace

int analysePosition(const AnalyseRequest& request, std::ostream& out, std::ostream& err) {
    const Variant& v = *request.variant;
    const std::optional<search::SearchReport> found = runSearch(request, nullptr, {}, err);
    if (!found) return 1;
    const search::SearchReport& r = *found;
    if (request.json) {
        QJsonArray lines;
        for (const search::SearchLine& line : r.lines)
            lines.append(lineJson(v, line, request.notation));
        writeJson(out, QJsonObject{{"variant", jsonText(v.id())},
                                   {"position", jsonText(v.position())},
                                   {"notation", jsonText(notationName(request.notation))},
                                   {"depth", r.depth},
                                   {"nodes", jsonCount(r.nodes)},
                                   {"nps", jsonCount(r.nps)},
                                   {"timeMs", qint64(r.timeMs)},
                                   {"bestmove", jsonText(bestText(v, r, request.notation))},
                                   {"lines", lines}});
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

int analyseStream(const AnalyseRequest& request, std::istream& in, std::ostream& out,
                  std::ostream& err) {
    const Variant& v = *request.variant;
    std::atomic<bool> stop{false};
    std::optional<search::SearchReport> found;
    {
        const StopListener listener(in, stop);
        found = runSearch(
            request, &stop,
            [&](const search::SearchReport& r) {
                for (const search::SearchLine& line : r.lines)
                    writeJson(out,
                              QJsonObject{{"type", "line"},
                                          {"depth", r.depth},
                                          {"multipv", line.multipv},
                                          {"score", scoreJson(line.score)},
                                          {"nodes", jsonCount(r.nodes)},
                                          {"nps", jsonCount(r.nps)},
                                          {"timeMs", qint64(r.timeMs)},
                                          {"pv", jsonTexts(pvTexts(v, line.pv, request.notation))}},
                              true);
            },
            err);
    }
    if (!found) return 1;
    const search::SearchReport& final = *found;
    writeJson(out,
              QJsonObject{{"type", "done"},
                          {"bestmove", jsonText(bestText(v, final, request.notation))},
                          {"depth", final.depth},
                          {"nodes", jsonCount(final.nodes)},
                          {"timeMs", qint64(final.timeMs)}},
              true);
    return 0;
}

int analyseBench(const std::string& variantId, const search::EngineOptions& options, bool json,
                 std::ostream& out) {
    std::uint64_t totalNodes = 0;
    double totalSeconds = 0;
    QJsonArray positions;
    for (const VariantDescriptor* set : registeredVariants()) {
        if (!variantId.empty() && variantId != set->id) continue;
        for (std::size_t i = 0; i < set->benchPositions.size(); ++i) {
            std::unique_ptr<Variant> v = std::move(set->create({}).value());
            v->setPosition(set->benchPositions[i]);
            search::Engine engine(options);
            search::SearchLimits limits;
            limits.depth = set->benchDepth;
            const auto start = std::chrono::steady_clock::now();
            const search::SearchReport r = engine.analyse(*v, limits);
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            totalNodes += r.nodes;
            totalSeconds += seconds;
            if (json) {
                positions.append(QJsonObject{{"variant", jsonText(set->id)},
                                             {"index", int(i + 1)},
                                             {"position", jsonText(set->benchPositions[i])},
                                             {"depth", r.depth},
                                             {"nodes", jsonCount(r.nodes)},
                                             {"timeMs", jsonMilliseconds(seconds)},
                                             {"nps", jsonNodesPerSecond(r.nodes, seconds)}});
                continue;
            }
            char line[160];
            std::snprintf(line, sizeof line, "%s %zu: depth %d nodes %llu time_s %.3f nps %.0f\n",
                          set->id.c_str(), i + 1, r.depth, static_cast<unsigned long long>(r.nodes),
                          seconds, seconds > 0 ? double(r.nodes) / seconds : 0.0);
            out << line;
        }
    }
    if (json) {
        writeJson(
            out, QJsonObject{{"threads", options.threads},
                             {"positions", positions},
                             {"total",
                              QJsonObject{{"nodes", jsonCount(totalNodes)},
                                          {"timeMs", jsonMilliseconds(totalSeconds)},
                                          {"nps", jsonNodesPerSecond(totalNodes, totalSeconds)}}}});
        return 0;
    }
    char line[160];
    std::snprintf(line, sizeof line, "total threads %d nodes %llu time_s %.3f nps %.0f\n",
                  options.threads, static_cast<unsigned long long>(totalNodes), totalSeconds,
                  totalSeconds > 0 ? double(totalNodes) / totalSeconds : 0.0);
    out << line;
    return 0;
}

} // namespace trellis::cli
