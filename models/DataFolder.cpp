#include "DataFolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace trellis {

QString dataFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QCoreApplication::applicationName());
}

QStringList moveOldDataFolder() {
    const QString old = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString folder = dataFolder();
    if (old.isEmpty() || QFileInfo(old) == QFileInfo(folder) || !QFileInfo(old).isDir()) return {};
    QDir().mkpath(folder);
    QStringList left;
    QDir from(old);
    for (const QString& name :
         from.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
        const QString target = QDir(folder).filePath(name);
        if (QFileInfo::exists(target) || !QDir().rename(from.filePath(name), target))
            left << from.filePath(name);
    }
    if (left.isEmpty()) QDir().rmdir(old);
    return left;
}

} // namespace trellis
