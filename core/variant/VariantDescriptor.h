#pragma once
// Everything generic code needs to know of a variant without naming it: its names, its sides,
// its position string and notations, its rule sets, how to make a board of it, how to recognise
// its position strings, and its search adapter. Each variant declares one descriptor in its own
// folder; VariantRegistry lists them (one line per variant).
#include "Notation.h"
#include "Result.h"

#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace trellis {

class Variant;

namespace search {
class SearchBackend;
struct SearchSetup;
} // namespace search

struct NotationInfo {
    Notation notation;
    std::string label; // as menus show it: "Meder", "SAN", "Long algebraic"
};

struct VariantDescriptor {
    std::string id;                   // "trid": what --variant and settings use
    std::vector<std::string> aliases; // other names createVariant and [Variant] accept (lower case)
    std::string displayName;          // "Tri-D Chess": menus, titles
    std::string tagName;              // the [Variant "..."] value game files write
    std::array<std::string, 2> sideNames;  // "White"/"Black", "Red"/"Blue"
    std::array<std::string, 2> playerTags; // the tags naming the players: White/Black, Red/Blue
    std::string positionFormat;            // "TFEN", "FEN"
    std::vector<std::string> ruleSets;     // the first is the default
    std::vector<NotationInfo> notations;   // the first is what `legal` prints by default
    Notation fileNotation;                 // what game files use
    Notation displayNotation;              // the move list's default
    Notation engineNotation;               // never ambiguous: what the engine process speaks
    // Turns are built step by step and the player commits (Cotulenh deploys): the models keep
    // the played steps pending until the turn is complete or committed.
    bool stepwiseTurns = false;
    // The game UCI was made for: `trellis uci` plays it until a GUI sets UCI_Variant.
    bool uciDefault = false;
    // How Variant::uciToken writes a turn, for `trellis uci --help` (FORMATS.md section 8).
    std::string uciTokens;
    // A game file's game that says nothing of its variant (no Variant tag, FEN or player tags
    // of another variant, FORMATS.md section 5) is tried by its first move in the variants
    // with an order, lowest first (0: never). One that has no move either is of the previous
    // game's variant, else the reader's default, else the variant that is emptyGameDefault.
    int untaggedOrder = 0;
    bool emptyGameDefault = false;
    // `analyse --bench`: the depth to search and the positions to time (start, middlegames,
    // endgames), fixed so that figures compare across runs.
    int benchDepth = 0;
    std::vector<std::string> benchPositions;

    // A new board at the start position; rules empty for the default. Fails on an unknown rule
    // set with ErrorCode::UnknownRuleSet.
    Result<std::unique_ptr<Variant>> (*create)(std::string_view rules) = nullptr;
    // Whether a position string has this variant's shape (not whether it is valid).
    bool (*recognises)(std::string_view position) = nullptr;
    // The engine's adapter over a board of this variant (the board is copied).
    std::unique_ptr<search::SearchBackend> (*createSearch)(
        const Variant& board, const search::SearchSetup& setup) = nullptr;
    // The evaluation's weights (weights files and the tuner): their names in a fixed order and
    // the built-in values; the static evaluation (side to move's view, centipawns) with given
    // values, made once for many boards (the values turned into the variant's table once);
    // whether the position is quiet (no capture to make, not in check), where the static
    // evaluation stands for the search's score. Null when the variant has no weight table.
    std::vector<std::string> (*weightNames)() = nullptr;
    std::vector<int> (*builtInWeights)() = nullptr;
    std::function<int(const Variant& board)> (*evaluator)(const std::vector<int>& weights) =
        nullptr;
    bool (*quiet)(const Variant& board) = nullptr;
    // Made once for many boards like `evaluator`: the position at the end of the principal
    // variation of a search of captures only (promotions too) that stands pat on the static
    // evaluation with these values: the board itself when standing pat is best, a fresh board
    // (no history) after the exchanges otherwise; null when the board or that end is in check.
    // The tuner learns from it instead of leaving non-quiet positions out (`tune --resolve`).
    // Null when the variant has none: the tuner keeps the quiet positions only.
    std::function<std::unique_ptr<Variant>(const Variant& board)> (*resolver)(
        const std::vector<int>& weights) = nullptr;
    // The pieces' names by the upper-case letter the position string gives them ("F" "Air
    // Force"), English (translated above core), for menus that say a step in words and for
    // the reasons a piece cannot go somewhere (Variant::whyNotLegal).
    std::vector<std::pair<std::string, std::string>> pieceNames;
};

} // namespace trellis
