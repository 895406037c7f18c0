// A UCI engine that misbehaves on purpose, for the tests of UciEngine (the host). It answers the
// handshake, isready and ucinewgame like any engine, with one option of each kind; the first
// argument says what it does wrong:
//   crash    aborts (killed by a signal) on `go`
//   hang     never answers `go`, nor `stop`
//   illegal  answers `go` with bestmove e2e5 (not legal at the start)
//   badpv    an info line whose pv holds a move that is not legal, then bestmove e2e4
//   garbage  answers `uci` with text that is not UCI, and never uciok
//   none     bestmove (none) in a position that has moves
//   good     info depth 1 ... pv e2e4, then bestmove e2e4
#include <cstdlib>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "good";
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line == "uci") {
            if (mode == "garbage") {
                std::cout << "Welcome! Type HELP for a list of commands." << std::endl;
                continue;
            }
            std::cout << "id name Fake " << mode << "\n"
                      << "option name Skill Level type spin default 5 min 0 max 20\n"
                      << "option name Style type combo default Normal var Solid var Normal\n"
                      << "option name Clear Hash type button\n"
                      << "option name Nullmove type check default true\n"
                      << "option name Book File type string default <empty>\n"
                      << "uciok" << std::endl;
        } else if (line == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (line == "quit") {
            return 0;
        } else if (line.rfind("go", 0) == 0) {
            if (mode == "crash") std::abort();
            if (mode == "hang") continue;
            if (mode == "illegal") std::cout << "bestmove e2e5" << std::endl;
            if (mode == "badpv")
                std::cout << "info depth 1 score cp 10 pv e2e4 e2e4\nbestmove e2e4" << std::endl;
            if (mode == "none") std::cout << "bestmove (none)" << std::endl;
            if (mode == "good")
                std::cout << "info depth 1 seldepth 1 multipv 1 score cp 20 nodes 1 nps 1 time 1 "
                             "pv e2e4\nbestmove e2e4"
                          << std::endl;
        }
    }
    return 0;
}
