#include "GameGenerator.h"

#include "game/PgnWriter.h"

#include <algorithm>
#include <array>
#include <random>
#include <thread>
#include <vector>

namespace trellis::db {

namespace {

constexpr std::array<const char*, 40> kFirstNames{
    "Ada",  "Boris",  "Chen",  "Dana",  "Emil", "Farah", "Gert",  "Hana",    "Ivo",   "Jana",
    "Kofi", "Lena",   "Mirek", "Nadia", "Omar", "Petra", "Quinn", "Rosa",    "Sven",  "Tara",
    "Ugo",  "Vera",   "Wim",   "Xenia", "Yuri", "Zora",  "Anil",  "Beatriz", "Cyril", "Dagny",
    "Elif", "Fyodor", "Greta", "Hiro",  "Ines", "Jonas", "Kira",  "Lior",    "Marta", "Nils"};
constexpr std::array<const char*, 40> kLastNames{
    "Abel",    "Brandt", "Costa",    "Dvorak",    "Ekdahl", "Fischer",   "Garcia",  "Horvat",
    "Ivanova", "Jensen", "Kowalski", "Larsen",    "Moreau", "Novak",     "Okafor",  "Petrov",
    "Quispe",  "Rossi",  "Sato",     "Tanaka",    "Ulloa",  "Varga",     "Weber",   "Xu",
    "Yilmaz",  "Zeller", "Achebe",   "Bauer",     "Castro", "Duarte",    "Eriksen", "Fontaine",
    "Gupta",   "Haddad", "Ito",      "Jovanovic", "Kim",    "Lindqvist", "Mendes",  "Nakamura"};
constexpr std::array<const char*, 20> kEvents{
    "Spring Open",         "Winter Classic",     "City Championship",    "Club Match",
    "Rapid Cup",           "Blitz Arena",        "Masters Invitational", "Team League",
    "Autumn Festival",     "Summer Congress",    "University Open",      "Veterans Cup",
    "Junior Championship", "Correspondence Cup", "Online Series",        "Harbour Trophy",
    "Mountain Open",       "Memorial",           "Grand Prix",           "Knockout Cup"};
constexpr std::array<const char*, 12> kSites{"Amsterdam", "Berlin",   "Cairo",  "Dublin",
                                             "Edinburgh", "Florence", "Geneva", "Hanoi",
                                             "Istanbul",  "Jakarta",  "Kyoto",  "Lisbon"};

std::string player(std::mt19937_64& rng) {
    return std::string(kLastNames[rng() % kLastNames.size()]) + ", " +
           kFirstNames[rng() % kFirstNames.size()];
}

std::string twoDigits(int n) {
    return std::string{char('0' + n / 10), char('0' + n % 10)};
}

std::string date(std::mt19937_64& rng) {
    const int kind = int(rng() % 20);
    if (kind == 0) return "????.??.??";
    const std::string year = std::to_string(1990 + rng() % 36);
    if (kind == 1) return year + ".??.??";
    return year + "." + twoDigits(1 + int(rng() % 12)) + "." + twoDigits(1 + int(rng() % 28));
}

std::string randomResult(std::mt19937_64& rng) {
    const int r = int(rng() % 20);
    return r < 8 ? "1-0" : r < 15 ? "0-1" : r < 19 ? "1/2-1/2" : "*";
}

} // namespace

GameTree generateGame(const GeneratorOptions& options, std::int64_t index) {
    std::mt19937_64 rng(options.seed * 0x9E3779B97F4A7C15ull +
                        std::uint64_t(index) * 0xBF58476D1CE4E5B9ull);
    const VariantDescriptor& d = *options.variant;
    auto board = std::move(d.create("").value());
    GameTree tree(*board);
    TagList tags{{"Event", kEvents[rng() % kEvents.size()]},
                 {"Site", kSites[rng() % kSites.size()]},
                 {"Date", date(rng)},
                 {"Round", std::to_string(1 + rng() % 12)},
                 {d.playerTags[0], player(rng)},
                 {d.playerTags[1], player(rng)},
                 {"Result", "*"},
                 {"Variant", d.tagName}};
    tree.setTags(std::move(tags));
    const int most = std::max(1, options.maxTurns);
    const int least = std::max(1, most * 3 / 5);
    const int length = least + int(rng() % std::uint64_t(most - least + 1));
    NodeId at = GameTree::root();
    std::string result;
    for (int ply = 0; ply < length; ++ply) {
        const Status status = board->status();
        if (status.outcome != Outcome::Ongoing) {
            result = status.outcome == Outcome::FirstWins    ? "1-0"
                     : status.outcome == Outcome::SecondWins ? "0-1"
                                                             : "1/2-1/2";
            break;
        }
        const std::vector<Turn> legal = board->legalTurns();
        if (legal.empty()) break;
        const Turn& turn = legal[rng() % legal.size()];
        at = *tree.addTurn(at, turn);
        board->makeTurn(turn);
        if (rng() % 200 == 0) tree.annotation(at).nags = {1 + int(rng() % 6)};
    }
    if (result.empty()) {
        const Status status = board->status();
        result = status.outcome == Outcome::FirstWins    ? "1-0"
                 : status.outcome == Outcome::SecondWins ? "0-1"
                 : status.outcome == Outcome::Draw       ? "1/2-1/2"
                                                         : randomResult(rng);
    }
    if (rng() % 10 == 0) tree.annotation(at).commentAfter = "A generated game.";
    tree.setResult(result);
    return tree;
}

void generateGames(const GeneratorOptions& options, std::int64_t first, std::int64_t count,
                   int threads, const std::function<void(const std::string&)>& write) {
    const int n = threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()));
    constexpr std::int64_t kBatch = 64; // games per thread per round
    const PgnWriter writer;
    for (std::int64_t start = first; start < first + count;) {
        std::vector<std::string> texts(static_cast<std::size_t>(n));
        std::vector<std::thread> workers;
        for (int t = 0; t < n; ++t) {
            const std::int64_t from = start + t * kBatch;
            const std::int64_t to = std::min(first + count, from + kBatch);
            if (from >= to) break;
            workers.emplace_back([&, t, from, to] {
                for (std::int64_t i = from; i < to; ++i)
                    texts[std::size_t(t)] += writer.write(generateGame(options, i)) + "\n";
            });
        }
        for (std::thread& w : workers) w.join();
        for (const std::string& text : texts)
            if (!text.empty()) write(text);
        start += n * kBatch;
    }
}

} // namespace trellis::db
