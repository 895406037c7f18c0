#include "ViewportBench.h"

#include "variant/VariantRegistry.h"

#include "GameModel.h"
#include "PositionModel.h"
#include "Viewport.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <memory>
#include <ostream>
#include <sys/resource.h>

namespace trellis {

namespace {
constexpr int kOrbitMs = 4000;
constexpr int kFirstFrameTimeoutMs = 20000;
constexpr int kSettleMs = 1000; // the view goes on drawing for a moment after a change
constexpr int kWarmUpMs = 500;
constexpr int kIdleMs = 2000;

// Page faults of the whole process so far: memory given back to the system and taken again
// every frame shows here (see keepFreedHeap in main.cpp).
long pageFaults() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt + usage.ru_majflt;
}

// Runs the event loop for ms milliseconds.
void wait(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// One variant's figures; false when the view drew nothing.
bool benchVariant(const QString& variant, const QSize& size, std::ostream& out, std::ostream& err) {
    QElapsedTimer clock;
    clock.start();
    GameModel game;
    game.newGame(variant);
    PositionModel position(&game);
    std::unique_ptr<Viewport> view(createViewport(&position));
    view->resize(size);
    view->show();

    QEventLoop firstFrame;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &firstFrame, &QEventLoop::quit);
    QObject::connect(view.get(), &Viewport::frameRendered, &firstFrame, &QEventLoop::quit);
    timeout.start(kFirstFrameTimeoutMs);
    firstFrame.exec();
    if (!timeout.isActive()) {
        err << "trellis: the 3D view of " << variant.toStdString()
            << " drew no frame within 20 s\n";
        return false;
    }
    const qint64 firstFrameMs = clock.elapsed();

    // Orbit a little every frame while drawing continuously.
    view->setContinuousRendering(true);
    Viewport* v = view.get();
    const QMetaObject::Connection orbitting =
        QObject::connect(v, &Viewport::frameRendered, v, [v] { v->orbit(0.6f, 0); });
    // The first moving frames compile the moving branch's shaders: not counted.
    wait(kWarmUpMs);
    const qint64 startFrames = view->framesRendered();
    const std::clock_t orbitCpuStart = std::clock(); // CPU time of the whole process, all threads
    const long orbitFaultsStart = pageFaults();
    QElapsedTimer orbiting;
    orbiting.start();
    wait(kOrbitMs);
    const double seconds = double(orbiting.elapsed()) / 1000;
    const qint64 frames = view->framesRendered() - startFrames;
    const double orbitCpuMs = double(std::clock() - orbitCpuStart) * 1000 / CLOCKS_PER_SEC;
    const long orbitFaults = pageFaults() - orbitFaultsStart;
    char fps[32];
    std::snprintf(fps, sizeof fps, "%.1f", double(frames) / seconds);

    // Back on demand with nothing changing, the view should draw nothing once it has settled.
    QObject::disconnect(orbitting);
    view->setContinuousRendering(false);
    wait(kSettleMs);
    const qint64 idleStart = view->framesRendered();
    const std::clock_t idleCpuStart = std::clock();
    wait(kIdleMs);
    const qint64 idleFrames = view->framesRendered() - idleStart;
    const long idleCpuMs = long((std::clock() - idleCpuStart) * 1000 / CLOCKS_PER_SEC);
    out << "variant " << variant.toStdString() << "\n"
        << "size " << size.width() << "x" << size.height() << "\n"
        << "first frame " << firstFrameMs << " ms\n"
        << "frames " << frames << " in " << seconds << " s\n"
        << "CPU per frame " << (frames ? orbitCpuMs / double(frames) : 0) << " ms\n"
        << "page faults per frame " << (frames ? orbitFaults / frames : 0) << "\n"
        << "idle " << kIdleMs / 1000 << " s: " << idleFrames << " frame ticks, CPU " << idleCpuMs
        << " ms\n"
        << "fps " << fps << std::endl;
    return true;
}

} // namespace

int runViewportBench(const GuiOptions& options, std::ostream& out, std::ostream& err) {
    if (!viewportSupported()) {
        err << "trellis: --bench-viewport needs a display with OpenGL (try xvfb-run)\n";
        return 2;
    }
    QStringList variants;
    if (!options.variant.isEmpty())
        variants << options.variant;
    else
        for (const VariantDescriptor* d : registeredVariants())
            variants << QString::fromStdString(d->id);
    const QSize size = options.size.isEmpty() ? QSize(1280, 800) : options.size;
    for (const QString& variant : variants)
        if (!benchVariant(variant, size, out, err)) return 1;
    return 0;
}

} // namespace trellis
