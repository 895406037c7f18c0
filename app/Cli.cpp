#include "Cli.h"

#include "DbCommands.h"
#include "ExportCommands.h"
#include "JsonOutput.h"
#include "PuzzleCommands.h"
#include "SearchCommands.h"
#include "UciSession.h"
#include "Version.h"

#include "ErrorText.h"
#include "WeightsFile.h"
#include "game/PgnReader.h"
#include "game/PgnStream.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <ostream>
#include <sstream>
#include <thread>

namespace trellis::cli {

namespace {

// Options shared by the subcommands, and the positional words left over.
struct Options {
    std::string variant, rules, notation;
    bool json = false, bench = false, turns = false;
    // analyse, mate, match
    std::string depth, time, nodes, multipv, games, white, black, seed, maxPlies;
    std::string pgn;                                             // match: where to save the games
    std::string weights, output, passes, step, skip, scoreNodes; // tune
    std::string threads, hash; // analyse, mate: the engine's threads and hash megabytes
    // analyse --engine PROGRAM --option NAME=VALUE...; match --white-option/--black-option
    std::string engine;
    std::vector<std::string> engineOptions, whiteOptions, blackOptions;
    bool stream = false, infinite = false;
    bool allowUnreachable = false; // validate
    std::vector<std::string> positional;
    // --moves TURN...: turns played from POSITION first (the words up to the next option).
    std::vector<std::string> moves;
    bool movesGiven = false;
};

// Thrown for bad arguments; becomes exit code 2 and one line on stderr.
struct UsageError {
    std::string message;
};

Options parseOptions(const std::vector<std::string>& args) {
    Options o;
    const std::map<std::string, std::string*> valued{
        {"--variant", &o.variant},   {"--rules", &o.rules},
        {"--notation", &o.notation}, {"--depth", &o.depth},
        {"--time", &o.time},         {"--nodes", &o.nodes},
        {"--multipv", &o.multipv},   {"--games", &o.games},
        {"--white", &o.white},       {"--black", &o.black},
        {"--seed", &o.seed},         {"--max-plies", &o.maxPlies},
        {"--threads", &o.threads},   {"--hash", &o.hash},
        {"--pgn", &o.pgn},           {"--weights", &o.weights},
        {"--output", &o.output},     {"-o", &o.output},
        {"--passes", &o.passes},     {"--step", &o.step},
        {"--skip", &o.skip},         {"--score-nodes", &o.scoreNodes},
        {"--engine", &o.engine}};
    const std::map<std::string, std::vector<std::string>*> repeated{
        {"--option", &o.engineOptions},
        {"--white-option", &o.whiteOptions},
        {"--black-option", &o.blackOptions}};
    const std::map<std::string, bool*> flags{
        {"--json", &o.json},         {"--bench", &o.bench},
        {"--turns", &o.turns},       {"--stream", &o.stream},
        {"--infinite", &o.infinite}, {"--allow-unreachable", &o.allowUnreachable}};
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (auto v = valued.find(a); v != valued.end()) {
            if (i + 1 >= args.size()) throw UsageError{a + " needs a value"};
            *v->second = args[++i];
        } else if (auto r = repeated.find(a); r != repeated.end()) {
            if (i + 1 >= args.size()) throw UsageError{a + " needs NAME=VALUE"};
            r->second->push_back(args[++i]);
        } else if (auto f = flags.find(a); f != flags.end()) {
            *f->second = true;
        } else if (a == "--moves") {
            o.movesGiven = true;
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0)
                o.moves.push_back(args[++i]);
        } else if (a.size() > 2 && a.rfind("--", 0) == 0) {
            throw UsageError{"unknown option '" + a + "'"};
        } else {
            o.positional.push_back(a);
        }
    }
    return o;
}

std::string joined(const std::vector<std::string>& words, std::size_t from) {
    std::string text;
    for (std::size_t i = from; i < words.size(); ++i) text += (text.empty() ? "" : " ") + words[i];
    return text;
}

// "trid|cotulenh|chess": the ids --variant takes.
std::string variantChoices() {
    std::string out;
    for (const std::string& id : variantIds()) out += (out.empty() ? "" : "|") + id;
    return out;
}

// The variant named by --variant, or recognised from the position string, set to it.
std::unique_ptr<Variant> loadPosition(const Options& o, const std::string& position) {
    if (position.empty()) throw UsageError{"missing POSITION (a position string or 'startpos')"};
    std::string id = o.variant;
    if (id.empty())
        id = position == "startpos" ? registeredVariants().front()->id : detectVariant(position);
    if (id.empty())
        throw UsageError{"cannot tell the variant of '" + position + "'; give --variant " +
                         variantChoices()};
    auto created = createVariant(id, o.rules);
    if (!created) throw UsageError{errorText(created).toStdString()};
    std::unique_ptr<Variant> variant = std::move(created.value());
    const auto set =
        variant->setPosition(position == "startpos" ? variant->startPosition() : position);
    if (!set) throw UsageError{"bad position: " + errorText(set).toStdString()};
    if (o.movesGiven && o.moves.empty()) throw UsageError{"--moves needs at least one turn"};
    for (std::size_t i = 0; i < o.moves.size(); ++i) {
        // The game's turns: the engine then knows the positions they passed through.
        auto turn = variant->parseTurn(o.moves[i], variant->fileNotation());
        if (!turn)
            throw UsageError{"--moves: turn " + std::to_string(i + 1) + " '" + o.moves[i] +
                             "': " + errorText(turn).toStdString()};
        variant->makeTurn(*turn);
    }
    return variant;
}

Notation notationOf(const Options& o, const Variant& v) {
    if (o.notation.empty()) return v.notations().front().notation;
    const std::optional<Notation> named = notationFromName(o.notation);
    if (!named) throw UsageError{"unknown notation '" + o.notation + "'"};
    if (v.writes(*named)) return *named;
    throw UsageError{"notation '" + o.notation + "' is not available for " + v.id()};
}

int depthOf(const std::string& text) {
    int depth = -1;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), depth);
    if (ec != std::errc() || end != text.data() + text.size() || depth < 0 || depth > 20)
        throw UsageError{"DEPTH must be a whole number from 0 to 20, not '" + text + "'"};
    return depth;
}

int legal(const Options& o, std::ostream& out) {
    auto v = loadPosition(o, joined(o.positional, 0));
    const Notation notation = notationOf(o, *v);
    const auto moves = v->legalMoveList(notation);
    if (!o.json) {
        for (const std::string& m : moves) out << m << '\n';
        return 0;
    }
    writeJson(out, QJsonObject{{"variant", jsonText(v->id())},
                               {"rules", jsonText(v->rules())},
                               {"position", jsonText(v->position())},
                               {"notation", jsonText(notationName(notation))},
                               {"legal", jsonTexts(moves)}});
    return 0;
}

// The problems of a position for setting it up: "ok", or one line per problem (exit 1).
int validate(const Options& o, std::ostream& out) {
    const std::string position = joined(o.positional, 0);
    if (position.empty()) throw UsageError{"missing POSITION"};
    const std::string id = o.variant.empty() ? detectVariant(position) : o.variant;
    if (id.empty())
        throw UsageError{"cannot tell the variant of '" + position + "'; give --variant " +
                         variantChoices()};
    auto created = createVariant(id, o.rules);
    if (!created) throw UsageError{errorText(created).toStdString()};
    const Variant& variant = *created.value();
    const std::vector<Error> problems = variant.validatePosition(position, o.allowUnreachable);
    if (o.json) {
        QJsonArray list;
        for (const Error& e : problems)
            list.append(QJsonObject{{"code", QString::fromLatin1(errorCodeName(e.code))},
                                    {"message", errorText(e)}});
        writeJson(out, QJsonObject{{"variant", jsonText(variant.id())},
                                   {"rules", jsonText(variant.rules())},
                                   {"position", jsonText(position)},
                                   {"allowUnreachable", o.allowUnreachable},
                                   {"ok", problems.empty()},
                                   {"problems", list}});
    } else if (problems.empty()) {
        out << "ok\n";
    }
    if (!o.json)
        for (const Error& e : problems)
            out << "error: " << errorCodeName(e.code) << ": " << errorText(e).toStdString() << '\n';
    return problems.empty() ? 0 : 1;
}

int perft(const Options& o, std::ostream& out) {
    if (o.positional.empty()) throw UsageError{"perft needs DEPTH and POSITION"};
    const int depth = depthOf(o.positional[0]);
    auto v = loadPosition(o, joined(o.positional, 1));
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t nodes = o.turns ? v->perftTurns(depth) : v->perft(depth);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (o.json) {
        writeJson(out, QJsonObject{{"variant", jsonText(v->id())},
                                   {"rules", jsonText(v->rules())},
                                   {"position", jsonText(v->position())},
                                   {"depth", depth},
                                   {"turns", o.turns},
                                   {"nodes", jsonCount(nodes)},
                                   {"timeMs", jsonMilliseconds(seconds)},
                                   {"nps", jsonNodesPerSecond(nodes, seconds)}});
        return 0;
    }
    if (o.bench) {
        out << "time_s " << seconds << '\n';
        out << "nps " << static_cast<std::uint64_t>(seconds > 0 ? double(nodes) / seconds : 0)
            << '\n';
    }
    out << nodes << '\n';
    return 0;
}

int divide(const Options& o, std::ostream& out) {
    if (o.positional.empty()) throw UsageError{"divide needs DEPTH and POSITION"};
    const int depth = depthOf(o.positional[0]);
    if (depth < 1) throw UsageError{"divide needs DEPTH of at least 1"};
    auto v = loadPosition(o, joined(o.positional, 1));
    const auto counts = v->divide(depth);
    if (!o.json) {
        for (const auto& [text, count] : counts) out << text << ' ' << count << '\n';
        return 0;
    }
    QJsonArray moves;
    std::uint64_t total = 0;
    for (const auto& [text, count] : counts) {
        moves.append(QJsonObject{{"move", jsonText(text)}, {"nodes", jsonCount(count)}});
        total += count;
    }
    writeJson(out, QJsonObject{{"variant", jsonText(v->id())},
                               {"rules", jsonText(v->rules())},
                               {"position", jsonText(v->position())},
                               {"depth", depth},
                               {"nodes", jsonCount(total)},
                               {"moves", moves}});
    return 0;
}

// The game file of a command that reads one, opened for reading as a stream (PgnStream).
std::ifstream openGameFile(const Options& o, const char* command) {
    if (o.positional.size() != 1)
        throw UsageError{std::string(command) + " needs exactly one FILE"};
    std::ifstream file(o.positional[0], std::ios::binary);
    if (!file) throw UsageError{"cannot read '" + o.positional[0] + "'"};
    return file;
}

// Reads the game file a stretch at a time (memory bounded whatever its size), giving each
// stretch's games and errors to `take` until it returns false. False when the file could not
// be read to its end.
bool forEachStretch(const Options& o, const char* command,
                    const std::function<bool(const PgnReadResult&)>& take) {
    std::ifstream file = openGameFile(o, command);
    const PgnReader reader(registeredVariants());
    PgnStream stream(reader, file);
    while (const std::optional<PgnReadResult> stretch = stream.next())
        if (!take(*stretch)) return true;
    return !stream.failed();
}

QJsonObject tagsJson(const TagList& tags) {
    QJsonObject object;
    for (const auto& [key, value] : tags)
        object.insert(QString::fromStdString(key), jsonText(value));
    return object;
}

QJsonObject errorJson(const PgnError& e) {
    return QJsonObject{{"game", e.game},
                       {"line", e.line},
                       {"column", e.column},
                       {"code", errorCodeName(e.error.code)},
                       {"message", errorText(e.error)}};
}

QJsonObject replayedJson(const PgnGame& g) {
    const ReplayedGame summary = PgnReader::summarize(g);
    QJsonArray turns;
    for (const NodeId id : g.tree.mainLine())
        turns.append(QJsonObject{{"ply", g.tree.ply(id)},
                                 {"move", jsonText(g.tree.text(id))},
                                 {"position", jsonText(g.tree.positionAt(id))}});
    return QJsonObject{{"number", g.number},
                       {"variant", jsonText(summary.variant)},
                       {"tags", tagsJson(summary.tags)},
                       {"startPosition", jsonText(g.tree.startPosition())},
                       {"turns", turns},
                       {"finalPosition", jsonText(summary.finalPosition)},
                       {"result", jsonText(summary.result)}};
}

// Replays every game; a broken game is reported on stderr and skipped, as `db import` does
// (exit 1 when any was); what was repaired or guessed in a game is a warning on stderr.
int replay(const Options& o, std::ostream& out, std::ostream& err) {
    QJsonArray games, errors, warnings;
    const bool read = forEachStretch(o, "replay", [&](const PgnReadResult& r) {
        for (const PgnGame& g : r.games) {
            if (o.json)
                games.append(replayedJson(g));
            else
                out << "game " << g.number << ": " << PgnReader::summarize(g).finalPosition << '\n';
        }
        for (const PgnError& e : r.errors) {
            errors.append(errorJson(e));
            err << "trellis replay: " << errorText(e).toStdString() << '\n';
        }
        for (const PgnError& w : r.warnings) {
            warnings.append(errorJson(w));
            err << "trellis replay: warning: " << errorText(w).toStdString() << '\n';
        }
        return true;
    });
    if (o.json)
        writeJson(out, QJsonObject{{"games", games}, {"errors", errors}, {"warnings", warnings}});
    if (!read) throw UsageError{"cannot read '" + o.positional[0] + "' to its end"};
    return errors.isEmpty() ? 0 : 1;
}

// Reads every game and writes them back in canonical form; broken games go to stderr.
int pgn(const Options& o, std::ostream& out, std::ostream& err) {
    QJsonArray games, errors;
    bool first = true, clean = true;
    const bool read = forEachStretch(o, "pgn", [&](const PgnReadResult& r) {
        for (const PgnGame& g : r.games) {
            if (o.json) {
                const ReplayedGame summary = PgnReader::summarize(g);
                games.append(QJsonObject{{"number", g.number},
                                         {"variant", jsonText(summary.variant)},
                                         {"tags", tagsJson(summary.tags)},
                                         {"moves", jsonTexts(summary.mainLine)},
                                         {"result", jsonText(summary.result)},
                                         {"pgn", jsonText(PgnWriter().write(g.tree))}});
            } else {
                out << (first ? "" : "\n") << PgnWriter().write(g.tree); // as write(trees) joins
                first = false;
            }
        }
        for (const PgnError& e : r.errors) {
            if (o.json) errors.append(errorJson(e));
            err << "trellis pgn: " << errorText(e).toStdString() << '\n';
            clean = false;
        }
        return true;
    });
    if (o.json) writeJson(out, QJsonObject{{"games", games}, {"errors", errors}});
    if (!read) throw UsageError{"cannot read '" + o.positional[0] + "' to its end"};
    return clean ? 0 : 1;
}

// A whole number in [low, high] for option `name`.
long long numberOf(const std::string& name, const std::string& text, long long low,
                   long long high) {
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < low || value > high)
        throw UsageError{name + " must be a whole number from " + std::to_string(low) + " to " +
                         std::to_string(high) + ", not '" + text + "'"};
    return value;
}

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
    if (o.positional.size() != 1) throw UsageError{"needs exactly one game FILE"};
    if (o.output.empty()) throw UsageError{"needs -o OUT (the weights file to write)"};
    r.gamesPath = o.positional[0];
    r.output = o.output;
    r.start = o.weights.empty() ? variant->builtInWeights() : weightsOf(o.weights, r.variantId);
    if (!o.passes.empty()) r.passes = int(numberOf("--passes", o.passes, 0, 1000));
    if (!o.step.empty()) r.step = int(numberOf("--step", o.step, 1, 1000));
    if (!o.skip.empty()) r.skip = int(numberOf("--skip", o.skip, 0, 1000));
    if (!o.scoreNodes.empty())
        r.scoreNodes = std::uint64_t(numberOf("--score-nodes", o.scoreNodes, 1, 1000000000));
    r.json = o.json;
    return tuneWeights(r, out, err);
}

using Command = std::function<int(const Options&, std::istream&, std::ostream&, std::ostream&)>;

// Every registered variant: id, names, sides, position format, rule sets and notations.
int variants(const Options& o, std::ostream& out) {
    QJsonArray list;
    for (const VariantDescriptor* v : registeredVariants()) {
        QJsonArray rules, notations;
        for (const std::string& r : v->ruleSets) rules.append(QString::fromStdString(r));
        for (const NotationInfo& n : v->notations)
            notations.append(QJsonObject{{"name", QString::fromStdString(notationName(n.notation))},
                                         {"label", QString::fromStdString(n.label)}});
        list.append(
            QJsonObject{{"id", QString::fromStdString(v->id)},
                        {"name", QString::fromStdString(v->displayName)},
                        {"tag", QString::fromStdString(v->tagName)},
                        {"sides", QJsonArray{QString::fromStdString(v->sideNames[0]),
                                             QString::fromStdString(v->sideNames[1])}},
                        {"positionFormat", QString::fromStdString(v->positionFormat)},
                        {"rules", rules},
                        {"notations", notations},
                        {"fileNotation", QString::fromStdString(notationName(v->fileNotation))},
                        {"stepwiseTurns", v->stepwiseTurns}});
    }
    if (o.json) {
        writeJson(out, QJsonDocument(list));
        return 0;
    }
    for (const auto& entry : list) {
        const QJsonObject v = entry.toObject();
        QStringList rules, notations;
        for (const auto& r : v["rules"].toArray()) rules << r.toString();
        for (const auto& n : v["notations"].toArray()) notations << n.toObject()["name"].toString();
        out << QStringLiteral("%1\t%2\t%3\trules: %4\tnotations: %5\n")
                   .arg(v["id"].toString(), v["name"].toString(), v["positionFormat"].toString(),
                        rules.join(", "), notations.join(", "))
                   .toStdString();
    }
    return 0;
}

const std::map<std::string, Command>& commands() {
    static const std::map<std::string, Command> table{
        {"variants", [](const Options& o, std::istream&, std::ostream& out,
                        std::ostream&) { return variants(o, out); }},
        {"legal", [](const Options& o, std::istream&, std::ostream& out,
                     std::ostream&) { return legal(o, out); }},
        {"validate", [](const Options& o, std::istream&, std::ostream& out,
                        std::ostream&) { return validate(o, out); }},
        {"perft", [](const Options& o, std::istream&, std::ostream& out,
                     std::ostream&) { return perft(o, out); }},
        {"divide", [](const Options& o, std::istream&, std::ostream& out,
                      std::ostream&) { return divide(o, out); }},
        {"replay", [](const Options& o, std::istream&, std::ostream& out,
                      std::ostream& err) { return replay(o, out, err); }},
        {"pgn", [](const Options& o, std::istream&, std::ostream& out,
                   std::ostream& err) { return pgn(o, out, err); }},
        {"analyse", [](const Options& o, std::istream& in, std::ostream& out,
                       std::ostream& err) { return analyse(o, in, out, err); }},
        {"mate", [](const Options& o, std::istream&, std::ostream& out,
                    std::ostream&) { return mate(o, out); }},
        {"match", [](const Options& o, std::istream&, std::ostream& out,
                     std::ostream& err) { return match(o, out, err); }},
        {"tune", [](const Options& o, std::istream&, std::ostream& out,
                    std::ostream& err) { return tune(o, out, err); }},
    };
    return table;
}

// Subcommands that read their own options (ExportCommands.h).
using OwnOptionsCommand =
    std::function<int(const std::vector<std::string>&, std::ostream&, std::ostream&)>;
const std::map<std::string, OwnOptionsCommand>& ownOptionsCommands() {
    static const std::map<std::string, OwnOptionsCommand> table{{"diagram", diagramCommand},
                                                                {"sheet", sheetCommand}};
    return table;
}

} // namespace

bool isSubcommand(const std::string& word) {
    return commands().count(word) > 0 || ownOptionsCommands().count(word) > 0 || word == "db" ||
           word == "generate" || word == "puzzle" || word == "uci";
}

std::string versionText() {
    std::string text = std::string("Trellis ") + kVersion;
    if (*kGitCommit) text += std::string(" (commit ") + kGitCommit + ")";
    return text + ", Qt " + qVersion();
}

std::string usage() {
    return "Usage:\n"
           "  trellis                                   start the studio\n"
           "  trellis --version                         the version, commit and Qt version\n"
           "  trellis variants [--json]                 the variants, rule sets and notations\n"
           "  trellis legal [--variant V] [--rules R] [--notation N] [--json] POSITION\n"
           "  trellis validate [--variant V] [--rules R] [--allow-unreachable] [--json] POSITION\n"
           "                  'ok', or one line 'error: CODE: message' per problem (exit 1)\n"
           "  trellis perft [--variant V] [--rules R] [--bench] [--turns] [--json] DEPTH POSITION\n"
           "  trellis divide [--variant V] [--rules R] [--json] DEPTH POSITION\n"
           "  trellis replay [--json] FILE   replay every game; print each final position\n"
           "  trellis pgn [--json] FILE      read every game and write it back in canonical form\n"
           "  trellis analyse [--variant V] [--rules R] [--notation N] [--depth D | --time S |\n"
           "                  --nodes K | --infinite] [--multipv M] [--threads T] [--hash MB]\n"
           "                  [--json | --stream] POSITION\n"
           "                  [--moves TURN...]   the position after TURNs, which the engine\n"
           "                  knows as the game's history (a repetition of them is a draw)\n"
           "                  --threads: search threads (default every core; 1 repeats exactly)\n"
           "  trellis analyse --bench [--variant V] [--threads T] [--json]   search speed on\n"
           "                  fixed positions\n"
           "  trellis mate [--variant V] [--rules R] [--threads T] [--json] N POSITION\n"
           "                  [--moves TURN...]\n"
           "                  mate in N or 'none'\n"
           "  trellis match [--variant V] [--games G] [--seed S] [--max-plies P] [--json]\n"
           "                [--pgn FILE] --white CONFIG --black CONFIG   (random, depth:N, "
           "nodes:N,\n"
           "                time:MS, depth:N:material, nodes:N:plain, nodes:N:full:weights=FILE,\n"
           "                nodes:N:program=PATH: another trellis build)   score and Elo\n"
           "  trellis uci [--help]   the engine as a UCI engine on stdin/stdout (UCI_Variant\n"
           "                  chooses the variant; --help: options and move tokens)\n"
           "  trellis tune [--variant V] [--weights FILE] [--passes N] [--step S] [--skip P]\n"
           "               [--score-nodes N] [--json] -o OUT GAMEFILE   Texel's method:\n"
           "               evaluation weights fitted to the game results (or to searches\n"
           "               of N nodes), written to OUT\n" +
           dbUsage() + puzzleUsage() +
           "  trellis diagram [--variant V] [--rules R] [--format svg|png|pdf] [--view 2d|3d]\n"
           "                  [--layout side|stack] [--size WxH|W] [--dpr R] [--flip]\n"
           "                  [--no-coordinates] [--theme screen|print] [--last-turn] "
           "[--no-check]\n"
           "                  [--no-annotations] [--arrow FROM-TO[:COLOUR]]... [--mark "
           "SQ[:COLOUR]]...\n"
           "                  [--caption TEXT] [--json] -o OUT (POSITION | --game FILE [--number "
           "G]\n"
           "                  [--ply N])   a diagram; the format follows OUT's extension\n"
           "  trellis sheet --game FILE [--number G] [--every N] [--theme print|screen] [--flip]\n"
           "                [--no-coordinates] [--page a4|letter] [--json] -o OUT.pdf   game "
           "sheets\n"
           "  trellis [--open GAMEFILE] [--variant V] [--database FILE] [--screenshot FILE]\n"
           "          [--size WxH] [--lang vi|de|en] [--editor]\n"
           "POSITION is a position string or 'startpos'; V is a variant id and R one of its rule\n"
           "sets, N one of its notations (see 'trellis variants'). --json prints one JSON\n"
           "document instead of text; errors still go to stderr with a non-zero exit code.\n";
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    return run(args, std::cin, out, err);
}

int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err) {
    if (args.empty() || !isSubcommand(args[0])) {
        err << "trellis: unknown command" << (args.empty() ? "" : " '" + args[0] + "'") << '\n';
        return 2;
    }
    // The database commands parse their own arguments (their filters are theirs alone).
    if (args[0] == "db") return dbCommand(args, out, err);
    if (args[0] == "generate") return generateCommand(args, out, err);
    if (args[0] == "puzzle") return puzzleCommand(args, out, err);
    if (args[0] == "uci") return uciCommand(args, in, out, err);
    if (const auto own = ownOptionsCommands().find(args[0]); own != ownOptionsCommands().end())
        return own->second(args, out, err);
    try {
        return commands().at(args[0])(parseOptions(args), in, out, err);
    } catch (const UsageError& e) {
        err << "trellis " << args[0] << ": " << e.message << '\n';
        return 2;
    }
}

} // namespace trellis::cli
