#pragma once
// The GUI's command-line options: --screenshot FILE, --open GAMEFILE, --variant V,
// --size WxH, --view 2d|3d|both, --bench-viewport, or a game file to open.
#include <QSize>
#include <QString>
#include <QStringList>

namespace trellis {

struct GuiOptions {
    QString screenshot, open, variant, view; // view empty: as last time
    bool benchViewport = false;
    QSize size;
    QString error; // why the arguments are wrong, empty when they are fine
};

GuiOptions parseGuiOptions(const QStringList& args);

} // namespace trellis
