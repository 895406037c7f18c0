#include "TurnAnimation.h"

#include "variant/BoardContents.h"

#include <QSet>

#include <algorithm>

namespace trellis {

namespace {

int colourOfToken(const QString& token) {
    for (const QChar c : token)
        if (c.isLetter()) return c.isUpper() ? 0 : 1;
    return -1;
}

// The diagram as Transition::apply reads it: squares indexed by id, boards that stand on a pin.
BoardContents contentsOf(const Diagram& d) {
    BoardContents out;
    int size = 0;
    for (const DiagramSquare& sq : d.squares) size = std::max(size, sq.id + 1);
    out.squares.resize(std::size_t(size));
    for (int i = 0; i < size; ++i) out.squares[std::size_t(i)].id = i;
    for (const DiagramSquare& sq : d.squares)
        if (sq.id >= 0) out.squares[std::size_t(sq.id)].piece = sq.piece.toStdString();
    for (const DiagramBoard& b : d.boards)
        if (b.owner >= 0) out.boards.push_back({b.pin.toStdString(), b.owner});
    return out;
}

bool samePieces(const BoardContents& a, const BoardContents& b) {
    if (a.squares.size() != b.squares.size()) return false;
    for (std::size_t i = 0; i < a.squares.size(); ++i)
        if (a.squares[i].piece != b.squares[i].piece) return false;
    auto pins = [](std::vector<MovableBoard> boards) {
        std::sort(boards.begin(), boards.end(), [](const MovableBoard& x, const MovableBoard& y) {
            return std::tie(x.pin, x.owner) < std::tie(y.pin, y.owner);
        });
        return boards;
    };
    return pins(a.boards) == pins(b.boards);
}

QString nameOf(const Diagram& d, int id) {
    for (const DiagramSquare& sq : d.squares)
        if (sq.id == id) return sq.name;
    return {};
}

} // namespace

bool changeLeadsTo(const Diagram& before, const Transition& change, const Diagram& after) {
    BoardContents applied = contentsOf(before);
    change.apply(applied);
    return samePieces(applied, contentsOf(after));
}

std::optional<TurnAnimation> planTurnAnimation(const Diagram& before, const Transition& change,
                                               const Diagram& after) {
    if (change.pieces.empty() && change.boards.empty()) return std::nullopt;
    if (!changeLeadsTo(before, change, after)) return std::nullopt;
    TurnAnimation a;
    a.before = before;
    a.after = after;
    QHash<int, QString> pieces; // what each square shows while pieces travel
    for (const DiagramSquare& sq : before.squares) pieces.insert(sq.id, sq.piece);
    QSet<int> left, reached; // squares a piece left, squares a piece arrives on
    for (const PieceChange& c : change.pieces) {
        const QString token = QString::fromStdString(c.piece);
        switch (c.kind) {
        case PieceChange::Move:
            a.flights.push_back({token, nameOf(before, c.from), nameOf(after, c.to), false});
            pieces[c.from].clear();
            left.insert(c.from);
            reached.insert(c.to);
            break;
        case PieceChange::Remove: {
            // Removed where a piece just arrived: that piece goes (a suicide capture).
            auto arriving = std::find_if(a.flights.rbegin(), a.flights.rend(), [&](const auto& f) {
                return f.to == nameOf(after, c.from);
            });
            if (reached.contains(c.from) && arriving != a.flights.rend()) {
                arriving->vanishes = true;
            } else {
                const QString shown = pieces.value(c.from);
                a.fades.push_back({shown.isEmpty() ? token : shown, nameOf(before, c.from)});
            }
            pieces[c.from].clear();
            break;
        }
        case PieceChange::Place:
            // What stays behind on a square a piece left shows at once; anything else placed
            // (on arrival, a promotion) appears at the end.
            if (left.contains(c.to) && !reached.contains(c.to)) pieces[c.to] = token;
            break;
        }
    }
    // Squares the change did not touch show the same piece before and after; the board after
    // decides which squares exist (a movable board already on its new pin).
    for (const DiagramSquare& sq : after.squares)
        if (pieces.value(sq.id) != sq.piece) a.stillPieces.insert(sq.id, pieces.value(sq.id));
    return a;
}

Diagram TurnAnimation::still() const {
    Diagram d = after;
    for (DiagramSquare& sq : d.squares) {
        const auto it = stillPieces.constFind(sq.id);
        if (it == stillPieces.constEnd()) continue;
        sq.piece = *it;
        sq.colour = colourOfToken(*it);
    }
    return d;
}

qreal TurnAnimation::fadeOpacity(qreal p) {
    return std::clamp(1 - 2 * p, 0.0, 1.0);
}

qreal TurnAnimation::flightOpacity(const Flight& flight, qreal p) {
    return flight.vanishes ? std::clamp((1 - p) * 4, 0.0, 1.0) : 1.0;
}

} // namespace trellis
