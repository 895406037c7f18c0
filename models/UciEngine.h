#pragma once
// A UCI engine program (Stockfish, Fairy-Stockfish, `trellis uci`, ...) run as a child process:
// the handshake (its name and `option` lines), options, the variant (UCI_Variant, UCI_Rules),
// position/go/stop, its `info` lines and `bestmove` read back as the engine's public Turns
// (Variant::parseUciToken, FORMATS.md section 8).
//
// The calls block (QProcess's waits, no event loop needed): the command line uses it directly,
// the studio from a thread of its own or through `trellis analyse --engine`. Every failure is
// an error() naming the program and what went wrong: it does not start, crashes, does not
// answer in time (a hang), answers garbage where UCI needs an answer, or gives a bestmove or a
// pv move that is not legal. After such a failure the process is stopped (killed when it does
// not quit) and start() may be called again.
#include "search/SearchTypes.h"
#include "variant/Variant.h"

#include <QDeadlineTimer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QProcess;

namespace trellis {

struct UciOption {
    QString name;
    QString type; // check, spin, combo, button, string
    QString defaultValue;
    qint64 min = 0, max = 0;
    QStringList choices; // combo's var values
};

// An engine of the studio's list (Edit > Engines…) as a job runs it: its name, its program and
// the option settings (NAME=VALUE) chosen for it.
struct UciEngineSetup {
    QString name, program;
    QStringList settings;
};

// How long a UCI engine may take: to finish the handshake or answer isready, and beyond the
// time a search was given (or after `stop`) to give its bestmove. A search limited by depth or
// nodes alone has no time of its own: its bestmove must come within the ceiling (10 minutes by
// default, far beyond what a depth or node limit the studio offers takes), or the engine is
// taken as hung. Only an infinite search waits for ever, until `stop` (and then the grace).
struct UciPatience {
    int handshakeMs = 10000;
    int graceMs = 5000;
    int searchCeilingMs = 600000;
};

class UciEngine {
  public:
    explicit UciEngine(QString program, QStringList arguments = {}, UciPatience patience = {});
    ~UciEngine();
    UciEngine(const UciEngine&) = delete;
    UciEngine& operator=(const UciEngine&) = delete;

    // Starts the program and holds the handshake (uci ... uciok, isready ... readyok).
    bool start();
    bool running() const;
    QString program() const { return program_; }
    QString name() const { return name_; } // `id name`, or the program's file name
    const std::vector<UciOption>& options() const { return options_; }
    const UciOption* option(const QString& name) const; // any case
    // The variants of the registry the engine plays: its UCI_Variant values Trellis knows, or
    // the UCI default variant (chess) when it has no such option.
    QStringList variants() const;

    // Checks the value against the option's line (a spin's range, a combo's values, true or
    // false for a check) before it is sent.
    bool setOption(const QString& name, const QString& value);
    // NAME=VALUE settings (the command line's --option), in order; the error names the first
    // that is wrong.
    bool setOptions(const QStringList& settings);
    // Tells the engine the variant and rule set of `board` (UCI_Variant, UCI_Rules); an error
    // when it does not play them.
    bool selectVariant(const Variant& board);
    bool newGame();
    // start(), the NAME=VALUE settings, selectVariant(board) and newGame(): ready to analyse a
    // game of `board`'s variant. The error names the first step that failed.
    bool prepare(const Variant& board, const QStringList& settings = {});

    // Searches the position after `moves` from `start` (sent as `position fen START moves
    // ...`, so the engine knows the game's history) with the limits (depth, nodes, timeMs,
    // multiPv through the MultiPV option when the engine has it, searchMoves; none: infinite
    // until `stop`; every other search has a deadline, UciPatience). onInfo gets each info line
    // with a pv as a report of that one line. The final report's best line starts with the
    // bestmove; no lines when the engine has no move. Nothing on a failure (error()).
    std::optional<search::SearchReport> analyse(const Variant& start,
                                                const std::vector<Turn>& moves,
                                                const search::SearchLimits& limits,
                                                const std::atomic<bool>* stop = nullptr,
                                                const search::ReportCallback& onInfo = {});

    QString error() const { return error_; }
    // Sends quit, and kills the process when it has not ended within a second.
    void stop();

  private:
    QString program_;
    QStringList arguments_;
    UciPatience patience_;
    std::unique_ptr<QProcess> process_;
    QString name_;
    std::vector<UciOption> options_;
    QString error_;
    int multiPv_ = 0; // the MultiPV sent last (0: never)

    void send(const QString& line);
    // The next line, or nothing when the deadline passes or the process ends (error() says
    // which); `stop` is watched while it waits and sends `stop` once when set.
    // A stop sent moves the deadline to the grace from then.
    std::optional<QString> nextLine(QDeadlineTimer& deadline,
                                    const std::atomic<bool>* stop = nullptr,
                                    bool* stopSent = nullptr);
    bool waitFor(const QString& answer, int ms);
    bool fail(const QString& message);
    QString goCommand(const Variant& board, const search::SearchLimits& limits) const;
    QDeadlineTimer searchDeadline(const search::SearchLimits& limits) const;
    QString hangText(const QString& go, bool stopSent) const;
};

// An `option` line's fields; nothing when the line is not one.
std::optional<UciOption> parseUciOption(const QString& line);

} // namespace trellis
