#pragma once
// The scores of a whole game's main line, as Game > Analyse Game found them: one per position
// (the start and after each turn), from the first player's side. They belong to the main line
// they were computed for: when the game is replaced or its main line changes they are dropped
// (annotation edits, the marks below among them, keep them).
//
// Mistakes and blunders are told by how much a turn lowers the score from its mover's side,
// both scores capped at ±10 pawns (a mate counts as the cap, so that a won position stays won
// however the engine's mate distance moves): a drop of 1 pawn or more is a mistake ($2, "?"),
// 3 pawns or more a blunder ($4, "??").
#include "EvalScore.h"
#include "GameModel.h"

#include <QObject>

#include <string>
#include <vector>

namespace trellis {

// A main line as its turns' node ids and file texts: equal when nothing in it changed.
struct MainLine {
    std::vector<NodeId> nodes;
    std::vector<std::string> texts;
    static MainLine of(const GameTree& tree);
    bool operator==(const MainLine&) const = default;
};

class GameEvaluation : public QObject {
    Q_OBJECT

  public:
    static constexpr int kCap = 1000;     // centipawns
    static constexpr int kMistake = 100;  // drop for "?"
    static constexpr int kBlunder = 300;  // drop for "??"
    static constexpr int kMistakeNag = 2; // "?"
    static constexpr int kBlunderNag = 4; // "??"

    explicit GameEvaluation(GameModel* game, QObject* parent = nullptr);

    // Scores for `line`: scores[0] the start position, scores[i] after line.nodes[i - 1];
    // movers[i] the side that plays turn i + 1. The scores may stop short of the line's end
    // (an engine that failed partway): the turns after the last score are not judged. Dropped
    // (nothing shown) when `line` is no longer the game's main line.
    void set(const MainLine& line, std::vector<EvalScore> scores, std::vector<int> movers);
    void clear();
    bool isEmpty() const { return scores_.empty(); }
    const MainLine& line() const { return line_; }
    const std::vector<EvalScore>& scores() const { return scores_; }

    // The glyph turn `index` (0-based in the line) deserves: kMistakeNag, kBlunderNag or 0.
    int markFor(std::size_t index) const;
    // Puts "?" and "??" on the turns that deserve them, as one undoable step. A turn that
    // already carries a move assessment ($1-$6) keeps it: the annotator's judgement wins.
    // Returns how many turns were marked.
    int markMistakes();

  signals:
    void changed();

  private:
    void gameChanged();

    GameModel* game_;
    MainLine line_;
    std::vector<EvalScore> scores_;
    std::vector<int> movers_;
};

} // namespace trellis
