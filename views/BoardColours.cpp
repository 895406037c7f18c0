#include "BoardColours.h"

#include <QCoreApplication>

#include <array>

namespace trellis {

namespace {

struct Scheme {
    const char* name;
    const char* label;
    QColor light, dark;
};

// Wood is the boards' own colours; the others are the usual alternatives of chess programs.
const std::array<Scheme, 4> kSchemes = {{
    {"wood", QT_TRANSLATE_NOOP("BoardColours", "Wood"), QColor(240, 217, 181),
     QColor(181, 136, 99)},
    {"green", QT_TRANSLATE_NOOP("BoardColours", "Green"), QColor(238, 238, 210),
     QColor(118, 150, 86)},
    {"blue", QT_TRANSLATE_NOOP("BoardColours", "Blue"), QColor(222, 227, 230),
     QColor(140, 162, 173)},
    {"grey", QT_TRANSLATE_NOOP("BoardColours", "Grey"), QColor(220, 220, 220),
     QColor(150, 150, 150)},
}};

const Scheme& schemeOf(const QString& name) {
    for (const Scheme& s : kSchemes)
        if (name == QLatin1String(s.name)) return s;
    return kSchemes.front();
}

} // namespace

QStringList boardColourNames() {
    QStringList names;
    for (const Scheme& s : kSchemes) names << QString::fromLatin1(s.name);
    return names;
}

BoardColours boardColours(const QString& name) {
    const Scheme& s = schemeOf(name);
    return {QString::fromLatin1(s.name), s.light, s.dark};
}

QString boardColoursLabel(const QString& name) {
    return QCoreApplication::translate("BoardColours", schemeOf(name).label);
}

} // namespace trellis
