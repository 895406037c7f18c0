#include "HeaderDialog.h"

#include "variant/VariantRegistry.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace trellis {

namespace {

// Tags that define the game rather than describe it.
bool definesTheGame(const QString& key) {
    return key == "Variant" || key == "Rules" || key == "SetUp" || key == "FEN";
}

} // namespace

HeaderDialog::HeaderDialog(GameModel* game, QWidget* parent) : QDialog(parent), game_(game) {
    setWindowTitle(tr("Game Headers"));
    const VariantDescriptor* variant = findVariant(game_->variantId().toStdString());
    const auto side = [variant](int i) {
        return QCoreApplication::translate("Variant", variant->sideNames[size_t(i)].c_str());
    };
    roster_ = {"Event",
               "Site",
               "Date",
               "Round",
               QString::fromStdString(variant->playerTags[0]),
               QString::fromStdString(variant->playerTags[1])};
    const QStringList labels{tr("&Event:"), tr("&Site:"),           tr("&Date:"),
                             tr("R&ound:"), tr("%1:").arg(side(0)), tr("%1:").arg(side(1))};
    auto* form = new QFormLayout;
    for (int i = 0; i < roster_.size(); ++i) {
        auto* edit = new QLineEdit(this);
        edit->setObjectName("tag" + roster_[i]);
        if (roster_[i] == "Date") edit->setPlaceholderText(tr("YYYY.MM.DD, ?? where unknown"));
        form->addRow(labels[i], edit);
        rosterEdits_ << edit;
    }
    result_ = new QComboBox(this);
    result_->setObjectName("resultBox");
    result_->addItem(tr("1-0 (%1 wins)").arg(side(0)), "1-0");
    result_->addItem(tr("0-1 (%1 wins)").arg(side(1)), "0-1");
    result_->addItem(tr("1/2-1/2 (draw)"), "1/2-1/2");
    result_->addItem(tr("* (not finished, or unknown)"), "*");
    form->addRow(tr("&Result:"), result_);

    others_ = new QTableWidget(0, 2, this);
    others_->setObjectName("otherTags");
    others_->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    others_->horizontalHeader()->setStretchLastSection(true);
    others_->verticalHeader()->hide();
    auto* add = new QPushButton(tr("&Add Tag"), this);
    add->setObjectName("addTagButton");
    auto* remove = new QPushButton(tr("Re&move Tag"), this);
    remove->setObjectName("removeTagButton");
    connect(add, &QPushButton::clicked, this, &HeaderDialog::addTagRow);
    connect(remove, &QPushButton::clicked, this, [this] {
        if (others_->currentRow() >= 0) others_->removeRow(others_->currentRow());
        check();
    });
    connect(others_, &QTableWidget::itemChanged, this, &HeaderDialog::check);
    auto* tableButtons = new QHBoxLayout;
    tableButtons->addWidget(add);
    tableButtons->addWidget(remove);
    tableButtons->addStretch();

    problem_ = new QLabel(this);
    problem_->setObjectName("problemLabel");
    problem_->setStyleSheet("color: #b00020");
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons_, &QDialogButtonBox::accepted, this, &HeaderDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &HeaderDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Other tags:"), this));
    layout->addWidget(others_);
    layout->addLayout(tableButtons);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);
    fillFrom(game_->tree());
    resize(460, 520);
}

// A cell still being edited is committed while the table goes away: nothing may check it then.
HeaderDialog::~HeaderDialog() {
    disconnect(others_, nullptr, this, nullptr);
}

void HeaderDialog::fillFrom(const GameTree& tree) {
    for (int i = 0; i < roster_.size(); ++i)
        rosterEdits_[i]->setText(QString::fromStdString(tree.tag(roster_[i].toStdString())));
    result_->setCurrentIndex(std::max(0, result_->findData(QString::fromStdString(tree.result()))));
    for (const auto& [key, value] : tree.tags()) {
        const QString k = QString::fromStdString(key);
        if (roster_.contains(k) || k == "Result" || definesTheGame(k)) continue;
        const int row = others_->rowCount();
        others_->insertRow(row);
        others_->setItem(row, 0, new QTableWidgetItem(k));
        others_->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(value)));
    }
    check();
}

void HeaderDialog::addTagRow() {
    const int row = others_->rowCount();
    others_->insertRow(row);
    others_->setItem(row, 0, new QTableWidgetItem);
    others_->setItem(row, 1, new QTableWidgetItem);
    others_->setCurrentCell(row, 0);
    others_->editItem(others_->item(row, 0));
    check();
}

QString HeaderDialog::problem() const {
    static const QRegularExpression symbol("^[A-Za-z0-9_]+$");
    QStringList seen = roster_;
    seen << "Result";
    for (int row = 0; row < others_->rowCount(); ++row) {
        const QTableWidgetItem* item = others_->item(row, 0);
        const QString key = item ? item->text().trimmed() : QString();
        if (key.isEmpty()) return tr("Row %1: the tag needs a name.").arg(row + 1);
        if (!symbol.match(key).hasMatch())
            return tr("Row %1: \"%2\" is not a tag name: use letters, digits and '_'.")
                .arg(row + 1)
                .arg(key);
        if (definesTheGame(key))
            return tr("Row %1: %2 says what the game is; it is not edited here.")
                .arg(row + 1)
                .arg(key);
        if (seen.contains(key)) return tr("Row %1: %2 is there already.").arg(row + 1).arg(key);
        seen << key;
    }
    return {};
}

void HeaderDialog::check() {
    const QString text = problem();
    problem_->setText(text);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

TagList HeaderDialog::tags() const {
    TagList out;
    for (int i = 0; i < roster_.size(); ++i) {
        const QString value = rosterEdits_[i]->text().trimmed();
        if (!value.isEmpty()) out.emplace_back(roster_[i].toStdString(), value.toStdString());
    }
    out.emplace_back("Result", result_->currentData().toString().toStdString());
    for (const auto& [key, value] : game_->tree().tags())
        if (definesTheGame(QString::fromStdString(key))) out.emplace_back(key, value);
    for (int row = 0; row < others_->rowCount(); ++row) {
        const QString key = others_->item(row, 0) ? others_->item(row, 0)->text().trimmed() : "";
        const QString value = others_->item(row, 1) ? others_->item(row, 1)->text().trimmed() : "";
        out.emplace_back(key.toStdString(), value.toStdString());
    }
    return out;
}

void HeaderDialog::accept() {
    if (!problem().isEmpty()) return check();
    game_->setTags(tags());
    QDialog::accept();
}

} // namespace trellis
