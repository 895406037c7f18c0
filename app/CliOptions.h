#pragma once
// The command line's options, read once for the subcommands that share them (Cli.cpp,
// EngineArguments.cpp), and the checks that turn their words into positions and numbers. A bad
// word is a UsageError: exit code 2 and one line on stderr.
#include "variant/Variant.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace trellis::cli {

// Options shared by the subcommands, and the positional words left over.
struct Options {
    std::string variant, rules, notation;
    bool json = false, bench = false, turns = false;
    // analyse, mate, match
    std::string depth, time, nodes, multipv, games, white, black, seed, maxPlies;
    std::string pgn;                                             // match: where to save the games
    std::string weights, output, passes, step, skip, scoreNodes; // tune
    std::string gradient, decay, targets, saveTargets, only;     // tune
    std::string threads, hash; // analyse, mate: the engine's threads and hash megabytes
    // analyse --engine PROGRAM --option NAME=VALUE...; match --white-option/--black-option
    std::string engine;
    std::vector<std::string> engineOptions, whiteOptions, blackOptions;
    bool stream = false, infinite = false;
    bool allowUnreachable = false; // validate
    bool resolve = false;          // tune
    std::vector<std::string> positional;
    // --moves TURN...: turns played from POSITION first (the words up to the next option).
    std::vector<std::string> moves;
    bool movesGiven = false;
};

// Thrown for bad arguments; becomes exit code 2 and one line on stderr.
struct UsageError {
    std::string message;
};

// The options and positional words of `args` (args[0] is the subcommand).
Options parseOptions(const std::vector<std::string>& args);
// The words from `from` on, joined by spaces (a position string given unquoted).
std::string joined(const std::vector<std::string>& words, std::size_t from);
// "trid|cotulenh|chess": the ids --variant takes.
std::string variantChoices();
// The variant named by --variant, or recognised from the position string, set to it and with
// the --moves played.
std::unique_ptr<Variant> loadPosition(const Options& o, const std::string& position);
// The notation named by --notation, or the variant's first.
Notation notationOf(const Options& o, const Variant& v);
// `text` as a whole number in [low, high], or nothing.
std::optional<long long> wholeNumberIn(const std::string& text, long long low, long long high);
// "NAME must be a whole number from LOW to HIGH, not 'TEXT'": what a bad one is told.
std::string notAWholeNumber(const std::string& name, const std::string& text, long long low,
                            long long high);
// A whole number in [low, high] for option `name`, else a UsageError.
long long numberOf(const std::string& name, const std::string& text, long long low, long long high);

} // namespace trellis::cli
