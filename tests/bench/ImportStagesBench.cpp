// Where an import's worker time goes, one stage after the other on one thread: reading the
// games (PgnReader) and encoding them for the database, once through trees (encodeGame) and
// once as the importer reads them, plain games without a tree (encodePlainGame). Prints the
// wall time of each stage, both ways in alternating runs:
//   bench_import_stages FILE.pgn [RUNS]
#include "database/GameCodec.h"
#include "game/PgnReader.h"
#include "variant/VariantRegistry.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

using namespace trellis;

namespace {

double since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE.pgn [RUNS]\n", argv[0]);
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "%s: cannot open\n", argv[1]);
        return 2;
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    const int runs = argc > 2 ? std::atoi(argv[2]) : 3;
    const PgnReader trees(registeredVariants());
    PgnReadOptions plainOptions;
    plainOptions.plainGames = true;
    const PgnReader plain(registeredVariants(), plainOptions);
    for (int run = 0; run < runs; ++run)
        for (const PgnReader* reader : {&trees, &plain}) {
            auto start = std::chrono::steady_clock::now();
            const PgnReadResult read = reader->read(text);
            const double readSeconds = since(start);
            start = std::chrono::steady_clock::now();
            std::size_t failed = 0;
            for (const PgnGame& game : read.games) failed += db::encodeGame(game.tree) ? 0 : 1;
            for (const PlainGame& game : read.plainGames)
                failed += db::encodePlainGame(game) ? 0 : 1;
            const double encodeSeconds = since(start);
            const std::size_t games = read.games.size() + read.plainGames.size();
            std::printf("%-6s %zu games (%zu plain, %zu errors, %zu not encoded): read %.3f s, "
                        "encode %.3f s, %.1f us a game\n",
                        reader == &trees ? "trees" : "plain", games, read.plainGames.size(),
                        read.errors.size(), failed, readSeconds, encodeSeconds,
                        1e6 * (readSeconds + encodeSeconds) / double(games));
        }
    return 0;
}
