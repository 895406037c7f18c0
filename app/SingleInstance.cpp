#include "SingleInstance.h"

#include <QFileInfo>
#include <QLocalSocket>

#include <memory>

namespace trellis {

namespace {
constexpr int kTimeoutMs = 2000;
}

QString SingleInstance::defaultName() {
    const QString forced = qEnvironmentVariable("TRELLIS_INSTANCE");
    if (!forced.isEmpty()) return forced;
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("LOGNAME", "user"));
    return "trellis-" + user;
}

bool SingleInstance::handOver(const QString& name, const QStringList& files) {
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(kTimeoutMs)) return false;
    QByteArray request;
    for (const QString& f : files) request += QFileInfo(f).absoluteFilePath().toUtf8() + '\n';
    socket.write(request + '\n'); // an empty line ends the request
    if (!socket.waitForBytesWritten(kTimeoutMs)) return false;
    // The studio answers once it has the whole request: then it is safe to exit.
    return socket.waitForReadyRead(kTimeoutMs) && socket.readAll().startsWith("ok");
}

SingleInstance::SingleInstance(const QString& name, QObject* parent)
    : QObject(parent), name_(name) {
    connect(&server_, &QLocalServer::newConnection, this, &SingleInstance::accept);
}

bool SingleInstance::listen() {
    // A studio still running keeps the name (listening would silently take the socket file
    // over: Qt binds elsewhere and renames it into place when socket options are set).
    QLocalSocket probe;
    probe.connectToServer(name_);
    if (probe.waitForConnected(kTimeoutMs)) return false;
    QLocalServer::removeServer(name_); // left behind by a studio that did not exit cleanly
    server_.setSocketOptions(QLocalServer::UserAccessOption);
    return server_.listen(name_);
}

void SingleInstance::accept() {
    while (QLocalSocket* socket = server_.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        auto files = std::make_shared<QStringList>();
        connect(socket, &QLocalSocket::readyRead, this, [this, socket, files] {
            while (socket->canReadLine()) {
                const QString line = QString::fromUtf8(socket->readLine()).trimmed();
                if (!line.isEmpty()) {
                    *files << line;
                    continue;
                }
                socket->write("ok\n");
                socket->flush();
                emit filesReceived(*files);
                files->clear();
            }
        });
    }
}

} // namespace trellis
