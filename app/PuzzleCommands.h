#pragma once
// `trellis puzzle verify FILE [--json]` (README.md, app/README.md): one line per puzzle of a
// game file, "puzzle N: ok", "puzzle N: not-unique: ALTERNATIVES", "puzzle N: wrong: REASON" or
// "puzzle N: unsound: REASON"; exit 0 when all are ok, 1 otherwise (also when a game of the
// file cannot be read: its error goes to stderr), 2 for bad arguments.
#include <iosfwd>
#include <string>
#include <vector>

namespace trellis::cli {

// args[0] is "puzzle".
int puzzleCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
std::string puzzleUsage();

} // namespace trellis::cli
