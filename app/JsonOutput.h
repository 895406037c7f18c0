#pragma once
// The CLI's JSON output goes through Qt's JSON writer (QJsonDocument), never through strings
// put together by hand. These helpers convert the core's std::string texts and write documents.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cmath>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace trellis::cli {

// A UTF-8 text of the core as a JSON string value.
inline QJsonValue jsonText(const std::string& text) {
    return QString::fromStdString(text);
}

// A counter as a JSON integer (exact up to 2^63; nodes and times never come near it).
inline QJsonValue jsonCount(std::uint64_t n) {
    return qint64(n);
}

// A measured time in milliseconds, to the microsecond.
inline QJsonValue jsonMilliseconds(double seconds) {
    return std::round(seconds * 1e6) / 1e3;
}

// Nodes per second as a JSON integer (0 when no time was measured).
inline QJsonValue jsonNodesPerSecond(std::uint64_t nodes, double seconds) {
    return qint64(seconds > 0 ? std::llround(double(nodes) / seconds) : 0);
}

inline QJsonArray jsonTexts(const std::vector<std::string>& texts) {
    QJsonArray list;
    for (const std::string& t : texts) list.append(jsonText(t));
    return list;
}

// One compact document on one line. `flush` for protocols read line by line (analyse --stream).
inline void writeJson(std::ostream& out, const QJsonDocument& document, bool flush = false) {
    out << document.toJson(QJsonDocument::Compact).toStdString() << '\n';
    if (flush) out.flush();
}
inline void writeJson(std::ostream& out, const QJsonObject& object, bool flush = false) {
    writeJson(out, QJsonDocument(object), flush);
}

} // namespace trellis::cli
