#include "AppSettings.h"

#include "variant/VariantRegistry.h"

namespace trellis {

namespace {

QStringList withFirst(QStringList paths, const QString& path) {
    paths.removeAll(path);
    paths.prepend(path);
    while (paths.size() > AppSettings::kMaxRecentFiles) paths.removeLast();
    return paths;
}

} // namespace

void AppSettings::addRecentFile(const QString& path) {
    settings_.setValue("files/recent", withFirst(recentFiles(), path));
}

void AppSettings::addRecentDatabase(const QString& path) {
    settings_.setValue("databases/recent", withFirst(recentDatabases(), path));
}

Notation AppSettings::notation(const QString& variant) const {
    const VariantDescriptor* v = findVariant(variant.toStdString());
    const Notation fallback = v ? v->displayNotation : Notation::Composite;
    return Notation(settings_.value("notation/" + variant, int(fallback)).toInt());
}

} // namespace trellis
