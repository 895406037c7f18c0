#include "OpeningTreeModel.h"

#include "GameCodec.h"

#include <QFutureWatcher>
#include <QLocale>
#include <QPromise>

namespace trellis {

namespace {

QString percent(double part, double whole) {
    return whole > 0 ? QLocale().toString(100.0 * part / whole, 'f', 1) : QString();
}

} // namespace

OpeningTreeModel::OpeningTreeModel(QObject* parent) : QAbstractTableModel(parent) {}

OpeningTreeModel::~OpeningTreeModel() {
    if (cancel_) cancel_->store(true);
    pool_.waitForDone();
}

void OpeningTreeModel::setDatabase(const QString& path) {
    path_ = path;
    query();
}

void OpeningTreeModel::setFilter(const db::GameFilter& filter) {
    filter_ = filter;
    query();
}

void OpeningTreeModel::setPosition(const QString& variant, const QString& position) {
    variant_ = variant;
    position_ = position;
    query();
}

void OpeningTreeModel::setNotation(std::optional<Notation> notation) {
    notation_ = notation;
    query();
}

void OpeningTreeModel::clear() {
    path_.clear();
    query();
}

void OpeningTreeModel::setBusy(bool busy) {
    if (busy == busy_) return;
    busy_ = busy;
    emit busyChanged(busy);
}

// The rows stay until the answer comes (no flicker while stepping through a game); the old
// query is told to stop and its answer, if it still comes, is dropped by its serial.
void OpeningTreeModel::query() {
    if (cancel_) cancel_->store(true);
    const quint64 serial = ++serial_;
    if (path_.isEmpty() || position_.isEmpty()) {
        beginResetModel();
        tree_ = {};
        hasTree_ = false;
        endResetModel();
        setBusy(false);
        return;
    }
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    setBusy(true);
    auto promise = std::make_shared<QPromise<Answer>>();
    auto* watcher = new QFutureWatcher<Answer>(this);
    connect(watcher, &QFutureWatcher<Answer>::finished, this, [this, watcher] {
        if (watcher->future().resultCount() > 0) take(watcher->future().result());
        watcher->deleteLater();
    });
    watcher->setFuture(promise->future());
    pool_.start([promise, serial, cancel = cancel_, path = path_, variant = variant_,
                 position = position_, filter = filter_, notation = notation_] {
        promise->start();
        Answer answer;
        answer.serial = serial;
        auto board = db::PositionSearch::board(variant, position);
        auto db = board ? db::GameDatabase::open(path, db::GameDatabase::OpenMode::Existing)
                        : db::DbResult<std::unique_ptr<db::GameDatabase>>(board.error());
        if (!board || !db) {
            answer.error = (!board ? board.error() : db.error()).text();
        } else {
            answer.sideToMove = (*board)->sideToMove();
            auto tree = db::PositionSearch(**db).tree(**board, filter, notation, cancel.get());
            if (tree)
                answer.tree = std::move(tree.value());
            else if (tree.error().code != db::DatabaseErrorCode::Cancelled)
                answer.error = tree.error().text();
        }
        promise->addResult(std::move(answer));
        promise->finish();
    });
}

void OpeningTreeModel::take(const Answer& answer) {
    if (answer.serial != serial_) return; // a position, filter or database left since
    setBusy(false);
    if (!answer.tree) {
        if (!answer.error.isEmpty()) emit failed(answer.error);
        return;
    }
    beginResetModel();
    tree_ = *answer.tree;
    sideToMove_ = answer.sideToMove;
    hasTree_ = true;
    endResetModel();
    emit answered();
}

int OpeningTreeModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !hasTree_) return 0;
    return int(tree_.turns.size()) + 1;
}

int OpeningTreeModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OpeningTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const bool total = index.row() == int(tree_.turns.size());
    const db::TreeTurn* turn = total ? nullptr : &tree_.turns[std::size_t(index.row())];
    const qint64 games = total ? tree_.games : turn->games;
    const qint64 first = total ? tree_.firstWins : turn->firstWins;
    const qint64 second = total ? tree_.secondWins : turn->secondWins;
    const qint64 draws = total ? tree_.draws : turn->draws;
    const qint64 wins = sideToMove_ == 0 ? first : second;
    const qint64 losses = sideToMove_ == 0 ? second : first;
    switch (role) {
    case TurnRole:
        return total ? QVariant() : QVariant::fromValue(turn->turn);
    case GamesRole:
        return games;
    case TotalRowRole:
        return total;
    case ResultFractionsRole: {
        const double n = games > 0 ? double(games) : 1;
        return QVariantList{double(wins) / n, double(draws) / n, double(losses) / n};
    }
    case Qt::TextAlignmentRole:
        return index.column() == TurnColumn ? QVariant()
                                            : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case TurnColumn:
        return total ? tr("Total") : turn->text;
    case GamesColumn:
        return games;
    case ShareColumn:
        return percent(double(games), double(tree_.games));
    case ScoreColumn:
        return percent(double(wins) + double(draws) / 2, double(wins + draws + losses));
    case ResultsColumn: {
        const QLocale locale;
        return QStringLiteral("%1 / %2 / %3")
            .arg(locale.toString(wins), locale.toString(draws), locale.toString(losses));
    }
    case LengthColumn: {
        const double average = total ? tree_.averageTurns : turn->averageTurns;
        return QLocale().toString(average, 'f', 1);
    }
    case LastPlayedColumn: {
        const std::optional<int> date = total ? tree_.lastDate : turn->lastDate;
        return date ? QString::fromStdString(db::dateText(*date)) : QString();
    }
    default:
        return {};
    }
}

QVariant OpeningTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case TurnColumn:
        return tr("Turn");
    case GamesColumn:
        return tr("Games");
    case ShareColumn:
        return tr("Share %");
    case ScoreColumn:
        return tr("Score %");
    case ResultsColumn:
        return tr("Won / drawn / lost");
    case LengthColumn:
        return tr("Length");
    case LastPlayedColumn:
        return tr("Last played");
    default:
        return {};
    }
}

} // namespace trellis
