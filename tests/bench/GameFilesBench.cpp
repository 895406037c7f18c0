// Reading 1 MB game files of the shapes that were once slow or huge (issue 19): a long Cotulenh
// game, many White/Black tags, a comment of "[%" openers, and empty games (streamed, and read
// whole for comparison). Prints the time; run under /usr/bin/time -v for the peak memory:
//   bench_game_files cotulenh|tags|comment|empty|empty-whole [BYTES]
#include "GameFileShapes.h"

#include "game/PgnReader.h"
#include "game/PgnStream.h"
#include "variant/VariantRegistry.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <sstream>
#include <string>

using namespace trellis;

int main(int argc, char** argv) {
    const std::map<std::string, std::function<std::string(std::size_t)>> shapes = {
        {"cotulenh", testing::longCotulenhGame},
        {"tags", testing::manyPlayerTags},
        {"comment", testing::commentOfOpeners},
        {"empty", testing::emptyGames},
        {"empty-whole", testing::emptyGames}};
    const std::string shape = argc > 1 ? argv[1] : "";
    if (!shapes.count(shape)) {
        std::fprintf(stderr, "usage: %s cotulenh|tags|comment|empty|empty-whole [BYTES]\n",
                     argv[0]);
        return 2;
    }
    const std::size_t bytes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1 << 20;
    const std::string text = shapes.at(shape)(bytes);
    const PgnReader reader(registeredVariants());
    const auto start = std::chrono::steady_clock::now();
    std::size_t games = 0, errors = 0;
    if (shape == "empty") {
        std::istringstream in(text);
        PgnStream stream(reader, in);
        while (const auto stretch = stream.next()) {
            games += stretch->games.size();
            errors += stretch->errors.size();
        }
    } else {
        const PgnReadResult read = reader.read(text);
        games = read.games.size();
        errors = read.errors.size();
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%s: %zu bytes, %zu games, %zu errors, %.3f s\n", shape.c_str(), text.size(), games,
                errors, seconds);
    return errors == 0 ? 0 : 1;
}
