#pragma once
// Helpers the studio's GUI tests share.
#include "MainWindow.h"
#include "Viewport.h"
#include "variant/Variant.h"

#include <QAction>
#include <QApplication>
#include <QGuiApplication>
#include <QList>
#include <QMenu>
#include <QMenuBar>
#include <QString>
#include <QTest>
#include <QTimer>

#include <functional>

// For the initTestCase of a test that needs the 3D view: without a display with OpenGL it
// fails under CI (where ctest runs under xvfb-run) and skips elsewhere, saying what it would test.
#define TRELLIS_REQUIRE_3D_VIEW(what)                                                              \
    do {                                                                                           \
        if (QGuiApplication::platformName() == "xcb" && trellis::viewportSupported()) break;       \
        if (qEnvironmentVariable("CI") == "true")                                                  \
            QFAIL("the 3D view needs a display with OpenGL: run ctest under xvfb-run");            \
        QSKIP("no display with OpenGL: run under xvfb-run to test " what);                         \
    } while (false)

namespace trellis::testing {

// Turns of the position that one click on a square and one on another make without a menu
// (no other legal turn shares the two squares), in the variant's order; `reachable` (when
// given) keeps only those whose clicks the view can make.
inline std::vector<Turn>
clickableTurns(Variant& board, const std::function<bool(const StepClicks&)>& reachable = {}) {
    const std::vector<Turn> legal = board.legalTurns();
    std::vector<Turn> out;
    for (const Turn& t : legal) {
        const StepClicks c = board.clicksOf(t, board.clickedStep(t, 0));
        if (c.fromSquare < 0 || c.toSquare < 0 || (reachable && !reachable(c))) continue;
        int same = 0;
        for (const Turn& u : legal) {
            const StepClicks d = board.clicksOf(u, board.clickedStep(u, 0));
            same += d.fromSquare == c.fromSquare && d.toSquare == c.toSquare;
        }
        if (same == 1) out.push_back(t);
    }
    return out;
}

// The window shown in 2D at 1280x800 and active (keys reach it); false when it did not come up.
inline bool showIn2D(MainWindow& w) {
    w.setViewMode("2d");
    w.resize(1280, 800);
    w.show();
    return QTest::qWaitForWindowActive(&w);
}

// The action of the menu bar (submenus included) whose text, without '&', is `text`; null
// when there is none.
inline QAction* menuAction(MainWindow& w, const QString& text) {
    QList<QMenu*> menus;
    for (QAction* a : w.menuBar()->actions())
        if (a->menu()) menus << a->menu();
    while (!menus.isEmpty()) {
        QMenu* m = menus.takeFirst();
        for (QAction* a : m->actions()) {
            if (a->menu()) menus << a->menu();
            if (QString(a->text()).remove('&') == text) return a;
        }
    }
    return nullptr;
}

// Runs `handle` on the first modal dialog of type T that opens (polled from the event loop,
// since the dialog's own loop runs inside the action that opened it).
template <typename T> inline void whenDialogOpens(const std::function<void(T*)>& handle) {
    auto* poll = new QTimer(qApp); // the application's: gone at exit if no dialog ever opened
    QObject::connect(poll, &QTimer::timeout, poll, [poll, handle] {
        if (auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget())) {
            poll->stop();
            poll->deleteLater();
            handle(dialog);
        }
    });
    poll->start(20);
}

} // namespace trellis::testing
