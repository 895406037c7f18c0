#pragma once
// The GUI's command-line options: --screenshot FILE, --open GAMEFILE, --variant V,
// --size WxH, --view 2d, or a game file to open.
#include <QSize>
#include <QString>
#include <QStringList>

namespace trellis {

struct GuiOptions {
    QString screenshot, open, variant, view = "2d";
    QSize size;
    QString error; // why the arguments are wrong, empty when they are fine
};

GuiOptions parseGuiOptions(const QStringList& args);

} // namespace trellis
