// `trellis puzzle verify`: every puzzle of a game file through the PuzzleVerifier.
#include "PuzzleCommands.h"

#include "JsonOutput.h"
#include "TurnTexts.h"

#include "ErrorText.h"
#include "game/PgnReader.h"
#include "puzzle/PuzzleVerifier.h"
#include "variant/VariantRegistry.h"

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
    if (a.verb != "verify") return std::string("expected 'verify'");
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

} // namespace

std::string puzzleUsage() {
    return "  trellis puzzle verify [--json] FILE   each puzzle: ok, not-unique, wrong or "
           "unsound\n";
}

int puzzleCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    Arguments a;
    if (const auto bad = parseArguments(args, a)) {
        err << "trellis puzzle: " << *bad << '\n';
        return 2;
    }
    return verify(a, out, err);
}

} // namespace trellis::cli
