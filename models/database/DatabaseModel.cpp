#include "DatabaseModel.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QThreadPool>

namespace trellis::db {

// What the background read of a query sends back, in turn: its first page (or why it failed),
// then, for a sorted query with more than a page, its games' order.
struct DatabaseModel::Answer {
    quint64 serial = 0;
    std::optional<QVector<GameRow>> page;
    std::optional<QVector<qint64>> order;
    QString failure;
};

DatabaseModel::DatabaseModel(GameDatabase* database, QObject* parent)
    : QAbstractTableModel(parent), db_(database) {
    refresh();
}

void DatabaseModel::setDatabase(GameDatabase* database) {
    if (database != db_) resetTo({}); // another database's rows mean nothing here
    db_ = database;
    refresh();
}

void DatabaseModel::setQuery(const GameQuery& query) {
    query_ = query;
    refresh();
}

void DatabaseModel::setFilter(const GameFilter& filter) {
    query_.filter = filter;
    refresh();
}

// The rows shown stay until the new query's first page comes (read()); the other pages come
// through fetchMore(), none before that page.
void DatabaseModel::refresh() {
    latest_->store(++serial_);
    order_.reset();
    exhausted_ = true;
    loading_ = db_ != nullptr;
    if (!db_) {
        resetTo({});
        emit loaded();
        return;
    }
    read();
    emit loadingStarted();
}

// In id order a page is a step along the table; any other order is a sort of every game the
// query matches, done once here instead of for each page. Answers for a query or database left
// since are dropped by their serial; a read still queued when the user sorted or filtered
// again is not done.
void DatabaseModel::read() {
    auto promise = std::make_shared<QPromise<Answer>>();
    auto* watcher = new QFutureWatcher<Answer>(this);
    connect(watcher, &QFutureWatcher<Answer>::resultReadyAt, this,
            [this, watcher](int i) { take(watcher->future().resultAt(i)); });
    connect(watcher, &QFutureWatcher<Answer>::finished, watcher, &QObject::deleteLater);
    watcher->setFuture(promise->future());
    QThreadPool::globalInstance()->start([promise, serial = serial_, latest = latest_,
                                          path = db_->path(), query = query_] {
        promise->start();
        const auto wanted = [&] { return latest->load() == serial; };
        if (wanted()) {
            Answer first{serial, {}, {}, {}};
            auto db = GameDatabase::open(path, GameDatabase::OpenMode::Existing);
            auto page =
                db ? (*db)->rows(query, 0, kPageSize) : DbResult<QVector<GameRow>>(db.error());
            if (page)
                first.page = page.value();
            else
                first.failure = page.error().text();
            promise->addResult(std::move(first));
            if (page && page->size() == kPageSize && query.sort != GameSortField::Id && wanted())
                if (auto ids = (*db)->ids(query))
                    promise->addResult(Answer{serial, {}, std::move(ids.value()), {}});
        }
        promise->finish();
    });
}

void DatabaseModel::take(Answer answer) {
    if (answer.serial != serial_) return;
    if (answer.order) {
        order_ = std::move(answer.order);
        ordered_ = rows_.size(); // the first page came in the same order
        return;
    }
    loading_ = false;
    const bool failed = !answer.page;
    resetTo(failed ? QVector<GameRow>() : std::move(*answer.page));
    exhausted_ = failed || rows_.size() < kPageSize;
    if (failed) emit queryFailed(answer.failure);
    emit loaded();
}

void DatabaseModel::resetTo(QVector<GameRow> rows) {
    // Listeners of the model's signals may ask for more rows while a reset is under way: they
    // get them once it is over.
    busy_ = true;
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
    busy_ = false;
}

qint64 DatabaseModel::matchCount() const {
    if (!db_) return 0;
    auto count = db_->count(query_.filter);
    return count ? *count : 0;
}

qint64 DatabaseModel::gameId(int row) const {
    return row >= 0 && row < rows_.size() ? rows_[row].id : 0;
}

int DatabaseModel::rowOfGame(qint64 id) const {
    for (int row = 0; row < rows_.size(); ++row)
        if (rows_[row].id == id) return row;
    return -1;
}

GameSortField DatabaseModel::sortField(int column) {
    switch (column) {
    case White:
        return GameSortField::White;
    case Black:
        return GameSortField::Black;
    case Result:
        return GameSortField::Result;
    case Date:
        return GameSortField::Date;
    case Event:
        return GameSortField::Event;
    case Site:
        return GameSortField::Site;
    case Round:
        return GameSortField::Round;
    case Turns:
        return GameSortField::Turns;
    case Variant:
        return GameSortField::Variant;
    default:
        return GameSortField::Id;
    }
}

int DatabaseModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int DatabaseModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DatabaseModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GameRow& row = rows_[index.row()];
    if (role == GameIdRole) return row.id;
    if (role == Qt::TextAlignmentRole)
        return index.column() == Id || index.column() == Turns
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    switch (index.column()) {
    case Id:
        return row.id;
    case White:
        return row.white;
    case Black:
        return row.black;
    case Result:
        return row.result;
    case Date:
        return row.date;
    case Event:
        return row.event;
    case Site:
        return row.site;
    case Round:
        return row.round;
    case Turns:
        return row.turns;
    case Variant:
        return row.variant;
    default:
        return {};
    }
}

QVariant DatabaseModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Id:
        return tr("#");
    case White:
        return tr("First player");
    case Black:
        return tr("Second player");
    case Result:
        return tr("Result");
    case Date:
        return tr("Date");
    case Event:
        return tr("Event");
    case Site:
        return tr("Site");
    case Round:
        return tr("Round");
    case Turns:
        return tr("Turns");
    case Variant:
        return tr("Variant");
    default:
        return {};
    }
}

bool DatabaseModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && !exhausted_ && !busy_;
}

void DatabaseModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent) || !db_) return;
    DbResult<QVector<GameRow>> page = QVector<GameRow>();
    if (order_) {
        const QVector<qint64> ids = order_->mid(ordered_, kPageSize);
        page = db_->rowsOf(ids);
        ordered_ += ids.size();
    } else {
        page = db_->rows(query_, rows_.size(), kPageSize);
    }
    if (!page) {
        exhausted_ = true;
        emit queryFailed(page.error().text());
        return;
    }
    exhausted_ = order_ ? ordered_ >= order_->size() : page->size() < kPageSize;
    if (page->isEmpty()) return;
    busy_ = true;
    beginInsertRows({}, int(rows_.size()), int(rows_.size() + page->size() - 1));
    rows_ += *page;
    endInsertRows();
    busy_ = false;
}

void DatabaseModel::sort(int column, Qt::SortOrder order) {
    if (column < 0 || column >= ColumnCount) return;
    query_.sort = sortField(column);
    query_.order = order;
    refresh();
}

} // namespace trellis::db
