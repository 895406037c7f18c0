#include "ExportDiagramDialog.h"

#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <optional>

namespace trellis {

// The picture as it will come out, scaled to fit the widget, on a grey table.
class DiagramPreview : public QWidget {
  public:
    using QWidget::QWidget;
    void show(DiagramPicture picture, QSize size) {
        picture_.emplace(std::move(picture));
        size_ = size;
        update();
    }
    QSize sizeHint() const override { return {520, 520}; }

  protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), QColor(128, 128, 128));
        if (!picture_ || size_.isEmpty()) return;
        const QRectF area = QRectF(rect()).adjusted(10, 10, -10, -10);
        const qreal scale = qMin(area.width() / size_.width(), area.height() / size_.height());
        const QSizeF shown = QSizeF(size_) * scale;
        p.translate(area.center() - QPointF(shown.width(), shown.height()) / 2);
        p.fillRect(QRectF(QPointF(3, 3), shown), QColor(0, 0, 0, 60)); // the sheet's shadow
        p.scale(scale, scale);
        picture_->paint(p, QSizeF(size_));
    }

  private:
    std::optional<DiagramPicture> picture_;
    QSize size_;
};

ExportDiagramDialog::ExportDiagramDialog(DiagramSource source, const DiagramExportChoice& start,
                                         QWidget* parent)
    : QDialog(parent), source_(std::move(source)),
      painter_(createDiagramPainter(source_.diagram.variant)) {
    setWindowTitle(tr("Export Diagram"));
    preview_ = new DiagramPreview(this);
    preview_->setObjectName("diagramPreview");
    preview_->setMinimumSize(320, 320);

    theme_ = new QComboBox(this);
    theme_->setObjectName("theme");
    for (const QString& name : diagramThemeNames())
        theme_->addItem(diagramThemeLabel(*diagramThemeFromName(name)), name);
    theme_->setCurrentIndex(theme_->findData(diagramThemeName(start.options.theme)));

    layout_ = new QComboBox(this);
    layout_->setObjectName("layout");
    const QStringList layouts = painter_ ? painter_->layouts() : QStringList();
    for (const QString& l : layouts) layout_->addItem(painter_->layoutLabel(l), l);
    layout_->setCurrentIndex(qMax(0, layout_->findData(start.options.layout)));

    width_ = new QSpinBox(this);
    width_->setObjectName("width");
    width_->setRange(100, 8000);
    width_->setSuffix(tr(" px"));
    width_->setValue(start.size.width() > 0 ? start.size.width() : 800);
    height_ = new QSpinBox(this);
    height_->setObjectName("height");
    height_->setRange(0, 8000);
    height_->setSuffix(tr(" px"));
    height_->setSpecialValueText(tr("as the diagram"));
    height_->setValue(start.size.height());
    ratio_ = new QComboBox(this);
    ratio_->setObjectName("ratio");
    for (qreal r : {1.0, 1.5, 2.0, 3.0}) ratio_->addItem(QStringLiteral("%1×").arg(r), r);
    ratio_->setCurrentIndex(qMax(0, ratio_->findData(start.devicePixelRatio)));
    ratio_->setToolTip(tr("Pixels per point of the PNG picture (2× for sharp printing and "
                          "high-density screens); SVG and PDF are drawn as shapes"));

    const auto box = [this](const char* name, const QString& text, bool on) {
        auto* c = new QCheckBox(text, this);
        c->setObjectName(name);
        c->setChecked(on);
        return c;
    };
    const DiagramOptions& o = start.options;
    flip_ = box("flip", tr("&Flip the board"), o.flipped);
    coordinates_ = box("coordinates", tr("C&oordinates"), o.coordinates);
    lastTurn_ = box("lastTurn", tr("&Last turn"), o.lastTurn);
    check_ = box("check", tr("C&heck"), o.check);
    annotations_ = box("annotations", tr("&Marks and arrows of the turn"), o.annotations);

    caption_ = new QComboBox(this);
    caption_->setObjectName("caption");
    caption_->setEditable(true);
    caption_->setInsertPolicy(QComboBox::NoInsert);
    for (const QString& preset : captionPresets())
        caption_->addItem(preset.isEmpty() ? QString() : expandCaption(preset, source_.facts),
                          preset);
    caption_->setItemText(0, QString());
    caption_->setEditText(o.caption);
    caption_->setToolTip(
        tr("Text under the board; {tomove}, {status}, {turn}, {players}, {event}, {site}, "
           "{date}, {round} and {result} stand for what the position and the game say"));
    // A preset picked from the list puts its pattern in the field.
    connect(caption_, &QComboBox::activated, this,
            [this](int index) { caption_->setEditText(caption_->itemData(index).toString()); });

    extras_ = new QLineEdit(start.extras, this);
    extras_->setObjectName("extras");
    extras_->setPlaceholderText(tr("e.g. e2-e4:R d5:Y"));
    extras_->setToolTip(tr("More arrows (FROM-TO) and marked squares, each with an optional "
                           ":colour (R, G, B, Y, a colour name or #rrggbb)"));
    status_ = new QLabel(this);
    status_->setObjectName("status");
    status_->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Theme:"), theme_);
    layoutLabel_ = new QLabel(tr("La&yout:"), this);
    layoutLabel_->setBuddy(layout_);
    form->addRow(layoutLabel_, layout_);
    layoutLabel_->setVisible(layouts.size() > 1);
    layout_->setVisible(layouts.size() > 1);
    form->addRow(tr("&Width:"), width_);
    form->addRow(tr("H&eight:"), height_);
    form->addRow(tr("&PNG scale:"), ratio_);
    form->addRow(flip_);
    form->addRow(coordinates_);
    form->addRow(lastTurn_);
    form->addRow(check_);
    form->addRow(annotations_);
    form->addRow(tr("&Caption:"), caption_);
    form->addRow(tr("&Arrows, marks:"), extras_);
    form->addRow(status_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* save = buttons->addButton(tr("&Save…"), QDialogButtonBox::AcceptRole);
    save->setObjectName("save");
    QPushButton* copy = buttons->addButton(tr("Cop&y Image"), QDialogButtonBox::ActionRole);
    copy->setObjectName("copy");
    connect(save, &QPushButton::clicked, this, &ExportDiagramDialog::saveDialog);
    connect(copy, &QPushButton::clicked, this, &ExportDiagramDialog::copyToClipboard);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* side = new QVBoxLayout;
    side->addLayout(form);
    side->addStretch();
    side->addWidget(buttons);
    auto* top = new QHBoxLayout(this);
    top->addWidget(preview_, 1);
    top->addLayout(side);

    for (QComboBox* c : {theme_, layout_, ratio_})
        connect(c, &QComboBox::currentIndexChanged, this, &ExportDiagramDialog::refresh);
    connect(caption_, &QComboBox::editTextChanged, this, &ExportDiagramDialog::refresh);
    for (QSpinBox* s : {width_, height_})
        connect(s, &QSpinBox::valueChanged, this, &ExportDiagramDialog::refresh);
    for (QCheckBox* c : {flip_, coordinates_, lastTurn_, check_, annotations_})
        connect(c, &QCheckBox::toggled, this, &ExportDiagramDialog::refresh);
    connect(extras_, &QLineEdit::textChanged, this, &ExportDiagramDialog::refresh);
    refresh();
}

ExportDiagramDialog::~ExportDiagramDialog() = default;

DiagramExportChoice ExportDiagramDialog::choice() const {
    DiagramExportChoice c;
    DiagramOptions& o = c.options;
    o.theme = *diagramThemeFromName(theme_->currentData().toString());
    o.layout = layout_->currentData().toString();
    o.flipped = flip_->isChecked();
    o.coordinates = coordinates_->isChecked();
    o.lastTurn = lastTurn_->isChecked();
    o.check = check_->isChecked();
    o.annotations = annotations_->isChecked();
    o.caption = caption_->currentText();
    c.size = QSize(width_->value(), height_->value());
    c.devicePixelRatio = ratio_->currentData().toReal();
    c.extras = extras_->text();
    return c;
}

DiagramPicture ExportDiagramDialog::picture() const {
    const DiagramExportChoice c = choice();
    DiagramOptions options = c.options;
    DiagramOptions withExtras = options;
    if (parseDiagramExtras(source_.diagram, c.extras, &withExtras).isEmpty()) options = withExtras;
    return DiagramPicture(exportDiagram(source_.diagram, options),
                          expandCaption(options.caption, source_.facts));
}

void ExportDiagramDialog::refresh() {
    DiagramOptions scratch;
    extrasError_ = parseDiagramExtras(source_.diagram, extras_->text(), &scratch);
    DiagramPicture p = picture();
    const QSize size = p.resolvedSize(choice().size);
    status_->setText(extrasError_.isEmpty() ? tr("%1 × %2 px").arg(size.width()).arg(size.height())
                                            : tr("Arrows and marks: %1").arg(extrasError_));
    preview_->show(std::move(p), size);
}

QString ExportDiagramDialog::saveTo(const QString& path) {
    const auto format = diagramFormatOfPath(path);
    if (!format) return tr("%1: the file name must end in .svg, .png or .pdf").arg(path);
    const DiagramExportChoice c = choice();
    const DiagramPicture p = picture();
    const QString error =
        writeFileAtomically(path, p.encode(*format, p.resolvedSize(c.size), c.devicePixelRatio));
    if (error.isEmpty()) {
        saved_ = path;
        emit saved(path);
    }
    return error;
}

void ExportDiagramDialog::saveDialog() {
    QString selected;
    const QString suggested =
        saved_.isEmpty() ? QDir(directory_).filePath(tr("diagram.svg")) : saved_;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Diagram"), suggested,
        tr("SVG picture (*.svg);;PNG picture (*.png);;PDF document (*.pdf)"), &selected);
    if (path.isEmpty()) return;
    QString file = path;
    if (!diagramFormatOfPath(file)) // no extension typed: the filter's
        file += selected.contains("png") ? ".png" : selected.contains("pdf") ? ".pdf" : ".svg";
    if (const QString error = saveTo(file); !error.isEmpty())
        status_->setText(error);
    else
        accept();
}

QMimeData* diagramMimeData(const DiagramPicture& picture, const QSize& size, qreal ratio,
                           const QString& position) {
    auto* data = new QMimeData;
    data->setImageData(picture.image(size, ratio));
    data->setData(QStringLiteral("image/svg+xml"), picture.svg(size));
    // Pasted as text (Paste Position String), the diagram is its position.
    if (!position.isEmpty()) data->setText(position);
    return data;
}

void ExportDiagramDialog::copyToClipboard() {
    const DiagramExportChoice c = choice();
    const DiagramPicture p = picture();
    QApplication::clipboard()->setMimeData(
        diagramMimeData(p, p.resolvedSize(c.size), c.devicePixelRatio, source_.position));
    status_->setText(tr("The picture is on the clipboard."));
}

} // namespace trellis
