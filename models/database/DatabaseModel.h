#pragma once
// The games of a database as a table for the database panel: one row per game of the current
// query (filter and order), fetched lazily a page at a time (canFetchMore/fetchMore, as views
// ask while scrolling). The database connection belongs to the thread the model lives in.
// After the database changed (an import, an edit, a deletion) call refresh().
// A new query's first page is read in the background, on a connection of its own, so that a
// filter or sort that makes SQLite scan a large database never freezes the window: the rows
// of the last query stay (of the same database; another database's are cleared at once) until
// the page arrives, then the model resets to it and loaded() follows. A query sorted by
// anything but id also finds its games' order there, once; the pages after that are read by
// id (a page asked for sooner comes with the order), so scrolling deep into a large sorted
// database does not sort it again for every page. The reads run on the model's own pool: the
// destructor drops the reads still queued and waits for the one under way, so that no
// connection to the database outlives the model.
#include "GameDatabase.h"
#include "GameQuery.h"

#include <QAbstractTableModel>
#include <QPromise>
#include <QThreadPool>
#include <QVector>
#include <atomic>
#include <memory>
#include <optional>

namespace trellis::db {

class DatabaseModel : public QAbstractTableModel {
    Q_OBJECT

  public:
    enum Column { Id, White, Black, Result, Date, Event, Site, Round, Turns, Variant, ColumnCount };
    enum Role { GameIdRole = Qt::UserRole + 1 };
    static constexpr int kPageSize = 200;

    explicit DatabaseModel(GameDatabase* database = nullptr, QObject* parent = nullptr);
    ~DatabaseModel() override;

    void setDatabase(GameDatabase* database);
    GameDatabase* database() const { return db_; }
    void setQuery(const GameQuery& query);
    const GameQuery& query() const { return query_; }
    void setFilter(const GameFilter& filter);
    // The games the query matches (counted when asked; the rows are fetched lazily).
    qint64 matchCount() const;
    qint64 gameId(int row) const;   // 0 for a row that is not there
    int rowOfGame(qint64 id) const; // among the rows fetched so far; -1 when not
    // Reads the query again; the first answer holds at least `rows` rows (whole pages), so that
    // a view keeps what it showed with one query instead of one a page.
    void refresh(int rows = kPageSize);
    // Whether the current query's first page is still being read.
    bool loading() const { return loading_; }
    // Whether the query's order is known (pages are then read by id): sorted queries only, once
    // the background search answered.
    bool orderKnown() const { return order_.has_value(); }
    // The sort field of a column (ties by id).
    static GameSortField sortField(int column);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

  signals:
    // A query failed (the database is damaged or gone). A first page that fails leaves no rows;
    // a later one leaves the rows as they were.
    void queryFailed(const QString& message);
    // A query's first page is being read (refresh() and all that calls it).
    void loadingStarted();
    // The current query's first page arrived (the model was reset to it) or the query failed.
    void loaded();

  private:
    struct Answer;
    void read();
    static void readQuery(QPromise<Answer>& promise, quint64 serial,
                          const std::atomic<quint64>& latest, const QString& path,
                          const GameQuery& query, int limit);
    void take(Answer answer);
    void resetTo(QVector<GameRow> rows);

    GameDatabase* db_ = nullptr;
    GameQuery query_;
    QVector<GameRow> rows_;
    bool exhausted_ = true;
    bool busy_ = false;                    // inside a reset or a fetch
    bool loading_ = false;                 // the first page is being read
    int firstLimit_ = kPageSize;           // the rows the first page was asked for
    std::optional<QVector<qint64>> order_; // the query's games in order, once known
    qsizetype ordered_ = 0;                // how many of order_ were fetched
    bool fetchWanted_ = false;             // a page was asked for before the order came
    quint64 serial_ = 0;                   // the refresh an answer belongs to
    // serial_ as the background reads see it, to skip those no longer wanted.
    std::shared_ptr<std::atomic<quint64>> latest_ = std::make_shared<std::atomic<quint64>>();
    QThreadPool pool_;
};

} // namespace trellis::db
