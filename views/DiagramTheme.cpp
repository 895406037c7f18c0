#include "DiagramTheme.h"

#include <QCoreApplication>

namespace trellis {

QStringList diagramThemeNames() {
    return {diagramThemeName(DiagramTheme::Screen), diagramThemeName(DiagramTheme::Print)};
}

QString diagramThemeName(DiagramTheme theme) {
    return theme == DiagramTheme::Print ? QStringLiteral("print") : QStringLiteral("screen");
}

std::optional<DiagramTheme> diagramThemeFromName(const QString& name) {
    for (DiagramTheme theme : {DiagramTheme::Screen, DiagramTheme::Print})
        if (name == diagramThemeName(theme)) return theme;
    return std::nullopt;
}

QString diagramThemeLabel(DiagramTheme theme) {
    return theme == DiagramTheme::Print
               ? QCoreApplication::translate("DiagramTheme", "Black and white (print)")
               : QCoreApplication::translate("DiagramTheme", "Screen colours");
}

} // namespace trellis
