#pragma once
// Reading and saving PGN-like game files for the GUI: every game of a file, the errors of the
// broken ones (game, line, column, reason), and atomic saves.
#include "game/GameTree.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace trellis {

struct LoadedGames {
    QVector<GameTree> games;
    QVector<QStringList> warnings; // per game: what was repaired or guessed reading it
    QStringList errors;            // one per skipped game
    QString failure;               // the file itself could not be read
};

LoadedGames loadGames(const QString& path);
LoadedGames parseGames(const QString& text);
// Empty on success, else the reason. The previous file stays intact when saving fails.
QString saveGame(const QString& path, const GameTree& tree);
QString gameText(const GameTree& tree);

} // namespace trellis
