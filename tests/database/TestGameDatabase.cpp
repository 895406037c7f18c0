// The game database: the blob codec and the tag layout (lossless for every variant), storage
// and reading back through SQLite, queries and filters, schema migration, and refusing files
// that are not (or no longer, or not yet) game databases without changing them.
#include "AnnotatedGame.h"
#include "Checked.h"
#include "DatabaseTestSupport.h"
#include "ForeignLock.h"
#include "OlderSchema.h"
#include "SharedData.h"

#include "DatabaseImporter.h"
#include "DatabaseSchema.h"
#include "DuplicateIndex.h"
#include "ErrorText.h"
#include "GameCodec.h"
#include "GameDatabase.h"
#include "GameGenerator.h"
#include "GameLists.h"
#include "PositionLists.h"
#include "RawIndex.h"
#include "game/Concat.h"
#include "game/PgnPieces.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "PositionSearch.h"
#include <QTest>

#include <algorithm>
#include <atomic>
#include <map>
#include <numeric>
#include <set>

using namespace trellis;
using namespace trellis::db;
using namespace trellis::testing;

namespace {

// Every game of the sample files and the shared Tri-D collection, with a name for each.
std::vector<std::pair<QString, GameTree>> corpus() {
    std::vector<std::pair<QString, GameTree>> out;
    QStringList files = sampleGameFiles();
    const QString shared = sharedDataPath(QStringLiteral("trid/db-trid-public.pgn"));
    if (QFile::exists(shared)) files << shared;
    for (const QString& file : files) {
        int n = 0;
        for (GameTree& tree : readGames(readBytes(file)))
            out.emplace_back(QFileInfo(file).fileName() + " #" + QString::number(++n),
                             std::move(tree));
    }
    out.emplace_back(QStringLiteral("annotated 120"), annotatedGame(120));
    return out;
}

// Trees a file cannot give but the GUI can: odd tags, a start position the tags do not say.
std::vector<std::pair<QString, GameTree>> unusualTrees() {
    std::vector<std::pair<QString, GameTree>> out;
    auto chess = std::move(createVariant("chess").value());
    auto trid = std::move(createVariant("trid").value());
    {
        GameTree t = readGames("[Event \"A\"]\n[Event \"B\"]\n[White \"x\"]\n[White \"y\"]\n"
                               "[Date \"2024\"]\n[Result \"won on time\"]\n[Variant \"tri-d\"]\n"
                               "[Annotator \"me\"]\n\n1. c4N b5N\n")
                         .front();
        out.emplace_back(QStringLiteral("repeated and odd tags"), std::move(t));
    }
    {
        GameTree t(*chess);
        t.removeTag("Variant");
        t.removeTag("Result");
        t.setTag("Date", "2024.13.40");
        t.setTag("Round", "");
        t.setTag("White", std::string("caf\xc3\xa9 \xff\xfe bytes"));
        (void)t.addTurnText(GameTree::root(), "e4");
        t.annotation(1).commentAfter = std::string("not UTF-8: \xe9t\xe9");
        out.emplace_back(QStringLiteral("no Variant, no Result, bad bytes"), std::move(t));
    }
    {
        // Text columns and extra tags keep their bytes: UTF-8 as TEXT, the others as BLOB.
        GameTree t(*chess);
        t.setTag("Round", std::string("\xfe\xff 3"));
        t.setTag("Annotator", std::string("caf\xc3\xa9"));
        t.setTag("Remark", std::string("\xe9t\xe9"));
        (void)t.addTurnText(GameTree::root(), "d4");
        out.emplace_back(QStringLiteral("bad bytes in the round and extra tags"), std::move(t));
    }
    {
        GameTree t(*chess);
        (void)t.setStartPosition("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        t.setTag("FEN", "8/8/8/8/8/8/8/K1k5 w - - 0 1"); // the tag no longer says the start
        const NodeId a = *t.addTurnText(GameTree::root(), "Kd2");
        (void)t.addTurnText(GameTree::root(), "Kf2");
        (void)t.addTurnText(a, "Kd7");
        t.annotation(GameTree::root()).commentBefore = "before everything";
        t.annotation(a).squares = {{'R', "e8"}};
        t.annotation(a).arrows = {{'G', "e2", "e4"}, {'Y', "whole", ""}};
        t.annotation(a).nags = {0, 255, 3};
        out.emplace_back(QStringLiteral("start not in the tags"), std::move(t));
    }
    {
        auto board = trid->clone();
        GameTree t(*board);
        t.setTag("Rules", "meder-1995"); // a rule set the tree does not play
        (void)t.addTurnText(GameTree::root(), "c4N");
        out.emplace_back(QStringLiteral("rules not in the tags"), std::move(t));
    }
    {
        GameTree t(*trid);
        for (int i = 0; i < 70; ++i) t.setTag("Extra" + std::to_string(i), std::to_string(i));
        t.removeTag("Variant");
        t.setTag("Variant", "Tri-D Chess"); // far down the list: kept as an extra
        out.emplace_back(QStringLiteral("many tags"), std::move(t));
    }
    return out;
}

QString written(const GameTree& tree) {
    return QString::fromStdString(PgnWriter().write(tree));
}

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString& path, const std::string& text) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.data(), qint64(text.size()));
}

// Generated games of every variant (a few Cotulenh games: they are slow to read).
std::string generatedText(const char* variant, int games, std::uint64_t seed, int maxTurns = 40) {
    GeneratorOptions g;
    g.variant = findVariant(variant);
    g.seed = seed;
    g.maxTurns = maxTurns;
    std::string text;
    generateGames(g, 0, games, 2, [&](const std::string& chunk) { text += chunk; });
    return text;
}

std::unique_ptr<GameDatabase> openOrFail(const QString& path) {
    auto db = GameDatabase::open(path);
    if (!db) qWarning("%s", qPrintable(db.error().text()));
    return db ? std::move(db.value()) : nullptr;
}

// Runs `sql` on the file through a connection of its own (what another program would do).
QString rawSql(const QString& path, const QStringList& sql) {
    QString error;
    {
        QSqlDatabase raw =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(path);
        if (!raw.open()) return raw.lastError().text();
        QSqlQuery q(raw);
        for (const QString& statement : sql)
            if (!q.exec(statement)) {
                error = statement + ": " + q.lastError().text();
                break;
            }
        q.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return error;
}

// The number `sql` (a count) gives on the file, through a connection of its own; -1 on error.
qint64 rawCount(const QString& path, const QString& sql) {
    qint64 n = -1;
    {
        QSqlDatabase raw =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(path);
        if (raw.open()) {
            QSqlQuery q(raw);
            if (q.exec(sql) && q.next()) n = q.value(0).toLongLong();
            q.finish();
            raw.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return n;
}

// The rows of a query (by value: a range-for over *db.rows() would outlive the result).
QVector<GameRow> rowsOf(GameDatabase& db, const GameQuery& query, qint64 offset = 0,
                        int limit = -1) {
    auto rows = db.rows(query, offset, limit);
    if (!rows) qWarning("%s", qPrintable(rows.error().text()));
    return rows ? *rows : QVector<GameRow>();
}

// Every game's canonical text, in id order.
QStringList exported(GameDatabase& db, const GameFilter& filter = {}) {
    QStringList out;
    GameQuery q;
    q.filter = filter;
    db.forEachGame(q, [&](StoredGame& g) {
        auto tree = decodeGame(g.header, g.moves);
        out << (tree ? written(*tree) : QStringLiteral("BAD ") + errorText(tree.error()));
        return true;
    });
    return out;
}

QStringList canonical(const std::vector<GameTree>& games) {
    QStringList out;
    for (const GameTree& g : games) out << written(g);
    return out;
}

} // namespace

class TestGameDatabase : public QObject {
    Q_OBJECT

  private slots:
    void varints() {
        for (std::uint64_t v :
             {0ull, 1ull, 127ull, 128ull, 300ull, 16383ull, 16384ull, (1ull << 35) + 5, ~0ull}) {
            std::string bytes;
            putVarint(bytes, v);
            std::size_t pos = 0;
            QCOMPARE(getVarint(bytes, pos), std::optional<std::uint64_t>(v));
            QCOMPARE(pos, bytes.size());
            if (bytes.size() > 1) {
                std::size_t cut = 0;
                QVERIFY(!getVarint(std::string_view(bytes).substr(0, bytes.size() - 1), cut));
            }
        }
        std::string one;
        putVarint(one, 127);
        QCOMPARE(one.size(), std::size_t(1));
    }

    void dates() {
        QCOMPARE(dateFromText("2265.02.04")->value, dateValue(2265, 2, 4));
        QVERIFY(dateFromText("2265.02.04")->canonical);
        for (const char* text :
             {"2265.02.04", "????.??.??", "2024.??.??", "2024.11.??", "0999.01.31", "????.05.??"}) {
            const auto d = dateFromText(text);
            QVERIFY2(d && d->canonical, text);
            QCOMPARE(QString::fromStdString(dateText(d->value)), QString(text));
        }
        // Every canonical text is what dateText gives back (encodeHeader relies on it to rebuild
        // the Date tag from the column).
        for (const std::string year : {"????", "0001", "0999", "2024", "9999"})
            for (int month = 0; month <= 12; ++month)
                for (int day = 0; day <= 31; ++day) {
                    const auto two = [](int n) {
                        return n == 0 ? std::string("??")
                                      : concat({n < 10 ? "0" : "", std::to_string(n)});
                    };
                    const std::string text = concat({year, ".", two(month), ".", two(day)});
                    const auto d = dateFromText(text);
                    QVERIFY2(d && d->canonical, text.c_str());
                    QCOMPARE(dateText(d->value), text);
                }
        for (const char* text : {"2024", "2024.3.5", "2024-03-05", "2024.13.40", "0000.01.01"}) {
            const auto d = dateFromText(text);
            QVERIFY2(!d || !d->canonical, text);
        }
        QCOMPARE(dateFromText("2024-03-05")->value, dateValue(2024, 3, 5));
        QCOMPARE(dateFromText("2024")->value, dateValue(2024, 0, 0));
        QVERIFY(!dateFromText("?"));
        QVERIFY(!dateFromText(""));
        QVERIFY(dateValue(2024, 0, 0) < dateValue(2024, 1, 1));
        QVERIFY(dateValue(2023, 12, 31) < dateValue(2024, 0, 0));
    }

    // Encoding then decoding gives the same tree, written to the same bytes, for every game of
    // every variant's sample, the shared collection and trees only the GUI makes.
    void codecRoundTrip() {
        // The samples alone still make a round trip; CI has the shared collection as well.
        if (underCi()) TRELLIS_REQUIRE_SHARED("trid/db-trid-public.pgn");
        const bool shared = QFile::exists(sharedDataPath("trid/db-trid-public.pgn"));
        auto games = corpus();
        for (auto& unusual : unusualTrees()) games.push_back(std::move(unusual));
        QVERIFY(games.size() > (shared ? 10u : 5u));
        int withSetup = 0, renumbered = 0;
        for (const auto& [name, tree] : games) {
            auto encoded = encodeGame(tree);
            QVERIFY2(encoded, qPrintable(name + ": " + errorText(encoded.error())));
            auto decoded = decodeGame(encoded->header, encoded->moves);
            QVERIFY2(decoded, qPrintable(name + ": " + errorText(decoded.error())));
            QCOMPARE(treeDump(*decoded), treeDump(tree));
            QCOMPARE(written(*decoded), written(tree));
            // A tree read from text knows its ranks (Tri-D); a decoded one asks the board.
            QCOMPARE(encodeGame(*decoded)->moves, encoded->moves);
            QCOMPARE(encoded->header.turns, int(tree.mainLine().size()));
            auto line = mainLineCodes(encoded->moves);
            QVERIFY(line);
            QCOMPARE(*line, encoded->mainLine);
            withSetup += encoded->moves.size() > 0 && encoded->moves[0] == 3;
            // Numbered as schema 12 stored it and back (the migration's way): the same bytes,
            // variations, annotations and set-ups kept record for record.
            const auto legacy =
                renumberTurns(encoded->header, encoded->moves, schema::currentVersion(), 12);
            QVERIFY2(legacy, qPrintable(name));
            const auto back = renumberTurns(encoded->header, *legacy, 12, schema::currentVersion());
            QVERIFY2(back && *back == encoded->moves, qPrintable(name));
            renumbered += *legacy != encoded->moves;
        }
        QCOMPARE(withSetup, 2); // only the two trees whose tags do not give the start
        QVERIFY(renumbered > 0);
        // A damaged blob is refused, naming the byte: a number no turn has, an open variation.
        const GameTree& first = games.front().second;
        const EncodedGame plain = *encodeGame(first);
        for (const std::string& bad : {plain.moves + "\x7f", plain.moves + std::string(1, '\0')})
            QVERIFY(!renumberTurns(plain.header, bad, 12, schema::currentVersion()));
    }

    // A turn costs one byte while its number stays below 124 (a Tri-D piece's move, numbered by
    // the piece and the square, two); tags cost nothing in the blob.
    void blobIsCompact() {
        const GameTree tree = annotatedGame(0);
        QVERIFY(encodeGame(tree)->moves.size() < 60); // just the game comment
        TRELLIS_REQUIRE_SHARED("trid/db-trid-public.pgn");
        const std::vector<GameTree> shared =
            readGames(readBytes(sharedDataPath(QStringLiteral("trid/db-trid-public.pgn"))));
        QVERIFY(!shared.empty());
        std::size_t turns = 0, bytes = 0;
        for (const GameTree& t : shared) {
            turns += t.mainLine().size();
            bytes += encodeGame(t)->moves.size();
        }
        QVERIFY2(double(bytes) / double(turns) < 2.05,
                 qPrintable(QString("%1 bytes for %2 turns").arg(bytes).arg(turns)));
    }

    void damagedBlobsFail() {
        const GameTree tree = annotatedGame(30);
        const EncodedGame good = *encodeGame(tree);
        // Every truncation and a few corruptions are refused with a reason, never a crash.
        for (std::size_t cut = 0; cut < good.moves.size(); ++cut) {
            const std::string_view part = std::string_view(good.moves).substr(0, cut);
            auto decoded = decodeGame(good.header, part);
            if (decoded) QCOMPARE(int(decoded->moveCount()) <= tree.moveCount(), true);
        }
        const std::string bad(1, char(0x7f)); // turn 123 of the start position's few turns
        const std::string unbalanced = good.moves + char(0);
        for (const std::string& moves :
             {bad, unbalanced, std::string(1, char(1)), std::string("\x80\x80", 2)}) {
            auto decoded = decodeGame(good.header, moves);
            QVERIFY(!decoded);
            QVERIFY(errorText(decoded.error()).contains("damaged"));
        }
        GameHeader header = good.header;
        header.variant = "nosuch";
        QVERIFY(!decodeGame(header, good.moves));
        header = good.header;
        header.extras.push_back({999, "X", "y"});
        QVERIFY(!decodeGame(header, good.moves));
    }

    // Lines are strings of one-byte codes here; "ab" is a prefix of "abc". Games come in by
    // key only and their lines are read through the loader when their key comes again.
    void duplicateIndex() {
        std::map<std::int64_t, std::string> lines{{1, "abc"}, {2, "abd"},  {3, "b"},
                                                  {5, "x"},   {6, "q"},    {10, "qq"},
                                                  {20, "a"},  {21, "abc"}, {22, "abd"}};
        int loads = 0;
        DuplicateIndex index([&](std::int64_t id) {
            ++loads;
            return std::optional<std::string>(lines[id]);
        });
        const auto any = [](std::int64_t) { return true; };
        for (std::int64_t id : {1, 2, 3}) index.addStored(id, 7);
        index.addStored(5, 9);
        QCOMPARE(loads, 0);
        using K = DuplicateIndex::Kind;
        auto is = [](DuplicateIndex::Match m, K kind, std::int64_t id) {
            return m.kind == kind && (kind == K::New || m.id == id);
        };
        QVERIFY(is(index.find(7, "abc", any), K::Duplicate, 1)); // the same line
        QCOMPARE(loads, 3);                                      // key 7 read once
        QVERIFY(is(index.find(7, "ab", any), K::Duplicate, 1));  // a prefix of a stored game
        QVERIFY(is(index.find(7, "", any), K::Duplicate, 1));    // no turns: a prefix of all
        QVERIFY(is(index.find(7, "abcz", any), K::Extends, 1));  // a stored game is its prefix
        QVERIFY(is(index.find(7, "abdzz", any), K::Extends, 2));
        QVERIFY(is(index.find(7, "bcd", any), K::Extends, 3));
        QVERIFY(is(index.find(7, "ac", any), K::New, 0));
        QVERIFY(is(index.find(7, "c", any), K::New, 0));
        QVERIFY(is(index.find(8, "abc", any), K::New, 0)); // another key
        // A candidate whose key only shares the hash is passed over.
        QVERIFY(is(index.find(7, "abcz", [](std::int64_t id) { return id != 1; }), K::New, 0));
        QVERIFY(is(index.find(7, "a", [](std::int64_t id) { return id != 1; }), K::Duplicate, 2));
        // The longer game replaces the stored one; a game with a new key waits unread.
        index.replace(1, 7, "abc", "abcde");
        QVERIFY(is(index.find(7, "abcd", any), K::Duplicate, 1));
        QVERIFY(is(index.find(7, "abcdef", any), K::Extends, 1));
        index.add(6, 11, "q");
        QCOMPARE(loads, 3);
        QVERIFY(is(index.find(11, "q", any), K::Duplicate, 6));
        QCOMPARE(loads, 4);
        index.add(10, 11, "qq"); // the key is read now: kept as it is
        QVERIFY(is(index.find(11, "qqq", any), K::Extends, 10));
        QCOMPARE(loads, 4);
        QVERIFY(is(index.find(9, "x", any), K::Duplicate, 5));
        // The nearest line before "abe" is "abd", no prefix of it; the search goes back to
        // what they share ("ab") and finds "a".
        for (std::int64_t id : {20, 21, 22}) index.addStored(id, 12);
        QVERIFY(is(index.find(12, "abe", any), K::Extends, 20));
        QVERIFY(is(index.find(12, "b", any), K::New, 0));
    }

    // Thousands of games under hundreds of keys (the table grows, its probes cross taken
    // slots): each key's games are read once, all of them and no other, and among games with
    // the same line the oldest is the duplicate.
    void duplicateIndexAtScale() {
        std::map<std::int64_t, std::uint64_t> keyOf;
        int loads = 0;
        DuplicateIndex index([&](std::int64_t) {
            ++loads;
            return std::optional<std::string>("ab");
        });
        constexpr int kKeys = 700, kGames = 6000;
        for (std::int64_t id = kGames; id >= 1; --id) { // stored newest first
            const std::uint64_t key = std::uint64_t(id % kKeys) * 0x100000001ull;
            keyOf[id] = key;
            index.addStored(id, key);
        }
        for (int k = 0; k < kKeys; ++k) {
            const std::uint64_t key = std::uint64_t(k) * 0x100000001ull;
            std::vector<std::int64_t> seen;
            const auto match = index.find(key, "ab", [&](std::int64_t id) {
                seen.push_back(id);
                return true;
            });
            const std::int64_t oldest = k == 0 ? kKeys : k;
            QCOMPARE(int(match.kind), int(DuplicateIndex::Kind::Duplicate));
            QCOMPARE(match.id, oldest);
            QCOMPARE(keyOf[match.id], key);
        }
        QCOMPARE(loads, kGames);
        QCOMPARE(int(index.find(kKeys, "ab", [](std::int64_t) { return true; }).kind),
                 int(DuplicateIndex::Kind::New));
        QCOMPARE(loads, kGames);
    }

    void storeAndLoad() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        auto opened = GameDatabase::open(path);
        QVERIFY2(opened, qPrintable(opened.error().text()));
        GameDatabase& db = **opened;
        QCOMPARE(db.schemaVersion(), schema::currentVersion());
        auto games = corpus();
        for (auto& unusual : unusualTrees()) games.push_back(std::move(unusual));
        std::vector<qint64> ids;
        for (const auto& [name, tree] : games) {
            auto id = db.addGame(tree);
            QVERIFY2(id, qPrintable(name + ": " + id.error().text()));
            ids.push_back(*id);
        }
        QCOMPARE(*db.count(), qint64(games.size()));
        for (std::size_t i = 0; i < games.size(); ++i) {
            auto loaded = db.loadGame(ids[i]);
            QVERIFY2(loaded, qPrintable(games[i].first + ": " + loaded.error().text()));
            QCOMPARE(treeDump(*loaded), treeDump(games[i].second));
            QCOMPARE(written(*loaded), written(games[i].second));
            // Byte for byte: the texts above make QStrings of bytes that are not UTF-8.
            QVERIFY2(loaded->tags() == games[i].second.tags(), qPrintable(games[i].first));
        }
        // Replace one game by another; delete two.
        QVERIFY(db.replaceGame(ids[0], games[1].second));
        QCOMPARE(written(*db.loadGame(ids[0])), written(games[1].second));
        // Their index entries go with them; every other game keeps its own.
        auto entriesOf = [&](qint64 game) { // the game's positions and material spans
            const auto raw = rawIndex(path);
            if (!raw) return std::pair<qint64, qint64>(-1, -1);
            return std::pair<qint64, qint64>(
                std::count_if(raw->positions.begin(), raw->positions.end(),
                              [&](const PositionHit& h) { return h.game == game; }),
                std::count_if(raw->materials.begin(), raw->materials.end(),
                              [&](const MaterialRow& r) { return r.game == game; }));
        };
        const auto before = rawIndex(path);
        QVERIFY(before);
        const auto [positions1, spans1] = entriesOf(ids[1]);
        const auto [positions2, spans2] = entriesOf(ids[2]);
        QVERIFY(positions1 > 0 && positions2 > 0);
        QCOMPARE(*db.deleteGames({ids[1], ids[2], 999999}), 2);
        QCOMPARE(entriesOf(ids[1]), (std::pair<qint64, qint64>(0, 0)));
        QCOMPARE(entriesOf(ids[2]), (std::pair<qint64, qint64>(0, 0)));
        const auto after = rawIndex(path);
        QVERIFY(after);
        QCOMPARE(qint64(after->positions.size()),
                 qint64(before->positions.size()) - positions1 - positions2);
        QCOMPARE(qint64(after->materials.size()),
                 qint64(before->materials.size()) - spans1 - spans2);
        std::set<qint64> indexedGames;
        for (const PositionHit& h : after->positions) indexedGames.insert(h.game);
        QCOMPARE(qint64(indexedGames.size()), qint64(games.size() - 2));
        QCOMPARE(db.loadGame(ids[1]).error().code, DatabaseErrorCode::NoSuchGame);
        QCOMPARE(db.replaceGame(ids[1], games[0].second).error().code,
                 DatabaseErrorCode::NoSuchGame);
        QCOMPARE(*db.count(), qint64(games.size() - 2));
        // The ids of deleted games are never given again.
        auto added = db.addGame(games[3].second);
        QVERIFY(*added > ids.back());
        const auto stats = db.stats();
        QVERIFY(stats);
        QCOMPARE(stats->integrity, QString("ok"));
        QCOMPARE(stats->games, qint64(games.size() - 1));
        // Two games with material spans, deleted together, take their spans with them (two
        // long generated games make sure there are two without the shared corpus).
        GeneratorOptions longGames;
        longGames.variant = findVariant("chess");
        longGames.maxTurns = 80;
        for (int i = 0; i < 2; ++i) QVERIFY(db.addGame(generateGame(longGames, i)));
        const auto withLong = rawIndex(path);
        QVERIFY(withLong && withLong->materials.size() >= 2);
        const auto [least, most] = std::minmax_element(
            withLong->materials.begin(), withLong->materials.end(),
            [](const MaterialRow& a, const MaterialRow& b) { return a.game < b.game; });
        const qint64 first = least->game, last = most->game;
        QVERIFY(first < last);
        const auto [firstPositions, firstSpans] = entriesOf(first);
        const auto [lastPositions, lastSpans] = entriesOf(last);
        QCOMPARE(*db.deleteGames({last, first}), 2);
        QCOMPARE(entriesOf(first), (std::pair<qint64, qint64>(0, 0)));
        QCOMPARE(entriesOf(last), (std::pair<qint64, qint64>(0, 0)));
        QCOMPARE(qint64(rawIndex(path)->materials.size()),
                 qint64(withLong->materials.size()) - firstSpans - lastSpans);
        QCOMPARE(qint64(rawIndex(path)->positions.size()),
                 qint64(withLong->positions.size()) - firstPositions - lastPositions);
    }

    // Deleted games leave free pages; compact() gives them back and keeps every other game
    // (its id, its tree, its index rows). Cancelled, or inside a transaction, it changes
    // nothing.
    void compactGivesBackDeletedSpace() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.trellisdb");
        auto opened = GameDatabase::open(path);
        QVERIFY(opened);
        GameDatabase& db = **opened;
        GeneratorOptions options;
        options.variant = findVariant("chess");
        options.maxTurns = 60;
        QVector<qint64> ids, gone;
        for (int i = 0; i < 240; ++i) {
            auto id = db.addGame(generateGame(options, std::uint64_t(i)));
            QVERIFY(id);
            (i % 4 ? gone : ids) << *id;
        }
        QCOMPARE(*db.deleteGames(gone), int(gone.size()));
        QStringList kept;
        for (const qint64 id : ids) kept << written(*db.loadGame(id));
        const auto indexRows = [&] {
            const auto raw = rawIndex(path);
            return raw ? qint64(raw->positions.size()) * 1000000 + qint64(raw->materials.size())
                       : -1;
        };
        const qint64 rows = indexRows();
        const auto loose = db.stats();
        QVERIFY(loose);
        QVERIFY(loose->freeBytes > 0);

        std::atomic<bool> cancel{true};
        QCOMPARE(db.compact(&cancel).error().code, DatabaseErrorCode::Cancelled);
        QVERIFY(db.beginTransaction());
        const auto inTransaction = db.compact();
        QVERIFY(!inTransaction);
        QVERIFY(!inTransaction.error().text().isEmpty());
        db.rollback();
        QCOMPARE(db.stats()->fileBytes, loose->fileBytes);
        QCOMPARE(db.stats()->freeBytes, loose->freeBytes);

        cancel = false;
        const auto sizes = db.compact(&cancel);
        QVERIFY2(sizes, qPrintable(sizes.error().text()));
        QCOMPARE(sizes->bytesBefore, loose->fileBytes);
        QVERIFY(sizes->bytesAfter <= loose->fileBytes - loose->freeBytes);
        const auto tight = db.stats();
        QCOMPARE(tight->integrity, QString("ok"));
        QCOMPARE(tight->freeBytes, qint64(0));
        QCOMPARE(tight->fileBytes, sizes->bytesAfter);
        QCOMPARE(QFileInfo(path).size(), sizes->bytesAfter); // the WAL went back into the file
        QCOMPARE(*db.count(), qint64(ids.size()));
        for (qsizetype i = 0; i < ids.size(); ++i) QCOMPARE(written(*db.loadGame(ids[i])), kept[i]);
        QCOMPARE(indexRows(), rows);
        // Ids of deleted games are still never given again.
        QVERIFY(*db.addGame(generateGame(options, 999)) > gone.back());
    }

    // --- Import ---------------------------------------------------------------------------

    // The shared collection with its broken games: each is reported with its game number and a
    // line inside it; every good game is there, and the expected filters give their rounds.
    void importSharedCollection() {
        TRELLIS_REQUIRE_SHARED("trid/db-trid-public-expect.json");
        QFile expectFile(sharedDataPath("trid/db-trid-public-expect.json"));
        QVERIFY(expectFile.open(QIODevice::ReadOnly));
        const QJsonObject expect = QJsonDocument::fromJson(expectFile.readAll()).object();
        QTemporaryDir dir;
        auto db = openOrFail(dir.filePath("db.trellisdb"));
        QVERIFY(db);
        const QString file = sharedDataPath("trid/db-trid-public.pgn");
        ImportOptions options;
        options.pieceBytes = 2000; // several pieces, so the threads share the file
        const ImportReport r = DatabaseImporter::importFiles(*db, {file}, options);
        QCOMPARE(r.failure.code, DatabaseErrorCode::None);
        QCOMPARE(r.imported, qint64(expect["games"].toInt()));
        const QJsonArray bad = expect["bad"].toArray();
        QCOMPARE(r.skipped, qint64(bad.size()));
        QCOMPARE(r.issues.size(), bad.size());
        for (int i = 0; i < bad.size(); ++i) {
            const QJsonObject b = bad[i].toObject();
            QCOMPARE(r.issues[i].file, file);
            QCOMPARE(r.issues[i].game, b["game"].toInt());
            QVERIFY2(r.issues[i].line >= b["first_line"].toInt() &&
                         r.issues[i].line <= b["last_line"].toInt(),
                     qPrintable(r.issues[i].text()));
        }
        // Every good game, whole: the database writes out what the file holds.
        std::vector<PgnError> errors;
        QCOMPARE(exported(*db), canonical(readGames(readBytes(file), &errors)));

        auto rounds = [&](const GameFilter& f) {
            QList<int> out;
            for (const GameRow& row : rowsOf(*db, {f, GameSortField::Id, Qt::AscendingOrder}))
                out << row.round.toInt();
            std::sort(out.begin(), out.end());
            return out;
        };
        auto expected = [&](const char* name) {
            QList<int> out;
            for (const auto& v : expect["filters"].toObject()[name].toArray()) out << v.toInt();
            std::sort(out.begin(), out.end());
            return out;
        };
        GameFilter f;
        f.player = "Spock";
        QCOMPARE(rounds(f), expected("player Spock"));
        f = {};
        f.white = "kirk";
        QCOMPARE(rounds(f), expected("white kirk"));
        f = {};
        f.result = "1-0";
        QCOMPARE(rounds(f), expected("result 1-0"));
        f = {};
        f.event = "vulcan";
        QCOMPARE(rounds(f), expected("event vulcan"));
        f = {};
        f.dateFrom = dateValue(2263, 1, 1);
        f.dateTo = dateValue(2265, 12, 31);
        QCOMPARE(rounds(f), expected("date 2263-2265"));
    }

    // Pieces read on their own give what reading the whole file gives: the same games, the
    // same errors with the same game numbers and lines, even with a piece cut after every game
    // and the file fed a few bytes at a time.
    void piecesReadLikeTheWholeFile() {
        std::string text = readBytes(sampleGameFiles().first()) + "\n";
        text += generatedText("trid", 6, 11);
        text += "[Event \"comment hiding a tag line\"]\n\n1. c4N {a 1-0\n[Event \"not a tag\"] "
                "still the comment} b5N 1-0\n";
        text += "[Event \"unterminated comment\"]\n\n1. c4N {never closed 1-0\n"
                "[Event \"after it\"]\n\n1. c4N b5N *\n";
        text += "[Event \"result glued\"]\n\n1. c4N b5N *[Event \"next\"]\n\n1. c4N *\n";
        text += "[Event \"no result\"]\n\n1. c4N b5N\n[Event \"x\"]\n\n1. c4N *\n";
        text += "%escaped line 1-0\n[Event \"escape\"]\n\n1. c4N 0-1\n\n";
        text += "[Event \"result in a variation\"]\n\n1. c4N (1. b3W 1-0\n[Event \"y\"]\n\n"
                "1. c4N 1/2-1/2\n";
        text += "[Event \"bad tag\n[Event \"z\"]\n\n1. c4N *\n{trailing comment}\n";
        text += generatedText("chess", 4, 12);
        const PgnReader reader(registeredVariants());
        const PgnReadResult whole = reader.read(text);
        QVERIFY(whole.errors.size() >= 3);
        QTemporaryDir dir;
        const QString file = dir.filePath("mixed.pgn");
        TRELLIS_CHECKED(writeFile(file, text));
        for (std::size_t pieceBytes : {std::size_t(1), std::size_t(300), std::size_t(1) << 20}) {
            auto db = openOrFail(dir.filePath(QString("db%1.trellisdb").arg(pieceBytes)));
            ImportOptions options;
            options.pieceBytes = pieceBytes;
            options.readBytes = 7;
            options.keepDuplicates = true;
            const ImportReport r = DatabaseImporter::importFiles(*db, {file}, options);
            QCOMPARE(r.failure.code, DatabaseErrorCode::None);
            QCOMPARE(r.issues.size(), qsizetype(whole.errors.size()));
            for (std::size_t i = 0; i < whole.errors.size(); ++i) {
                QCOMPARE(r.issues[qsizetype(i)].game, whole.errors[i].game);
                QCOMPARE(r.issues[qsizetype(i)].line, whole.errors[i].line);
                QCOMPARE(r.issues[qsizetype(i)].column, whole.errors[i].column);
                QCOMPARE(r.issues[qsizetype(i)].message, errorText(whole.errors[i].error));
                QCOMPARE(r.issues[qsizetype(i)].code,
                         QString(errorCodeName(whole.errors[i].error.code)));
            }
            std::vector<GameTree> games;
            for (const PgnGame& g : whole.games) games.push_back(g.tree);
            QCOMPARE(exported(*db), canonical(games));
            QCOMPARE(r.gamesRead, qint64(whole.games.size() + whole.errors.size()));
        }
    }

    // Import then export gives back every game of every variant as the file has it, in order.
    void importExportEveryVariant() {
        QTemporaryDir dir;
        std::string text;
        for (const QString& f : sampleGameFiles()) text += readBytes(f) + "\n";
        text += generatedText("trid", 30, 1) + generatedText("chess", 30, 2) +
                generatedText("cotulenh", 3, 3, 30);
        const QString file = dir.filePath("all.pgn");
        TRELLIS_CHECKED(writeFile(file, text));
        auto db = openOrFail(dir.filePath("db.trellisdb"));
        const ImportReport r = DatabaseImporter::importFiles(*db, {file});
        QCOMPARE(r.skipped, qint64(0));
        QCOMPARE(exported(*db), canonical(readGames(text)));
        QSet<QString> variants;
        for (const GameRow& row : rowsOf(*db, {})) variants << row.variant;
        QCOMPARE(variants.size(), int(registeredVariants().size()));
    }

    // The import writes without foreign key checks: what it wrote holds them, and the
    // connection checks them again after it (a deletion still takes a game's moves along).
    void importKeepsForeignKeys() {
        QTemporaryDir dir;
        const QString file = dir.filePath("games.pgn"), path = dir.filePath("db.trellisdb");
        TRELLIS_CHECKED(writeFile(file, generatedText("chess", 12, 4)));
        auto db = openOrFail(path);
        QCOMPARE(DatabaseImporter::importFiles(*db, {file}).imported, qint64(12));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM pragma_foreign_key_check"), qint64(0));
        QCOMPARE(*db->deleteGames({3, 4}), 2);
        QCOMPARE(rawCount(path, "SELECT count(*) FROM game_moves"), qint64(10));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM game_moves WHERE game IN (3, 4)"), qint64(0));
    }

    // A name is interned once however many imports meet it: a later connection, whose caches
    // start empty, inserts only the names the file has not seen and finds the others.
    void namesInternedOnceAcrossImports() {
        QTemporaryDir dir;
        const QString path = dir.filePath("db.trellisdb");
        auto importWith = [&](const char* file, const char* white, const char* eco, int seed) {
            std::vector<GameTree> games = readGames(generatedText("chess", 6, seed));
            std::string text;
            for (GameTree& g : games) {
                g.setTag("White", white);
                g.setTag("Black", "Bob Beta");
                g.setTag("ECO", eco);
                text += written(g).toStdString() + "\n";
            }
            TRELLIS_CHECKED(writeFile(dir.filePath(file), text));
            auto db = openOrFail(path);
            QCOMPARE(DatabaseImporter::importFiles(*db, {dir.filePath(file)}).imported,
                     qint64(games.size()));
        };
        importWith("a.pgn", "Ann Alpha", "C00", 61);
        importWith("b.pgn", "Cy Gamma", "C00", 62); // Bob Beta and C00 again, Cy Gamma new
        QCOMPARE(rawCount(path, "SELECT count(*) FROM players"), qint64(3));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM tag_names WHERE name = 'ECO'"), qint64(1));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM tag_values WHERE name = 'C00'"), qint64(1));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM games g JOIN players p ON p.id = g.black "
                                "WHERE p.name = 'Bob Beta'"),
                 qint64(12));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM games g JOIN players p ON p.id = g.white "
                                "WHERE p.name = 'Cy Gamma'"),
                 qint64(6));
    }

    // Queued games (what an import writes) take the ids AUTOINCREMENT would give, never one a
    // deleted game had; a rollback forgets them; a commit, or any other write, inserts them.
    void queuedGames() {
        QTemporaryDir dir;
        const QString path = dir.filePath("db.trellisdb");
        auto db = openOrFail(path);
        std::vector<EncodedGame> games;
        for (const GameTree& tree : readGames(generatedText("chess", 6, 9)))
            games.push_back(encodeGame(tree).value());
        QCOMPARE(*db->insertGame(games[0]), qint64(1));
        QCOMPARE(*db->insertGame(games[1]), qint64(2));
        QCOMPARE(*db->deleteGames({2}), 1);
        QVERIFY(db->beginTransaction());
        QCOMPARE(*db->queueGame(games[2]), qint64(3)); // not 2: that was a deleted game's
        QCOMPARE(*db->queueGame(games[3]), qint64(4));
        db->rollback();
        QVERIFY(db->beginTransaction());
        QCOMPARE(*db->queueGame(games[4]), qint64(3));
        QCOMPARE(*db->insertGame(games[5]), qint64(4)); // after the queued game, inserted first
        QVERIFY(db->commit());
        QCOMPARE(rawCount(path, "SELECT count(*) FROM games"), qint64(3));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM game_moves"), qint64(3));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM index_backlog"), qint64(1)); // the queued
        QCOMPARE(*db->indexBacklog(), qint64(1));
        QCOMPARE(db->stats(true)->integrity, QStringLiteral("ok"));
        for (qint64 id : {1, 3, 4}) QVERIFY(db->storedGame(id));
        QCOMPARE(db->storedGame(3)->moves, games[4].moves);
        QCOMPARE(db->storedGame(4)->moves, games[5].moves);
    }

    void duplicates() {
        QTemporaryDir dir;
        const std::string text = generatedText("trid", 40, 5);
        std::vector<GameTree> games = readGames(text);
        QCOMPARE(games.size(), std::size_t(40));
        // The first five games cut to half their main line, and two copies of game 6 with
        // other players (not duplicates).
        std::string halves, others;
        for (int i = 0; i < 5; ++i) {
            GameTree half = games[std::size_t(i)];
            const std::vector<NodeId> line = half.mainLine();
            half.truncateAfter(line[line.size() / 2]);
            halves += PgnWriter().write(half) + "\n";
        }
        for (const char* name : {"Somebody, Else", "Another, One"}) {
            GameTree other = games[5];
            other.setTag("White", name);
            others += PgnWriter().write(other) + "\n";
        }
        const QString all = dir.filePath("all.pgn"), half = dir.filePath("half.pgn"),
                      other = dir.filePath("other.pgn");
        TRELLIS_CHECKED(writeFile(all, text));
        TRELLIS_CHECKED(writeFile(half, halves));
        TRELLIS_CHECKED(writeFile(other, others));

        auto db = openOrFail(dir.filePath("a.trellisdb"));
        ImportReport r = DatabaseImporter::importFiles(*db, {all, all});
        QCOMPARE(r.imported, qint64(40));
        QCOMPARE(r.duplicates, qint64(40)); // the second copy, in the same import
        r = DatabaseImporter::importFiles(*db, {half, all});
        QCOMPARE(r.imported, qint64(0));
        QCOMPARE(r.duplicates, qint64(45)); // prefixes of stored games, and the games again
        QCOMPARE(r.replaced, qint64(0));
        r = DatabaseImporter::importFiles(*db, {other});
        QCOMPARE(r.imported, qint64(2));
        ImportOptions keep;
        keep.keepDuplicates = true;
        r = DatabaseImporter::importFiles(*db, {half}, keep);
        QCOMPARE(r.imported, qint64(5));
        QCOMPARE(*db->count(), qint64(47));

        // Prefixes first: the whole games replace them and keep their ids.
        auto fresh = openOrFail(dir.filePath("b.trellisdb"));
        r = DatabaseImporter::importFiles(*fresh, {half});
        QCOMPARE(r.imported, qint64(5));
        r = DatabaseImporter::importFiles(*fresh, {all});
        QCOMPARE(r.imported, qint64(35));
        QCOMPARE(r.duplicates, qint64(5));
        QCOMPARE(r.replaced, qint64(5));
        QCOMPARE(*fresh->count(), qint64(40));
        for (int i = 0; i < 5; ++i)
            QCOMPARE(written(*fresh->loadGame(i + 1)), written(games[std::size_t(i)]));

        // The same in one file, so in one piece, after two other games: a game extends one
        // stored a few games before in the same piece, whose index rows and those of the
        // games before it are not written yet. The index ends as with one file at a time.
        const QString both = dir.filePath("both.pgn");
        TRELLIS_CHECKED(writeFile(both, others + halves + text));
        const QString onePiece = dir.filePath("c.trellisdb"), apart = dir.filePath("d.trellisdb");
        auto single = openOrFail(onePiece);
        r = DatabaseImporter::importFiles(*single, {both});
        QCOMPARE(r.imported, qint64(42));
        QCOMPARE(r.replaced, qint64(5));
        QCOMPARE(single->stats()->integrity, QStringLiteral("ok"));
        QCOMPARE(*single->backlogSize(), qint64(0));
        auto separate = openOrFail(apart);
        for (const QString& f : {other, half, all})
            QVERIFY(DatabaseImporter::importFiles(*separate, {f}).failure.code ==
                    DatabaseErrorCode::None);
        QCOMPARE(*separate->count(), qint64(42));
        const auto a = rawIndex(onePiece), b = rawIndex(apart);
        QVERIFY(a && b && !a->positions.empty());
        QVERIFY(a->positions == b->positions);
        QVERIFY(std::equal(a->materials.begin(), a->materials.end(), b->materials.begin(),
                           b->materials.end(), [](const MaterialRow& x, const MaterialRow& y) {
                               return std::tie(x.key, x.game, x.first, x.last, x.positions) ==
                                      std::tie(y.key, y.game, y.first, y.last, y.positions);
                           }));
    }

    void progressAndCancel() {
        QTemporaryDir dir;
        const QString file = dir.filePath("games.pgn");
        TRELLIS_CHECKED(writeFile(file, generatedText("chess", 120, 8)));
        auto db = openOrFail(dir.filePath("db.trellisdb"));
        std::atomic<bool> cancel{false};
        std::vector<qint64> seen;
        ImportOptions options;
        options.pieceBytes = 1;
        options.batchGames = 7;
        options.threads = 2;
        options.progressIntervalMs = 0;
        options.cancel = &cancel;
        options.progress = [&](const ImportProgress& p) {
            seen.push_back(p.gamesRead);
            if (p.imported >= 30) cancel = true;
        };
        const ImportReport r = DatabaseImporter::importFiles(*db, {file}, options);
        QVERIFY(r.cancelled);
        QVERIFY(r.imported >= 30 && r.imported < 120);
        QCOMPARE(*db->count(), r.imported); // what was imported is committed, nothing more
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QCOMPARE(seen.back(), r.gamesRead);
        QVERIFY(r.bytesTotal > 0 && r.bytesRead <= r.bytesTotal);

        // Without cancelling, the last report has every game.
        seen.clear();
        options.cancel = nullptr;
        options.progress = [&](const ImportProgress& p) { seen.push_back(p.gamesRead); };
        options.keepDuplicates = true;
        auto other = openOrFail(dir.filePath("other.trellisdb"));
        const ImportReport all = DatabaseImporter::importFiles(*other, {file}, options);
        QCOMPARE(all.imported, qint64(120));
        QCOMPARE(seen.back(), qint64(120));
        QCOMPARE(all.bytesRead, all.bytesTotal);
    }

    // Filters and orders against answers computed here from the generated games' tags.
    void filtersAndOrders() {
        QTemporaryDir dir;
        const std::string text =
            generatedText("trid", 150, 21, 30) + generatedText("chess", 80, 22, 60);
        const std::vector<GameTree> games = readGames(text);
        const QString file = dir.filePath("games.pgn");
        TRELLIS_CHECKED(writeFile(file, text));
        auto db = openOrFail(dir.filePath("db.trellisdb"));
        QCOMPARE(DatabaseImporter::importFiles(*db, {file}).imported, qint64(games.size()));

        auto tag = [](const GameTree& g, const char* key) {
            return QString::fromStdString(g.tag(key));
        };
        // Dates compare as text once unknown parts read as zeros.
        auto dateKey = [&](const GameTree& g) { return tag(g, "Date").replace('?', '0'); };
        using Check = std::function<bool(const GameTree&)>;
        struct Case {
            const char* name;
            GameFilter filter;
            Check check;
        };
        std::vector<Case> cases;
        auto add = [&](const char* name, auto set, Check check) {
            Case c{name, {}, std::move(check)};
            set(c.filter);
            cases.push_back(std::move(c));
        };
        auto has = [&](const GameTree& g, const char* key, const char* needle) {
            return tag(g, key).contains(QString(needle), Qt::CaseInsensitive);
        };
        add(
            "variant chess", [](GameFilter& f) { f.variant = "chess"; },
            [](const GameTree& g) { return g.startVariant().id() == "chess"; });
        add(
            "white novak", [](GameFilter& f) { f.white = "novak"; },
            [&](const GameTree& g) { return has(g, "White", "novak"); });
        add(
            "black ADA", [](GameFilter& f) { f.black = "ADA"; },
            [&](const GameTree& g) { return has(g, "Black", "ada"); });
        add(
            "player ra", [](GameFilter& f) { f.player = "ra"; },
            [&](const GameTree& g) { return has(g, "White", "ra") || has(g, "Black", "ra"); });
        add(
            "search on", [](GameFilter& f) { f.search = "on"; },
            [&](const GameTree& g) {
                return has(g, "White", "on") || has(g, "Black", "on") || has(g, "Event", "on");
            });
        add(
            "event OPEN", [](GameFilter& f) { f.event = "OPEN"; },
            [&](const GameTree& g) { return has(g, "Event", "open"); });
        add(
            "site a", [](GameFilter& f) { f.site = "a"; },
            [&](const GameTree& g) { return has(g, "Site", "a"); });
        for (const char* result : {"1-0", "0-1", "1/2-1/2", "*"})
            add(
                result, [result](GameFilter& f) { f.result = result; },
                [&tag, result](const GameTree& g) { return tag(g, "Result") == result; });
        add(
            "dates 2000-2010",
            [](GameFilter& f) {
                f.dateFrom = dateValue(2000, 1, 1);
                f.dateTo = dateValue(2010, 12, 31);
            },
            [&](const GameTree& g) {
                return dateKey(g) >= "2000.01.01" && dateKey(g) <= "2010.12.31";
            });
        add(
            "turns 20-35",
            [](GameFilter& f) {
                f.minTurns = 20;
                f.maxTurns = 35;
            },
            [](const GameTree& g) {
                return g.mainLine().size() >= 20 && g.mainLine().size() <= 35;
            });
        add(
            "chess, player e, 1-0, turns >= 40",
            [](GameFilter& f) {
                f.variant = "chess";
                f.player = "e";
                f.result = "1-0";
                f.minTurns = 40;
            },
            [&](const GameTree& g) {
                return g.startVariant().id() == "chess" &&
                       (has(g, "White", "e") || has(g, "Black", "e")) &&
                       tag(g, "Result") == "1-0" && g.mainLine().size() >= 40;
            });
        add(
            "nobody", [](GameFilter& f) { f.player = "nobody at all"; },
            [](const GameTree&) { return false; });
        // Needles that name only players, only events, or nothing of a names table: the
        // conditions that name nothing are left out of the SQL or make it false.
        add(
            "search novak (players only)", [](GameFilter& f) { f.search = "NOVAK"; },
            [&](const GameTree& g) {
                return has(g, "White", "novak") || has(g, "Black", "novak") ||
                       has(g, "Event", "novak");
            });
        add(
            "search cup (events only)", [](GameFilter& f) { f.search = "cup"; },
            [&](const GameTree& g) {
                return has(g, "White", "cup") || has(g, "Black", "cup") || has(g, "Event", "cup");
            });
        add(
            "nobody: search", [](GameFilter& f) { f.search = "no such name"; },
            [](const GameTree&) { return false; });
        add(
            "nobody: event", [](GameFilter& f) { f.event = "no such event"; },
            [](const GameTree&) { return false; });
        add(
            "nobody: site, with a result",
            [](GameFilter& f) {
                f.site = "no such site";
                f.result = "1-0";
            },
            [](const GameTree&) { return false; });
        add(
            "nobody: white, with a matching black",
            [](GameFilter& f) {
                f.white = "no such player";
                f.black = "a";
            },
            [](const GameTree&) { return false; });
        {
            // The two searches above each name one kind only.
            GameFilter novakEvent, cupPlayer;
            novakEvent.event = "novak";
            cupPlayer.player = "cup";
            QCOMPARE(*db->count(novakEvent), qint64(0));
            QCOMPARE(*db->count(cupPlayer), qint64(0));
        }
        // Players' games through their lists (a temporary table) and through a scan.
        for (const qint64 picked : {GameDatabase::kPickedGames, qint64(0)}) {
            db->setPickedGames(picked);
            for (const Case& c : cases) {
                QList<qint64> expected;
                for (std::size_t i = 0; i < games.size(); ++i)
                    if (c.check(games[i])) expected << qint64(i + 1);
                QList<qint64> got;
                for (const GameRow& row :
                     rowsOf(*db, {c.filter, GameSortField::Id, Qt::AscendingOrder}))
                    got << row.id;
                QVERIFY2(got == expected, c.name);
                QCOMPARE(*db->count(c.filter), qint64(expected.size()));
                QVERIFY2(expected.size() > 0 || QString(c.name).startsWith("nobody"), c.name);
            }
        }
        db->setPickedGames(GameDatabase::kPickedGames);

        // A selection exports in id order, and with a filter only what both allow.
        GameFilter selection;
        selection.ids = QVector<qint64>{7, 3, 5, 400};
        QCOMPARE(exported(*db, selection), canonical({games[2], games[4], games[6]}));
        selection.variant = "chess";
        QCOMPARE(*db->count(selection), qint64(0));

        // Orders: by the field (names case-insensitively), then by id; pages are slices.
        auto order = [&](GameSortField field, Qt::SortOrder o,
                         std::function<QString(const GameTree&)> key) {
            std::vector<qint64> ids(games.size());
            std::iota(ids.begin(), ids.end(), 1);
            std::stable_sort(ids.begin(), ids.end(), [&](qint64 a, qint64 b) {
                const QString ka = key(games[std::size_t(a - 1)]),
                              kb = key(games[std::size_t(b - 1)]);
                return o == Qt::AscendingOrder ? ka < kb : kb < ka;
            });
            QList<qint64> got;
            for (const GameRow& row : rowsOf(*db, {GameFilter{}, field, o})) got << row.id;
            QCOMPARE(got, QList<qint64>(ids.begin(), ids.end()));
            QList<qint64> page;
            for (const GameRow& row : rowsOf(*db, {GameFilter{}, field, o}, 10, 5)) page << row.id;
            QCOMPARE(page, got.mid(10, 5));
        };
        order(GameSortField::White, Qt::AscendingOrder,
              [&](const GameTree& g) { return tag(g, "White").toCaseFolded(); });
        order(GameSortField::Event, Qt::DescendingOrder,
              [&](const GameTree& g) { return tag(g, "Event").toCaseFolded(); });
        order(GameSortField::Date, Qt::DescendingOrder, dateKey);
        order(GameSortField::Turns, Qt::AscendingOrder, [](const GameTree& g) {
            return QString::number(g.mainLine().size()).rightJustified(6, '0');
        });
        order(GameSortField::Id, Qt::DescendingOrder, [&](const GameTree& g) {
            const auto at = std::find_if(games.begin(), games.end(),
                                         [&](const GameTree& x) { return &x == &g; });
            return QString::number(at - games.begin()).rightJustified(6, '0');
        });
    }

    // A filtered list sorted by date: a first page walks the date index as far as it is let (the
    // filter matching often), else the matches are sorted; both give the pages of the sort.
    void filteredDatePagesAreTheSortsPages() {
        QTemporaryDir dir;
        const std::string text = generatedText("chess", 240, 41, 30);
        const std::vector<GameTree> games = readGames(text);
        const QString file = dir.filePath("games.pgn");
        TRELLIS_CHECKED(writeFile(file, text));
        auto db = openOrFail(dir.filePath("db.trellisdb"));
        QCOMPARE(DatabaseImporter::importFiles(*db, {file}).imported, qint64(games.size()));
        db->setDateWalk(100); // first pages of up to 10 games walk 100 games
        // The turns of the longest twentieth: too few in 100 games for a page of 10.
        std::vector<int> lengths;
        for (const GameTree& g : games) lengths.push_back(int(g.mainLine().size()));
        std::sort(lengths.begin(), lengths.end());
        const int longest = lengths[lengths.size() * 19 / 20];
        GameFilter wins, longGames;
        wins.result = "1-0";
        longGames.minTurns = longest;
        const auto dateOf = [&](qint64 id) {
            return QString::fromStdString(games[std::size_t(id - 1)].tag("Date")).replace('?', '0');
        };
        for (const GameFilter& filter : {wins, longGames}) {
            for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                QVector<qint64> expected;
                for (std::size_t i = 0; i < games.size(); ++i)
                    if (filter.result.isEmpty() ? int(games[i].mainLine().size()) >= longest
                                                : games[i].tag("Result") == "1-0")
                        expected << qint64(i + 1);
                // By date, unknown first when ascending; ties by id either way.
                std::stable_sort(expected.begin(), expected.end(), [&](qint64 a, qint64 b) {
                    return order == Qt::AscendingOrder ? dateOf(a) < dateOf(b)
                                                       : dateOf(b) < dateOf(a);
                });
                QVERIFY(expected.size() > 10);
                const GameQuery query{filter, GameSortField::Date, order};
                QCOMPARE(*db->ids(query), expected);
                for (const auto& [offset, limit] :
                     std::vector<std::pair<int, int>>{{0, 5}, {0, 10}, {3, 7}, {5, 5}, {8, 9}}) {
                    QList<qint64> page;
                    for (const GameRow& row : rowsOf(*db, query, offset, limit)) page << row.id;
                    QVERIFY2(page == expected.mid(offset, limit),
                             qPrintable(QString("%1 %2 %3 %4")
                                            .arg(filter.result, QString::number(order))
                                            .arg(offset)
                                            .arg(limit)));
                }
            }
        }
    }

    // A page of every game sorted by a player, the event, the site or the date is read from the
    // lists (names in their folded order, dates in order): the pages of the order the tags
    // give, with games that lack the tag (first when ascending, last when descending), names
    // that fold alike, dates shared and unknown, ties by id.
    void listOrderPagesAreTheSortsPages() {
        QTemporaryDir dir;
        auto db = openOrFail(dir.filePath("db.trellisdb"));
        std::vector<GameTree> games = readGames(generatedText("chess", 70, 31, 8));
        for (std::size_t i = 0; i < games.size(); ++i) {
            if (i % 7 == 3) games[i].removeTag("White");
            if (i % 5 == 1) games[i].removeTag("Black");
            if (i % 9 == 2) { // another spelling of a player who is there, folding alike
                games[i].setTag(
                    "White", QString::fromStdString(games[0].tag("White")).toUpper().toStdString());
                games[i].setTag("Black", games[0].tag("White"));
            }
            if (i % 6 == 4) games[i].removeTag("Date");
            if (i % 8 == 5) games[i].removeTag("Event");
            if (i % 10 == 6) games[i].removeTag("Site");
            if (i % 13 == 9)
                games[i].setTag(
                    "Event", QString::fromStdString(games[0].tag("Event")).toUpper().toStdString());
            if (i % 11 == 7) games[i].setTag("Date", "????.??.??");
            if (i % 4 == 0) games[i].setTag("Date", games[0].tag("Date"));
            QVERIFY(db->addGame(games[i]));
        }
        auto keyOf = [&](std::size_t i, GameSortField field) -> std::optional<QString> {
            const std::map<GameSortField, const char*> tags{{GameSortField::White, "White"},
                                                            {GameSortField::Black, "Black"},
                                                            {GameSortField::Event, "Event"},
                                                            {GameSortField::Site, "Site"},
                                                            {GameSortField::Date, "Date"}};
            const char* tag = tags.at(field);
            if (!games[i].hasTag(tag)) return std::nullopt;
            const QString value = QString::fromStdString(games[i].tag(tag));
            return field == GameSortField::Date ? QString(value).replace('?', '0')
                                                : value.toCaseFolded();
        };
        for (const GameSortField field :
             {GameSortField::White, GameSortField::Black, GameSortField::Event, GameSortField::Site,
              GameSortField::Date})
            for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                QList<qint64> sorted(qsizetype(games.size()));
                std::iota(sorted.begin(), sorted.end(), 1);
                // Missing keys sort first (nullopt < any), then by key; ties by id.
                std::stable_sort(sorted.begin(), sorted.end(), [&](qint64 a, qint64 b) {
                    const auto ka = keyOf(std::size_t(a - 1), field);
                    const auto kb = keyOf(std::size_t(b - 1), field);
                    return order == Qt::AscendingOrder ? ka < kb : kb < ka;
                });
                const GameQuery query{{}, field, order};
                QCOMPARE(*db->ids(query), QVector<qint64>(sorted.begin(), sorted.end()));
                for (const qint64 offset : {0, 1, 9, 10, 11, 14, 15, 16, 40, 68, 69, 70, 90})
                    for (const int limit : {0, 1, 5, 200}) {
                        QList<qint64> page;
                        for (const GameRow& row : rowsOf(*db, query, offset, limit)) page << row.id;
                        QVERIFY2(page == sorted.mid(offset, limit),
                                 qPrintable(QString("%1 %2 %3 %4")
                                                .arg(int(field))
                                                .arg(int(order))
                                                .arg(offset)
                                                .arg(limit)));
                    }
            }
    }

    // The lists of games (GameLists.h): chunks give their ids back, each within
    // kChunkBytes of gaps, and malformed gaps are refused.
    void postingChunks() {
        std::vector<qint64> ids;
        qint64 id = 0;
        for (int i = 0; i < 3000; ++i) ids.push_back(id += 1 + (i * 7919) % (i % 3 ? 100 : 40000));
        const std::vector<PostingChunk> chunks = packChunks(ids);
        QVERIFY(chunks.size() > 3);
        std::vector<qint64> back;
        int counted = 0;
        for (const PostingChunk& chunk : chunks) {
            QVERIFY(chunk.gaps.size() <= kChunkBytes);
            QVERIFY(chunk.gaps.size() + 3 > kChunkBytes || &chunk == &chunks.back());
            QVERIFY(unpackChunk(chunk.first, chunk.gaps, back));
            counted += chunk.count;
        }
        QCOMPARE(back, ids);
        QCOMPARE(counted, 3000);
        QVERIFY(packChunks({}).empty());
        std::vector<qint64> out;
        QVERIFY(!unpackChunk(5, std::string("\x00", 1), out)); // a gap of 0: an id twice
        QVERIFY(!unpackChunk(5, std::string("\x80"), out));    // a varint cut short
    }

    // A game stored and changed again inside one transaction: each list holds what the last
    // change says (the lists are written at the commit).
    void listsTakeTheLastChange() {
        QTemporaryDir dir;
        auto db = openOrFail(dir.filePath("db.trellisdb"));
        GameTree game = readGames(generatedText("chess", 1, 6)).front();
        auto encodedAs = [&](const char* white) {
            game.setTag("White", white);
            return encodeGame(game).value();
        };
        QVERIFY(db->beginTransaction());
        const qint64 id = *db->insertGame(encodedAs("Alpha, A"));
        QVERIFY(db->updateGame(id, encodedAs("Beta, B")));
        QVERIFY(db->updateGame(id, encodedAs("Gamma, C")));
        QVERIFY(db->updateGame(id, encodedAs("Beta, B")));
        QVERIFY(db->commit());
        QCOMPARE(db->stats()->integrity, QStringLiteral("ok"));
        QCOMPARE(rowsOf(*db, {}).front().white, QStringLiteral("Beta, B"));
    }

    // The position index's chunks (PositionLists.h): each position and turn's games come back
    // with their plies, a run longer than a chunk is cut at kPositionChunkBytes, runs of
    // other positions or turns never share a chunk, and malformed bytes are refused.
    void positionChunks() {
        std::vector<PositionRow> rows;
        qint64 game = 0;
        for (int i = 0; i < 3000; ++i) // one busy position and turn, sparse and dense ids
            rows.push_back({7,
                            game += 1 + (i * 7919) % (i % 3 ? 100 : 40000),
                            4,
                            0,
                            0,
                            std::uint8_t(i % 25),
                            {}});
        rows.push_back({7, 3, 5, 0, 0, 24, {}});
        rows.push_back({9, 1, 4, 0, 0, 0, {}});
        const std::vector<PositionChunk> chunks = packPositionChunks(rows);
        QVERIFY(chunks.size() > 4);
        std::vector<PositionHit> back;
        for (std::size_t c = 0; c < chunks.size(); ++c) {
            const PositionChunk& chunk = chunks[c];
            QVERIFY(chunk.games.size() <= kPositionChunkBytes);
            // Full but for the last of its run: pages hold four chunks.
            if (c + 1 < chunks.size() && chunks[c + 1].hash == chunk.hash &&
                chunks[c + 1].next == chunk.next)
                QVERIFY(chunk.games.size() + 10 > kPositionChunkBytes);
            const std::size_t before = back.size();
            QVERIFY(unpackPositionChunk(chunk, back));
            QCOMPARE(back[before].game, chunk.first);
        }
        QCOMPARE(back.size(), rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i)
            QCOMPARE(back[i], (PositionHit{rows[i].game, rows[i].ply, rows[i].next}));
        QCOMPARE(chunks.back().hash, std::uint64_t(9));
        QCOMPARE(chunks[chunks.size() - 2].next, std::uint64_t(5));
        QVERIFY(packPositionChunks({}).empty());
        std::vector<PositionHit> out;
        auto refused = [&](const std::string& bytes) {
            return !unpackPositionChunk({7, 4, 10, bytes}, out) && out.empty();
        };
        QVERIFY(refused(""));                                 // no game
        QVERIFY(refused(std::string("\x19", 1)));             // ply 25, past the index
        QVERIFY(refused(std::string("\x00\x80", 2)));         // a varint cut short
        QVERIFY(refused(std::string("\x00\x00\x03", 3)));     // another ply, no distance
        QVERIFY(refused(std::string("\x00\x00\x19\x01", 4))); // another ply, past the index
        QVERIFY(refused(std::string("\x00\x00\x03\x00", 4))); // a game twice
        QVERIFY(!refused(std::string("\x02\x01\x00\x05\x03", 5)));
        QCOMPARE(out, (std::vector<PositionHit>{{10, 2, 4}, {11, 2, 4}, {14, 5, 4}}));
    }

    // A chunk of the position index damaged on disk: searching its position is an error
    // naming the position, not a wrong list; the games still read back.
    void damagedPositionChunk() {
        QTemporaryDir dir;
        const QString path = dir.filePath("damaged.trellisdb");
        GeneratorOptions options;
        options.variant = findVariant("chess");
        options.maxTurns = 20;
        const GameTree game = generateGame(options, 5);
        {
            auto db = openOrFail(path);
            QVERIFY(db && db->addGame(game) && db->addGame(game));
        }
        QCOMPARE(rawSql(path, {"UPDATE position_games SET games = X'0080'"}), QString());
        auto db = openOrFail(path);
        QVERIFY(db);
        const Variant& start = game.startVariant();
        const auto found = PositionSearch(*db).find(start, {});
        QVERIFY(!found);
        QCOMPARE(found.error().code, DatabaseErrorCode::Damaged);
        QVERIFY(found.error().text().contains(QString("%1").arg(start.hash(), 16, 16, QChar('0'))));
        QVERIFY(db->loadGame(1));
    }

    // Every write keeps the players' lists as the games table has them: an import (lists of
    // several chunks), a game saved with other players, deletions inside a list, a transaction
    // rolled back, a read inside a transaction. The filters by player count what the games
    // hold, through the lists and through a scan; stats() checks the lists.
    void playerListsFollowEveryWrite() {
        QTemporaryDir dir;
        std::vector<GameTree> games = readGames(generatedText("chess", 1500, 51, 3));
        const std::array<std::string, 3> names{"Ann Alpha", "Bob Beta", "Cy Gamma"};
        std::map<qint64, std::pair<std::string, std::string>> players; // id: white, black
        for (std::size_t i = 0; i < games.size(); ++i) {
            games[i].setTag("White", names[i % 2]);
            games[i].setTag("Black", i % 50 == 0 ? names[2] : names[1 - i % 2]);
            if (i % 97 == 5) games[i].removeTag("Black");
            players[qint64(i + 1)] = {names[i % 2], games[i].tag("Black")};
        }
        std::string text;
        for (const GameTree& g : games) text += written(g).toStdString() + "\n";
        const QString file = dir.filePath("games.pgn");
        TRELLIS_CHECKED(writeFile(file, text));
        auto db = openOrFail(dir.filePath("db.trellisdb"));
        QCOMPARE(DatabaseImporter::importFiles(*db, {file}).imported, qint64(games.size()));
        QCOMPARE(rawCount(db->path(),
                          "SELECT count(*) FROM game_lists WHERE list IN (1, 2) AND key = 1"),
                 qint64(4)); // Ann Alpha's 750 games as White and as Black, two chunks each

        auto agrees = [&](const char* step) {
            const auto stats = db->stats();
            QVERIFY2(stats && stats->integrity == "ok", step);
            for (const qint64 picked : {GameDatabase::kPickedGames, qint64(0)}) {
                db->setPickedGames(picked);
                for (const char* needle : {"ann", "BETA", "gamma", "a", "nobody"}) {
                    const std::string folded = QString(needle).toCaseFolded().toStdString();
                    auto holds = [&](const std::string& name) {
                        return QString::fromStdString(name).toCaseFolded().contains(
                            QString::fromStdString(folded));
                    };
                    qint64 white = 0, black = 0, either = 0;
                    for (const auto& [id, wb] : players) {
                        white += holds(wb.first);
                        black += holds(wb.second);
                        either += holds(wb.first) || holds(wb.second);
                    }
                    GameFilter f;
                    f.white = needle;
                    QCOMPARE(*db->count(f), white);
                    f = {};
                    f.black = needle;
                    QCOMPARE(*db->count(f), black);
                    f = {};
                    f.player = needle;
                    QCOMPARE(*db->count(f), either);
                    QCOMPARE(qint64(db->ids({f, GameSortField::Id, Qt::AscendingOrder})->size()),
                             either);
                }
            }
            db->setPickedGames(GameDatabase::kPickedGames);
        };
        agrees("imported");

        GameTree changed = *db->loadGame(700);
        changed.setTag("White", names[2]);
        changed.setTag("Black", names[0]);
        QVERIFY(db->replaceGame(700, changed));
        players[700] = {names[2], names[0]};
        agrees("a game saved with other players");

        QVector<qint64> gone{2, 3, 699, 701, 1499, 1500};
        for (qint64 id = 100; id < 160; ++id) gone << id;
        QCOMPARE(*db->deleteGames(gone), int(gone.size()));
        for (qint64 id : gone) players.erase(id);
        agrees("games deleted");

        QVERIFY(db->beginTransaction());
        QVERIFY(db->addGame(games[0]));
        QVERIFY(db->deleteGames({5}));
        GameFilter ann;
        ann.white = "ann";
        const qint64 annBefore = std::count_if(
            players.begin(), players.end(), [](auto& p) { return p.second.first == "Ann Alpha"; });
        QCOMPARE(*db->count(ann), annBefore); // one of Ann's games gone, one more added
        QVERIFY(db->addGame(games[1]));       // Bob's, still in the changes noted when rolled back
        db->rollback();
        agrees("a transaction rolled back");

        QVERIFY(db->beginTransaction());
        const qint64 kept = *db->addGame(games[0]);
        QCOMPARE(*db->count(ann), annBefore + 1);
        QVERIFY(db->commit());
        players[kept] = {names[0], games[0].tag("Black")};
        agrees("a game added");
    }

    // A database of schema 7 (indexes on white, black and date) gets its lists on opening: the
    // filters and orders read them, and stats() finds them right.
    void version7GetsItsLists() {
        QTemporaryDir dir;
        const QString path = dir.filePath("v7.trellisdb");
        const std::vector<GameTree> games = readGames(generatedText("chess", 60, 53, 3));
        QStringList sql;
        {
            auto db = openOrFail(path);
            for (const GameTree& g : games) QVERIFY(db->addGame(g));
            sql = legacyTurnNumbers(*db);
        }
        sql << "DROP TABLE game_lists"
            << "CREATE INDEX games_white ON games(white)"
            << "CREATE INDEX games_black ON games(black)"
            << "CREATE INDEX games_date ON games(date)"
            << "PRAGMA user_version = 7";
        QCOMPARE(rawSql(path, sql), QString());
        auto db = openOrFail(path);
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), schema::currentVersion());
        QCOMPARE(db->stats()->integrity, QString("ok"));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM sqlite_master WHERE name LIKE 'games_%'"),
                 qint64(0));
        const QString white = QString::fromStdString(games[0].tag("White"));
        qint64 expected = 0;
        for (const GameTree& g : games)
            expected += QString::fromStdString(g.tag("White")).contains(white, Qt::CaseInsensitive);
        GameFilter f;
        f.white = white;
        QCOMPARE(*db->count(f), expected);
        f = {};
        f.dateFrom = 0;
        QCOMPARE(*db->count(f), qint64(games.size()));
        QCOMPARE(db->ids({{}, GameSortField::Date, Qt::AscendingOrder})->size(),
                 qsizetype(games.size()));
    }

    // A list that is damaged is reported by stats() and not trusted by the filters, which
    // scan instead.
    void damagedListsAreReported() {
        QTemporaryDir dir;
        const QString path = dir.filePath("db.trellisdb");
        std::vector<GameTree> games = readGames(generatedText("chess", 40, 52, 3));
        {
            auto db = openOrFail(path);
            for (GameTree& g : games) {
                g.setTag("White", "Ann Alpha");
                QVERIFY(db->addGame(g));
            }
        }
        QCOMPARE(rawSql(path, {"UPDATE game_lists SET gaps = X'80' WHERE list = 1 AND key = 1"}),
                 QString());
        auto db = openOrFail(path);
        const auto stats = db->stats();
        QVERIFY(stats);
        QVERIFY2(stats->integrity.contains("game_lists"), qPrintable(stats->integrity));
        GameFilter f;
        f.white = "alpha";
        QCOMPARE(*db->count(f), qint64(games.size()));
        QCOMPARE(qint64(rowsOf(*db, {f, GameSortField::Id, Qt::AscendingOrder}).size()),
                 qint64(games.size()));
    }

    // --- Files that are not (or not yet, or no longer) game databases ------------------------

    void refusesWithoutChanging_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("code");
        QTest::newRow("text file") << "text" << int(DatabaseErrorCode::NotADatabase);
        QTest::newRow("short file") << "short" << int(DatabaseErrorCode::NotADatabase);
        QTest::newRow("other program's database")
            << "foreign" << int(DatabaseErrorCode::NotTrellis);
        QTest::newRow("newer schema") << "newer" << int(DatabaseErrorCode::NewerSchema);
        QTest::newRow("truncated") << "truncated" << int(DatabaseErrorCode::Damaged);
        QTest::newRow("damaged schema page") << "schema" << int(DatabaseErrorCode::Damaged);
    }

    void refusesWithoutChanging() {
        QFETCH(QString, kind);
        QFETCH(int, code);
        QTemporaryDir dir;
        const QString path = dir.filePath("file.trellisdb");
        auto makeDatabase = [&] {
            auto db = openOrFail(path);
            QVERIFY(db);
            for (const GameTree& g : readGames(generatedText("trid", 30, 4)))
                QVERIFY(db->addGame(g));
        };
        if (kind == "text") TRELLIS_CHECKED(writeFile(path, std::string(5000, 'x')));
        if (kind == "short") TRELLIS_CHECKED(writeFile(path, "SQLite format 3"));
        if (kind == "foreign")
            QCOMPARE(rawSql(path, {"CREATE TABLE t(x)", "INSERT INTO t VALUES(1)"}), QString());
        if (kind == "newer") {
            TRELLIS_CHECKED(makeDatabase());
            QCOMPARE(
                rawSql(path,
                       {QString("PRAGMA user_version = %1").arg(schema::currentVersion() + 1)}),
                QString());
        }
        if (kind == "truncated" || kind == "schema") {
            TRELLIS_CHECKED(makeDatabase());
            QByteArray bytes = fileBytes(path);
            QVERIFY(bytes.size() > 8192);
            if (kind == "truncated")
                bytes.truncate(bytes.size() / 2);
            else
                bytes.replace(200, 3000, QByteArray(3000, '\xa5')); // inside page 1: the schema
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        }
        const QByteArray before = fileBytes(path);
        QVERIFY(!before.isEmpty());
        auto db = GameDatabase::open(path);
        QVERIFY(!db);
        QCOMPARE(int(db.error().code), code);
        QVERIFY(db.error().text().contains(path));
        QCOMPARE(fileBytes(path), before);
    }

    // Damage deeper in the file passes the checks made on opening; reading the damaged pages
    // fails with an error, the integrity check reports it, and the file stays as it was.
    void damagedPagesAreReported() {
        QTemporaryDir dir;
        const QString path = dir.filePath("file.trellisdb");
        {
            auto db = openOrFail(path);
            for (const GameTree& g : readGames(generatedText("trid", 200, 6)))
                QVERIFY(db->addGame(g));
        }
        QByteArray bytes = fileBytes(path);
        const qsizetype page = 4096;
        QVERIFY(bytes.size() > 20 * page);
        for (qsizetype p = 4; p < bytes.size() / page - 2; ++p) // every table is hit
            bytes.replace(p * page + 100, 500, QByteArray(500, '\x5a'));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        }
        {
            auto db = GameDatabase::open(path);
            QVERIFY2(db, qPrintable(db.error().text()));
            auto stats = (*db)->stats(true);
            const bool reported = !stats || stats->integrity != "ok";
            QVERIFY(reported);
            QStringList texts = exported(**db);
            auto rows = (*db)->rows({});
            QVERIFY(!rows || texts.join("").contains("BAD") || rows->size() < 200);
            if (!rows) QCOMPARE(rows.error().code, DatabaseErrorCode::Damaged);
        }
        QCOMPARE(fileBytes(path), bytes);
    }

    void missingAndEmptyFiles() {
        QTemporaryDir dir;
        const QString missing = dir.filePath("missing.trellisdb");
        auto none = GameDatabase::open(missing, GameDatabase::OpenMode::Existing);
        QCOMPARE(none.error().code, DatabaseErrorCode::NotFound);
        QVERIFY(!QFile::exists(missing));
        QCOMPARE(GameDatabase::open(dir.path()).error().code, DatabaseErrorCode::CannotOpen);
        const QString empty = dir.filePath("empty.trellisdb");
        TRELLIS_CHECKED(writeFile(empty, ""));
        auto db = GameDatabase::open(empty, GameDatabase::OpenMode::Existing);
        QVERIFY2(db, qPrintable(db.error().text()));
        QCOMPARE((*db)->schemaVersion(), schema::currentVersion());
        QCOMPARE(*(*db)->count(), qint64(0));
    }

    // Another program's lock: opening and writing say "locked" after the wait, reading goes
    // on while another program writes, nothing stored is lost, and all works again once the
    // lock is gone.
    void lockedDatabaseSaysSo() {
        using testing::ForeignLock;
        QTemporaryDir dir;
        const QString path = dir.filePath("locked.trellisdb");
        QVERIFY(GameDatabase::open(path));
        {
            ForeignLock exclusive(path, ForeignLock::Kind::Exclusive);
            QVERIFY(exclusive.held());
            const auto refused = GameDatabase::open(path, GameDatabase::OpenMode::Existing, 50);
            QVERIFY(!refused);
            QCOMPARE(refused.error().code, DatabaseErrorCode::Locked);
            QVERIFY2(refused.error().text().contains("locked"), qPrintable(refused.error().text()));
        }
        auto db = GameDatabase::open(path, GameDatabase::OpenMode::Existing, 50);
        QVERIFY2(db, qPrintable(db.error().text()));
        QVERIFY((*db)->addGame(annotatedGame(4)));
        ForeignLock writing(path, ForeignLock::Kind::Writing);
        QVERIFY(writing.held());
        QCOMPARE(*(*db)->count(), qint64(1));
        const auto added = (*db)->addGame(annotatedGame(2));
        QVERIFY(!added);
        QCOMPARE(added.error().code, DatabaseErrorCode::Locked);
        writing.release();
        QVERIFY((*db)->addGame(annotatedGame(2)));
        QCOMPARE(*(*db)->count(), qint64(2));
    }

    void defaultDatabase() {
        QStandardPaths::setTestModeEnabled(true);
        auto path = GameDatabase::defaultPath();
        QVERIFY(path);
        QVERIFY(path->endsWith("/games.trellisdb"));
        QFile::remove(*path);
        {
            auto db = GameDatabase::openDefault();
            QVERIFY2(db, qPrintable(db.error().text()));
            QVERIFY((*db)->addGame(annotatedGame(4)));
        }
        auto again = GameDatabase::openDefault();
        QCOMPARE(*(*again)->count(), qint64(1));
        again = DbResult<std::unique_ptr<GameDatabase>>(DatabaseError());
        QVERIFY(QFile::remove(*path));
    }

    // The extra tags in one row a game (schema 10), and a schema-9 database, whose extra tags
    // were a row a tag in game_tags, upgraded on opening: every game reads back with its tags
    // in their places and bytes, the games with a tag are found, deleting a game deletes its row.
    // A tag whose values repeat (an opening's name) keeps each value once, in tag_values; a
    // schema-10 file, where every game held its values, gets them shared when it is opened.
    void version10ExtraValuesShared() {
        QTemporaryDir dir;
        const QString path = dir.filePath("v10.trellisdb");
        std::vector<GameTree> games;
        for (auto& [name, tree] : unusualTrees()) games.push_back(std::move(tree));
        for (GameTree g : readGames(generatedText("chess", 5, 22))) {
            g.setTag("Opening", "French Defense: Normal Variation");
            g.setTag("TimeControl", "600+8");
            g.setTag("UTCTime", "23:01:0" + std::to_string(games.size() % 10));
            games.push_back(std::move(g));
        }
        const QString opening = "SELECT count(*) FROM game_extras WHERE "
                                "instr(tags, CAST('French Defense' AS BLOB)) > 0";
        QStringList sql;
        std::set<std::string> shared; // the values of the tags that share them
        {
            auto db = openOrFail(path);
            for (const GameTree& g : games) {
                const qint64 id = *db->addGame(g);
                const EncodedGame encoded = *encodeGame(g);
                // The game's extra tags as schema 10 packed them.
                std::string blob;
                for (const ExtraTag& e : encoded.header.extras) {
                    if (sharesValues(e.key)) shared.insert(e.value);
                    putVarint(blob, std::uint64_t(e.position));
                    putVarint(blob, std::uint64_t(rawCount(
                                        path, QString("SELECT id FROM tag_names WHERE name = '%1'")
                                                  .arg(QString::fromStdString(e.key)))));
                    putVarint(blob, e.value.size());
                    blob += e.value;
                }
                if (blob.empty()) continue;
                sql << QString("UPDATE game_extras SET tags = X'%1' WHERE game = %2")
                           .arg(QString::fromLatin1(QByteArray::fromStdString(blob).toHex()))
                           .arg(id);
            }
            sql << legacyTurnNumbers(*db);
        }
        QVERIFY(shared.size() >= 3);
        QCOMPARE(rawCount(path, "SELECT count(*) FROM tag_values"), qint64(shared.size()));
        QCOMPARE(rawCount(path, opening), qint64(0));
        sql << "DROP TABLE tag_values"
            << "PRAGMA user_version = 10";
        QCOMPARE(rawSql(path, sql), QString());
        QCOMPARE(rawCount(path, opening), qint64(5));
        auto db = openOrFail(path);
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), schema::currentVersion());
        for (std::size_t i = 0; i < games.size(); ++i) {
            auto loaded = db->loadGame(qint64(i) + 1);
            QVERIFY2(loaded, qPrintable(loaded.error().text()));
            QVERIFY(loaded->tags() == games[i].tags());
        }
        QCOMPARE(rawCount(path, opening), qint64(0));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM tag_values"), qint64(shared.size()));
        QCOMPARE(rawCount(path, "SELECT count(*) FROM tag_values WHERE name = '600+8'"), qint64(1));
        QCOMPARE(db->stats()->integrity, QString("ok"));
        // A shared value's id that names nothing is an error naming the game's tags' trouble.
        QCOMPARE(rawSql(path, {"DELETE FROM tag_values WHERE name = '600+8'"}), QString());
        db = openOrFail(path);
        const auto broken = db->loadGame(qint64(games.size()));
        QVERIFY(!broken);
        QCOMPARE(broken.error().code, DatabaseErrorCode::Damaged);
    }

    void version9ExtraTagsMove() {
        QTemporaryDir dir;
        const QString path = dir.filePath("v9.trellisdb");
        std::vector<GameTree> games;
        for (auto& [name, tree] : unusualTrees()) games.push_back(std::move(tree));
        for (GameTree g : readGames(generatedText("chess", 4, 21))) {
            g.setTag("ECO", "C00");
            g.setTag("Opening", "French Defense: Normal Variation");
            g.setTag("WhiteElo", std::to_string(1500 + games.size()));
            games.push_back(std::move(g));
        }
        games.back().setTag("Annotator", "last");
        QStringList sql{"CREATE TABLE game_tags (game INTEGER NOT NULL REFERENCES games(id) ON "
                        "DELETE CASCADE, position INTEGER NOT NULL, tag INTEGER NOT NULL "
                        "REFERENCES tag_names(id), value TEXT NOT NULL, PRIMARY KEY (game, "
                        "position)) WITHOUT ROWID"};
        std::vector<qint64> annotated;
        {
            auto db = openOrFail(path);
            for (const GameTree& g : games) {
                const qint64 id = *db->addGame(g);
                const EncodedGame encoded = *encodeGame(g);
                for (const ExtraTag& e : encoded.header.extras) {
                    QString hex;
                    for (char c : e.value) hex += QString("%1").arg(quint8(c), 2, 16, QChar('0'));
                    sql << QString("INSERT INTO game_tags VALUES(%1, %2, (SELECT id FROM "
                                   "tag_names WHERE name = '%3'), X'%4')")
                               .arg(id)
                               .arg(e.position)
                               .arg(QString::fromStdString(e.key))
                               .arg(hex);
                    if (e.key == "Annotator") annotated.push_back(id);
                }
            }
            QCOMPARE(*db->idsWithTag("Annotator"),
                     QVector<qint64>(annotated.begin(), annotated.end()));
            QVERIFY(db->idsWithTag("NoSuchTag")->isEmpty());
            sql << legacyTurnNumbers(*db);
        }
        QCOMPARE(annotated.size(), std::size_t(3));
        QVERIFY(rawCount(path, "SELECT count(*) FROM game_extras") >= qint64(games.size()) - 3);
        sql << "DROP TABLE game_extras"
            << "PRAGMA user_version = 9";
        QCOMPARE(rawSql(path, sql), QString());
        auto db = openOrFail(path);
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), schema::currentVersion());
        QCOMPARE(rawCount(path, "SELECT count(*) FROM sqlite_master WHERE name = 'game_tags'"),
                 qint64(0));
        for (std::size_t i = 0; i < games.size(); ++i) {
            auto loaded = db->loadGame(qint64(i) + 1);
            QVERIFY2(loaded, qPrintable(loaded.error().text()));
            QCOMPARE(loaded->tags(), games[i].tags());
        }
        QCOMPARE(*db->idsWithTag("Annotator"), QVector<qint64>(annotated.begin(), annotated.end()));
        QCOMPARE(db->stats()->integrity, QString("ok"));
        const qint64 extras = rawCount(path, "SELECT count(*) FROM game_extras");
        QCOMPARE(*db->deleteGames({annotated.back()}), 1);
        QCOMPARE(rawCount(path, "SELECT count(*) FROM game_extras"), extras - 1);
        // A damaged row is an error naming the game, not a wrong tag list.
        QCOMPARE(rawSql(path, {QString("UPDATE game_extras SET tags = X'0105' WHERE game = %1")
                                   .arg(annotated.front())}),
                 QString());
        db = openOrFail(path);
        const auto damaged = db->loadGame(annotated.front());
        QVERIFY(!damaged);
        QCOMPARE(damaged.error().code, DatabaseErrorCode::BadGame);
    }

    // A database of the first schema, written as version 1 wrote it, is upgraded in place on
    // opening and its games read back; the version-1 script stays in the code as migration 1.
    void migratesFromVersion1() {
        QTemporaryDir dir;
        const QString path = dir.filePath("v1.trellisdb");
        const std::vector<GameTree> games = readGames(generatedText("chess", 5, 9));
        QStringList sql = schema::migration(1);
        sql << QString("PRAGMA application_id = %1").arg(schema::kApplicationId)
            << "PRAGMA user_version = 1"
            << "INSERT INTO variants(id, name) VALUES(1, 'chess')"
            << "INSERT INTO players(id, name, folded) VALUES(1, 'White One', 'white one')"
            << "INSERT INTO events(id, name, folded) VALUES(1, 'Old Event', 'old event')";
        for (std::size_t i = 0; i < games.size(); ++i) {
            GameTree g = games[i];
            g.setTag("White", "White One");
            g.setTag("Event", "Old Event");
            g.removeTag("Black");
            g.removeTag("Site");
            const EncodedGame e = *encodeGame(g);
            const std::string moves =
                *renumberTurns(e.header, e.moves, schema::currentVersion(), 12);
            QString hex;
            for (char c : moves) hex += QString("%1").arg(quint8(c), 2, 16, QChar('0'));
            sql << QString(
                       "INSERT INTO games(id, variant, white, event, date, round, result, turns, "
                       "layout, dupkey) VALUES(%1, 1, 1, 1, %2, '%3', %4, %5, %6, %7)")
                       .arg(i + 1)
                       .arg(*e.header.date)
                       .arg(QString::fromStdString(*e.header.round))
                       .arg(int(*e.header.result))
                       .arg(e.header.turns)
                       .arg(e.header.layout)
                       .arg(qint32(e.dupKey))
                << QString("INSERT INTO game_moves(game, moves) VALUES(%1, X'%2')")
                       .arg(i + 1)
                       .arg(hex);
        }
        QCOMPARE(rawSql(path, sql), QString());
        auto db = openOrFail(path);
        QVERIFY(db);
        QCOMPARE(db->schemaVersion(), schema::currentVersion());
        QCOMPARE(*db->count(), qint64(games.size()));
        for (std::size_t i = 0; i < games.size(); ++i) {
            auto loaded = db->loadGame(qint64(i) + 1);
            QVERIFY2(loaded, qPrintable(loaded.error().text()));
            QCOMPARE(QString::fromStdString(loaded->tag("White")), QString("White One"));
            QCOMPARE(loaded->mainLine().size(), games[i].mainLine().size());
        }
        GameFilter f;
        f.event = "OLD";
        QCOMPARE(*db->count(f), qint64(games.size()));
        // The migration wrote the players' lists of games.
        f = {};
        f.white = "one";
        QCOMPARE(*db->count(f), qint64(games.size()));
        QCOMPARE(db->stats()->integrity, QString("ok"));
        // The migration built the position index of the old games.
        QCOMPARE(*db->backlogSize(), qint64(0));
        qint64 sameStart = 0;
        for (const auto& g : games)
            sameStart += g.startVariant().id() == games[0].startVariant().id() &&
                         g.startPosition() == games[0].startPosition();
        QCOMPARE(qint64(PositionSearch(*db).find(games[0].startVariant(), {})->size()), sameStart);
        QVERIFY(db->addGame(games[0])); // the upgraded tables take new games
        db.reset();
        // Opened again, nothing is migrated twice.
        QVERIFY(openOrFail(path));
    }
};

QTEST_GUILESS_MAIN(TestGameDatabase)
#include "TestGameDatabase.moc"
