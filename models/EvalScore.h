#pragma once
// An evaluation as the studio shows it: always from the first player's side (White / Red), so
// that a bar or a graph over a whole game reads the same way at every turn.
#include <QString>

#include <algorithm>
#include <cmath>

namespace trellis {

struct EvalScore {
    enum class Kind {
        Centipawns, // value: centipawns
        Mate,       // value: mate in |value| turns, by the first player when positive
        GameOver,   // value: 1 the first player has won, -1 the second, 0 a draw
    };
    Kind kind = Kind::Centipawns;
    int value = 0;

    // "+0.35", "#3", "#-2", "1-0", "0-1", "½-½".
    QString text() const {
        switch (kind) {
        case Kind::Centipawns:
            return QString::asprintf("%+.2f", value / 100.0);
        case Kind::Mate:
            return "#" + QString::number(value);
        case Kind::GameOver:
            break;
        }
        return value > 0 ? "1-0" : value < 0 ? "0-1" : QStringLiteral("½-½");
    }

    // Centipawns within ±cap, a mate or a won game counting as the cap: what a bar or a graph
    // draws and what the mistake marks compare (a won position stays won, however large).
    int capped(int cap) const {
        if (kind == Kind::Centipawns) return std::clamp(value, -cap, cap);
        return value > 0 ? cap : value < 0 ? -cap : 0;
    }

    // The first player's share, 0..1, as a bar or a graph draws it: a logistic curve on which a
    // pawn up is about 60 % and three pawns up 80 %; a mate or a won game is all or nothing.
    double firstShare() const {
        if (kind != Kind::Centipawns) return 0.5 + 0.5 * capped(1);
        return 1.0 / (1.0 + std::exp(-value / 230.0));
    }

    bool operator==(const EvalScore&) const = default;
};

} // namespace trellis
