#pragma once
// A repertoire: a game whose main line and variations are the lines a player wants to know by
// heart, for one side. A line is a path from the start to a leaf of the tree. Each line is
// known by its key (variant, start position, turns in the variant's file notation, the side),
// so that the same line is recognised in any repertoire file, and its progress is kept in the
// database (db::LineProgress) on a Leitner schedule.
#include "GameDatabase.h"
#include "game/GameTree.h"

#include <QDateTime>
#include <QString>

#include <array>
#include <vector>

namespace trellis {

struct RepertoireLine {
    std::vector<NodeId> nodes; // the line's turns, the root's child first, the leaf last
    QString key;
};

// The lines of `tree` in file order (the main line first); only lines in which `side` has a
// turn to play are kept.
std::vector<RepertoireLine> repertoireLines(const GameTree& tree, int side);

// The Leitner schedule: a right answer moves a line up a box and makes it due after that
// box's interval; a wrong one puts it back in the first box, due at once.
namespace leitner {

inline constexpr std::array<int, 5> kIntervalDays{1, 3, 7, 21, 60}; // boxes 1 to 5

db::LineProgress answered(db::LineProgress progress, bool right, const QDateTime& now);
bool isDue(const db::LineProgress& progress, const QDateTime& now);

} // namespace leitner

} // namespace trellis
