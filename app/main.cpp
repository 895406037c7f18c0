// One binary: the command-line interface for subcommands (no display, no QApplication), the
// studio otherwise.
#include "Cli.h"
#include "GuiOptions.h"
#include "MainWindow.h"

#include <QApplication>
#include <QTimer>

#include <iostream>

namespace {

int runGui(int argc, char** argv, const QStringList& args) {
    const trellis::GuiOptions options = trellis::parseGuiOptions(args);
    if (!options.error.isEmpty()) {
        std::cerr << "trellis: " << options.error.toStdString() << '\n' << trellis::cli::usage();
        return 2;
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName("Trellis");
    QApplication::setApplicationName("Trellis");
    trellis::MainWindow window;
    QString error;
    if (!options.open.isEmpty())
        error = window.openFile(options.open, 0);
    else if (!options.variant.isEmpty())
        window.newGame(options.variant);
    else if (window.sampleNames().contains("trid-sample.pgn"))
        error = window.openSample("trid-sample.pgn");
    if (!error.isEmpty()) {
        std::cerr << "trellis: " << error.toStdString() << '\n';
        if (!options.screenshot.isEmpty()) return 2;
    }
    if (!options.size.isEmpty()) window.resize(options.size);
    window.show();
    if (options.screenshot.isEmpty()) return app.exec();
    QApplication::processEvents();
    if (!window.grab().save(options.screenshot, "PNG")) {
        std::cerr << "trellis: cannot write " << options.screenshot.toStdString() << '\n';
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && trellis::cli::isSubcommand(args[0]))
        return trellis::cli::run(args, std::cout, std::cerr);
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
        std::cout << trellis::cli::usage();
        return 0;
    }
    QStringList qargs;
    for (const std::string& a : args) qargs << QString::fromStdString(a);
    return runGui(argc, argv, qargs);
}
