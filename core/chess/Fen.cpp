#include "Fen.h"

#include <charconv>
#include <vector>

namespace trellis::chess {

namespace {

constexpr const char* kFormat = "FEN";
constexpr const char* kSideNames[2] = {"White", "Black"};

Result<Position> fail(ErrorCode code, std::vector<std::string> args) {
    args.insert(args.begin(), kFormat);
    return Result<Position>::failure(Error{code, std::move(args)});
}

std::vector<std::string_view> splitFields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        if (i >= text.size()) break;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\t') ++j;
        fields.push_back(text.substr(i, j - i));
        i = j;
    }
    return fields;
}

bool parseNumber(std::string_view text, int& value) {
    if (text.empty() || text.size() > 6) return false;
    for (const char c : text)
        if (c < '0' || c > '9') return false;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return true;
}

} // namespace

char pieceLetter(int piece) {
    constexpr const char* letters = " PNBRQK";
    const char c = letters[typeOf(piece)];
    return colourOf(piece) == Black ? char(c + ('a' - 'A')) : c;
}

int pieceFromLetter(char letter) {
    switch (letter) {
    case 'P':
        return makePiece(White, Pawn);
    case 'N':
        return makePiece(White, Knight);
    case 'B':
        return makePiece(White, Bishop);
    case 'R':
        return makePiece(White, Rook);
    case 'Q':
        return makePiece(White, Queen);
    case 'K':
        return makePiece(White, King);
    case 'p':
        return makePiece(Black, Pawn);
    case 'n':
        return makePiece(Black, Knight);
    case 'b':
        return makePiece(Black, Bishop);
    case 'r':
        return makePiece(Black, Rook);
    case 'q':
        return makePiece(Black, Queen);
    case 'k':
        return makePiece(Black, King);
    default:
        return 0;
    }
}

std::string squareName(int square) {
    return {char('a' + fileOf(square)), char('1' + rankOf(square))};
}

Result<Position> parseFen(std::string_view text, bool validate) {
    initBitboards(); // every position starts here; moves and attacks need the tables
    const std::vector<std::string_view> fields = splitFields(text);
    if (fields.size() < 4 || fields.size() > 6)
        return fail(ErrorCode::PositionFieldCount, {"6", std::to_string(fields.size())});

    Position pos;
    // Placement: eight rows from rank 8 down.
    std::vector<std::string_view> rows;
    for (std::size_t i = 0, j; i <= fields[0].size(); i = j + 1) {
        j = fields[0].find('/', i);
        if (j == std::string_view::npos) j = fields[0].size();
        rows.push_back(fields[0].substr(i, j - i));
    }
    if (rows.size() != 8)
        return fail(ErrorCode::PositionRowCount,
                    {std::string(fields[0]), "8", std::to_string(rows.size())});
    for (int r = 0; r < 8; ++r) {
        const int rank = 7 - r;
        const std::string where(rows[std::size_t(r)]); // the row as written
        int file = 0;
        bool lastWasDigit = false;
        for (const char c : rows[std::size_t(r)]) {
            if (c >= '1' && c <= '8' && !lastWasDigit) {
                file += c - '0';
                lastWasDigit = true;
                continue;
            }
            const int piece = pieceFromLetter(c);
            if (!piece) return fail(ErrorCode::PositionPiece, {std::string(1, c), where});
            lastWasDigit = false;
            if (file < 8) pos.put(piece, squareAt(file, rank));
            ++file;
        }
        if (file != 8)
            return fail(ErrorCode::PositionRowLength, {where, "8", std::to_string(file)});
    }

    if (fields[1] == "w")
        pos.side = White;
    else if (fields[1] == "b")
        pos.side = Black;
    else
        return fail(ErrorCode::PositionSideToMove, {std::string(fields[1])});

    const std::string_view castling = fields[2];
    if (castling != "-") {
        if (castling.size() > 4) return fail(ErrorCode::PositionCastling, {std::string(castling)});
        for (const char c : castling) {
            const int right = c == 'K'   ? WhiteKingside
                              : c == 'Q' ? WhiteQueenside
                              : c == 'k' ? BlackKingside
                              : c == 'q' ? BlackQueenside
                                         : 0;
            if (!right || (pos.castling & right))
                return fail(ErrorCode::PositionCastling, {std::string(castling)});
            pos.castling |= right;
        }
    }

    const std::string_view enPassant = fields[3];
    if (enPassant != "-") {
        pos.enPassant = parseSquare(enPassant);
        if (pos.enPassant < 0 || rankOf(pos.enPassant) != (pos.side == White ? 5 : 2))
            return fail(ErrorCode::PositionEnPassant, {std::string(enPassant)});
    }

    if (fields.size() > 4 && !parseNumber(fields[4], pos.halfmove))
        return fail(ErrorCode::PositionHalfmove, {std::string(fields[4])});
    if (fields.size() > 5 && (!parseNumber(fields[5], pos.fullmove) || pos.fullmove < 1))
        return fail(ErrorCode::PositionFullmove, {std::string(fields[5])});

    if (!validate) {
        pos.hash = pos.computeHash();
        return pos;
    }
    // The position itself.
    for (const int colour : {White, Black}) {
        const int kings = popCount(pos.pieces(colour, King));
        if (kings == 0) return fail(ErrorCode::PositionNoKing, {kSideNames[colour], "King"});
        if (kings != 1)
            return fail(ErrorCode::PositionKingCount,
                        {kSideNames[colour], "King", std::to_string(kings)});
    }
    // A pawn on its promotion rank cannot move; one on its own first rank plays (it only
    // cannot double-step), which compositions use: validation calls it unreachable.
    if (Bitboard onLast =
            (pos.pieces(White, Pawn) & (kRank1 << 56)) | (pos.pieces(Black, Pawn) & kRank1))
        return fail(ErrorCode::PositionPawnOnLastRank, {squareName(lowestSquare(onLast))});
    if (possibleCastling(pos) != pos.castling)
        return fail(ErrorCode::PositionCastling, {std::string(castling)});
    if (pos.enPassant >= 0) {
        // The pawn that just made its double step stands in front of the square, which it
        // crossed, coming from the square behind.
        const int them = pos.side ^ 1;
        const int pawnSquare = pos.enPassant ^ 8;
        const int origin = pos.side == White ? pos.enPassant + 8 : pos.enPassant - 8;
        if (pos.board[pawnSquare] != makePiece(them, Pawn) || pos.board[pos.enPassant] ||
            pos.board[origin])
            return fail(ErrorCode::PositionEnPassant, {std::string(enPassant)});
    }
    if (pos.attacked(pos.kingSquare(pos.side ^ 1), pos.side))
        return fail(ErrorCode::PositionOpponentInCheck, {kSideNames[pos.side ^ 1]});

    pos.dropUnusableEnPassant();
    pos.hash = pos.computeHash();
    return pos;
}

int possibleCastling(const Position& pos) {
    constexpr struct {
        int right, king, rook, piece;
    } homes[4] = {{WhiteKingside, 4, 7, 0},
                  {WhiteQueenside, 4, 0, 0},
                  {BlackKingside, 60, 63, 8},
                  {BlackQueenside, 60, 56, 8}};
    int rights = 0;
    for (const auto& h : homes)
        if ((pos.castling & h.right) && pos.board[h.king] == h.piece + King &&
            pos.board[h.rook] == h.piece + Rook)
            rights |= h.right;
    return rights;
}

std::string printFen(const Position& pos) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const int piece = pos.board[squareAt(file, rank)];
            if (!piece) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += pieceLetter(piece);
        }
        if (empty) out += char('0' + empty);
        if (rank) out += '/';
    }
    out += pos.side == White ? " w " : " b ";
    if (!pos.castling) out += '-';
    if (pos.castling & WhiteKingside) out += 'K';
    if (pos.castling & WhiteQueenside) out += 'Q';
    if (pos.castling & BlackKingside) out += 'k';
    if (pos.castling & BlackQueenside) out += 'q';
    out += ' ';
    out += pos.enPassant >= 0 ? squareName(pos.enPassant) : "-";
    out += ' ' + std::to_string(pos.halfmove) + ' ' + std::to_string(pos.fullmove);
    return out;
}

bool looksLikeFen(std::string_view text) {
    const std::vector<std::string_view> fields = splitFields(text);
    if (fields.size() < 2 || (fields[1] != "w" && fields[1] != "b")) return false;
    int slashes = 0;
    for (const char c : fields[0]) {
        if (c == '/')
            ++slashes;
        else if (!(c >= '1' && c <= '8') && !pieceFromLetter(c))
            return false;
    }
    return slashes == 7;
}

} // namespace trellis::chess
