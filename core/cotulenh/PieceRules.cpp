#include "PieceRules.h"

#include <cctype>

namespace trellis::cotulenh {

std::string pieceText(std::uint16_t roles, std::uint16_t heroic) {
    const StackShape& shape = stackShape(roles);
    std::string out;
    for (int i = 0; i < shape.count; ++i) {
        if (heroic & roleBit(shape.order[i])) out += '+';
        out += kPieceLetters[shape.order[i]];
    }
    return shape.count > 1 ? "(" + out + ")" : out;
}

std::string cellText(const Cell& cell) {
    std::string text = pieceText(cell.roles, cell.heroic);
    if (cell.color == Blue)
        for (char& c : text) c = char(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

} // namespace trellis::cotulenh
