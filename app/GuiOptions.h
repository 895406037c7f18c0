#pragma once
// The GUI's command-line options: --screenshot FILE, --open GAMEFILE, --variant V,
// --size WxH, --view 2d|3d|both, --database FILE (a game database for the panel),
// --lang vi|de|en (the language of this run), --editor (start in the position editor),
// --bench-viewport, or a game file to open.
#include <QSize>
#include <QString>
#include <QStringList>

namespace trellis {

struct GuiOptions {
    QString screenshot, open, variant, view; // view empty: as last time
    QString database;                        // a game database to show in the panel
    QString language;                        // empty: as the settings say
    bool benchViewport = false;
    bool editor = false; // open the position editor on the game (screenshots)
    QSize size;
    QString error; // why the arguments are wrong, empty when they are fine
};

GuiOptions parseGuiOptions(const QStringList& args);

} // namespace trellis
