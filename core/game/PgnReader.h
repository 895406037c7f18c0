#pragma once
// Reads PGN-like game files (FORMATS.md section 4) into game trees, for the variants of the given
// catalogue. A broken game is reported with its number, line, column and reason and
// skipped; the other games of the file still load. Reading never throws on bad input.
#include "GameStarts.h"
#include "GameTree.h"
#include "variant/Result.h"
#include "variant/Variant.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace trellis {

// The variants a reader knows (GameStarts.h's VariantCatalog). The game library links no
// variant, so callers pass trellis::registeredVariants() (tests pass their own).

// What a reader is told of the games it reads, for those that do not say (FORMATS.md section 5).
struct PgnReadOptions {
    // Games without a Variant tag are of this variant (db import --variant); null: recognised.
    const VariantDescriptor* untagged = nullptr;
    // A game with no move and nothing that says its variant, first of its file: this variant
    // (the database's, when it holds one); null: the catalogue's default.
    const VariantDescriptor* emptyGames = nullptr;
    // Games of nothing but turns and a result come as PlainGames, read without a tree (the
    // database's importer, which stores turns and keys and needs no tree for such games).
    bool plainGames = false;
    // A PlainGame's keys before this ply hold only the hash: the material and structure keys
    // take a count of the board each, and the position index reads them only past the plies
    // it indexes by hash.
    int fullKeysFrom = 0;
};

// A broken game: where (its number in the file, and the line and column where reading
// stopped) and why (ErrorCode::Game*, a bad position or turn as its cause). models/ErrorText
// words it as "game 3, line 17, column 5: move 12: illegal move 'Qb4N': ...".
struct PgnError {
    int game = 0; // 1-based number of the game in the file
    int line = 0;
    int column = 0;
    Error error;
};

struct PgnGame {
    int number = 0; // its number in the file (broken games keep their numbers)
    int line = 0;   // where it starts
    GameTree tree;
};

// A game read straight into its main line (PgnReadOptions::plainGames): what a tree of it would
// hold, without a node per turn. Games with variations, or turns only a tolerant reading takes,
// still come as trees.
struct PlainGame {
    int number = 0;
    int line = 0;
    GameTree head;                    // the start board, the tags and the game's comment
    std::vector<std::uint32_t> ranks; // each turn's Variant::legalTurnRank where it is played
    std::vector<PositionKeys> keys;   // each position's keys from the start: ranks.size() + 1
                                      // (PgnReadOptions::fullKeysFrom)
    // Turn i's comments and NAGs at i (1-based; 0 is unused): empty when the game has none.
    std::vector<NodeAnnotation> notes;
    // The start board is the one the tags describe (no [FEN]: the rule set's start), so an
    // encoder need not build it again to compare.
    bool startFromTags = false;
};

struct PgnReadResult {
    std::vector<PgnGame> games;
    std::vector<PlainGame> plainGames; // with PgnReadOptions::plainGames; numbered with games
    std::vector<PgnError> errors;
    // What was repaired or guessed in games that were read (ErrorCode::GameFenIsFinalBoard,
    // GameTurnGuessed, GamePositionRepaired), in file order.
    std::vector<PgnError> warnings;
    bool endsOnResult = false; // the text's last token is a result ("1-0", "*", ...)
};

// What a `replay` command prints per game: the main line and where it ends.
struct ReplayedGame {
    int number = 0;
    std::string variant; // the variant's id
    TagList tags;
    std::vector<std::string> mainLine; // turn texts in the file notation
    std::string finalPosition;
    std::string result;
};

struct PgnReplayResult {
    std::vector<ReplayedGame> games;
    std::vector<PgnError> errors;
    std::vector<PgnError> warnings;
};

class PgnReader {
  public:
    explicit PgnReader(VariantCatalog variants, PgnReadOptions options = {});

    // `previous`: the variant of the game before the text (a stretch of a longer file), for a
    // first game that says nothing of its own.
    PgnReadResult read(std::string_view text, const VariantDescriptor* previous = nullptr) const;
    // Fails only when the file cannot be read (FileOpen, FileRead); game errors are in the
    // result.
    Result<PgnReadResult> readFile(const std::filesystem::path& path) const;

    PgnReplayResult replay(std::string_view text) const;
    static ReplayedGame summarize(const PgnGame& game);

  private:
    VariantCatalog variants_;
    PgnReadOptions options_;
};

} // namespace trellis
