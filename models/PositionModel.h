#pragma once
// The current position of a GameModel as the boards show it: one row per square (every square
// the variant can have), the Tri-D attack boards, the node's arrows, and the user's selection.
// Views send intents (clickSquare, clickBoard, choose, commit, cancel); legality comes from the
// variant's legal turns, and a complete turn is played through the GameModel.
//
// Three things come from outside the game tree: engine arrows (the analysis's best turns, drawn
// in a colour no [%cal] letter uses), opening-tree arrows (the turns the games of a database
// played, thicker for more games) and a preview (the position some turns after the current
// node, read-only: a click or any navigation ends it).
#include "BoardSquares.h"
#include "GameModel.h"

#include <QAbstractListModel>
#include <QColor>
#include <QSet>

namespace trellis {

class PositionModel : public QAbstractListModel {
    Q_OBJECT

  public:
    enum Role {
        SquareIdRole = Qt::UserRole + 1,
        NameRole,
        FileRole,
        RankRole,
        LevelRole,
        ExistsRole,
        PieceRole,
        ColourRole,
        TerrainRole,
        SelectedRole,
        TargetRole,
        LastMoveRole,
        CheckRole,
        MarkRole, // QColor of a [%csl] highlight, invalid when none
    };
    struct Board {
        QString pin;
        int owner = -1; // -1: a free pin offered as a target
        bool selected = false, target = false;
    };
    struct Arrow {
        QString from, to;
        QColor colour;
        bool engine = false; // from the analysis or the opening tree, not the node's [%cal]
        qreal width = 1;     // relative thickness
    };
    // The colour of a [%csl]/[%cal] letter (R, G, B, Y; anything else is green).
    static QColor markColour(char letter);
    // The colour of engine arrows: violet, unlike the R/G/B/Y of annotations.
    static QColor engineArrowColour() { return QColor(150, 60, 220, 190); }
    // The colour of opening-tree arrows: teal, unlike the others.
    static QColor treeArrowColour() { return QColor(0, 140, 150, 170); }

    explicit PositionModel(GameModel* game, QObject* parent = nullptr);
    ~PositionModel() override;

    QString variantId() const { return variant_; }
    // What the variant is (names, sides, whether turns are built step by step).
    const VariantDescriptor& descriptor() const { return board_->descriptor(); }
    // What the last turn shown changed (the node's turn, or the last previewed one): the
    // last-move tint, and what the views animate (see forwardChange).
    const Transition& lastTransition() const { return lastTransition_; }
    int sideToMove() const;
    QString sideName(int side) const;
    QString statusText() const;
    QVector<Board> boards() const;
    QVector<Arrow> arrows() const;
    int rowOfSquare(int squareId) const;
    // The square whose piece is selected (its targets lit); -1 for none.
    int selectedSquare() const { return selectedSquare_; }
    // The pin of the attack board selected; empty for none.
    QString selectedPin() const { return selectedPin_; }
    // Whether a click on the square (the pin's board) would select what stands there: it has
    // turns to play.
    bool canPickUp(int squareId) const;
    bool canPickUpBoard(const QString& pin) const;

    // --- Engine arrows: one per turn (turns legal at the current node; others are ignored).
    // Cleared when the position changes.
    void setEngineArrows(const std::vector<Turn>& turns);
    // --- Opening-tree arrows: turns with their relative widths, the same way.
    void setTreeArrows(const std::vector<std::pair<Turn, qreal>>& turns);
    // --- Preview: the current node's position after `turns` (a line the engine suggests).
    // Turns that do not fit end the line early. Clicks and navigation end the preview.
    void setPreview(const std::vector<Turn>& turns);
    void clearPreview();
    // --- A board shown as given, whether the rules could load it or not (the position editor's
    // while it is set up, one king only): read-only, no turns; the game's next change of node
    // shows the game again. The contents must be of the game's variant.
    void showContents(const BoardContents& contents);
    bool inPreview() const { return !preview_.empty(); }
    int previewLength() const { return int(preview_.size()); }

    // --- Intents.
    void clickSquare(int squareId);
    void clickBoard(const QString& pin);
    QStringList choices() const { return choiceLabels_; }
    // The pieces of a selected stack as tokens the user picks the moving piece from, where the
    // variant's steps say which pieces go (Variant::stepPieces): the whole stack first, then
    // each piece that can lead a step (alone, or carrying others), in the stack's order. Empty
    // unless the selected square holds pieces that can go apart.
    struct StackToken {
        QString token; // position-string token to draw: the stack's own, or one piece's letter
        QString name;  // "Whole stack", "Air Force"
    };
    QVector<StackToken> stackTokens() const { return stackTokens_; }
    int pickedStackToken() const { return pickedToken_; }
    // Picks the token of the piece that moves: only its targets stay, and a click on one plays
    // the step (a menu only where that piece still has several ways there). Picking the picked
    // token again shows every target of the stack again.
    void pickStackToken(int index);
    void choose(int index);
    void cancelChoice();
    // Cotulenh deploy sessions: steps played so far of a turn that is not finished.
    bool inSession() const { return !pending_.empty(); }
    bool canCommit() const;
    void commit();
    void cancelSession();
    QString sessionText() const;
    // Drawing on the board (the current node's [%csl]/[%cal], undoable): a square mark, or an
    // arrow between two squares, in the colour of a mark letter (R, G, B, Y). The same again
    // removes it. An arrow from a square to itself marks the square. Ends a preview.
    void toggleSquareMark(int squareId, char colour);
    void toggleArrow(int fromSquareId, int toSquareId, char colour);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

  signals:
    void choiceRequested(const QStringList& labels);
    void message(const QString& text);
    void selectionChanged();
    void positionChanged();
    void arrowsChanged(); // arrows() changed (annotations, engine arrows, preview)
    // The board went one step forward from what it showed, which a view may animate: a turn
    // was played or the next turn was navigated to (the current node is now a child of the
    // node shown, redo included), or a deploy step was played in a session. `change` records
    // it against the board shown before: lastTransition() for a turn, only the steps not yet
    // shown for a deploy whose first steps were shown, the new step for a deploy step. Sent
    // after the model holds the new state, before dataChanged and positionChanged. Never sent
    // for going back, jumping elsewhere, previews, another game or variant, or anything that
    // happens while a game is being loaded (before control returns to the event loop).
    void forwardChange(const trellis::Transition& change);

  private:
    void rebuild();
    void show(); // the squares of the current node plus the preview turns
    QString positionText() const;
    void clearSelection();
    void flagsChanged();
    // Arrows for turns legal at the current node (others skipped), and keeping a new set of
    // them (arrowsChanged when it differs).
    QVector<Arrow> arrowsOf(const std::vector<std::pair<Turn, qreal>>& turns, const QColor& colour);
    void replaceArrows(QVector<Arrow>& kept, const QVector<Arrow>& arrows);
    // Shows the pending steps; `change` (what the newest step changed) is sent as
    // forwardChange when given.
    void showPending(const Transition* change = nullptr);
    std::vector<Turn> candidates() const; // legal turns continuing the pending steps
    int clickedStep(const Turn& t) const { return board_->clickedStep(t, int(pending_.size())); }
    StepClicks clicksOf(const Turn& turn) const;
    void setContents(const BoardContents& contents);
    QSet<int> touchedBy(const Transition& transition) const;
    void resolve(std::vector<Turn> matching);
    void accept(const Turn& turn);
    QString stepLabel(const Turn& turn) const;
    QString explainNoMove(int squareId) const;
    // `pickedKey`: the stack token picked (tokenKeyOf), empty when none.
    QString explainNoReach(int fromSquareId, int toSquareId, const QString& pickedKey) const;
    // The stack token a turn's clicked step belongs to: "*" for the whole stack, else the
    // letter of the piece that leads (the carrier, or the one piece going); empty where the
    // variant says nothing.
    QString tokenKeyOf(const Turn& turn) const;
    void findStackTokens();
    // The targets of the selected square's turns (of the picked token's, when one is picked).
    QSet<int> targetsOfSelection() const;

    GameModel* game_;
    QString variant_;
    Transition lastTransition_; // what the last turn shown changed (views animate from it)
    // What the board showed, to tell one step forward from other changes (forwardChange).
    NodeId shownNode_ = kNoNode;
    std::string shownPosition_;       // empty while a preview is shown
    std::string shownParentPosition_; // the position before the node's turn
    std::vector<Step> shownSteps_;    // the deploy steps shown on top of the node
    bool loadingGame_ = false;        // a game was replaced in this pass of the event loop
    std::unique_ptr<Variant> board_;
    std::vector<Turn> legal_;
    QVector<SquareState> squares_;
    QVector<BoardState> boards_;
    QSet<int> lastMove_;
    int check_ = -1;
    int selectedSquare_ = -1;
    QString selectedPin_;
    QSet<int> targets_;
    QVector<StackToken> stackTokens_;
    QStringList tokenKeys_; // tokenKeyOf of each stack token
    int pickedToken_ = -1;
    QSet<QString> targetPins_;
    std::vector<Step> pending_;
    std::vector<Turn> choiceTurns_;
    QStringList choiceLabels_;
    std::vector<Turn> preview_;
    QVector<Arrow> engineArrows_, treeArrows_;
};

} // namespace trellis
