#include "Tfen.h"

#include "Castling.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

namespace trellis::trid {

const char* const kStartTfen = "W:4/4/PPPP/NBBN|N:4/4/4/4|B:nbbn/pppp/4/4|QL1w:PP/RQ|KL1w:PP/KR|"
                               "QL6b:rq/pp|KL6b:kr/pp w KQkq - - 0 1";

namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

constexpr const char* kFormat = "TFEN";
constexpr const char* kSideNames[2] = {"White", "Black"};

// The number of squares a row describes.
int rowLength(std::string_view row) {
    int squares = 0;
    for (const char c : row) squares += c >= '1' && c <= '9' ? c - '0' : 1;
    return squares;
}

// Parsing state: the position being built and the first error met.
struct Parser {
    TriDPosition pos;
    Error error;

    bool fail(ErrorCode code, std::vector<std::string> args) {
        if (error.code == ErrorCode::None) {
            args.insert(args.begin(), kFormat);
            error = Error{code, std::move(args)};
        }
        return false;
    }

    // Rows from the highest rank down; `squareOf(row, column)` gives the square.
    template <class SquareOf>
    bool readRows(std::string_view token, std::string_view rows, int size, SquareOf squareOf) {
        const auto list = split(rows, '/');
        if (int(list.size()) != size)
            return fail(ErrorCode::PositionRowCount,
                        {std::string(token), std::to_string(size), std::to_string(list.size())});
        for (int row = 0; row < size; ++row) {
            int column = 0;
            for (const char c : list[row]) {
                if (c >= '1' && c <= '9') {
                    column += c - '0';
                    continue;
                }
                const int type =
                    pieceTypeFromLetter(char(std::toupper(static_cast<unsigned char>(c))));
                if (!type)
                    return fail(ErrorCode::PositionPiece,
                                {std::string(1, c), std::string(list[row])});
                if (column >= size)
                    return fail(ErrorCode::PositionRowLength,
                                {std::string(list[row]), std::to_string(size),
                                 std::to_string(rowLength(list[row]))});
                pos.board[squareOf(size - 1 - row, column)] =
                    makePiece(type, std::islower(c) ? 1 : 0);
                ++column;
            }
            if (column != size)
                return fail(ErrorCode::PositionRowLength,
                            {std::string(list[row]), std::to_string(size),
                             std::to_string(rowLength(list[row]))});
        }
        return true;
    }

    bool readLevels(std::string_view field) {
        std::array<bool, kMainLevels> seenMain{};
        std::array<int, 2> boardsOf{};
        int boards = 0;
        for (const std::string_view token : split(field, '|')) {
            const std::size_t colon = token.find(':');
            if (colon == std::string_view::npos)
                return fail(ErrorCode::PositionLevel, {std::string(token)});
            const std::string_view name = token.substr(0, colon), rows = token.substr(colon + 1);
            const int main = name == "W" ? 0 : name == "N" ? 1 : name == "B" ? 2 : -1;
            if (main >= 0) {
                if (seenMain[main])
                    return fail(ErrorCode::PositionLevelRepeated, {std::string(name)});
                seenMain[main] = true;
                if (!readRows(token, rows, 4,
                              [main](int r, int f) { return main * 16 + r * 4 + f; }))
                    return false;
                continue;
            }
            const int pin = name.size() == 4 ? parsePin(name) : -1;
            if (pin < 0) return fail(ErrorCode::PositionLevel, {std::string(name)});
            if (name[3] != 'w' && name[3] != 'b')
                return fail(ErrorCode::PositionBoardOwner, {std::string(name)});
            if (pos.pinOwner[pin] >= 0)
                return fail(ErrorCode::PositionLevelRepeated, {pinName(pin)});
            const int owner = name[3] == 'b';
            pos.pinOwner[pin] = std::int8_t(owner);
            ++boards, ++boardsOf[owner];
            // Row 0 is the footprint's lower rank: q1 q2; row 1: q4 q3.
            static constexpr int quadrant[2][2] = {{0, 1}, {3, 2}};
            if (!readRows(token, rows, 2,
                          [pin](int r, int f) { return pinSquare(pin, quadrant[r][f]); }))
                return false;
        }
        for (int level = 0; level < kMainLevels; ++level)
            if (!seenMain[level]) return fail(ErrorCode::PositionLevelMissing, {levelName(level)});
        if (boards > 4) return fail(ErrorCode::PositionBoardCount, {std::to_string(boards), "4"});
        for (const int side : {0, 1})
            if (boardsOf[side] > 2)
                return fail(ErrorCode::PositionSideBoardCount,
                            {kSideNames[side], std::to_string(boardsOf[side]), "2"});
        return true;
    }

    bool readSide(std::string_view field) {
        if (field != "w" && field != "b")
            return fail(ErrorCode::PositionSideToMove, {std::string(field)});
        pos.side = field == "b";
        return true;
    }

    bool readCastling(std::string_view field) {
        if (field == "-") return true;
        for (const char c : field) {
            const auto i = std::string_view("KQkq").find(c);
            if (i == std::string_view::npos || (pos.castling >> i & 1))
                return fail(ErrorCode::PositionCastling, {std::string(field)});
            pos.castling |= std::uint8_t(1u << i);
        }
        return true;
    }

    bool readEnPassant(std::string_view field) {
        if (field == "-") return true;
        const int square = parseSquare(field);
        if (square < 0) return fail(ErrorCode::PositionEnPassant, {std::string(field)});
        pos.enPassant = std::int8_t(square);
        return true;
    }

    bool readNoDouble(std::string_view field) {
        const std::size_t eq = field.find('=');
        const std::string_view list = field.substr(0, eq);
        if (eq != std::string_view::npos) {
            const int square = parseSquare(field.substr(eq + 1));
            if (square < 0)
                return fail(ErrorCode::PositionPromotion, {std::string(field.substr(eq + 1))});
            pos.pendingPromotion = std::int8_t(square);
        }
        if (list == "-") return true;
        for (const std::string_view name : split(list, ',')) {
            const int square = parseSquare(name);
            if (square < 0) return fail(ErrorCode::PositionDoubleStep, {std::string(name)});
            const std::uint8_t piece = pos.board[square];
            if (typeOf(piece) != Pawn || !pos.isPawnStartSquare(square, colourOf(piece)))
                return fail(ErrorCode::PositionDoubleStep, {std::string(name)});
            pos.board[square] |= kNoDoubleBit;
        }
        return true;
    }

    bool readNumber(std::string_view field, std::uint16_t& out, int minimum, ErrorCode code) {
        int value = 0;
        const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
        if (ec != std::errc() || end != field.data() + field.size() || value < minimum ||
            value > 65535)
            return fail(code, {std::string(field)});
        out = std::uint16_t(value);
        return true;
    }
};

// Pawns off their start squares can never double-step: mark them so, which keeps one
// canonical piece code (and hash) for one position however it was reached.
void normalisePawns(TriDPosition& pos) {
    for (int s = 0; s < kSquares; ++s)
        if (typeOf(pos.board[s]) == Pawn && !pos.isPawnStartSquare(s, colourOf(pos.board[s])))
            pos.board[s] |= kNoDoubleBit;
}

void finishState(TriDPosition& pos) {
    const std::array<std::uint8_t, kSquares> pieces = pos.board;
    pos.board.fill(0);
    pos.occupied = 0;
    pos.cellsOf.fill(0);
    pos.squaresOf = {};
    for (int s = 0; s < kSquares; ++s)
        if (pieces[s]) pos.put(s, pieces[s]);
    pos.hash = pos.computeHash();
}

bool validatePieces(Parser& p) {
    TriDPosition& pos = p.pos;
    std::array<int, 2> kings{};
    for (int s = 0; s < kSquares; ++s) {
        const std::uint8_t piece = pos.board[s];
        if (!piece) continue;
        if (typeOf(piece) == King) ++kings[colourOf(piece)];
        const int cell = tables().square[s].cell;
        if (typeOf(piece) == Pawn &&
            rankOf(cell) == pos.promotionRank(fileOf(cell), colourOf(piece)) &&
            s != pos.pendingPromotion)
            return p.fail(ErrorCode::PositionPawnOnLastRank, {squareNameMeder(s)});
    }
    for (const int side : {0, 1})
        if (kings[side] == 0) return p.fail(ErrorCode::PositionNoKing, {kSideNames[side], "King"});
    for (const int side : {0, 1})
        if (kings[side] != 1)
            return p.fail(ErrorCode::PositionKingCount,
                          {kSideNames[side], "King", std::to_string(kings[side])});
    return true;
}

} // namespace

bool enPassantPossible(const TriDPosition& pos) {
    if (pos.enPassant < 0) return true;
    const Tables& t = tables();
    const std::uint8_t pawn = pos.board[pos.enPassant];
    const int mover = 1 - pos.side, cell = t.square[pos.enPassant].cell;
    const int back = mover == 0 ? -1 : 1;
    // A pawn on the last rank of its way has no square behind it on the board.
    if (rankOf(cell) + back < 0 || rankOf(cell) + back >= kRanks) return false;
    const int passed = cellOf(fileOf(cell), rankOf(cell) + back);
    const int startRank = rankOf(cell) + 2 * back;
    bool startFree = false;
    if (startRank >= 0 && startRank < kRanks) {
        const int start = cellOf(fileOf(cell), startRank);
        for (int i = 0; i < t.squareCountOfCell[start]; ++i) {
            const int s = t.squaresOfCell[start][i];
            startFree |= pos.isPawnStartSquare(s, mover) && !pos.board[s];
        }
    }
    return (pawn & 15) == makePiece(Pawn, mover) && !(pos.occupied >> passed & 1) && startFree;
}

namespace {

bool validateEnPassant(Parser& p) {
    if (!enPassantPossible(p.pos))
        return p.fail(ErrorCode::PositionEnPassant, {squareNameMeder(p.pos.enPassant)});
    return true;
}

bool validatePending(Parser& p) {
    const TriDPosition& pos = p.pos;
    const int s = pos.pendingPromotion;
    if (s < 0) return true;
    for (int pin = 0; pin < kPins; ++pin)
        if (deferredPromotionSquare(pin) == s && deferredPromotionColour(pin) == pos.side &&
            pos.pinOwner[pin] < 0 && (pos.board[s] & 15) == makePiece(Pawn, pos.side))
            return true;
    return p.fail(ErrorCode::PositionPromotion, {squareNameMeder(s)});
}

} // namespace

TfenParse parseTfen(std::string_view text, RuleSet rules, bool validate) {
    Parser p;
    p.pos.rules = rules;
    std::vector<std::string_view> fields;
    for (const std::string_view f : split(text, ' '))
        if (!f.empty()) fields.push_back(f);
    if (fields.size() != 7) {
        p.fail(ErrorCode::PositionFieldCount, {"7", std::to_string(fields.size())});
        return {std::nullopt, p.error};
    }
    const bool read = p.readLevels(fields[0]) && p.readSide(fields[1]) &&
                      p.readCastling(fields[2]) && p.readEnPassant(fields[3]) &&
                      p.readNoDouble(fields[4]) &&
                      p.readNumber(fields[5], p.pos.halfmove, 0, ErrorCode::PositionHalfmove) &&
                      p.readNumber(fields[6], p.pos.fullmove, 1, ErrorCode::PositionFullmove);
    if (!read) return {std::nullopt, p.error};
    normalisePawns(p.pos);
    finishState(p.pos);
    if (!validate) return {p.pos, {}};
    if (!validatePieces(p) || !validateEnPassant(p) || !validatePending(p))
        return {std::nullopt, p.error};
    if (p.pos.inCheck(1 - p.pos.side)) {
        p.fail(ErrorCode::PositionOpponentInCheck, {kSideNames[1 - p.pos.side]});
        return {std::nullopt, p.error};
    }
    return {p.pos, {}};
}

namespace {

char pieceChar(std::uint8_t piece) {
    const char c = pieceLetter(typeOf(piece));
    return colourOf(piece) ? char(std::tolower(static_cast<unsigned char>(c))) : c;
}

template <class SquareOf>
std::string rowsText(const TriDPosition& pos, int size, SquareOf squareOf) {
    std::string out;
    for (int row = size - 1; row >= 0; --row) {
        int empty = 0;
        for (int column = 0; column < size; ++column) {
            const std::uint8_t piece = pos.board[squareOf(row, column)];
            if (!piece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty), empty = 0;
            out += pieceChar(piece);
        }
        if (empty) out += char('0' + empty);
        if (row) out += '/';
    }
    return out;
}

} // namespace

std::string printTfen(const TriDPosition& pos) {
    std::string out;
    for (int level = 0; level < kMainLevels; ++level) {
        if (level) out += '|';
        out += levelName(level) + ':' +
               rowsText(pos, 4, [level](int r, int f) { return level * 16 + r * 4 + f; });
    }
    for (int number = 1; number <= 6; ++number)
        for (const bool kingSide : {false, true}) {
            const int pin = pinIndex(kingSide, number);
            if (pos.pinOwner[pin] < 0) continue;
            static constexpr int quadrant[2][2] = {{0, 1}, {3, 2}};
            out += '|' + pinName(pin) + (pos.pinOwner[pin] ? 'b' : 'w') + ':' +
                   rowsText(pos, 2, [pin](int r, int f) { return pinSquare(pin, quadrant[r][f]); });
        }
    out += pos.side ? " b " : " w ";
    std::string castling;
    for (int i = 0; i < 4; ++i)
        if (pos.castling >> i & 1) castling += "KQkq"[i];
    out += castling.empty() ? "-" : castling;
    out += ' ' + (pos.enPassant >= 0 ? squareNameMeder(pos.enPassant) : std::string("-")) + ' ';
    std::vector<std::string> noDouble;
    for (int s = 0; s < kSquares; ++s)
        if (typeOf(pos.board[s]) == Pawn && (pos.board[s] & kNoDoubleBit) &&
            pos.isPawnStartSquare(s, colourOf(pos.board[s])))
            noDouble.push_back(squareNameMeder(s));
    std::sort(noDouble.begin(), noDouble.end());
    std::string list;
    for (const std::string& name : noDouble) list += (list.empty() ? "" : ",") + name;
    out += list.empty() ? "-" : list;
    if (pos.pendingPromotion >= 0) out += "=" + squareNameMeder(pos.pendingPromotion);
    out += ' ' + std::to_string(pos.halfmove) + ' ' + std::to_string(pos.fullmove);
    return out;
}

} // namespace trellis::trid
