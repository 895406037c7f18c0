#include "GameTree.h"

#include "Concat.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace trellis {

namespace {

Result<NodeId> noNode(NodeId id) {
    return Result<NodeId>::failure(Error{ErrorCode::GameNoNode, {std::to_string(id)}});
}

} // namespace

GameTree::GameTree(const Variant& start) : start_(start.clone()) {
    nodes_.emplace_back();
    nodes_[0].moveNumber = start_->fullmoveNumber();
    annotations_.emplace_back();
    std::string rules = start_->rules();
    tags_.reserve(3);
    tags_.emplace_back("Result", "*");
    tags_.emplace_back("Variant", start_->descriptor().tagName);
    if (!rules.empty()) tags_.emplace_back("Rules", std::move(rules));
}

GameTree::GameTree(const GameTree& other)
    : start_(other.start_->clone()), nodes_(other.nodes_), annotations_(other.annotations_),
      tags_(other.tags_) {}

GameTree& GameTree::operator=(const GameTree& other) {
    if (this == &other) return *this;
    start_ = other.start_->clone();
    nodes_ = other.nodes_;
    annotations_ = other.annotations_;
    tags_ = other.tags_;
    resetCursor();
    return *this;
}

// ---------------------------------------------------------------------------------------------
// Nodes and navigation

bool GameTree::contains(NodeId id) const {
    return id >= 0 && id < int(nodes_.size()) && !nodes_[size_t(id)].freed;
}

const GameTree::Node& GameTree::node(NodeId id) const {
    if (!contains(id)) throw std::out_of_range(concat({"GameTree: no node ", std::to_string(id)}));
    return nodes_[size_t(id)];
}

GameTree::Node& GameTree::node(NodeId id) {
    return const_cast<Node&>(static_cast<const GameTree*>(this)->node(id));
}

int GameTree::moveCount() const {
    return int(
        std::count_if(nodes_.begin() + 1, nodes_.end(), [](const Node& n) { return !n.freed; }));
}

NodeId GameTree::parent(NodeId id) const {
    return node(id).parent;
}

const std::vector<NodeId>& GameTree::children(NodeId id) const {
    return node(id).children;
}

NodeId GameTree::mainChild(NodeId id) const {
    const auto& kids = node(id).children;
    return kids.empty() ? kNoNode : kids.front();
}

int GameTree::variationIndex(NodeId id) const {
    const Node& n = node(id);
    if (n.parent == kNoNode) return 0;
    const auto& kids = node(n.parent).children;
    return int(std::find(kids.begin(), kids.end(), id) - kids.begin());
}

bool GameTree::isMainLine(NodeId id) const {
    for (NodeId at = id; at != root(); at = parent(at))
        if (variationIndex(at) != 0) return false;
    return true;
}

int GameTree::ply(NodeId id) const {
    return node(id).ply;
}

std::vector<NodeId> GameTree::pathFromRoot(NodeId id) const {
    std::vector<NodeId> path;
    for (NodeId at = id; at != root(); at = parent(at)) path.push_back(at);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<NodeId> GameTree::mainLine(NodeId from) const {
    std::vector<NodeId> line;
    for (NodeId at = mainChild(from); at != kNoNode; at = mainChild(at)) line.push_back(at);
    return line;
}

const Turn& GameTree::turn(NodeId id) const {
    return node(id).turn;
}

const std::string& GameTree::text(NodeId id) const {
    const Node& n = node(id);
    if (!n.noted && id != root()) {
        // Written when first asked for: reading a file or a database only needs the turns,
        // and notating costs the variant a legal-turn generation or more.
        syncCursor(n.parent);
        ++notationCount_;
        n.text = cursor_->turnText(n.turn, cursor_->fileNotation());
        n.noted = true;
    }
    return n.text;
}

std::string GameTree::turnText(NodeId id, Notation notation) const {
    const Node& n = node(id);
    if (id == root()) return {};
    syncCursor(n.parent);
    ++notationCount_;
    return cursor_->turnText(n.turn, notation);
}

std::optional<std::size_t> GameTree::knownRank(NodeId id) const {
    const int rank = node(id).rank;
    return rank < 0 ? std::nullopt : std::optional<std::size_t>(std::size_t(rank));
}

int GameTree::mover(NodeId id) const {
    return node(id).mover;
}

int GameTree::moveNumber(NodeId id) const {
    return node(id).moveNumber;
}

// ---------------------------------------------------------------------------------------------
// Positions

void GameTree::resetCursor() const {
    cursor_.reset();
    cursorPath_.clear();
}

// Moves the cursor board from where it stands to `target`: undo back to the common ancestor,
// then play forward. Freed nodes on the old path are fine: only their count matters for undo.
void GameTree::syncCursor(NodeId target) const {
    if (!cursor_) {
        cursor_ = start_->clone();
        cursorPath_.clear();
    }
    const NodeId current = cursorPath_.empty() ? root() : cursorPath_.back();
    if (current == target && contains(target)) return;
    if (contains(current) && target != root() && node(target).parent == current) {
        stepCursor(target);
        return;
    }
    const std::vector<NodeId> path = pathFromRoot(target);
    size_t common = 0;
    while (common < path.size() && common < cursorPath_.size() &&
           path[common] == cursorPath_[common])
        ++common;
    while (cursorPath_.size() > common) {
        cursor_->undoTurn();
        cursorPath_.pop_back();
    }
    for (size_t i = common; i < path.size(); ++i) stepCursor(path[i]);
}

// Plays the turn of `child` (a child of where the cursor stands) and notes the keys there.
void GameTree::stepCursor(NodeId child) const {
    const Node& n = node(child);
    cursor_->makeTurn(n.turn);
    cursorPath_.push_back(child);
    if (!n.keys) n.keys = PositionKeys::of(*cursor_);
}

PositionKeys GameTree::positionKeys(NodeId id) const {
    if (id == root()) return PositionKeys::of(*start_);
    if (!node(id).keys) syncCursor(id);
    return *node(id).keys;
}

Result<bool> GameTree::setStartPosition(std::string_view text) {
    if (!node(root()).children.empty())
        return Result<bool>::failure(Error{ErrorCode::GameStartFixed});
    auto board = start_->clone();
    auto set = board->setPosition(text);
    if (!set) return set;
    start_ = std::move(board);
    nodes_[0].moveNumber = start_->fullmoveNumber();
    resetCursor();
    setTag("SetUp", "1");
    setTag("FEN", text);
    return true;
}

std::unique_ptr<Variant> GameTree::variantAt(NodeId id) const {
    syncCursor(id);
    return cursor_->clone();
}

std::string GameTree::positionAt(NodeId id) const {
    syncCursor(id);
    return cursor_->position();
}

// ---------------------------------------------------------------------------------------------
// Editing

NodeId GameTree::findChild(NodeId at, const Turn& turn) const {
    for (NodeId child : node(at).children)
        if (node(child).turn == turn) return child;
    return kNoNode;
}

// Expects the cursor to stand at `at` (the text and move number come from that position).
NodeId GameTree::appendChild(NodeId at, Turn turn, int rank) {
    Node child;
    child.turn = std::move(turn);
    child.rank = rank;
    child.parent = at;
    child.mover = cursor_->sideToMove();
    child.moveNumber = cursor_->fullmoveNumber();
    child.ply = node(at).ply + 1;
    const NodeId id = NodeId(nodes_.size());
    nodes_.push_back(std::move(child));
    annotations_.emplace_back();
    nodes_[size_t(at)].children.push_back(id);
    return id;
}

Result<NodeId> GameTree::addTurn(NodeId at, const Turn& turn) {
    if (!contains(at)) return noNode(at);
    if (NodeId existing = findChild(at, turn); existing != kNoNode) return existing;
    syncCursor(at);
    // A turn has a rank exactly when it is legal; the rank is kept for the databases, and a
    // variant finds it without building every legal turn where it can.
    const std::optional<std::size_t> rank = cursor_->legalTurnRank(turn);
    if (!rank) return Result<NodeId>::failure(Error{ErrorCode::TurnIllegal});
    return appendChild(at, turn, int(*rank));
}

Result<NodeId> GameTree::addTurnText(NodeId at, std::string_view text,
                                     std::optional<Notation> notation) {
    if (!contains(at)) return noNode(at);
    syncCursor(at);
    auto parsed = cursor_->parseRankedTurn(text, notation.value_or(cursor_->fileNotation()));
    if (!parsed) return Result<NodeId>::failure(parsed.error());
    if (NodeId existing = findChild(at, parsed->turn); existing != kNoNode) return existing;
    const int rank = parsed->rank ? int(*parsed->rank) : -1;
    return appendChild(at, std::move(parsed.value().turn), rank);
}

Result<NodeId> GameTree::addTurnOfRank(NodeId at, std::size_t rank) {
    if (!contains(at)) return noNode(at);
    syncCursor(at);
    std::optional<Turn> turn = cursor_->legalTurnOfRank(rank);
    if (!turn) return Result<NodeId>::failure(Error{ErrorCode::TurnIllegal});
    if (NodeId existing = findChild(at, *turn); existing != kNoNode) return existing;
    return appendChild(at, std::move(*turn), int(rank));
}

bool GameTree::promoteVariation(NodeId id) {
    if (!contains(id) || id == root()) return false;
    auto& kids = node(node(id).parent).children;
    auto it = std::find(kids.begin(), kids.end(), id);
    if (it == kids.begin()) return false;
    std::iter_swap(it, it - 1);
    return true;
}

bool GameTree::demoteVariation(NodeId id) {
    if (!contains(id) || id == root()) return false;
    auto& kids = node(node(id).parent).children;
    auto it = std::find(kids.begin(), kids.end(), id);
    if (it + 1 == kids.end()) return false;
    std::iter_swap(it, it + 1);
    return true;
}

bool GameTree::makeMainLine(NodeId id) {
    if (!contains(id) || id == root()) return false;
    bool changed = false;
    for (NodeId at = id; at != root(); at = parent(at)) {
        auto& kids = node(node(at).parent).children;
        auto it = std::find(kids.begin(), kids.end(), at);
        if (it == kids.begin()) continue;
        std::rotate(kids.begin(), it, it + 1); // keeps the other variations in their order
        changed = true;
    }
    return changed;
}

void GameTree::freeSubtree(NodeId id) {
    std::vector<NodeId> stack{id};
    while (!stack.empty()) {
        Node& n = nodes_[size_t(stack.back())];
        annotations_[size_t(stack.back())] = NodeAnnotation{};
        stack.pop_back();
        stack.insert(stack.end(), n.children.begin(), n.children.end());
        n.children.clear();
        n.turn = Turn{};
        n.text.clear();
        n.freed = true; // parent link kept so a cursor standing here can still walk back
    }
}

bool GameTree::deleteFrom(NodeId id) {
    if (!contains(id) || id == root()) return false;
    auto& kids = node(node(id).parent).children;
    kids.erase(std::find(kids.begin(), kids.end(), id));
    freeSubtree(id);
    return true;
}

bool GameTree::truncateAfter(NodeId id) {
    if (!contains(id)) return false;
    const std::vector<NodeId> kids = node(id).children;
    for (NodeId child : kids) deleteFrom(child);
    return !kids.empty();
}

// ---------------------------------------------------------------------------------------------
// Annotations and tags

const NodeAnnotation& GameTree::annotation(NodeId id) const {
    node(id); // validates the id
    return annotations_[size_t(id)];
}

NodeAnnotation& GameTree::annotation(NodeId id) {
    node(id);
    return annotations_[size_t(id)];
}

// The Seven Tag Roster (with the variant's player tags beside White/Black) comes first, in roster
// order; other tags follow in the order they were added.
int GameTree::rosterRank(std::string_view key) const {
    const auto& players = start_->descriptor().playerTags;
    const std::array<std::string_view, 9> roster = {
        "Event", "Site", "Date", "Round", "White", players[0], "Black", players[1], "Result"};
    const auto it = std::find(roster.begin(), roster.end(), key);
    return it == roster.end() ? int(roster.size()) : int(it - roster.begin());
}

void GameTree::setTags(TagList tags) {
    // Each tag ranked once; files mostly list the roster first already, and then nothing moves
    // (sorting the pairs ranked both tags of every comparison: 5 % of an import).
    std::vector<int> ranks(tags.size());
    for (std::size_t i = 0; i < tags.size(); ++i) ranks[i] = rosterRank(tags[i].first);
    if (!std::is_sorted(ranks.begin(), ranks.end())) {
        std::vector<std::size_t> order(tags.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return ranks[a] < ranks[b]; });
        TagList sorted;
        sorted.reserve(tags.size());
        for (const std::size_t i : order) sorted.push_back(std::move(tags[i]));
        tags = std::move(sorted);
    }
    tags_ = std::move(tags);
}

bool GameTree::hasTag(std::string_view key) const {
    return std::any_of(tags_.begin(), tags_.end(), [&](const auto& t) { return t.first == key; });
}

std::string GameTree::tag(std::string_view key) const {
    for (const auto& [k, v] : tags_)
        if (k == key) return v;
    return {};
}

void GameTree::setTag(std::string_view key, std::string_view value) {
    for (auto& [k, v] : tags_)
        if (k == key) {
            v = value;
            return;
        }
    const int rank = rosterRank(key);
    const auto at = std::find_if(tags_.begin(), tags_.end(),
                                 [&](const auto& t) { return rosterRank(t.first) > rank; });
    tags_.emplace(at, key, value);
}

void GameTree::removeTag(std::string_view key) {
    std::erase_if(tags_, [&](const auto& t) { return t.first == key; });
}

std::string GameTree::result() const {
    const std::string value = tag("Result");
    return value.empty() ? "*" : value;
}

void GameTree::setResult(std::string_view result) {
    setTag("Result", result);
}

} // namespace trellis
