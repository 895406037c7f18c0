#include "Cli.h"

#include "CliOptions.h"
#include "DbCommands.h"
#include "EngineArguments.h"
#include "ExportCommands.h"
#include "JsonOutput.h"
#include "PuzzleCommands.h"
#include "SearchCommands.h"
#include "UciSession.h"
#include "Version.h"

#include "ErrorText.h"
#include "game/PgnReader.h"
#include "game/PgnStream.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <climits>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <ostream>
#include <sstream>

namespace trellis::cli {

namespace {

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
           "               [--score-nodes N [--engine PROGRAM [--option NAME=VALUE]...]]\n"
           "               [--resolve] [--save-targets FILE] [--gradient STEPS [--decay X]]\n"
           "               [--only PREFIX,...] [--json] -o OUT (GAMEFILE | --targets FILE)\n"
           "               Texel's method: evaluation weights fitted to the game results (or\n"
           "               to searches of N nodes, by the UCI engine PROGRAM if given), written\n"
           "               to OUT; positions with captures are left out, or with --resolve\n"
           "               (chess) replaced by the quiet position their exchanges lead to (a\n"
           "               capture-only search's line). --save-targets FILE keeps the\n"
           "               positions and targets, which --targets FILE gives again instead of\n"
           "               GAMEFILE; --gradient STEPS fits the whole table by gradient descent\n"
           "               (--passes rounds of STEPS steps of at most --step centipawns;\n"
           "               --decay X adds X per centipawn squared a weight moves to the error)\n"
           "               instead of a weight at a time; --only P1,P2... moves only the\n"
           "               weights whose names begin so\n" +
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
