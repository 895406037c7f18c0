#pragma once
// What the position index holds of a game (README.md, "Position index"): the positions of its
// main line from the start to ply kIndexedPlies, each once, at its first occurrence, with the
// main-line turn played there; and past that ply, the plies at which the game has each
// material (Variant::materialKey). Position identity is Variant::hash() (FORMATS.md
// section 6). Standard C++ only.
#include "GameCodec.h"

#include <functional>
#include <string_view>
#include <vector>

namespace trellis::db {

// From a tree and the codes of its main line (EncodedGame::mainLine), with the keys the tree
// noted while it was read (GameTree::positionKeys); nothing is generated.
GameIndex gameIndex(const GameTree& tree, std::string_view mainLine);
// From the keys of each position of the main line, the start's first, and each turn's rank
// (PlainGame::keys and ranks).
GameIndex gameIndex(const std::vector<PositionKeys>& keys, const std::vector<std::uint32_t>& ranks);
// From a stored game (columns and blob): the codes become turns on the board.
Result<GameIndex> gameIndex(const GameHeader& header, std::string_view moves);
// Walks a stored game's main line from its start: visit(board, ply, code of the turn played
// there or kGameEnds) at each position until visit returns false or the line ends.
using MainLineVisitor = std::function<bool(const Variant& board, int ply, std::uint64_t next)>;
Result<bool> walkMainLine(const GameHeader& header, std::string_view moves,
                          const MainLineVisitor& visit);

} // namespace trellis::db
