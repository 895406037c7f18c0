// `trellis uci`: the protocol's commands, the options and the search thread (UciSession.h).
#include "UciSession.h"

#include "UciOptions.h"
#include "Version.h"

#include "ErrorText.h"
#include "variant/VariantRegistry.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <istream>
#include <new>
#include <sstream>

namespace trellis::cli {

namespace {

std::vector<std::string> wordsOf(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

// A whole number of `word`, or nothing.
std::optional<long long> parsedNumber(const std::string& word) {
    long long n = 0;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), n);
    if (ec != std::errc() || end != word.data() + word.size()) return std::nullopt;
    return n;
}

bool isGoKeyword(const std::string& w) {
    static const std::vector<std::string> keywords{"depth",    "nodes",  "movetime",    "wtime",
                                                   "btime",    "winc",   "binc",        "movestogo",
                                                   "infinite", "ponder", "searchmoves", "mate"};
    return std::find(keywords.begin(), keywords.end(), w) != keywords.end();
}

// The longest mate `go mate` looks for (the mate search's own limit).
constexpr long long kMaxUciMate = 32;

std::string scoreText(const search::Score& s) {
    return s.isMate ? "mate " + std::to_string(s.value) : "cp " + std::to_string(s.value);
}

} // namespace

std::int64_t uciThinkingTime(const UciGo& go, int side) {
    if (go.moveTime > 0)
        return std::max<std::int64_t>(1,
                                      go.moveTime - std::min<std::int64_t>(20, go.moveTime / 10));
    const std::int64_t left = go.time[side];
    if (left < 0) return 0;
    // A share of what is left (of the moves to the next time control, or of about 30 more
    // moves) and most of the increment, never more than a third of the clock unless this is
    // the last move before the control, and always a margin for the answer to get through.
    const std::int64_t moves = go.movesToGo > 0 ? std::min(go.movesToGo, 40) : 30;
    std::int64_t t = left / moves + go.increment[side] * 3 / 4;
    if (go.movesToGo != 1) t = std::min(t, left / 3 + go.increment[side] / 2);
    t = std::min(t, left - std::min<std::int64_t>(50, left / 10));
    return std::max<std::int64_t>(1, t);
}

UciSession::UciSession(std::ostream& out) : out_(out) {
    setVariant(uciDefaultVariant(), "default");
    remakeEngine(hashMegabytes_, threads_);
}

UciSession::~UciSession() {
    finishSearch();
}

void UciSession::send(const std::string& line) {
    const std::lock_guard lock(outMutex_);
    out_ << line << '\n' << std::flush;
}

bool UciSession::handle(const std::string& line) {
    const std::vector<std::string> words = wordsOf(line);
    if (words.empty()) return true;
    const std::string& command = words[0];
    if (command == "uci") {
        identify();
    } else if (command == "isready") {
        send("readyok");
    } else if (command == "debug") {
        // Nothing more to say in debug mode.
    } else if (command == "setoption") {
        finishSearch();
        setOption(words);
    } else if (command == "ucinewgame") {
        finishSearch();
        engine_->clear();
    } else if (command == "position") {
        finishSearch();
        position(words);
    } else if (command == "go") {
        finishSearch();
        go(words);
    } else if (command == "stop") {
        stop_ = true;
        release();
    } else if (command == "ponderhit") {
        ponderHit();
    } else if (command == "quit") {
        finishSearch();
        return false;
    } else {
        error("unknown command '" + command + "'");
    }
    return true;
}

void UciSession::identify() {
    send(std::string("id name Trellis ") + kVersion);
    send("id author the Trellis authors");
    for (const std::string& option : uciOptionLines()) send(option);
    send("uciok");
}

void UciSession::setOption(const std::vector<std::string>& words) {
    const auto valueAt = std::find(words.begin(), words.end(), "value");
    if (words.size() < 3 || words[1] != "name")
        return error("setoption needs 'name NAME [value VALUE]'");
    std::string name, value;
    for (auto w = words.begin() + 2; w != valueAt; ++w) name += (name.empty() ? "" : " ") + *w;
    for (auto w = valueAt == words.end() ? valueAt : valueAt + 1; w < words.end(); ++w)
        value += (value.empty() ? "" : " ") + *w;
    const std::string key = lowerCase(name);
    const std::optional<long long> number = parsedNumber(value);
    const auto inRange = [&](long long low, long long high) {
        if (number && *number >= low && *number <= high) return true;
        error("option " + name + ": '" + value + "' is not a whole number from " +
              std::to_string(low) + " to " + std::to_string(high));
        return false;
    };
    if (key == "uci_variant") {
        const VariantDescriptor* v = findVariant(value);
        if (!v) return error("option UCI_Variant: unknown variant '" + value + "'");
        setVariant(v->id, rulesChoice_);
    } else if (key == "uci_rules") {
        const std::vector<std::string> choices = uciRuleChoices();
        if (std::find(choices.begin(), choices.end(), value) == choices.end())
            return error("option UCI_Rules: unknown rule set '" + value + "'");
        setVariant(variantId_, value);
    } else if (key == "multipv") {
        if (inRange(1, 256)) multiPv_ = int(*number);
    } else if (key == "hash") {
        if (inRange(1, 65536)) remakeEngine(std::size_t(*number), threads_);
    } else if (key == "threads") {
        if (inRange(1, 256)) remakeEngine(hashMegabytes_, int(*number));
    } else if (key == "clear hash") {
        engine_->clear();
    } else if (key == "ponder") {
        if (value != "true" && value != "false")
            return error("option Ponder: '" + value + "' is neither true nor false");
        ponderOption_ = value == "true";
    } else {
        error("unknown option '" + name + "'");
    }
}

// A board of the variant at its start position, under the chosen rule set when the variant
// has it (else its own default). The board before stays when the variant cannot be made.
bool UciSession::setVariant(const std::string& id, const std::string& rulesChoice) {
    const VariantDescriptor* v = findVariant(id);
    const bool hasRules =
        v && std::find(v->ruleSets.begin(), v->ruleSets.end(), rulesChoice) != v->ruleSets.end();
    auto created = createVariant(id, hasRules ? rulesChoice : "");
    if (!created) {
        error("cannot play " + id + ": " + errorText(created).toStdString());
        return false;
    }
    std::unique_ptr<Variant> board = std::move(created.value());
    board->setPosition(board->startPosition());
    variantId_ = board->id();
    rulesChoice_ = rulesChoice;
    const bool changed =
        board_ && (board_->id() != board->id() || board_->rules() != board->rules());
    board_ = std::move(board);
    if (changed) send("info string variant " + variantId_ + " rules " + board_->rules());
    return true;
}

void UciSession::remakeEngine(std::size_t hashMegabytes, int threads) {
    search::EngineOptions options;
    options.hashMegabytes = hashMegabytes;
    options.threads = threads;
    try {
        engine_ = std::make_unique<search::Engine>(options);
    } catch (const std::bad_alloc&) {
        error("option Hash: " + std::to_string(hashMegabytes) +
              " MB cannot be had; the table stays at " + std::to_string(hashMegabytes_) + " MB");
        return;
    }
    hashMegabytes_ = hashMegabytes;
    threads_ = threads;
}

// position startpos|fen POSITION [moves TOKEN...]: the whole command or nothing.
void UciSession::position(const std::vector<std::string>& words) {
    const auto movesAt = std::find(words.begin(), words.end(), "moves");
    std::string text;
    if (words.size() >= 2 && words[1] == "startpos" && movesAt - words.begin() <= 2) {
        text = board_->startPosition();
    } else if (words.size() >= 3 && words[1] == "fen" && movesAt - words.begin() > 2) {
        for (auto w = words.begin() + 2; w != movesAt; ++w) text += (text.empty() ? "" : " ") + *w;
    } else {
        return error("position needs 'startpos' or 'fen POSITION', then 'moves TOKEN...'");
    }
    std::unique_ptr<Variant> board = std::move(createVariant(variantId_, board_->rules()).value());
    if (const Result<bool> set = board->setPosition(text); !set)
        return error("position: bad " + board->descriptor().positionFormat + " '" + text +
                     "': " + errorText(set).toStdString());
    for (auto w = movesAt == words.end() ? movesAt : movesAt + 1; w < words.end(); ++w) {
        const Result<Turn> turn = board->parseUciToken(*w);
        if (!turn)
            return error("position: move " + std::to_string(w - movesAt) + " '" + *w +
                         "': " + errorText(turn).toStdString());
        board->makeTurn(*turn);
    }
    board_ = std::move(board);
}

void UciSession::readGo(const std::vector<std::string>& words, UciGo& go) {
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "infinite" || w == "ponder") {
            (w == "infinite" ? go.infinite : go.ponder) = true;
            continue;
        }
        if (w == "searchmoves") {
            for (; i + 1 < words.size() && !isGoKeyword(words[i + 1]); ++i) {
                const Result<Turn> turn = board_->parseUciToken(words[i + 1]);
                if (turn)
                    go.searchMoves.push_back(*turn);
                else
                    error("go searchmoves '" + words[i + 1] +
                          "': " + errorText(turn).toStdString());
            }
            continue;
        }
        if (!isGoKeyword(w)) {
            error("go: unknown parameter '" + w + "'");
            continue;
        }
        const std::optional<long long> n =
            i + 1 < words.size() ? parsedNumber(words[i + 1]) : std::nullopt;
        if (!n || (*n < 0 && w != "wtime" && w != "btime")) {
            error("go " + w + " needs a whole number");
            continue;
        }
        ++i;
        if (w == "depth") go.depth = int(std::clamp<long long>(*n, 1, 100));
        if (w == "nodes") go.nodes = std::uint64_t(std::max<long long>(*n, 1));
        if (w == "movetime") go.moveTime = std::max<long long>(*n, 1);
        if (w == "wtime" || w == "btime") go.time[w == "btime"] = std::max<long long>(*n, 1);
        if (w == "winc" || w == "binc") go.increment[w == "binc"] = *n;
        if (w == "movestogo") go.movesToGo = int(std::min<long long>(*n, 1000));
        if (w == "mate") go.mate = int(std::clamp<long long>(*n, 1, kMaxUciMate));
    }
}

void UciSession::go(const std::vector<std::string>& words) {
    UciGo go;
    readGo(words, go);
    search::SearchLimits limits;
    limits.depth = go.depth;
    limits.nodes = go.nodes;
    limits.multiPv = multiPv_;
    limits.searchMoves = go.searchMoves;
    const std::int64_t time = go.infinite ? 0 : uciThinkingTime(go, board_->sideToMove());
    if (!go.ponder) limits.timeMs = time;
    {
        const std::lock_guard lock(holdMutex_);
        held_ = go.infinite || go.ponder;
        ponderTime_ = go.ponder ? std::max<std::int64_t>(time, 0) : -1;
        timerCancelled_ = false;
    }
    stop_ = false;
    searcher_ = std::thread(&UciSession::runSearch, this, board_->clone(), limits, go.mate);
}

// The search thread: with `go mate N` the exact mate search first; then (no such mate) the
// ordinary search, info lines after every iteration; the bestmove once the hold of an
// infinite or pondering search is released.
void UciSession::runSearch(std::unique_ptr<Variant> board, search::SearchLimits limits, int mate) {
    if (mate > 0 && playMate(*board, mate)) return;
    const search::SearchReport report = engine_->analyse(
        *board, limits, &stop_, [&](const search::SearchReport& r) { info(*board, r); });
    waitForRelease();
    bestMove(*board, report);
}

void UciSession::waitForRelease() {
    std::unique_lock lock(holdMutex_);
    holdChanged_.wait(lock, [this] { return !held_; });
}

// The mate search is exact: its line is the shortest mate against the longest defence, and
// it takes no time or node limit (only `stop`).
bool UciSession::playMate(Variant& board, int turns) {
    const auto started = std::chrono::steady_clock::now();
    const search::MateResult m = engine_->mate(board, turns, &stop_);
    if (!m.mate || m.line.empty()) {
        send("info string no mate in " + std::to_string(turns) +
             (m.aborted ? " found before stop" : "") + "; searching on without it");
        return false;
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - started)
                        .count();
    std::string text = "info depth " + std::to_string(m.line.size()) + " seldepth " +
                       std::to_string(m.line.size()) + " multipv 1 score mate " +
                       std::to_string(m.turns) + " nodes " + std::to_string(m.nodes) + " time " +
                       std::to_string(ms) + " pv";
    const std::vector<std::string> tokens = uciTokens(board, m.line);
    for (const std::string& token : tokens) text += " " + token;
    send(text);
    waitForRelease();
    send("bestmove " + tokens[0] + (tokens.size() > 1 ? " ponder " + tokens[1] : ""));
    return true;
}

void UciSession::info(Variant& board, const search::SearchReport& report) {
    for (const search::SearchLine& line : report.lines) {
        std::string text =
            "info depth " + std::to_string(report.depth) + " seldepth " +
            std::to_string(std::max(report.selDepth, report.depth)) + " multipv " +
            std::to_string(line.multipv) + " score " + scoreText(line.score) + " nodes " +
            std::to_string(report.nodes) + " nps " + std::to_string(report.nps) + " hashfull " +
            std::to_string(report.hashfull) + " time " + std::to_string(report.timeMs) + " pv";
        for (const std::string& token : uciTokens(board, line.pv)) text += " " + token;
        send(text);
    }
}

void UciSession::bestMove(Variant& board, const search::SearchReport& report) {
    if (!report.hasBest()) {
        send(std::string("info depth 0 score ") + (board.status().check ? "mate 0" : "cp 0"));
        send("bestmove (none)");
        return;
    }
    const std::vector<std::string> tokens = uciTokens(board, report.lines.front().pv);
    send("bestmove " + tokens[0] + (tokens.size() > 1 ? " ponder " + tokens[1] : ""));
}

// The search goes on as an ordinary one: its bestmove is no longer held, and it stops at the
// time its clock allows, counted from now.
void UciSession::ponderHit() {
    const std::lock_guard lock(holdMutex_);
    if (ponderTime_ < 0) return error("ponderhit while not pondering");
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ponderTime_);
    if (ponderTime_ > 0)
        timer_ = std::thread([this, deadline] {
            std::unique_lock timerLock(holdMutex_);
            if (!holdChanged_.wait_until(timerLock, deadline, [this] { return timerCancelled_; }))
                stop_ = true;
        });
    ponderTime_ = -1;
    held_ = false;
    holdChanged_.notify_all();
}

void UciSession::release() {
    const std::lock_guard lock(holdMutex_);
    held_ = false;
    ponderTime_ = -1;
    holdChanged_.notify_all();
}

void UciSession::finishSearch() {
    stop_ = true;
    {
        const std::lock_guard lock(holdMutex_);
        held_ = false;
        ponderTime_ = -1;
        timerCancelled_ = true;
        holdChanged_.notify_all();
    }
    if (searcher_.joinable()) searcher_.join();
    if (timer_.joinable()) timer_.join();
    stop_ = false;
}

int uciCommand(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
               std::ostream& err) {
    if (args.size() > 1) {
        if (args[1] == "--help" || args[1] == "-h") {
            out << uciHelp();
            return 0;
        }
        err << "trellis uci: unknown option '" << args[1] << "' (see trellis uci --help)\n";
        return 2;
    }
    UciSession session(out);
    for (std::string line; std::getline(in, line);)
        if (!session.handle(line)) break;
    return 0;
}

} // namespace trellis::cli
