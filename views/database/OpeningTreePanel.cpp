#include "OpeningTreePanel.h"

#include "OpeningTreeModel.h"
#include "ResultBarDelegate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace trellis {

OpeningTreePanel::OpeningTreePanel(OpeningTreeModel* model, QWidget* parent)
    : QWidget(parent), model_(model) {
    status_ = new QLabel(this);
    // Turns ("N<I>d4"), names and paths read as written, never as markup.
    status_->setTextFormat(Qt::PlainText);
    status_->setObjectName("openingTreeStatus");
    status_->setWordWrap(true);
    player_ = new QLineEdit(this);
    player_->setObjectName("openingTreePlayer");
    texts_.add([this] { player_->setPlaceholderText(tr("Games of a player")); });
    player_->setClearButtonEnabled(true);
    side_ = new QComboBox(this);
    side_->setObjectName("openingTreeSide");
    setSideNames(tr("White"), tr("Black"));
    arrows_ = new QCheckBox(this);
    texts_.add([this] { arrows_->setText(tr("Arrows")); });
    arrows_->setObjectName("openingTreeArrows");
    texts_.add(
        [this] { arrows_->setToolTip(tr("Draw the turns on the board, thicker for more games")); });
    arrows_->setChecked(true);

    table_ = new QTableView(this);
    table_->setObjectName("openingTreeTable");
    table_->setModel(model);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setWordWrap(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(OpeningTreeModel::ResultsColumn,
                                                     QHeaderView::Stretch);
    table_->setItemDelegateForColumn(
        OpeningTreeModel::ResultsColumn,
        new ResultBarDelegate(OpeningTreeModel::ResultFractionsRole, table_));
    table_->installEventFilter(this);

    auto* filters = new QHBoxLayout;
    filters->addWidget(player_, 1);
    filters->addWidget(side_);
    filters->addWidget(arrows_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addWidget(status_);
    layout->addWidget(table_, 1);

    playerTimer_.setSingleShot(true);
    playerTimer_.setInterval(400);
    connect(player_, &QLineEdit::textChanged, &playerTimer_, qOverload<>(&QTimer::start));
    connect(&playerTimer_, &QTimer::timeout, this, &OpeningTreePanel::playerFilterChanged);
    connect(side_, &QComboBox::currentIndexChanged, this, [this] {
        if (!player_->text().trimmed().isEmpty()) emit playerFilterChanged();
    });
    connect(arrows_, &QCheckBox::toggled, this, &OpeningTreePanel::arrowsToggled);
    connect(table_, &QTableView::doubleClicked, this, &OpeningTreePanel::choose);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &OpeningTreePanel::selectedTurnChanged);
    connect(model, &OpeningTreeModel::busyChanged, this, &OpeningTreePanel::refreshStatus);
    connect(model, &OpeningTreeModel::answered, this, [this] {
        failure_.clear();
        refreshStatus();
        fitColumns();
    });
    connect(model, &OpeningTreeModel::failed, this, [this](const QString& message) {
        failure_ = message;
        refreshStatus();
    });
    connect(model, &QAbstractItemModel::modelReset, this, &OpeningTreePanel::refreshStatus);
    refreshStatus();
}

void OpeningTreePanel::setSideNames(const QString& first, const QString& second) {
    sideNames_ = {first, second};
    const int side = side_->currentIndex();
    const QSignalBlocker quiet(side_);
    side_->clear();
    side_->addItems({tr("either side"), tr("as %1").arg(first), tr("as %1").arg(second)});
    side_->setCurrentIndex(std::max(side, 0));
}

void OpeningTreePanel::setPlayer(const QString& name, int side) {
    const QSignalBlocker quiet(side_);
    side_->setCurrentIndex(side + 1);
    player_->setText(name);
    playerTimer_.stop();
    emit playerFilterChanged();
}

QString OpeningTreePanel::player() const {
    return player_->text().trimmed();
}

int OpeningTreePanel::playerSide() const {
    return side_->currentIndex() - 1;
}

db::GameFilter OpeningTreePanel::withPlayer(db::GameFilter filter) const {
    const QString name = player();
    if (name.isEmpty()) return filter;
    (playerSide() == 0 ? filter.white : playerSide() == 1 ? filter.black : filter.player) = name;
    return filter;
}

bool OpeningTreePanel::showsArrows() const {
    return arrows_->isChecked();
}

QString OpeningTreePanel::statusText() const {
    return status_->text();
}

std::optional<Turn> OpeningTreePanel::selectedTurn() const {
    const QModelIndexList cells = table_->selectionModel()->selectedIndexes();
    if (cells.isEmpty()) return std::nullopt;
    const QVariant turn = cells.front()
                              .siblingAtColumn(OpeningTreeModel::TurnColumn)
                              .data(OpeningTreeModel::TurnRole);
    if (!turn.isValid()) return std::nullopt;
    return turn.value<Turn>();
}

void OpeningTreePanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitColumns();
}

// Every column where the panel has room for them and a result bar of some width; else the
// least needed give way, one by one.
void OpeningTreePanel::fitColumns() {
    const QAbstractItemView* view = table_; // its size hints are public there
    const auto widthOf = [this, view](int column) {
        return std::max(view->sizeHintForColumn(column),
                        table_->horizontalHeader()->sectionSizeHint(column));
    };
    const int room = table_->viewport()->width();
    // The bar at least as wide as its column's title ("Won / drawn / lost"), which it keeps.
    int needed =
        std::max(70, table_->horizontalHeader()->sectionSizeHint(OpeningTreeModel::ResultsColumn));
    for (int c = 0; c < OpeningTreeModel::ColumnCount; ++c) {
        table_->setColumnHidden(c, false);
        if (c != OpeningTreeModel::ResultsColumn) needed += widthOf(c);
    }
    for (const int c : {OpeningTreeModel::LastPlayedColumn, OpeningTreeModel::LengthColumn,
                        OpeningTreeModel::ShareColumn}) {
        if (needed <= room) break;
        needed -= widthOf(c);
        table_->setColumnHidden(c, true);
    }
}

bool OpeningTreePanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            choose(table_->currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void OpeningTreePanel::choose(const QModelIndex& index) {
    const QVariant turn = index.data(OpeningTreeModel::TurnRole);
    if (turn.isValid()) emit turnChosen(turn.value<Turn>());
}

void OpeningTreePanel::refreshStatus() {
    const qint64 games = model_->tree().games;
    QString text;
    if (!model_->hasDatabase())
        text = tr("Open a game database to see which turns its games played here.");
    else if (!failure_.isEmpty())
        text = failure_;
    else if (model_->isBusy())
        text = tr("Searching…");
    else if (games == 0)
        text = tr("No game of the database reaches this position.");
    else if (games == 1)
        text = tr("1 game reaches this position.");
    else
        text = tr("%1 games reach this position.").arg(QLocale().toString(games));
    status_->setText(text);
}

void OpeningTreePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        setSideNames(sideNames_.value(0), sideNames_.value(1));
        refreshStatus();
        emit model_->headerDataChanged(Qt::Horizontal, 0, model_->columnCount() - 1);
    }
    QWidget::changeEvent(event);
}

} // namespace trellis
