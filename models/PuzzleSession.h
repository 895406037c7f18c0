#pragma once
// The solve mode's logic: a collection of puzzles (games with a [Goal] tag, the solution as
// the main line) played one after the other on a game of its own. The boards play on
// position() as in normal play; the session judges each turn the solver plays there:
// - the solution's turn is accepted, and the defence's answer follows after defenceDelay();
// - at the final mating turn of a mate goal, after the key, any mating turn is accepted (what
//   PuzzleVerifier accepts as alternatives); a mate in 1 wants its key, or a completion of it
//   that mates (puzzle::sameKey: the deploy's other pieces staying or going);
// - any other turn is refused: it stays on the board for a moment, then is taken back, and
//   the miss is counted ("Try again").
// hint() marks the square of the piece to move (and counts as help), showSolution() plays the
// rest of the line out. When a puzzle ends its result (first try, with misses or hints, shown)
// is recorded in the results database under the puzzle's key; a collection started again puts
// the puzzles whose last result was not "first try" first.
#include "GameDatabase.h"
#include "GameModel.h"
#include "PositionModel.h"

#include <QObject>
#include <QTimer>

#include <optional>
#include <vector>

namespace trellis {

class PuzzleSession : public QObject {
    Q_OBJECT

  public:
    enum class State {
        Idle,         // no collection
        SolverToMove, // the user's turn
        Answering,    // the defence answers, a refused turn goes back, or the solution plays
        Solved,       // this puzzle is over (solved or shown): next() goes on
        Finished,     // the whole collection is done
    };

    // A puzzle ready to be played: its tree, solution, key, and whether its last recorded
    // result was not "first try" (such puzzles come first).
    struct Puzzle {
        GameTree tree;
        std::vector<Turn> line;
        QString key;
        bool missedLast = false;
    };

    explicit PuzzleSession(QObject* parent = nullptr);

    // The puzzle's identity in the results: its variant, start position and solution (turn
    // texts in the variant's file notation), so the same puzzle is known in any collection.
    static QString keyOf(const GameTree& puzzle);

    // Starts a collection (games without a solution are left out). Results are read from and
    // written to `results` (null: none kept; it must outlive the session or be replaced).
    // Returns an error text, empty on success.
    QString start(std::vector<GameTree> puzzles, db::GameDatabase* results);
    // The same with puzzles prepared beforehand (e.g. on another thread, PuzzleLoadJob).
    QString start(std::vector<Puzzle> puzzles, db::GameDatabase* results);
    // A game ready to be played as a puzzle (its last result read from `results`, which may be
    // null), or nothing when it has no solution. Pure: any thread may call it with its own
    // connection.
    static std::optional<Puzzle> prepare(GameTree tree, const db::GameDatabase* results);
    void stop();

    GameModel* game() { return &game_; }
    PositionModel* position() { return &position_; }
    State state() const { return state_; }
    int count() const { return int(puzzles_.size()); }
    int index() const { return index_; }                           // the puzzle shown, 0-based
    int originalIndex(int k) const { return order_.value(k, -1); } // its place in the collection
    int misses() const { return misses_; }
    bool hinted() const { return hinted_; }
    int solverSide() const { return solverSide_; }
    QString goalText() const;
    // "Puzzle 2 of 5 · mate in 2 · White to move · misses: 1", plus how the puzzle ended.
    QString statusText() const;
    // The results of the puzzles finished in this session: first try, with misses, shown.
    int firstTry() const { return firstTry_; }

    int defenceDelay() const { return delay_; }
    void setDefenceDelay(int ms) { delay_ = ms; }

    // --- Intents.
    void hint();
    void showSolution();
    void next();

  signals:
    void changed(); // state, counts or status text
    void message(const QString& text);

  private:
    void load();
    void onNodeChanged(NodeId node);
    bool accepts(NodeId node) const;
    void refuse(NodeId node);
    void advance(); // after an accepted turn: the defence's answer or the end
    void playLineTurn();
    void finish();
    void setState(State state);

    GameModel game_;
    PositionModel position_;
    QTimer timer_;
    db::GameDatabase* results_ = nullptr;
    std::vector<Puzzle> puzzles_;
    QVector<int> order_; // order_[k]: the collection index of the k-th puzzle shown
    int index_ = -1;
    std::size_t ply_ = 0;          // turns of the line played
    NodeId at_ = GameTree::root(); // the node after them
    State state_ = State::Idle;
    int solverSide_ = 0;
    int misses_ = 0;
    bool hinted_ = false, shown_ = false;
    bool playing_ = false; // the session itself plays a turn
    int delay_ = 600;
    int firstTry_ = 0;
    QString lastResult_;
};

} // namespace trellis
