// `trellis mate`: the exact mate search.
#include "JsonText.h"
#include "SearchCommands.h"
#include "TurnTexts.h"

#include "search/Engine.h"

#include <ostream>

namespace trellis::cli {

int mateSearch(Variant& variant, Notation notation, int turns, bool json, std::ostream& out) {
    search::Engine engine;
    const search::MateResult r = engine.mate(variant, turns);
    const std::vector<std::string> line = turnTexts(variant, r.line, notation);
    if (json) {
        out << "{\"mate\":" << (r.mate ? "true" : "false") << ",\"turns\":" << r.turns
            << ",\"line\":[";
        for (std::size_t i = 0; i < line.size(); ++i) out << (i ? "," : "") << jsonString(line[i]);
        out << "],\"unique\":" << (r.unique ? "true" : "false") << ",\"nodes\":" << r.nodes
            << "}\n";
        return 0;
    }
    if (!r.mate) {
        out << "none\n";
        return 0;
    }
    for (const std::string& t : line) out << t << '\n';
    return 0;
}

} // namespace trellis::cli
