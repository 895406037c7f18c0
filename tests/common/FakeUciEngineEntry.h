#pragma once
// The fake UCI engine (tests/models/FakeUciEngine.cpp) as an engine of the studio's list: a
// script that runs it with `arguments` (the list keeps a program without arguments). For tests
// whose target defines FAKE_UCI_ENGINE as the fake's path.
#include "AppSettings.h"

#include <QFile>
#include <QTemporaryDir>

inline trellis::EngineEntry fakeUciEngineEntry(const QTemporaryDir& dir, const QString& arguments,
                                               QList<QPair<QString, QString>> settings = {}) {
    const QString script = dir.filePath("fake-uci.sh");
    QFile file(script);
    if (file.open(QIODevice::WriteOnly))
        file.write(QString("#!/bin/sh\nexec '%1' %2\n").arg(FAKE_UCI_ENGINE, arguments).toUtf8());
    file.close();
    file.setPermissions(file.permissions() | QFile::ExeOwner);
    return {"Fake UCI", script, std::move(settings), {"chess"}};
}
