#pragma once
// Helpers the studio's GUI tests share.
#include "MainWindow.h"

#include <QAction>
#include <QList>
#include <QMenu>
#include <QMenuBar>
#include <QString>

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

} // namespace trellis::testing
