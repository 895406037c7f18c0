#pragma once
// The colour themes a diagram is drawn in: the screen's (as the board shows it) and a black and
// white print theme for paper (white and hatched squares, no shadows, marks as black frames and
// rings, grey arrows). The painters choose their colours from the theme; the names are what
// `trellis diagram --theme` and the export dialog take.
#include <QString>
#include <QStringList>

#include <optional>

namespace trellis {

enum class DiagramTheme { Screen, Print };

// "screen", "print": every theme by name, the default first.
QStringList diagramThemeNames();
QString diagramThemeName(DiagramTheme theme);
std::optional<DiagramTheme> diagramThemeFromName(const QString& name);
// The theme's name as the export dialog shows it (translated).
QString diagramThemeLabel(DiagramTheme theme);

} // namespace trellis
