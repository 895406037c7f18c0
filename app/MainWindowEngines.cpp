// Edit > Engines… and the analysis panel's choice of engine (MainWindow.h).
#include "EnginesDialog.h"
#include "MainWindow.h"

#include "AnalysisPanel.h"

namespace trellis {

EnginesDialog* MainWindow::openEngines() {
    auto* dialog = new EnginesDialog(settings_.engines(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        settings_.setEngines(dialog->engines());
        refreshAnalysisEngines();
    });
    dialog->show();
    return dialog;
}

void MainWindow::refreshAnalysisEngines() {
    const QString variant = game_.variantId();
    QStringList names;
    for (const EngineEntry& e : settings_.engines())
        if (e.variants.contains(variant)) names << e.name;
    QString chosen = settings_.analysisEngine(variant);
    if (!names.contains(chosen)) chosen.clear();
    analysisPanel_->setEngines(names, chosen);
    QStringList arguments;
    for (const EngineEntry& e : settings_.engines())
        if (e.name == chosen) arguments = e.analyseArguments();
    analysis_.setEngineArguments(arguments);
}

std::optional<UciEngineSetup> MainWindow::chosenEngine(QString variant) const {
    if (variant.isEmpty()) variant = game_.variantId();
    const QString chosen = settings_.analysisEngine(variant);
    for (const EngineEntry& e : settings_.engines()) {
        if (chosen.isEmpty() || e.name != chosen || !e.variants.contains(variant)) continue;
        UciEngineSetup setup{e.name, e.program, {}};
        for (const auto& [name, value] : e.options) setup.settings << name + "=" + value;
        return setup;
    }
    return std::nullopt;
}

void MainWindow::chooseAnalysisEngine(const QString& name) {
    settings_.setAnalysisEngine(game_.variantId(), name);
    refreshAnalysisEngines();
}

} // namespace trellis
