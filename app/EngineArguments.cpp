#include "EngineArguments.h"

#include "ErrorText.h"
#include "SearchCommands.h"
#include "WeightsFile.h"
#include "variant/VariantRegistry.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QString>

#include <algorithm>
#include <cstdlib>
#include <thread>

namespace trellis::cli {

namespace {

// --depth / --time / --nodes / --multipv; without any, `fallbackDepth` (0: infinite).
search::SearchLimits limitsOf(const Options& o, int fallbackDepth) {
    search::SearchLimits l;
    if (!o.depth.empty()) l.depth = int(numberOf("--depth", o.depth, 1, 100));
    if (!o.time.empty()) {
        char* end = nullptr;
        const double s = std::strtod(o.time.c_str(), &end);
        if (o.time.empty() || *end || !(s > 0) || s > 1e6)
            throw UsageError{"--time must be a number of seconds above 0, not '" + o.time + "'"};
        l.timeMs = std::max<std::int64_t>(1, std::int64_t(s * 1000));
    }
    if (!o.nodes.empty()) l.nodes = std::uint64_t(numberOf("--nodes", o.nodes, 1, 1ll << 50));
    if (!o.multipv.empty()) l.multiPv = int(numberOf("--multipv", o.multipv, 1, 256));
    if (!l.depth && !l.timeMs && !l.nodes && !o.infinite) l.depth = fallbackDepth;
    return l;
}

// --threads (default: every core) and --hash (megabytes, default the engine's).
search::EngineOptions engineOptionsOf(const Options& o) {
    search::EngineOptions e;
    e.threads = int(std::max(1u, std::thread::hardware_concurrency()));
    if (!o.threads.empty()) e.threads = int(numberOf("--threads", o.threads, 1, 256));
    if (!o.hash.empty()) e.hashMegabytes = std::size_t(numberOf("--hash", o.hash, 1, 65536));
    return e;
}

// A program given by path or found on the PATH, or a usage error.
std::string programPath(const std::string& option, const std::string& program) {
    const QString given = QString::fromStdString(program);
    if (QFileInfo(given).isExecutable() && !QFileInfo(given).isDir()) return program;
    const QString found = given.contains('/') ? QString() : QStandardPaths::findExecutable(given);
    if (found.isEmpty()) throw UsageError{option + ": " + program + " is not a program"};
    return found.toStdString();
}

// The weights a file holds for the variant, or a usage error naming the file and the field.
std::vector<int> weightsOf(const std::string& path, const std::string& variantId) {
    const Result<std::vector<int>> read = readWeightsFile(path, *findVariant(variantId));
    if (!read) throw UsageError{errorText(read).toStdString()};
    return read.value();
}

PlayerConfig playerOf(const std::string& option, const std::string& text,
                      const std::string& variantId, const std::vector<std::string>& uciOptions) {
    const std::string config = text.empty() ? "random" : text;
    auto parsed = parsePlayerConfig(config);
    if (!parsed)
        throw UsageError{option + ": bad player '" + config +
                         "' (random, depth:N, nodes:N, time:MS, depth:N:material, "
                         "nodes:N:full:weights=FILE, nodes:N:program=PATH, time:MS:uci=PROGRAM)"};
    if (!parsed->uciProgram.empty())
        parsed->uciProgram = programPath(option, parsed->uciProgram);
    else if (!uciOptions.empty())
        throw UsageError{option + "-option: only a uci=PROGRAM player takes options"};
    parsed->uciOptions = uciOptions;
    if (!parsed->program.empty() &&
        !QFileInfo(QString::fromStdString(parsed->program)).isExecutable())
        throw UsageError{option + ": " + parsed->program + " is not a program"};
    if (!parsed->weightsFile.empty()) {
        if (!findVariant(variantId)->builtInWeights)
            throw UsageError{option + ": the " + variantId + " evaluation has no weights"};
        parsed->weights = weightsOf(parsed->weightsFile, variantId);
    }
    return *parsed;
}

} // namespace

int analyse(const Options& o, std::istream& in, std::ostream& out, std::ostream& err) {
    if (o.bench) {
        if (!o.variant.empty() && !findVariant(o.variant))
            throw UsageError{"unknown variant '" + o.variant + "' (known: " + variantChoices() +
                             ")"};
        return analyseBench(o.variant, engineOptionsOf(o), o.json, out);
    }
    auto v = loadPosition(o, joined(o.positional, 0));
    AnalyseRequest r;
    r.variant = v.get();
    r.notation = notationOf(o, *v);
    r.json = o.json;
    r.limits = limitsOf(o, o.stream ? 0 : 4);
    r.engine = engineOptionsOf(o);
    if (!o.engineOptions.empty() && o.engine.empty()) throw UsageError{"--option needs --engine"};
    std::unique_ptr<Variant> start;
    if (!o.engine.empty()) {
        // The UCI engine is told the game: the start and the turns to the position.
        r.uciProgram = programPath("--engine", o.engine);
        r.uciOptions = o.engineOptions;
        r.uciIfOffered.push_back("Threads=" + std::to_string(r.engine.threads));
        r.uciIfOffered.push_back("Hash=" + std::to_string(r.engine.hashMegabytes));
        Options first = o;
        first.moves.clear();
        first.movesGiven = false;
        start = loadPosition(first, joined(o.positional, 0));
        std::unique_ptr<Variant> walk = start->clone();
        for (const std::string& m : o.moves) {
            r.moves.push_back(walk->parseTurn(m, walk->fileNotation()).value());
            walk->makeTurn(r.moves.back());
        }
        r.start = start.get();
    }
    return o.stream ? analyseStream(r, in, out, err) : analysePosition(r, out, err);
}

int mate(const Options& o, std::ostream& out) {
    if (o.positional.empty()) throw UsageError{"mate needs N and POSITION"};
    const int n = int(numberOf("N", o.positional[0], 1, 32));
    auto v = loadPosition(o, joined(o.positional, 1));
    return mateSearch(*v, notationOf(o, *v), n, engineOptionsOf(o).threads, o.json, out);
}

int match(const Options& o, std::ostream& out, std::ostream& err) {
    MatchRequest r;
    r.variantId = o.variant.empty() ? registeredVariants().front()->id : o.variant;
    r.rules = o.rules;
    if (auto created = createVariant(r.variantId, r.rules); !created)
        throw UsageError{errorText(created).toStdString()};
    if (!o.games.empty()) r.games = int(numberOf("--games", o.games, 1, 100000));
    if (!o.maxPlies.empty()) r.maxPlies = int(numberOf("--max-plies", o.maxPlies, 1, 100000));
    if (!o.seed.empty()) r.seed = std::uint64_t(numberOf("--seed", o.seed, 0, 1ll << 62));
    r.first = playerOf("--white", o.white, r.variantId, o.whiteOptions);
    r.second = playerOf("--black", o.black, r.variantId, o.blackOptions);
    r.json = o.json;
    r.pgnPath = o.pgn;
    return playMatch(r, out, err);
}

int tune(const Options& o, std::ostream& out, std::ostream& err) {
    TuneRequest r;
    r.variantId = o.variant.empty() ? registeredVariants().front()->id : o.variant;
    const VariantDescriptor* variant = findVariant(r.variantId);
    if (!variant) throw UsageError{"unknown variant '" + r.variantId + "'"};
    r.variantId = variant->id;
    if (!variant->builtInWeights)
        throw UsageError{"the " + r.variantId + " evaluation has no weights to tune"};
    if (o.positional.size() != (o.targets.empty() ? 1u : 0u))
        throw UsageError{o.targets.empty() ? "needs exactly one game FILE"
                                           : "--targets takes the place of the game FILE"};
    if (o.output.empty()) throw UsageError{"needs -o OUT (the weights file to write)"};
    if (o.targets.empty()) r.gamesPath = o.positional[0];
    r.targetsPath = o.targets;
    r.saveTargets = o.saveTargets;
    if (!o.gradient.empty()) r.gradientSteps = int(numberOf("--gradient", o.gradient, 1, 100000));
    if (!o.only.empty()) {
        // Each prefix marks the weights it begins; one that marks none is a usage error.
        const std::vector<std::string> names = variant->weightNames();
        r.tunable.assign(names.size(), false);
        for (std::size_t from = 0; from <= o.only.size();) {
            const std::size_t comma = std::min(o.only.find(',', from), o.only.size());
            const std::string prefix = o.only.substr(from, comma - from);
            bool marked = false;
            for (std::size_t i = 0; i < names.size() && !prefix.empty(); ++i)
                if (names[i].rfind(prefix, 0) == 0) r.tunable[i] = marked = true;
            if (!marked)
                throw UsageError{"--only: no " + r.variantId + " weight's name begins with '" +
                                 prefix + "'"};
            from = comma + 1;
        }
    }
    if (!o.decay.empty()) {
        if (o.gradient.empty()) throw UsageError{"--decay needs --gradient STEPS"};
        char* end = nullptr;
        r.decay = std::strtod(o.decay.c_str(), &end);
        if (end != o.decay.c_str() + o.decay.size() || !(r.decay >= 0 && r.decay < 1))
            throw UsageError{"--decay: '" + o.decay + "' is not a number from 0 to 1 (e.g. 1e-9)"};
    }
    if (!o.targets.empty() && (o.resolve || !o.scoreNodes.empty() || !o.skip.empty()))
        throw UsageError{"--targets: the positions are resolved and scored already"};
    r.output = o.output;
    r.start = o.weights.empty() ? variant->builtInWeights() : weightsOf(o.weights, r.variantId);
    if (!o.passes.empty()) r.passes = int(numberOf("--passes", o.passes, 0, 1000));
    if (!o.step.empty()) r.step = int(numberOf("--step", o.step, 1, 1000));
    if (!o.skip.empty()) r.skip = int(numberOf("--skip", o.skip, 0, 1000));
    if (!o.scoreNodes.empty())
        r.scoreNodes = std::uint64_t(numberOf("--score-nodes", o.scoreNodes, 1, 1000000000));
    if (o.resolve && !variant->resolver)
        throw UsageError{"--resolve: the " + r.variantId +
                         " evaluation has no capture search to resolve positions with"};
    r.resolve = o.resolve;
    if (!o.engineOptions.empty() && o.engine.empty()) throw UsageError{"--option needs --engine"};
    if (!o.engine.empty()) {
        if (r.scoreNodes == 0) throw UsageError{"--engine needs --score-nodes N"};
        r.engine = programPath("--engine", o.engine);
        r.engineOptions = o.engineOptions;
    }
    r.json = o.json;
    return tuneWeights(r, out, err);
}

} // namespace trellis::cli
