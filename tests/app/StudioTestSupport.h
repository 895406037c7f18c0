#pragma once
// Helpers the studio's GUI tests share.
#include "MainWindow.h"
#include "Viewport.h"

#include <QAction>
#include <QApplication>
#include <QGuiApplication>
#include <QList>
#include <QMenu>
#include <QMenuBar>
#include <QString>
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
