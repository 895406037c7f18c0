#pragma once
// What PositionModel needs to know of one variant's board: its squares as the views show them,
// and where each turn's clicks go. One adapter per variant; the only place in models that
// knows a variant's square numbering.
#include "variant/Variant.h"

#include <QString>
#include <QVector>

#include <memory>

namespace trellis {

struct SquareState {
    int id = -1;
    QString name;
    int file = 0, rank = 0;
    QString level; // Tri-D level or pin; empty for Cotulenh
    bool exists = true;
    QString piece; // position-string token, empty when none
    int colour = -1;
    QString terrain; // Cotulenh: water, mixed, land
};

struct BoardState {
    QString pin;
    int owner = -1;
};

// Where the clicks of one step go: a piece from one square to another, or (Tri-D) a board
// from one pin to another. A step with neither (a promotion) is chosen from a list.
struct StepClicks {
    int fromSquare = -1, toSquare = -1;
    QString fromPin, toPin;
};

class BoardAdapter {
  public:
    virtual ~BoardAdapter() = default;
    // The squares after `pending`, the steps of a turn played so far (a deploy session).
    virtual QVector<SquareState> squares(const Variant& board,
                                         const std::vector<Step>& pending = {}) const = 0;
    virtual QVector<BoardState> boards(const Variant& board) const = 0;
    virtual StepClicks clicksOf(const Variant& board, const Turn& turn, int stepIndex) const = 0;
    // The step of a turn the user clicks for (Tri-D: the move after a forced promotion).
    virtual int clickedStep(const Turn& turn, int fromStep) const = 0;
    // Square id of the side to move's king / commander when it is in check, else -1.
    virtual int checkedKing(Variant& board) const = 0;
    // Squares a turn touched, for the last-move tint.
    virtual QVector<int> touchedSquares(const Variant& before, const Turn& turn) const = 0;
    // How a menu names the step `index` of a turn when several steps fit the same clicks.
    virtual QString stepLabel(const Variant& board, const Turn& turn, int index,
                              Notation notation) const = 0;
    // Square id from a name as annotations write it ("b4N", "QL3@q3", "e5"); -1 if none.
    virtual int squareId(const QString& name) const = 0;
};

std::unique_ptr<BoardAdapter> createBoardAdapter(const QString& variant);

} // namespace trellis
