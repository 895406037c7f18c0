#include "PositionModel.h"

#include "ErrorText.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTimer>

#include <algorithm>

namespace trellis {

QColor PositionModel::markColour(char letter) {
    switch (letter) {
    case 'R':
        return QColor(220, 50, 50, 150);
    case 'B':
        return QColor(50, 110, 230, 150);
    case 'Y':
        return QColor(235, 200, 40, 150);
    default:
        return QColor(40, 170, 70, 150);
    }
}

namespace {

bool startsWith(const Turn& turn, const std::vector<Step>& prefix) {
    return turn.steps.size() >= prefix.size() &&
           std::equal(prefix.begin(), prefix.end(), turn.steps.begin());
}

} // namespace

PositionModel::PositionModel(GameModel* game, QObject* parent)
    : QAbstractListModel(parent), game_(game) {
    connect(game_, &GameModel::currentNodeChanged, this, &PositionModel::rebuild);
    connect(game_, &GameModel::gameReplaced, this, [this] {
        // The app loads a game and then jumps to its end in one go: nothing of that animates.
        loadingGame_ = true;
        QTimer::singleShot(0, this, [this] { loadingGame_ = false; });
        rebuild();
    });
    connect(game_, &GameModel::gameEdited, this, &PositionModel::flagsChanged);
    connect(game_, &GameModel::gameEdited, this, &PositionModel::arrowsChanged); // [%cal] edits
    rebuild();
}

PositionModel::~PositionModel() = default;

void PositionModel::rebuild() {
    const QString variant = game_->variantId();
    const bool shapeChanges = variant != variant_;
    // One step forward from what was shown: the new node's turn starts from the node shown
    // (same position: node ids are not stable across undo), without a preview in between.
    const GameTree& tree = game_->tree();
    const NodeId node = game_->currentNode();
    const NodeId shownNode = shownNode_;
    const std::string shownPosition = shownPosition_;
    const std::vector<Step> shownSteps = shownSteps_;
    if (shapeChanges) beginResetModel();
    variant_ = variant;
    preview_.clear();
    engineArrows_.clear();
    treeArrows_.clear();
    show();
    const bool forward = !shapeChanges && !loadingGame_ && !shownPosition.empty() &&
                         node != GameTree::root() && tree.parent(node) == shownNode &&
                         shownParentPosition_ == shownPosition;
    if (forward) {
        const Turn& turn = tree.turn(node);
        const bool continues = turn.steps.size() >= shownSteps.size() &&
                               std::equal(shownSteps.begin(), shownSteps.end(), turn.steps.begin());
        const Transition change =
            shownSteps.empty() ? lastTransition_
            : continues ? tree.variantAt(shownNode)->transitionFrom(turn, int(shownSteps.size()))
                        : Transition{};
        if (!change.pieces.empty() || !change.boards.empty()) emit forwardChange(change);
    }
    if (shapeChanges)
        endResetModel();
    else if (!squares_.isEmpty())
        emit dataChanged(index(0), index(int(squares_.size()) - 1));
    emit positionChanged();
    emit arrowsChanged();
}

void PositionModel::show() {
    const GameTree& tree = game_->tree();
    const NodeId node = game_->currentNode();
    board_ = tree.variantAt(node);
    // The last turn shown (the node's, or the last previewed one) is tinted.
    std::unique_ptr<Variant> before =
        node == GameTree::root() ? nullptr : tree.variantAt(tree.parent(node));
    Turn last = node == GameTree::root() ? Turn{} : tree.turn(node);
    for (const Turn& t : preview_) {
        before = board_->clone();
        board_->makeTurn(t);
        last = t;
    }
    lastTransition_ = {};
    shownParentPosition_ = before && preview_.empty() ? before->position() : std::string();
    if (before) before->makeTurn(last, lastTransition_);
    shownNode_ = node;
    shownPosition_ = preview_.empty() ? board_->position() : std::string();
    shownSteps_.clear();
    // A preview is read-only: no legal turns, so nothing can be selected.
    legal_ = preview_.empty() ? board_->legalTurns() : std::vector<Turn>{};
    setContents(board_->contents());
    check_ = board_->checkedKing();
    lastMove_ = touchedBy(lastTransition_);
    pending_.clear();
    choiceTurns_.clear();
    choiceLabels_.clear();
    selectedSquare_ = -1;
    stackTokens_.clear();
    tokenKeys_.clear();
    pickedToken_ = -1;
    selectedPin_.clear();
    targets_.clear();
    targetPins_.clear();
}

void PositionModel::flagsChanged() {
    if (!squares_.isEmpty()) emit dataChanged(index(0), index(int(squares_.size()) - 1));
    emit selectionChanged();
}

int PositionModel::sideToMove() const {
    return board_->sideToMove();
}

QString PositionModel::sideName(int side) const {
    return QCoreApplication::translate("Variant",
                                       board_->descriptor().sideNames[side == 0 ? 0 : 1].c_str());
}

QString PositionModel::statusText() const {
    if (!inPreview()) return positionText();
    return tr("Preview, %n turn(s) ahead: ", "", previewLength()) + positionText();
}

QString PositionModel::positionText() const {
    const Status s = board_->status();
    const QString mover = sideName(board_->sideToMove());
    if (s.checkmate) return tr("Checkmate: %1 wins").arg(sideName(1 - board_->sideToMove()));
    if (s.outcome == Outcome::FirstWins || s.outcome == Outcome::SecondWins)
        return tr("%1 wins").arg(sideName(s.outcome == Outcome::FirstWins ? 0 : 1));
    if (s.stalemate) return tr("Stalemate: draw");
    if (s.draw == DrawReason::DeadPosition) return tr("Draw: neither side can mate");
    if (s.draw == DrawReason::OnlyCommanders) return tr("Draw: only the commanders are left");
    if (s.draw == DrawReason::FiftyMoves) return tr("Draw by the fifty-move rule");
    QString text = s.check ? tr("%1 to move, in check").arg(mover) : tr("%1 to move").arg(mover);
    if (s.claimableDraw == DrawReason::Repetition)
        text += tr(" (threefold repetition: draw may be claimed)");
    if (s.claimableDraw == DrawReason::FiftyMoves)
        text += tr(" (fifty-move rule: draw may be claimed)");
    return text;
}

QVector<PositionModel::Board> PositionModel::boards() const {
    QVector<Board> out;
    for (const BoardState& b : boards_)
        out.push_back({b.pin, b.owner, b.pin == selectedPin_, false});
    for (const QString& pin : targetPins_) {
        if (pin == selectedPin_) continue;
        out.push_back({pin, -1, false, true});
    }
    return out;
}

QVector<PositionModel::Arrow> PositionModel::arrows() const {
    // Both kinds belong to the current node, not to a previewed position.
    if (inPreview()) return {};
    QVector<Arrow> out;
    for (const ArrowMark& a : game_->tree().annotation(game_->currentNode()).arrows)
        out.push_back({QString::fromStdString(a.from), QString::fromStdString(a.to),
                       markColour(a.colour), false});
    return out + engineArrows_ + treeArrows_;
}

QVector<PositionModel::Arrow>
PositionModel::arrowsOf(const std::vector<std::pair<Turn, qreal>>& turns, const QColor& colour) {
    if (turns.empty()) return {}; // also while the window is torn down: no board needed
    const auto board = game_->tree().variantAt(game_->currentNode());
    const auto legal = board->legalTurns();
    QVector<Arrow> arrows;
    for (const auto& [t, width] : turns) {
        if (std::find(legal.begin(), legal.end(), t) == legal.end()) continue;
        // The first step with a piece going from one square to another (a Tri-D turn may
        // start with a promotion or move a board).
        for (int i = clickedStep(t); i < int(t.steps.size()); ++i) {
            const StepClicks c = board->clicksOf(t, i);
            const int from = rowOfSquare(c.fromSquare), to = rowOfSquare(c.toSquare);
            if (from < 0 || to < 0) continue;
            arrows.push_back({squares_[from].name, squares_[to].name, colour, true, width});
            break;
        }
    }
    return arrows;
}

void PositionModel::replaceArrows(QVector<Arrow>& kept, const QVector<Arrow>& arrows) {
    if (arrows.size() == kept.size() &&
        std::equal(arrows.begin(), arrows.end(), kept.begin(), [](const Arrow& a, const Arrow& b) {
            return a.from == b.from && a.to == b.to && a.width == b.width;
        }))
        return;
    kept = arrows;
    emit arrowsChanged();
}

void PositionModel::setEngineArrows(const std::vector<Turn>& turns) {
    std::vector<std::pair<Turn, qreal>> widths;
    for (const Turn& t : turns) widths.emplace_back(t, 1.0);
    replaceArrows(engineArrows_, arrowsOf(widths, engineArrowColour()));
}

void PositionModel::setTreeArrows(const std::vector<std::pair<Turn, qreal>>& turns) {
    replaceArrows(treeArrows_, arrowsOf(turns, treeArrowColour()));
}

void PositionModel::setPreview(const std::vector<Turn>& turns) {
    auto board = game_->tree().variantAt(game_->currentNode());
    std::vector<Turn> fitting;
    for (const Turn& t : turns) {
        const auto legal = board->legalTurns();
        if (std::find(legal.begin(), legal.end(), t) == legal.end()) break;
        board->makeTurn(t);
        fitting.push_back(t);
    }
    if (fitting.empty()) return clearPreview();
    preview_ = fitting;
    show();
    flagsChanged();
    emit positionChanged();
    emit arrowsChanged();
}

void PositionModel::clearPreview() {
    if (!inPreview()) return;
    preview_.clear();
    show();
    flagsChanged();
    emit positionChanged();
    emit arrowsChanged();
}

void PositionModel::showContents(const BoardContents& contents) {
    preview_.clear();
    show(); // no selection, session or preview left over
    legal_.clear();
    lastTransition_ = {};
    lastMove_.clear();
    check_ = -1;
    shownPosition_.clear(); // what follows is no step forward from this
    setContents(contents);
    flagsChanged();
    emit positionChanged();
    emit arrowsChanged();
}

bool PositionModel::canPickUp(int squareId) const {
    const std::vector<Turn> cand = candidates();
    return std::any_of(cand.begin(), cand.end(),
                       [&](const Turn& t) { return clicksOf(t).fromSquare == squareId; });
}

bool PositionModel::canPickUpBoard(const QString& pin) const {
    const std::vector<Turn> cand = candidates();
    return std::any_of(cand.begin(), cand.end(), [&](const Turn& t) {
        return QString::fromStdString(clicksOf(t).fromPin) == pin;
    });
}

// The squares and movable boards of `contents`, as the views read them.
void PositionModel::setContents(const BoardContents& contents) {
    squares_.clear();
    squares_.reserve(qsizetype(contents.squares.size()));
    for (const SquareContent& c : contents.squares)
        squares_.push_back({c.id, QString::fromStdString(c.name), c.file, c.rank,
                            QString::fromStdString(c.level), c.exists,
                            QString::fromStdString(c.piece), c.colour,
                            QString::fromStdString(c.terrain)});
    boards_.clear();
    for (const MovableBoard& b : contents.boards)
        boards_.push_back({QString::fromStdString(b.pin), b.owner});
}

// The squares a turn touched: its pieces' squares, and every square of a board it moved.
QSet<int> PositionModel::touchedBy(const Transition& transition) const {
    QSet<int> out;
    for (const int s : transition.touchedSquares()) out.insert(s);
    for (const BoardChange& b : transition.boards)
        for (const SquareState& s : squares_)
            if (s.level == QString::fromStdString(b.toPin)) out.insert(s.id);
    return out;
}

StepClicks PositionModel::clicksOf(const Turn& turn) const {
    return board_->clicksOf(turn, clickedStep(turn));
}

int PositionModel::rowOfSquare(int squareId) const {
    for (int i = 0; i < squares_.size(); ++i)
        if (squares_[i].id == squareId) return i;
    return -1;
}

int PositionModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(squares_.size());
}

QVariant PositionModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= squares_.size()) return {};
    const SquareState& s = squares_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return s.name;
    case SquareIdRole:
        return s.id;
    case FileRole:
        return s.file;
    case RankRole:
        return s.rank;
    case LevelRole:
        return s.level;
    case ExistsRole:
        return s.exists;
    case PieceRole:
        return s.piece;
    case ColourRole:
        return s.colour;
    case TerrainRole:
        return s.terrain;
    case SelectedRole:
        return s.id == selectedSquare_;
    case TargetRole:
        return targets_.contains(s.id);
    case LastMoveRole:
        return lastMove_.contains(s.id);
    case CheckRole:
        return s.id == check_;
    case MarkRole:
        for (const SquareMark& m : game_->tree().annotation(game_->currentNode()).squares)
            if (board_->squareId(m.square) == s.id) return markColour(m.colour);
        return QColor();
    default:
        return {};
    }
}

QHash<int, QByteArray> PositionModel::roleNames() const {
    return {{SquareIdRole, "squareId"}, {NameRole, "name"},     {FileRole, "file"},
            {RankRole, "rank"},         {LevelRole, "level"},   {ExistsRole, "exists"},
            {PieceRole, "piece"},       {ColourRole, "colour"}, {TerrainRole, "terrain"},
            {SelectedRole, "selected"}, {TargetRole, "target"}, {LastMoveRole, "lastMove"},
            {CheckRole, "check"},       {MarkRole, "mark"}};
}

// --- Intents.

std::vector<Turn> PositionModel::candidates() const {
    std::vector<Turn> out;
    for (const Turn& t : legal_)
        if (t.steps.size() > pending_.size() && startsWith(t, pending_)) out.push_back(t);
    return out;
}

void PositionModel::clearSelection() {
    selectedSquare_ = -1;
    stackTokens_.clear();
    tokenKeys_.clear();
    pickedToken_ = -1;
    selectedPin_.clear();
    targets_.clear();
    targetPins_.clear();
    flagsChanged();
}

QString PositionModel::explainNoMove(int squareId) const {
    const int row = rowOfSquare(squareId);
    if (row < 0) return tr("There is no such square.");
    const SquareState& s = squares_[row];
    if (board_->status().checkmate || legal_.empty())
        return tr("The game is over: %1.").arg(statusText());
    if (inSession()) return tr("Only the pieces of the deploying stack may move now.");
    if (s.piece.isEmpty()) return tr("%1 is empty: pick one of your pieces.").arg(s.name);
    if (s.colour != board_->sideToMove())
        return tr("It is %1's turn.").arg(sideName(board_->sideToMove()));
    return tr("The piece on %1 has no legal move%2.")
        .arg(s.name, board_->status().check ? tr(" (your king is in check)") : QString());
}

QString PositionModel::explainNoReach(int from, int to, const QString& pickedKey) const {
    // For the stack's picked piece, or in a deploy ("*", the whole stack, as none picked).
    const std::string piece = pickedKey == u"*" ? std::string() : pickedKey.toStdString();
    QString text =
        errorText(inSession() || !piece.empty() ? board_->whyNotStep(pending_, from, to, piece)
                                                : board_->whyNotLegal(from, to));
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text + '.';
}

void PositionModel::clickSquare(int squareId) {
    if (inPreview()) return clearPreview();
    const auto cand = candidates();
    if (selectedSquare_ >= 0 && targets_.contains(squareId)) {
        std::vector<Turn> matching;
        const QString picked = pickedToken_ >= 0 ? tokenKeys_[pickedToken_] : QString();
        for (const Turn& t : cand) {
            const StepClicks c = clicksOf(t);
            if (c.fromSquare == selectedSquare_ && c.toSquare == squareId &&
                (picked.isEmpty() || tokenKeyOf(t) == picked))
                matching.push_back(t);
        }
        clearSelection();
        return resolve(std::move(matching));
    }
    QSet<int> targets;
    for (const Turn& t : cand) {
        const StepClicks c = clicksOf(t);
        if (c.fromSquare == squareId) targets.insert(c.toSquare);
    }
    const bool reclick = squareId == selectedSquare_;
    const int selected = selectedSquare_;
    const QString picked = pickedToken_ >= 0 ? tokenKeys_[pickedToken_] : QString();
    clearSelection();
    if (reclick) return;
    if (targets.isEmpty()) {
        // A square the selected piece cannot reach: why, in the game's terms.
        emit message(selected >= 0 ? explainNoReach(selected, squareId, picked)
                                   : explainNoMove(squareId));
        return;
    }
    selectedSquare_ = squareId;
    targets_ = targets;
    findStackTokens();
    flagsChanged();
}

QString PositionModel::tokenKeyOf(const Turn& turn) const {
    const Variant::StepPieces p = board_->stepPieces(turn, clickedStep(turn));
    if (p.moving.empty()) return {};
    if (p.wholeStack) return QStringLiteral("*");
    return QString::fromStdString(p.carrier.empty() ? p.moving.front() : p.carrier);
}

void PositionModel::findStackTokens() {
    QStringList keys;
    for (const Turn& t : candidates()) {
        if (clicksOf(t).fromSquare != selectedSquare_) continue;
        const QString key = tokenKeyOf(t);
        if (!key.isEmpty() && !keys.contains(key)) keys << key;
    }
    if (keys.size() < 2) return;
    // The whole stack first, then the pieces in the order the stack's token lists them.
    const QString stack = squares_[rowOfSquare(selectedSquare_)].piece;
    std::sort(keys.begin(), keys.end(), [&stack](const QString& a, const QString& b) {
        const auto rank = [&stack](const QString& k) {
            return k == "*" ? -1 : int(stack.toUpper().indexOf(k));
        };
        return rank(a) < rank(b);
    });
    const int side = board_->sideToMove();
    for (const QString& key : keys) {
        QString name = tr("Whole stack");
        if (key != "*")
            for (const auto& [letter, pieceName] : descriptor().pieceNames)
                if (QString::fromStdString(letter) == key)
                    name = QCoreApplication::translate("Variant", pieceName.c_str());
        // Position strings write the second player's pieces in lower case.
        const QString token = key == "*" ? stack : side == 0 ? key : key.toLower();
        stackTokens_.push_back({token, name});
    }
    tokenKeys_ = keys;
}

QSet<int> PositionModel::targetsOfSelection() const {
    const QString picked = pickedToken_ >= 0 ? tokenKeys_[pickedToken_] : QString();
    QSet<int> targets;
    for (const Turn& t : candidates()) {
        const StepClicks c = clicksOf(t);
        if (c.fromSquare == selectedSquare_ && (picked.isEmpty() || tokenKeyOf(t) == picked))
            targets.insert(c.toSquare);
    }
    return targets;
}

void PositionModel::pickStackToken(int index) {
    if (index < 0 || index >= stackTokens_.size()) return;
    pickedToken_ = index == pickedToken_ ? -1 : index;
    targets_ = targetsOfSelection();
    flagsChanged();
    if (pickedToken_ >= 0)
        emit message(
            tr("%1 on %2: click where it goes.")
                .arg(stackTokens_[pickedToken_].name, squares_[rowOfSquare(selectedSquare_)].name));
}

void PositionModel::clickBoard(const QString& pin) {
    if (inPreview()) return clearPreview();
    const auto cand = candidates();
    if (!selectedPin_.isEmpty() && (targetPins_.contains(pin) || pin == selectedPin_)) {
        std::vector<Turn> matching;
        for (const Turn& t : cand) {
            const StepClicks c = clicksOf(t);
            if (QString::fromStdString(c.fromPin) == selectedPin_ &&
                QString::fromStdString(c.toPin) == pin)
                matching.push_back(t);
        }
        clearSelection();
        if (!matching.empty()) resolve(std::move(matching));
        return;
    }
    QSet<QString> targets;
    for (const Turn& t : cand) {
        const StepClicks c = clicksOf(t);
        if (QString::fromStdString(c.fromPin) == pin)
            targets.insert(QString::fromStdString(c.toPin));
    }
    clearSelection();
    if (targets.isEmpty()) {
        emit message(
            tr("The board on %1 cannot move now: a board moves only when it carries at most one "
               "piece, by the side of that piece (or its owner when empty), to a free adjacent "
               "pin.")
                .arg(pin));
        return;
    }
    selectedPin_ = pin;
    targetPins_ = targets;
    flagsChanged();
}

// The step's text, followed by what it does in words where the variant says which pieces go:
// "F>c2 — Air Force alone to c2", "Nc>c2 — Navy carries Air Force to c2".
QString PositionModel::stepLabel(const Turn& turn) const {
    const int step = clickedStep(turn);
    const QString label = QString::fromStdString(board_->stepLabel(turn, step, game_->notation()));
    const Variant::StepPieces p = board_->stepPieces(turn, step);
    const int to = rowOfSquare(p.to);
    if (p.moving.empty() || to < 0) return label;
    const auto name = [this](const std::string& letter) {
        for (const auto& [l, n] : descriptor().pieceNames)
            if (l == letter) return QCoreApplication::translate("Variant", n.c_str());
        return QString::fromStdString(letter);
    };
    QStringList moving;
    for (const std::string& letter : p.moving) moving << name(letter);
    const QString square = squares_[to].name;
    QString words;
    if (p.wholeStack && !p.carrier.empty())
        words = p.deploy ? tr("whole stack to %1, as a deploy").arg(square)
                         : tr("whole stack to %1").arg(square);
    else if (!p.carrier.empty())
        words = tr("%1 carries %2 to %3")
                    .arg(name(p.carrier), QLocale().createSeparatedList(moving), square);
    else if (p.wholeStack)
        words = tr("%1 to %2").arg(moving.front(), square);
    else
        words = tr("%1 alone to %2").arg(moving.front(), square);
    return label + " — " + words;
}

void PositionModel::resolve(std::vector<Turn> matching) {
    if (matching.empty()) return;
    // Turns that agree up to the clicked step are one choice for a deploy; Tri-D turns are
    // chosen whole (promotion piece, half-turn).
    if (board_->descriptor().stepwiseTurns) {
        std::vector<Turn> distinct;
        for (const Turn& t : matching) {
            const std::size_t n = std::size_t(clickedStep(t)) + 1;
            const bool seen = std::any_of(distinct.begin(), distinct.end(), [&](const Turn& d) {
                return std::equal(t.steps.begin(), t.steps.begin() + long(n), d.steps.begin());
            });
            if (!seen) distinct.push_back(t);
        }
        matching = distinct;
    }
    if (matching.size() == 1) return accept(matching.front());
    choiceTurns_ = matching;
    choiceLabels_.clear();
    for (const Turn& t : matching) choiceLabels_ << stepLabel(t);
    emit choiceRequested(choiceLabels_);
}

void PositionModel::choose(int index) {
    if (index < 0 || index >= int(choiceTurns_.size())) return;
    const Turn chosen = choiceTurns_[std::size_t(index)];
    cancelChoice();
    accept(chosen);
}

void PositionModel::cancelChoice() {
    choiceTurns_.clear();
    choiceLabels_.clear();
}

void PositionModel::accept(const Turn& turn) {
    const std::size_t upTo = std::size_t(clickedStep(turn)) + 1;
    std::vector<Step> next(turn.steps.begin(), turn.steps.begin() + long(upTo));
    const bool complete = next.size() == turn.steps.size();
    const bool longer = std::any_of(legal_.begin(), legal_.end(), [&](const Turn& t) {
        return t.steps.size() > next.size() && startsWith(t, next);
    });
    if (!board_->descriptor().stepwiseTurns || (complete && !longer)) {
        if (!game_->playTurn(turn)) emit message(tr("That turn is not legal."));
        return;
    }
    const Transition change = board_->transitionFrom(Turn{next}, int(pending_.size()));
    pending_ = next;
    showPending(&change);
    emit message(sessionText());
}

// The board as it stands after the pending steps, with those steps tinted; without pending
// steps (a cancelled deploy) the game's last turn is tinted again. Sessions never happen in a
// preview (it has no legal turns), so that turn is the current node's.
void PositionModel::showPending(const Transition* change) {
    setContents(board_->contents(pending_));
    shownSteps_ = pending_;
    if (change && (!change->pieces.empty() || !change->boards.empty())) emit forwardChange(*change);
    if (!pending_.empty()) {
        lastMove_.clear();
        for (const Step& s : pending_) lastMove_ << s.from << s.to;
    } else {
        lastMove_ = touchedBy(lastTransition_);
    }
    flagsChanged();
}

bool PositionModel::canCommit() const {
    return inSession() && std::any_of(legal_.begin(), legal_.end(), [&](const Turn& t) {
               return t.steps.size() == pending_.size() && startsWith(t, pending_);
           });
}

void PositionModel::commit() {
    if (!canCommit()) {
        emit message(
            tr("The deploy cannot be committed yet: the piece left behind must be able to stand "
               "there and your commander must be safe."));
        return;
    }
    Turn turn;
    turn.steps = pending_;
    pending_.clear();
    if (game_->playTurn(turn)) return;
    // Not played: the session stays open, its steps kept.
    pending_ = turn.steps;
    emit message(tr("The deploy was not played: it is not a legal turn in the game's current "
                    "position. Cancel it or go on deploying."));
}

void PositionModel::cancelSession() {
    pending_.clear();
    showPending();
    clearSelection();
    emit message(tr("Deploy cancelled."));
}

void PositionModel::toggleSquareMark(int squareId, char colour) {
    toggleArrow(squareId, squareId, colour);
}

void PositionModel::toggleArrow(int fromSquareId, int toSquareId, char colour) {
    clearPreview();
    const int from = rowOfSquare(fromSquareId), to = rowOfSquare(toSquareId);
    if (from < 0 || to < 0) return;
    const std::string fromName = squares_[from].name.toStdString();
    const std::string toName = squares_[to].name.toStdString();
    if (from == to)
        game_->toggleSquareMark(game_->currentNode(), SquareMark{colour, fromName});
    else
        game_->toggleArrowMark(game_->currentNode(), ArrowMark{colour, fromName, toName});
}

QString PositionModel::sessionText() const {
    if (!inSession()) return {};
    return tr("Deploying: %n step(s) played; %1", "", int(pending_.size()))
        .arg(canCommit() ? tr("commit, or move another piece of the stack")
                         : tr("move another piece of the stack"));
}

} // namespace trellis
