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

namespace trellis::cli {

struct AnalyseRequest {
    Variant* variant = nullptr;
    Notation notation = Notation::Composite;
    search::SearchLimits limits;
    search::EngineOptions engine; // threads and hash
    bool json = false;
};

// Final lines as plain text (one per PV) or one JSON document.
int analysePosition(const AnalyseRequest& request, std::ostream& out);
// The --stream protocol (app/ENGINE-PROTOCOL.md): JSON lines per iteration and a done line; a
// "stop" line or the end of `in` ends the search.
int analyseStream(const AnalyseRequest& request, std::istream& in, std::ostream& out);
// Fixed positions to a fixed depth: nodes, time and nodes/s per position and in total, as text
// lines or one JSON document (with the number of threads).
int analyseBench(const std::string& variantId, const search::EngineOptions& engine, bool json,
                 std::ostream& out);

// The mating line (one turn per line) or "none"; with json one document. The answer is the
// same with any number of threads.
int mateSearch(Variant& variant, Notation notation, int turns, int threads, bool json,
               std::ostream& out);

// One side of a match: a random mover, or the engine at a depth or node count, with the full
// or the material-only evaluation. Text forms: random, depth:N, nodes:N, depth:N:material.
struct PlayerConfig {
    std::string name;
    bool random = false;
    search::SearchLimits limits;
    search::EvalMode eval = search::EvalMode::Full;
};
// Nothing when the text is none of those forms.
std::optional<PlayerConfig> parsePlayerConfig(const std::string& text);

struct MatchRequest {
    std::string variantId, rules;
    int games = 10;
    int maxPlies = 200;
    std::uint64_t seed = 1;
    PlayerConfig first, second; // first plays White/Red in odd games
    bool json = false;          // one JSON document at the end instead of a line per game
};
// A line per game as it ends and the score, or one JSON document.
int playMatch(const MatchRequest& request, std::ostream& out);

} // namespace trellis::cli
