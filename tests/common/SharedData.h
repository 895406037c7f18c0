#pragma once
// Locates ../shared/data and applies the project's policy when it is missing: under CI
// (CI=true) the test fails, elsewhere it is skipped with a clear message. Never passes vacuously.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

namespace trellis::testing {

inline QString sharedDataPath(const QString& relative) {
    return QDir(QStringLiteral(TRELLIS_SHARED_DATA)).filePath(relative);
}

// Reads a JSON-lines file into objects; empty when the file is missing or unreadable.
inline QList<QJsonObject> readJsonLines(const QString& path) {
    QList<QJsonObject> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return rows;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty()) continue;
        rows.append(QJsonDocument::fromJson(line).object());
    }
    return rows;
}

inline bool underCi() {
    return qgetenv("CI") == "true";
}

} // namespace trellis::testing

// Use at the start of a test that needs a shared data file.
#define TRELLIS_REQUIRE_SHARED(relative)                                                           \
    do {                                                                                           \
        const QString path_ = trellis::testing::sharedDataPath(relative);                          \
        if (!QFile::exists(path_)) {                                                               \
            if (trellis::testing::underCi())                                                       \
                QFAIL(qPrintable(QStringLiteral("shared test data missing under CI: ") + path_));  \
            QSKIP(qPrintable(QStringLiteral("shared test data not found (") + path_ +              \
                             QStringLiteral("); skipping")));                                      \
        }                                                                                          \
    } while (0)
