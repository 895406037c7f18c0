#include "GameModel.h"

#include "NewGame.h"
#include "variant/VariantRegistry.h"

#include <QUndoCommand>

#include <algorithm>

namespace trellis {

// One undoable edit: runs the edit the first time (exact model signals), restores snapshots
// afterwards. Consecutive edits with the same merge id (one comment) merge into one command.
class GameEditCommand : public QUndoCommand {
  public:
    GameEditCommand(GameModel* model, const QString& text, std::function<bool()> edit, int mergeId)
        : QUndoCommand(text), model_(model), edit_(std::move(edit)), mergeId_(mergeId),
          before_(*model->tree_), currentBefore_(model->current_) {}

    void redo() override {
        if (!after_) {
            edit_();
            after_ = std::make_unique<GameTree>(*model_->tree_);
            currentAfter_ = model_->current_;
            return;
        }
        model_->restore(*after_, currentAfter_);
    }
    void undo() override { model_->restore(before_, currentBefore_); }
    int id() const override { return mergeId_; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const GameEditCommand*>(other);
        if (o->mergeId_ != mergeId_ || mergeId_ < 0 || !o->after_) return false;
        after_ = std::make_unique<GameTree>(*o->after_);
        currentAfter_ = o->currentAfter_;
        return true;
    }

  private:
    GameModel* model_;
    std::function<bool()> edit_;
    int mergeId_;
    GameTree before_;
    NodeId currentBefore_;
    std::unique_ptr<GameTree> after_;
    NodeId currentAfter_ = GameTree::root();
};

GameModel::GameModel(QObject* parent) : QAbstractItemModel(parent) {
    newGame(QString::fromStdString(registeredVariants().front()->id));
}

GameModel::~GameModel() = default;

bool GameModel::newGame(const QString& variant, const QString& rules) {
    auto created = createVariant(variant.toStdString(), rules.toStdString());
    if (!created) return false;
    setGame(newGameTree(*created.value()));
    return true;
}

void GameModel::setGame(const GameTree& tree) {
    beginResetModel();
    tree_ = std::make_unique<GameTree>(tree);
    current_ = GameTree::root();
    // Keep the notation when the new game's variant writes it, else take the variant's own.
    const Variant& variant = tree_->startVariant();
    if (!variant.writes(notation_)) notation_ = variant.descriptor().displayNotation;
    texts_.clear(); // another game: no text can be kept
    rebuildLines();
    endResetModel();
    undo_.clear();
    emit gameReplaced();
    emit currentNodeChanged(current_);
}

QString GameModel::variantId() const {
    return QString::fromStdString(tree_->startVariant().id());
}

void GameModel::setNotation(Notation notation) {
    if (notation == notation_) return;
    notation_ = notation;
    for (CachedText& t : texts_) t.valid = false;
    // Every turn's text changes, the structure does not: one dataChanged per line.
    const QList<int> roles{Qt::DisplayRole};
    for (size_t key = 0; key < lines_.size(); ++key) {
        const auto& nodes = lines_[key];
        if (nodes.empty()) continue;
        const QModelIndex parent = lineParent(NodeId(key));
        emit dataChanged(index(0, 0, parent), index(int(nodes.size()) - 1, 0, parent), roles);
        if (key != size_t(GameTree::root())) {
            const QModelIndex v = variationIndex(NodeId(key)); // labelled by its first turn
            emit dataChanged(v, v, roles);
        }
    }
    emit notationChanged(notation);
}

const std::string& GameModel::turnText(NodeId node) const {
    if (size_t(node) >= texts_.size()) texts_.resize(size_t(tree_->nodeSlots()));
    CachedText& t = texts_[size_t(node)];
    if (!t.valid) {
        // The file notation's text is kept by the tree itself.
        t.text = notation_ == tree_->startVariant().fileNotation()
                     ? tree_->text(node)
                     : tree_->turnText(node, notation_);
        t.turn = tree_->turn(node);
        t.parent = tree_->parent(node);
        t.valid = true;
    }
    return t.text;
}

void GameModel::revalidateTexts() {
    // Parents come before their children in id order, so one pass sees each parent first.
    texts_.resize(std::min(texts_.size(), size_t(tree_->nodeSlots())));
    for (size_t id = 1; id < texts_.size(); ++id) {
        CachedText& t = texts_[id];
        if (!t.valid) continue;
        const NodeId n = NodeId(id);
        t.valid = tree_->contains(n) && tree_->parent(n) == t.parent && tree_->turn(n) == t.turn &&
                  (t.parent == GameTree::root() || texts_[size_t(t.parent)].valid);
    }
}

std::vector<MovetextItem> GameModel::movetext() const {
    MovetextOptions options;
    options.turnText = [this](NodeId node) { return turnText(node); };
    options.highlightsInComments = false;
    return renderMovetext(*tree_, options);
}

// --- Navigation.

void GameModel::setCurrentNode(NodeId node) {
    if (node == current_ || !tree_->contains(node)) return;
    const NodeId old = current_;
    current_ = node;
    refreshNode(old, {IsCurrentRole});
    refreshNode(node, {IsCurrentRole});
    emit currentNodeChanged(node);
}

void GameModel::goBack() {
    if (current_ != GameTree::root()) setCurrentNode(tree_->parent(current_));
}

void GameModel::goForward() {
    const NodeId next = tree_->mainChild(current_);
    if (next != kNoNode) setCurrentNode(next);
}

void GameModel::goToEnd() {
    const auto rest = tree_->mainLine(current_);
    if (!rest.empty()) setCurrentNode(rest.back());
}

void GameModel::refreshNode(NodeId node, const QList<int>& roles) {
    if (node == GameTree::root() || !tree_->contains(node)) return;
    const QModelIndex i = turnIndex(node);
    emit dataChanged(i, i, roles);
}

// --- Structure.

void GameModel::growCaches() {
    const size_t size = size_t(tree_->nodeSlots());
    lines_.resize(size);
    lineOf_.resize(size, kNoNode);
    rowOf_.resize(size, 0);
}

void GameModel::rebuildLines() {
    lines_.clear();
    lineOf_.clear();
    rowOf_.clear();
    growCaches();
    if (const NodeId first = tree_->mainChild(GameTree::root()); first != kNoNode)
        buildLine(GameTree::root(), first);
}

// The line `key` from `first` on, then the variations that branch off it (nested lines).
void GameModel::buildLine(NodeId key, NodeId first) {
    std::vector<NodeId>& nodes = lines_[size_t(key)];
    for (NodeId n = first; n != kNoNode; n = tree_->mainChild(n)) {
        lineOf_[size_t(n)] = key;
        rowOf_[size_t(n)] = int(nodes.size());
        nodes.push_back(n);
    }
    for (const NodeId n : std::vector<NodeId>(nodes)) {
        const auto& siblings = tree_->children(tree_->parent(n));
        if (siblings.front() != n) continue;
        for (size_t i = 1; i < siblings.size(); ++i) buildLine(siblings[i], siblings[i]);
    }
}

// Drops the rows of `node` and everything after it (call before the tree deletes them).
void GameModel::forgetSubtree(NodeId node) {
    std::vector<NodeId> stack{node};
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        lines_[size_t(n)].clear();
        lineOf_[size_t(n)] = kNoNode;
        const auto& kids = tree_->children(n);
        stack.insert(stack.end(), kids.begin(), kids.end());
    }
}

QModelIndex GameModel::lineParent(NodeId key) const {
    return key == GameTree::root() ? QModelIndex() : variationIndex(key);
}

QModelIndex GameModel::turnIndex(NodeId node) const {
    return createIndex(rowOf_[size_t(node)], 0, turnItem(node));
}

QModelIndex GameModel::variationIndex(NodeId start) const {
    return createIndex(tree_->variationIndex(start) - 1, 0, variationItem(start));
}

QModelIndex GameModel::indexOfNode(NodeId node) const {
    if (node == GameTree::root() || !tree_->contains(node)) return {};
    return turnIndex(node);
}

NodeId GameModel::nodeOfIndex(const QModelIndex& index) const {
    return index.isValid() ? NodeId(index.internalId() / 2) : GameTree::root();
}

QModelIndex GameModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column != 0 || row >= rowCount(parent)) return {};
    if (!parent.isValid())
        return createIndex(row, 0, turnItem(lineNodes(GameTree::root())[size_t(row)]));
    const NodeId node = nodeOfIndex(parent);
    if (parent.internalId() % 2 == 1)
        return createIndex(row, 0, turnItem(lineNodes(node)[size_t(row)]));
    return createIndex(row, 0,
                       variationItem(tree_->children(tree_->parent(node))[size_t(row) + 1]));
}

QModelIndex GameModel::parent(const QModelIndex& child) const {
    if (!child.isValid()) return {};
    const NodeId node = nodeOfIndex(child);
    if (child.internalId() % 2 == 1) return turnIndex(tree_->children(tree_->parent(node)).front());
    return lineParent(lineOf(node));
}

int GameModel::rowCount(const QModelIndex& parent) const {
    if (parent.column() > 0) return 0;
    if (!parent.isValid()) return int(lineNodes(GameTree::root()).size());
    const NodeId node = nodeOfIndex(parent);
    if (parent.internalId() % 2 == 1) return int(lineNodes(node).size());
    if (lineOf(node) == node) return 0; // a variation's first turn: its alternatives hang above
    return int(tree_->children(tree_->parent(node)).size()) - 1;
}

int GameModel::columnCount(const QModelIndex& parent) const {
    return parent.column() > 0 ? 0 : 1;
}

QVariant GameModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const NodeId node = nodeOfIndex(index);
    const bool variation = index.internalId() % 2 == 1;
    const NodeAnnotation& a = tree_->annotation(node);
    switch (role) {
    case Qt::DisplayRole:
        // A variation is labelled by its first turn: stable when variations are reordered.
        return variation ? "(" + QString::fromStdString(turnText(node)) + " …)"
                         : QString::fromStdString(turnText(node));
    case NodeIdRole:
        return node;
    case IsVariationRole:
        return variation;
    case MoveNumberRole:
        return QString::number(tree_->moveNumber(node)) + (tree_->mover(node) == 0 ? "." : "...");
    case MoverRole:
        return tree_->mover(node);
    case NagsRole:
        return QVariant::fromValue(QList<int>(a.nags.begin(), a.nags.end()));
    case CommentBeforeRole:
        return QString::fromStdString(a.commentBefore);
    case CommentAfterRole:
        return QString::fromStdString(a.commentAfter);
    case IsCurrentRole:
        return !variation && node == current_;
    default:
        return {};
    }
}

QHash<int, QByteArray> GameModel::roleNames() const {
    QHash<int, QByteArray> names = QAbstractItemModel::roleNames();
    names.insert({{NodeIdRole, "nodeId"},
                  {IsVariationRole, "isVariation"},
                  {MoveNumberRole, "moveNumber"},
                  {MoverRole, "mover"},
                  {NagsRole, "nags"},
                  {CommentBeforeRole, "commentBefore"},
                  {CommentAfterRole, "commentAfter"},
                  {IsCurrentRole, "isCurrent"}});
    return names;
}

// --- Edit primitives (exact signals).

NodeId GameModel::insertTurn(NodeId at, const Turn& turn) {
    const auto& children = tree_->children(at);
    if (children.empty()) {
        // The end of a line (or the first turn of the game): one more row in that line.
        const NodeId key = at == GameTree::root() ? GameTree::root() : lineOf(at);
        const int row = int(lineNodes(key).size());
        beginInsertRows(lineParent(key), row, row);
        const NodeId added = *tree_->addTurn(at, turn);
        growCaches();
        lines_[size_t(key)].push_back(added);
        lineOf_[size_t(added)] = key;
        rowOf_[size_t(added)] = row;
        endInsertRows();
        return added;
    }
    // A new variation beside the main continuation.
    const QModelIndex parent = turnIndex(children.front());
    const int row = int(children.size()) - 1;
    beginInsertRows(parent, row, row);
    const NodeId added = *tree_->addTurn(at, turn);
    growCaches();
    lines_[size_t(added)] = {added};
    lineOf_[size_t(added)] = added;
    rowOf_[size_t(added)] = 0;
    endInsertRows();
    return added;
}

void GameModel::removeFrom(NodeId node) {
    const NodeId parentNode = tree_->parent(node);
    if (const int k = tree_->variationIndex(node); k > 0) {
        beginRemoveRows(turnIndex(tree_->children(parentNode).front()), k - 1, k - 1);
        forgetSubtree(node);
        tree_->deleteFrom(node);
        endRemoveRows();
    } else if (tree_->children(parentNode).size() == 1) {
        const NodeId key = lineOf(node);
        const int first = rowOf_[size_t(node)];
        beginRemoveRows(lineParent(key), first, int(lineNodes(key).size()) - 1);
        forgetSubtree(node);
        lines_[size_t(key)].resize(size_t(first));
        tree_->deleteFrom(node);
        endRemoveRows();
    } else {
        // The first variation becomes the main continuation: the whole shape changes.
        beginResetModel();
        tree_->deleteFrom(node);
        rebuildLines();
        endResetModel();
    }
}

void GameModel::restore(const GameTree& tree, NodeId current) {
    beginResetModel();
    tree_ = std::make_unique<GameTree>(tree);
    current_ = tree_->contains(current) ? current : GameTree::root();
    revalidateTexts();
    rebuildLines();
    endResetModel();
    emit gameEdited();
    emit gameCommentChanged();
    emit currentNodeChanged(current_);
}

void GameModel::push(const QString& text, const std::function<bool()>& edit, int mergeId) {
    undo_.push(new GameEditCommand(
        this, text,
        [this, edit] {
            const bool changed = edit();
            emit gameEdited();
            return changed;
        },
        mergeId));
}

// --- Edits.

bool GameModel::playTurn(const Turn& turn) {
    const NodeId at = current_;
    for (const NodeId child : tree_->children(at))
        if (tree_->turn(child) == turn) {
            setCurrentNode(child);
            return true;
        }
    const auto legal = tree_->variantAt(at)->legalTurns();
    if (std::find(legal.begin(), legal.end(), turn) == legal.end()) return false;
    push(tr("Play turn"), [this, at, turn] {
        const NodeId added = insertTurn(at, turn);
        setCurrentNode(added);
        return true;
    });
    return true;
}

bool GameModel::addLine(NodeId at, const std::vector<Turn>& turns, const QString& comment) {
    if (!tree_->contains(at) || turns.empty()) return false;
    auto board = tree_->variantAt(at);
    for (const Turn& t : turns) {
        const auto legal = board->legalTurns();
        if (std::find(legal.begin(), legal.end(), t) == legal.end()) return false;
        board->makeTurn(t);
    }
    push(tr("Add variation"), [this, at, turns, comment] {
        NodeId node = at, first = kNoNode;
        for (const Turn& t : turns) {
            const auto& children = tree_->children(node);
            const auto same = std::find_if(children.begin(), children.end(),
                                           [&](NodeId c) { return tree_->turn(c) == t; });
            node = same != children.end() ? *same : insertTurn(node, t);
            if (first == kNoNode) first = node;
        }
        if (!comment.isEmpty()) {
            std::string& after = tree_->annotation(first).commentAfter;
            after += (after.empty() ? "" : " ") + comment.toStdString();
            refreshNode(first, {CommentAfterRole});
        }
        return true;
    });
    return true;
}

bool GameModel::setComment(NodeId node, bool before, const QString& text) {
    if (!tree_->contains(node)) return false;
    const NodeAnnotation& a = tree_->annotation(node);
    if (QString::fromStdString(before ? a.commentBefore : a.commentAfter) == text) return false;
    push(
        tr("Edit comment"),
        [this, node, before, text] {
            NodeAnnotation& n = tree_->annotation(node);
            (before ? n.commentBefore : n.commentAfter) = text.toStdString();
            if (node == GameTree::root())
                emit gameCommentChanged();
            else
                refreshNode(node, {before ? CommentBeforeRole : CommentAfterRole});
            return true;
        },
        1000 + node * 2 + (before ? 1 : 0));
    return true;
}

bool GameModel::setNags(NodeId node, const QList<int>& nags) {
    if (!tree_->contains(node) || node == GameTree::root()) return false;
    push(tr("Set annotation glyphs"), [this, node, nags] {
        tree_->annotation(node).nags.assign(nags.begin(), nags.end());
        refreshNode(node, {NagsRole});
        return true;
    });
    return true;
}

namespace {

// The NAGs of which a turn carries at most one: move assessments and position assessments.
int nagFamily(int nag) {
    if (nag >= 1 && nag <= 6) return 1;
    if (nag >= 10 && nag <= 19) return 2;
    return 0;
}

// Removes `mark` when it is there, recolours it when it is there in another colour, adds it
// otherwise.
template <typename Mark, typename SamePlace>
void toggleMark(std::vector<Mark>& marks, const Mark& mark, SamePlace samePlace) {
    const auto it =
        std::find_if(marks.begin(), marks.end(), [&](const Mark& m) { return samePlace(m, mark); });
    if (it == marks.end())
        marks.push_back(mark);
    else if (it->colour == mark.colour)
        marks.erase(it);
    else
        it->colour = mark.colour;
}

} // namespace

bool GameModel::setTags(const TagList& tags) {
    GameTree probe = *tree_;
    probe.setTags(tags);
    if (probe.tags() == tree_->tags()) return false;
    push(tr("Edit headers"), [this, tags] {
        tree_->setTags(tags);
        return true;
    });
    return true;
}

bool GameModel::toggleNag(NodeId node, int nag) {
    if (!tree_->contains(node) || node == GameTree::root()) return false;
    const std::vector<int>& now = tree_->annotation(node).nags;
    QList<int> nags;
    const bool had = std::find(now.begin(), now.end(), nag) != now.end();
    for (const int n : now)
        if (n != nag && (nagFamily(n) == 0 || nagFamily(n) != nagFamily(nag))) nags << n;
    if (!had) nags << nag;
    return setNags(node, nags);
}

bool GameModel::toggleSquareMark(NodeId node, const SquareMark& mark) {
    if (!tree_->contains(node) || mark.square.empty()) return false;
    push(tr("Mark square"), [this, node, mark] {
        toggleMark(tree_->annotation(node).squares, mark,
                   [](const SquareMark& a, const SquareMark& b) { return a.square == b.square; });
        refreshNode(node, {CommentAfterRole});
        return true;
    });
    return true;
}

bool GameModel::toggleArrowMark(NodeId node, const ArrowMark& arrow) {
    if (!tree_->contains(node) || arrow.from.empty() || arrow.to.empty()) return false;
    push(tr("Draw arrow"), [this, node, arrow] {
        toggleMark(tree_->annotation(node).arrows, arrow,
                   [](const ArrowMark& a, const ArrowMark& b) {
                       return a.from == b.from && a.to == b.to;
                   });
        refreshNode(node, {CommentAfterRole});
        return true;
    });
    return true;
}

bool GameModel::promoteVariation(NodeId node) {
    if (!tree_->contains(node) || node == GameTree::root() || tree_->variationIndex(node) == 0)
        return false;
    push(tr("Promote variation"), [this, node] {
        const int k = tree_->variationIndex(node);
        if (k == 1) {
            beginResetModel(); // the variation and the main continuation swap places
            tree_->promoteVariation(node);
            rebuildLines();
            endResetModel();
            return true;
        }
        const QModelIndex parent = turnIndex(tree_->children(tree_->parent(node)).front());
        beginMoveRows(parent, k - 1, k - 1, parent, k - 2);
        tree_->promoteVariation(node);
        endMoveRows();
        return true;
    });
    return true;
}

bool GameModel::demoteVariation(NodeId node) {
    if (!tree_->contains(node) || node == GameTree::root()) return false;
    const int k = tree_->variationIndex(node);
    if (k + 1 >= int(tree_->children(tree_->parent(node)).size())) return false;
    push(tr("Demote variation"), [this, node, k] {
        if (k == 0) {
            beginResetModel();
            tree_->demoteVariation(node);
            rebuildLines();
            endResetModel();
            return true;
        }
        const QModelIndex parent = turnIndex(tree_->children(tree_->parent(node)).front());
        beginMoveRows(parent, k - 1, k - 1, parent, k + 1);
        tree_->demoteVariation(node);
        endMoveRows();
        return true;
    });
    return true;
}

bool GameModel::deleteFrom(NodeId node) {
    if (!tree_->contains(node) || node == GameTree::root()) return false;
    push(tr("Delete from here"), [this, node] {
        const NodeId parentNode = tree_->parent(node);
        const bool currentInside = [&] {
            for (const NodeId n : tree_->pathFromRoot(current_))
                if (n == node) return true;
            return false;
        }();
        if (currentInside) setCurrentNode(parentNode);
        removeFrom(node);
        return true;
    });
    return true;
}

} // namespace trellis
