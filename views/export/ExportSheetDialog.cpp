#include "ExportSheetDialog.h"

#include "DiagramExport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace trellis {

namespace {

// "every 4 turns", "every turn": the count in its language's plural form (a suffix cannot
// follow the number). Typing a number sets it.
class EveryTurnsBox : public QSpinBox {
  public:
    using QSpinBox::QSpinBox;

  protected:
    QString textFromValue(int value) const override {
        return ExportSheetDialog::tr("every %n turn(s)", "", value);
    }
    int valueFromText(const QString& text) const override {
        const QRegularExpressionMatch number = digits().match(text);
        return number.hasMatch() ? number.captured().toInt() : minimum();
    }
    QValidator::State validate(QString& text, int&) const override {
        if (text == specialValueText()) return QValidator::Acceptable;
        const QRegularExpressionMatch number = digits().match(text);
        if (!number.hasMatch()) return QValidator::Intermediate;
        const int value = number.captured().toInt();
        return value >= minimum() && value <= maximum() ? QValidator::Acceptable
                                                        : QValidator::Invalid;
    }

  private:
    static const QRegularExpression& digits() {
        static const QRegularExpression re(QStringLiteral("\\d+"));
        return re;
    }
};

} // namespace

ExportSheetDialog::ExportSheetDialog(std::vector<GameTree> games, const GameSheetOptions& start,
                                     QWidget* parent)
    : QDialog(parent), games_(std::move(games)) {
    setWindowTitle(tr("Export Game Sheet"));
    preview_ = new QLabel(this);
    preview_->setObjectName("pagePreview");
    preview_->setAlignment(Qt::AlignCenter);
    preview_->setMinimumSize(380, 540);
    preview_->setStyleSheet("background: #808080");

    every_ = new EveryTurnsBox(this);
    every_->setObjectName("every");
    every_->setRange(0, 200);
    every_->setValue(start.every);
    // 0: only the turns the user marked for a diagram, with the Diagram glyph (NAG $220) of
    // the move list's context menu.
    every_->setSpecialValueText(tr("only after turns marked ▦ Diagram"));
    every_->setToolTip(tr("A diagram after each turn marked with the ▦ Diagram glyph "
                          "(right-click a turn in the move list: Annotation glyph), and, when "
                          "a number is set, after every so many turns of the main line"));
    theme_ = new QComboBox(this);
    theme_->setObjectName("theme");
    for (const QString& name : diagramThemeNames())
        theme_->addItem(diagramThemeLabel(*diagramThemeFromName(name)), name);
    theme_->setCurrentIndex(theme_->findData(diagramThemeName(start.theme)));
    paper_ = new QComboBox(this);
    paper_->setObjectName("paper");
    paper_->addItem(tr("A4"), int(QPageSize::A4));
    paper_->addItem(tr("Letter"), int(QPageSize::Letter));
    paper_->setCurrentIndex(qMax(0, paper_->findData(int(start.pageSize.id()))));
    flip_ = new QCheckBox(tr("&Flip the boards"), this);
    flip_->setChecked(start.flipped);
    coordinates_ = new QCheckBox(tr("C&oordinates"), this);
    coordinates_->setChecked(start.coordinates);
    page_ = new QSpinBox(this);
    page_->setObjectName("page");
    page_->setPrefix(tr("page "));
    status_ = new QLabel(this);
    status_->setObjectName("status");
    status_->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Diagrams:"), every_);
    form->addRow(tr("&Theme:"), theme_);
    form->addRow(tr("&Paper:"), paper_);
    form->addRow(flip_);
    form->addRow(coordinates_);
    form->addRow(tr("Pre&view:"), page_);
    form->addRow(status_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* save = buttons->addButton(tr("&Save PDF…"), QDialogButtonBox::AcceptRole);
    save->setObjectName("save");
    connect(save, &QPushButton::clicked, this, &ExportSheetDialog::saveDialog);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* side = new QVBoxLayout;
    side->addLayout(form);
    side->addStretch();
    side->addWidget(buttons);
    auto* top = new QHBoxLayout(this);
    top->addWidget(preview_, 1);
    top->addLayout(side);

    connect(every_, &QSpinBox::valueChanged, this, &ExportSheetDialog::refresh);
    for (QComboBox* c : {theme_, paper_})
        connect(c, &QComboBox::currentIndexChanged, this, &ExportSheetDialog::refresh);
    for (QCheckBox* c : {flip_, coordinates_})
        connect(c, &QCheckBox::toggled, this, &ExportSheetDialog::refresh);
    connect(page_, &QSpinBox::valueChanged, this, &ExportSheetDialog::showPage);
    refresh();
}

ExportSheetDialog::~ExportSheetDialog() = default;

GameSheetOptions ExportSheetDialog::options() const {
    GameSheetOptions o;
    o.every = every_->value();
    o.theme = *diagramThemeFromName(theme_->currentData().toString());
    o.pageSize = QPageSize(QPageSize::PageSizeId(paper_->currentData().toInt()));
    o.flipped = flip_->isChecked();
    o.coordinates = coordinates_->isChecked();
    return o;
}

const GameSheetReport& ExportSheetDialog::report() const {
    return sheets_->report();
}

void ExportSheetDialog::refresh() {
    sheets_ = std::make_unique<GameSheets>(games_, options());
    const GameSheetReport& r = sheets_->report();
    status_->setText(tr("%n page(s)", "", r.pages) + ", " + tr("%n diagram(s)", "", r.diagrams));
    const QSignalBlocker block(page_);
    page_->setRange(1, qMax(1, r.pages));
    showPage();
}

void ExportSheetDialog::showPage() {
    // As wide as the preview's least width: a page fits whatever the dialog's size.
    constexpr int kPreviewWidth = 360;
    preview_->setPixmap(QPixmap::fromImage(sheets_->pageImage(page_->value() - 1, kPreviewWidth)));
}

QString ExportSheetDialog::saveTo(const QString& path) {
    const QString error = writeFileAtomically(path, sheets_->pdf());
    if (error.isEmpty()) saved_ = path;
    return error;
}

void ExportSheetDialog::saveDialog() {
    QString path = QFileDialog::getSaveFileName(this, tr("Export Game Sheet"),
                                                QDir(directory_).filePath(tr("game.pdf")),
                                                tr("PDF document (*.pdf)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(".pdf", Qt::CaseInsensitive)) path += ".pdf";
    if (const QString error = saveTo(path); !error.isEmpty())
        status_->setText(error);
    else
        accept();
}

} // namespace trellis
