#pragma once
// The position editor (a mode of the main window): the board being set up, the palette of
// both sides' pieces, side to move, the variant's rights (castling, en passant, double steps),
// heroic pieces and attack boards where the variant has them, clear / start position / flip,
// undo and redo, the live position string (typing or pasting one loads it), the problems the
// variant finds as you edit, and Done / Cancel. Everything goes through a
// PositionEditorModel; nothing here names a variant.
#include <QScrollArea>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QHBoxLayout;
class QVBoxLayout;

namespace trellis {

class EditorBoard;
class EditorView3D;
class PiecePalette;
class PositionEditorModel;
class PuzzleCheck;
class Variant;

class PositionEditor : public QWidget {
    Q_OBJECT

  public:
    explicit PositionEditor(QWidget* parent = nullptr);
    ~PositionEditor() override;

    // The boards shown, as the window's View menu says: "2d", "3d" or "both" (3D only where the
    // platform can show it). Set before start().
    void setViewMode(const QString& mode) { viewMode_ = mode; }
    EditorView3D* view3D() { return view3D_; }
    // Starts editing the position of `board`. False for a variant without a set-up board.
    bool start(const Variant& board);

    PositionEditorModel* model() { return model_; }
    EditorBoard* board() { return board_; }
    PiecePalette* palette() { return palette_; }
    QLineEdit* positionField() { return position_; }
    QLabel* problemsLabel() { return problems_; }
    QComboBox* sideToMove() { return side_; }
    QCheckBox* allowUnreachable() { return allowUnreachable_; }
    QCheckBox* heroic() { return heroic_; }
    QComboBox* boardOwner() { return boardOwner_; }
    // The switch of a right, by the name the position string gives it ("K", "e3").
    QCheckBox* rightBox(const QString& name) const;
    QPushButton* doneButton() { return done_; }
    // Puzzle from the position: the goal, Verify, the verdict, Save / Add to Database.
    QComboBox* puzzleGoal() { return goal_; }
    QPushButton* verifyPuzzleButton() { return verifyPuzzle_; }
    QLabel* puzzleVerdict() { return verdict_; }
    QPushButton* savePuzzleButton() { return savePuzzle_; }
    QPushButton* addPuzzleButton() { return addPuzzle_; }
    PuzzleCheck* puzzleCheck() { return check_; }
    QPushButton* cancelButton() { return cancel_; }

  signals:
    void accepted(); // Done: the model's playableBoard() starts a game
    void cancelled();
    // The puzzle checked ok (puzzleCheck()->puzzle()) is to be saved into a collection file,
    // or added to the game database.
    void savePuzzleRequested();
    void addPuzzleRequested();

  private:
    void refresh();
    void refreshPuzzle();
    QWidget* buildPuzzleRow();
    void refreshRights();
    void keepRoomForRights();
    void applyToken();
    QPushButton* button(QVBoxLayout* column, const QString& text, const QString& name);

    PositionEditorModel* model_;
    EditorBoard* board_;
    EditorView3D* view3D_ = nullptr;
    QHBoxLayout* boards_ = nullptr;
    QString viewMode_ = QStringLiteral("2d");
    PiecePalette* palette_;
    QCheckBox* heroic_;
    QComboBox* side_;
    QWidget* rights_;
    QVBoxLayout* rightsLayout_;
    QScrollArea* rightsArea_; // scrolls the rights when they do not fit (Tri-D has 24)
    QComboBox* boardOwner_;
    QCheckBox* allowUnreachable_;
    QLineEdit* position_;
    QLabel* positionError_;
    QLabel* problems_;
    QPushButton* done_;
    PuzzleCheck* check_;
    QComboBox* goal_ = nullptr;
    QPushButton* verifyPuzzle_ = nullptr;
    QLabel* verdict_ = nullptr;
    QPushButton* savePuzzle_ = nullptr;
    QPushButton* addPuzzle_ = nullptr;
    QPushButton* cancel_;
    QString variant_;
};

} // namespace trellis
