#pragma once
// The squares and movable boards of a position as the views read them from PositionModel: the
// core's BoardContents in Qt types.
#include "variant/BoardContents.h"

#include <QString>

namespace trellis {

struct SquareState {
    int id = -1;
    QString name;
    int file = 0, rank = 0;
    QString level; // level or pin (Tri-D); empty elsewhere
    bool exists = true;
    QString piece; // position-string token, empty when none
    int colour = -1;
    QString terrain; // Cotulenh: water, mixed, land; empty elsewhere
};

struct BoardState {
    QString pin;
    int owner = -1;
};

} // namespace trellis
