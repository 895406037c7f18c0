#pragma once
// The folder the studio keeps its data in: the default game database, the autosaves. It is
// <the user's data directory>/<application name>, ~/.local/share/Trellis on Linux. Qt's
// AppDataLocation would add the organisation's name before the application's, and Trellis is
// both: Trellis/Trellis, where versions before this one kept their files.
#include <QString>
#include <QStringList>

namespace trellis {

QString dataFolder();

// Moves what the nested folder of older versions holds (AppDataLocation, when it is not
// dataFolder()) into dataFolder(), entry by entry, and removes it once empty. An entry whose name
// is taken in dataFolder() stays where it is (nothing is overwritten or lost); those are
// returned, with the folder they are in, for a message.
QStringList moveOldDataFolder();

} // namespace trellis
