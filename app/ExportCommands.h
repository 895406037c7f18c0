#pragma once
// The export subcommands, which read their own options: `trellis diagram` (DiagramCommand.cpp:
// one position as SVG, PNG or PDF, or a 3D snapshot) and `trellis sheet` (SheetCommand.cpp: game
// sheets as a PDF). Both draw with Qt Gui, so they start a QGuiApplication on the offscreen
// platform (no display needed) when none runs; the 3D snapshot needs a display with OpenGL.
// Exit codes as for every subcommand: 0 written, 1 a game file's game is broken or drawing
// failed, 2 bad arguments; errors are one line on stderr.
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

class QCoreApplication;

namespace trellis::cli {

// `args` without the program name, args[0] being the subcommand.
int diagramCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int sheetCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// Thrown by the export commands for bad arguments (exit 2) and failures (exit 1).
struct ExportError {
    std::string message;
    int code = 2;
};

// Makes sure a GUI application runs (QApplication with `widgets`, else QGuiApplication), on the
// offscreen platform unless `display` asks for the real one; throws an ExportError when another
// kind of application already runs or no display can be had.
class GuiApplicationScope {
  public:
    GuiApplicationScope(bool widgets, bool display);
    ~GuiApplicationScope();
    GuiApplicationScope(const GuiApplicationScope&) = delete;
    GuiApplicationScope& operator=(const GuiApplicationScope&) = delete;

  private:
    QCoreApplication* owned_ = nullptr;
};

} // namespace trellis::cli
