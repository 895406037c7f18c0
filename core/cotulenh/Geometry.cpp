#include "Geometry.h"

namespace trellis::cotulenh {

std::string squareName(int sq) {
    std::string s(1, char('a' + fileOf(sq)));
    s += std::to_string(rankOf(sq) + 1);
    return s;
}

int parseSquare(std::string_view text) {
    if (text.size() < 2 || text.size() > 3) return -1;
    if (text[0] < 'a' || text[0] > 'k') return -1;
    int rank = 0;
    for (std::size_t i = 1; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9') return -1;
        rank = rank * 10 + (text[i] - '0');
    }
    if (text[1] == '0' || rank < 1 || rank > kRanks) return -1;
    return squareOf(text[0] - 'a', rank - 1);
}

} // namespace trellis::cotulenh
