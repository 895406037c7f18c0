#pragma once
// Shared by the position search tests: games of every variant in a database and in memory,
// the answers computed by replaying them (not through the index), and older databases made
// from them for the migrations.
#include "DatabaseSchema.h"
#include "GameDatabase.h"
#include "GameGenerator.h"
#include "OlderSchema.h"
#include "PositionSearch.h"

#include "variant/VariantRegistry.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>
#include <vector>

namespace trellis::testing {

using namespace trellis::db;

inline std::string withoutClocks(const std::string& position) {
    std::string out = position;
    for (int field = 0; field < 2; ++field) out.erase(out.find_last_of(' '));
    return out;
}

struct Expected {
    std::map<qint64, int> plies;         // game -> first ply
    std::map<QString, qint64> turns;     // turn text -> games
    std::map<QString, qint64> firstWins; // turn text -> games the first player won
    qint64 endings = 0;
};

// A game held in memory beside its id in the database.
struct Stored {
    qint64 id = 0;
    GameTree tree;
};

inline bool passes(const GameTree& tree, const GameFilter& filter) {
    const VariantDescriptor& d = tree.startVariant().descriptor();
    if (!filter.white.isEmpty() && !QString::fromStdString(tree.tag(d.playerTags[0]))
                                        .contains(filter.white, Qt::CaseInsensitive))
        return false;
    if (!filter.result.isEmpty() && QString::fromStdString(tree.result()) != filter.result)
        return false;
    return true;
}

// The answer by replaying every game of the variant.
inline Expected expected(const std::vector<Stored>& games, const Variant& position,
                         const GameFilter& filter) {
    Expected e;
    const std::string key = withoutClocks(position.position());
    for (const Stored& g : games) {
        if (g.tree.startVariant().id() != position.id() || !passes(g.tree, filter)) continue;
        std::unique_ptr<Variant> board = g.tree.startVariant().clone();
        const std::vector<NodeId> line = g.tree.mainLine();
        for (std::size_t ply = 0; ply <= line.size(); ++ply) {
            if (withoutClocks(board->position()) == key) {
                e.plies[g.id] = int(ply);
                if (ply == line.size()) {
                    ++e.endings;
                } else {
                    const QString text = QString::fromStdString(
                        board->turnText(g.tree.turn(line[ply]), board->fileNotation()));
                    ++e.turns[text];
                    if (g.tree.result() == "1-0") ++e.firstWins[text];
                }
                break;
            }
            if (ply < line.size()) board->makeTurn(g.tree.turn(line[ply]));
        }
    }
    return e;
}

inline std::unique_ptr<Variant> positionAt(const GameTree& tree, int ply) {
    const std::vector<NodeId> line = tree.mainLine();
    return ply == 0 ? tree.startVariant().clone() : tree.variantAt(line[std::size_t(ply - 1)]);
}

// The games (40 Tri-D, 40 chess, 12 Cotulenh, generated with seed 7) in db_ and games_.
class PositionSearchFixture {
  protected:
    QTemporaryDir dir_;
    std::vector<Stored> games_;
    std::unique_ptr<GameDatabase> db_;

    void fill() {
        QVERIFY(dir_.isValid());
        auto db = GameDatabase::open(dir_.filePath(QStringLiteral("games.trellisdb")));
        QVERIFY(db);
        db_ = std::move(db.value());
        QCOMPARE(db_->schemaVersion(), schema::currentVersion());
        for (const std::string id : {"trid", "chess", "cotulenh"}) {
            GeneratorOptions g;
            g.variant = findVariant(id);
            g.seed = 7;
            g.maxTurns = id == "cotulenh" ? 40 : 50;
            const int count = id == "cotulenh" ? 12 : 40;
            for (int i = 0; i < count; ++i) add(generateGame(g, i));
        }
    }

    qint64 add(GameTree tree) {
        auto id = db_->addGame(tree);
        if (!id) qFatal("%s", qPrintable(id.error().text()));
        games_.push_back({*id, std::move(tree)});
        return *id;
    }

    // A database made of the first `count` games, its turns numbered as schema `numberedAs`
    // stored them, then changed by `downgrade` (SQL statements that make it what an older version
    // had) and opened again: migrated, nothing left behind.
    std::unique_ptr<GameDatabase> olderDatabase(const QString& name, std::size_t count,
                                                const QStringList& downgrade, int numberedAs = 12) {
        const QString path = dir_.filePath(name);
        QStringList statements;
        {
            auto db = GameDatabase::open(path);
            if (!db) return nullptr;
            for (std::size_t i = 0; i < count; ++i)
                if (!db.value()->addGame(games_[i].tree)) return nullptr;
            statements = olderTurnNumbers(*db.value(), numberedAs) + downgrade;
        }
        {
            QSqlDatabase old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            old.setDatabaseName(path);
            if (!old.open()) return nullptr;
            QSqlQuery q(old);
            for (const QString& statement : statements)
                if (!q.exec(statement)) qFatal("%s", qPrintable(q.lastError().text()));
            q.finish();
            old.close();
        }
        QSqlDatabase::removeDatabase(name);
        auto db = GameDatabase::open(path);
        if (!db) qFatal("%s", qPrintable(db.error().text()));
        return std::move(db.value());
    }

    // The migrated database `db` of the first `count` games finds what db_ finds among them.
    void findsLikeTheMain(const GameDatabase& db, std::size_t count, const Variant& position) {
        auto here = PositionSearch(*db_).find(position, {});
        auto there = PositionSearch(db).find(position, {});
        QVERIFY(here && there);
        QVector<PositionGame> expectedHere;
        for (const PositionGame& g : *here)
            for (std::size_t i = 0; i < count; ++i)
                if (games_[i].id == g.id) expectedHere.append({qint64(i + 1), g.ply});
        QCOMPARE(*there, expectedHere);
    }

    // The first `count` games that go on past `ply`: their positions there are found in `db`
    // as in the main database (findsLikeTheMain), and found at all; how many there were (-1
    // when one was not found).
    int findsDeepLikeTheMain(const GameDatabase& db, std::size_t count, int ply) {
        int deep = 0;
        for (std::size_t k = 0; k < count; ++k) {
            const GameTree& tree = games_[k].tree;
            if (int(tree.mainLine().size()) <= ply) continue;
            const auto position = positionAt(tree, ply);
            findsLikeTheMain(db, count, *position);
            auto found = PositionSearch(db).find(*position, {});
            if (!found || found->isEmpty()) return -1;
            ++deep;
        }
        return deep;
    }
};

} // namespace trellis::testing
