#pragma once
// Helpers for the database tests: game files of every variant, a readable dump of a whole tree
// (turns in file order with their annotations) and the canonical text of games.
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace trellis::testing {

inline std::string readBytes(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll().toStdString();
}

// The sample games shipped in resources/samples.
inline QStringList sampleGameFiles() {
    QStringList out;
    const QDir dir(QStringLiteral(TRELLIS_SOURCE_DIR "/resources/samples"));
    for (const QString& name : dir.entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

inline std::vector<GameTree> readGames(const std::string& text,
                                       std::vector<PgnError>* errors = nullptr) {
    PgnReadResult read = PgnReader(registeredVariants()).read(text);
    if (errors) *errors = read.errors;
    std::vector<GameTree> out;
    for (PgnGame& g : read.games) out.push_back(std::move(g.tree));
    return out;
}

inline void dumpLine(const GameTree& tree, NodeId at, std::string& out) {
    for (NodeId child : tree.children(at)) {
        const NodeAnnotation& a = tree.annotation(child);
        out += "(" + tree.text(child) + " {" + a.commentBefore + "|" + a.commentAfter + "}";
        for (int nag : a.nags) out += " $" + std::to_string(nag);
        for (const SquareMark& s : a.squares) out += std::string(" csl:") + s.colour + s.square;
        for (const ArrowMark& m : a.arrows)
            out += std::string(" cal:") + m.colour + m.from + "-" + m.to;
        dumpLine(tree, child, out);
        out += ")";
    }
}

// Tags, start position, every node with its annotation, in child order.
inline QString treeDump(const GameTree& tree) {
    std::string out;
    for (const auto& [key, value] : tree.tags()) out += "[" + key + " " + value + "]";
    out += tree.startVariant().rules() + " " + tree.startPosition();
    const NodeAnnotation& root = tree.annotation(GameTree::root());
    out += " {" + root.commentBefore + "|" + root.commentAfter + "}";
    dumpLine(tree, GameTree::root(), out);
    return QString::fromStdString(out);
}

} // namespace trellis::testing
