#include "GameEvaluation.h"

#include <algorithm>

namespace trellis {

MainLine MainLine::of(const GameTree& tree) {
    MainLine line;
    line.nodes = tree.mainLine();
    for (const NodeId id : line.nodes) line.texts.push_back(tree.text(id));
    return line;
}

GameEvaluation::GameEvaluation(GameModel* game, QObject* parent) : QObject(parent), game_(game) {
    connect(game_, &GameModel::gameReplaced, this, &GameEvaluation::clear);
    connect(game_, &GameModel::gameEdited, this, &GameEvaluation::gameChanged);
}

void GameEvaluation::set(const MainLine& line, std::vector<EvalScore> scores,
                         std::vector<int> movers) {
    if (line != MainLine::of(game_->tree()) || scores.empty() ||
        scores.size() > line.nodes.size() + 1 || movers.size() != line.nodes.size())
        return clear();
    line_ = line;
    scores_ = std::move(scores);
    movers_ = std::move(movers);
    emit changed();
}

void GameEvaluation::clear() {
    if (scores_.empty()) return;
    line_ = {};
    scores_.clear();
    movers_.clear();
    emit changed();
}

void GameEvaluation::gameChanged() {
    if (!scores_.empty() && line_ != MainLine::of(game_->tree())) clear();
}

int GameEvaluation::markFor(std::size_t index) const {
    if (index + 1 >= scores_.size()) return 0;
    const int sign = movers_[index] == 0 ? 1 : -1;
    const int drop = sign * (scores_[index].capped(kCap) - scores_[index + 1].capped(kCap));
    if (drop >= kBlunder) return kBlunderNag;
    if (drop >= kMistake) return kMistakeNag;
    return 0;
}

int GameEvaluation::markMistakes() {
    const GameTree& tree = game_->tree();
    std::vector<std::pair<NodeId, QList<int>>> marks;
    for (std::size_t i = 0; i < line_.nodes.size(); ++i) {
        const int nag = markFor(i);
        const std::vector<int>& nags = tree.annotation(line_.nodes[i]).nags;
        const bool assessed =
            std::any_of(nags.begin(), nags.end(), [](int n) { return n >= 1 && n <= 6; });
        if (!nag || assessed) continue;
        QList<int> marked(nags.begin(), nags.end());
        marked.append(nag);
        marks.emplace_back(line_.nodes[i], marked);
    }
    if (marks.empty()) return 0;
    QUndoStack* undo = game_->undoStack();
    undo->beginMacro(tr("Mark mistakes and blunders"));
    for (const auto& mark : marks) game_->setNags(mark.first, mark.second);
    undo->endMacro();
    return int(marks.size());
}

} // namespace trellis
