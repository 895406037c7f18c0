#include "DatabaseModel.h"

namespace trellis::db {

DatabaseModel::DatabaseModel(GameDatabase* database, QObject* parent)
    : QAbstractTableModel(parent), db_(database) {
    refresh();
}

void DatabaseModel::setDatabase(GameDatabase* database) {
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

// The first page comes with the reset; the others through fetchMore().
void DatabaseModel::refresh() {
    // Listeners of the model's signals may ask for more rows while a reset or a fetch is under
    // way: they get them once it is over.
    busy_ = true;
    beginResetModel();
    rows_.clear();
    exhausted_ = true;
    QString failure;
    if (db_) {
        auto page = db_->rows(query_, 0, kPageSize);
        if (page) {
            rows_ = std::move(page.value());
            exhausted_ = rows_.size() < kPageSize;
        } else {
            failure = page.error().text();
        }
    }
    endResetModel();
    busy_ = false;
    if (!failure.isEmpty()) emit queryFailed(failure);
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
    auto page = db_->rows(query_, rows_.size(), kPageSize);
    if (!page) {
        exhausted_ = true;
        emit queryFailed(page.error().text());
        return;
    }
    exhausted_ = page->size() < kPageSize;
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
