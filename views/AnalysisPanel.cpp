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
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace trellis {

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
    lines_->setUniformRowHeights(true);
    lines_->header()->setStretchLastSection(true);
    lines_->header()->setSectionResizeMode(AnalysisModel::ScoreColumn,
                                           QHeaderView::ResizeToContents);
    lines_->header()->setSectionResizeMode(AnalysisModel::DepthColumn,
                                           QHeaderView::ResizeToContents);
    status_ = new QLabel(this);
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
}

bool AnalysisPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == lines_->viewport() && event->type() == QEvent::MouseButtonRelease) {
        const auto* e = static_cast<QMouseEvent*>(event);
        const QModelIndex i = lines_->indexAt(e->position().toPoint());
        if (i.isValid() && e->button() == Qt::LeftButton)
            previewLine(i.row(), turnAt(i, e->position().toPoint().x()));
    }
    return QWidget::eventFilter(watched, event);
}

// How many turns of the line reach the point `x` of its text (-1: all, for the other columns).
// The view draws the text from the cell's left edge plus the style's text margin.
int AnalysisPanel::turnAt(const QModelIndex& index, int x) const {
    if (index.column() != AnalysisModel::LineColumn) return -1;
    const QString text = index.data(AnalysisModel::LineTextRole).toString();
    const QStringList turns = index.data(AnalysisModel::TurnTextsRole).toStringList();
    const int margin = style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, lines_) + 1;
    const int offset = x - lines_->visualRect(index).left() - margin;
    const QFontMetrics metrics(lines_->font());
    qsizetype end = 0;
    for (int k = 0; k < turns.size(); ++k) {
        end = text.indexOf(turns[k], end) + turns[k].size();
        if (metrics.horizontalAdvance(text.left(end)) >= offset) return k + 1;
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
