#pragma once
// Import and export off the GUI thread: each job runs on a thread of its own with its own
// database connection, reports progress through queued signals (about ten a second) and ends
// with finished(). cancel() stops it; the destructor cancels and waits.
#include "DatabaseExporter.h"
#include "DatabaseImporter.h"
#include "GameQuery.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace trellis::db {

class ImportJob : public QObject {
    Q_OBJECT

  public:
    // options.cancel and options.progress are the job's own.
    ImportJob(QString databasePath, QStringList files, ImportOptions options = {},
              QObject* parent = nullptr);
    ~ImportJob() override;
    void start();
    void cancel();
    bool isRunning() const;
    ImportReport report() const; // complete once finished() has been emitted

  signals:
    void progress(const trellis::db::ImportProgress& progress);
    void finished(const trellis::db::ImportReport& report);

  private:
    QString path_;
    QStringList files_;
    ImportOptions options_;
    std::atomic<bool> cancel_{false};
    ImportReport report_;
    QThread* thread_ = nullptr;
};

class ExportJob : public QObject {
    Q_OBJECT

  public:
    ExportJob(QString databasePath, GameQuery query, QString target, ExportOptions options = {},
              QObject* parent = nullptr);
    ~ExportJob() override;
    void start();
    void cancel();
    bool isRunning() const;
    ExportReport report() const;

  signals:
    void progress(const trellis::db::ExportProgress& progress);
    void finished(const trellis::db::ExportReport& report);

  private:
    QString path_;
    GameQuery query_;
    QString target_;
    ExportOptions options_;
    std::atomic<bool> cancel_{false};
    ExportReport report_;
    QThread* thread_ = nullptr;
};

// What a write off the GUI thread came to: nothing changed when it failed or was cancelled.
struct WriteOutcome {
    QString error;
    bool cancelled = false;
};

// A write to a database off the GUI thread: `work` runs on a thread of its own with a
// connection of its own, inside one transaction, committed when it returns no error and
// rolled back when it fails or when cancel() was called (work polls the flag between games).
// Work that is atomic by itself and cannot run in a transaction (GameDatabase::compact) runs
// outside one (Wrap::None).
class WriteJob : public QObject {
    Q_OBJECT

  public:
    // Returns an error text, empty when it did its work (or stopped for the flag).
    using Work = std::function<QString(GameDatabase& db, const std::atomic<bool>& cancel)>;
    enum class Wrap { Transaction, None };

    WriteJob(QString databasePath, Work work, QObject* parent = nullptr,
             Wrap wrap = Wrap::Transaction);
    ~WriteJob() override; // cancels and waits
    void start();
    void cancel() { cancel_ = true; }
    bool isRunning() const;
    void wait();                                             // until the work is over
    const WriteOutcome& outcome() const { return outcome_; } // after finished() or wait()

  signals:
    void finished();

  private:
    WriteOutcome run();

    QString path_;
    Work work_;
    Wrap wrap_;
    std::atomic<bool> cancel_{false};
    WriteOutcome outcome_;
    QThread* thread_ = nullptr;
};

} // namespace trellis::db

Q_DECLARE_METATYPE(trellis::db::ImportProgress)
Q_DECLARE_METATYPE(trellis::db::ImportReport)
Q_DECLARE_METATYPE(trellis::db::ExportProgress)
Q_DECLARE_METATYPE(trellis::db::ExportReport)
