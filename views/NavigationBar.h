#pragma once
// The bar under the board: first, previous, next and last turn, flip, and where the game stands
// ("Start", or the current turn's number and text with its place in the line, "12… Qc5  23/40").
// The buttons act on the GameModel (flip asks through flipRequested: the board and the settings
// are the window's); they are enabled only where they can act.
#include "TranslatedTexts.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace trellis {

class GameModel;

class NavigationBar : public QWidget {
    Q_OBJECT

  public:
    explicit NavigationBar(GameModel* game, QWidget* parent = nullptr);

    QString positionText() const;

  signals:
    void flipRequested();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    QToolButton* button(const QString& text, const QString& tip, const char* name);
    void refresh();

    GameModel* game_;
    QToolButton *first_, *previous_, *next_, *last_;
    QLabel* where_;
    TranslatedTexts texts_; // set again on QEvent::LanguageChange
};

} // namespace trellis
