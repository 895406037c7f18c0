#include "SettingsDialog.h"

#include "AppSettings.h"
#include "Translations.h"
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
    auto* appearance = new QGroupBox(tr("Appearance"), this);
    auto* looks = new QFormLayout(appearance);
    const auto combo = [appearance](const char* name, const QStringList& labels,
                                    const QStringList& values, const QString& current) {
        auto* box = new QComboBox(appearance);
        box->setObjectName(name);
        for (qsizetype i = 0; i < labels.size(); ++i) box->addItem(labels[i], values[i]);
        box->setCurrentIndex(std::max(0, box->findData(current)));
        return box;
    };
    QStringList colourLabels;
    for (const QString& name : boardColourNames()) colourLabels << boardColoursLabel(name);
    colours_ =
        combo("boardColoursBox", colourLabels, boardColourNames(), settings_->boardColours());
    pieces_ = combo("pieceStyleBox", {tr("Figurines"), tr("Letters")}, {"figurines", "letters"},
                    settings_->pieceStyle() == PieceStyle::Letters ? "letters" : "figurines");
    speed_ = combo("animationSpeedBox", {tr("Slow"), tr("Normal"), tr("Fast")},
                   AppSettings::animationSpeeds(), settings_->animationSpeed());
    language_ = new QComboBox(appearance);
    language_->setObjectName("languageBox");
    for (const QString& code : Translations::languages())
        language_->addItem(Translations::nativeName(code), code);
    language_->setCurrentIndex(std::max(0, language_->findData(settings_->language())));
    looks->addRow(tr("&Language:"), language_);
    looks->addRow(tr("Board &colours (chess and Tri-D):"), colours_);
    looks->addRow(tr("&Pieces (chess and Tri-D, 2D):"), pieces_);
    looks->addRow(tr("Animation &speed:"), speed_);
    antialiasing_ = new QComboBox(appearance);
    antialiasing_->setObjectName("antialiasingBox");
    for (const int samples : AppSettings::antialiasingChoices())
        antialiasing_->addItem(samples ? tr("%1 samples").arg(samples) : tr("Off"), samples);
    antialiasing_->setCurrentIndex(std::max(0, antialiasing_->findData(settings_->antialiasing())));
    looks->addRow(tr("3D &antialiasing:"), antialiasing_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(notations);
    layout->addWidget(board);
    layout->addWidget(appearance);
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
    settings_->setBoardColours(colours_->currentData().toString());
    settings_->setPieceStyle(pieces_->currentData().toString() == "letters"
                                 ? PieceStyle::Letters
                                 : PieceStyle::Figurines);
    settings_->setAnimationSpeed(speed_->currentData().toString());
    settings_->setAntialiasing(antialiasing_->currentData().toInt());
    settings_->setLanguage(language_->currentData().toString());
    QDialog::accept();
}

} // namespace trellis
