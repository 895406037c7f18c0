#pragma once
// Where the Tri-D boards are, as the views draw them (TRID-RULES section 1): the three main
// boards and the twelve pins with their footprints, read from core's tables. Shared by the 2D
// painter and the 3D scene so the two views cannot disagree.
#include "trid/Geometry.h"

#include <QString>

#include <array>

namespace trellis::tridlayout {

struct MainBoardPlace {
    const char* level;
    int column;  // 0 W, 1 N, 2 B: the 2D column and the 3D height order
    int lowRank; // the board covers lowRank .. lowRank + 3, files a..d (1..4)
};
// Read from the rules' tables (core/trid/Geometry.h): the views only choose where to draw.
inline const std::array<MainBoardPlace, 3> kMainBoards{{{"W", 0, trid::kMainLowRank[0]},
                                                        {"N", 1, trid::kMainLowRank[1]},
                                                        {"B", 2, trid::kMainLowRank[2]}}};

// Footprints and the main board each pin is attached to (QL1/QL2 at W, QL3/QL4 at N, QL5/QL6 at
// B). The board overhangs its main board's corner by one rank, below for the lower (odd) pin of
// each pair.
struct PinPlace {
    QString pin;
    int column; // the main board: 0 W, 1 N, 2 B
    bool kingSide;
    int lowRank;
    bool overhangsBelow;
    int lowFile() const { return kingSide ? 4 : 0; }
};
inline std::array<PinPlace, 12> pinPlaces() {
    std::array<PinPlace, 12> out;
    for (int pin = 0; pin < trid::kPins; ++pin) {
        const int footprintLow = trid::rankOf(trid::tables().footprint[pin][0]);
        out[std::size_t(pin)] = {QString::fromStdString(trid::pinName(pin)), (pin % 6) / 2,
                                 trid::pinIsKingSide(pin), footprintLow,
                                 trid::pinNumber(pin) % 2 == 1};
    }
    return out;
}
inline const std::array<PinPlace, 12> kPins = pinPlaces();

inline const PinPlace* findPin(const QString& pin) {
    for (const auto& place : kPins)
        if (pin == place.pin) return &place;
    return nullptr;
}

inline const MainBoardPlace* findMainBoard(const QString& level) {
    for (const auto& main : kMainBoards)
        if (level == QLatin1String(main.level)) return &main;
    return nullptr;
}

} // namespace trellis::tridlayout
