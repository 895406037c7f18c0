// Game > Analyse Game: the dialog, the job under a progress dialog, the graph and the marks.
#include "MainWindow.h"

#include "EvaluationGraph.h"
#include "GameAnalysisDialog.h"

#include <QLocale>
#include <QProgressDialog>
#include <QStatusBar>

namespace trellis {

search::EngineOptions MainWindow::engineOptions() const {
    search::EngineOptions options;
    options.threads = std::max(1, settings_.engineThreads());
    options.hashMegabytes = std::size_t(std::max(1, settings_.engineHash()));
    return options;
}

GameAnalysisDialog* MainWindow::openGameAnalysis() {
    const std::optional<UciEngineSetup> engine = chosenEngine();
    auto* dialog = new GameAnalysisDialog(engine ? engine->name : QString(), this);
    dialog->setObjectName("gameAnalysisDialog");
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { analyseGame(dialog->options(), dialog->markMistakes()); });
    dialog->show();
    return dialog;
}

GameAnalysisJob* MainWindow::analyseGame(GameAnalysisOptions options, bool markMistakes) {
    if (gameJob_) gameJob_->cancel(); // its results would be for an older request
    options.engine = engineOptions();
    options.uci = chosenEngine();
    auto* job = new GameAnalysisJob(game_.tree(), options, this);
    gameJob_ = job;
    auto* progress =
        new QProgressDialog(tr("Analysing the game…"), tr("Cancel"), 0, job->positionCount(), this);
    progress->setObjectName("gameAnalysisProgress");
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, job, &GameAnalysisJob::cancel);
    // A game replaced meanwhile makes the work useless: stop it.
    connect(&game_, &GameModel::gameReplaced, job, &GameAnalysisJob::cancel);
    connect(job, &GameAnalysisJob::progress, progress, [progress](int done, int total) {
        // The text first: a modal dialog's setValue handles events, a later progress among them.
        progress->setLabelText(tr("Analysing the game: position %1 of %2")
                                   .arg(QLocale().toString(done), QLocale().toString(total)));
        progress->setValue(done);
    });
    connect(job, &GameAnalysisJob::finished, this, [this, job, progress, markMistakes] {
        progress->deleteLater();
        job->deleteLater();
        if (job->cancelled()) {
            statusBar()->showMessage(tr("Game analysis cancelled."), 8000);
            return;
        }
        // Results for a main line that is no longer the game's are dropped.
        evaluation_.set(job->line(), job->scores(), job->movers());
        if (!job->error().isEmpty()) {
            // The engine failed: what it scored before is kept and judged.
            if (markMistakes) evaluation_.markMistakes();
            statusBar()->showMessage(
                tr("Game analysis stopped after %n position(s): %1", "", int(job->scores().size()))
                    .arg(job->error()));
            return;
        }
        if (evaluation_.isEmpty()) {
            statusBar()->showMessage(
                tr("The game changed during the analysis: its scores were dropped."), 8000);
            return;
        }
        const int marked = markMistakes ? evaluation_.markMistakes() : 0;
        statusBar()->showMessage(markMistakes ? tr("Game analysed: %n turn(s) marked.", "", marked)
                                              : tr("Game analysed."),
                                 8000);
    });
    progress->show();
    job->start();
    return job;
}

} // namespace trellis
