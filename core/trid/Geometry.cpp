#include "Geometry.h"

namespace trellis::trid {

namespace {

// Adjacency of the default rule set (seeds section 7), listed once per pin.
constexpr std::array<std::string_view, kPins> kAdjacencyAttackBoard10{
    "QL2 KL1 KL2",         "QL1 QL3 KL1 KL2 KL3", "QL2 QL4 KL2 KL3 KL4", "QL3 QL5 KL3 KL4 KL5",
    "QL4 QL6 KL4 KL5 KL6", "QL5 KL5 KL6",         "KL2 QL1 QL2",         "KL1 KL3 QL1 QL2 QL3",
    "KL2 KL4 QL2 QL3 QL4", "KL3 KL5 QL3 QL4 QL5", "KL4 KL6 QL4 QL5 QL6", "KL5 QL5 QL6"};
// Adjacency of Meder 1995 (section 9): same column numbers differing by 1 or 2; the same number
// in the other column.
constexpr std::array<std::string_view, kPins> kAdjacencyMeder1995{
    "QL2 QL3 KL1",         "QL1 QL3 QL4 KL2",     "QL1 QL2 QL4 QL5 KL3", "QL2 QL3 QL5 QL6 KL4",
    "QL3 QL4 QL6 KL5",     "QL4 QL5 KL6",         "KL2 KL3 QL1",         "KL1 KL3 KL4 QL2",
    "KL1 KL2 KL4 KL5 QL3", "KL2 KL3 KL5 KL6 QL4", "KL3 KL4 KL6 QL5",     "KL4 KL5 QL6"};

std::uint16_t parsePinList(std::string_view list) {
    std::uint16_t mask = 0;
    for (std::size_t i = 0; i + 3 <= list.size(); i += 4)
        mask |= std::uint16_t(1u << parsePin(list.substr(i, 3)));
    return mask;
}

} // namespace

std::string pinName(int pin) {
    return std::string(pinIsKingSide(pin) ? "KL" : "QL") + char('0' + pinNumber(pin));
}

int parsePin(std::string_view text) {
    if (text.size() < 3 || text[1] != 'L' || (text[0] != 'Q' && text[0] != 'K')) return -1;
    if (text[2] < '1' || text[2] > '6') return -1;
    return pinIndex(text[0] == 'K', text[2] - '0');
}

std::string levelName(int level) {
    if (isPinLevel(level)) return pinName(pinOfLevel(level));
    return std::string(1, "WNB"[level]);
}

std::string squareName(int square) {
    if (isPinSquare(square))
        return pinName(pinOfSquare(square)) + "@q" + char('1' + quadrantOfSquare(square));
    return squareNameMeder(square);
}

std::string squareNameMeder(int square) {
    const SquareInfo s = tables().square[square];
    return std::string(1, fileChar(fileOf(s.cell))) + char('0' + rankOf(s.cell)) +
           levelName(s.level);
}

std::uint16_t adjacentPins(RuleSet rules, int pin) {
    static const auto tablesFor = [](const std::array<std::string_view, kPins>& lists) {
        std::array<std::uint16_t, kPins> masks{};
        for (int p = 0; p < kPins; ++p) masks[p] = parsePinList(lists[p]);
        return masks;
    };
    static const std::array<std::uint16_t, kPins> attackBoard = tablesFor(kAdjacencyAttackBoard10);
    static const std::array<std::uint16_t, kPins> meder = tablesFor(kAdjacencyMeder1995);
    return rules == RuleSet::Meder1995 ? meder[pin] : attackBoard[pin];
}

BoardDirection boardDirection(RuleSet rules, int from, int to, int controller) {
    if (pinIsKingSide(from) != pinIsKingSide(to)) return BoardDirection::Side;
    // White advances towards level 6 / rank 9, Black the other way.
    const int sign = controller == 0 ? 1 : -1;
    int delta = pinNumber(to) - pinNumber(from);
    if (rules == RuleSet::Meder1995) delta = kPinLowRank[to % 6] - kPinLowRank[from % 6];
    return delta * sign > 0 ? BoardDirection::Forward : BoardDirection::Backward;
}

} // namespace trellis::trid

namespace trellis::trid {

int parseSquare(std::string_view text) {
    const Tables& t = tables();
    if (text.size() == 6 && text[3] == '@' && text[4] == 'q') {
        const int pin = parsePin(text);
        if (pin < 0 || text[5] < '1' || text[5] > '4') return -1;
        return pinSquare(pin, text[5] - '1');
    }
    if (text.size() < 3) return -1;
    const auto file = std::string_view("zabcde").find(text[0]);
    if (file == std::string_view::npos || text[1] < '0' || text[1] > '9') return -1;
    const int cell = cellOf(int(file), text[1] - '0');
    const std::string_view level = text.substr(2);
    int levelIndex = -1;
    if (level == "W")
        levelIndex = 0;
    else if (level == "N")
        levelIndex = 1;
    else if (level == "B")
        levelIndex = 2;
    else if (level.size() == 3 && parsePin(level) >= 0)
        levelIndex = levelOfPin(parsePin(level));
    if (levelIndex < 0) return -1;
    return t.squareAt[levelIndex][cell];
}

} // namespace trellis::trid
