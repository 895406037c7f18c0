#pragma once
// Small helpers for the Cotulenh tests: build a FEN from placements, list legal moves.
#include "cotulenh/CotulenhVariant.h"

#include <QString>
#include <QStringList>

#include <initializer_list>
#include <string>
#include <utility>

namespace cotulenh_test {

// Placements like {"e5", "T"}, {"k12", "c"}, {"c3", "(NT)"}; side 'r' or 'b'.
inline std::string fenOf(std::initializer_list<std::pair<const char*, const char*>> pieces,
                         char side = 'r', int half = 0, int full = 1) {
    std::string grid[12][11];
    for (const auto& [sq, piece] : pieces) {
        const int file = sq[0] - 'a';
        const int rank = std::stoi(sq + 1) - 1;
        grid[rank][file] = piece;
    }
    std::string fen;
    for (int r = 11; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 11; ++f) {
            if (grid[r][f].empty()) {
                ++empty;
                continue;
            }
            if (empty) fen += std::to_string(empty);
            empty = 0;
            fen += grid[r][f];
        }
        if (empty) fen += std::to_string(empty);
        if (r) fen += '/';
    }
    return fen + " " + side + " - - " + std::to_string(half) + " " + std::to_string(full);
}

inline QStringList lans(trellis::cotulenh::CotulenhVariant& v) {
    QStringList out;
    for (const std::string& s : v.legalMoveList(trellis::Notation::Lan))
        out << QString::fromStdString(s);
    return out;
}

inline QStringList sans(trellis::cotulenh::CotulenhVariant& v) {
    QStringList out;
    for (const std::string& s : v.legalMoveList(trellis::Notation::San))
        out << QString::fromStdString(s);
    return out;
}

} // namespace cotulenh_test
