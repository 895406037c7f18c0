#pragma once
// `trellis db import|list|export|stats|bench` and `trellis generate` (README.md, app/README.md).
// They parse their own arguments (the filters are theirs alone) and follow the CLI's rules:
// --json for one JSON document, errors on stderr, exit 2 for bad arguments or an unusable
// database, 1 when some games were skipped or could not be read back.
#include <iosfwd>
#include <string>
#include <vector>

namespace trellis::cli {

// args[0] is "db" or "generate".
int dbCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int generateCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
std::string dbUsage();

} // namespace trellis::cli
