#pragma once
// The strip above the move list: who plays whom and the result on the first line, the event,
// site, round and date on the second, from the game's tags (players named by the variant's
// player tags: White/Black, Red/Blue). Unknown values ("?", empty) are left out; a game without
// names says so. Double-clicking it asks for the header dialog (editRequested).
#include "TranslatedTexts.h"

#include <QLabel>

namespace trellis {

class GameModel;

class GameHeaderStrip : public QLabel {
    Q_OBJECT

  public:
    explicit GameHeaderStrip(GameModel* game, QWidget* parent = nullptr);

  signals:
    void editRequested();

  protected:
    void changeEvent(QEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

  private:
    void refresh();

    GameModel* game_;
    TranslatedTexts texts_; // set again on QEvent::LanguageChange
};

} // namespace trellis
