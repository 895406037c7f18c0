#include "AnalysisPanel.h"

#include "AnalysisModel.h"
#include "PositionModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeView>
#include <QVBoxLayout>

namespace trellis {

AnalysisPanel::AnalysisPanel(AnalysisModel* analysis, PositionModel* position, QWidget* parent)
    : QWidget(parent), analysis_(analysis), position_(position) {
    startStop_ = new QPushButton(this);
    startStop_->setObjectName("analysisStartStop");
    count_ = new QSpinBox(this);
    count_->setObjectName("analysisLineCount");
    count_->setRange(1, 5);
    count_->setValue(analysis_->lineCount());
    count_->setPrefix(tr("Lines: "));
    addVariation_ = new QPushButton(tr("Add as variation"), this);
    addVariation_->setObjectName("analysisAddVariation");
    addVariation_->setToolTip(tr("Adds the selected line (or the best) to the game, with its "
                                 "score as a comment"));
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

    auto* controls = new QHBoxLayout;
    controls->addWidget(startStop_);
    controls->addWidget(count_);
    controls->addStretch();
    controls->addWidget(addVariation_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(lines_, 1);
    layout->addWidget(status_);

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
    connect(addVariation_, &QPushButton::clicked, this,
            [this] { analysis_->addAsVariation(chosenRow()); });
    connect(lines_, &QTreeView::clicked, this,
            [this](const QModelIndex& i) { previewLine(i.row()); });
    connect(analysis_, &AnalysisModel::stateChanged, this, &AnalysisPanel::refresh);
    connect(analysis_, &AnalysisModel::statusChanged, this, &AnalysisPanel::refresh);
    connect(analysis_, &AnalysisModel::linesChanged, this, &AnalysisPanel::refresh);
    refresh();
}

int AnalysisPanel::chosenRow() const {
    const QModelIndex i = lines_->currentIndex();
    return i.isValid() ? i.row() : 0;
}

void AnalysisPanel::previewLine(int row) {
    position_->setPreview(analysis_->turns(row));
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

} // namespace trellis
