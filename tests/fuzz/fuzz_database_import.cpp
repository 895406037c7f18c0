// The database import's encoding: every game a file holds goes into the database's columns and
// blob and comes back out as the same game (the same canonical text). The importer's fast
// reading (PgnReadOptions::plainGames) gives the same games, errors and warnings, and each game
// it reads without a tree encodes as its tree does.
#include "FuzzCheck.h"
#include "GameCodec.h"
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <cstdint>
#include <string>
#include <vector>

using namespace trellis;

namespace {

bool sameErrors(const std::vector<PgnError>& a, const std::vector<PgnError>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].game != b[i].game || a[i].line != b[i].line || a[i].column != b[i].column ||
            !(a[i].error == b[i].error))
            return false;
    return true;
}

bool sameEncoding(const db::EncodedGame& a, const db::EncodedGame& b) {
    return a.header == b.header && a.moves == b.moves && a.mainLine == b.mainLine &&
           a.dupKey == b.dupKey && a.index.positions == b.index.positions &&
           a.index.materials == b.index.materials;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const PgnReader reader(registeredVariants());
    static const PgnReader fast(registeredVariants(),
                                {.plainGames = true, .fullKeysFrom = db::kFirstSpanPly});
    const std::string text(reinterpret_cast<const char*>(data), size);
    const PgnReadResult read = reader.read(text);
    for (const PgnGame& g : read.games) {
        const auto encoded = db::encodeGame(g.tree);
        FUZZ_CHECK(encoded);
        const auto decoded = db::decodeGame(encoded.value().header, encoded.value().moves);
        FUZZ_CHECK(decoded);
        FUZZ_CHECK(PgnWriter().write(decoded.value()) == PgnWriter().write(g.tree));
    }
    PgnReadResult plain = fast.read(text);
    FUZZ_CHECK(sameErrors(read.errors, plain.errors) && sameErrors(read.warnings, plain.warnings));
    FUZZ_CHECK(plain.games.size() + plain.plainGames.size() == read.games.size());
    std::size_t t = 0, p = 0;
    for (const PgnGame& g : read.games) {
        const auto want = db::encodeGame(g.tree);
        if (t < plain.games.size() && plain.games[t].number == g.number) {
            FUZZ_CHECK(plain.games[t].line == g.line);
            ++t; // the same reading as a tree
            continue;
        }
        FUZZ_CHECK(p < plain.plainGames.size() && plain.plainGames[p].number == g.number &&
                   plain.plainGames[p].line == g.line);
        const auto got = db::encodePlainGame(std::move(plain.plainGames[p++]));
        FUZZ_CHECK(want && got && sameEncoding(want.value(), got.value()));
    }
    return 0;
}
