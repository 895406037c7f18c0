#include "GameDatabase.h"

#include "DataFolder.h"
#include "ErrorText.h"

#include "DatabaseSchema.h"
#include "ExtraTags.h"
#include "GameLists.h"
#include "PositionIndex.h"
#include "SqliteStatement.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <functional>
#include <limits>
#include <string_view>
#include <thread>
#include <tuple>

namespace trellis::db {

namespace {

using Code = DatabaseErrorCode;

// SQLite's primary result codes that mean something to the user.
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteNotADatabase = 26;

// Text as SQLite stores it: valid UTF-8 as TEXT, other bytes as a BLOB (kept byte for byte).
QVariant textValue(const std::string& bytes) {
    if (storedAsText(bytes)) return QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

std::string bytesOf(const QVariant& value) {
    if (value.typeId() == QMetaType::QByteArray) return value.toByteArray().toStdString();
    return value.toString().toUtf8().toStdString();
}

std::optional<std::string> optionalBytes(const QVariant& value) {
    if (value.isNull()) return std::nullopt;
    return bytesOf(value);
}

QString displayText(const std::optional<std::string>& text) {
    return text ? QString::fromUtf8(text->data(), qsizetype(text->size())) : QString();
}

QString folded(const std::string& name) {
    return QString::fromUtf8(name.data(), qsizetype(name.size())).toCaseFolded();
}

QString uniqueConnectionName() {
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("trellis-db-%1").arg(counter.fetchAndAddRelaxed(1));
}

quint32 bigEndian(const QByteArray& bytes, int at, int size) {
    quint32 value = 0;
    for (int i = 0; i < size; ++i) value = (value << 8) | quint8(bytes[at + i]);
    return value;
}

// Reads the SQLite header itself, before SQLite touches the file: not SQLite, or shorter than
// the pages its header counts.
DbResult<bool> checkHeader(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return DatabaseError(Code::CannotOpen, {path, file.errorString()});
    const qint64 size = file.size();
    if (size == 0) return true; // an empty file becomes a database
    const QByteArray header = file.read(100);
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return DatabaseError(Code::NotADatabase, {path});
    qint64 pageSize = bigEndian(header, 16, 2);
    if (pageSize == 1) pageSize = 65536;
    if (pageSize < 512 || (pageSize & (pageSize - 1)))
        return DatabaseError(Code::Damaged, {path, DatabaseError::tr("bad page size")});
    const quint32 pages = bigEndian(header, 28, 4);
    const bool pagesValid = pages != 0 && bigEndian(header, 24, 4) == bigEndian(header, 92, 4);
    if (pagesValid && qint64(pages) * pageSize > size)
        return DatabaseError(Code::Damaged,
                             {path, DatabaseError::tr("truncated: %1 pages of %2 bytes expected, "
                                                      "the file holds %3 bytes")
                                        .arg(pages)
                                        .arg(pageSize)
                                        .arg(size)});
    return true;
}

} // namespace

// One condition of a filter and the values of its placeholders.
struct SqlCondition {
    QString sql;
    QVariantList values;
};

// WHERE clause and its values for a filter over `games g`.
struct SqlFilter {
    QString where;          // empty or " WHERE ..."
    QStringList conditions; // what `where` joins with AND
    QVariantList values;
};

namespace {

// What a filter's SQL asks of the database: the condition for the games whose player (on
// `lists`, WhiteList and BlackList bits), event (EventList) or site (SiteList) has a name
// holding a folded needle ("0" when none has); the condition for the games dated from `from`
// to `to`.
struct FilterLookup {
    std::function<SqlCondition(const QString& folded, int lists)> names;
    std::function<SqlCondition(qint64 from, qint64 to)> dates;
};

// A name condition whose needle names nothing is false ("0"), so SQLite runs no loop at all;
// a term of an OR that names nothing is left out, so that the quick search, when no event
// matches, is the players' condition, which their lists answer.
SqlFilter sqlFilter(const GameFilter& f, const FilterLookup& lookup) {
    QStringList parts;
    SqlFilter out;
    auto names = [&](const QString& folded, int lists) {
        SqlCondition c = lookup.names(folded, lists);
        out.values << c.values;
        return c.sql;
    };
    auto orOf = [](const QStringList& terms) {
        QStringList named;
        for (const QString& term : terms)
            if (!term.isEmpty() && term != QLatin1String("0")) named << term;
        if (named.isEmpty()) return QStringLiteral("0");
        return QLatin1Char('(') + named.join(QStringLiteral(" OR ")) + QLatin1Char(')');
    };
    if (!f.variant.isEmpty()) {
        parts << QStringLiteral("g.variant = (SELECT id FROM variants WHERE name = ?)");
        out.values << f.variant;
    }
    if (!f.white.isEmpty()) parts << names(f.white.toCaseFolded(), WhiteList);
    if (!f.black.isEmpty()) parts << names(f.black.toCaseFolded(), BlackList);
    if (!f.player.isEmpty()) parts << names(f.player.toCaseFolded(), EitherSide);
    if (!f.search.isEmpty()) {
        const QString folded = f.search.toCaseFolded();
        const QString who = names(folded, EitherSide);
        parts << orOf({who, names(folded, EventList)});
    }
    if (!f.event.isEmpty()) parts << names(f.event.toCaseFolded(), EventList);
    if (!f.site.isEmpty()) parts << names(f.site.toCaseFolded(), SiteList);
    if (!f.result.isEmpty()) {
        const auto result = resultFromText(f.result.toStdString());
        parts << QStringLiteral("g.result = ?");
        out.values << (result ? int(*result) : -1);
    }
    if (f.dateFrom || f.dateTo) {
        SqlCondition c = lookup.dates(f.dateFrom.value_or(0),
                                      f.dateTo.value_or(std::numeric_limits<int>::max()));
        parts << c.sql;
        out.values << c.values;
    }
    if (f.minTurns) parts << QStringLiteral("g.turns >= ?"), out.values << *f.minTurns;
    if (f.maxTurns) parts << QStringLiteral("g.turns <= ?"), out.values << *f.maxTurns;
    if (f.ids) {
        QStringList ids;
        for (qint64 id : *f.ids) ids << QString::number(id);
        parts << QStringLiteral("g.id IN (%1)").arg(ids.join(QLatin1Char(',')));
    }
    if (!parts.isEmpty())
        out.where = QStringLiteral(" WHERE ") + parts.join(QStringLiteral(" AND "));
    out.conditions = parts;
    return out;
}

QString sqlOrder(const GameQuery& q) {
    QString key;
    switch (q.sort) {
    case GameSortField::Id:
        key = QStringLiteral("g.id");
        break;
    case GameSortField::White:
        key = QStringLiteral("pw.folded");
        break;
    case GameSortField::Black:
        key = QStringLiteral("pb.folded");
        break;
    case GameSortField::Event:
        key = QStringLiteral("e.folded");
        break;
    case GameSortField::Site:
        key = QStringLiteral("s.folded");
        break;
    case GameSortField::Date:
        key = QStringLiteral("g.date");
        break;
    case GameSortField::Round:
        key = QStringLiteral("g.round");
        break;
    case GameSortField::Result:
        key = QStringLiteral("g.result");
        break;
    case GameSortField::Turns:
        key = QStringLiteral("g.turns");
        break;
    case GameSortField::Variant:
        key = QStringLiteral("v.name");
        break;
    }
    const QString direction =
        q.order == Qt::DescendingOrder ? QStringLiteral(" DESC") : QStringLiteral("");
    if (q.sort == GameSortField::Id) return QStringLiteral(" ORDER BY g.id") + direction;
    return QStringLiteral(" ORDER BY ") + key + direction + QStringLiteral(", g.id");
}

// The join a sort key needs (the names' folded forms, the variant's id).
QString sortJoin(GameSortField field) {
    switch (field) {
    case GameSortField::White:
        return QStringLiteral(" LEFT JOIN players pw ON pw.id = g.white");
    case GameSortField::Black:
        return QStringLiteral(" LEFT JOIN players pb ON pb.id = g.black");
    case GameSortField::Event:
        return QStringLiteral(" LEFT JOIN events e ON e.id = g.event");
    case GameSortField::Site:
        return QStringLiteral(" LEFT JOIN sites s ON s.id = g.site");
    case GameSortField::Variant:
        return QStringLiteral(" JOIN variants v ON v.id = g.variant");
    default:
        return {};
    }
}

// The ids of a query's rows, in order: only the games table and what the order needs, so that
// a page is chosen before any name is looked up.
QString sqlIds(const GameQuery& query, const SqlFilter& f) {
    return QStringLiteral("SELECT g.id FROM games g") + sortJoin(query.sort) + f.where +
           sqlOrder(query);
}

// The columns every row query reads, in this order (see readHeader).
const char* const kRowColumns =
    "SELECT g.id, v.name, pw.name, pb.name, e.name, s.name, g.date, g.round, g.result, g.turns, "
    "g.layout FROM games g JOIN variants v ON v.id = g.variant "
    "LEFT JOIN players pw ON pw.id = g.white LEFT JOIN players pb ON pb.id = g.black "
    "LEFT JOIN events e ON e.id = g.event LEFT JOIN sites s ON s.id = g.site";

GameHeader readHeader(const QSqlQuery& q, int first) {
    GameHeader h;
    h.variant = q.value(first).toString().toStdString();
    h.white = optionalBytes(q.value(first + 1));
    h.black = optionalBytes(q.value(first + 2));
    h.event = optionalBytes(q.value(first + 3));
    h.site = optionalBytes(q.value(first + 4));
    if (!q.value(first + 5).isNull()) h.date = q.value(first + 5).toInt();
    h.round = optionalBytes(q.value(first + 6));
    if (!q.value(first + 7).isNull()) {
        const int result = q.value(first + 7).toInt();
        if (result >= 0 && result <= 3) h.result = GameResult(result);
    }
    h.turns = q.value(first + 8).toInt();
    h.layout = q.value(first + 9).toInt();
    return h;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Opening

GameDatabase::GameDatabase(QString path) : path_(std::move(path)) {}

GameDatabase::~GameDatabase() {
    if (inTransaction_) rollback();
    statements_.clear();
    native_.clear();
    lists_.reset(); // their statements too, before the connection closes
    totals_.reset();
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        if (db.isOpen()) db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

DbResult<std::unique_ptr<GameDatabase>> GameDatabase::open(const QString& path, OpenMode mode,
                                                           int lockWaitMs) {
    const QFileInfo info(path);
    if (!info.exists()) {
        if (mode == OpenMode::Existing) return DatabaseError(Code::NotFound, {path});
    } else if (info.isDir()) {
        return DatabaseError(Code::CannotOpen, {path, DatabaseError::tr("it is a folder")});
    } else if (auto checked = checkHeader(path); !checked) {
        return checked.error();
    }
    std::unique_ptr<GameDatabase> db(new GameDatabase(path));
    if (auto connected = db->connect(lockWaitMs); !connected) return connected.error();
    return db;
}

DbResult<QString> GameDatabase::defaultPath() {
    const QString folder = dataFolder();
    if (folder.isEmpty() || !QDir().mkpath(folder))
        return DatabaseError(Code::CannotOpen,
                             {folder, DatabaseError::tr("cannot create the data folder")});
    return QDir(folder).filePath(QStringLiteral("games.trellisdb"));
}

DbResult<std::unique_ptr<GameDatabase>> GameDatabase::openDefault() {
    auto path = defaultPath();
    if (!path) return path.error();
    return open(*path, OpenMode::Create);
}

DatabaseError GameDatabase::failure(const QString& what, const QString& message,
                                    const QString& code) const {
    const int native = code.toInt() & 0xff; // extended codes carry the primary in the low byte
    if (native == kSqliteNotADatabase) return DatabaseError(Code::NotADatabase, {path_});
    if (native == kSqliteCorrupt) return DatabaseError(Code::Damaged, {path_, message});
    if (native == kSqliteBusy || native == kSqliteLocked)
        return DatabaseError(Code::Locked, {path_});
    return DatabaseError(Code::Statement, {what.isEmpty() ? message : what + ": " + message});
}

DatabaseError GameDatabase::failure(const QSqlQuery& query) const {
    const QSqlError e = query.lastError();
    QString text = e.databaseText();
    if (text.isEmpty()) text = e.text();
    return failure(QString(), text, e.nativeErrorCode());
}

DbResult<bool> GameDatabase::connect(int lockWaitMs) {
    connection_ = uniqueConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(path_);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(lockWaitMs));
    if (!db.open()) return DatabaseError(Code::CannotOpen, {path_, db.lastError().text()});
    lists_ = std::make_unique<GameLists>(
        SqliteStatement::handleOf(db), path_,
        [this](const SqliteStatement& statement) { return failure(statement); });
    totals_ = std::make_unique<TreeTotals>(
        SqliteStatement::handleOf(db), lockWaitMs,
        [this](const SqliteStatement& statement) { return failure(statement); });
    // Read-only checks first: nothing is written to a file that is refused.
    auto scalar = [&](const QString& sql) -> DbResult<qint64> {
        QSqlQuery q(db);
        if (!q.exec(sql) || !q.next()) return failure(q);
        return q.value(0).toLongLong();
    };
    const auto applicationId = scalar(QStringLiteral("PRAGMA application_id"));
    if (!applicationId) return applicationId.error();
    const auto version = scalar(QStringLiteral("PRAGMA user_version"));
    if (!version) return version.error();
    const auto objects = scalar(QStringLiteral("SELECT count(*) FROM sqlite_master"));
    if (!objects) return objects.error();
    const bool fresh = *applicationId == 0 && *version == 0 && *objects == 0;
    if (!fresh && *applicationId != schema::kApplicationId)
        return DatabaseError(Code::NotTrellis, {path_});
    if (*version > schema::currentVersion())
        return DatabaseError(Code::NewerSchema, {path_, QString::number(*version),
                                                 QString::number(schema::currentVersion())});
    version_ = int(*version);
    // Now the connection's settings and, when needed, the schema.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !q.next()) return failure(q);
    if (q.value(0).toString().compare(QStringLiteral("wal"), Qt::CaseInsensitive) != 0)
        return DatabaseError(Code::CannotOpen,
                             {path_, DatabaseError::tr("cannot switch the journal to WAL mode")});
    q.finish();
    for (const char* pragma : {"PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON"})
        if (!q.exec(QLatin1String(pragma))) return failure(q);
    if (version_ < schema::currentVersion()) return migrate(version_);
    return true;
}

DbResult<bool> GameDatabase::migrate(int from) {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) return failure(q);
    auto undo = [&](const QSqlQuery& failed) {
        const DatabaseError error = failure(failed);
        QSqlQuery(QSqlDatabase::database(connection_, false)).exec(QStringLiteral("ROLLBACK"));
        return error;
    };
    for (int to = from + 1; to <= schema::currentVersion(); ++to)
        for (const QString& statement : schema::migration(to))
            if (!q.exec(statement)) return undo(q);
    // Games the migration put in the index backlog get their rows now, and the players their
    // lists, in this transaction.
    inTransaction_ = true;
    std::optional<DatabaseError> error;
    if (from < schema::kGameListsVersion)
        if (auto listed = lists_->rebuild(); !listed) error = listed.error();
    if (!error && from < schema::kGameExtrasVersion)
        if (auto moved = moveExtraTagRows(); !moved) error = moved.error();
    if (!error)
        if (auto indexed = indexBacklog(); !indexed) error = indexed.error();
    inTransaction_ = false;
    if (error) {
        QSqlQuery(QSqlDatabase::database(connection_, false)).exec(QStringLiteral("ROLLBACK"));
        return *error;
    }
    const QString stamp =
        QStringLiteral("PRAGMA application_id = %1; ").arg(schema::kApplicationId);
    if (!q.exec(stamp.trimmed()) ||
        !q.exec(QStringLiteral("PRAGMA user_version = %1").arg(schema::currentVersion())))
        return undo(q);
    if (!q.exec(QStringLiteral("COMMIT"))) return undo(q);
    version_ = schema::currentVersion();
    return true;
}

// Schema 10: the game_tags rows of each game become its one game_extras row (migrate()).
DbResult<bool> GameDatabase::moveExtraTagRows() {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    // A database of version 10 whose version was set back has no game_tags: nothing to move.
    if (!q.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE name = 'game_tags'")))
        return failure(q);
    if (!q.next()) return true;
    q.finish();
    sqlite3* handle = SqliteStatement::handleOf(QSqlDatabase::database(connection_, false));
    std::optional<DatabaseError> error;
    {
        // Statements of their own, finalised before the table goes.
        SqliteStatement rows(
            handle, "SELECT game, position, tag, value FROM game_tags ORDER BY game, position");
        SqliteStatement insert(handle, "INSERT INTO game_extras(game, tags) VALUES(?, ?)");
        if (!rows.prepared()) return failure(rows);
        if (!insert.prepared()) return failure(insert);
        std::vector<StoredExtra> extras;
        qint64 game = -1;
        auto flush = [&] {
            if (extras.empty()) return true;
            insert.bind(0, game);
            insert.bindBlob(1, packExtras(extras));
            extras.clear();
            return insert.run() == SQLITE_DONE;
        };
        int code = SQLITE_ROW;
        while (!error && (code = rows.step()) == SQLITE_ROW) {
            if (rows.integer(0) != game && !flush()) error = failure(insert);
            game = rows.integer(0);
            extras.push_back({int(rows.integer(1)), rows.integer(2), std::string(rows.bytes(3))});
        }
        if (!error && code != SQLITE_DONE) error = failure(rows);
        if (!error && !flush()) error = failure(insert);
        if (error) rows.reset();
    }
    if (error) return *error;
    if (!q.exec(QStringLiteral("DROP TABLE game_tags"))) return failure(q);
    return true;
}

QSqlQuery& GameDatabase::prepared(const char* sql) const {
    auto& slot = statements_[sql];
    if (!slot) {
        slot = std::make_unique<QSqlQuery>(QSqlDatabase::database(connection_, false));
        slot->setForwardOnly(true);
        slot->prepare(QString::fromLatin1(sql));
    }
    return *slot;
}

// ---------------------------------------------------------------------------------------------
// Reading

SqlFilter GameDatabase::filterSql(const GameFilter& filter) const {
    busyPicks_ = 0;
    return sqlFilter(
        filter, {[this](const QString& folded, int lists) { return nameCondition(folded, lists); },
                 [this](qint64 from, qint64 to) { return dateCondition(from, to); }});
}

namespace {

// The column of the games table and the names table of a list of names.
struct NameList {
    GameList list;
    const char* column;
    const char* table;
};
constexpr std::array<NameList, 4> kNameLists{{{WhiteList, "white", "players"},
                                              {BlackList, "black", "players"},
                                              {EventList, "event", "events"},
                                              {SiteList, "site", "sites"}}};

const NameList& nameList(GameList list) {
    return *std::find_if(kNameLists.begin(), kNameLists.end(),
                         [list](const NameList& n) { return n.list == list; });
}

} // namespace

SqlCondition GameDatabase::nameCondition(const QString& folded, int lists) const {
    SqlCondition scan;
    QStringList terms;
    for (const NameList& n : kNameLists) {
        if (!(lists & n.list)) continue;
        terms << QStringLiteral("g.%1 IN (SELECT id FROM %2 WHERE instr(folded, ?) > 0)")
                     .arg(QLatin1String(n.column), QLatin1String(n.table));
        scan.values << folded;
    }
    scan.sql = QLatin1Char('(') + terms.join(QStringLiteral(" OR ")) + QLatin1Char(')');
    // A failed step falls back on the scan: the filter's own query then reports the failure.
    std::vector<ListRange> ranges;
    for (const NameList& n : kNameLists) {
        if (!(lists & n.list)) continue;
        QSqlQuery q(QSqlDatabase::database(connection_, false));
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT id FROM %1 WHERE instr(folded, ?) > 0")
                      .arg(QLatin1String(n.table)));
        q.addBindValue(folded);
        if (!q.exec()) return scan;
        while (q.next()) ranges.push_back({n.list, q.value(0).toLongLong()});
        if (q.lastError().isValid()) return scan;
    }
    if (ranges.empty()) return {QStringLiteral("0"), {}};
    return listCondition(QStringLiteral("names %1 %2").arg(lists).arg(folded), ranges, scan);
}

SqlCondition GameDatabase::dateCondition(qint64 from, qint64 to) const {
    const SqlCondition scan{QStringLiteral("(g.date >= ? AND g.date <= ?)"), {from, to}};
    return listCondition(QStringLiteral("dates %1 %2").arg(from).arg(to),
                         {{DateList, std::max<qint64>(from, 0), to}}, scan);
}

// Few games (a player's, a month's, in a million): their ids go to a temporary table, which
// SQLite walks by id (a player's first page and count in milliseconds). Many: the scan's
// condition, which finds a first page at once since such games are common. The table filled
// for the same lists since the last write (of this connection, or of another, which PRAGMA
// data_version tells) still holds the games: the first page, then the order, fill it once.
SqlCondition GameDatabase::listCondition(const QString& lists, const std::vector<ListRange>& ranges,
                                         const SqlCondition& scan) const {
    QSqlQuery& version = prepared("PRAGMA data_version");
    if (!version.exec() || !version.next()) return scan;
    const qint64 stamp = version.value(0).toLongLong();
    version.finish();
    auto condition = [](int slot) { return QStringLiteral("g.id IN temp.picked%1").arg(slot); };
    for (std::size_t slot = 0; slot < picked_.size(); ++slot) {
        const Picked& p = picked_[slot];
        if (p.lists == lists && p.stamp == stamp && p.writes == writes_ && !p.lists.isEmpty()) {
            busyPicks_ |= 1u << slot;
            return {condition(int(slot)), {}};
        }
    }
    qint64 total = 0;
    for (const ListRange& r : ranges) {
        const auto size = lists_->size(r.list, r.low, r.high);
        if (!size) return scan;
        total += *size;
    }
    if (total > pickedGames_) return scan;
    std::vector<qint64> ids;
    for (const ListRange& r : ranges)
        if (!lists_->games(r.list, r.low, r.high, ids)) return scan;
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    const auto slot = pickTable(ids, lists, stamp);
    if (!slot) return scan;
    return {condition(*slot), {}};
}

// A ring of temporary tables: a filter uses one a condition (busyPicks_), at most four, and
// the filter before it keeps its own while its statements finish.
std::optional<int> GameDatabase::pickTable(const std::vector<qint64>& ids, const QString& lists,
                                           qint64 stamp) const {
    struct Table {
        std::string create, clear;
        InsertRows insert;
    };
    static const std::vector<Table> tables = [] {
        std::vector<Table> out;
        for (int i = 0; i < kPickTables; ++i) {
            const std::string name = "temp.picked" + std::to_string(i);
            out.push_back({"CREATE TEMP TABLE IF NOT EXISTS picked" + std::to_string(i) +
                               "(id INTEGER PRIMARY KEY)",
                           "DELETE FROM " + name,
                           InsertRows("INSERT INTO " + name + "(id) VALUES", 1)});
        }
        return out;
    }();
    int slot = nextPick_;
    while (busyPicks_ & (1u << slot)) slot = (slot + 1) % kPickTables;
    nextPick_ = (slot + 1) % kPickTables;
    busyPicks_ |= 1u << slot;
    picked_.resize(kPickTables);
    picked_[std::size_t(slot)] = {}; // emptied first: a failure leaves nothing to find
    const Table& table = tables[std::size_t(slot)];
    for (const std::string* sql : {&table.create, &table.clear})
        if (!run(native(sql->c_str()))) return std::nullopt;
    auto bindId = [](SqliteStatement& st, int c, qint64 id) { st.bind(c, id); };
    if (!insertAll(table.insert, ids, bindId)) return std::nullopt;
    picked_[std::size_t(slot)] = {lists, stamp, writes_};
    return slot;
}

DbResult<qint64> GameDatabase::count(const GameFilter& filter) const {
    const SqlFilter f = filterSql(filter);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT count(*) FROM games g") + f.where);
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec() || !q.next()) return failure(q);
    return q.value(0).toLongLong();
}

DbResult<bool> GameDatabase::loadExtras(qint64 id, GameHeader& header) const {
    header.extras.clear();
    if (!header.hasExtras()) return true;
    SqliteStatement& q = native("SELECT tags FROM game_extras WHERE game = ?");
    q.bind(0, id);
    const int code = q.step();
    if (code != SQLITE_ROW && code != SQLITE_DONE) return failure(q);
    auto extras = code == SQLITE_ROW ? unpackExtras(q.bytes(0)) : std::nullopt;
    q.reset();
    if (!extras)
        return DatabaseError(Code::BadGame,
                             {QString::number(id), DatabaseError::tr("damaged extra tags")});
    for (StoredExtra& e : *extras) {
        auto name = tagName(e.tag);
        if (!name) return name.error();
        header.extras.push_back(ExtraTag{e.position, *name, std::move(e.value)});
    }
    return true;
}

DbResult<std::string> GameDatabase::tagName(qint64 id) const {
    if (auto it = tagNames_.find(id); it != tagNames_.end()) return it->second;
    SqliteStatement& q = native("SELECT name FROM tag_names WHERE id = ?");
    q.bind(0, id);
    if (q.step() != SQLITE_ROW) {
        if (q.errorCode() != SQLITE_OK && q.errorCode() != SQLITE_DONE) return failure(q);
        return DatabaseError(Code::Damaged, {path_, DatabaseError::tr("a tag name is missing")});
    }
    std::string name(q.bytes(0));
    q.reset();
    return tagNames_.emplace(id, std::move(name)).first->second;
}

DbResult<QVector<GameRow>> GameDatabase::rows(const GameQuery& query, qint64 offset, int limit,
                                              bool withTags) const {
    // A page (not a whole list, which would be an IN list of every id) of every game sorted by
    // a player or the date.
    if (query.filter.isEmpty() && limit >= 0 && limit <= 1000 && listOrdered(query.sort)) {
        auto ids = listOrderIds(query, offset, limit);
        if (!ids) return ids.error();
        return rowsOf(*ids, withTags);
    }
    return page(query, std::nullopt, offset, limit, withTags);
}

DbResult<QVector<GameRow>> GameDatabase::rowsAfter(const GameQuery& query, qint64 lastId, int limit,
                                                   bool withTags) const {
    Q_ASSERT(query.sort == GameSortField::Id);
    return page(query, lastId, 0, limit, withTags);
}

DbResult<QVector<GameRow>> GameDatabase::page(const GameQuery& query, std::optional<qint64> after,
                                              qint64 offset, int limit, bool withTags) const {
    SqlFilter f = filterSql(query.filter);
    if (after) {
        f.conditions << (query.order == Qt::DescendingOrder ? QStringLiteral("g.id < ?")
                                                            : QStringLiteral("g.id > ?"));
        f.values << *after;
        f.where = QStringLiteral(" WHERE ") + f.conditions.join(QStringLiteral(" AND "));
    }
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (query.sort == GameSortField::Date && !f.conditions.isEmpty() && limit > 0 &&
        offset + limit <= dateWalk_ / 10) {
        auto ids = dateWalkIds(query, f, offset, limit);
        if (!ids) return ids.error();
        if (ids->size() == limit) return rowsOf(*ids, withTags);
    }
    q.prepare(QLatin1String(kRowColumns) + QStringLiteral(" WHERE g.id IN (") + sqlIds(query, f) +
              QStringLiteral(" LIMIT %1 OFFSET %2)").arg(limit).arg(offset) + sqlOrder(query));
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return failure(q);
    return readRows(q, withTags);
}

// A filtered list sorted by date: the first `dateWalk_` games in date order (from the date
// lists) hold the page when the filter matches often (at 10,000 games walked, 1 game in 50 or
// more for the first page), which sorting the matches would take longest for. Any game past
// them comes after them in the order, so the matches among them are the list's first ones.
DbResult<QVector<qint64>> GameDatabase::dateWalkIds(const GameQuery& query, const SqlFilter& f,
                                                    qint64 offset, int limit) const {
    auto walked = listOrderIds(GameQuery{{}, GameSortField::Date, query.order}, 0, dateWalk_);
    if (!walked) return walked.error();
    std::vector<qint64> ids(walked->begin(), walked->end());
    std::sort(ids.begin(), ids.end());
    const auto slot = pickTable(ids, QString(), -1);
    if (!slot) return QVector<qint64>();
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    const QString direction =
        query.order == Qt::DescendingOrder ? QStringLiteral(" DESC") : QString();
    q.prepare(QStringLiteral("SELECT g.id FROM games g WHERE g.id IN temp.picked%1 AND %2 "
                             "ORDER BY g.date%3, g.id LIMIT %4 OFFSET %5")
                  .arg(*slot)
                  .arg(f.conditions.join(QStringLiteral(" AND ")), direction)
                  .arg(limit)
                  .arg(offset));
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return failure(q);
    return readIds(q);
}

GameList GameDatabase::listOf(GameSortField field) {
    switch (field) {
    case GameSortField::White:
        return WhiteList;
    case GameSortField::Black:
        return BlackList;
    case GameSortField::Event:
        return EventList;
    case GameSortField::Site:
        return SiteList;
    case GameSortField::Date:
        return DateList;
    default:
        return GameList(0);
    }
}

bool GameDatabase::listOrdered(GameSortField field) {
    return listOf(field) != GameList(0);
}

// A page of every game sorted by a player or the date, from the lists: a page near the start
// costs what it holds, and nothing is sorted but the games of names that fold alike. Games
// without a player or a date sort first in ascending order and last in descending, as NULL
// does in sqlOrder; games of one name or date by id.
DbResult<QVector<qint64>> GameDatabase::listOrderIds(const GameQuery& query, qint64 offset,
                                                     int limit) const {
    const bool descending = query.order == Qt::DescendingOrder;
    const GameList list = listOf(query.sort);
    auto counts = lists_->counts(list);
    if (!counts) return counts.error();
    std::vector<ListGroup> groups;
    qint64 listed = 0;
    if (list == DateList) {
        for (const auto& [date, games] : *counts) groups.push_back({{date}, games});
        if (descending) std::reverse(groups.begin(), groups.end());
    } else {
        auto named = nameGroups(nameList(list).table, *counts, descending);
        if (!named) return named.error();
        groups = std::move(named.value());
    }
    for (const ListGroup& g : groups) listed += g.games;
    // Games without that name (every game has a date list, -1 for none: no count needed).
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    qint64 none = 0;
    if (list != DateList) {
        if (!q.exec(QStringLiteral("SELECT count(*) FROM games")) || !q.next()) return failure(q);
        none = q.value(0).toLongLong() - listed;
        q.finish();
    }

    QVector<qint64> out;
    qint64 skip = offset, left = limit;
    auto without = [&]() -> DbResult<bool> {
        if (skip >= none) {
            skip -= none;
            return true;
        }
        if (left <= 0) return true;
        q.prepare(QStringLiteral("SELECT id FROM games WHERE %1 IS NULL ORDER BY id LIMIT ? "
                                 "OFFSET ?")
                      .arg(QLatin1String(nameList(list).column)));
        q.addBindValue(left);
        q.addBindValue(skip);
        if (!q.exec()) return failure(q);
        auto part = readIds(q);
        if (!part) return part.error();
        out += *part;
        left -= part->size();
        skip = 0;
        return true;
    };
    for (int part = 0; part < 2; ++part)
        if (auto done =
                (part == 0) == descending ? listPage(list, groups, skip, left, out) : without();
            !done)
            return done.error();
    return out;
}

// The names of a table (players in the order of players_folded) with their games in a list,
// those that fold alike together.
DbResult<std::vector<GameDatabase::ListGroup>>
GameDatabase::nameGroups(const char* table, const std::vector<std::pair<qint64, qint64>>& counts,
                         bool descending) const {
    const std::unordered_map<qint64, qint64> games(counts.begin(), counts.end());
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    const bool players = std::string_view(table) == "players";
    if (!q.exec(QStringLiteral("SELECT id, folded FROM %1%2 ORDER BY folded%3")
                    .arg(QLatin1String(table),
                         players ? QStringLiteral(" INDEXED BY players_folded") : QString(),
                         descending ? QStringLiteral(" DESC") : QString())))
        return failure(q);
    std::vector<ListGroup> out;
    QString last;
    while (q.next()) {
        const auto found = games.find(q.value(0).toLongLong());
        if (found == games.end()) continue;
        const QString folded = q.value(1).toString();
        if (out.empty() || folded != last) out.emplace_back();
        last = folded;
        out.back().keys.push_back(found->first);
        out.back().games += found->second;
    }
    if (q.lastError().isValid()) return failure(q);
    return out;
}

DbResult<bool> GameDatabase::listPage(GameList list, const std::vector<ListGroup>& groups,
                                      qint64& skip, qint64& left, QVector<qint64>& out) const {
    for (const ListGroup& group : groups) {
        if (left <= 0) break;
        if (skip >= group.games) {
            skip -= group.games;
            continue;
        }
        std::vector<qint64> ids;
        for (qint64 key : group.keys)
            if (auto read = lists_->games(list, key, key, ids); !read) return read;
        if (group.keys.size() > 1) std::sort(ids.begin(), ids.end());
        if (skip >= qint64(ids.size())) { // lists that disagree with their counts
            skip -= qint64(ids.size());
            continue;
        }
        for (auto it = ids.begin() + skip; it != ids.end() && left > 0; ++it, --left)
            out.append(*it);
        skip = 0;
    }
    return true;
}

DbResult<QVector<GameRow>> GameDatabase::rowsOf(const QVector<qint64>& ids, bool withTags) const {
    if (ids.isEmpty()) return QVector<GameRow>();
    QStringList list;
    list.reserve(ids.size());
    for (qint64 id : ids) list << QString::number(id);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    if (!q.exec(QLatin1String(kRowColumns) +
                QStringLiteral(" WHERE g.id IN (%1)").arg(list.join(QLatin1Char(',')))))
        return failure(q);
    auto found = readRows(q, withTags);
    if (!found) return found;
    QHash<qint64, qsizetype> at;
    for (qsizetype i = 0; i < found->size(); ++i) at.insert((*found)[i].id, i);
    QVector<GameRow> out;
    out.reserve(found->size());
    for (qint64 id : ids)
        if (auto it = at.constFind(id); it != at.cend()) out.append((*found)[*it]);
    return out;
}

DbResult<QVector<qint64>> GameDatabase::readIds(QSqlQuery& q) const {
    QVector<qint64> out;
    while (q.next()) out.append(q.value(0).toLongLong());
    if (q.lastError().isValid()) return failure(q);
    return out;
}

DbResult<QVector<GameRow>> GameDatabase::readRows(QSqlQuery& q, bool withTags) const {
    QVector<GameRow> out;
    while (q.next()) {
        GameRow row;
        row.id = q.value(0).toLongLong();
        GameHeader h = readHeader(q, 1);
        if (auto loaded = loadExtras(row.id, h); !loaded) return loaded.error();
        row.variant = QString::fromStdString(h.variant);
        row.white = displayText(h.white);
        row.black = displayText(h.black);
        row.event = displayText(h.event);
        row.site = displayText(h.site);
        row.round = displayText(h.round);
        row.date = displayText(h.dateTag());
        row.result = displayText(h.resultTag());
        row.turns = h.turns;
        if (withTags) {
            auto tags = h.tags();
            if (!tags)
                return DatabaseError(Code::BadGame,
                                     {QString::number(row.id), errorText(tags.error())});
            for (const auto& [key, value] : *tags)
                row.tags.append({QString::fromStdString(key), QString::fromStdString(value)});
        }
        out.append(std::move(row));
    }
    if (q.lastError().isValid()) return failure(q);
    return out;
}

DbResult<QVector<qint64>> GameDatabase::ids(const GameQuery& query) const {
    if (query.filter.isEmpty() && listOrdered(query.sort))
        return listOrderIds(query, 0, std::numeric_limits<int>::max());
    const SqlFilter f = filterSql(query.filter);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(sqlIds(query, f));
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return failure(q);
    return readIds(q);
}

// The extra tags are one blob a game: the games with a tag are found by reading every blob, a
// scan of the games that have extras (puzzle collections ask this once, in the background).
DbResult<QVector<qint64>> GameDatabase::idsWithTag(const QString& tag) const {
    QVector<qint64> out;
    SqliteStatement& name = native("SELECT id FROM tag_names WHERE name = ?");
    name.bindText(0, tag.toStdString());
    if (const int found = name.step(); found != SQLITE_ROW)
        return found == SQLITE_DONE ? DbResult<QVector<qint64>>(out) // no game ever had it
                                    : DbResult<QVector<qint64>>(failure(name));
    const qint64 id = name.integer(0);
    name.reset();
    SqliteStatement& q = native("SELECT game, tags FROM game_extras ORDER BY game");
    int code = SQLITE_ROW;
    while ((code = q.step()) == SQLITE_ROW) {
        const auto extras = unpackExtras(q.bytes(1));
        if (!extras) {
            const qint64 game = q.integer(0);
            q.reset();
            return DatabaseError(Code::BadGame,
                                 {QString::number(game), DatabaseError::tr("damaged extra tags")});
        }
        if (std::any_of(extras->begin(), extras->end(),
                        [id](const StoredExtra& e) { return e.tag == id; }))
            out.push_back(q.integer(0));
    }
    if (code != SQLITE_DONE) return failure(q);
    return out;
}

DbResult<std::optional<PuzzleResult>> GameDatabase::puzzleResult(const QString& key) const {
    QSqlQuery& q = prepared("SELECT outcome, date, attempts FROM puzzle_results WHERE key = ?");
    q.bindValue(0, key);
    if (!q.exec()) return failure(q);
    std::optional<PuzzleResult> out;
    if (q.next())
        out = PuzzleResult{PuzzleResult::Outcome(std::clamp(q.value(0).toInt(), 0, 2)),
                           q.value(1).toString(), q.value(2).toInt()};
    if (q.lastError().isValid()) return failure(q);
    q.finish();
    return out;
}

DbResult<bool> GameDatabase::recordPuzzleResult(const QString& key, PuzzleResult::Outcome outcome,
                                                const QString& date) {
    QSqlQuery& q = prepared("INSERT INTO puzzle_results (key, outcome, date, attempts) VALUES "
                            "(?, ?, ?, 1) ON CONFLICT(key) DO UPDATE SET outcome = "
                            "excluded.outcome, date = excluded.date, attempts = attempts + 1");
    q.bindValue(0, key);
    q.bindValue(1, int(outcome));
    q.bindValue(2, date);
    if (!q.exec()) return failure(q);
    return true;
}

DbResult<std::optional<LineProgress>> GameDatabase::lineProgress(const QString& key) const {
    QSqlQuery& q = prepared("SELECT box, due, right_answers, wrong_answers, missed, trained FROM "
                            "repertoire_lines WHERE key = ?");
    q.bindValue(0, key);
    if (!q.exec()) return failure(q);
    std::optional<LineProgress> out;
    if (q.next())
        out = LineProgress{q.value(0).toInt(), q.value(1).toString(), q.value(2).toInt(),
                           q.value(3).toInt(), q.value(4).toBool(),   q.value(5).toString()};
    if (q.lastError().isValid()) return failure(q);
    q.finish();
    return out;
}

DbResult<bool> GameDatabase::saveLineProgress(const QString& key, const LineProgress& progress) {
    QSqlQuery& q =
        prepared("INSERT OR REPLACE INTO repertoire_lines (key, box, due, "
                 "right_answers, wrong_answers, missed, trained) VALUES (?, ?, ?, ?, ?, ?, ?)");
    q.bindValue(0, key);
    q.bindValue(1, progress.box);
    // A null QString binds as NULL: the columns hold empty texts instead.
    const auto text = [](const QString& s) { return s.isNull() ? QString("") : s; };
    q.bindValue(2, text(progress.due));
    q.bindValue(3, progress.right);
    q.bindValue(4, progress.wrong);
    q.bindValue(5, int(progress.missed));
    q.bindValue(6, text(progress.trained));
    if (!q.exec()) return failure(q);
    return true;
}

DbResult<bool> GameDatabase::forEachGame(const GameQuery& query,
                                         const std::function<bool(StoredGame&)>& visit,
                                         bool withMoves) const {
    const SqlFilter f = filterSql(query.filter);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    QString sql = QLatin1String(kRowColumns);
    if (withMoves) {
        sql.replace(QStringLiteral(" FROM games g"), QStringLiteral(", m.moves FROM games g"));
        sql += QStringLiteral(" JOIN game_moves m ON m.game = g.id");
    }
    q.prepare(sql + f.where + sqlOrder(query));
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return failure(q);
    while (q.next()) {
        StoredGame game;
        game.id = q.value(0).toLongLong();
        game.header = readHeader(q, 1);
        if (withMoves) game.moves = q.value(11).toByteArray().toStdString();
        if (auto loaded = loadExtras(game.id, game.header); !loaded) return loaded.error();
        if (!visit(game)) return true;
    }
    if (q.lastError().isValid()) return failure(q);
    return true;
}

DbResult<StoredGame> GameDatabase::storedGame(qint64 id) const {
    QSqlQuery& q = prepared("SELECT g.id, v.name, pw.name, pb.name, e.name, s.name, g.date, "
                            "g.round, g.result, g.turns, g.layout, m.moves FROM games g "
                            "JOIN variants v ON v.id = g.variant "
                            "LEFT JOIN players pw ON pw.id = g.white "
                            "LEFT JOIN players pb ON pb.id = g.black "
                            "LEFT JOIN events e ON e.id = g.event "
                            "LEFT JOIN sites s ON s.id = g.site "
                            "JOIN game_moves m ON m.game = g.id WHERE g.id = ?");
    q.bindValue(0, id);
    if (!q.exec()) return failure(q);
    if (!q.next()) {
        if (q.lastError().isValid()) return failure(q);
        return DatabaseError(Code::NoSuchGame, {QString::number(id)});
    }
    StoredGame game;
    game.id = id;
    game.header = readHeader(q, 1);
    game.moves = q.value(11).toByteArray().toStdString();
    q.finish();
    if (auto loaded = loadExtras(id, game.header); !loaded) return loaded.error();
    return game;
}

DbResult<GameTree> GameDatabase::loadGame(qint64 id) const {
    auto stored = storedGame(id);
    if (!stored) return stored.error();
    auto tree = decodeGame(stored->header, stored->moves);
    if (!tree) return DatabaseError(Code::BadGame, {QString::number(id), errorText(tree.error())});
    return std::move(tree.value());
}

DbResult<DatabaseStats> GameDatabase::stats(bool checkIntegrity) const {
    DatabaseStats s;
    s.schemaVersion = version_;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    auto scalar = [&](const char* sql) -> DbResult<qint64> {
        if (!q.exec(QLatin1String(sql)) || !q.next()) return failure(q);
        const qint64 value = q.value(0).toLongLong();
        q.finish();
        return value;
    };
    const std::array<std::pair<const char*, qint64*>, 8> counts{
        {{"SELECT count(*) FROM games", &s.games},
         {"SELECT count(*) FROM players", &s.players},
         {"SELECT count(*) FROM events", &s.events},
         {"SELECT count(*) FROM sites", &s.sites},
         {"SELECT total(turns) FROM games", &s.turns},
         {"SELECT total(length(moves)) FROM game_moves", &s.moveBytes},
         {"PRAGMA page_count", &s.fileBytes},
         {"PRAGMA freelist_count", &s.freeBytes}}};
    for (const auto& [sql, field] : counts) {
        auto value = scalar(sql);
        if (!value) return value.error();
        *field = *value;
    }
    auto pageSize = scalar("PRAGMA page_size");
    if (!pageSize) return pageSize.error();
    s.fileBytes *= *pageSize;
    s.freeBytes *= *pageSize;
    if (!q.exec(QStringLiteral("SELECT v.name, count(*) FROM games g JOIN variants v ON "
                               "v.id = g.variant GROUP BY v.name ORDER BY v.name")))
        return failure(q);
    while (q.next()) s.gamesPerVariant.append({q.value(0).toString(), q.value(1).toLongLong()});
    if (checkIntegrity) {
        if (!q.exec(QStringLiteral("PRAGMA integrity_check"))) return failure(q);
        QStringList findings;
        while (q.next()) findings << q.value(0).toString();
        if (q.lastError().isValid()) findings << q.lastError().databaseText();
        auto lists = lists_->check();
        if (!lists) return lists.error();
        auto trees = totals_->check();
        if (!trees) return trees.error();
        if (!lists->isEmpty() || !trees->isEmpty()) {
            findings.removeAll(QStringLiteral("ok"));
            findings << *lists << *trees;
        }
        s.integrity = findings.join(QLatin1Char('\n'));
    }
    return s;
}

DbResult<std::vector<std::pair<qint64, std::uint64_t>>> GameDatabase::duplicateKeys() const {
    std::vector<std::pair<qint64, std::uint64_t>> out;
    auto visited = forEachGame(
        GameQuery{},
        [&out](StoredGame& game) {
            if (auto tags = game.header.tags())
                out.emplace_back(game.id,
                                 duplicateKey(duplicateKeyText(game.header.variant, *tags)));
            return true;
        },
        false);
    if (!visited) return visited.error();
    return out;
}

// ---------------------------------------------------------------------------------------------
// Writing

DbResult<bool> GameDatabase::beginRead() {
    QSqlQuery& q = prepared("BEGIN");
    if (!q.exec()) return failure(q);
    inTransaction_ = true;
    return true;
}

DbResult<bool> GameDatabase::beginTransaction() {
    QSqlQuery& q = prepared("BEGIN IMMEDIATE");
    if (!q.exec()) return failure(q);
    inTransaction_ = true;
    return true;
}

DbResult<bool> GameDatabase::commit() {
    if (auto flushed = lists_->flush(); !flushed) {
        rollback();
        return flushed.error();
    }
    QSqlQuery& q = prepared("COMMIT");
    if (!q.exec()) {
        const DatabaseError error = failure(q);
        rollback();
        return error;
    }
    inTransaction_ = false;
    return true;
}

void GameDatabase::rollback() {
    prepared("ROLLBACK").exec();
    inTransaction_ = false;
    if (lists_) lists_->discard();
    ++writes_; // what the transaction wrote is gone
    // Names interned in the transaction are gone with it.
    for (auto& cache : names_) cache.clear();
    tagNames_.clear();
}

DbResult<qint64> GameDatabase::internName(Names table, const std::string& name) {
    auto& cache = names_[int(table)];
    if (auto it = cache.find(name); it != cache.end()) return it->second;
    static constexpr std::array<std::array<const char*, 2>, 5> sql{{
        {"SELECT id FROM players WHERE name = ?", "INSERT INTO players(name, folded) VALUES(?, ?)"},
        {"SELECT id FROM events WHERE name = ?", "INSERT INTO events(name, folded) VALUES(?, ?)"},
        {"SELECT id FROM sites WHERE name = ?", "INSERT INTO sites(name, folded) VALUES(?, ?)"},
        {"SELECT id FROM tag_names WHERE name = ?", "INSERT INTO tag_names(name) VALUES(?)"},
        {"SELECT id FROM variants WHERE name = ?", "INSERT INTO variants(name) VALUES(?)"},
    }};
    const QVariant value = textValue(name);
    QSqlQuery& find = prepared(sql[std::size_t(table)][0]);
    find.bindValue(0, value);
    if (!find.exec()) return failure(find);
    qint64 id = 0;
    if (find.next()) {
        id = find.value(0).toLongLong();
        find.finish();
    } else {
        QSqlQuery& insert = prepared(sql[std::size_t(table)][1]);
        insert.bindValue(0, value);
        if (table != Names::Tags && table != Names::Variants) insert.bindValue(1, folded(name));
        if (!insert.exec()) return failure(insert);
        id = insert.lastInsertId().toLongLong();
    }
    cache.emplace(name, id);
    return id;
}

DbResult<qint64> GameDatabase::writeGame(qint64 id, const EncodedGame& game, bool replace,
                                         Indexing indexing) {
    // The old rows are found from the game as still stored.
    if (replace) {
        auto stored = storedGame(id);
        if (!stored && stored.error().code != Code::NoSuchGame) return stored.error();
        if (stored)
            if (auto removed = removeIndex(std::span(&stored.value(), 1)); !removed)
                return removed.error();
        if (auto unlisted = unlistGame(id); !unlisted) return unlisted.error();
    }
    const GameHeader& h = game.header;
    std::array<std::optional<qint64>, 4> nameIds;
    const std::array<std::pair<Names, const std::optional<std::string>*>, 4> names{
        {{Names::Players, &h.white},
         {Names::Players, &h.black},
         {Names::Events, &h.event},
         {Names::Sites, &h.site}}};
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (!*names[i].second) continue;
        auto interned = internName(names[i].first, **names[i].second);
        if (!interned) return interned.error();
        nameIds[i] = *interned;
    }
    auto variant = internName(Names::Variants, h.variant);
    if (!variant) return variant.error();
    SqliteStatement& q = replace ? native("UPDATE games SET variant = ?, white = ?, black = ?, "
                                          "event = ?, site = ?, date = ?, round = ?, result = ?, "
                                          "turns = ?, layout = ? WHERE id = ?")
                                 : native("INSERT INTO games(variant, white, black, event, site, "
                                          "date, round, result, turns, layout, id) "
                                          "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    q.bind(0, *variant);
    for (std::size_t i = 0; i < nameIds.size(); ++i)
        if (nameIds[i]) q.bind(1 + int(i), *nameIds[i]);
    if (h.date) q.bind(5, *h.date);
    if (h.round) q.bindText(6, *h.round);
    if (h.result) q.bind(7, int(*h.result));
    q.bind(8, h.turns);
    q.bind(9, h.layout);
    if (id > 0) q.bind(10, id);
    if (auto done = run(q); !done) return done.error();
    if (!replace) id = q.lastInsertId();
    ++writes_;
    for (std::size_t i = 0; i < nameIds.size(); ++i)
        if (nameIds[i]) lists_->add(kNameLists[i].list, *nameIds[i], id);
    lists_->add(DateList, h.date ? *h.date : kNoDate, id);
    if (indexing == Indexing::Now) {
        IndexRows rows;
        rows.add(id, game.header, game.index);
        if (auto written = writeIndex(rows); !written) return written.error();
    } else {
        SqliteStatement& later = native("INSERT OR IGNORE INTO index_backlog(game) VALUES(?)");
        later.bind(0, id);
        if (auto done = run(later); !done) return done.error();
    }

    SqliteStatement& moves = replace ? native("UPDATE game_moves SET moves = ? WHERE game = ?")
                                     : native("INSERT INTO game_moves(moves, game) VALUES(?, ?)");
    moves.bindBlob(0, game.moves);
    moves.bind(1, id);
    if (auto done = run(moves); !done) return done.error();
    if (replace) {
        SqliteStatement& clear = native("DELETE FROM game_extras WHERE game = ?");
        clear.bind(0, id);
        if (auto done = run(clear); !done) return done.error();
    }
    if (!h.extras.empty()) {
        std::vector<StoredExtra> extras;
        extras.reserve(h.extras.size());
        for (const ExtraTag& e : h.extras) {
            auto tag = internName(Names::Tags, e.key);
            if (!tag) return tag.error();
            extras.push_back({e.position, *tag, e.value});
        }
        SqliteStatement& t = native("INSERT INTO game_extras(game, tags) VALUES(?, ?)");
        t.bind(0, id);
        t.bindBlob(1, packExtras(extras));
        if (auto done = run(t); !done) return done.error();
    }
    // Outside a transaction the row is written already: its lists go with it.
    if (!inTransaction_)
        if (auto flushed = lists_->flush(); !flushed) return flushed.error();
    return id;
}

DbResult<bool> GameDatabase::unlistGame(qint64 id) {
    SqliteStatement& q = native("SELECT white, black, event, site, date FROM games WHERE id = ?");
    q.bind(0, id);
    const int code = q.step();
    if (code == SQLITE_DONE) return true;
    if (code != SQLITE_ROW) return failure(q);
    for (std::size_t i = 0; i < kNameLists.size(); ++i)
        if (!q.isNull(int(i))) lists_->remove(kNameLists[i].list, q.integer(int(i)), id);
    lists_->remove(DateList, q.isNull(4) ? kNoDate : q.integer(4), id);
    q.reset();
    return true;
}

DbResult<qint64> GameDatabase::insertGame(const EncodedGame& game, Indexing indexing) {
    return writeGame(0, game, false, indexing);
}

DbResult<bool> GameDatabase::updateGame(qint64 id, const EncodedGame& game) {
    QSqlQuery& exists = prepared("SELECT 1 FROM games WHERE id = ?");
    exists.bindValue(0, id);
    if (!exists.exec()) return failure(exists);
    const bool found = exists.next();
    exists.finish();
    if (!found) return DatabaseError(Code::NoSuchGame, {QString::number(id)});
    if (auto written = writeGame(id, game, true, Indexing::Now); !written) return written.error();
    return true;
}

DbResult<qint64> GameDatabase::addGame(const GameTree& tree) {
    auto encoded = encodeGame(tree);
    if (!encoded) return DatabaseError(Code::CannotStore, {errorText(encoded.error())});
    const bool own = !inTransaction_;
    if (own)
        if (auto begun = beginTransaction(); !begun) return begun.error();
    auto id = insertGame(*encoded);
    if (!id) {
        if (own) rollback();
        return id.error();
    }
    if (own)
        if (auto done = commit(); !done) return done.error();
    return id;
}

DbResult<bool> GameDatabase::replaceGame(qint64 id, const GameTree& tree) {
    auto encoded = encodeGame(tree);
    if (!encoded) return DatabaseError(Code::CannotStore, {errorText(encoded.error())});
    const bool own = !inTransaction_;
    if (own)
        if (auto begun = beginTransaction(); !begun) return begun.error();
    auto updated = updateGame(id, *encoded);
    if (!updated) {
        if (own) rollback();
        return updated.error();
    }
    if (own)
        if (auto done = commit(); !done) return done.error();
    return true;
}

template <class Write> auto GameDatabase::transacted(Write write) -> decltype(write()) {
    const bool own = !inTransaction_;
    if (own)
        if (auto begun = beginTransaction(); !begun) return begun.error();
    auto result = write();
    if (own) {
        if (!result)
            rollback();
        else if (auto done = commit(); !done)
            return done.error();
    }
    return result;
}

DbResult<int> GameDatabase::deleteGames(const QVector<qint64>& ids) {
    return transacted([&]() -> DbResult<int> {
        std::vector<StoredGame> games;
        for (qint64 id : ids) {
            auto stored = storedGame(id);
            if (stored)
                games.push_back(std::move(stored.value()));
            else if (stored.error().code != Code::NoSuchGame)
                return stored.error();
        }
        return deleteStoredGames(games);
    });
}

DbResult<int> GameDatabase::deleteStoredGames(std::span<const StoredGame> games) {
    return transacted([&]() -> DbResult<int> {
        if (auto removed = removeIndex(games); !removed) return removed.error();
        int deleted = 0;
        SqliteStatement& q = native("DELETE FROM games WHERE id = ?");
        for (const StoredGame& game : games) {
            if (auto unlisted = unlistGame(game.id); !unlisted) return unlisted.error();
            ++writes_;
            q.bind(0, game.id);
            if (auto done = run(q); !done) return done.error();
            deleted += q.changes();
        }
        return deleted;
    });
}

// ---------------------------------------------------------------------------------------------
// The position index

// The rows are found from the games as stored (a blob gives the same rows as when it was
// written; a game still in the backlog has none yet) and deleted in key order, so that each
// page of the index is visited once: one game at a time, random keys made deleting a thousand
// games cost about a second.
DbResult<bool> GameDatabase::removeIndex(std::span<const StoredGame> games) {
    IndexRows rows;
    SqliteStatement& backlog = native("DELETE FROM index_backlog WHERE game = ?");
    for (const StoredGame& game : games) {
        backlog.bind(0, game.id);
        if (auto done = run(backlog); !done) return done;
        if (backlog.changes() > 0) continue;
        // A damaged game: its rows, if any, name a game that goes.
        if (auto index = gameIndex(game.header, game.moves)) rows.add(game.id, game.header, *index);
    }
    rows.sort();
    // The rows as they were stored, for the kept trees.
    SqliteStatement& position =
        native("DELETE FROM game_positions WHERE hash = ? AND next = ? AND game = ? "
               "RETURNING result, turns, date");
    if (!position.prepared()) return failure(position);
    std::vector<PositionRow> deleted;
    for (const PositionRow& r : rows.positions) {
        position.bind(0, std::int64_t(r.hash));
        position.bind(1, std::int64_t(r.next));
        position.bind(2, r.game);
        int code = position.step();
        if (code == SQLITE_ROW) {
            PositionRow& d = deleted.emplace_back(r);
            d.result =
                position.isNull(0) ? std::nullopt : std::optional(GameResult(position.integer(0)));
            d.turns = int(position.integer(1));
            d.date = position.isNull(2) ? std::nullopt : std::optional(int(position.integer(2)));
            code = position.step();
        }
        if (code != SQLITE_DONE) return failure(position);
    }
    if (auto kept = totals_->removed(deleted); !kept) return kept;
    SqliteStatement& material = native("DELETE FROM game_material WHERE material = ? AND game = ?");
    for (const MaterialRow& r : rows.materials) {
        material.bind(0, std::int64_t(r.key));
        material.bind(1, r.game);
        if (auto done = run(material); !done) return done;
    }
    return true;
}

SqliteStatement& GameDatabase::native(const char* sql) const {
    auto& slot = native_[sql];
    if (!slot)
        slot = std::make_unique<SqliteStatement>(
            SqliteStatement::handleOf(QSqlDatabase::database(connection_, false)), sql);
    return *slot;
}

DatabaseError GameDatabase::failure(const SqliteStatement& statement) const {
    return failure(QString(), statement.errorMessage(), QString::number(statement.errorCode()));
}

DbResult<bool> GameDatabase::run(SqliteStatement& statement) const {
    if (!statement.prepared() || statement.run() != SQLITE_DONE) return failure(statement);
    return true;
}

template <class Row, class Bind>
DbResult<qint64> GameDatabase::insertAll(const InsertRows& sql, const std::vector<Row>& rows,
                                         Bind bindRow) const {
    SqliteStatement& many = native(sql.many.c_str());
    SqliteStatement& one = native(sql.one.c_str());
    qint64 inserted = 0;
    for (std::size_t i = 0; i < rows.size();) {
        const bool full = rows.size() - i >= std::size_t(InsertRows::kRows);
        SqliteStatement& statement = full ? many : one;
        for (int k = 0; k < (full ? InsertRows::kRows : 1); ++k)
            bindRow(statement, k * sql.columns, rows[i++]);
        if (auto done = run(statement); !done) return done.error();
        inserted += statement.changes();
    }
    return inserted;
}

DbResult<bool> GameDatabase::writeIndex(IndexRows& rows) {
    // In key order each page of the index is written once.
    rows.sort();
    std::vector<qint64> games;
    static const InsertRows positionRows(
        "INSERT OR IGNORE INTO game_positions(hash, next, game, ply, result, turns, date) VALUES",
        7);
    auto position = [&](SqliteStatement& st, int c, const PositionRow& r) {
        if (r.ply == 0) games.push_back(r.game);
        st.bind(c, std::int64_t(r.hash));
        st.bind(c + 1, std::int64_t(r.next));
        st.bind(c + 2, r.game);
        st.bind(c + 3, r.ply);
        if (r.result) st.bind(c + 4, int(*r.result));
        st.bind(c + 5, r.turns);
        if (r.date) st.bind(c + 6, *r.date);
    };
    const auto inserted = insertAll(positionRows, rows.positions, position);
    if (!inserted) return inserted.error();
    // OR IGNORE: a row already there is not added to the kept trees again.
    const bool exact = *inserted == qint64(rows.positions.size());
    if (auto kept = totals_->added(rows.positions, exact, parallelTreeRows_); !kept) return kept;
    static const InsertRows materialRows(
        "INSERT OR IGNORE INTO game_material(material, game, first, last, positions) VALUES", 5);
    auto material = [](SqliteStatement& st, int c, const MaterialRow& r) {
        st.bind(c, std::int64_t(r.key));
        st.bind(c + 1, r.game);
        st.bind(c + 2, r.first);
        st.bind(c + 3, r.last);
        st.bindBlob(c + 4, r.positions);
    };
    if (auto done = insertAll(materialRows, rows.materials, material); !done) return done.error();
    // The games come in runs of consecutive ids: one statement a run.
    std::sort(games.begin(), games.end());
    SqliteStatement& done = native("DELETE FROM index_backlog WHERE game BETWEEN ? AND ?");
    for (std::size_t i = 0; i < games.size();) {
        std::size_t j = i + 1;
        while (j < games.size() && games[j] <= games[j - 1] + 1) ++j;
        done.bind(0, games[i]);
        done.bind(1, games[j - 1]);
        if (auto deleted = run(done); !deleted) return deleted;
        i = j;
    }
    return true;
}

DbResult<qint64> GameDatabase::backlogSize() const {
    QSqlQuery& q = prepared("SELECT count(*) FROM index_backlog");
    if (!q.exec() || !q.next()) return failure(q);
    const qint64 n = q.value(0).toLongLong();
    q.finish();
    return n;
}

DbResult<qint64> GameDatabase::indexBacklog() {
    QVector<qint64> ids;
    {
        QSqlQuery q(QSqlDatabase::database(connection_, false));
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT game FROM index_backlog ORDER BY game")))
            return failure(q);
        while (q.next()) ids.append(q.value(0).toLongLong());
    }
    if (ids.isEmpty()) return 0;
    const bool own = !inTransaction_;
    if (own)
        if (auto begun = beginTransaction(); !begun) return begun.error();
    auto fail = [&](const DatabaseError& error) {
        if (own) rollback();
        return error;
    };
    IndexRows rows;
    QSqlQuery& drop = prepared("DELETE FROM index_backlog WHERE game = ?");
    for (qint64 id : ids) {
        // A game that cannot be read back has nothing to index.
        if (auto stored = storedGame(id))
            if (auto index = gameIndex(stored->header, stored->moves))
                rows.add(id, stored->header, *index);
        drop.bindValue(0, id);
        if (!drop.exec()) return fail(failure(drop));
    }
    if (auto written = writeIndex(rows); !written) return fail(written.error());
    if (own)
        if (auto done = commit(); !done) return done.error();
    return qint64(ids.size());
}

namespace {

// The part of a position query after FROM: the index rows of one position in the games of
// one variant that pass a filter.
// Without a filter the rows alone answer (they carry the columns a tree adds up): the 64-bit
// hash is trusted to name a position of one variant. With one, the games are joined.
QString positionFrom(const SqlFilter& f) {
    if (f.conditions.isEmpty()) return QStringLiteral(" FROM game_positions p WHERE p.hash = ?");
    QString sql = QStringLiteral(" FROM game_positions p JOIN games g ON g.id = p.game "
                                 "WHERE p.hash = ? AND g.variant = "
                                 "(SELECT id FROM variants WHERE name = ?)");
    for (const QString& condition : f.conditions) sql += QStringLiteral(" AND ") + condition;
    return sql;
}

void bindPosition(QSqlQuery& q, std::uint64_t hash, const QString& variant, const SqlFilter& f) {
    q.addBindValue(qint64(hash));
    if (f.conditions.isEmpty()) return;
    q.addBindValue(variant);
    for (const QVariant& v : f.values) q.addBindValue(v);
}

} // namespace

DbResult<QVector<PositionGame>> GameDatabase::indexedGames(std::uint64_t hash,
                                                           const QString& variant,
                                                           const GameFilter& filter) const {
    const SqlFilter f = filterSql(filter);
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT p.game, p.ply") + positionFrom(f) +
              QStringLiteral(" ORDER BY p.game"));
    bindPosition(q, hash, variant, f);
    if (!q.exec()) return failure(q);
    QVector<PositionGame> out;
    while (q.next()) out.append({q.value(0).toLongLong(), q.value(1).toInt()});
    if (q.lastError().isValid()) return failure(q);
    return out;
}

namespace {

// The columns a tree adds up per turn, from the rows alone (p.) or from the joined games (g.).
QString treeColumns(bool joined) {
    return QStringLiteral("SELECT p.next, ") + QString::fromStdString(treeSums(joined ? "g" : "p"));
}

QVector<IndexedTurn> treeTurns(QSqlQuery& q) {
    QVector<IndexedTurn> out;
    while (q.next()) {
        IndexedTurn t;
        t.next = std::uint64_t(q.value(0).toLongLong());
        t.games = q.value(1).toLongLong();
        t.firstWins = qint64(q.value(2).toDouble());
        t.draws = qint64(q.value(3).toDouble());
        t.secondWins = qint64(q.value(4).toDouble());
        t.turns = qint64(q.value(5).toDouble());
        if (!q.value(6).isNull() && q.value(6).toInt() > 0) t.lastDate = q.value(6).toInt();
        out.append(t);
    }
    return out;
}

} // namespace

DbResult<QVector<IndexedTurn>> GameDatabase::indexedTurns(std::uint64_t hash,
                                                          const QString& variant,
                                                          const GameFilter& filter) const {
    const SqlFilter f = filterSql(filter);
    if (f.conditions.isEmpty()) {
        auto kept = totals_->read(hash);
        if (!kept) return kept.error();
        if (*kept) return std::move(**kept);
        QSqlQuery& big = prepared("SELECT 1 FROM game_positions WHERE hash = ? LIMIT 1 OFFSET ?");
        big.bindValue(0, qint64(hash));
        big.bindValue(1, parallelTreeRows_);
        if (!big.exec()) return failure(big);
        const bool many = big.next();
        big.finish();
        if (many) return keptTree(hash);
    }
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(treeColumns(!f.conditions.isEmpty()) + positionFrom(f) +
              QStringLiteral(" GROUP BY p.next"));
    bindPosition(q, hash, variant, f);
    if (!q.exec()) return failure(q);
    QVector<IndexedTurn> out = treeTurns(q);
    if (q.lastError().isValid()) return failure(q);
    return out;
}

// A big position's tree is kept once added up, when no other connection is writing (a query
// does not wait for one). It is added up under the write lock so that no write comes between.
DbResult<QVector<IndexedTurn>> GameDatabase::keptTree(std::uint64_t hash) const {
    const bool locked = !inTransaction_ && totals_->tryBegin();
    auto turns = indexedTurnsOnEveryCore(hash);
    if (!locked) return turns;
    if (turns && totals_->keep(hash, *turns))
        totals_->commit();
    else
        totals_->rollback();
    return turns;
}

// The start position of a big database has a row in every game: adding a million rows up is
// one scan of about 200 ms. Its turns are added up on every core instead, a turn at a time,
// each thread with a connection of its own (a SQLite connection belongs to one thread).
DbResult<QVector<IndexedTurn>> GameDatabase::indexedTurnsOnEveryCore(std::uint64_t hash) const {
    QVector<qint64> nexts; // one index seek each
    QSqlQuery& seek = prepared(
        "SELECT next FROM game_positions WHERE hash = ? AND next > ? ORDER BY next LIMIT 1");
    for (qint64 after = -1;; nexts.append(after)) {
        seek.bindValue(0, qint64(hash));
        seek.bindValue(1, after);
        if (!seek.exec()) return failure(seek);
        if (!seek.next()) break;
        after = seek.value(0).toLongLong();
    }
    seek.finish();
    // No more threads (and connections) than turns to add up.
    const auto threads = std::size_t(std::clamp(int(nexts.size()), 1, QThread::idealThreadCount()));
    std::atomic<int> taken{0};
    std::vector<QVector<IndexedTurn>> found(threads);
    std::vector<std::optional<DatabaseError>> errors(threads);
    auto work = [&](std::size_t t) {
        const QString name = uniqueConnectionName();
        {
            QSqlDatabase db = QSqlDatabase::cloneDatabase(connection_, name);
            if (!db.open()) {
                errors[t] = DatabaseError(Code::CannotOpen, {path_, db.lastError().text()});
            } else {
                QSqlQuery q(db);
                q.setForwardOnly(true);
                q.prepare(treeColumns(false) +
                          QStringLiteral(" FROM game_positions p WHERE p.hash = ? AND p.next = ? "
                                         "GROUP BY p.next"));
                for (int i = taken++; i < nexts.size() && !errors[t]; i = taken++) {
                    q.bindValue(0, qint64(hash));
                    q.bindValue(1, nexts[i]);
                    if (!q.exec()) errors[t] = failure(q);
                    found[t] += treeTurns(q);
                }
            }
        }
        QSqlDatabase::removeDatabase(name);
    };
    std::vector<std::thread> workers;
    for (std::size_t t = 0; t < threads; ++t) workers.emplace_back(work, t);
    for (std::thread& w : workers) w.join();
    QVector<IndexedTurn> out;
    for (std::size_t t = 0; t < threads; ++t) {
        if (errors[t]) return *errors[t];
        out += found[t];
    }
    std::sort(out.begin(), out.end(),
              [](const IndexedTurn& a, const IndexedTurn& b) { return a.next < b.next; });
    return out;
}

DbResult<QVector<MaterialRow>> GameDatabase::materialGames(std::uint64_t key,
                                                           std::uint64_t position,
                                                           const QString& variant,
                                                           const GameFilter& filter) const {
    const SqlFilter f = filterSql(filter);
    const std::string fingerprint = positionFingerprint(position);
    QString sql = QStringLiteral("SELECT m.game, m.first, m.last FROM game_material m "
                                 "JOIN games g ON g.id = m.game WHERE m.material = ? AND "
                                 "instr(m.positions, ?) > 0 AND "
                                 "g.variant = (SELECT id FROM variants WHERE name = ?)");
    for (const QString& condition : f.conditions) sql += QStringLiteral(" AND ") + condition;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    q.prepare(sql + QStringLiteral(" ORDER BY m.game"));
    q.addBindValue(qint64(key));
    q.addBindValue(QByteArray(fingerprint.data(), qsizetype(fingerprint.size())));
    q.addBindValue(variant);
    for (const QVariant& v : f.values) q.addBindValue(v);
    if (!q.exec()) return failure(q);
    QVector<MaterialRow> out;
    while (q.next())
        out.append({key, q.value(0).toLongLong(), q.value(1).toInt(), q.value(2).toInt(), {}});
    if (q.lastError().isValid()) return failure(q);
    return out;
}

DbResult<bool> GameDatabase::isIndexed(std::uint64_t hash) const {
    QSqlQuery& q = prepared("SELECT 1 FROM game_positions WHERE hash = ? LIMIT 1");
    q.bindValue(0, qint64(hash));
    if (!q.exec()) return failure(q);
    const bool found = q.next();
    q.finish();
    return found;
}

namespace {

// SQLite's progress handler: a nonzero answer interrupts the statement under way.
int interruptWhenSet(void* flag) {
    return static_cast<const std::atomic<bool>*>(flag)->load(std::memory_order_relaxed) ? 1 : 0;
}

} // namespace

DbResult<Compaction> GameDatabase::compact(const std::atomic<bool>* cancel) {
    const QSqlDatabase connection = QSqlDatabase::database(connection_, false);
    QSqlQuery q(connection);
    const auto bytes = [&q]() -> std::optional<qint64> {
        if (!q.exec(QStringLiteral("SELECT page_count * page_size FROM pragma_page_count, "
                                   "pragma_page_size")) ||
            !q.next())
            return std::nullopt;
        const qint64 n = q.value(0).toLongLong();
        q.finish();
        return n;
    };
    Compaction sizes;
    if (const auto before = bytes())
        sizes.bytesBefore = *before;
    else
        return failure(q);
    sqlite3* handle = SqliteStatement::handleOf(connection);
    // Polled every 1,000 steps of SQLite's machine: a Cancel answers at once.
    if (cancel && handle)
        sqlite3_progress_handler(handle, 1000, interruptWhenSet,
                                 const_cast<void*>(static_cast<const void*>(cancel)));
    const bool done = q.exec(QStringLiteral("VACUUM"));
    if (handle) sqlite3_progress_handler(handle, 0, nullptr, nullptr);
    if (!done) {
        if (cancel && cancel->load()) return DatabaseError(Code::Cancelled);
        return failure(q);
    }
    // The WAL holds the whole file once more: write it back and empty it, so that the space
    // comes back on the disk at once (a reader still at an older state may delay that; then a
    // later checkpoint does it).
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    q.finish();
    if (const auto after = bytes())
        sizes.bytesAfter = *after;
    else
        return failure(q);
    return sizes;
}

DbResult<qint64> GameDatabase::indexBytes() const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral(
            "SELECT total(pgsize) FROM dbstat WHERE name IN "
            "('game_positions', 'game_material', 'index_backlog', 'tree_totals')")) ||
        !q.next())
        return qint64(-1); // SQLite built without the dbstat table
    return qint64(q.value(0).toDouble());
}

} // namespace trellis::db
