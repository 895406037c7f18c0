#pragma once
// Helpers shared by the game tests: structural comparison of trees (ids may differ after a
// round trip, content may not) and one-call read/write helpers over the counting variant.
#include "CountingVariant.h"
#include "game/GameTree.h"
#include "game/PgnReader.h"
#include "game/PgnWriter.h"

#include <QString>
#include <QStringList>

namespace trellis::testing {

inline QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

inline QString annotationDifference(const NodeAnnotation& a, const NodeAnnotation& b) {
    if (a.commentBefore != b.commentBefore)
        return "comment before '" + qs(a.commentBefore) + "' vs '" + qs(b.commentBefore) + "'";
    if (a.commentAfter != b.commentAfter)
        return "comment after '" + qs(a.commentAfter) + "' vs '" + qs(b.commentAfter) + "'";
    if (a.nags != b.nags) return QStringLiteral("NAGs differ");
    if (a.squares != b.squares) return QStringLiteral("square highlights differ");
    if (a.arrows != b.arrows) return QStringLiteral("arrows differ");
    return {};
}

// Empty when the two trees hold the same game: turns, texts, variation order, annotations,
// tags and start position.
inline QString treeDifference(const GameTree& a, const GameTree& b) {
    if (a.tags() != b.tags()) return QStringLiteral("tags differ");
    if (a.startPosition() != b.startPosition()) return QStringLiteral("start positions differ");
    std::vector<std::pair<NodeId, NodeId>> stack{{GameTree::root(), GameTree::root()}};
    while (!stack.empty()) {
        const auto [x, y] = stack.back();
        stack.pop_back();
        const QString where = x == GameTree::root() ? QStringLiteral("root") : qs(a.text(x));
        if (x != GameTree::root() && (a.turn(x) != b.turn(y) || a.text(x) != b.text(y)))
            return "turn " + where + " vs " + qs(b.text(y));
        if (const QString d = annotationDifference(a.annotation(x), b.annotation(y)); !d.isEmpty())
            return "at " + where + ": " + d;
        const auto& ka = a.children(x);
        const auto& kb = b.children(y);
        if (ka.size() != kb.size()) return "number of continuations after " + where;
        for (size_t i = 0; i < ka.size(); ++i) stack.emplace_back(ka[i], kb[i]);
    }
    return {};
}

inline PgnReader countingReader() {
    return PgnReader(countingVariants());
}

// "game 2, line 10, column 16: GameBadTurn(3..., a9) <- TurnNoMatch(a9)": for failure output
// (the words users read are models/ErrorText's, tested in tests/models).
inline QString errorText(const PgnError& e) {
    return QString("game %1, line %2, column %3: %4")
        .arg(e.game)
        .arg(e.line)
        .arg(e.column)
        .arg(qs(errorDebugText(e.error)));
}

inline QString errorsText(const std::vector<PgnError>& errors) {
    QStringList lines;
    for (const PgnError& e : errors) lines << errorText(e);
    return lines.join('\n');
}

inline std::unique_ptr<Variant> countingBoard(std::string rules = "standard") {
    return std::make_unique<CountingVariant>(countDescriptor(), 'a', std::move(rules));
}

} // namespace trellis::testing
