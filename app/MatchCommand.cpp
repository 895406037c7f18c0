// `trellis match`: engine configurations playing each other from seeded random openings, each
// opening played twice with the colours swapped.
#include "ExternalEngine.h"
#include "JsonOutput.h"
#include "SearchCommands.h"

#include "ErrorText.h"
#include "UciEngine.h"
#include "game/PgnWriter.h"
#include "search/Engine.h"
#include "variant/VariantRegistry.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <memory>
#include <ostream>
#include <random>

namespace trellis::cli {

std::optional<PlayerConfig> parsePlayerConfig(const std::string& whole) {
    PlayerConfig c;
    c.name = whole;
    // A weights file or a program comes last and is the rest of the text (a path may hold ':').
    static const std::string kWeights = ":weights=", kProgram = ":program=", kUci = ":uci=";
    const std::size_t u = whole.find(kUci);
    if (u != std::string::npos) {
        // A UCI engine: only a limit before it (it plays its own search and evaluation).
        c.uciProgram = whole.substr(u + kUci.size());
        std::optional<PlayerConfig> limit = parsePlayerConfig(whole.substr(0, u));
        if (c.uciProgram.empty() || !limit || limit->random || !limit->program.empty() ||
            !limit->weightsFile.empty() || !limit->limits.selective ||
            limit->eval != search::EvalMode::Full ||
            whole.substr(0, u).find(':', whole.find(':') + 1) != std::string::npos)
            return std::nullopt;
        c.limits = limit->limits;
        return c;
    }
    const std::size_t w = whole.find(kWeights), p = whole.find(kProgram);
    std::string text = whole.substr(0, std::min(w, p));
    if (w < p) c.weightsFile = whole.substr(w + kWeights.size());
    if (p < w) c.program = whole.substr(p + kProgram.size());
    if ((w < p && c.weightsFile.empty()) || (p < w && c.program.empty())) return std::nullopt;
    static const std::string kPlain = ":plain";
    if (text.size() > kPlain.size() && text.ends_with(kPlain)) {
        c.limits.selective = false;
        text.resize(text.size() - kPlain.size());
    }
    if (!c.program.empty() && !c.limits.selective) return std::nullopt; // it plays its own search
    if (text == "random") {
        if (w != p || !c.limits.selective) return std::nullopt;
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
    if ((kind != "depth" && kind != "nodes" && kind != "time") || !numberOk ||
        (eval != "full" && eval != "material") || (!c.program.empty() && eval != "full"))
        return std::nullopt;
    if (kind == "depth") c.limits.depth = int(std::min(n, 30ll));
    if (kind == "nodes") c.limits.nodes = std::uint64_t(n);
    if (kind == "time") c.limits.timeMs = n;
    c.eval = eval == "material" ? search::EvalMode::Material : search::EvalMode::Full;
    return c;
}

namespace {

struct Player {
    PlayerConfig config;
    search::Engine engine;
    ExternalEngine program;
    std::unique_ptr<UciEngine> uci;
    std::mt19937_64 random;
    Player(const PlayerConfig& c, std::uint64_t seed)
        : config(c), engine(search::EngineOptions{8, c.eval, 1, c.weights}),
          program(c.program, c.limits), random(seed) {
        if (!c.uciProgram.empty())
            uci = std::make_unique<UciEngine>(QString::fromStdString(c.uciProgram));
    }

    // Ready for a game from `start`: a UCI engine (started again after a failure, with its
    // options) told the variant and a new game. False, and why, when it fails.
    bool newGame(const Variant& start, std::string& why) {
        engine.clear();
        if (!uci) return true;
        QStringList settings;
        for (const std::string& s : config.uciOptions) settings << QString::fromStdString(s);
        const bool ready = (uci->running() || (uci->start() && uci->setOptions(settings))) &&
                           uci->selectVariant(start) && uci->newGame();
        if (!ready) why = uci->error().toStdString();
        return ready;
    }

    // Nothing, and `why`, when the engine finds no turn although the game goes on; `forfeit`
    // when that is the engine's fault (a UCI engine that failed: it loses the game).
    std::optional<Turn> choose(Variant& v, const Variant& start, const std::vector<Turn>& line,
                               std::string& why, bool& forfeit) {
        if (config.random) {
            const std::vector<Turn> legal = v.legalTurns();
            return legal[std::size_t(random() % legal.size())];
        }
        if (uci) {
            const std::optional<search::SearchReport> report =
                uci->analyse(start, line, config.limits);
            forfeit = !report || !report->hasBest();
            if (!report) why = uci->error().toStdString();
            if (report && !report->hasBest())
                why = uci->name().toStdString() + " gave no move in " + v.position();
            if (forfeit) return std::nullopt;
            return report->best();
        }
        if (!config.program.empty()) return program.choose(v, why);
        const search::SearchReport report = engine.analyse(v, config.limits);
        // The Cotulenh search adapter sees no turn in some positions with a carried
        // Commander where the rules have some: no result can be told, as in adjudication.
        if (!report.hasBest()) why = "the engine found no turn in " + v.position();
        if (!report.hasBest()) return std::nullopt;
        return report.best();
    }
};

// How a match line names a draw.
std::string drawName(DrawReason reason) {
    switch (reason) {
    case DrawReason::Stalemate:
        return "stalemate";
    case DrawReason::FiftyMoves:
        return "fifty moves";
    case DrawReason::Repetition:
        return "repetition";
    case DrawReason::DeadPosition:
        return "dead position";
    case DrawReason::OnlyCommanders:
        return "only the Commanders left";
    case DrawReason::None:
        break;
    }
    return "game over";
}

// 1 when White/Red won, 0 Black/Blue, 0.5 draw; `why` names the reason.
double playGame(Variant& v, const Variant& start, Player& white, Player& black, int maxPlies,
                int& plies, std::string& why, std::vector<Turn>& line) {
    for (plies = 0;; ++plies) {
        const Status s = v.status();
        if (s.outcome != Outcome::Ongoing) {
            why = s.checkmate ? "checkmate" : s.stalemate ? "stalemate" : drawName(s.draw);
            return s.outcome == Outcome::FirstWins ? 1 : s.outcome == Outcome::SecondWins ? 0 : 0.5;
        }
        if (s.claimableDraw != DrawReason::None) {
            why = drawName(s.claimableDraw);
            return 0.5;
        }
        if (plies >= maxPlies) {
            why = "adjudicated after " + std::to_string(maxPlies) + " plies";
            return 0.5;
        }
        const bool whiteMoves = v.sideToMove() == 0;
        bool forfeit = false;
        const std::optional<Turn> turn =
            (whiteMoves ? white : black).choose(v, start, line, why, forfeit);
        if (!turn) return forfeit ? (whiteMoves ? 0 : 1) : 0.5;
        line.push_back(*turn);
        v.makeTurn(*turn);
    }
}

void playOpening(Variant& v, std::uint64_t seed, std::vector<Turn>& line) {
    std::mt19937_64 random(seed);
    const int plies = 2 + int(random() % 3);
    for (int i = 0; i < plies; ++i) {
        const std::vector<Turn> legal = v.legalTurns();
        if (legal.empty()) return;
        line.push_back(legal[std::size_t(random() % legal.size())]);
        v.makeTurn(line.back());
    }
}

// The game as a game file holds it: the players, the opening and the engines' turns, the result.
GameTree gameTree(const MatchRequest& r, const std::vector<Turn>& line, const std::string& white,
                  const std::string& black, const char* result, int round) {
    const std::unique_ptr<Variant> start = std::move(createVariant(r.variantId, r.rules).value());
    GameTree tree(*start);
    const auto& tags = start->descriptor().playerTags;
    tree.setTag("Event", "trellis match");
    tree.setTag("Round", std::to_string(round));
    tree.setTag(tags[0], white);
    tree.setTag(tags[1], black);
    NodeId at = GameTree::root();
    for (const Turn& turn : line) at = tree.addTurn(at, turn).value();
    tree.setResult(result);
    return tree;
}

} // namespace

EloEstimate eloEstimate(const std::vector<double>& scores) {
    const double n = double(scores.size());
    if (scores.empty()) return {};
    double mean = 0, variance = 0;
    for (double s : scores) mean += s / n;
    for (double s : scores) variance += (s - mean) * (s - mean) / n;
    const auto elo = [](double p) {
        if (p <= 0) return -std::numeric_limits<double>::infinity();
        if (p >= 1) return std::numeric_limits<double>::infinity();
        return -400 * std::log10(1 / p - 1);
    };
    const double spread = 1.96 * std::sqrt(variance / n);
    const double e = elo(mean);
    // An even score is 0, not "-0.0" from the rounding of the mean.
    return {std::abs(e) < 1e-9 ? 0.0 : e, (elo(mean + spread) - elo(mean - spread)) / 2};
}

int playMatch(const MatchRequest& r, std::ostream& out, std::ostream& err) {
    Player first(r.first, r.seed * 7919 + 1), second(r.second, r.seed * 7919 + 2);
    double score = 0;
    int wins = 0, draws = 0, losses = 0;
    QJsonArray games;
    std::vector<double> scores;
    std::vector<GameTree> trees;
    for (int game = 0; game < r.games; ++game) {
        std::unique_ptr<Variant> v = std::move(createVariant(r.variantId, r.rules).value());
        std::vector<Turn> line;
        playOpening(*v, r.seed * 1000003 + std::uint64_t(game / 2), line);
        const bool firstIsWhite = game % 2 == 0;
        Player& white = firstIsWhite ? first : second;
        Player& black = firstIsWhite ? second : first;
        const std::unique_ptr<Variant> start =
            std::move(createVariant(r.variantId, r.rules).value());
        int plies = 0;
        std::string why;
        // A UCI engine that cannot start the game loses it.
        double result = 0.5;
        if (!white.newGame(*start, why))
            result = 0;
        else if (!black.newGame(*start, why))
            result = 1;
        else
            result = playGame(*v, *start, white, black, r.maxPlies, plies, why, line);
        const double forFirst = firstIsWhite ? result : 1 - result;
        score += forFirst;
        scores.push_back(forFirst);
        (forFirst == 1 ? wins : forFirst == 0 ? losses : draws)++;
        const char* resultText = result == 1 ? "1-0" : result == 0 ? "0-1" : "1/2-1/2";
        if (!r.pgnPath.empty())
            trees.push_back(
                gameTree(r, line, white.config.name, black.config.name, resultText, game + 1));
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
    if (!r.pgnPath.empty()) {
        if (const Result<bool> saved = PgnWriter().save(r.pgnPath, trees); !saved) {
            err << "trellis match: " << errorText(saved).toStdString() << std::endl;
            return 1;
        }
    }
    const EloEstimate elo = eloEstimate(scores);
    if (r.json) {
        const std::unique_ptr<Variant> v = std::move(createVariant(r.variantId, r.rules).value());
        writeJson(out,
                  QJsonObject{{"variant", jsonText(v->id())},
                              {"rules", jsonText(v->rules())},
                              {"seed", jsonCount(r.seed)},
                              {"maxPlies", r.maxPlies},
                              {"first", jsonText(r.first.name)},
                              {"second", jsonText(r.second.name)},
                              {"games", games},
                              {"score", score},
                              {"wins", wins},
                              {"draws", draws},
                              {"losses", losses},
                              {"elo", std::isfinite(elo.elo) ? QJsonValue(elo.elo) : QJsonValue()},
                              {"eloMargin",
                               std::isfinite(elo.margin) ? QJsonValue(elo.margin) : QJsonValue()}});
        return 0;
    }
    char line[128];
    std::snprintf(line, sizeof line, "score %g/%d (+%d =%d -%d)", score, r.games, wins, draws,
                  losses);
    // The names apart: weights files make them longer than any fixed buffer.
    out << line << " for " << r.first.name << " against " << r.second.name << '\n';
    std::snprintf(line, sizeof line, "elo %+.1f +/- %.1f (95 %%)\n", elo.elo, elo.margin);
    out << line;
    return 0;
}

} // namespace trellis::cli
