#include "UciOptions.h"

#include "variant/VariantRegistry.h"

#include <algorithm>
#include <cctype>
#include <memory>

namespace trellis::cli {

std::string lowerCase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

std::string uciDefaultVariant() {
    for (const VariantDescriptor* v : registeredVariants())
        if (v->uciDefault) return v->id;
    return registeredVariants().front()->id;
}

std::vector<std::string> uciRuleChoices() {
    std::vector<std::string> choices{"default"};
    for (const VariantDescriptor* v : registeredVariants())
        if (v->ruleSets.size() > 1)
            for (const std::string& r : v->ruleSets)
                if (std::find(choices.begin(), choices.end(), r) == choices.end())
                    choices.push_back(r);
    return choices;
}

std::vector<std::string> uciOptionLines() {
    std::string variants = "option name UCI_Variant type combo default " + uciDefaultVariant();
    for (const std::string& id : variantIds()) variants += " var " + id;
    std::string rules = "option name UCI_Rules type combo default default";
    for (const std::string& r : uciRuleChoices()) rules += " var " + r;
    return {variants,
            rules,
            "option name MultiPV type spin default 1 min 1 max 256",
            "option name Hash type spin default 16 min 1 max 65536",
            "option name Threads type spin default 1 min 1 max 256",
            "option name Clear Hash type button",
            "option name Ponder type check default false"};
}

std::vector<std::string> uciTokens(const Variant& board, const std::vector<Turn>& line) {
    const std::unique_ptr<Variant> copy = board.clone();
    std::vector<std::string> tokens;
    for (const Turn& turn : line) {
        tokens.push_back(copy->uciToken(turn));
        copy->makeTurn(turn);
    }
    return tokens;
}

std::string uciHelp() {
    std::string text =
        "Usage: trellis uci\n"
        "Trellis's engine as a UCI engine (the protocol as Stockfish documents it) on standard\n"
        "input and output, for every variant: a GUI adds the program 'trellis' with the\n"
        "argument 'uci'.\n\n"
        "Commands: uci, isready, setoption name NAME [value VALUE], ucinewgame,\n"
        "  position startpos|fen POSITION [moves TOKEN...], go [depth D] [nodes N]\n"
        "  [movetime MS] [wtime MS] [btime MS] [winc MS] [binc MS] [movestogo M] [infinite]\n"
        "  [ponder] [searchmoves TOKEN...] [mate N], stop, ponderhit, quit. The input is read\n"
        "  while the engine searches. After every completed depth: info depth seldepth multipv\n"
        "  score cp|mate nodes nps hashfull time pv (the scores are exact, never bounds: only\n"
        "  completed depths are told); then bestmove TOKEN [ponder TOKEN], or\n"
        "  bestmove (none) when there is no legal turn. Bad input (an unknown command, a bad\n"
        "  position, a move that is not legal) gets 'info string error: ...' and changes\n"
        "  nothing. go mate N runs the exact mate search first (until it answers or stop):\n"
        "  a mate within N own turns is told as one info line (score mate, the mate against\n"
        "  the longest defence as pv) and its bestmove; without one, 'info string no mate in\n"
        "  N' and the ordinary search with the other limits.\n\n"
        "Options:\n";
    for (const std::string& line : uciOptionLines()) text += "  " + line + "\n";
    text += "  UCI_Variant starts a new game of the variant at its start position; UCI_Rules\n"
            "  is the rule set of the variants that have several ('default': the variant's\n"
            "  first).\n\n"
            "Variants (UCI_Variant), their position strings (position fen ...), rule sets and\n"
            "move tokens: one token per whole turn, without blanks (FORMATS.md section 8):\n";
    for (const VariantDescriptor* v : registeredVariants()) {
        text += "  " + v->id + " (" + v->displayName + "): " + v->positionFormat + "; rules";
        for (const std::string& r : v->ruleSets) text += " " + r;
        text += "\n    moves: " + v->uciTokens + "\n";
    }
    return text;
}

} // namespace trellis::cli
