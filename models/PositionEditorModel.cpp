#include "PositionEditorModel.h"

#include "ErrorText.h"

#include <QUndoCommand>

namespace trellis {

namespace {

// One edit: the position strings before and after it.
class PositionEdit : public QUndoCommand {
  public:
    PositionEdit(const QString& label, std::string before, std::string after,
                 std::function<void(const std::string&)> show)
        : QUndoCommand(label), before_(std::move(before)), after_(std::move(after)),
          show_(std::move(show)) {}
    void undo() override { show_(before_); }
    void redo() override { show_(after_); }

  private:
    std::string before_, after_;
    std::function<void(const std::string&)> show_;
};

} // namespace

PositionEditorModel::PositionEditorModel(QObject* parent) : QObject(parent) {}

PositionEditorModel::~PositionEditorModel() = default;

bool PositionEditorModel::start(const Variant& board) {
    std::unique_ptr<SetUpBoard> setUp = board.setUpBoard();
    if (!setUp) return false;
    board_ = board.clone();
    setUp_ = std::move(setUp);
    undo_.clear();
    emit changed();
    return true;
}

std::size_t PositionEditorModel::startRights() const {
    const std::unique_ptr<SetUpBoard> start = board_->setUpBoard();
    if (!start || !start->setPosition(board_->startPosition())) return 0;
    return start->rights().size();
}

QString PositionEditorModel::position() const {
    return setUp_ ? QString::fromStdString(setUp_->position()) : QString();
}

QStringList PositionEditorModel::pieceTokens(int side) const {
    QStringList tokens;
    for (const std::string& t : setUp_->pieceTokens(side)) tokens << QString::fromStdString(t);
    return tokens;
}

QStringList PositionEditorModel::pins() const {
    QStringList names;
    for (const std::string& p : setUp_->pins()) names << QString::fromStdString(p);
    return names;
}

void PositionEditorModel::setAllowUnreachable(bool allow) {
    if (allow == allowUnreachable_) return;
    allowUnreachable_ = allow;
    emit changed();
}

std::vector<Error> PositionEditorModel::problems() const {
    if (!setUp_) return {};
    return board_->validatePosition(setUp_->position(), allowUnreachable_);
}

QStringList PositionEditorModel::problemTexts() const {
    QStringList texts;
    for (const Error& e : problems()) texts << errorText(e);
    return texts;
}

std::unique_ptr<Variant> PositionEditorModel::playableBoard() const {
    if (!setUp_ || !playable()) return nullptr;
    std::unique_ptr<Variant> board = board_->clone();
    if (!board->setPosition(setUp_->position())) return nullptr;
    return board;
}

void PositionEditorModel::show(const std::string& position) {
    setUp_->setPosition(position);
    emit changed();
}

bool PositionEditorModel::edit(const QString& label,
                               const std::function<bool(SetUpBoard&)>& change) {
    if (!setUp_) return false;
    const std::string before = setUp_->position();
    if (!change(*setUp_)) return false;
    const std::string after = setUp_->position();
    if (after == before) return false;
    undo_.push(new PositionEdit(label, before, after, [this](const std::string& p) { show(p); }));
    return true;
}

bool PositionEditorModel::place(int square, const QString& token) {
    return edit(tr("Place %1").arg(token),
                [&](SetUpBoard& b) { return b.place(square, token.toStdString()); });
}

bool PositionEditorModel::remove(int square) {
    return edit(tr("Remove Piece"), [&](SetUpBoard& b) { return b.remove(square); });
}

bool PositionEditorModel::move(int from, int to) {
    return edit(tr("Move Piece"), [&](SetUpBoard& b) { return b.move(from, to); });
}

bool PositionEditorModel::toggleHeroic(int square) {
    return edit(tr("Heroic"), [&](SetUpBoard& b) { return b.toggleHeroic(square); });
}

bool PositionEditorModel::clear() {
    return edit(tr("Clear Board"), [](SetUpBoard& b) {
        b.clear();
        return true;
    });
}

bool PositionEditorModel::setStartPosition() {
    const std::string start = board_->startPosition();
    return edit(tr("Start Position"), [&](SetUpBoard& b) { return bool(b.setPosition(start)); });
}

bool PositionEditorModel::setSideToMove(int side) {
    return edit(tr("Side to Move"), [&](SetUpBoard& b) {
        b.setSideToMove(side);
        return true;
    });
}

bool PositionEditorModel::setRight(const SetUpRight& right, bool on) {
    return edit(tr("Rights"), [&](SetUpBoard& b) { return b.setRight(right, on); });
}

bool PositionEditorModel::placeBoard(const QString& pin, int owner) {
    return edit(tr("Place Board"),
                [&](SetUpBoard& b) { return b.placeBoard(pin.toStdString(), owner); });
}

bool PositionEditorModel::moveBoard(const QString& from, const QString& to) {
    return edit(tr("Move Board"),
                [&](SetUpBoard& b) { return b.moveBoard(from.toStdString(), to.toStdString()); });
}

bool PositionEditorModel::removeBoard(const QString& pin) {
    return edit(tr("Remove Board"),
                [&](SetUpBoard& b) { return b.removeBoard(pin.toStdString()); });
}

QString PositionEditorModel::setPosition(const QString& text) {
    if (!setUp_) return {};
    Error failure;
    edit(tr("Paste Position"), [&](SetUpBoard& b) {
        const Result<bool> read = b.setPosition(text.trimmed().toStdString());
        if (!read) failure = read.error();
        return bool(read);
    });
    return failure.code == ErrorCode::None ? QString() : errorText(failure);
}

} // namespace trellis
