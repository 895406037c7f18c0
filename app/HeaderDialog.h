#pragma once
// Game > Edit Headers: the game's tags. The Seven Tag Roster first, the players named as the
// variant names them (VariantDescriptor::playerTags: White and Black, Red and Blue), the result
// as a choice; then the other tags in a table where rows are added and removed. The tags that
// say what the game is (Variant, Rules, SetUp, FEN) are shown nowhere here and kept as they are.
// An empty field leaves its tag out. OK writes everything as one undoable edit; a bad tag name
// (PGN names are letters, digits and '_', each used once) is named under the table and OK waits.
#include "GameModel.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace trellis {

class HeaderDialog : public QDialog {
    Q_OBJECT

  public:
    explicit HeaderDialog(GameModel* game, QWidget* parent = nullptr);
    ~HeaderDialog() override;

    // The tags OK would write, and why it cannot (empty when it can).
    TagList tags() const;
    QString problem() const;
    void accept() override;

    // Adds an empty row to the other tags and starts editing its name (the Add button).
    void addTagRow();

  private:
    void fillFrom(const GameTree& tree);
    void check();

    GameModel* game_;
    QStringList roster_; // the roster's tag names but Result, in order
    QList<QLineEdit*> rosterEdits_;
    QComboBox* result_;
    QTableWidget* others_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

} // namespace trellis
