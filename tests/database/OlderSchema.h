#pragma once
// Shared by the migration tests: what a database of an older schema version holds that a
// current one made of the same games does not.
#include "DatabaseSchema.h"
#include "GameCodec.h"
#include "GameDatabase.h"

#include <QByteArray>
#include <QStringList>
#include <QtGlobal>

namespace trellis::testing {

// The statements that number the turns of `db`'s games as schema `version` stored them (up to
// 12 each turn by its rank among the legal turns; 13 chess by its own numbers: db::renumberTurns),
// for the games whose blobs that changes.
inline QStringList olderTurnNumbers(const db::GameDatabase& db, int version = 12) {
    QStringList sql;
    const auto ids = db.ids(db::GameQuery{});
    if (!ids) qFatal("%s", qPrintable(ids.error().text()));
    for (const qint64 id : *ids) {
        const auto stored = db.storedGame(id);
        if (!stored) qFatal("%s", qPrintable(stored.error().text()));
        const auto legacy =
            db::renumberTurns(stored->header, stored->moves, db::schema::currentVersion(), version);
        if (!legacy) qFatal("game %lld does not renumber", id);
        if (*legacy == stored->moves) continue;
        sql << QStringLiteral("UPDATE game_moves SET moves = X'%1' WHERE game = %2")
                   .arg(QString::fromLatin1(QByteArray::fromStdString(*legacy).toHex()))
                   .arg(id);
    }
    return sql;
}

// What every version up to 12 stored.
inline QStringList legacyTurnNumbers(const db::GameDatabase& db) {
    return olderTurnNumbers(db, 12);
}

} // namespace trellis::testing
