#include "GameFilterDialog.h"

#include "GameCodec.h"
#include "variant/VariantRegistry.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>

namespace trellis {

namespace {

const QRegularExpression& datePattern() {
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d{1,4})(?:[.\\-/](\\d{1,2})(?:[.\\-/](\\d{1,2}))?)?\\s*$"));
    return pattern;
}

enum Side { Either, First, Second };

} // namespace

std::optional<int> GameFilterDialog::parseDate(const QString& text, bool rangeEnd) {
    const auto m = datePattern().match(text);
    if (!m.hasMatch()) return std::nullopt;
    const int year = m.captured(1).toInt();
    const int month = m.captured(2).isEmpty() ? (rangeEnd ? 12 : 0) : m.captured(2).toInt();
    const int day = m.captured(3).isEmpty() ? (rangeEnd ? 31 : 0) : m.captured(3).toInt();
    if (year < 1 || month > 12 || day > 31 || (!m.captured(2).isEmpty() && month < 1) ||
        (!m.captured(3).isEmpty() && day < 1))
        return std::nullopt;
    return db::dateValue(year, month, day);
}

QString GameFilterDialog::dateString(int value, bool rangeEnd) {
    const int year = value / 512, month = value / 32 % 16, day = value % 32;
    const QString y = QString::number(year).rightJustified(4, '0');
    auto two = [](int n) { return QString::number(n).rightJustified(2, '0'); };
    if (rangeEnd ? month == 12 && day == 31 : month == 0 && day == 0) return y;
    if (rangeEnd ? day == 31 : day == 0) return y + '.' + two(month);
    return y + '.' + two(month) + '.' + two(day);
}

GameFilterDialog::GameFilterDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Filter Games"));
    setObjectName("gameFilterDialog");
    auto text = [this](const char* name, const QString& placeholder) {
        auto* edit = new QLineEdit(this);
        edit->setObjectName(name);
        edit->setPlaceholderText(placeholder);
        edit->setClearButtonEnabled(true);
        return edit;
    };
    player_ = text("filterPlayer", tr("part of a name"));
    side_ = new QComboBox(this);
    side_->setObjectName("filterSide");
    side_->addItem(tr("either side"), Either);
    // The sides as the registered variants name them: "first player (White, Red)".
    QStringList sides[2];
    for (const VariantDescriptor* v : registeredVariants())
        for (int s = 0; s < 2; ++s) {
            const QString name =
                QCoreApplication::translate("Variant", v->sideNames[std::size_t(s)].c_str());
            if (!sides[s].contains(name)) sides[s] << name;
        }
    side_->addItem(tr("first player (%1)").arg(sides[0].join(", ")), First);
    side_->addItem(tr("second player (%1)").arg(sides[1].join(", ")), Second);
    event_ = text("filterEvent", tr("part of the event's name"));
    site_ = text("filterSite", tr("part of the site's name"));
    auto* dateValidator = new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("\\s*\\d{0,4}([.\\-/]\\d{0,2}([.\\-/]\\d{0,2})?)?\\s*")),
        this);
    dateFrom_ = text("filterDateFrom", tr("YYYY.MM.DD"));
    dateTo_ = text("filterDateTo", tr("YYYY.MM.DD"));
    dateFrom_->setValidator(dateValidator);
    dateTo_->setValidator(dateValidator);
    result_ = new QComboBox(this);
    result_->setObjectName("filterResult");
    result_->addItem(tr("any result"), QString());
    result_->addItem(tr("1-0 (the first player won)"), QStringLiteral("1-0"));
    result_->addItem(tr("0-1 (the second player won)"), QStringLiteral("0-1"));
    result_->addItem(tr("1/2-1/2 (draw)"), QStringLiteral("1/2-1/2"));
    result_->addItem(tr("* (unfinished)"), QStringLiteral("*"));
    variant_ = new QComboBox(this);
    variant_->setObjectName("filterVariant");
    variant_->addItem(tr("any variant"), QString());
    for (const VariantDescriptor* v : registeredVariants())
        variant_->addItem(QCoreApplication::translate("Variant", v->displayName.c_str()),
                          QString::fromStdString(v->id));
    auto turns = [this](const char* name) {
        auto* box = new QSpinBox(this);
        box->setObjectName(name);
        box->setRange(0, 9999);
        box->setSpecialValueText(tr("any"));
        return box;
    };
    minTurns_ = turns("filterMinTurns");
    maxTurns_ = turns("filterMaxTurns");

    auto* playerRow = new QHBoxLayout;
    playerRow->addWidget(player_, 1);
    playerRow->addWidget(new QLabel(tr("as"), this));
    playerRow->addWidget(side_);
    auto* dateRow = new QHBoxLayout;
    dateRow->addWidget(dateFrom_);
    dateRow->addWidget(new QLabel(tr("to"), this));
    dateRow->addWidget(dateTo_);
    auto* turnsRow = new QHBoxLayout;
    turnsRow->addWidget(minTurns_);
    turnsRow->addWidget(new QLabel(tr("to"), this));
    turnsRow->addWidget(maxTurns_);
    turnsRow->addStretch();

    // Rows holding several fields get a label whose shortcut goes to the first of them.
    auto label = [this](const QString& text, QWidget* buddy) {
        auto* l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    auto* form = new QFormLayout;
    form->addRow(label(tr("&Player:"), player_), playerRow);
    form->addRow(tr("&Event:"), event_);
    form->addRow(tr("&Site:"), site_);
    form->addRow(label(tr("&Dates:"), dateFrom_), dateRow);
    form->addRow(tr("&Result:"), result_);
    form->addRow(tr("&Variant:"), variant_);
    form->addRow(label(tr("&Length in turns:"), minTurns_), turnsRow);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Reset, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    QPushButton* reset = buttons->button(QDialogButtonBox::Reset);
    reset->setText(tr("C&lear All"));
    connect(reset, &QPushButton::clicked, this, [this] { setFilter({}); });

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setMinimumWidth(460);
}

void GameFilterDialog::setFilter(const db::GameFilter& f) {
    Side side = Either;
    QString player = f.player;
    if (player.isEmpty() && !f.white.isEmpty()) player = f.white, side = First;
    if (player.isEmpty() && !f.black.isEmpty()) player = f.black, side = Second;
    player_->setText(player);
    side_->setCurrentIndex(side_->findData(side));
    event_->setText(f.event);
    site_->setText(f.site);
    dateFrom_->setText(f.dateFrom ? dateString(*f.dateFrom, false) : QString());
    dateTo_->setText(f.dateTo ? dateString(*f.dateTo, true) : QString());
    result_->setCurrentIndex(std::max(0, result_->findData(f.result)));
    variant_->setCurrentIndex(std::max(0, variant_->findData(f.variant)));
    minTurns_->setValue(f.minTurns.value_or(0));
    maxTurns_->setValue(f.maxTurns.value_or(0));
}

db::GameFilter GameFilterDialog::filter() const {
    db::GameFilter f;
    const QString player = player_->text().trimmed();
    switch (side_->currentData().toInt()) {
    case First:
        f.white = player;
        break;
    case Second:
        f.black = player;
        break;
    default:
        f.player = player;
    }
    f.event = event_->text().trimmed();
    f.site = site_->text().trimmed();
    f.dateFrom = parseDate(dateFrom_->text(), false);
    f.dateTo = parseDate(dateTo_->text(), true);
    f.result = result_->currentData().toString();
    f.variant = variant_->currentData().toString();
    if (minTurns_->value() > 0) f.minTurns = minTurns_->value();
    if (maxTurns_->value() > 0) f.maxTurns = maxTurns_->value();
    return f;
}

int GameFilterDialog::fieldCount(const db::GameFilter& f) {
    return int(!f.player.isEmpty() || !f.white.isEmpty() || !f.black.isEmpty()) +
           int(!f.event.isEmpty()) + int(!f.site.isEmpty()) +
           int(f.dateFrom.has_value() || f.dateTo.has_value()) + int(!f.result.isEmpty()) +
           int(!f.variant.isEmpty()) + int(f.minTurns.has_value() || f.maxTurns.has_value());
}

void GameFilterDialog::accept() {
    for (QLineEdit* edit : {dateFrom_, dateTo_})
        if (!edit->text().trimmed().isEmpty() &&
            !parseDate(edit->text(), edit == dateTo_).has_value()) {
            QMessageBox::warning(this, windowTitle(),
                                 tr("'%1' is not a date: write YYYY, YYYY.MM or YYYY.MM.DD.")
                                     .arg(edit->text().trimmed()));
            edit->setFocus();
            return;
        }
    QDialog::accept();
}

} // namespace trellis
