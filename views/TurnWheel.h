#pragma once
// The mouse wheel steps through the turns over the widgets it watches (the 2D board, the move
// list): away from the user goes back a turn, towards the user forward, one turn per notch
// (a touchpad's small steps add up to notches).
#include <QObject>

namespace trellis {

class GameModel;

class TurnWheel : public QObject {
  public:
    TurnWheel(GameModel* game, QObject* parent) : QObject(parent), game_(game) {}
    // Steps through the turns with the wheel over `widget`.
    void watch(QObject* widget) { widget->installEventFilter(this); }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    GameModel* game_;
    int pending_ = 0; // eighths of a degree not yet turned into a step
};

} // namespace trellis
