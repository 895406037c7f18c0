#include "Autosave.h"

#include "DataFolder.h"
#include "GameFiles.h"
#include "MainWindow.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMessageBox>
#include <QSaveFile>
#include <QUndoStack>
#include <QUuid>

#include <algorithm>

namespace trellis {

QString Autosave::folder() {
    return dataFolder() + "/autosave";
}

Autosave::Autosave(GameModel* game, std::function<QString()> filePath, int delayMs, QObject* parent)
    : QObject(parent), game_(game), filePath_(std::move(filePath)) {
    QDir().mkpath(folder());
    base_ = folder() + "/" + QUuid::createUuid().toString(QUuid::WithoutBraces);
    lock_ = std::make_unique<QLockFile>(base_ + ".lock");
    lock_->setStaleLockTime(0); // only a dead owner makes it stale, never its age
    lock_->tryLock(0);
    timer_.setSingleShot(true);
    timer_.setInterval(delayMs);
    connect(&timer_, &QTimer::timeout, this, &Autosave::save);
    connect(game_->undoStack(), &QUndoStack::indexChanged, this, &Autosave::edited);
    connect(game_->undoStack(), &QUndoStack::cleanChanged, this, &Autosave::edited);
    connect(game_, &GameModel::gameReplaced, this, &Autosave::edited);
}

Autosave::~Autosave() {
    remove();
    lock_->unlock();
}

QString Autosave::gamePath() const {
    return base_ + ".pgn";
}

// Saved (or a new game): nothing to keep; else the game is saved a few seconds after the last
// edit.
void Autosave::edited() {
    if (game_->undoStack()->isClean()) {
        timer_.stop();
        remove();
    } else {
        timer_.start();
    }
}

void Autosave::save() {
    if (game_->undoStack()->isClean()) return;
    if (!saveGame(gamePath(), game_->tree()).isEmpty()) return; // tried again at the next edit
    QSaveFile info(base_ + ".json");
    if (!info.open(QIODevice::WriteOnly)) return;
    info.write(QJsonDocument(QJsonObject{{"file", filePath_()},
                                         {"saved", QDateTime::currentDateTimeUtc().toString(
                                                       Qt::ISODateWithMs)}})
                   .toJson());
    info.commit();
}

void Autosave::remove() {
    QFile::remove(base_ + ".json");
    QFile::remove(gamePath());
}

QList<Autosave::Leftover> Autosave::leftovers() {
    QList<Leftover> out;
    const QDir dir(folder());
    for (const QString& name : dir.entryList({"*.json"}, QDir::Files)) {
        const QString base = dir.filePath(QFileInfo(name).completeBaseName());
        QLockFile lock(base + ".lock");
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) continue; // its session still runs
        lock.unlock();
        QFile info(base + ".json");
        if (!info.open(QIODevice::ReadOnly) || !QFile::exists(base + ".pgn")) continue;
        const QJsonObject o = QJsonDocument::fromJson(info.readAll()).object();
        out.push_back({base + ".pgn", o["file"].toString(),
                       QDateTime::fromString(o["saved"].toString(), Qt::ISODateWithMs)});
    }
    std::sort(out.begin(), out.end(),
              [](const Leftover& a, const Leftover& b) { return a.saved > b.saved; });
    return out;
}

void Autosave::discard(const Leftover& leftover) {
    const QString base = leftover.game.chopped(4); // without ".pgn"
    QFile::remove(base + ".json");
    QFile::remove(base + ".pgn");
    QFile::remove(base + ".lock");
}

void offerRestore(MainWindow& window) {
    for (const Autosave::Leftover& left : Autosave::leftovers()) {
        const QString name =
            left.file.isEmpty() ? QObject::tr("an untitled game") : QFileInfo(left.file).fileName();
        const QString when = QLocale().toString(left.saved.toLocalTime(), QLocale::ShortFormat);
        const auto answer = QMessageBox::question(
            &window, QObject::tr("Restore Unsaved Game"),
            QObject::tr("Trellis did not close properly. Restore %1 as it was at %2?")
                .arg(name, when),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        const LoadedGames loaded = loadGames(left.game);
        if (answer == QMessageBox::Yes && !loaded.games.isEmpty()) {
            window.restoreUnsaved(loaded.games.front(), left.file);
            Autosave::discard(left);
            return;
        }
        Autosave::discard(left);
    }
}

} // namespace trellis
