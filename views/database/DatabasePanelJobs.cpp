// The database panel's long work and writes: importing files, exporting games, deleting (with
// undo), copying to another database and compacting, each off the GUI thread with progress and
// Cancel, the panel's rows kept in step after.
#include "DatabasePanel.h"

#include "DeleteGamesCommand.h"
#include "ImportIssuesDialog.h"

#include <QAction>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableView>
#include <QTimer>

#include <limits>

namespace trellis {

// --- Jobs.

bool DatabasePanel::isBusy() const {
    return import_ || export_;
}

void DatabasePanel::cancelJob() {
    queued_.clear();
    if (import_) import_->cancel();
    if (export_) export_->cancel();
}

void DatabasePanel::importFiles(const QStringList& files) {
    if (!db_ || files.isEmpty()) return;
    if (isBusy()) {
        queued_ += files;
        return;
    }
    auto* job = new db::ImportJob(db_->path(), files, {}, this);
    import_ = job;
    importName_ =
        files.size() == 1 ? QFileInfo(files.first()).fileName() : tr("%1 files").arg(files.size());
    connect(job, &db::ImportJob::progress, this, &DatabasePanel::showImportProgress);
    // A job deleted early (another database was opened) may still have its end queued.
    const QPointer<db::ImportJob> guard(job);
    connect(job, &db::ImportJob::finished, this, [this, guard](const db::ImportReport& report) {
        if (!guard) return;
        guard->deleteLater();
        import_ = nullptr;
        importDone(report);
    });
    showNotice(tr("Importing %1…").arg(importName_), NoticeKind::Progress);
    job->start();
}

void DatabasePanel::showImportProgress(const db::ImportProgress& p) {
    if (!import_) return;
    const QLocale locale;
    QString text = tr("Importing %1: %2 read, %3 added · %4 games/s")
                       .arg(importName_, gamesText(p.gamesRead), locale.toString(p.imported),
                            locale.toString(qRound64(p.gamesPerSecond())));
    if (p.skipped > 0) text += tr(" · %1 broken").arg(locale.toString(p.skipped));
    noticeText_->setText(text);
    progress_->setRange(0, 1000);
    progress_->setValue(p.bytesTotal > 0 ? int(p.bytesRead * 1000 / p.bytesTotal) : 0);
}

void DatabasePanel::importDone(const db::ImportReport& r) {
    lastImport_ = r;
    refresh();
    const bool failed = r.failure.code != db::DatabaseErrorCode::None;
    showNotice(
        [r, name = importName_, failed] {
            QString text;
            if (failed)
                text = tr("The import stopped after %1: %2")
                           .arg(gamesText(r.imported), r.failure.text());
            else if (r.cancelled)
                text = tr("Import cancelled; the %1 imported so far are kept.")
                           .arg(gamesText(r.imported));
            else
                text = tr("Imported %1 from %2.").arg(gamesText(r.imported), name);
            if (r.skipped > 0)
                text += ' ' + tr("Skipped %1 that could not be read.").arg(gamesText(r.skipped));
            if (r.duplicates > r.replaced)
                text += ' ' + tr("Left out %1 already in the database.")
                                  .arg(gamesText(r.duplicates - r.replaced));
            if (r.replaced > 0)
                text += ' ' + tr("Replaced %1 by a longer version.").arg(gamesText(r.replaced));
            return text.trimmed();
        },
        failed ? NoticeKind::Error : NoticeKind::Info);
    details_->setVisible(!r.issues.isEmpty());
    emit importFinished(r);
    if (!queued_.isEmpty()) {
        const QStringList next = queued_;
        queued_.clear();
        importFiles(next);
    }
}

void DatabasePanel::showIssues() {
    auto* dialog = new ImportIssuesDialog(lastImport_.issues, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void DatabasePanel::exportGames(const db::GameQuery& query, const QString& path) {
    if (!db_) return;
    if (isBusy())
        return showNotice(tr("An import or export is under way: wait for it to end, or cancel it."),
                          NoticeKind::Error);
    auto* job = new db::ExportJob(db_->path(), query, path, {}, this);
    export_ = job;
    const QString name = QFileInfo(path).fileName();
    connect(job, &db::ExportJob::progress, this, [this, name](const db::ExportProgress& p) {
        if (!export_) return;
        const QLocale locale;
        noticeText_->setText(tr("Exporting to %1: %2 of %3 games")
                                 .arg(name, locale.toString(p.exported), locale.toString(p.total)));
        progress_->setRange(0, int(std::min<qint64>(p.total, 1 << 30)));
        progress_->setValue(int(std::min<qint64>(p.exported, 1 << 30)));
    });
    const QPointer<db::ExportJob> guard(job);
    connect(job, &db::ExportJob::finished, this, [this, guard, name](const db::ExportReport& r) {
        if (!guard) return;
        guard->deleteLater();
        export_ = nullptr;
        lastExport_ = r;
        if (r.failure.code != db::DatabaseErrorCode::None)
            showNotice([r] { return tr("The export failed: %1").arg(r.failure.text()); },
                       NoticeKind::Error);
        else if (r.cancelled)
            showNotice([name] { return tr("Export cancelled; %1 is as it was.").arg(name); });
        else
            showNotice(
                [r, name] {
                    QString text = tr("Exported %1 to %2.").arg(gamesText(r.exported), name);
                    if (!r.badGames.isEmpty())
                        text +=
                            ' ' + tr("Left out %1 that could not be read back: %2")
                                      .arg(gamesText(r.badGames.size()), r.badGames.first().text());
                    return text;
                },
                r.badGames.isEmpty() ? NoticeKind::Info : NoticeKind::Error);
        emit exportFinished(r);
        if (!queued_.isEmpty()) {
            const QStringList next = queued_;
            queued_.clear();
            importFiles(next);
        }
    });
    showNotice(tr("Exporting to %1…").arg(name), NoticeKind::Progress);
    job->start();
}

// --- Deleting and copying.

bool DatabasePanel::deleteGames(const QVector<qint64>& ids) {
    if (!db_ || ids.isEmpty()) return false;
    auto report = [this](const QVector<qint64>& deleted, const QHash<qint64, qint64>& restored,
                         const QString& error) {
        refresh();
        if (!error.isEmpty()) return showNotice(error, NoticeKind::Error);
        if (!restored.isEmpty()) {
            emit gamesRenumbered(restored);
            QVector<qint64> back(restored.begin(), restored.end());
            selectGames(back, back.first());
            return showNotice(
                [n = restored.size()] { return tr("Restored %1.").arg(gamesText(n)); });
        }
        showNotice([n = deleted.size()] { return tr("Deleted %1.").arg(gamesText(n)); });
        undoButton_->setVisible(undo_.canUndo());
    };
    auto run = [this](const QString& label, const db::WriteJob::Work& work, bool cancellable) {
        return runWrite(db_->path(), label, work, cancellable);
    };
    auto* command = new DeleteGamesCommand(ids, run, report);
    if (command->cancelled()) {
        showNotice([] { return tr("Nothing deleted: cancelled."); });
        delete command;
        return false;
    }
    if (!command->error().isEmpty()) {
        showNotice(command->error(), NoticeKind::Error);
        delete command;
        refresh();
        return false;
    }
    const int count = command->gameCount();
    undo_.push(command); // its first redo() does nothing: the games are gone
    refresh();
    showNotice([count] { return tr("Deleted %1.").arg(gamesText(count)); });
    undoButton_->show();
    return true;
}

db::WriteOutcome DatabasePanel::runWrite(const QString& path, const QString& label,
                                         const db::WriteJob::Work& work, bool cancellable,
                                         db::WriteJob::Wrap wrap) {
    db::WriteJob job(path, work, nullptr, wrap);
    QProgressDialog progress(label, tr("Cancel"), 0, 0, this);
    progress.setObjectName("databaseWriteProgress");
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(std::numeric_limits<int>::max()); // shown below, not by itself
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    // Without Cancel, closing the dialog only hides it.
    if (cancellable)
        connect(&progress, &QProgressDialog::canceled, &job, &db::WriteJob::cancel);
    else
        progress.setCancelButton(nullptr);
    QEventLoop wait;
    bool done = false;
    connect(&job, &db::WriteJob::finished, &wait, [&] {
        done = true;
        wait.quit();
    });
    job.start();
    // Input waits until the dialog is up (as during any short write), then the dialog takes it.
    QTimer::singleShot(progressDelay_, &wait, &QEventLoop::quit);
    wait.exec(QEventLoop::ExcludeUserInputEvents);
    if (!done) {
        progress.show();
        wait.exec();
    }
    // The application quitting ends every event loop: nothing is left half written.
    if (!done) {
        job.cancel();
        job.wait();
    }
    return job.outcome();
}

QString DatabasePanel::compactDatabase() {
    if (!db_) return {};
    if (isBusy()) return tr("Compact the database when the import or export under way is over.");
    // Written on the job's thread; runWrite returns once the job is over.
    std::optional<db::Compaction> sizes;
    auto work = [&sizes](db::GameDatabase& db, const std::atomic<bool>& cancel) -> QString {
        auto done = db.compact(&cancel);
        if (done)
            sizes = *done;
        else if (done.error().code != db::DatabaseErrorCode::Cancelled)
            return done.error().text();
        return {};
    };
    const QString name = QFileInfo(db_->path()).fileName();
    const db::WriteOutcome outcome =
        runWrite(db_->path(), tr("Compacting %1…").arg(name), work, true, db::WriteJob::Wrap::None);
    if (!outcome.error.isEmpty()) return outcome.error;
    // Cancel pressed as VACUUM ended still leaves it done: the sizes tell.
    if (!sizes) {
        showNotice([] { return tr("Nothing compacted: cancelled."); });
        return {};
    }
    showNotice([name, before = sizes->bytesBefore, after = sizes->bytesAfter] {
        const QLocale locale;
        return tr("Compacted %1: %2 before, %3 now.")
            .arg(name, locale.formattedDataSize(before), locale.formattedDataSize(after));
    });
    return {};
}

QString DatabasePanel::copyGames(const QVector<qint64>& ids, const QString& target) {
    if (!db_ || ids.isEmpty()) return {};
    if (QFileInfo(target).absoluteFilePath() == QFileInfo(db_->path()).absoluteFilePath())
        return tr("The games are in %1 already.").arg(QFileInfo(target).fileName());
    // The target is created (or found unusable) here; the games go on a thread of their own,
    // which reads them on a connection of its own.
    if (auto opened = db::GameDatabase::open(target, db::GameDatabase::OpenMode::Create); !opened)
        return opened.error().text();
    const QString source = db_->path();
    auto work = [ids, source](db::GameDatabase& to, const std::atomic<bool>& cancel) -> QString {
        auto from = db::GameDatabase::open(source, db::GameDatabase::OpenMode::Existing);
        if (!from) return from.error().text();
        for (qsizetype i = 0; i < ids.size() && !cancel; ++i) {
            auto game = (*from)->storedGame(ids[i]);
            if (!game) return game.error().text();
            db::EncodedGame encoded;
            encoded.header = game->header;
            encoded.moves = game->moves;
            if (auto added = to.insertGame(encoded); !added) return added.error().text();
        }
        return {};
    };
    const QString name = QFileInfo(target).fileName();
    const db::WriteOutcome outcome =
        runWrite(target, tr("Copying %1 to %2…").arg(gamesText(ids.size()), name), work, true);
    if (outcome.cancelled) {
        showNotice([] { return tr("Nothing copied: cancelled."); });
        return {};
    }
    if (!outcome.error.isEmpty()) return outcome.error;
    showNotice([n = ids.size(), name] { return tr("Copied %1 to %2.").arg(gamesText(n), name); });
    emit gamesCopied(target, int(ids.size()));
    return {};
}

void DatabasePanel::chooseCopyTarget() {
    const QVector<qint64> ids = selectedGames();
    const QString dir = db_ ? QFileInfo(db_->path()).absolutePath() : QString();
    QString path = QFileDialog::getSaveFileName(this, tr("Copy Games to Database"), dir,
                                                tr("Game databases (*.trellisdb)"), nullptr,
                                                QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".trellisdb");
    if (const QString error = copyGames(ids, path); !error.isEmpty())
        showNotice(error, NoticeKind::Error);
}

void DatabasePanel::contextMenu(const QPoint& at) {
    if (!db_) return;
    const QVector<qint64> ids = selectedGames();
    QMenu menu(this);
    QAction* open = menu.addAction(tr("&Open in the Studio"), this, [this] {
        if (const qint64 id = model_.gameId(table_->currentIndex().row())) emit gameActivated(id);
    });
    open->setEnabled(table_->currentIndex().isValid());
    menu.addSeparator();
    QMenu* copy = menu.addMenu(tr("&Copy to Database"));
    copy->setEnabled(!ids.isEmpty());
    for (const QString& path : otherDatabases_) {
        if (QFileInfo(path).absoluteFilePath() == QFileInfo(db_->path()).absoluteFilePath())
            continue;
        copy->addAction(QFileInfo(path).fileName(), this, [this, ids, path] {
            if (const QString error = copyGames(ids, path); !error.isEmpty())
                showNotice(error, NoticeKind::Error);
        });
    }
    if (!copy->isEmpty()) copy->addSeparator();
    copy->addAction(tr("&Other Database…"), this, &DatabasePanel::chooseCopyTarget);
    QAction* remove = menu.addAction(tr("&Delete"), this, &DatabasePanel::deleteSelected);
    remove->setShortcut(QKeySequence::Delete);
    remove->setEnabled(!ids.isEmpty());
    menu.addSeparator();
    menu.addAction(undo_.createUndoAction(&menu, tr("&Undo")));
    menu.addAction(undo_.createRedoAction(&menu, tr("&Redo")));
    menu.addSeparator();
    menu.addAction(tr("&Filter…"), this, &DatabasePanel::editFilter);
    menu.exec(table_->viewport()->mapToGlobal(at));
}

} // namespace trellis
