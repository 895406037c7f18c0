#include "DatabasePanel.h"

#include "GameFilterDialog.h"
#include "PositionSearch.h"
#include "variant/VariantRegistry.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileInfo>
#include <QFrame>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelection>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrentRun>

namespace trellis {

using db::DatabaseModel;

namespace {

// The Variant column shows the variant's name ("Tri-D Chess"), not its id.
class VariantNameDelegate : public QStyledItemDelegate {
  public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QString displayText(const QVariant& value, const QLocale& locale) const override {
        if (const VariantDescriptor* v = findVariant(value.toString().toStdString()))
            return QCoreApplication::translate("Variant", v->displayName.c_str());
        return QStyledItemDelegate::displayText(value, locale);
    }
};

// How long typing in the search field must pause before the filter applies.
constexpr int kSearchPauseMs = 300;

} // namespace

DatabasePanel::DatabasePanel(QWidget* parent) : QWidget(parent) {
    setObjectName("databasePanel");
    setAcceptDrops(true);

    title_ = new QLabel(this);
    texts_.add([this] {
        if (!db_) title_->setText(tr("No database"));
    });
    title_->setObjectName("databaseTitle");
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    search_ = new QLineEdit(this);
    search_->setObjectName("databaseSearch");
    texts_.add([this] { search_->setPlaceholderText(tr("Search players or event")); });
    search_->setClearButtonEnabled(true);
    texts_.add([this] {
        search_->setToolTip(tr("Shows the games whose players or event contain the text"));
    });
    filterButton_ = new QToolButton(this);
    filterButton_->setObjectName("databaseFilter");
    texts_.add([this] {
        filterButton_->setToolTip(
            tr("Filter by player, event, site, dates, result, variant, length"));
    });
    clearFilter_ = new QToolButton(this);
    clearFilter_->setObjectName("databaseClearFilter");
    texts_.add([this] { clearFilter_->setText(tr("Clear")); });
    texts_.add([this] { clearFilter_->setToolTip(tr("Shows every game again")); });
    positionButton_ = new QToolButton(this);
    positionButton_->setObjectName("databasePosition");
    texts_.add([this] { positionButton_->setText(tr("Position")); });
    texts_.add([this] {
        positionButton_->setToolTip(tr("Shows the games that reach the board's position, by "
                                       "any move order (with the other filters)"));
    });
    count_ = new QLabel(this);
    count_->setObjectName("databaseCount");
    count_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    count_->setMinimumWidth(count_->fontMetrics().horizontalAdvance("000,000 of 000,000 games"));

    table_ = new QTableView(this);
    table_->setObjectName("databaseTable");
    table_->setModel(&model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->setShowGrid(false);
    table_->setWordWrap(false);
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    table_->setItemDelegateForColumn(DatabaseModel::Variant, new VariantNameDelegate(table_));
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    QHeaderView* header = table_->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionsMovable(true);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    fitColumns();
    for (int column : {DatabaseModel::White, DatabaseModel::Black, DatabaseModel::Event})
        header->setSectionResizeMode(column, QHeaderView::Stretch);
    header->setSectionHidden(DatabaseModel::Site, true);
    header->setSortIndicator(DatabaseModel::Id, Qt::AscendingOrder);
    table_->setSortingEnabled(true);

    auto* top = new QHBoxLayout;
    top->addWidget(title_);
    top->addSpacing(8);
    top->addWidget(search_, 1);
    top->addWidget(filterButton_);
    top->addWidget(positionButton_);
    top->addWidget(clearFilter_);
    top->addWidget(count_);

    notice_ = new QFrame(this);
    notice_->setObjectName("databaseNotice");
    notice_->setFrameShape(QFrame::StyledPanel);
    notice_->setAutoFillBackground(true);
    noticeText_ = new QLabel(notice_);
    // Turns ("N<I>d4"), names and paths read as written, never as markup.
    noticeText_->setTextFormat(Qt::PlainText);
    noticeText_->setObjectName("databaseNoticeText");
    noticeText_->setWordWrap(true);
    noticeText_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    progress_ = new QProgressBar(notice_);
    progress_->setObjectName("databaseProgress");
    progress_->setFixedWidth(180);
    progress_->setTextVisible(false);
    details_ = new QPushButton(notice_);
    texts_.add([this] { details_->setText(tr("Details…")); });
    details_->setObjectName("databaseNoticeDetails");
    undoButton_ = new QPushButton(notice_);
    texts_.add([this] { undoButton_->setText(tr("Undo")); });
    undoButton_->setObjectName("databaseNoticeUndo");
    cancel_ = new QPushButton(notice_);
    texts_.add([this] { cancel_->setText(tr("Cancel")); });
    cancel_->setObjectName("databaseNoticeCancel");
    closeNotice_ = new QToolButton(notice_);
    closeNotice_->setObjectName("databaseNoticeClose");
    closeNotice_->setText(QStringLiteral("✕"));
    closeNotice_->setAutoRaise(true);
    texts_.add([this] { closeNotice_->setToolTip(tr("Close")); });
    auto* noticeLayout = new QHBoxLayout(notice_);
    noticeLayout->setContentsMargins(8, 4, 4, 4);
    noticeLayout->addWidget(noticeText_, 1);
    noticeLayout->addWidget(progress_);
    noticeLayout->addWidget(details_);
    noticeLayout->addWidget(undoButton_);
    noticeLayout->addWidget(cancel_);
    noticeLayout->addWidget(closeNotice_);
    notice_->hide();

    empty_ = new QLabel(table_->viewport());
    empty_->setObjectName("databaseEmpty");
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);
    // Half way between the text and the table's background (whose role the label takes).
    const QColor text = palette().color(QPalette::Text), base = palette().color(QPalette::Base);
    QPalette grey = empty_->palette();
    grey.setColor(QPalette::Text,
                  QColor((text.red() + base.red()) / 2, (text.green() + base.green()) / 2,
                         (text.blue() + base.blue()) / 2));
    empty_->setPalette(grey);
    table_->viewport()->installEventFilter(this);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(table_, 1);
    layout->addWidget(notice_);

    auto* deleteAction = new QAction(table_);
    texts_.add([deleteAction] { deleteAction->setText(tr("&Delete")); });
    deleteAction->setObjectName("databaseDeleteAction");
    deleteAction->setShortcut(QKeySequence::Delete);
    deleteAction->setShortcutContext(Qt::WidgetShortcut);
    table_->addAction(deleteAction);
    connect(deleteAction, &QAction::triggered, this, &DatabasePanel::deleteSelected);

    searchTimer_.setSingleShot(true);
    searchTimer_.setInterval(kSearchPauseMs);
    connect(search_, &QLineEdit::textChanged, &searchTimer_, qOverload<>(&QTimer::start));
    connect(&searchTimer_, &QTimer::timeout, this, &DatabasePanel::applyFilter);
    connect(search_, &QLineEdit::returnPressed, this, &DatabasePanel::applySearch);
    connect(filterButton_, &QToolButton::clicked, this, &DatabasePanel::editFilter);
    connect(positionButton_, &QToolButton::clicked, this, &DatabasePanel::positionSearchRequested);
    connect(clearFilter_, &QToolButton::clicked, this, [this] {
        search_->clear();
        setFilter({});
    });
    connect(table_, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (const qint64 id = model_.gameId(index.row())) emit gameActivated(id);
    });
    connect(table_, &QWidget::customContextMenuRequested, this, &DatabasePanel::contextMenu);
    connect(header, &QWidget::customContextMenuRequested, this, [this, header](const QPoint& at) {
        QMenu menu;
        for (int column = 0; column < model_.columnCount(); ++column) {
            QAction* a = menu.addAction(model_.headerData(column, Qt::Horizontal).toString());
            a->setCheckable(true);
            a->setChecked(!header->isSectionHidden(column));
            connect(a, &QAction::toggled, header,
                    [header, column](bool on) { header->setSectionHidden(column, !on); });
        }
        menu.exec(header->mapToGlobal(at));
    });
    connect(&counter_, &MatchCounter::counted, this, [this](qint64 matching, qint64 total) {
        matching_ = matching;
        total_ = total;
        count_->setText(countText());
        refreshEmptyText();
    });
    connect(&counter_, &MatchCounter::failed, this, [this](const QString& message) {
        count_->clear();
        showNotice(message, NoticeKind::Error);
    });
    connect(&model_, &DatabaseModel::queryFailed, this,
            [this](const QString& message) { showNotice(message, NoticeKind::Error); });
    connect(&model_, &QAbstractItemModel::modelReset, this, &DatabasePanel::refreshEmptyText);
    connect(&model_, &QAbstractItemModel::rowsInserted, this, &DatabasePanel::refreshEmptyText);
    // A query that makes SQLite scan a large database takes a moment: the old rows stay, under
    // a busy cursor, until the new ones come.
    connect(&model_, &DatabaseModel::loadingStarted, table_->viewport(),
            [viewport = table_->viewport()] { viewport->setCursor(Qt::BusyCursor); });
    connect(&model_, &DatabaseModel::loaded, this, &DatabasePanel::restoreView);
    connect(details_, &QPushButton::clicked, this, &DatabasePanel::showIssues);
    connect(undoButton_, &QPushButton::clicked, &undo_, &QUndoStack::undo);
    connect(cancel_, &QPushButton::clicked, this, &DatabasePanel::cancelJob);
    connect(closeNotice_, &QToolButton::clicked, this, &DatabasePanel::hideNotice);
    refreshFilterButton();
    refreshEmptyText();
}

DatabasePanel::~DatabasePanel() {
    // The jobs' destructors cancel them and wait for their threads.
    delete import_;
    delete export_;
    if (positionCancel_) positionCancel_->store(true);
    positionPool_.waitForDone();
}

void DatabasePanel::setDatabase(db::GameDatabase* database) {
    if (database == db_) return;
    if (positionCancel_) positionCancel_->store(true);
    positionCancel_.reset();
    queued_.clear();
    delete import_;
    delete export_;
    undo_.clear();
    counter_.close();
    restore_.reset(); // ids of the other database
    db_ = database;
    model_.setDatabase(db_);
    title_->setText(db_ ? QFileInfo(db_->path()).fileName() : tr("No database"));
    title_->setToolTip(db_ ? QDir::toNativeSeparators(db_->path()) : QString());
    hideNotice();
    recount();
}

// --- Filter.

db::GameFilter DatabasePanel::filter() const {
    db::GameFilter f = dialogFilter_;
    f.search = search_->text().trimmed();
    return f;
}

void DatabasePanel::setFilter(const db::GameFilter& filter) {
    dialogFilter_ = filter;
    dialogFilter_.search.clear();
    dialogFilter_.ids.reset();
    applyFilter();
}

void DatabasePanel::editFilter() {
    GameFilterDialog dialog(this);
    dialog.setFilter(dialogFilter_);
    if (dialog.exec() != QDialog::Accepted) return;
    const std::optional<QVector<qint64>> positionGames = dialogFilter_.ids;
    dialogFilter_ = dialog.filter();
    dialogFilter_.search.clear();
    dialogFilter_.ids = positionGames; // the games of a position search stay chosen
    applyFilter();
}

void DatabasePanel::searchPosition(const QString& variant, const QString& position) {
    if (!db_) return;
    if (positionCancel_) positionCancel_->store(true);
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    positionCancel_ = cancel;
    db::GameFilter filter = this->filter();
    filter.ids.reset();
    showNotice([] { return tr("Searching the games that reach the position…"); },
               NoticeKind::Progress);
    auto* watcher = new QFutureWatcher<db::DbResult<QVector<qint64>>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, cancel] {
        watcher->deleteLater();
        if (cancel->load() || positionCancel_ != cancel)
            return; // a newer search or another database
        positionCancel_.reset();
        const auto found = watcher->result();
        if (!found) return showNotice(found.error().text(), NoticeKind::Error);
        dialogFilter_.ids = *found;
        applyFilter();
        showNotice([count = qint64(found->size())] {
            return count == 1
                       ? tr("1 game reaches the board's position.")
                       : tr("%1 games reach the board's position.").arg(QLocale().toString(count));
        });
    });
    watcher->setFuture(QtConcurrent::run(
        &positionPool_,
        [path = db_->path(), filter, variant, position, cancel]() -> db::DbResult<QVector<qint64>> {
            auto db = db::GameDatabase::open(path, db::GameDatabase::OpenMode::Existing);
            if (!db) return db.error();
            auto board = db::PositionSearch::board(variant, position);
            if (!board) return board.error();
            auto games = db::PositionSearch(**db).find(**board, filter, cancel.get());
            if (!games) return games.error();
            QVector<qint64> ids;
            for (const db::PositionGame& g : *games) ids << g.id;
            return ids;
        }));
}

void DatabasePanel::applySearch() {
    if (searchTimer_.isActive() || model_.query().filter.search != filter().search) applyFilter();
}

void DatabasePanel::applyFilter() {
    searchTimer_.stop();
    model_.setFilter(filter());
    refreshFilterButton();
    recount();
    emit filterChanged();
}

void DatabasePanel::refreshFilterButton() {
    const int fields = GameFilterDialog::fieldCount(dialogFilter_);
    filterButton_->setText(fields ? tr("Filter (%1)…").arg(fields) : tr("Filter…"));
    QFont font = filterButton_->font();
    font.setBold(fields > 0);
    filterButton_->setFont(font);
    clearFilter_->setVisible(fields > 0 || dialogFilter_.ids ||
                             !search_->text().trimmed().isEmpty());
    positionButton_->setDown(dialogFilter_.ids.has_value());
}

void DatabasePanel::recount(bool keepShown) {
    matching_ = total_ = -1;
    if (!db_) {
        counter_.drop();
        count_->clear();
        refreshEmptyText();
        return;
    }
    // After an edit the old numbers stay on screen until the new ones come; after a new filter
    // they would mislead.
    if (!keepShown || count_->text().isEmpty()) count_->setText(tr("counting…"));
    counter_.request(db_->path(), filter());
}

QString DatabasePanel::countText() const {
    if (matching_ < 0) return {};
    const QLocale locale;
    if (filter().isEmpty()) return gamesText(total_);
    return tr("%1 of %2").arg(locale.toString(matching_), gamesText(total_));
}

QString DatabasePanel::gamesText(qint64 count) {
    // Two English forms rather than "%n game(s)": without a translator tr() keeps the "(s)".
    return count == 1 ? tr("1 game") : tr("%1 games").arg(QLocale().toString(count));
}

void DatabasePanel::refreshEmptyText() {
    QString text;
    if (!db_)
        text = tr("No database is open: File > Open Database… or New Database…");
    else if (model_.rowCount() == 0 && total_ == 0)
        text = tr("This database holds no games yet.\nDrop game files (.pgn, .tdc) here to "
                  "import them, or use File > Import Games…");
    else if (model_.rowCount() == 0 && matching_ == 0)
        text = tr("No game matches the search and the filter.");
    empty_->setText(text);
    empty_->setVisible(!text.isEmpty());
    empty_->setGeometry(table_->viewport()->rect().adjusted(16, 16, -16, -16));
}

bool DatabasePanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_->viewport() && event->type() == QEvent::Resize)
        empty_->setGeometry(table_->viewport()->rect().adjusted(16, 16, -16, -16));
    return QWidget::eventFilter(watched, event);
}

// --- Rows.

QVector<qint64> DatabasePanel::selectedGames() const {
    QVector<qint64> out;
    if (!table_->selectionModel()) return out;
    QModelIndexList rows = table_->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    for (const QModelIndex& index : rows)
        if (const qint64 id = model_.gameId(index.row())) out << id;
    return out;
}

void DatabasePanel::selectGames(const QVector<qint64>& ids, qint64 current) {
    if (model_.loading()) { // the rows shown are about to go: select among the new ones
        if (!restore_) restore_ = ViewState{};
        restore_->selected = ids;
        restore_->current = current;
        return;
    }
    QHash<qint64, int> rowOf;
    for (int row = 0; row < model_.rowCount(); ++row) rowOf.insert(model_.gameId(row), row);
    QItemSelection selection;
    for (qint64 id : ids)
        if (const auto it = rowOf.constFind(id); it != rowOf.constEnd())
            selection.select(model_.index(*it, 0), model_.index(*it, model_.columnCount() - 1));
    QItemSelectionModel* select = table_->selectionModel();
    if (const auto it = rowOf.constFind(current); it != rowOf.constEnd())
        select->setCurrentIndex(model_.index(*it, 0), QItemSelectionModel::NoUpdate);
    select->select(selection, QItemSelectionModel::ClearAndSelect);
}

void DatabasePanel::selectGame(qint64 id) {
    selectGames({id}, id);
    if (restore_) restore_->scroll = -1;
    const int row = model_.rowOfGame(id);
    if (row >= 0) table_->scrollTo(model_.index(row, 0));
}

// The model reads as many rows again in the background, in one query; the selection and the
// scroll position come back with them (restoreView()).
void DatabasePanel::refresh() {
    if (!restore_) // else the rows shown are still those it keeps
        restore_ = ViewState{selectedGames(), model_.gameId(table_->currentIndex().row()),
                             table_->verticalScrollBar()->value()};
    model_.refresh(model_.rowCount());
    recount(true);
}

void DatabasePanel::restoreView() {
    table_->viewport()->unsetCursor();
    if (!restore_) return;
    const ViewState view = *std::exchange(restore_, std::nullopt);
    selectGames(view.selected, view.current);
    if (view.scroll >= 0)
        table_->verticalScrollBar()->setValue(view.scroll);
    else if (const int row = model_.rowOfGame(view.current); row >= 0)
        table_->scrollTo(model_.index(row, 0));
}

// --- The notice bar.

void DatabasePanel::showNotice(const QString& text, NoticeKind kind) {
    showNotice([text] { return text; }, kind);
}

void DatabasePanel::showNotice(std::function<QString()> text, NoticeKind kind) {
    noticeSource_ = std::move(text);
    noticeText_->setText(noticeSource_());
    QPalette p = notice_->palette();
    const QPalette base = palette();
    p.setColor(QPalette::Window, kind == NoticeKind::Error ? QColor(253, 236, 234)
                                                           : base.color(QPalette::AlternateBase));
    p.setColor(QPalette::WindowText,
               kind == NoticeKind::Error ? QColor(150, 20, 20) : base.color(QPalette::WindowText));
    notice_->setPalette(p);
    noticeText_->setPalette(p);
    const bool running = kind == NoticeKind::Progress;
    progress_->setVisible(running);
    if (running) progress_->setRange(0, 0);
    cancel_->setVisible(running);
    closeNotice_->setVisible(!running);
    details_->hide();
    undoButton_->hide();
    notice_->show();
}

void DatabasePanel::hideNotice() {
    notice_->hide();
    noticeText_->clear();
    noticeSource_ = nullptr;
}

QString DatabasePanel::noticeText() const {
    return notice_->isVisible() ? noticeText_->text() : QString();
}

// --- Dropping files.

QStringList DatabasePanel::gameFiles(const QMimeData* mime) {
    QStringList files;
    if (!mime || !mime->hasUrls()) return files;
    for (const QUrl& url : mime->urls()) {
        const QString suffix = QFileInfo(url.toLocalFile()).suffix().toLower();
        if (url.isLocalFile() && (suffix == "pgn" || suffix == "tdc")) files << url.toLocalFile();
    }
    return files;
}

void DatabasePanel::dragEnterEvent(QDragEnterEvent* event) {
    if (db_ && !gameFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void DatabasePanel::dragMoveEvent(QDragMoveEvent* event) {
    if (db_ && !gameFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void DatabasePanel::dropEvent(QDropEvent* event) {
    const QStringList files = gameFiles(event->mimeData());
    if (!db_ || files.isEmpty()) return event->ignore();
    event->acceptProposedAction();
    importFiles(files);
}

// --- Header state.

QByteArray DatabasePanel::headerState() const {
    return table_->horizontalHeader()->saveState();
}

void DatabasePanel::restoreHeaderState(const QByteArray& state) {
    if (!state.isEmpty()) table_->horizontalHeader()->restoreState(state);
}

// The narrow columns are as wide as their widest content or title, in the current language.
void DatabasePanel::fitColumns() {
    const QFontMetrics metrics = table_->fontMetrics();
    const int arrow = 24; // the sort indicator and margins
    const auto fit = [&](int column, QStringList samples) {
        samples << model_.headerData(column, Qt::Horizontal).toString();
        int width = 0;
        for (const QString& s : samples) width = std::max(width, metrics.horizontalAdvance(s));
        table_->horizontalHeader()->resizeSection(column, width + arrow);
    };
    fit(DatabaseModel::Id, {"000000"});
    fit(DatabaseModel::Result, {"1/2-1/2"});
    fit(DatabaseModel::Date, {"0000.00.00"});
    fit(DatabaseModel::Round, {"000"});
    fit(DatabaseModel::Turns, {"0000"});
    QStringList variants;
    for (const VariantDescriptor* v : registeredVariants())
        variants << QCoreApplication::translate("Variant", v->displayName.c_str());
    fit(DatabaseModel::Variant, variants);
}

void DatabasePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        fitColumns();
        refreshFilterButton();
        refreshEmptyText();
        if (matching_ >= 0) count_->setText(countText());
        // What the notice says, in the new language (a progress text waits for its next step).
        if (notice_->isVisible() && noticeSource_) noticeText_->setText(noticeSource_());
        emit model_.headerDataChanged(Qt::Horizontal, 0, model_.columnCount() - 1);
    }
    QWidget::changeEvent(event);
}

} // namespace trellis
