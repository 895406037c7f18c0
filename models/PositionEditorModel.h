#pragma once
// The position editor's state: a position being set up (the variant's SetUpBoard), its
// problems as the variant validates them (with or without "allow unreachable positions"), and
// every edit as an undoable command. Views send intents (place, remove, move, side to move,
// rights, boards, a pasted position string) and redraw on changed(). Nothing here names a
// variant: what a variant allows comes from its SetUpBoard.
#include "variant/Variant.h"

#include <QObject>
#include <QStringList>
#include <QUndoStack>

#include <functional>
#include <memory>

namespace trellis {

class PositionEditorModel : public QObject {
    Q_OBJECT

  public:
    explicit PositionEditorModel(QObject* parent = nullptr);
    ~PositionEditorModel() override;

    // Starts editing the position of `board` (its variant and rules); the undo history is
    // cleared. False for a variant without a set-up board.
    bool start(const Variant& board);
    bool active() const { return setUp_ != nullptr; }

    const VariantDescriptor& descriptor() const { return board_->descriptor(); }
    QString variantId() const { return QString::fromStdString(board_->id()); }
    QString position() const;
    BoardContents contents() const { return setUp_->contents(); }
    QStringList pieceTokens(int side) const;
    QStringList pins() const;
    bool hasHeroicFlags() const { return setUp_->hasHeroicFlags(); }
    std::vector<SetUpRight> rights() const { return setUp_->rights(); }
    int sideToMove() const { return setUp_->sideToMove(); }
    // How many rights the variant's start position has (the editor keeps room for as many).
    std::size_t startRights() const;

    // Validation of the position as it stands.
    bool allowUnreachable() const { return allowUnreachable_; }
    void setAllowUnreachable(bool allow);
    std::vector<Error> problems() const;
    QStringList problemTexts() const;
    // A game can start from the position (no problems).
    bool playable() const { return problems().empty(); }
    // A board of the variant at the position; null while it has problems a game cannot start
    // from (unreachable ones are allowed when allowUnreachable()).
    std::unique_ptr<Variant> playableBoard() const;

    // Edits. Each is one undoable command; false (nothing recorded) when refused or when it
    // changes nothing.
    bool place(int square, const QString& token);
    bool remove(int square);
    bool move(int from, int to);
    bool toggleHeroic(int square);
    bool clear();
    bool setStartPosition();
    bool setSideToMove(int side);
    bool setRight(const SetUpRight& right, bool on);
    bool placeBoard(const QString& pin, int owner);
    bool moveBoard(const QString& from, const QString& to);
    bool removeBoard(const QString& pin);
    // A pasted or typed position string: loaded as one edit, or the reason it cannot be read
    // (then nothing changes). Empty on success.
    QString setPosition(const QString& text);

    QUndoStack* undoStack() { return &undo_; }

  signals:
    void changed(); // the position, its problems or the validation mode

  private:
    // Runs `edit` on the set-up board; records the change as a command named `label`.
    bool edit(const QString& label, const std::function<bool(SetUpBoard&)>& change);
    void show(const std::string& position); // sets the board to `position` (undo, redo)

    std::unique_ptr<Variant> board_; // the variant and rules; validates
    std::unique_ptr<SetUpBoard> setUp_;
    bool allowUnreachable_ = false;
    QUndoStack undo_;
};

} // namespace trellis
