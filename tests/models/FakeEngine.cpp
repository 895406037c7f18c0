// A stand-in for `trellis analyse --stream` in the tests: it speaks the stream protocol with
// real legal turns of whatever position it is given, but searches nothing. Line k of depth d
// starts with the k-th legal turn (sorted by text) and continues with the first legal turn d-1
// times. The first argument picks a behaviour:
//   normal  an iteration every 20 ms up to depth 6, then waits for "stop" / EOF
//   slow    the same every 300 ms
//   mate    like normal, the first line scores {"mate":3}
//   crash   one iteration, then abort() (killed by a signal)
//   fail    one iteration, then a message on stderr and exit code 3
//   hang    an iteration every 50 ms for ever, ignoring "stop" and EOF
// --depth D ends the run after depth D (as the real engine's limit does); --time, --threads
// and --hash are read and ignored.
// With TRELLIS_FAKE_ENGINE_LOG set, it appends its arguments to that file, one line per run.
#include "variant/VariantRegistry.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using namespace trellis;

namespace {

struct Options {
    std::string mode, variant, rules, notation = "composite", position;
    std::vector<std::string> moves; // --moves: the game's turns from the position
    int multipv = 1;
    int depth = 0; // --depth: 0 for none
};

Notation notationOf(const std::string& name) {
    if (name == "meder") return Notation::Meder;
    if (name == "san") return Notation::San;
    if (name == "lan") return Notation::Lan;
    return Notation::Composite;
}

// Legal turns sorted by their text.
std::vector<std::pair<std::string, Turn>> sortedTurns(Variant& v, Notation n) {
    std::vector<std::pair<std::string, Turn>> out;
    for (const Turn& t : v.legalTurns()) out.emplace_back(v.turnText(t, n), t);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> line(const Variant& start, Notation n, int k, int depth) {
    auto v = start.clone();
    std::vector<std::string> pv;
    for (int ply = 0; ply < depth; ++ply) {
        const auto turns = sortedTurns(*v, n);
        const std::size_t pick = ply == 0 ? std::size_t(k) : 0;
        if (pick >= turns.size()) break;
        pv.push_back(turns[pick].first);
        v->makeTurn(turns[pick].second);
    }
    return pv;
}

std::string json(const std::string& s) {
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

void emitIteration(const Options& o, const Variant& start, int depth) {
    for (int k = 0; k < o.multipv; ++k) {
        const auto pv = line(start, notationOf(o.notation), k, depth);
        if (pv.empty()) break;
        const std::string score = o.mode == "mate" && k == 0
                                      ? "{\"mate\":3}"
                                      : "{\"cp\":" + std::to_string(20 + 3 * depth - 40 * k) + "}";
        std::cout << "{\"type\":\"line\",\"depth\":" << depth << ",\"multipv\":" << k + 1
                  << ",\"score\":" << score << ",\"nodes\":" << 1000 * depth
                  << ",\"nps\":50000,\"timeMs\":" << 20 * depth << ",\"pv\":[";
        for (std::size_t i = 0; i < pv.size(); ++i) std::cout << (i ? "," : "") << json(pv[i]);
        std::cout << "]}" << std::endl;
    }
}

// Waits up to `ms` for stdin; true when "stop" or EOF arrived.
bool stopRequested(int ms) {
    pollfd fd{0, POLLIN, 0};
    if (poll(&fd, 1, ms) <= 0) return false;
    char buffer[256];
    const ssize_t n = read(0, buffer, sizeof buffer);
    return n <= 0 || std::string(buffer, std::size_t(n)).find("stop") != std::string::npos;
}

Options parse(int argc, char** argv) {
    Options o;
    o.mode = argc > 1 ? argv[1] : "normal";
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        const bool valued = i + 1 < argc;
        if (a == "--variant" && valued)
            o.variant = argv[++i];
        else if (a == "--rules" && valued)
            o.rules = argv[++i];
        else if (a == "--notation" && valued)
            o.notation = argv[++i];
        else if (a == "--multipv" && valued)
            o.multipv = std::atoi(argv[++i]);
        else if (a == "--depth" && valued)
            o.depth = std::atoi(argv[++i]);
        else if ((a == "--time" || a == "--threads" || a == "--hash") && valued)
            ++i;
        else if (a == "--moves")
            while (i + 1 < argc && std::string(argv[i + 1]).rfind("--", 0) != 0)
                o.moves.push_back(argv[++i]);
        else if (a != "--stream" && a != "analyse")
            o.position += (o.position.empty() ? "" : " ") + a;
    }
    return o;
}

} // namespace

int main(int argc, char** argv) {
    const Options o = parse(argc, argv);
    if (const char* log = std::getenv("TRELLIS_FAKE_ENGINE_LOG")) {
        std::ofstream out(log, std::ios::app);
        for (int i = 1; i < argc; ++i) out << (i > 1 ? " " : "") << argv[i];
        out << '\n';
    }
    auto created = createVariant(o.variant.empty() ? "trid" : o.variant, o.rules);
    if (!created || !created.value()->setPosition(o.position)) {
        std::cerr << "fake engine: bad position '" << o.position << "'\n";
        return 2;
    }
    for (const std::string& m : o.moves) {
        auto turn = created.value()->parseTurn(m, created.value()->fileNotation());
        if (!turn) {
            std::cerr << "fake engine: bad turn '" << m << "'\n";
            return 2;
        }
        created.value()->makeTurn(*turn);
    }
    const Variant& start = *created.value();
    const int delay = o.mode == "slow" ? 300 : o.mode == "hang" ? 50 : 20;
    int depth = 1;
    for (;; ++depth) {
        if (depth <= 6 || o.mode == "hang") emitIteration(o, start, depth);
        if (o.mode == "crash") std::abort();
        if (o.mode == "fail") {
            std::cerr << "fake engine: failing on purpose\n";
            return 3;
        }
        if (o.depth > 0 && depth >= o.depth && o.mode != "hang") break;
        if (o.mode == "hang")
            usleep(useconds_t(delay) * 1000);
        else if (stopRequested(delay))
            break;
    }
    const auto best = line(start, notationOf(o.notation), 0, 1);
    std::cout << "{\"type\":\"done\",\"bestmove\":" << json(best.empty() ? "" : best[0])
              << ",\"depth\":" << std::min(depth, 6) << ",\"nodes\":1000,\"timeMs\":10}"
              << std::endl;
    return 0;
}
