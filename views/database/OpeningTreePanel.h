#pragma once
// The opening tree dock: for the board's position, the turns the games of the database played
// there (an OpeningTreeModel), with how often and how they scored; a result bar per turn; a
// player filter ("games of Spock as White") for studying one's own repertoire or an opponent's;
// whether the turns are drawn on the board. A click selects a turn (the board previews its
// arrow); a double click or Enter asks to play it. The result bar takes the room the other
// columns leave; where the panel is too narrow for every column, the least needed ones (last
// played, length, share) give way, so that nothing scrolls sideways.
#include "GameQuery.h"
#include "TranslatedTexts.h"
#include "variant/Turn.h"

#include <QTimer>

#include <QWidget>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace trellis {

class OpeningTreeModel;

class OpeningTreePanel : public QWidget {
    Q_OBJECT

  public:
    explicit OpeningTreePanel(OpeningTreeModel* model, QWidget* parent = nullptr);

    QTableView* table() const { return table_; }
    // The two sides' names for the player filter's choice ("White"/"Black", "Red"/"Blue").
    void setSideNames(const QString& first, const QString& second);
    // The player filter: a name, and the side (-1 either, 0 first, 1 second).
    void setPlayer(const QString& name, int side);
    QString player() const;
    int playerSide() const;
    // `filter` narrowed to the player filter's games.
    db::GameFilter withPlayer(db::GameFilter filter) const;
    bool showsArrows() const;
    // The turn of the selected row, if any (the board shows its arrow alone).
    std::optional<Turn> selectedTurn() const;
    QString statusText() const;

  signals:
    void turnChosen(const trellis::Turn& turn);
    void playerFilterChanged();
    void arrowsToggled(bool on);
    void selectedTurnChanged();

  protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    void choose(const QModelIndex& index);
    void refreshStatus();
    void fitColumns();

    OpeningTreeModel* model_;
    QLabel* status_;
    QLineEdit* player_;
    QComboBox* side_;
    QCheckBox* arrows_;
    QTableView* table_;
    QTimer playerTimer_; // the filter applies when typing pauses
    QString failure_;
    QStringList sideNames_; // as last set, for the side box
    TranslatedTexts texts_; // set again on QEvent::LanguageChange
};

} // namespace trellis
