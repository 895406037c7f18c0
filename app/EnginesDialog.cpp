#include "EnginesDialog.h"

#include "variant/VariantRegistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <climits>
#include <utility>

namespace trellis {

namespace {

// Options the dialog does not show: the variant is chosen per analysis, and these are set
// from the studio's own settings or by the protocol.
bool hiddenOption(const UciOption& o) {
    static const QStringList hidden{"UCI_Variant", "UCI_Rules",       "MultiPV",
                                    "Ponder",      "UCI_AnalyseMode", "UCI_Chess960"};
    return o.type == "button" || hidden.contains(o.name, Qt::CaseInsensitive);
}

QString displayName(const std::string& variantId) {
    const VariantDescriptor* v = findVariant(variantId);
    return v ? QCoreApplication::translate("Variant", v->displayName.c_str())
             : QString::fromStdString(variantId);
}

} // namespace

QString EnginesDialog::installedStockfish() {
    return QStandardPaths::findExecutable("stockfish",
                                          {"/usr/games", "/usr/local/bin", "/usr/bin"});
}

EnginesDialog::Probe EnginesDialog::probe(const QString& program) {
    Probe p{program, {}, {}, {}, {}};
    UciEngine engine(program);
    if (!engine.start()) {
        p.error = engine.error();
        return p;
    }
    p.name = engine.name();
    p.options = engine.options();
    p.variants = engine.variants();
    return p;
}

EnginesDialog::EnginesDialog(QList<EngineEntry> engines, QWidget* parent)
    : QDialog(parent), engines_(std::move(engines)) {
    setWindowTitle(tr("Engines"));
    list_ = new QListWidget(this);
    list_->setObjectName("engineList");
    for (const EngineEntry& e : engines_) list_->addItem(e.name);
    auto* add = new QPushButton(tr("Add Engine…"), this);
    add->setObjectName("addEngine");
    auto* addStockfish = new QPushButton(tr("Add Stockfish"), this);
    addStockfish->setObjectName("addStockfish");
    addStockfish->setVisible(!installedStockfish().isEmpty());
    remove_ = new QPushButton(tr("Remove"), this);
    remove_->setObjectName("removeEngine");
    status_ = new QLabel(this);
    status_->setObjectName("engineStatus");
    status_->setWordWrap(true);
    variantsBox_ = new QGroupBox(tr("Used for"), this);
    variantsLayout_ = new QVBoxLayout(variantsBox_);
    optionsBox_ = new QGroupBox(tr("Options"), this);
    auto* scroll = new QScrollArea(optionsBox_);
    auto* formWidget = new QWidget(scroll);
    formWidget->setObjectName("engineOptions");
    form_ = new QFormLayout(formWidget);
    scroll->setWidget(formWidget);
    scroll->setWidgetResizable(true);
    (new QVBoxLayout(optionsBox_))->addWidget(scroll);

    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {add, addStockfish, remove_}) buttons->addWidget(b);
    buttons->addStretch();
    auto* left = new QVBoxLayout;
    left->addWidget(list_);
    left->addLayout(buttons);
    auto* right = new QVBoxLayout;
    right->addWidget(variantsBox_);
    right->addWidget(optionsBox_, 1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 2);
    columns->addLayout(right, 3);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(status_);
    layout->addWidget(box);
    resize(760, 480);

    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, [this] {
        const QString program = QFileDialog::getOpenFileName(this, tr("UCI Engine Program"));
        if (!program.isEmpty()) addEngine(program);
    });
    connect(addStockfish, &QPushButton::clicked, this, [this] { addEngine(installedStockfish()); });
    connect(remove_, &QPushButton::clicked, this, [this] {
        const int row = list_->currentRow();
        if (row < 0) return;
        engines_.removeAt(row);
        delete list_->takeItem(row);
    });
    connect(list_, &QListWidget::currentRowChanged, this, &EnginesDialog::showEngine);
    connect(&watcher_, &QFutureWatcher<Probe>::finished, this, &EnginesDialog::probed);
    if (list_->count() > 0)
        list_->setCurrentRow(0);
    else
        showEngine(-1);
}

void EnginesDialog::addEngine(const QString& program) {
    startProbe(program, true);
}

void EnginesDialog::startProbe(const QString& program, bool add) {
    if (watcher_.isRunning()) {
        // One handshake at a time: an engine to add waits for the one running.
        if (add) pendingAdd_ = program;
        return;
    }
    adding_ = add;
    status_->setText(tr("Reading the options of %1…").arg(program));
    watcher_.setFuture(QtConcurrent::run(&EnginesDialog::probe, program));
}

void EnginesDialog::probed() {
    const Probe p = watcher_.result();
    if (!p.error.isEmpty()) {
        status_->setText(adding_ ? tr("Not added: %1").arg(p.error)
                                 : tr("The engine does not answer: %1").arg(p.error));
        emit probeFinished();
        if (!pendingAdd_.isEmpty()) startProbe(std::exchange(pendingAdd_, QString()), true);
        return;
    }
    probes_.insert(p.program, p);
    status_->clear();
    if (adding_) {
        EngineEntry e{p.name, p.program, {}, p.variants};
        engines_.append(e);
        list_->addItem(e.name);
        list_->setCurrentRow(int(engines_.size() - 1));
    } else {
        showEngine(list_->currentRow());
    }
    emit probeFinished();
    if (!pendingAdd_.isEmpty()) startProbe(std::exchange(pendingAdd_, QString()), true);
}

void EnginesDialog::clearForm() {
    while (form_->rowCount() > 0) form_->removeRow(0);
    while (QLayoutItem* item = variantsLayout_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void EnginesDialog::showEngine(int row) {
    clearForm();
    remove_->setEnabled(row >= 0);
    variantsBox_->setEnabled(row >= 0);
    optionsBox_->setEnabled(row >= 0);
    if (row < 0 || row >= engines_.size()) return;
    const auto found = probes_.constFind(engines_[row].program);
    if (found == probes_.constEnd()) return startProbe(engines_[row].program, false);
    for (const QString& id : found->variants) {
        auto* check = new QCheckBox(displayName(id.toStdString()), variantsBox_);
        check->setObjectName("engineVariant_" + id);
        check->setChecked(engines_[row].variants.contains(id));
        connect(check, &QCheckBox::toggled, this, [this, row, id](bool on) {
            QStringList& v = engines_[row].variants;
            v.removeAll(id);
            if (on) v << id;
        });
        variantsLayout_->addWidget(check);
    }
    for (const UciOption& o : found->options)
        if (!hiddenOption(o)) form_->addRow(o.name, editorFor(row, o));
}

// The option's value: the one set for the engine, else its default.
QWidget* EnginesDialog::editorFor(int row, const UciOption& option) {
    QString value = option.defaultValue;
    for (const auto& [name, set] : engines_[row].options)
        if (name == option.name) value = set;
    QWidget* editor = nullptr;
    if (option.type == "spin") {
        auto* spin = new QSpinBox;
        spin->setRange(int(std::max<qint64>(option.min, INT_MIN)),
                       int(std::min<qint64>(option.max, INT_MAX)));
        spin->setValue(value.toInt());
        connect(spin, &QSpinBox::valueChanged, this,
                [this, row, option](int v) { setOptionValue(row, option, QString::number(v)); });
        editor = spin;
    } else if (option.type == "check") {
        auto* check = new QCheckBox;
        check->setChecked(value == "true");
        connect(check, &QCheckBox::toggled, this, [this, row, option](bool on) {
            setOptionValue(row, option, on ? "true" : "false");
        });
        editor = check;
    } else if (option.type == "combo") {
        auto* combo = new QComboBox;
        combo->addItems(option.choices);
        combo->setCurrentText(value);
        connect(combo, &QComboBox::currentTextChanged, this,
                [this, row, option](const QString& v) { setOptionValue(row, option, v); });
        editor = combo;
    } else {
        auto* line = new QLineEdit(value);
        connect(line, &QLineEdit::textChanged, this,
                [this, row, option](const QString& v) { setOptionValue(row, option, v); });
        editor = line;
    }
    editor->setObjectName("engineOption_" + option.name);
    return editor;
}

// Only a value away from the option's default is kept (and sent).
void EnginesDialog::setOptionValue(int row, const UciOption& option, const QString& value) {
    auto& options = engines_[row].options;
    options.removeIf([&](const auto& o) { return o.first == option.name; });
    if (value != option.defaultValue) options.append({option.name, value});
}

} // namespace trellis
