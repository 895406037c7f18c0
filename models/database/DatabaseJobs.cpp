#include "DatabaseJobs.h"

#include "GameDatabase.h"

#include <QThread>

namespace trellis::db {

namespace {

void registerTypes() {
    static const bool done = [] {
        qRegisterMetaType<ImportProgress>();
        qRegisterMetaType<ImportReport>();
        qRegisterMetaType<ExportProgress>();
        qRegisterMetaType<ExportReport>();
        return true;
    }();
    (void)done;
}

void stop(QThread*& thread) {
    if (!thread) return;
    thread->wait();
    delete thread;
    thread = nullptr;
}

// Runs `body` on a new thread, after the one a job ran before has ended.
void launch(QThread*& thread, std::function<void()> body) {
    stop(thread);
    thread = QThread::create(std::move(body));
    thread->start();
}

bool running(const QThread* thread) {
    return thread && thread->isRunning();
}

} // namespace

ImportJob::ImportJob(QString databasePath, QStringList files, ImportOptions options,
                     QObject* parent)
    : QObject(parent), path_(std::move(databasePath)), files_(std::move(files)),
      options_(std::move(options)) {
    registerTypes();
}

ImportJob::~ImportJob() {
    cancel();
    stop(thread_);
}

void ImportJob::start() {
    if (isRunning()) return;
    cancel_ = false;
    launch(thread_, [this] {
        ImportOptions options = options_;
        options.cancel = &cancel_;
        options.progress = [this](const ImportProgress& p) { emit progress(p); };
        ImportReport report = DatabaseImporter::importFiles(path_, files_, options);
        report_ = report;
        emit finished(report);
    });
}

void ImportJob::cancel() {
    cancel_ = true;
}

bool ImportJob::isRunning() const {
    return running(thread_);
}

ImportReport ImportJob::report() const {
    return report_;
}

ExportJob::ExportJob(QString databasePath, GameQuery query, QString target, ExportOptions options,
                     QObject* parent)
    : QObject(parent), path_(std::move(databasePath)), query_(std::move(query)),
      target_(std::move(target)), options_(std::move(options)) {
    registerTypes();
}

ExportJob::~ExportJob() {
    cancel();
    stop(thread_);
}

void ExportJob::start() {
    if (isRunning()) return;
    cancel_ = false;
    launch(thread_, [this] {
        ExportReport report;
        auto db = GameDatabase::open(path_, GameDatabase::OpenMode::Existing);
        if (!db) {
            report.failure = db.error();
        } else {
            ExportOptions options = options_;
            options.cancel = &cancel_;
            options.progress = [this](const ExportProgress& p) { emit progress(p); };
            report = DatabaseExporter::exportToFile(**db, query_, target_, options);
        }
        report_ = report;
        emit finished(report);
    });
}

void ExportJob::cancel() {
    cancel_ = true;
}

bool ExportJob::isRunning() const {
    return running(thread_);
}

ExportReport ExportJob::report() const {
    return report_;
}

WriteJob::WriteJob(QString databasePath, Work work, QObject* parent, Wrap wrap)
    : QObject(parent), path_(std::move(databasePath)), work_(std::move(work)), wrap_(wrap) {}

WriteJob::~WriteJob() {
    cancel();
    stop(thread_);
}

void WriteJob::start() {
    if (isRunning()) return;
    cancel_ = false;
    outcome_ = {};
    launch(thread_, [this] {
        outcome_ = run();
        emit finished();
    });
}

bool WriteJob::isRunning() const {
    return running(thread_);
}

void WriteJob::wait() {
    if (thread_) thread_->wait();
}

WriteOutcome WriteJob::run() {
    auto db = GameDatabase::open(path_, GameDatabase::OpenMode::Existing);
    if (!db) return {db.error().text()};
    GameDatabase& database = **db;
    if (wrap_ == Wrap::None) {
        const QString error = work_(database, cancel_);
        return {error, error.isEmpty() && cancel_};
    }
    if (auto begun = database.beginTransaction(); !begun) return {begun.error().text()};
    const QString error = work_(database, cancel_);
    if (error.isEmpty() && !cancel_) {
        if (auto done = database.commit(); !done) return {done.error().text()};
        return {};
    }
    database.rollback();
    return {error, error.isEmpty()};
}

} // namespace trellis::db
