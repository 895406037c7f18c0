#include "GameAnalysisDialog.h"

#include "GameEvaluation.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace trellis {

GameAnalysisDialog::GameAnalysisDialog(const QString& engine, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Analyse Game"));
    auto* engineName = new QLabel(engine.isEmpty() ? tr("Built-in engine") : engine, this);
    engineName->setObjectName("gameAnalysisEngine");
    engineName->setToolTip(tr("The engine the analysis panel uses for this variant: choose "
                              "another there (engines are added in Edit > Engines…)."));
    time_ = new QDoubleSpinBox(this);
    time_->setObjectName("gameAnalysisTime");
    time_->setRange(0.1, 60);
    time_->setDecimals(1);
    time_->setSingleStep(0.5);
    time_->setValue(0.5);
    time_->setSuffix(tr(" s"));
    depth_ = new QSpinBox(this);
    depth_->setObjectName("gameAnalysisDepth");
    depth_->setRange(0, 100);
    depth_->setSpecialValueText(tr("no limit"));
    marks_ = new QCheckBox(tr("&Mark mistakes (?) and blunders (?\?)"), this);
    marks_->setObjectName("gameAnalysisMarks");
    marks_->setChecked(true);
    marks_->setToolTip(tr("A turn that loses %1 pawn or more is a mistake, %2 pawns or more a "
                          "blunder. Turns that already have a move assessment keep it. One undo "
                          "step takes the marks back.")
                           .arg(GameEvaluation::kMistake / 100)
                           .arg(GameEvaluation::kBlunder / 100));
    auto* form = new QFormLayout;
    form->addRow(tr("Engine:"), engineName);
    form->addRow(tr("&Time per position:"), time_);
    form->addRow(tr("&Depth limit:"), depth_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(marks_);
    layout->addWidget(buttons);
}

GameAnalysisOptions GameAnalysisDialog::options() const {
    GameAnalysisOptions o;
    o.limits.timeMs = std::int64_t(time_->value() * 1000);
    o.limits.depth = depth_->value();
    return o;
}

bool GameAnalysisDialog::markMistakes() const {
    return marks_->isChecked();
}

} // namespace trellis
