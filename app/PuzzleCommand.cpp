// `trellis puzzle verify`: every puzzle of a game file through the PuzzleVerifier.
#include "PuzzleCommands.h"

#include "JsonOutput.h"
#include "TurnTexts.h"

#include "ErrorText.h"
#include "PuzzleMining.h"
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "puzzle/PuzzleVerifier.h"
#include "variant/VariantRegistry.h"

#include <QFileInfo>

#include <charconv>
#include <ostream>

namespace trellis::cli {

namespace {

struct Arguments {
    std::string verb, file;
    bool json = false;
};

// Bad arguments: a message for "trellis puzzle: ..." and exit 2. Options go anywhere.
std::optional<std::string> parseArguments(const std::vector<std::string>& args, Arguments& a) {
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--json")
            a.json = true;
        else if (args[i].rfind("--", 0) == 0)
            return "unknown option '" + args[i] + "'";
        else if (a.verb.empty())
            a.verb = args[i];
        else if (a.file.empty())
            a.file = args[i];
        else
            return a.verb + " takes one FILE";
    }
    if (a.verb != "verify") return std::string("expected 'verify' or 'mine'");
    if (a.file.empty()) return std::string("verify needs a FILE");
    return std::nullopt;
}

QString verdictText(const puzzle::Verdict& v) {
    switch (v.kind) {
    case puzzle::Verdict::Kind::Ok:
        return {};
    case puzzle::Verdict::Kind::NotUnique: {
        QStringList alternatives;
        for (const std::string& a : v.alternatives) alternatives << QString::fromStdString(a);
        return alternatives.join(", ");
    }
    case puzzle::Verdict::Kind::Wrong:
    case puzzle::Verdict::Kind::Unsound:
        return errorText(v.reason);
    }
    return {};
}

int verify(const Arguments& a, std::ostream& out, std::ostream& err) {
    const Result<PgnReadResult> read = PgnReader(registeredVariants()).readFile(a.file);
    if (!read) {
        err << "trellis puzzle: " << errorText(read).toStdString() << '\n';
        return 2;
    }
    puzzle::PuzzleVerifier verifier;
    bool allOk = read->errors.empty();
    QJsonArray puzzles;
    for (const PgnGame& game : read->games) {
        const puzzle::Verdict v = verifier.verify(game.tree);
        allOk = allOk && v.kind == puzzle::Verdict::Kind::Ok;
        const QString name = QString::fromLatin1(puzzle::verdictName(v.kind));
        const QString detail = verdictText(v);
        if (a.json) {
            const std::unique_ptr<Variant> board = game.tree.startVariant().clone();
            QJsonObject entry{
                {"number", game.number},
                {"verdict", name},
                {"alternatives", jsonTexts(v.alternatives)},
                {"line", jsonTexts(turnTexts(*board, v.line, board->fileNotation()))}};
            if (v.reason.code != ErrorCode::None) {
                entry["code"] = QString::fromLatin1(errorCodeName(v.reason.code));
                entry["message"] = errorText(v.reason);
            }
            puzzles.append(entry);
        } else {
            out << "puzzle " << game.number << ": " << name.toStdString()
                << (detail.isEmpty() ? "" : ": " + detail.toStdString()) << '\n';
        }
    }
    for (const PgnError& e : read->errors)
        err << "trellis puzzle: " << errorText(e).toStdString() << '\n';
    if (a.json) writeJson(out, QJsonObject{{"puzzles", puzzles}, {"ok", allOk}});
    return allOk ? 0 : 1;
}

struct MineArguments {
    std::string source, output;
    int limit = 0;
    bool json = false;
};

// `puzzle mine` reads its own options: --limit N, -o FILE, --json, one source.
std::optional<std::string> parseMineArguments(const std::vector<std::string>& args,
                                              MineArguments& a) {
    for (std::size_t i = 2; i < args.size(); ++i) {
        const std::string& arg = args[i];
        const bool valued = arg == "--limit" || arg == "-o" || arg == "--output";
        if (valued && i + 1 >= args.size()) return arg + " needs a value";
        if (arg == "--json") {
            a.json = true;
        } else if (arg == "--limit") {
            const std::string& v = args[++i];
            const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), a.limit);
            if (ec != std::errc() || end != v.data() + v.size() || a.limit < 1)
                return "--limit takes a number of puzzles of at least 1, not '" + v + "'";
        } else if (arg == "-o" || arg == "--output") {
            a.output = args[++i];
        } else if (arg.size() > 1 && arg[0] == '-') {
            return "unknown option '" + arg + "'";
        } else if (a.source.empty()) {
            a.source = arg;
        } else {
            return "mine takes one DB or FILE";
        }
    }
    if (a.source.empty()) return std::string("mine needs a DB or FILE");
    if (!QFileInfo(QString::fromStdString(a.source)).isFile())
        return "cannot open '" + a.source + "'";
    return std::nullopt;
}

int mine(const MineArguments& a, std::ostream& out, std::ostream& err) {
    db::MiningOptions options;
    options.limit = a.limit;
    options.progress = [&err](const db::MiningProgress& p) {
        err << "trellis puzzle mine: game " << p.games << " of " << p.totalGames << ", "
            << p.positions << " positions, " << p.puzzles << " puzzles\n";
    };
    const db::MiningReport report = db::minePuzzles(QString::fromStdString(a.source), options);
    if (!report.failure.isEmpty()) {
        err << "trellis puzzle: " << report.failure.toStdString() << '\n';
        return 2;
    }
    for (const QString& s : report.skipped) err << "trellis puzzle: " << s.toStdString() << '\n';
    const std::string pgn = PgnWriter().write(report.puzzles);
    if (!a.output.empty()) {
        if (const auto saved = PgnWriter().save(a.output, report.puzzles); !saved) {
            err << "trellis puzzle: " << errorText(saved).toStdString() << '\n';
            return 1;
        }
    }
    const double seconds = report.timeMs / 1000.0;
    const double rate = seconds > 0 ? double(report.counts.positions) / seconds : 0.0;
    if (a.json) {
        QJsonArray puzzles;
        int number = 0;
        for (const GameTree& p : report.puzzles) {
            const std::unique_ptr<Variant> board = p.startVariant().clone();
            std::vector<Turn> line;
            for (NodeId n : p.mainLine()) line.push_back(p.turn(n));
            puzzles.append(
                QJsonObject{{"number", ++number},
                            {"variant", QString::fromStdString(board->descriptor().id)},
                            {"position", QString::fromStdString(board->position())},
                            {"goal", QString::fromStdString(p.tag("Goal"))},
                            {"theme", QString::fromStdString(p.tag("Theme"))},
                            {"source", QString::fromStdString(p.tag("Source"))},
                            {"line", jsonTexts(turnTexts(*board, line, board->fileNotation()))}});
        }
        QJsonObject doc{{"games", report.counts.games},
                        {"positions", report.counts.positions},
                        {"timeMs", report.timeMs},
                        {"positionsPerSecond", rate},
                        {"puzzles", puzzles}};
        if (a.output.empty())
            doc["pgn"] = QString::fromStdString(pgn);
        else
            doc["output"] = QFileInfo(QString::fromStdString(a.output)).absoluteFilePath();
        writeJson(out, doc);
    } else if (a.output.empty()) {
        out << pgn;
    } else {
        out << report.puzzles.size() << " puzzles from " << report.counts.games << " games ("
            << report.counts.positions << " positions, " << int(rate) << " positions/s) written to "
            << a.output << '\n';
    }
    return report.skipped.isEmpty() ? 0 : 1;
}

} // namespace

std::string puzzleUsage() {
    return "  trellis puzzle verify [--json] FILE   each puzzle: ok, not-unique, wrong or "
           "unsound\n"
           "  trellis puzzle mine (DB | FILE) [--limit N] [-o FILE] [--json]\n"
           "                                        puzzles found in the games' main lines\n";
}

int puzzleCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (args.size() > 1 && args[1] == "mine") {
        MineArguments m;
        if (const auto bad = parseMineArguments(args, m)) {
            err << "trellis puzzle: " << *bad << '\n';
            return 2;
        }
        return mine(m, out, err);
    }
    Arguments a;
    if (const auto bad = parseArguments(args, a)) {
        err << "trellis puzzle: " << *bad << '\n';
        return 2;
    }
    return verify(a, out, err);
}

} // namespace trellis::cli
