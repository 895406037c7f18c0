#pragma once
// The opening tree of one position over a game database (PositionSearch): one row per next
// turn found in the games of the filter, most games first, and a total row last. Set the
// database, the filter and the position; the query runs on a thread of the model's own pool with
// its own database connection, and an answer for a position, filter or database that is no
// longer the current one is dropped (the query is told to stop). The destructor stops the query
// and waits for it: no connection to the database outlives the model. answered() says the rows are
// the current position's; failed() gives the sentence when the query could not be made.
#include "GameQuery.h"
#include "PositionSearch.h"

#include <QAbstractTableModel>
#include <QMetaType>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>

Q_DECLARE_METATYPE(trellis::Turn)

namespace trellis {

class OpeningTreeModel : public QAbstractTableModel {
    Q_OBJECT

  public:
    enum Column {
        TurnColumn,       // the turn's text (the total row: "Total")
        GamesColumn,      // games that played it
        ShareColumn,      // % of the position's games
        ScoreColumn,      // % for the side to move: wins and half the draws, of finished games
        ResultsColumn,    // "wins / draws / losses" of the side to move
        LengthColumn,     // average main-line turns of those games
        LastPlayedColumn, // the latest date, as the Date tag writes it
        ColumnCount
    };
    enum Role {
        TurnRole = Qt::UserRole + 1, // trellis::Turn (none on the total row)
        GamesRole,                   // qint64, e.g. for the width of the turn's arrow
        ResultFractionsRole,         // QVariantList of three doubles: wins, draws, losses of
                                     // the side to move as fractions of the row's games
        TotalRowRole,                // bool: the total row
    };

    explicit OpeningTreeModel(QObject* parent = nullptr);
    ~OpeningTreeModel() override;

    // Each setter starts a new query when database and position are set.
    void setDatabase(const QString& path);
    void setFilter(const db::GameFilter& filter);
    // `variant` is a registry id or name, `position` its position string.
    void setPosition(const QString& variant, const QString& position);
    void setNotation(std::optional<Notation> notation);
    void clear(); // no database: no rows

    bool isBusy() const { return busy_; }
    bool hasDatabase() const { return !path_.isEmpty(); }
    const db::PositionTree& tree() const { return tree_; }
    QString position() const { return position_; }
    QString variant() const { return variant_; }
    QString databasePath() const { return path_; }
    const db::GameFilter& filter() const { return filter_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  signals:
    void answered();
    void failed(const QString& message);
    void busyChanged(bool busy);

  private:
    struct Answer {
        quint64 serial = 0;
        std::optional<db::PositionTree> tree;
        QString error;
        int sideToMove = 0;
    };
    void query();
    void take(const Answer& answer);
    void setBusy(bool busy);

    QString path_, variant_, position_;
    db::GameFilter filter_;
    std::optional<Notation> notation_;
    db::PositionTree tree_;
    int sideToMove_ = 0;
    bool hasTree_ = false;
    bool busy_ = false;
    quint64 serial_ = 0;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QThreadPool pool_;
};

} // namespace trellis
