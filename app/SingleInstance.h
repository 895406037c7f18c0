#pragma once
// One studio per user for files opened from the desktop: `trellis FILE` while a studio runs
// hands FILE to that studio (which opens it and comes to the front) and exits. A local socket
// named after the user carries the request: absolute paths, one per line. TRELLIS_INSTANCE
// overrides the name (tests run their own studios).
#include <QLocalServer>
#include <QObject>
#include <QStringList>

namespace trellis {

class SingleInstance : public QObject {
    Q_OBJECT

  public:
    // The socket name: TRELLIS_INSTANCE, else "trellis-" and the user's name.
    static QString defaultName();
    // Gives the files to the studio listening on `name`; true when one took them.
    static bool handOver(const QString& name, const QStringList& files);

    explicit SingleInstance(const QString& name, QObject* parent = nullptr);
    // Starts taking requests (a socket left by a studio that crashed is replaced).
    bool listen();

  signals:
    void filesReceived(const QStringList& files);

  private:
    void accept();

    QString name_;
    QLocalServer server_;
};

} // namespace trellis
