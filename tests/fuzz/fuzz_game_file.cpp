// Whole game files: read at once and streamed in small stretches they give the same games and
// errors; every game read writes canonical text that reads back to the same text.
#include "FuzzCheck.h"
#include "game/PgnReader.h"
#include "game/PgnStream.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <cstdint>
#include <sstream>
#include <string>

using namespace trellis;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const PgnReader reader(registeredVariants());
    const std::string text(reinterpret_cast<const char*>(data), size);
    const PgnReadResult whole = reader.read(text);
    std::istringstream in(text);
    PgnStream stream(reader, in, 7, 5);
    std::size_t games = 0, errors = 0;
    while (const auto stretch = stream.next()) {
        for (const PgnGame& g : stretch->games) {
            FUZZ_CHECK(games < whole.games.size());
            FUZZ_CHECK(g.number == whole.games[games].number && g.line == whole.games[games].line);
            ++games;
        }
        for (const PgnError& e : stretch->errors) {
            FUZZ_CHECK(errors < whole.errors.size());
            const PgnError& w = whole.errors[errors++];
            FUZZ_CHECK(e.game == w.game && e.line == w.line && e.column == w.column &&
                       e.error.code == w.error.code);
        }
    }
    FUZZ_CHECK(games == whole.games.size() && errors == whole.errors.size());
    for (const PgnGame& g : whole.games) {
        const std::string written = PgnWriter().write(g.tree);
        const PgnReadResult again = reader.read(written);
        FUZZ_CHECK(again.errors.empty() && again.games.size() == 1);
        FUZZ_CHECK(PgnWriter().write(again.games.front().tree) == written);
    }
    return 0;
}
