// A UCI engine that misbehaves on purpose, for the tests of UciEngine (the host) and of the
// studio's use of it. It answers the handshake, isready and ucinewgame like any engine, with one
// option of each kind, and plays chess only; the first argument says what it does:
//   legal    answers every `go` with the position's first legal turn (score cp 20, depth 1)
//   crash    aborts (killed by a signal) on `go`
//   hang     never answers `go`, nor `stop`
//   illegal  answers `go` with bestmove e2e5 (not legal at the start)
//   badpv    an info line whose pv holds a move that is not legal, then bestmove e2e4
//   garbage  answers `uci` with text that is not UCI, and never uciok
//   none     bestmove (none) in a position that has moves
//   good     info depth 1 ... pv e2e4, then bestmove e2e4
// A second argument N (crash and hang): the first N `go`s are answered as `legal` does, so
// that the engine fails partway through a game.
#include "variant/VariantRegistry.h"

#include <cstdlib>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

using namespace trellis;

namespace {

// The board of a `position fen FEN [moves T...]` or `position startpos [moves T...]` line.
std::unique_ptr<Variant> positionOf(const std::string& line) {
    auto board = std::move(createVariant("chess").value());
    std::istringstream words(line.substr(9));
    std::string word, fen;
    words >> word;
    while (words >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
    if (!board->setPosition(fen.empty() ? board->startPosition() : fen)) return nullptr;
    while (words >> word) {
        const Result<Turn> turn = board->parseUciToken(word);
        if (!turn) return nullptr;
        board->makeTurn(*turn);
    }
    return board;
}

void answerLegally(Variant* board) {
    if (!board || board->legalTurns().empty()) {
        std::cout << "bestmove (none)" << std::endl;
        return;
    }
    const std::string best = board->uciToken(board->legalTurns().front());
    std::cout << "info depth 1 seldepth 1 multipv 1 score cp 20 nodes 1 nps 1 time 1 pv " << best
              << "\nbestmove " << best << std::endl;
}

} // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "good";
    int legalGoes = argc > 2 ? std::atoi(argv[2]) : 0;
    std::unique_ptr<Variant> board;
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
        } else if (line.rfind("position ", 0) == 0) {
            board = positionOf(line);
        } else if (line.rfind("go", 0) == 0) {
            if (mode == "legal" || legalGoes-- > 0) {
                answerLegally(board.get());
                continue;
            }
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
