#pragma once
// `trellis uci`: the engine as a UCI engine (the protocol as Stockfish documents it), for every
// registered variant through the option UCI_Variant. One session is one conversation: handle()
// takes each input line; a search runs on a thread of its own, so the input is read while it
// searches (stop, ponderhit, isready are answered at once). Bad input never ends the session
// nor changes its state: it gets a line `info string error: ...`.
#include "search/Engine.h"
#include "variant/Variant.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

namespace trellis::cli {

// The parameters of one `go`, as read.
struct UciGo {
    int depth = 0;
    std::uint64_t nodes = 0;
    std::int64_t moveTime = 0;
    std::int64_t time[2] = {-1, -1}; // wtime, btime; -1 when not given
    std::int64_t increment[2] = {0, 0};
    int movesToGo = 0;
    bool infinite = false, ponder = false;
    std::vector<Turn> searchMoves;
    int mate = 0; // go mate N: a mate within N own turns first (0: none asked)
};

// The time a side spends on its turn, in milliseconds, from the clock `go` gives (0: no limit).
std::int64_t uciThinkingTime(const UciGo& go, int side);

class UciSession {
  public:
    explicit UciSession(std::ostream& out);
    // Ends a running search (its bestmove is still written).
    ~UciSession();
    UciSession(const UciSession&) = delete;
    UciSession& operator=(const UciSession&) = delete;

    // One line of input; false after `quit`.
    bool handle(const std::string& line);

  private:
    std::ostream& out_;
    std::mutex outMutex_;
    std::string variantId_;
    std::string rulesChoice_ = "default";
    int multiPv_ = 1, threads_ = 1;
    std::size_t hashMegabytes_ = 16;
    bool ponderOption_ = false;
    std::unique_ptr<Variant> board_;
    std::unique_ptr<search::Engine> engine_;

    // The running search: its thread, its stop flag, and whether its bestmove waits for `stop`
    // or `ponderhit` (go infinite, go ponder) after the search has ended on its own.
    std::thread searcher_;
    std::atomic<bool> stop_{false};
    std::mutex holdMutex_;
    std::condition_variable holdChanged_;
    bool held_ = false;
    // After ponderhit: the search stops at this many milliseconds from it (0: no limit).
    // -1 when the search is not pondering.
    std::int64_t ponderTime_ = -1;
    std::thread timer_;
    bool timerCancelled_ = false;

    void send(const std::string& line);
    void error(const std::string& what) { send("info string error: " + what); }

    void identify();
    void setOption(const std::vector<std::string>& words);
    bool setVariant(const std::string& id, const std::string& rulesChoice);
    void remakeEngine(std::size_t hashMegabytes, int threads);
    void position(const std::vector<std::string>& words);
    void go(const std::vector<std::string>& words);
    void readGo(const std::vector<std::string>& words, UciGo& go);
    void runSearch(std::unique_ptr<Variant> board, search::SearchLimits limits, int mate);
    // go mate N: the exact mate search's line as info and bestmove; false (and an info
    // string) when there is no mate within N or `stop` came first.
    bool playMate(Variant& board, int turns);
    void waitForRelease();
    void info(Variant& board, const search::SearchReport& report);
    void bestMove(Variant& board, const search::SearchReport& report);
    void ponderHit();
    void release();
    // Stops the running search (its bestmove is written) and waits for it.
    void finishSearch();
};

// `trellis uci [--help]`: the session over `in` and `out`.
int uciCommand(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
               std::ostream& err);

} // namespace trellis::cli
