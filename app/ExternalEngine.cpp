#include "ExternalEngine.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace trellis::cli {

std::optional<Turn> ExternalEngine::choose(Variant& v, std::string& why) const {
    const Notation notation = v.descriptor().engineNotation;
    QStringList args{"analyse",    "--stream",
                     "--variant",  QString::fromStdString(v.id()),
                     "--rules",    QString::fromStdString(v.rules()),
                     "--notation", QString::fromStdString(notationName(notation))};
    if (limits_.depth > 0) args << "--depth" << QString::number(limits_.depth);
    if (limits_.nodes > 0) args << "--nodes" << QString::number(limits_.nodes);
    if (limits_.timeMs > 0) args << "--time" << QString::number(double(limits_.timeMs) / 1000);
    args << QString::fromStdString(v.position());
    QProcess engine;
    // The standard input stays open while it searches: its end would stop the search.
    engine.start(QString::fromStdString(program_), args);
    if (!engine.waitForStarted() || !engine.waitForFinished(-1) ||
        engine.exitStatus() != QProcess::NormalExit || engine.exitCode() != 0) {
        why = program_ + " failed: " + engine.readAllStandardError().trimmed().toStdString();
        return std::nullopt;
    }
    QString best;
    for (const QByteArray& line : engine.readAllStandardOutput().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value("type").toString() == "done") best = o.value("bestmove").toString();
    }
    if (best.isEmpty()) {
        why = program_ + " found no turn in " + v.position();
        return std::nullopt;
    }
    Result<Turn> turn = v.parseTurn(best.toStdString(), notation);
    if (!turn) {
        why = program_ + " played '" + best.toStdString() + "', which does not read";
        return std::nullopt;
    }
    return turn.value();
}

} // namespace trellis::cli
