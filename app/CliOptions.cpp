#include "CliOptions.h"

#include "ErrorText.h"
#include "variant/VariantRegistry.h"

#include <charconv>
#include <map>

namespace trellis::cli {

Options parseOptions(const std::vector<std::string>& args) {
    Options o;
    const std::map<std::string, std::string*> valued{
        {"--variant", &o.variant},   {"--rules", &o.rules},
        {"--notation", &o.notation}, {"--depth", &o.depth},
        {"--time", &o.time},         {"--nodes", &o.nodes},
        {"--multipv", &o.multipv},   {"--games", &o.games},
        {"--white", &o.white},       {"--black", &o.black},
        {"--seed", &o.seed},         {"--max-plies", &o.maxPlies},
        {"--threads", &o.threads},   {"--hash", &o.hash},
        {"--pgn", &o.pgn},           {"--weights", &o.weights},
        {"--output", &o.output},     {"-o", &o.output},
        {"--passes", &o.passes},     {"--step", &o.step},
        {"--skip", &o.skip},         {"--score-nodes", &o.scoreNodes},
        {"--engine", &o.engine},     {"--gradient", &o.gradient},
        {"--decay", &o.decay},       {"--only", &o.only},
        {"--targets", &o.targets},   {"--save-targets", &o.saveTargets}};
    const std::map<std::string, std::vector<std::string>*> repeated{
        {"--option", &o.engineOptions},
        {"--white-option", &o.whiteOptions},
        {"--black-option", &o.blackOptions}};
    const std::map<std::string, bool*> flags{
        {"--json", &o.json},         {"--bench", &o.bench},
        {"--turns", &o.turns},       {"--stream", &o.stream},
        {"--infinite", &o.infinite}, {"--allow-unreachable", &o.allowUnreachable},
        {"--resolve", &o.resolve}};
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (auto v = valued.find(a); v != valued.end()) {
            if (i + 1 >= args.size()) throw UsageError{a + " needs a value"};
            *v->second = args[++i];
        } else if (auto r = repeated.find(a); r != repeated.end()) {
            if (i + 1 >= args.size()) throw UsageError{a + " needs NAME=VALUE"};
            r->second->push_back(args[++i]);
        } else if (auto f = flags.find(a); f != flags.end()) {
            *f->second = true;
        } else if (a == "--moves") {
            o.movesGiven = true;
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0)
                o.moves.push_back(args[++i]);
        } else if (a.size() > 2 && a.rfind("--", 0) == 0) {
            throw UsageError{"unknown option '" + a + "'"};
        } else {
            o.positional.push_back(a);
        }
    }
    return o;
}

std::string joined(const std::vector<std::string>& words, std::size_t from) {
    std::string text;
    for (std::size_t i = from; i < words.size(); ++i) text += (text.empty() ? "" : " ") + words[i];
    return text;
}

std::string variantChoices() {
    std::string out;
    for (const std::string& id : variantIds()) out += (out.empty() ? "" : "|") + id;
    return out;
}

std::unique_ptr<Variant> loadPosition(const Options& o, const std::string& position) {
    if (position.empty()) throw UsageError{"missing POSITION (a position string or 'startpos')"};
    std::string id = o.variant;
    if (id.empty())
        id = position == "startpos" ? registeredVariants().front()->id : detectVariant(position);
    if (id.empty())
        throw UsageError{"cannot tell the variant of '" + position + "'; give --variant " +
                         variantChoices()};
    auto created = createVariant(id, o.rules);
    if (!created) throw UsageError{errorText(created).toStdString()};
    std::unique_ptr<Variant> variant = std::move(created.value());
    const auto set =
        variant->setPosition(position == "startpos" ? variant->startPosition() : position);
    if (!set) throw UsageError{"bad position: " + errorText(set).toStdString()};
    if (o.movesGiven && o.moves.empty()) throw UsageError{"--moves needs at least one turn"};
    for (std::size_t i = 0; i < o.moves.size(); ++i) {
        // The game's turns: the engine then knows the positions they passed through.
        auto turn = variant->parseTurn(o.moves[i], variant->fileNotation());
        if (!turn)
            throw UsageError{"--moves: turn " + std::to_string(i + 1) + " '" + o.moves[i] +
                             "': " + errorText(turn).toStdString()};
        variant->makeTurn(*turn);
    }
    return variant;
}

Notation notationOf(const Options& o, const Variant& v) {
    if (o.notation.empty()) return v.notations().front().notation;
    const std::optional<Notation> named = notationFromName(o.notation);
    if (!named) throw UsageError{"unknown notation '" + o.notation + "'"};
    if (v.writes(*named)) return *named;
    throw UsageError{"notation '" + o.notation + "' is not available for " + v.id()};
}

std::optional<long long> wholeNumberIn(const std::string& text, long long low, long long high) {
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < low || value > high)
        return std::nullopt;
    return value;
}

std::string notAWholeNumber(const std::string& name, const std::string& text, long long low,
                            long long high) {
    return name + " must be a whole number from " + std::to_string(low) + " to " +
           std::to_string(high) + ", not '" + text + "'";
}

long long numberOf(const std::string& name, const std::string& text, long long low,
                   long long high) {
    if (const auto value = wholeNumberIn(text, low, high)) return *value;
    throw UsageError{notAWholeNumber(name, text, low, high)};
}

} // namespace trellis::cli
