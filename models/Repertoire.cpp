#include "Repertoire.h"

#include <algorithm>
#include <string>

namespace trellis {

namespace {

struct LineWalk {
    const GameTree& tree;
    int side;
    std::string prefix; // variant and start position
    std::vector<RepertoireLine>& out;
    std::vector<NodeId> nodes;
    std::string texts;
    int sideTurns = 0;

    // Depth first, children in file order, each on its own copy of the board.
    void from(NodeId node, const Variant& board) {
        const std::vector<NodeId>& children = tree.children(node);
        if (children.empty()) {
            if (sideTurns > 0) {
                const std::string key = prefix + texts + '|' + std::to_string(side);
                out.push_back({nodes, QString::fromStdString(key)});
            }
            return;
        }
        for (NodeId child : children) {
            std::unique_ptr<Variant> next = board.clone();
            const Turn& turn = tree.turn(child);
            const bool ours = next->sideToMove() == side;
            const std::size_t textSize = texts.size();
            texts += (textSize ? " " : "") + next->turnText(turn, next->fileNotation());
            next->makeTurn(turn);
            nodes.push_back(child);
            sideTurns += ours;
            from(child, *next);
            sideTurns -= ours;
            nodes.pop_back();
            texts.resize(textSize);
        }
    }
};

} // namespace

std::vector<RepertoireLine> repertoireLines(const GameTree& tree, int side) {
    std::vector<RepertoireLine> out;
    const Variant& start = tree.startVariant();
    LineWalk walk{tree, side, start.descriptor().id + '|' + start.position() + '|', out, {}, {}, 0};
    walk.from(GameTree::root(), start);
    return out;
}

namespace leitner {

db::LineProgress answered(db::LineProgress progress, bool right, const QDateTime& now) {
    const QDateTime utc = now.toUTC();
    if (right) {
        progress.box = std::min(progress.box + 1, int(kIntervalDays.size()));
        progress.due =
            utc.addDays(kIntervalDays[std::size_t(progress.box - 1)]).toString(Qt::ISODate);
        ++progress.right;
    } else {
        progress.box = 1;
        progress.due = utc.toString(Qt::ISODate);
        ++progress.wrong;
    }
    progress.missed = !right;
    progress.trained = utc.toString(Qt::ISODate);
    return progress;
}

bool isDue(const db::LineProgress& progress, const QDateTime& now) {
    if (progress.due.isEmpty()) return true;
    const QDateTime due = QDateTime::fromString(progress.due, Qt::ISODate);
    return !due.isValid() || due <= now;
}

} // namespace leitner

} // namespace trellis
