#include "DatabaseModel.h"

#include <QFutureWatcher>
#include <QPromise>

#include <utility>

namespace trellis::db {

// What the background read of a query sends back, in turn: its first page, then, for a sorted
// query with more rows, its games' order; either may instead say why it failed.
struct DatabaseModel::Answer {
    enum class Kind { Page, Order };
    Kind kind = Kind::Page;
    quint64 serial = 0;
    QVector<GameRow> page;
    QVector<qint64> order;
    QString failure; // not empty: the read failed
};

DatabaseModel::DatabaseModel(GameDatabase* database, QObject* parent)
    : QAbstractTableModel(parent), db_(database) {
    refresh();
}

DatabaseModel::~DatabaseModel() {
    latest_->store(++serial_);
    pool_.waitForDone();
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
void DatabaseModel::refresh(int rows) {
    latest_->store(++serial_);
    order_.reset();
    fetchWanted_ = false;
    exhausted_ = true;
    loading_ = db_ != nullptr;
    if (!db_) {
        resetTo({});
        emit loaded();
        return;
    }
    firstLimit_ = std::max(1, (rows + kPageSize - 1) / kPageSize) * kPageSize;
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
    pool_.start([promise, serial = serial_, latest = latest_, path = db_->path(), query = query_,
                 limit = firstLimit_] {
        promise->start();
        if (latest->load() == serial) readQuery(*promise, serial, *latest, path, query, limit);
        promise->finish();
    });
}

// The page and the order are read in one snapshot, so that an import running meanwhile cannot
// put a game into the order before the rows already shown.
void DatabaseModel::readQuery(QPromise<Answer>& promise, quint64 serial,
                              const std::atomic<quint64>& latest, const QString& path,
                              const GameQuery& query, int limit) {
    const auto failed = [&](Answer::Kind kind, const DatabaseError& e) {
        promise.addResult(Answer{kind, serial, {}, {}, e.text()});
    };
    auto db = GameDatabase::open(path, GameDatabase::OpenMode::Existing);
    if (!db) return failed(Answer::Kind::Page, db.error());
    if (auto begun = (*db)->beginRead(); !begun) return failed(Answer::Kind::Page, begun.error());
    auto page = (*db)->rows(query, 0, limit);
    if (!page) return failed(Answer::Kind::Page, page.error());
    const bool more = page->size() == limit;
    promise.addResult(Answer{Answer::Kind::Page, serial, std::move(page.value()), {}, {}});
    if (!more || query.sort == GameSortField::Id || latest.load() != serial) return;
    auto ids = (*db)->ids(query);
    if (!ids) return failed(Answer::Kind::Order, ids.error());
    promise.addResult(Answer{Answer::Kind::Order, serial, {}, std::move(ids.value()), {}});
}

void DatabaseModel::take(Answer answer) {
    if (answer.serial != serial_) return;
    const bool failed = !answer.failure.isEmpty();
    if (answer.kind == Answer::Kind::Order) {
        if (failed) {
            exhausted_ = true;
            emit queryFailed(answer.failure);
        } else {
            order_ = std::move(answer.order);
            ordered_ = rows_.size(); // the first page came in the same order
        }
        if (std::exchange(fetchWanted_, false)) fetchMore({});
        return;
    }
    loading_ = false;
    resetTo(std::move(answer.page));
    exhausted_ = failed || rows_.size() < firstLimit_;
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
    // A sorted page by offset would sort every game again: the page waits for the order.
    if (!order_ && query_.sort != GameSortField::Id) {
        fetchWanted_ = true;
        return;
    }
    DbResult<QVector<GameRow>> page = QVector<GameRow>();
    if (order_) {
        const QVector<qint64> ids = order_->mid(ordered_, kPageSize);
        page = db_->rowsOf(ids);
        ordered_ += ids.size();
    } else { // id order, where a page is a step along the table
        page = db_->rowsAfter(query_, rows_.constLast().id, kPageSize);
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
