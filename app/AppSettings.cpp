#include "AppSettings.h"

#include "variant/VariantRegistry.h"

namespace trellis {

void AppSettings::addRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles) files.removeLast();
    settings_.setValue("files/recent", files);
}

Notation AppSettings::notation(const QString& variant) const {
    const VariantDescriptor* v = findVariant(variant.toStdString());
    const Notation fallback = v ? v->displayNotation : Notation::Composite;
    return Notation(settings_.value("notation/" + variant, int(fallback)).toInt());
}

} // namespace trellis
