// Where an import's worker time goes, one stage after the other on one thread: reading the
// games (PgnReader) and encoding them for the database, once through trees (encodeGame) and
// once as the importer reads them, plain games without a tree (encodePlainGame). Prints the
// wall time of each stage, both ways in alternating runs; then the writing thread's sort of
// the games' index rows, in batches of the bound the importer holds in memory:
//   bench_import_stages FILE.pgn [RUNS]
#include "database/GameCodec.h"
#include "database/IndexRowRuns.h"
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
    plainOptions.fullKeysFrom = db::kFirstSpanPly; // as the importer reads
    const PgnReader plain(registeredVariants(), plainOptions);
    std::vector<db::EncodedGame> encoded;
    for (int run = 0; run < runs; ++run)
        for (const PgnReader* reader : {&trees, &plain}) {
            auto start = std::chrono::steady_clock::now();
            PgnReadResult read = reader->read(text);
            const double readSeconds = since(start);
            start = std::chrono::steady_clock::now();
            std::size_t failed = 0;
            for (const PgnGame& game : read.games) failed += db::encodeGame(game.tree) ? 0 : 1;
            for (PlainGame& game : read.plainGames) {
                auto game1 = db::encodePlainGame(std::move(game));
                failed += game1 ? 0 : 1;
                if (game1 && run == 0) encoded.push_back(std::move(game1.value()));
            }
            const double encodeSeconds = since(start);
            const std::size_t games = read.games.size() + read.plainGames.size();
            std::printf("%-6s %zu games (%zu plain, %zu errors, %zu not encoded): read %.3f s, "
                        "encode %.3f s, %.1f us a game\n",
                        reader == &trees ? "trees" : "plain", games, read.plainGames.size(),
                        read.errors.size(), failed, readSeconds, encodeSeconds,
                        1e6 * (readSeconds + encodeSeconds) / double(games));
        }
    for (int run = 0; run < runs; ++run) {
        double sortSeconds = 0, positionSeconds = 0;
        std::size_t rows = 0;
        db::IndexRows batch;
        auto sortBatch = [&] {
            rows += batch.positions.size() + batch.materials.size();
            auto start = std::chrono::steady_clock::now();
            db::IndexRows positions;
            positions.positions = std::move(batch.positions);
            positions.sort();
            positionSeconds += since(start);
            start = std::chrono::steady_clock::now();
            batch.sort();
            sortSeconds += since(start);
            batch.clear();
        };
        for (std::size_t i = 0; i < encoded.size(); ++i) {
            batch.add(qint64(i + 1), encoded[i].header, encoded[i].index);
            if (batch.positions.size() + batch.materials.size() >= db::IndexRowRuns::kMemoryRows)
                sortBatch();
        }
        sortBatch();
        std::printf("index rows: %zu sorted in %.3f s (positions), %.3f s (materials)\n", rows,
                    positionSeconds, sortSeconds);
    }
    return 0;
}
