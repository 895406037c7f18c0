#include "Cli.h"

#include <iostream>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && !trellis::cli::isSubcommand(args[0]) && args[0] != "--help" && args[0] != "-h") {
        std::cerr << "trellis: unknown command '" << args[0] << "'\n" << trellis::cli::usage();
        return 2;
    }
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        // Until the main window exists: usage and the legal turns of the start position.
        std::cout << trellis::cli::usage() << "\nLegal turns of the Tri-D start position:\n";
        return trellis::cli::run({"legal", "startpos"}, std::cout, std::cerr);
    }
    return trellis::cli::run(args, std::cout, std::cerr);
}
