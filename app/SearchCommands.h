#pragma once
// The engine's subcommands (analyse, mate, match). Cli.cpp parses and validates the arguments
// and hands over ready values; these functions only run and print.
#include "search/Engine.h"
#include "search/SearchTypes.h"
#include "variant/Result.h"
#include "variant/Variant.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace trellis::cli {

struct AnalyseRequest {
    Variant* variant = nullptr;
    Notation notation = Notation::Composite;
    search::SearchLimits limits;
    search::EngineOptions engine; // threads and hash
    bool json = false;
    // A UCI engine program to analyse with instead of the built-in engine (UciEngine), its
    // options as NAME=VALUE, and the game it is told: the start and the turns to `variant`.
    std::string uciProgram;
    std::vector<std::string> uciOptions;
    std::vector<std::string> uciIfOffered; // Threads=N, Hash=MB: set when the engine has them
    const Variant* start = nullptr;
    std::vector<Turn> moves;
};

// Final lines as plain text (one per PV) or one JSON document.
int analysePosition(const AnalyseRequest& request, std::ostream& out, std::ostream& err);
// The --stream protocol (app/ENGINE-PROTOCOL.md): JSON lines per iteration and a done line; a
// "stop" line or the end of `in` ends the search. A UCI engine that fails: its error on `err`,
// exit code 1, no done line.
int analyseStream(const AnalyseRequest& request, std::istream& in, std::ostream& out,
                  std::ostream& err);
// Fixed positions to a fixed depth: nodes, time and nodes/s per position and in total, as text
// lines or one JSON document (with the number of threads).
int analyseBench(const std::string& variantId, const search::EngineOptions& engine, bool json,
                 std::ostream& out);

// The mating line (one turn per line) or "none"; with json one document. The answer is the
// same with any number of threads.
int mateSearch(Variant& variant, Notation notation, int turns, int threads, bool json,
               std::ostream& out);

// One side of a match: a random mover, or the engine at a depth, node count or time per turn
// (milliseconds), with the full or the material-only evaluation, optionally with weights from a
// file, or another trellis program (ExternalEngine.h). Text forms: random, depth:N, nodes:N,
// time:MS, depth:N:material, nodes:N:full:weights=FILE, nodes:N:program=PATH,
// time:MS:uci=PROGRAM (FILE, PATH and PROGRAM: the rest of the text).
struct PlayerConfig {
    std::string name;
    bool random = false;
    search::SearchLimits limits;
    search::EvalMode eval = search::EvalMode::Full;
    std::string weightsFile;  // empty: the built-in weights
    std::vector<int> weights; // read from weightsFile by the caller (WeightsFile.h)
    std::string program;      // empty: this build's engine
    // A UCI engine program (uci=PROGRAM) and its options as NAME=VALUE (--white-option ...).
    std::string uciProgram;
    std::vector<std::string> uciOptions;
};
// Nothing when the text is none of those forms (the weights file is not read here).
std::optional<PlayerConfig> parsePlayerConfig(const std::string& text);

struct MatchRequest {
    std::string variantId, rules;
    int games = 10;
    int maxPlies = 200;
    std::uint64_t seed = 1;
    PlayerConfig first, second; // first plays White/Red in odd games
    bool json = false;          // one JSON document at the end instead of a line per game
    std::string pgnPath;        // when set, every game is saved there (game file, atomic)
};
// The Elo difference of a score fraction and its 95 % margin from the games' scores (1, 0.5,
// 0 each); infinite when the score is all or nothing.
struct EloEstimate {
    double elo = 0, margin = 0;
};
EloEstimate eloEstimate(const std::vector<double>& scores);
// A line per game as it ends and the score, or one JSON document.
int playMatch(const MatchRequest& request, std::ostream& out, std::ostream& err);

// `trellis tune`: Texel's method on the games of a game file (search/TexelTuner.h).
struct TuneRequest {
    std::string variantId;
    std::string gamesPath; // a game file with results (e.g. from match --pgn)
    // Instead of gamesPath: positions and their targets as saveTargets wrote them.
    std::string targetsPath;
    std::string saveTargets; // not empty: the positions and targets are written there
    std::vector<int> start;  // the weights to start from, in the variant's order
    std::string output;      // the weights file to write
    int passes = 20, step = 8;
    // > 0: descent by gradient (TexelTuner::tuneByGradient), this many steps a round, `passes`
    // rounds, `step` the most a weight moves in one step.
    int gradientSteps = 0;
    double decay = 0; // GradientFit's decay (error per centipawn squared a weight moves)
    // Not empty: only the weights marked true move (--only's prefixes, one mark per weight).
    std::vector<bool> tunable;
    int skip = 8; // first plies of every game left out (the random openings)
    // > 0: each position's target is what a search of that many nodes (one thread, the starting
    // weights) expects, instead of its game's result.
    std::uint64_t scoreNodes = 0;
    // Not empty: the targets are that UCI engine program's searches of scoreNodes nodes (with
    // these NAME=VALUE option settings), not Trellis's own.
    std::string engine;
    std::vector<std::string> engineOptions;
    // Positions with captures to make are replaced by the end of their exchanges
    // (VariantDescriptor::resolver) instead of being left out.
    bool resolve = false;
    bool json = false; // one JSON document at the end instead of lines as the work goes
};
// Prints the number of positions, K, the error before, after each pass and after; writes the
// tuned weights. 1 when the file cannot be read or holds no position to learn from.
int tuneWeights(const TuneRequest& request, std::ostream& out, std::ostream& err);

} // namespace trellis::cli
