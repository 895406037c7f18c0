// `trellis mate`: the exact mate search.
#include "JsonOutput.h"
#include "SearchCommands.h"
#include "TurnTexts.h"

#include "search/Engine.h"

#include <ostream>

namespace trellis::cli {

int mateSearch(Variant& variant, Notation notation, int turns, int threads, bool json,
               std::ostream& out) {
    search::EngineOptions options;
    options.threads = threads;
    search::Engine engine(options);
    const search::MateResult r = engine.mate(variant, turns);
    const std::vector<std::string> line = turnTexts(variant, r.line, notation);
    if (json) {
        writeJson(out, QJsonObject{{"variant", jsonText(variant.id())},
                                   {"position", jsonText(variant.position())},
                                   {"notation", jsonText(notationName(notation))},
                                   {"mate", r.mate},
                                   {"turns", r.turns},
                                   {"line", jsonTexts(line)},
                                   {"unique", r.unique},
                                   {"nodes", jsonCount(r.nodes)}});
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
