#include "SettingsDialog.h"

#include "AppSettings.h"
#include "variant/VariantRegistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace trellis {

SettingsDialog::SettingsDialog(AppSettings* settings, QWidget* parent)
    : QDialog(parent), settings_(settings) {
    setWindowTitle(tr("Settings"));
    auto* notations = new QGroupBox(tr("Notation of the move list"), this);
    auto* form = new QFormLayout(notations);
    for (const VariantDescriptor* v : registeredVariants()) {
        const QString id = QString::fromStdString(v->id);
        auto* box = new QComboBox(notations);
        box->setObjectName("notation_" + id);
        for (const NotationInfo& n : v->notations)
            box->addItem(QCoreApplication::translate("Variant", n.label.c_str()), int(n.notation));
        box->setCurrentIndex(std::max(0, box->findData(int(settings_->notation(id)))));
        form->addRow(QCoreApplication::translate("Variant", v->displayName.c_str()) + ":", box);
        notations_[id] = box;
    }
    auto* board = new QGroupBox(tr("Board"), this);
    auto* boardLayout = new QVBoxLayout(board);
    animations_ = new QCheckBox(tr("&Animate moves (2D and 3D)"), board);
    animations_->setObjectName("animationsBox");
    animations_->setChecked(settings_->animations());
    flipped_ = new QCheckBox(tr("See the 2D board from the &second player's side"), board);
    flipped_->setObjectName("flippedBox");
    flipped_->setChecked(settings_->flipped());
    boardLayout->addWidget(animations_);
    boardLayout->addWidget(flipped_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(notations);
    layout->addWidget(board);
    layout->addWidget(engineGroup());
    layout->addWidget(buttons);
}

// The engine of the analysis and of Game > Analyse Game.
QGroupBox* SettingsDialog::engineGroup() {
    auto* engine = new QGroupBox(tr("Engine"), this);
    auto* form = new QFormLayout(engine);
    threads_ = new QSpinBox(engine);
    threads_->setObjectName("engineThreads");
    threads_->setRange(1, std::max(64, QThread::idealThreadCount()));
    threads_->setValue(settings_->engineThreads());
    threads_->setToolTip(tr("Search threads (this computer has %1 cores); one thread gives the "
                            "same analysis every time")
                             .arg(QThread::idealThreadCount()));
    hash_ = new QSpinBox(engine);
    hash_->setObjectName("engineHash");
    hash_->setRange(1, 4096);
    hash_->setSuffix(tr(" MB"));
    hash_->setValue(settings_->engineHash());
    hash_->setToolTip(tr("Memory for the table of positions the engine has searched"));
    form->addRow(tr("&Threads:"), threads_);
    form->addRow(tr("&Hash size:"), hash_);
    return engine;
}

void SettingsDialog::accept() {
    for (const auto& [id, box] : notations_)
        settings_->setNotation(id, Notation(box->currentData().toInt()));
    settings_->setAnimations(animations_->isChecked());
    settings_->setFlipped(flipped_->isChecked());
    settings_->setEngineThreads(threads_->value());
    settings_->setEngineHash(hash_->value());
    QDialog::accept();
}

} // namespace trellis
