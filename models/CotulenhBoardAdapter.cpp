// The Cotulenh board for the models, read from the public FEN (COTULENH-RULES.md section 8)
// so that it needs none of the rules' internals. Square ids: (rank - 1) * 11 + file.
#include "BoardAdapter.h"

#include "cotulenh/CotulenhVariant.h"

namespace trellis {

namespace {

constexpr int kFiles = 11, kRanks = 12;

QString terrainOf(int file, int rank) {
    if (file <= 1) return "water";
    const bool riverSquare = (file == 3 || file == 4) && (rank == 6 || rank == 7);
    return file == 2 || riverSquare ? "mixed" : "land";
}

QString nameOf(int file, int rank) {
    return QChar('a' + file) + QString::number(rank);
}

// The square tokens of the FEN's board field, rank 12 first, each row left to right.
QVector<QString> tokensOf(const QString& fen) {
    QVector<QString> cells(kFiles * kRanks);
    const QStringList rows = fen.section(' ', 0, 0).split('/');
    for (int r = 0; r < rows.size() && r < kRanks; ++r) {
        const QString& row = rows[r];
        int file = 0;
        for (int i = 0; i < row.size() && file < kFiles;) {
            if (row[i].isDigit()) {
                int n = row[i++].digitValue();
                if (i < row.size() && row[i].isDigit()) n = n * 10 + row[i++].digitValue();
                file += n;
                continue;
            }
            int end = i;
            if (row[end] == '(')
                end = row.indexOf(')', i);
            else {
                while (end < row.size() && row[end] == '+') ++end;
            }
            if (end < 0) break;
            cells[(kRanks - 1 - r) * kFiles + file++] = row.mid(i, end - i + 1);
            i = end + 1;
        }
    }
    return cells;
}

int colourOfToken(const QString& token) {
    for (const QChar c : token)
        if (c.isLetter()) return c.isUpper() ? 0 : 1;
    return -1;
}

// A square's token ("T", "+t", "(N+FT)") from the pieces standing there, carrier first.
QString tokenOf(const std::vector<cotulenh::PieceInfo>& pieces) {
    QString token;
    for (const cotulenh::PieceInfo& p : pieces) {
        if (p.heroic) token += '+';
        const QChar letter(cotulenh::kPieceLetters[p.type]);
        token += p.color == cotulenh::Red ? letter : letter.toLower();
    }
    return pieces.size() > 1 ? "(" + token + ")" : token;
}

// The board in the middle of a deploy: the session's steps played on a copy. (The position
// string of a session keeps the turn-start board, so it cannot be read from there.)
QVector<QString> tokensInSession(const Variant& board, const std::vector<Step>& pending) {
    auto copy = board.clone();
    auto& c = static_cast<cotulenh::CotulenhVariant&>(*copy);
    Turn steps;
    steps.steps = pending;
    for (const auto& move : c.toMoves(steps)) c.playStep(move);
    QVector<QString> tokens(kFiles * kRanks);
    for (int id = 0; id < tokens.size(); ++id) tokens[id] = tokenOf(c.piecesAt(id));
    return tokens;
}

class CotulenhBoardAdapter : public BoardAdapter {
  public:
    QVector<SquareState> squares(const Variant& board,
                                 const std::vector<Step>& pending = {}) const override {
        const QVector<QString> tokens = pending.empty()
                                            ? tokensOf(QString::fromStdString(board.position()))
                                            : tokensInSession(board, pending);
        QVector<SquareState> out;
        for (int id = 0; id < kFiles * kRanks; ++id) {
            SquareState s;
            s.id = id;
            s.file = id % kFiles;
            s.rank = id / kFiles + 1;
            s.name = nameOf(s.file, s.rank);
            s.terrain = terrainOf(s.file, s.rank);
            s.piece = tokens[id];
            s.colour = colourOfToken(s.piece);
            out.push_back(s);
        }
        return out;
    }
    QVector<BoardState> boards(const Variant&) const override { return {}; }
    StepClicks clicksOf(const Variant&, const Turn& turn, int stepIndex) const override {
        const Step& s = turn.steps[std::size_t(stepIndex)];
        StepClicks c;
        c.fromSquare = s.from;
        c.toSquare = s.to;
        return c;
    }
    int clickedStep(const Turn&, int fromStep) const override { return fromStep; }
    int checkedKing(Variant& board) const override {
        if (!board.status().check) return -1;
        const QChar commander = board.sideToMove() == 0 ? 'C' : 'c';
        for (const SquareState& s : squares(board))
            if (s.piece.contains(commander)) return s.id;
        return -1;
    }
    QVector<int> touchedSquares(const Variant&, const Turn& turn) const override {
        QVector<int> out;
        for (const Step& s : turn.steps) out << s.from << s.to;
        return out;
    }
    // The step alone ("F>c2"), written as the engine writes deploy steps, after the earlier
    // steps of the turn have been played in a session.
    QString stepLabel(const Variant& board, const Turn& turn, int index,
                      Notation notation) const override {
        auto copy = board.clone();
        auto& c = static_cast<cotulenh::CotulenhVariant&>(*copy);
        const auto moves = c.toMoves(turn);
        for (int i = 0; i < index; ++i) c.playStep(moves[std::size_t(i)]);
        return QString::fromStdString(c.stepText(
            moves[std::size_t(index)], notation == Notation::Lan ? Notation::Lan : Notation::San));
    }

    int squareId(const QString& name) const override {
        if (name.size() < 2 || name[0] < 'a' || name[0] > 'k') return -1;
        bool ok = false;
        const int rank = name.mid(1).toInt(&ok);
        return ok && rank >= 1 && rank <= kRanks ? (rank - 1) * kFiles + (name[0].unicode() - 'a')
                                                 : -1;
    }
};

} // namespace

std::unique_ptr<BoardAdapter> createCotulenhBoardAdapter() {
    return std::make_unique<CotulenhBoardAdapter>();
}

std::unique_ptr<BoardAdapter> createTriDBoardAdapter();

std::unique_ptr<BoardAdapter> createBoardAdapter(const QString& variant) {
    if (variant == "cotulenh") return createCotulenhBoardAdapter();
    return createTriDBoardAdapter();
}

} // namespace trellis
