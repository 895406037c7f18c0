#include "SampleTitles.h"

#include "variant/VariantRegistry.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <array>
#include <utility>

namespace trellis {

namespace {

// The kinds of sample, by the part of the file's name after the variant.
constexpr std::array<std::pair<const char*, const char*>, 3> kKinds{{
    {"sample", QT_TRANSLATE_NOOP("SampleTitles", "%1 sample game")},
    {"puzzles", QT_TRANSLATE_NOOP("SampleTitles", "%1 puzzles")},
    {"training", QT_TRANSLATE_NOOP("SampleTitles", "%1 training positions from games")},
}};

} // namespace

QString sampleTitle(const QString& fileName) {
    const QString base = QFileInfo(fileName).completeBaseName();
    const QString id = base.section('-', 0, 0), kind = base.section('-', 1);
    const VariantDescriptor* variant = findVariant(id.toStdString());
    for (const auto& [name, title] : kKinds)
        if (variant && kind == QLatin1String(name))
            return QCoreApplication::translate("SampleTitles", title)
                .arg(QCoreApplication::translate("Variant", variant->displayName.c_str()));
    return base;
}

} // namespace trellis
