// One binary: the command-line interface for subcommands (no display, no QApplication), the
// studio otherwise.
#include "Autosave.h"
#include "Cli.h"
#include "DataFolder.h"
#include "DatabasePanel.h"
#include "DiagramExport.h"
#include "GuiOptions.h"
#include "MainWindow.h"
#include "SingleInstance.h"
#include "Version.h"
#include "Viewport.h"
#include "ViewportBench.h"
#include "variant/VariantRegistry.h"

#include <QApplication>
#include <QBuffer>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QIcon>
#include <QTimer>

#include <iostream>

#include <malloc.h>

namespace {

// Waits for the 3D view's first frames (when shown) and the database panel's rows and counts
// (read in the background), then saves the window as a PNG.
int saveScreenshot(trellis::MainWindow& window, const QString& path) {
    for (QDeadlineTimer deadline(15000);
         window.databasePanel()->isReading() && !deadline.hasExpired();) {
        QEventLoop pause;
        QTimer::singleShot(10, &pause, &QEventLoop::quit);
        pause.exec();
    }
    // A view that has drawn and gone to sleep (nothing changes) draws no more frames to wait for.
    trellis::Viewport* view = window.shownViewport();
    if (view && view->framesRendered() < 3) {
        QEventLoop frames;
        QTimer::singleShot(15000, &frames, &QEventLoop::quit);
        const auto counting =
            QObject::connect(view, &trellis::Viewport::frameRendered, &frames, [&] {
                if (view->framesRendered() >= 3) frames.quit();
            });
        frames.exec();
        QObject::disconnect(counting);
    }
    QApplication::processEvents();
    int code = -1;
    QEventLoop saving;
    window.grabWithViewport([&](const QImage& image) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        const QString error = image.save(&buffer, "PNG")
                                  ? trellis::writeFileAtomically(path, png)
                                  : QStringLiteral("cannot encode the picture");
        code = error.isEmpty() ? 0 : 1;
        if (code) std::cerr << "trellis: " << error.toStdString() << '\n';
        saving.quit();
    });
    if (code < 0) {
        QTimer::singleShot(15000, &saving, &QEventLoop::quit);
        saving.exec();
    }
    if (code < 0) std::cerr << "trellis: the 3D view did not render within 15 s\n";
    return code < 0 ? 1 : code;
}

// Each 3D frame, software rendering allocates and frees about 4 MB of small blocks. With glibc's
// default 128 kB trim threshold the heap was given back to the system after every frame and
// faulted in again, zeroed, in the next: a thousand page faults and 3 ms of a 16 ms frame.
void keepFreedHeap() {
    constexpr int kTrimThreshold = 64 << 20;
    mallopt(M_TRIM_THRESHOLD, kTrimThreshold);
}

int runGui(int argc, char** argv, const QStringList& args) {
    const trellis::GuiOptions options = trellis::parseGuiOptions(args);
    if (!options.error.isEmpty()) {
        std::cerr << "trellis: " << options.error.toStdString() << '\n' << trellis::cli::usage();
        return 2;
    }
    keepFreedHeap();
    QApplication app(argc, argv);
    QApplication::setOrganizationName("Trellis");
    QApplication::setApplicationName("Trellis");
    QApplication::setApplicationVersion(trellis::kVersion);
    QApplication::setDesktopFileName("trellis");
    QApplication::setWindowIcon(QIcon(":/icons/trellis.svg"));
    for (const QString& left : trellis::moveOldDataFolder())
        std::cerr << "trellis: " << left.toStdString()
                  << " stays where it is: the data folder has an entry of that name\n";
    if (options.benchViewport) return trellis::runViewportBench(options, std::cout, std::cerr);
    // A file opened from the desktop goes to the studio already running, if there is one.
    const bool interactive = options.screenshot.isEmpty();
    const QString instanceName = trellis::SingleInstance::defaultName();
    if (interactive && !options.open.isEmpty() &&
        trellis::SingleInstance::handOver(instanceName, {options.open}))
        return 0;
    trellis::MainWindow window;
    if (!options.language.isEmpty()) window.setLanguage(options.language);
    trellis::SingleInstance instance(instanceName);
    if (interactive && instance.listen())
        QObject::connect(&instance, &trellis::SingleInstance::filesReceived, &window,
                         [&window](const QStringList& files) {
                             for (const QString& f : files) window.openFromOutside(f);
                         });
    if (!options.view.isEmpty()) {
        if (const QString e = window.setViewMode(options.view); !e.isEmpty()) {
            std::cerr << "trellis: " << e.toStdString() << '\n';
            return 2;
        }
    }
    QString error;
    if (!options.open.isEmpty())
        error = window.openFile(options.open, 0);
    else if (!options.variant.isEmpty())
        window.newGame(options.variant);
    else if (const QString sample =
                 QString::fromStdString(trellis::registeredVariants().front()->id) + "-sample.pgn";
             window.sampleNames().contains(sample))
        error = window.openSample(sample);
    if (!error.isEmpty()) {
        std::cerr << "trellis: " << error.toStdString() << '\n';
        if (!options.screenshot.isEmpty()) return 2;
    }
    if (!options.database.isEmpty()) {
        if (const QString e = window.openDatabase(options.database); !e.isEmpty()) {
            std::cerr << "trellis: " << e.toStdString() << '\n';
            if (!options.screenshot.isEmpty()) return 2;
        }
    }
    if (!options.size.isEmpty()) window.resize(options.size);
    window.show();
    if (options.editor) window.openPositionEditor();
    if (options.screenshot.isEmpty()) {
        trellis::Autosave autosave(window.game(), [&window] { return window.filePath(); });
        trellis::offerRestore(window);
        return app.exec();
    }
    return saveScreenshot(window, options.screenshot);
}

} // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && trellis::cli::isSubcommand(args[0]))
        return trellis::cli::run(args, std::cout, std::cerr);
    if (!args.empty() && args[0] == "--version") {
        std::cout << trellis::cli::versionText() << '\n';
        return 0;
    }
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
        std::cout << trellis::cli::usage();
        return 0;
    }
    QStringList qargs;
    for (const std::string& a : args) qargs << QString::fromStdString(a);
    return runGui(argc, argv, qargs);
}
