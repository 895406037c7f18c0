#pragma once
// A game as a tree of turns for any Variant (after ChessX): nodes live in a flat array and are
// addressed by stable integer ids; node 0 is the start position. A node's first child is the
// main continuation, the others are variations in their display order. Deleting marks nodes as
// free (tombstones) so every other id stays valid. Comments, NAGs and highlights live beside the
// nodes in a parallel array keyed by the same ids. Tags are an ordered list of key/value pairs.
#include "GameAnnotation.h"
#include "variant/Result.h"
#include "variant/Turn.h"
#include "variant/Variant.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace trellis {

using NodeId = int;
inline constexpr NodeId kNoNode = -1;

using TagList = std::vector<std::pair<std::string, std::string>>;

class GameTree {
  public:
    // `start` is a board positioned at the game's start; the tree keeps its own copy. The tags
    // start with Variant (and Rules when the variant names one).
    explicit GameTree(const Variant& start);
    GameTree(const GameTree& other);
    GameTree& operator=(const GameTree& other);
    GameTree(GameTree&&) noexcept = default;
    GameTree& operator=(GameTree&&) noexcept = default;
    ~GameTree() = default;

    // --- Nodes and navigation. Ids passed in must satisfy contains(); others throw
    // std::out_of_range (a caller bug, not a user error).
    static constexpr NodeId root() { return 0; }
    bool contains(NodeId id) const;
    int nodeSlots() const { return int(nodes_.size()); } // ids in use or freed, for iteration
    int moveCount() const;                               // live nodes other than the root
    NodeId parent(NodeId id) const;
    const std::vector<NodeId>& children(NodeId id) const; // main continuation first
    NodeId mainChild(NodeId id) const;                    // kNoNode at the end of a line
    int variationIndex(NodeId id) const;                  // 0 for the main continuation
    bool isMainLine(NodeId id) const;                     // on the game's main line
    int ply(NodeId id) const;                             // 0 for the root
    // The nodes from the first turn to `id` inclusive (empty for the root).
    std::vector<NodeId> pathFromRoot(NodeId id) const;
    // The main continuation after `from` (excluded), following first children to the end.
    std::vector<NodeId> mainLine(NodeId from = root()) const;

    // --- What each node holds.
    const Turn& turn(NodeId id) const;
    // The turn's text in the variant's file notation, computed once, when first asked for.
    const std::string& text(NodeId id) const;
    // The turn's text in another notation (computed from the position before it).
    std::string turnText(NodeId id, Notation notation) const;
    // The turn's Variant::legalTurnRank when the tree learnt it on the way (adding a turn does,
    // reading its text does for a variant that ranks while it reads); nothing otherwise. Game
    // databases store ranks.
    std::optional<std::size_t> knownRank(NodeId id) const;
    // Who played the turn (0 first player, 1 second) and the full-move number it belongs to.
    int mover(NodeId id) const;
    int moveNumber(NodeId id) const;
    // How many turn texts this tree has asked its variant for (turnText and adding nodes); tests
    // and benchmarks use it to prove a display does not re-notate what it has already shown.
    long long notationCount() const { return notationCount_; }

    // --- Positions.
    const Variant& startVariant() const { return *start_; }
    std::string startPosition() const { return start_->position(); }
    // Replaces the start position of a tree that has no turns yet; sets [SetUp "1"] + [FEN].
    Result<bool> setStartPosition(std::string_view text);
    // A board positioned at `id`: the start position plus the turns on the path from the root.
    std::unique_ptr<Variant> variantAt(NodeId id) const;
    std::string positionAt(NodeId id) const;
    // The keys of the position at `id`. The tree's board notes them at each node it reaches
    // (reading a game reaches every node but the last), so asking costs at most the moves to
    // get there.
    PositionKeys positionKeys(NodeId id) const;

    // --- Editing the tree.
    // Plays `turn` after `at`: the existing child when that turn is already there, else a new
    // node (the main continuation when `at` had none, else the last variation). Fails on an
    // illegal turn or a freed node.
    Result<NodeId> addTurn(NodeId at, const Turn& turn);
    // The same from a text, parsed by the variant in `notation` (default: its file notation).
    Result<NodeId> addTurnText(NodeId at, std::string_view text,
                               std::optional<Notation> notation = std::nullopt);
    // The same for the legal turn of rank `rank` (Variant::legalTurnOfRank, what game databases
    // store); fails when there is none.
    Result<NodeId> addTurnOfRank(NodeId at, std::size_t rank);
    bool promoteVariation(NodeId id); // one place towards the main continuation
    bool demoteVariation(NodeId id);  // one place away from it
    // Makes every node on the path to `id` the main continuation of its parent, so `id` ends
    // up on the game's main line.
    bool makeMainLine(NodeId id);
    // Removes `id` and everything after it (not the root). Other ids stay valid.
    bool deleteFrom(NodeId id);
    // Removes everything after `id`; the node itself stays.
    bool truncateAfter(NodeId id);

    // --- Annotations (comments, NAGs, highlights) keyed by node id.
    const NodeAnnotation& annotation(NodeId id) const;
    NodeAnnotation& annotation(NodeId id);

    // --- Tags. They are kept in the order files use: the Seven Tag Roster first (Event, Site,
    // Date, Round, White or Red, Black or Blue, Result), then the others in the order they came.
    // A new tree has Result "*", Variant and (when the variant names one) Rules.
    const TagList& tags() const { return tags_; }
    void setTags(TagList tags);
    // The tags handed over, leaving none (an importer's tree, about to go, gives its texts).
    TagList takeTags() { return std::exchange(tags_, {}); }
    bool hasTag(std::string_view key) const;
    std::string tag(std::string_view key) const; // empty when absent
    void setTag(std::string_view key, std::string_view value);
    void removeTag(std::string_view key);
    // The game result, kept in the Result tag: "1-0", "0-1", "1/2-1/2" or "*".
    std::string result() const;
    void setResult(std::string_view result);
    // A tag's place in that order: 0-8 for the roster (the variant's player tags beside
    // White/Black), 9 else.
    int rosterRank(std::string_view key) const;

  private:
    struct Node {
        Turn turn;
        mutable std::string text; // filled by text() on first use
        mutable bool noted = false;
        int rank = -1; // -1: not known
        NodeId parent = kNoNode;
        std::vector<NodeId> children;
        int mover = 0;
        int moveNumber = 0;
        int ply = 0;
        bool freed = false;
        mutable std::optional<PositionKeys> keys; // noted by syncCursor
    };

    const Node& node(NodeId id) const;
    Node& node(NodeId id);
    NodeId findChild(NodeId at, const Turn& turn) const;
    NodeId appendChild(NodeId at, Turn turn, int rank = -1);
    void freeSubtree(NodeId id);
    void syncCursor(NodeId target) const;
    void stepCursor(NodeId child) const;
    void resetCursor() const;

    std::unique_ptr<Variant> start_;
    std::vector<Node> nodes_;
    std::vector<NodeAnnotation> annotations_;
    TagList tags_;
    // A board kept positioned at some node so that walking along a line (reading a file,
    // stepping through the move list) costs one make or undo per step instead of a replay.
    mutable std::unique_ptr<Variant> cursor_;
    mutable std::vector<NodeId> cursorPath_;
    mutable long long notationCount_ = 0;
};

} // namespace trellis
