#pragma once
// The engine's subcommands read from the command line's options: analyse (the built-in search
// or a UCI engine), mate, match and tune. Each checks its options (a UsageError names the bad
// one) and runs the request of SearchCommands.h, MatchCommand.h or TuneCommand.h.
#include "CliOptions.h"

#include <iosfwd>

namespace trellis::cli {

int analyse(const Options& o, std::istream& in, std::ostream& out, std::ostream& err);
int mate(const Options& o, std::ostream& out);
int match(const Options& o, std::ostream& out, std::ostream& err);
int tune(const Options& o, std::ostream& out, std::ostream& err);

} // namespace trellis::cli
