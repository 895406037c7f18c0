#include "GameFiles.h"

#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QFile>

namespace trellis {

namespace {

LoadedGames collect(const PgnReadResult& read) {
    LoadedGames out;
    for (const PgnGame& g : read.games) out.games.push_back(g.tree);
    for (const PgnError& e : read.errors) out.errors << QString::fromStdString(e.toString());
    return out;
}

} // namespace

LoadedGames parseGames(const QString& text) {
    return collect(PgnReader(registeredVariants()).read(text.toStdString()));
}

LoadedGames loadGames(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        LoadedGames out;
        out.failure = QObject::tr("cannot open %1: %2").arg(path, file.errorString());
        return out;
    }
    return parseGames(QString::fromUtf8(file.readAll()));
}

QString saveGame(const QString& path, const GameTree& tree) {
    const Result<bool> saved = PgnWriter().save(path.toStdString(), tree);
    return saved ? QString() : QString::fromStdString(saved.error());
}

QString gameText(const GameTree& tree) {
    return QString::fromStdString(PgnWriter().write(tree));
}

} // namespace trellis
