#pragma once
// The command-line interface (ARCHITECTURE.md): variants, legal, validate, perft, divide, replay,
// pgn, analyse, mate, match, diagram, sheet, each with --json for one JSON document (written with
// QJsonDocument). Runs without a display (no QApplication; diagram and sheet start a
// QGuiApplication on the offscreen platform, ExportCommands.h). Exit codes: 0 success, 1 a checked
// file has an error, 2 bad input; errors go to stderr, also with --json.
#include <iosfwd>
#include <string>
#include <vector>

namespace trellis::cli {

// Subcommand names the CLI handles; anything else is the GUI's.
bool isSubcommand(const std::string& word);
// Runs `args` (without the program name); writes to out/err and returns the exit code.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// The same with the input the commands read (analyse --stream reads "stop" from it).
int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err);
// Usage text.
std::string usage();
// "Trellis 0.1.0 (commit 1a2b3c4d5e), Qt 6.4.2": trellis --version and Help > About.
std::string versionText();

} // namespace trellis::cli
