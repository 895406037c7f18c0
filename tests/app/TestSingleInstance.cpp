// Opening a file from the desktop while a studio runs: the real binary, started as
// `trellis FILE`, hands FILE to the studio listening (this test's window) and exits at once;
// the window opens it. Without a studio listening, the request fails and a studio would start.
#include "MainWindow.h"
#include "SingleInstance.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace trellis;

class TestSingleInstance : public QObject {
    Q_OBJECT

    QString name_ = QString("trellis-test-%1").arg(QCoreApplication::applicationPid());

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aSecondStudioHandsItsFileToTheFirst() {
        MainWindow window;
        window.show();
        SingleInstance instance(name_);
        QVERIFY(instance.listen());
        connect(&instance, &SingleInstance::filesReceived, &window,
                [&window](const QStringList& files) {
                    for (const QString& f : files) window.openFromOutside(f);
                });
        // One game: a file of several asks which to open, as File > Open does.
        QTemporaryDir dir;
        const QString file = dir.filePath("one.pgn");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n\n1. e4 e5 2. f4 *\n");
        f.close();
        QProcess second;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("TRELLIS_INSTANCE", name_);
        env.insert("QT_QPA_PLATFORM", "offscreen");
        second.setProcessEnvironment(env);
        second.start(TRELLIS_BINARY, {file});
        QVERIFY(second.waitForStarted());
        // The window answers while the second process waits: keep the event loop turning.
        QTRY_COMPARE_WITH_TIMEOUT(second.state(), QProcess::NotRunning, 15000);
        QCOMPARE(second.exitCode(), 0);
        QTRY_COMPARE(window.filePath(), file);
        QCOMPARE(window.position()->variantId(), QString("chess"));
    }

    void nobodyListeningMeansNoHandOver() {
        QVERIFY(!SingleInstance::handOver(name_ + "-none", {"x.pgn"}));
    }

    void aLiveStudioKeepsItsName() {
        SingleInstance first(name_ + "-live");
        QVERIFY(first.listen());
        SingleInstance second(name_ + "-live");
        QVERIFY(!second.listen());
    }
};

QTEST_MAIN(TestSingleInstance)
#include "TestSingleInstance.moc"
