#pragma once
// The annotation glyphs (!, ?, !!, ??, !?, ?!, +-, =, -+ ...) of the current turn as a tool bar:
// one checkable action per glyph, checked when the turn carries it; triggering one toggles it
// on the turn (GameModel::toggleNag: a move or position assessment replaces the other one of
// its kind). Ctrl+1..Ctrl+6 are the move glyphs, Ctrl+7/8/9 "+-", "=" and "-+". The main window
// puts the same actions in the Game menu, so the keys work with the tool bar hidden too.
#include "GameModel.h"
#include "TranslatedTexts.h"

#include <QToolBar>

namespace trellis {

class GlyphPalette : public QToolBar {
    Q_OBJECT

  public:
    GlyphPalette(GameModel* game, QWidget* parent = nullptr);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void refresh();

    GameModel* game_;
    TranslatedTexts texts_; // set again on QEvent::LanguageChange
};

} // namespace trellis
