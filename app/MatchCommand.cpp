// `trellis match`: engine configurations playing each other from seeded random openings, each
// opening played twice with the colours swapped.
#include "JsonOutput.h"
#include "SearchCommands.h"

#include "search/Engine.h"
#include "variant/VariantRegistry.h"

#include <charconv>
#include <memory>
#include <ostream>
#include <random>

namespace trellis::cli {

std::optional<PlayerConfig> parsePlayerConfig(const std::string& text) {
    PlayerConfig c;
    c.name = text;
    if (text == "random") {
        c.random = true;
        return c;
    }
    const std::size_t a = text.find(':');
    const std::size_t b = text.find(':', a == std::string::npos ? a : a + 1);
    const std::string kind = text.substr(0, a);
    const std::string number =
        a == std::string::npos ? "" : text.substr(a + 1, b == std::string::npos ? b : b - a - 1);
    const std::string eval = b == std::string::npos ? "full" : text.substr(b + 1);
    long long n = 0;
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), n);
    const bool numberOk = ec == std::errc() && end == number.data() + number.size() && n > 0;
    if ((kind != "depth" && kind != "nodes") || !numberOk || (eval != "full" && eval != "material"))
        return std::nullopt;
    if (kind == "depth") c.limits.depth = int(std::min(n, 30ll));
    if (kind == "nodes") c.limits.nodes = std::uint64_t(n);
    c.eval = eval == "material" ? search::EvalMode::Material : search::EvalMode::Full;
    return c;
}

namespace {

struct Player {
    PlayerConfig config;
    search::Engine engine;
    std::mt19937_64 random;
    Player(const PlayerConfig& c, std::uint64_t seed)
        : config(c), engine(search::EngineOptions{8, c.eval}), random(seed) {}

    Turn choose(Variant& v) {
        if (config.random) {
            const std::vector<Turn> legal = v.legalTurns();
            return legal[std::size_t(random() % legal.size())];
        }
        return engine.analyse(v, config.limits).best();
    }
};

// 1 when White/Red won, 0 Black/Blue, 0.5 draw; `why` names the reason.
double playGame(Variant& v, Player& white, Player& black, int maxPlies, int& plies,
                std::string& why) {
    for (plies = 0;; ++plies) {
        const Status s = v.status();
        if (s.outcome != Outcome::Ongoing) {
            why = s.checkmate ? "checkmate" : s.stalemate ? "stalemate" : "game over";
            return s.outcome == Outcome::FirstWins ? 1 : s.outcome == Outcome::SecondWins ? 0 : 0.5;
        }
        if (s.claimableDraw != DrawReason::None) {
            why = s.claimableDraw == DrawReason::Repetition ? "repetition" : "fifty moves";
            return 0.5;
        }
        if (plies >= maxPlies) {
            why = "adjudicated after " + std::to_string(maxPlies) + " plies";
            return 0.5;
        }
        v.makeTurn((v.sideToMove() == 0 ? white : black).choose(v));
    }
}

void playOpening(Variant& v, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    const int plies = 2 + int(random() % 3);
    for (int i = 0; i < plies; ++i) {
        const std::vector<Turn> legal = v.legalTurns();
        if (legal.empty()) return;
        v.makeTurn(legal[std::size_t(random() % legal.size())]);
    }
}

} // namespace

int playMatch(const MatchRequest& r, std::ostream& out) {
    Player first(r.first, r.seed * 7919 + 1), second(r.second, r.seed * 7919 + 2);
    double score = 0;
    int wins = 0, draws = 0, losses = 0;
    QJsonArray games;
    for (int game = 0; game < r.games; ++game) {
        std::unique_ptr<Variant> v = std::move(createVariant(r.variantId, r.rules).value());
        playOpening(*v, r.seed * 1000003 + std::uint64_t(game / 2));
        const bool firstIsWhite = game % 2 == 0;
        first.engine.clear();
        second.engine.clear();
        Player& white = firstIsWhite ? first : second;
        Player& black = firstIsWhite ? second : first;
        int plies = 0;
        std::string why;
        const double result = playGame(*v, white, black, r.maxPlies, plies, why);
        const double forFirst = firstIsWhite ? result : 1 - result;
        score += forFirst;
        (forFirst == 1 ? wins : forFirst == 0 ? losses : draws)++;
        const char* resultText = result == 1 ? "1-0" : result == 0 ? "0-1" : "1/2-1/2";
        if (r.json) {
            games.append(QJsonObject{{"number", game + 1},
                                     {"white", jsonText(white.config.name)},
                                     {"black", jsonText(black.config.name)},
                                     {"result", resultText},
                                     {"reason", jsonText(why)},
                                     {"plies", plies},
                                     {"finalPosition", jsonText(v->position())}});
            continue;
        }
        out << "game " << game + 1 << ": " << white.config.name << " - " << black.config.name << ' '
            << resultText << " (" << why << ", " << plies << " plies)" << std::endl;
    }
    if (r.json) {
        const std::unique_ptr<Variant> v = std::move(createVariant(r.variantId, r.rules).value());
        writeJson(out, QJsonObject{{"variant", jsonText(v->id())},
                                   {"rules", jsonText(v->rules())},
                                   {"seed", jsonCount(r.seed)},
                                   {"maxPlies", r.maxPlies},
                                   {"first", jsonText(r.first.name)},
                                   {"second", jsonText(r.second.name)},
                                   {"games", games},
                                   {"score", score},
                                   {"wins", wins},
                                   {"draws", draws},
                                   {"losses", losses}});
        return 0;
    }
    char line[128];
    std::snprintf(line, sizeof line, "score %g/%d (+%d =%d -%d) for %s against %s\n", score,
                  r.games, wins, draws, losses, r.first.name.c_str(), r.second.name.c_str());
    out << line;
    return 0;
}

} // namespace trellis::cli
