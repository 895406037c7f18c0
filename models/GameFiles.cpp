#include "GameFiles.h"

#include "ErrorText.h"
#include "game/PgnReader.h"
#include "game/PgnWriter.h"
#include "variant/VariantRegistry.h"

#include <QFile>

namespace trellis {

namespace {

LoadedGames collect(const PgnReadResult& read) {
    LoadedGames out;
    for (const PgnGame& g : read.games) {
        out.games.push_back(g.tree);
        QStringList warnings;
        for (const PgnError& w : read.warnings)
            if (w.game == g.number) warnings << errorText(w);
        out.warnings.push_back(warnings);
    }
    for (const PgnError& e : read.errors) out.errors << errorText(e);
    return out;
}

} // namespace

LoadedGames parseGames(const QString& text) {
    return collect(PgnReader(registeredVariants()).read(text.toStdString()));
}

// Through QFile, which also opens the samples built in as resources (":/samples/...").
LoadedGames loadGames(const QString& path) {
    QFile file(path);
    const auto failed = [&](ErrorCode code) {
        LoadedGames out;
        out.failure =
            errorText(Error{code, {path.toStdString(), file.errorString().toStdString()}});
        return out;
    };
    if (!file.open(QIODevice::ReadOnly)) return failed(ErrorCode::FileOpen);
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) return failed(ErrorCode::FileRead);
    return parseGames(QString::fromUtf8(bytes));
}

QString saveGame(const QString& path, const GameTree& tree) {
    const Result<bool> saved = PgnWriter().save(path.toStdString(), tree);
    return saved ? QString() : errorText(saved);
}

QString gameText(const GameTree& tree) {
    return QString::fromStdString(PgnWriter().write(tree));
}

} // namespace trellis
