#pragma once
// The named colour schemes of a board's squares (Edit > Settings > Board colours): the 2D chess
// and Tri-D boards, their exported diagrams and the 3D chess and Tri-D boards take their light
// and dark squares from one. Cotulenh keeps its terrain colours (they say water and land).
#include <QColor>
#include <QString>
#include <QStringList>

namespace trellis {

struct BoardColours {
    QString name; // what the settings keep: "wood", "green", "blue", "grey"
    QColor light, dark;
    bool operator==(const BoardColours&) const = default;
};

// Every scheme's name, the default ("wood") first.
QStringList boardColourNames();
// The scheme of a name; the default one for a name that is none of them.
BoardColours boardColours(const QString& name);
// The scheme's name as the settings dialog shows it (translated).
QString boardColoursLabel(const QString& name);

} // namespace trellis
