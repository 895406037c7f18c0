#pragma once
// Where the Tri-D boards are, as the views draw them (TRID-RULES section 1): the three main
// boards and the twelve pins with their footprints. Shared by the 2D painter and the 3D scene
// so the two views cannot disagree.
#include <QString>

#include <array>

namespace trellis::tridlayout {

struct MainBoardPlace {
    const char* level;
    int column;  // 0 W, 1 N, 2 B: the 2D column and the 3D height order
    int lowRank; // the board covers lowRank .. lowRank + 3, files a..d (1..4)
};
constexpr std::array<MainBoardPlace, 3> kMainBoards{{{"W", 0, 1}, {"N", 1, 3}, {"B", 2, 5}}};

// Footprints and the main board each pin is attached to. The board overhangs its main board's
// corner by one rank, below for the lower pin of each pair.
struct PinPlace {
    const char* pin;
    int column; // the main board: 0 W, 1 N, 2 B
    bool kingSide;
    int lowRank;
    bool overhangsBelow;
    int lowFile() const { return kingSide ? 4 : 0; }
};
constexpr std::array<PinPlace, 12> kPins{{{"QL1", 0, false, 0, true},
                                          {"QL2", 0, false, 4, false},
                                          {"QL3", 1, false, 2, true},
                                          {"QL4", 1, false, 6, false},
                                          {"QL5", 2, false, 4, true},
                                          {"QL6", 2, false, 8, false},
                                          {"KL1", 0, true, 0, true},
                                          {"KL2", 0, true, 4, false},
                                          {"KL3", 1, true, 2, true},
                                          {"KL4", 1, true, 6, false},
                                          {"KL5", 2, true, 4, true},
                                          {"KL6", 2, true, 8, false}}};

inline const PinPlace* findPin(const QString& pin) {
    for (const auto& place : kPins)
        if (pin == QLatin1String(place.pin)) return &place;
    return nullptr;
}

inline const MainBoardPlace* findMainBoard(const QString& level) {
    for (const auto& main : kMainBoards)
        if (level == QLatin1String(main.level)) return &main;
    return nullptr;
}

} // namespace trellis::tridlayout
