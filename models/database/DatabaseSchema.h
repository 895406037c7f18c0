#pragma once
// The database's tables (README.md) and how each schema version becomes the next. Version n is
// reached from n - 1 by migration(n); version 1 is created from an empty file. PRAGMA
// user_version holds the version, PRAGMA application_id marks the file as a game database.
#include <QStringList>

namespace trellis::db::schema {

inline constexpr int kApplicationId = 0x54524C53; // "TRLS"

// The version that keeps the games of each player and date as lists (GameLists.h): a database
// migrated to it from an older one gets them written from its games.
inline constexpr int kGameListsVersion = 8;
// The version that keeps a game's extra tags in one game_extras row (ExtraTags.h): a database
// migrated to it gets its game_tags rows moved there.
inline constexpr int kGameExtrasVersion = 10;
// The last version that changed how a variant's blobs number its turns (13: chess ranks its
// pseudo-legal moves; 14: Tri-D numbers a piece's move by the piece and the square; see
// Variant::ownTurnNumbersSince): a database migrated from an older one gets every blob
// renumbered (GameWriter::renumberTurns) and its index written again.
inline constexpr int kTurnNumbersVersion = 14;

// The newest version this build writes and reads.
int currentVersion();
// The statements that take a database from version `to - 1` to `to` (1 <= to <= current).
const QStringList& migration(int to);

} // namespace trellis::db::schema
