#pragma once
// Repertoire training's logic: the lines of a repertoire (Repertoire.h) played one after the
// other on a game of its own, the boards playing on position() as in normal play. The session
// plays the opponent's turns along the line being trained and judges the user's:
// - a turn of the repertoire is accepted (another of the user's variations there too: the
//   line becomes one it belongs to) and the opponent answers after replyDelay();
// - any other turn stays on the board for a moment, is taken back, and the repertoire's turn
//   is shown as an arrow; the miss is counted and the user must then play it;
// - showMove() draws the arrow too and counts as a miss.
// A line played through is recorded in the progress database (right without a miss, else
// wrong; only the first time in a session unless missed again). A missed line is played again
// at once until it goes through without a miss, and comes back once more a few lines later.
// The session trains the due lines (missed ones first, then the longest due); when none is
// due, all lines in a random order weighted towards the lower boxes.
#include "GameDatabase.h"
#include "GameModel.h"
#include "PositionModel.h"
#include "Repertoire.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>
#include <random>
#include <vector>

namespace trellis {

class RepertoireSession : public QObject {
    Q_OBJECT

  public:
    enum class State {
        Idle,       // no repertoire
        UserToMove, // the user's turn
        Answering,  // the opponent answers, a wrong turn goes back, or the line starts again
        LineDone,   // the line was played through without a miss: nextLine() goes on
        Finished,   // every line of the session is done
    };

    // How many lines a missed line waits before it comes back in the same session.
    static constexpr int kComeBackAfter = 3;

    explicit RepertoireSession(QObject* parent = nullptr);

    // Starts training `repertoire` for `side` (0 first player, 1 second). Progress is read from
    // and written to `progress` (null: none kept; it must outlive the session). Returns an
    // error text, empty on success.
    QString start(const GameTree& repertoire, int side, db::GameDatabase* progress);
    void stop();
    // The random choices (line order when none is due, a line among several) from this seed.
    void setSeed(unsigned seed) { random_.seed(seed); }

    GameModel* game() { return &game_; }
    PositionModel* position() { return &position_; }
    State state() const { return state_; }
    int side() const { return side_; }
    int lineCount() const { return int(lines_.size()); } // lines in the repertoire
    int count() const { return int(order_.size()); }     // lines in this session
    int index() const { return index_; }                 // the line trained, 0-based
    const RepertoireLine& line() const { return lines_[std::size_t(order_[index_])]; }
    int misses() const { return misses_; }
    int cleanLines() const { return clean_; } // lines played through at the first try
    // "Line 2 of 5 · misses: 1" (or how the session ended).
    QString statusText() const;
    // What the user is to do: "Your move as White", "Wrong: the repertoire plays Nf3", ...
    QString prompt() const { return prompt_; }
    // The progress of a line of the repertoire as the session knows it.
    const db::LineProgress& progress(int line) const { return progress_[std::size_t(line)]; }
    // The repertoire's turn the user is expected to play now (the line's), if any.
    std::optional<Turn> expectedTurn() const;

    int replyDelay() const { return delay_; }
    void setReplyDelay(int ms) { delay_ = ms; }

    // --- Intents.
    void showMove(); // the hint: the expected turn as an arrow, counted as a miss
    void nextLine(); // the next line (also skipping the one under way, which is not recorded)

  signals:
    void changed(); // state, counts, status or prompt

  private:
    void load();
    void onNodeChanged(NodeId node);
    void accept(NodeId node, NodeId repertoireNode);
    void refuse(NodeId node);
    void retarget(NodeId repertoireNode);
    void advance();
    void playOpponentTurn();
    void finishLine();
    void record(bool right);
    void showArrow(const Turn& turn);
    QString turnText(const Turn& turn) const;
    std::vector<int> weightedOrder(std::vector<int> lines); // a random order, weighted
    void after(int ms, void (RepertoireSession::*step)());
    void takeBack(NodeId node);
    void setState(State state);

    GameModel game_;
    PositionModel position_;
    QTimer timer_;
    std::mt19937 random_;
    db::GameDatabase* db_ = nullptr;
    std::unique_ptr<GameTree> repertoire_;
    std::vector<RepertoireLine> lines_;
    std::vector<db::LineProgress> progress_;
    std::vector<bool> attempted_, requeued_; // per line, in this session
    std::vector<int> order_;                 // the session's lines, by index in lines_
    int index_ = -1;
    std::size_t ply_ = 0;             // turns of the line played
    NodeId at_ = GameTree::root();    // the node after them in game_
    NodeId repAt_ = GameTree::root(); // the same node in repertoire_
    State state_ = State::Idle;
    int side_ = 0;
    int misses_ = 0;
    int clean_ = 0;
    bool playing_ = false; // the session itself plays or takes back a turn
    int delay_ = 500;
    QString prompt_;
};

} // namespace trellis
