#include "AnalysisPanel.h"

#include "AnalysisModel.h"
#include "PositionModel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTextLayout>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace trellis {

namespace {

// Cells wrap their text at their column's width (a tree view asks for row heights without
// one): in a narrow dock a line shows whole over several rows of text, never cut with "…".
class WrappingDelegate : public QStyledItemDelegate {
  public:
    explicit WrappingDelegate(QTreeView* view) : QStyledItemDelegate(view), view_(view) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        QStyleOptionViewItem wrapped = option;
        // A valid rectangle (a height too): the style wraps only within one.
        wrapped.rect =
            QRect(0, 0, std::max(view_->header()->sectionSize(index.column()), 1), QWIDGETSIZE_MAX);
        wrapped.features |= QStyleOptionViewItem::WrapText;
        return QStyledItemDelegate::sizeHint(wrapped, index);
    }

  private:
    QTreeView* view_;
};

} // namespace

AnalysisPanel::AnalysisPanel(AnalysisModel* analysis, PositionModel* position, QWidget* parent)
    : QWidget(parent), analysis_(analysis), position_(position) {
    engine_ = new QComboBox(this);
    engine_->setObjectName("analysisEngine");
    engine_->addItem(QString(), QString());
    texts_.add([this] { engine_->setItemText(0, tr("Built-in engine")); });
    texts_.add([this] { engine_->setToolTip(tr("The engine that analyses (Edit > Engines…)")); });
    engine_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    startStop_ = new QPushButton(this);
    startStop_->setObjectName("analysisStartStop");
    count_ = new QSpinBox(this);
    count_->setObjectName("analysisLineCount");
    count_->setRange(1, 5);
    count_->setValue(analysis_->lineCount());
    texts_.add([this] { count_->setPrefix(tr("Lines: ")); });
    depth_ = new QSpinBox(this);
    depth_->setObjectName("analysisDepthLimit");
    depth_->setRange(0, 100);
    depth_->setValue(analysis_->depthLimit());
    texts_.add([this] { depth_->setPrefix(tr("Depth: ")); });
    texts_.add([this] { depth_->setSpecialValueText(tr("Depth: ∞")); });
    texts_.add(
        [this] { depth_->setToolTip(tr("The analysis stops at this depth (∞: no limit)")); });
    time_ = new QDoubleSpinBox(this);
    time_->setObjectName("analysisTimeLimit");
    time_->setRange(0, 3600);
    time_->setDecimals(1);
    time_->setSingleStep(1);
    time_->setValue(analysis_->timeLimit());
    texts_.add([this] { time_->setSuffix(tr(" s")); });
    texts_.add([this] { time_->setPrefix(tr("Time: ")); });
    texts_.add([this] { time_->setSpecialValueText(tr("Time: ∞")); });
    texts_.add([this] {
        time_->setToolTip(tr("The analysis stops after this many seconds (∞: no limit)"));
    });
    addVariation_ = new QPushButton(this);
    texts_.add([this] { addVariation_->setText(tr("Add as variation")); });
    addVariation_->setObjectName("analysisAddVariation");
    texts_.add([this] {
        addVariation_->setToolTip(tr("Adds the selected line (or the best) to the game, with its "
                                     "score as a comment"));
    });
    lines_ = new QTreeView(this);
    lines_->setObjectName("analysisLines");
    lines_->setModel(analysis_);
    lines_->setRootIsDecorated(false);
    lines_->setUniformRowHeights(false);
    lines_->setWordWrap(true);
    lines_->setTextElideMode(Qt::ElideNone);
    lines_->setItemDelegate(new WrappingDelegate(lines_));
    lines_->header()->setStretchLastSection(true);
    // The rows are measured again at the line column's new width.
    connect(lines_->header(), &QHeaderView::sectionResized, lines_, &QTreeView::doItemsLayout,
            Qt::QueuedConnection);
    lines_->header()->setSectionResizeMode(AnalysisModel::ScoreColumn,
                                           QHeaderView::ResizeToContents);
    lines_->header()->setSectionResizeMode(AnalysisModel::DepthColumn,
                                           QHeaderView::ResizeToContents);
    status_ = new QLabel(this);
    // Turns ("N<I>d4"), names and paths read as written, never as markup.
    status_->setTextFormat(Qt::PlainText);
    status_->setObjectName("analysisStatus");
    status_->setWordWrap(true);

    // Two rows, and spin boxes never narrower than their text: a narrow dock (beside the
    // position editor, or with longer German and Vietnamese words) clips nothing.
    for (QAbstractSpinBox* box :
         {static_cast<QAbstractSpinBox*>(count_), static_cast<QAbstractSpinBox*>(depth_),
          static_cast<QAbstractSpinBox*>(time_)})
        box->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
    auto* controls = new QHBoxLayout;
    controls->addWidget(startStop_);
    controls->addWidget(count_);
    controls->addStretch();
    controls->addWidget(addVariation_);
    auto* limits = new QHBoxLayout;
    limits->addWidget(depth_);
    limits->addWidget(time_);
    limits->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(engine_);
    layout->addLayout(controls);
    layout->addLayout(limits);
    layout->addWidget(lines_, 1);
    layout->addWidget(status_);

    connect(engine_, &QComboBox::activated, this,
            [this](int index) { emit engineChosen(engine_->itemData(index).toString()); });
    connect(startStop_, &QPushButton::clicked, this, [this] {
        if (analysis_->isRunning())
            analysis_->stop();
        else
            analysis_->start();
    });
    connect(count_, &QSpinBox::valueChanged, this, [this](int n) {
        analysis_->setLineCount(n);
        emit lineCountChanged(n);
    });
    const auto limitsEdited = [this] {
        analysis_->setLimits(depth_->value(), time_->value());
        emit limitsChanged(depth_->value(), time_->value());
    };
    connect(depth_, &QSpinBox::valueChanged, this, limitsEdited);
    connect(time_, &QDoubleSpinBox::valueChanged, this, limitsEdited);
    connect(addVariation_, &QPushButton::clicked, this,
            [this] { analysis_->addAsVariation(chosenRow()); });
    // A click on a line previews it: up to the clicked turn in the line's text, the whole line
    // elsewhere.
    lines_->viewport()->installEventFilter(this);
    connect(analysis_, &AnalysisModel::stateChanged, this, &AnalysisPanel::refresh);
    connect(analysis_, &AnalysisModel::statusChanged, this, &AnalysisPanel::refresh);
    connect(analysis_, &AnalysisModel::linesChanged, this, &AnalysisPanel::refresh);
    // The line previewed stays in its row until the user leaves the preview.
    connect(position_, &PositionModel::positionChanged, analysis_, [this] {
        if (!position_->inPreview()) analysis_->releaseLine();
    });
    refresh();
}

void AnalysisPanel::setEngines(const QStringList& names, const QString& chosen) {
    while (engine_->count() > 1) engine_->removeItem(1);
    for (const QString& name : names) engine_->addItem(name, name);
    engine_->setCurrentIndex(std::max(0, engine_->findData(chosen)));
    engine_->setVisible(!names.isEmpty());
}

int AnalysisPanel::chosenRow() const {
    const QModelIndex i = lines_->currentIndex();
    return i.isValid() ? i.row() : 0;
}

void AnalysisPanel::previewLine(int row, int turns) {
    std::vector<Turn> line = analysis_->turns(row);
    if (turns >= 0 && turns < int(line.size())) line.resize(std::size_t(turns));
    position_->setPreview(line);
    if (position_->inPreview()) analysis_->holdLine(row);
}

bool AnalysisPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == lines_->viewport() && event->type() == QEvent::MouseButtonRelease) {
        const auto* e = static_cast<QMouseEvent*>(event);
        const QModelIndex i = lines_->indexAt(e->position().toPoint());
        if (i.isValid() && e->button() == Qt::LeftButton)
            previewLine(i.row(), turnAt(i, e->position().toPoint()));
    }
    return QWidget::eventFilter(watched, event);
}

// How many turns of the line reach `point` in its text (-1: all, for the other columns). The
// text is laid out as the view wraps it: from the cell's left edge plus the style's text
// margin, centred in the cell's height.
int AnalysisPanel::turnAt(const QModelIndex& index, const QPoint& point) const {
    if (index.column() != AnalysisModel::LineColumn) return -1;
    const QString text = index.data(AnalysisModel::LineTextRole).toString();
    const QStringList turns = index.data(AnalysisModel::TurnTextsRole).toStringList();
    const int margin = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, lines_) + 1;
    const QRect cell = lines_->visualRect(index).adjusted(margin, 0, -margin, 0);
    QTextLayout layout(text, lines_->font());
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(wrap);
    layout.beginLayout();
    qreal height = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(cell.width());
        line.setPosition({0, height});
        height += line.height();
    }
    layout.endLayout();
    const qreal top = cell.top() + (cell.height() - height) / 2;
    qsizetype at = text.size();
    for (int i = 0; i < layout.lineCount(); ++i) {
        const QTextLine line = layout.lineAt(i);
        if (point.y() < top + line.y() + line.height()) {
            at = line.xToCursor(point.x() - cell.left());
            break;
        }
    }
    qsizetype end = 0;
    for (int k = 0; k < turns.size(); ++k) {
        end = text.indexOf(turns[k], end) + turns[k].size();
        if (end >= at) return k + 1;
    }
    return -1;
}

void AnalysisPanel::refresh() {
    const bool running = analysis_->isRunning();
    startStop_->setText(running ? tr("Stop") : tr("Start"));
    addVariation_->setEnabled(analysis_->rowCount() > 0);
    status_->setText(analysis_->statusText());
    QPalette p = status_->palette();
    p.setColor(QPalette::WindowText, analysis_->state() == AnalysisModel::State::Failed
                                         ? QColor(190, 30, 30)
                                         : palette().color(QPalette::WindowText));
    status_->setPalette(p);
}

void AnalysisPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        refresh();
        // The model's column titles are read again.
        emit analysis_->headerDataChanged(Qt::Horizontal, 0, analysis_->columnCount() - 1);
    }
    QWidget::changeEvent(event);
}

} // namespace trellis
