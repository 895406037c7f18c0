// The Tri-D board for the models: squares from TriDPosition, clicks of each step kind.
#include "BoardAdapter.h"

#include "trid/Castling.h"
#include "trid/TriDVariant.h"

namespace trellis {

namespace {

using namespace trid;

const TriDPosition& stateOf(const Variant& v) {
    return static_cast<const TriDVariant&>(v).state();
}

class TriDBoardAdapter : public BoardAdapter {
  public:
    // Tri-D turns are entered whole, so there are never pending steps.
    QVector<SquareState> squares(const Variant& board,
                                 const std::vector<Step>& = {}) const override {
        const TriDPosition& pos = stateOf(board);
        QVector<SquareState> out;
        for (int s = 0; s < kSquares; ++s) {
            const SquareInfo info = tables().square[s];
            SquareState sq;
            sq.id = s;
            sq.name = QString::fromStdString(squareName(s));
            sq.file = fileOf(info.cell);
            sq.rank = rankOf(info.cell);
            sq.level = QString::fromStdString(levelName(info.level));
            sq.exists = pos.exists(s);
            if (const std::uint8_t p = pos.board[s]) {
                const char letter = pieceLetter(typeOf(p));
                sq.colour = colourOf(p);
                sq.piece = QString(QChar(sq.colour ? QChar(letter).toLower() : QChar(letter)));
            }
            out.push_back(sq);
        }
        return out;
    }

    QVector<BoardState> boards(const Variant& board) const override {
        const TriDPosition& pos = stateOf(board);
        QVector<BoardState> out;
        for (int p = 0; p < kPins; ++p)
            if (pos.pinOwner[p] >= 0)
                out.push_back({QString::fromStdString(pinName(p)), pos.pinOwner[p]});
        return out;
    }

    StepClicks clicksOf(const Variant& board, const Turn& turn, int stepIndex) const override {
        const Step& s = turn.steps[std::size_t(stepIndex)];
        StepClicks c;
        switch (StepKind(s.kind)) {
        case StepKind::PieceMove:
            c.fromSquare = s.from, c.toSquare = s.to;
            break;
        case StepKind::Castle: {
            const CastlingMove& m = castlingMove(board.sideToMove(), s.from);
            c.fromSquare = m.kingFrom, c.toSquare = m.kingTo;
            break;
        }
        case StepKind::BoardMove:
            c.fromPin = QString::fromStdString(pinName(s.from));
            c.toPin = QString::fromStdString(pinName(s.to));
            break;
        case StepKind::Promotion:
            break;
        }
        return c;
    }

    int clickedStep(const Turn& turn, int fromStep) const override {
        for (int i = fromStep; i < int(turn.steps.size()); ++i)
            if (StepKind(turn.steps[std::size_t(i)].kind) != StepKind::Promotion) return i;
        return fromStep;
    }

    int checkedKing(Variant& board) const override {
        const TriDPosition& pos = stateOf(board);
        return pos.inCheck(pos.side) ? pos.king[pos.side] : -1;
    }

    QVector<int> touchedSquares(const Variant& before, const Turn& turn) const override {
        QVector<int> out;
        for (std::size_t i = 0; i < turn.steps.size(); ++i) {
            const Step& s = turn.steps[i];
            if (StepKind(s.kind) == StepKind::BoardMove) {
                for (int q = 0; q < 4; ++q) out << pinSquare(s.to, q);
                continue;
            }
            if (StepKind(s.kind) == StepKind::Promotion) {
                out << s.from;
                continue;
            }
            const StepClicks c = clicksOf(before, turn, int(i));
            out << c.fromSquare << c.toSquare;
        }
        return out;
    }

    // Tri-D turns are chosen whole (promotion piece, half-turn): the turn's own text.
    QString stepLabel(const Variant& board, const Turn& turn, int,
                      Notation notation) const override {
        auto copy = board.clone();
        return QString::fromStdString(copy->turnText(turn, notation));
    }

    int squareId(const QString& name) const override { return parseSquare(name.toStdString()); }
};

} // namespace

std::unique_ptr<BoardAdapter> createTriDBoardAdapter() {
    return std::make_unique<TriDBoardAdapter>();
}

} // namespace trellis
