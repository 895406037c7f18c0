// `trellis tune`: Texel's method over the games of a game file (TexelTuner), written out as a
// weights file.
#include "ErrorText.h"
#include "JsonOutput.h"
#include "SearchCommands.h"
#include "WeightsFile.h"

#include "UciEngine.h"
#include "game/PgnReader.h"
#include "search/Engine.h"
#include "search/TexelTuner.h"
#include "variant/VariantRegistry.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <optional>
#include <ostream>
#include <thread>

namespace trellis::cli {

namespace {

// The game's result for the first player (1, 0.5, 0), or -1 when it has none.
double firstPlayerScore(const GameTree& tree) {
    const std::string result = tree.result();
    return result == "1-0" ? 1 : result == "0-1" ? 0 : result == "1/2-1/2" ? 0.5 : -1;
}

struct Collected {
    std::vector<search::TuningPosition> positions;
    int games = 0, noisy = 0;
    int resolved = 0; // positions replaced by the end of their exchanges (`resolve`)
    int unreadable = 0;
};

// Every quiet position of the main line after the first `skip` plies, with the game's result
// for its side to move; the game's end is no position to learn from. With `resolve` (the
// variant's resolver) a position with captures to make is not left out but replaced by the
// quiet position its exchanges lead to (Texel's usual recipe: the static evaluation then stands
// for the search's score there too); only positions in check, or whose exchanges end in check,
// are left out.
using Resolve = std::function<std::unique_ptr<Variant>(const Variant&)>;
void collect(const GameTree& tree, const VariantDescriptor& variant, int skip,
             const Resolve& resolve, Collected& c) {
    const double first = firstPlayerScore(tree);
    if (first < 0 || tree.startVariant().id() != variant.id) return;
    ++c.games;
    std::unique_ptr<Variant> board = tree.startVariant().clone();
    const std::vector<NodeId> line = tree.mainLine();
    for (std::size_t ply = 0; ply < line.size(); ++ply) {
        if (int(ply) >= skip && resolve) {
            if (std::unique_ptr<Variant> leaf = resolve(*board)) {
                if (leaf->position() != board->position()) ++c.resolved;
                const double result = leaf->sideToMove() == 0 ? first : 1 - first;
                c.positions.push_back({std::move(leaf), result});
            } else {
                ++c.noisy;
            }
        } else if (int(ply) >= skip) {
            if (!variant.quiet(*board)) {
                ++c.noisy;
            } else {
                // A fresh board from the position string: no history kept in memory.
                std::unique_ptr<Variant> copy = std::move(variant.create(board->rules()).value());
                copy->setPosition(board->position());
                const double result = board->sideToMove() == 0 ? first : 1 - first;
                c.positions.push_back({std::move(copy), result});
            }
        }
        board->makeTurn(tree.turn(line[ply]));
    }
}

// The expected score for the side to move of a search's score: a mate is 1 or 0, centipawns
// go through the logistic 1 / (1 + e^(-cp / 500)).
double expectedScore(const search::Score& s) {
    return s.isMate ? (s.value > 0 ? 1.0 : 0.0) : 1 / (1 + std::exp(-s.value / 500.0));
}

// Replaces each position's game result by the score a search of `nodes` nodes expects for its
// side to move. The search sees further than the evaluation and, unlike a result of a whole
// game, says something about this position; fitting the evaluation to it won matches where
// fitting it to the results did not (core/trid/README.md).
void scoreBySearch(std::vector<search::TuningPosition>& positions, const std::vector<int>& weights,
                   std::uint64_t nodes) {
    search::Engine engine(search::EngineOptions{1, search::EvalMode::Full, 1, weights});
    search::SearchLimits limits;
    limits.nodes = nodes;
    for (search::TuningPosition& p : positions) {
        engine.clear(); // each position on its own: the targets do not depend on their order
        const search::SearchReport report = engine.analyse(*p.board, limits);
        if (report.lines.empty()) continue;
        p.result = expectedScore(report.lines.front().score);
    }
}

// The same with a UCI engine's searches as the targets (a stronger engine teaches more): one
// engine process per core, each on every n-th position, a new game for each position so that
// the targets do not depend on their order. The first failure of an engine is the error.
std::optional<std::string> scoreByEngine(std::vector<search::TuningPosition>& positions,
                                         const TuneRequest& r) {
    const std::size_t workers =
        std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, positions.size());
    std::vector<std::string> errors(workers);
    QStringList settings;
    for (const std::string& setting : r.engineOptions) settings << QString::fromStdString(setting);
    const auto work = [&](std::size_t first) {
        UciEngine engine(QString::fromStdString(r.engine));
        if (!engine.prepare(*positions[first].board, settings)) {
            errors[first] = engine.error().toStdString();
            return;
        }
        search::SearchLimits limits;
        limits.nodes = r.scoreNodes;
        for (std::size_t i = first; i < positions.size(); i += workers) {
            std::optional<search::SearchReport> report;
            if (engine.newGame()) report = engine.analyse(*positions[i].board, {}, limits);
            if (!report) {
                errors[first] = engine.error().toStdString();
                return;
            }
            if (!report->lines.empty())
                positions[i].result = expectedScore(report->lines.front().score);
        }
        engine.stop();
    };
    std::vector<std::thread> threads;
    for (std::size_t w = 0; w < workers; ++w) threads.emplace_back(work, w);
    for (std::thread& t : threads) t.join();
    for (const std::string& e : errors)
        if (!e.empty()) return e;
    return std::nullopt;
}

// A targets file: a line of words apart, then a line a position: its target (the expected
// score for its side to move), a tab, its rule set, a tab, its position string.
constexpr const char* kTargetsHeader = "# trellis tune targets: score, rules, position";

bool writeTargets(const std::string& path, const std::vector<search::TuningPosition>& positions) {
    std::FILE* file = std::fopen(path.c_str(), "w");
    if (!file) return false;
    bool written = std::fprintf(file, "%s\n", kTargetsHeader) > 0;
    for (const search::TuningPosition& p : positions)
        written =
            written && std::fprintf(file, "%.6f\t%s\t%s\n", p.result, p.board->rules().c_str(),
                                    p.board->position().c_str()) > 0;
    return std::fclose(file) == 0 && written;
}

// Reads a targets file's positions into `positions`; an error names the line and what is
// wrong with it.
std::optional<std::string> readTargets(const std::string& path, const VariantDescriptor& variant,
                                       std::vector<search::TuningPosition>& positions) {
    std::ifstream in(path);
    if (!in) return path + ": cannot be opened";
    std::string line;
    std::getline(in, line);
    const auto bad = [&](int number, const std::string& why) {
        return path + " line " + std::to_string(number) + ": " + why;
    };
    if (line != kTargetsHeader) return bad(1, "not a file of tune targets (--save-targets)");
    for (int number = 2; std::getline(in, line); ++number) {
        const std::size_t tab1 = line.find('\t');
        const std::size_t tab2 = tab1 == std::string::npos ? tab1 : line.find('\t', tab1 + 1);
        if (tab2 == std::string::npos) return bad(number, "expected score, rules and position");
        char* end = nullptr;
        const double target = std::strtod(line.c_str(), &end);
        if (end != line.c_str() + tab1 || !(target >= 0 && target <= 1))
            return bad(number, "the score is not a number from 0 to 1");
        Result<std::unique_ptr<Variant>> board =
            variant.create(line.substr(tab1 + 1, tab2 - tab1 - 1));
        if (!board) return bad(number, errorText(board).toStdString());
        if (const Result<bool> set = board.value()->setPosition(line.substr(tab2 + 1)); !set)
            return bad(number, errorText(set).toStdString());
        positions.push_back({std::move(board.value()), target});
    }
    return std::nullopt;
}

// The positions to learn from: a targets file's, or a game file's collected and scored.
std::optional<Collected> positionsOf(const TuneRequest& r, const VariantDescriptor& variant,
                                     std::ostream& out, std::ostream& err) {
    Collected c;
    if (!r.targetsPath.empty()) {
        if (const std::optional<std::string> bad =
                readTargets(r.targetsPath, variant, c.positions)) {
            err << "trellis tune: " << *bad << '\n';
            return std::nullopt;
        }
        if (c.positions.empty()) {
            err << "trellis tune: no positions in " << r.targetsPath << '\n';
            return std::nullopt;
        }
        if (!r.json)
            out << "positions " << c.positions.size() << " from " << r.targetsPath << std::endl;
        return c;
    }
    const Result<PgnReadResult> read = PgnReader(registeredVariants()).readFile(r.gamesPath);
    if (!read) {
        err << "trellis tune: " << errorText(read).toStdString() << '\n';
        return std::nullopt;
    }
    // Resolved with the starting weights: the exchanges the engine would see before tuning.
    const Resolve resolve = r.resolve ? variant.resolver(r.start) : Resolve{};
    for (const PgnGame& game : read.value().games) collect(game.tree, variant, r.skip, resolve, c);
    c.unreadable = int(read.value().errors.size());
    if (c.positions.empty()) {
        err << "trellis tune: no positions to learn from in " << r.gamesPath << " (" << c.games
            << " " << variant.id << " games with a result)\n";
        return std::nullopt;
    }
    if (!r.json && r.resolve)
        out << "positions " << c.positions.size() << " from " << c.games << " games (first "
            << r.skip << " plies and " << c.noisy << " positions in check left out; " << c.resolved
            << " resolved by their captures; " << c.unreadable << " games could not be read)"
            << std::endl;
    else if (!r.json)
        out << "positions " << c.positions.size() << " from " << c.games << " games (first "
            << r.skip << " plies and " << c.noisy << " positions with a capture or check left out; "
            << c.unreadable << " games could not be read)" << std::endl;
    if (!r.engine.empty()) {
        if (const std::optional<std::string> failed = scoreByEngine(c.positions, r)) {
            err << "trellis tune: " << *failed << '\n';
            return std::nullopt;
        }
        if (!r.json)
            out << "targets: a search of " << r.scoreNodes << " nodes per position by " << r.engine
                << std::endl;
    } else if (r.scoreNodes > 0) {
        scoreBySearch(c.positions, r.start, r.scoreNodes);
        if (!r.json)
            out << "targets: a search of " << r.scoreNodes << " nodes per position" << std::endl;
    }
    return c;
}

} // namespace

int tuneWeights(const TuneRequest& r, std::ostream& out, std::ostream& err) {
    const VariantDescriptor& variant = *findVariant(r.variantId);
    std::optional<Collected> collected = positionsOf(r, variant, out, err);
    if (!collected) return 1;
    Collected& c = *collected;
    const std::size_t positions = c.positions.size();
    if (!r.saveTargets.empty() && !writeTargets(r.saveTargets, c.positions)) {
        err << "trellis tune: could not write " << r.saveTargets << '\n';
        return 1;
    }
    search::TexelTuner tuner(variant, std::move(c.positions));
    if (!r.tunable.empty()) tuner.setTunable(r.tunable);
    char line[160];
    const double k = tuner.fitK(r.start);
    const double before = tuner.error(r.start);
    std::snprintf(line, sizeof line, "K %.6f\nerror before %.6f\n", k, before);
    if (!r.json) out << line << std::flush;
    QJsonArray passes;
    // OUT holds the weights of the last pass as the run goes (a run stopped halfway keeps its
    // passes); a failure to write it is reported by the final write below.
    const auto onPass = [&](int pass, double e, const std::vector<int>& weights) {
        passes.append(e);
        std::snprintf(line, sizeof line, "pass %d: error %.6f\n", pass, e);
        if (!r.json) out << line << std::flush;
        (void)writeWeightsFile(r.output, variant, weights);
    };
    const std::vector<int> tuned =
        r.gradientSteps > 0
            ? tuner.tuneByGradient(r.start, r.passes, r.gradientSteps, r.step, r.decay, onPass)
            : tuner.tune(r.start, r.passes, r.step, onPass);
    const double after = tuner.error(tuned), kAfter = tuner.k();
    if (const Result<bool> saved = writeWeightsFile(r.output, variant, tuned); !saved) {
        err << "trellis tune: " << errorText(saved).toStdString() << '\n';
        return 1;
    }
    if (r.json) {
        writeJson(out, QJsonObject{{"variant", jsonText(variant.id)},
                                   {"games", c.games},
                                   {"positions", jsonCount(positions)},
                                   {"noisy", c.noisy},
                                   {"resolved", c.resolved},
                                   {"scoreNodes", qint64(r.scoreNodes)},
                                   {"engine", jsonText(r.engine)},
                                   {"k", k},
                                   {"errorBefore", before},
                                   {"errorAfter", after},
                                   {"kAfter", kAfter},
                                   {"unreadable", c.unreadable},
                                   {"passes", passes},
                                   {"output", jsonText(r.output)}});
        return 0;
    }
    std::snprintf(line, sizeof line, "error after %.6f (K %.6f)\n", after, kAfter);
    out << line << "weights written to " << r.output << '\n';
    return 0;
}

} // namespace trellis::cli
