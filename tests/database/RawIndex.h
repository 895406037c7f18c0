#pragma once
// The position index of a database file as stored, read through a connection of its own and
// unpacked (PositionLists.h), for tests that check what a write left in it.
#include "PositionLists.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <optional>
#include <vector>

namespace trellis::testing {

struct RawIndex {
    std::vector<db::PositionHit> positions; // every game of every position's list
    std::vector<std::uint64_t> hashes;      // the position of each of them
    std::vector<db::MaterialRow> materials; // every span of every material's list
};

// None when the file cannot be opened or a chunk cannot be read.
inline std::optional<RawIndex> rawIndex(const QString& path) {
    std::optional<RawIndex> out = RawIndex{};
    const QString name = QStringLiteral("raw index");
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        raw.setDatabaseName(path);
        if (!raw.open()) return std::nullopt;
        QSqlQuery q(raw);
        q.exec(QStringLiteral("SELECT hash, next, first, games FROM position_games"));
        while (out && q.next()) {
            const db::PositionChunk chunk{
                std::uint64_t(q.value(0).toLongLong()), std::uint64_t(q.value(1).toLongLong()),
                q.value(2).toLongLong(), q.value(3).toByteArray().toStdString()};
            if (!db::unpackPositionChunk(chunk, out->positions)) out.reset();
            if (out) out->hashes.resize(out->positions.size(), chunk.hash);
        }
        q.exec(QStringLiteral("SELECT material, first, games FROM material_games"));
        while (out && q.next()) {
            const db::MaterialChunk chunk{std::uint64_t(q.value(0).toLongLong()),
                                          q.value(1).toLongLong(),
                                          q.value(2).toByteArray().toStdString()};
            if (!db::unpackMaterialChunk(chunk, out->materials)) out.reset();
        }
        q.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

} // namespace trellis::testing
