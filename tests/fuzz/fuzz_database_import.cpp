// The database import's encoding: every game a file holds goes into the database's columns and
// blob and comes back out as the same game (the same canonical text).
#include "FuzzCheck.h"
#include "GameCodec.h"
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <cstdint>
#include <string>

using namespace trellis;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const PgnReader reader(registeredVariants());
    const PgnReadResult read = reader.read(std::string(reinterpret_cast<const char*>(data), size));
    for (const PgnGame& g : read.games) {
        const auto encoded = db::encodeGame(g.tree);
        FUZZ_CHECK(encoded);
        const auto decoded = db::decodeGame(encoded.value().header, encoded.value().moves);
        FUZZ_CHECK(decoded);
        FUZZ_CHECK(PgnWriter().write(decoded.value()) == PgnWriter().write(g.tree));
    }
    return 0;
}
