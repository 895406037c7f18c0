#pragma once
// Autosave and recovery. The studio's game is saved to the data folder a few seconds after every
// edit (atomically, never over the user's file), together with the name of its file and the
// time; while the studio runs it holds a lock beside it. A clean exit or a saved game removes
// the autosave; after a crash or a kill the next start finds it (its lock is stale) and offers
// to restore it.
#include "GameModel.h"

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>

namespace trellis {

class MainWindow;

class Autosave : public QObject {
    Q_OBJECT

  public:
    // `filePath` gives the game's file (empty: not saved yet).
    Autosave(GameModel* game, std::function<QString()> filePath, int delayMs = 3000,
             QObject* parent = nullptr);
    ~Autosave() override; // a clean exit: nothing is left to restore

    // An autosave left by a session that did not end cleanly.
    struct Leftover {
        QString game; // the saved game text's path
        QString file; // the file the game came from or was saved to, empty if none
        QDateTime saved;
    };
    // Those of sessions no longer running, newest first.
    static QList<Leftover> leftovers();
    // Removes a leftover (restored or declined).
    static void discard(const Leftover& leftover);
    // Where autosaves go.
    static QString folder();
    // This session's saved game text (empty path until the first save).
    QString gamePath() const;

  private:
    void edited();
    void save();
    void remove();

    GameModel* game_;
    std::function<QString()> filePath_;
    QTimer timer_;
    QString base_; // folder + session id, without extension
    std::unique_ptr<QLockFile> lock_;
};

// At start: offers, newest first, to restore each game left by a session that did not end
// cleanly, naming its file and time. The first accepted goes into `window` (unsaved, with its
// file name); declined ones are removed, those after an accepted one wait for the next start.
void offerRestore(MainWindow& window);

} // namespace trellis
