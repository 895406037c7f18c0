#include "Fen.h"

#include "Geometry.h"
#include "Notation.h"
#include "PieceRules.h"

#include <cctype>
#include <vector>

namespace trellis::cotulenh {

namespace {

constexpr const char* kPieceNames[kPieceTypes] = {
    "Commander", "Infantry", "Tank",      "Militia", "Engineer",    "Artillery",
    "Anti-air",  "Missile",  "Air Force", "Navy",    "Headquarters"};

constexpr const char* kFormat = "FEN";
constexpr const char* kSideNames[2] = {"Red", "Blue"};

Error fail(ErrorCode code, std::vector<std::string> args) {
    args.insert(args.begin(), kFormat);
    return Error{code, std::move(args)};
}

// The number of squares a rank describes: empty counts, pieces and stacks.
int rankLength(std::string_view text) {
    int squares = 0;
    bool inStack = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (std::isdigit((unsigned char)c) && !inStack) {
            int n = c - '0';
            if (c == '1' && i + 1 < text.size() && std::isdigit((unsigned char)text[i + 1]))
                n = 10 + (text[++i] - '0');
            squares += n;
        } else if (c == '(') {
            inStack = true;
        } else if (c == ')') {
            inStack = false;
            ++squares;
        } else if (std::isalpha((unsigned char)c) && !inStack) {
            ++squares;
        }
    }
    return squares;
}

// A stack as written: from its '(' to its ')', or to the rank's end when it has none.
std::string stackText(std::string_view rank, std::size_t start) {
    const std::size_t close = rank.find(')', start);
    return std::string(rank.substr(start, close == rank.npos ? rank.npos : close - start + 1));
}

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = text.find(sep, start);
        parts.push_back(text.substr(start, at == std::string_view::npos ? text.npos : at - start));
        if (at == std::string_view::npos) break;
        start = at + 1;
    }
    return parts;
}

std::vector<std::string_view> fields(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace((unsigned char)text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !std::isspace((unsigned char)text[i])) ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

bool parseNumber(std::string_view s, long& value) {
    if (s.empty() || s.size() > 9) return false;
    value = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        value = value * 10 + (c - '0');
    }
    return true;
}

// Puts a parsed piece or stack on its square after checking it.
Error place(Position& pos, int rank, int file, const Cell& cell, std::string_view token,
            std::string_view rankText) {
    const int sq = squareOf(file, rank - 1);
    const std::string where = squareName(sq);
    if (!isValidStack(cell.roles))
        return fail(ErrorCode::PositionStack, {std::string(token), std::string(rankText)});
    const int carrier = carrierOf(cell.roles);
    if (!canStand(carrier, sq))
        return fail(ErrorCode::PositionTerrain, {kPieceNames[carrier], where});
    if ((cell.roles & roleBit(Commander)) && pos.commanderSquare(cell.color) >= 0)
        return fail(ErrorCode::PositionSecondKing,
                    {kSideNames[cell.color == Red ? 0 : 1], kPieceNames[Commander], where});
    pos.setCell(sq, cell);
    return {};
}

Error parseRank(std::string_view text, int rank, Position& pos) {
    const std::string where(text);
    const auto tooLong = [&] {
        return fail(ErrorCode::PositionRowLength,
                    {where, std::to_string(kFiles), std::to_string(rankLength(text))});
    };
    int file = 0;
    bool heroicNext = false, inStack = false;
    Cell stack;
    std::size_t stackStart = 0;
    bool colourSet = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (std::isdigit((unsigned char)c)) {
            if (inStack)
                return fail(ErrorCode::PositionStack, {stackText(text, stackStart), where});
            if (heroicNext) return fail(ErrorCode::PositionHeroic, {where});
            int n = c - '0';
            if (c == '1' && i + 1 < text.size() && std::isdigit((unsigned char)text[i + 1]))
                n = 10 + (text[++i] - '0');
            if (n < 1) return fail(ErrorCode::PositionPiece, {"0", where});
            file += n;
            if (file > kFiles) return tooLong(); // "12", or past the rank's end
        } else if (c == '+') {
            if (heroicNext) return fail(ErrorCode::PositionHeroic, {where}); // "++"
            heroicNext = true;
        } else if (c == '(') {
            if (inStack)
                return fail(ErrorCode::PositionStack, {stackText(text, stackStart), where});
            if (heroicNext) return fail(ErrorCode::PositionHeroic, {where}); // goes inside
            inStack = true;
            stack = Cell{};
            colourSet = false;
            stackStart = i;
        } else if (c == ')') {
            if (!inStack) return fail(ErrorCode::PositionStack, {")", where});
            if (heroicNext) return fail(ErrorCode::PositionHeroic, {where});
            if (stack.empty()) return fail(ErrorCode::PositionStack, {"()", where});
            inStack = false;
            if (file >= kFiles) return tooLong();
            Error e =
                place(pos, rank, file, stack, text.substr(stackStart, i - stackStart + 1), text);
            if (e.code != ErrorCode::None) return e;
            ++file;
        } else {
            const int type = pieceTypeFromLetter(c);
            if (type < 0 || !std::isalpha((unsigned char)c))
                return fail(ErrorCode::PositionPiece, {std::string(1, c), where});
            const Color colour = std::isupper((unsigned char)c) ? Red : Blue;
            const std::uint16_t bit = roleBit(type);
            const std::uint16_t heroic = heroicNext ? bit : 0;
            heroicNext = false;
            if (inStack) {
                // One colour, and each piece at most once.
                if ((colourSet && colour != stack.color) || (stack.roles & bit))
                    return fail(ErrorCode::PositionStack, {stackText(text, stackStart), where});
                stack.color = colour;
                colourSet = true;
                stack.roles |= bit;
                stack.heroic |= heroic;
            } else {
                if (file >= kFiles) return tooLong();
                Error e =
                    place(pos, rank, file, Cell{bit, heroic, colour}, text.substr(i, 1), text);
                if (e.code != ErrorCode::None) return e;
                ++file;
            }
        }
    }
    if (inStack) return fail(ErrorCode::PositionStack, {stackText(text, stackStart), where});
    if (heroicNext) return fail(ErrorCode::PositionHeroic, {where});
    if (file != kFiles)
        return fail(ErrorCode::PositionRowLength,
                    {where, std::to_string(kFiles), std::to_string(file)});
    return {};
}

Error parseFields(const std::vector<std::string_view>& f, Position& out) {
    const std::vector<std::string_view> ranks = split(f[0], '/');
    if (ranks.size() != kRanks)
        return fail(ErrorCode::PositionRowCount,
                    {std::string(f[0]), std::to_string(kRanks), std::to_string(ranks.size())});
    Position pos;
    for (int i = 0; i < kRanks; ++i) {
        Error e = parseRank(ranks[i], kRanks - i, pos);
        if (e.code != ErrorCode::None) return e;
    }
    if (f[1] != "r" && f[1] != "b") return fail(ErrorCode::PositionSideToMove, {std::string(f[1])});
    if (f[2] != "-") return fail(ErrorCode::PositionCastling, {std::string(f[2])});
    if (f[3] != "-") return fail(ErrorCode::PositionEnPassant, {std::string(f[3])});
    long half = 0, full = 0;
    if (!parseNumber(f[4], half)) return fail(ErrorCode::PositionHalfmove, {std::string(f[4])});
    if (!parseNumber(f[5], full) || full < 1)
        return fail(ErrorCode::PositionFullmove, {std::string(f[5])});
    pos.setSide(f[1] == "r" ? Red : Blue);
    pos.setClocks(int(half), int(full));
    out = pos;
    return {};
}

// Replays "<origin>:<stay>:<step>,<step>[...]" on the turn-start position.
Error replaySession(std::string_view suffix, Board& board) {
    std::string_view body = suffix;
    if (body.size() >= 3 && body.substr(body.size() - 3) == "...") body.remove_suffix(3);
    const std::vector<std::string_view> parts = split(body, ':');
    const Error bad = fail(ErrorCode::PositionSession, {std::string(suffix)});
    // "<origin>:<stay>:<steps>", the origin a square holding a stack of the side to move.
    if (parts.size() != 3 || parts[2].empty()) return bad;
    const int origin = parseSquare(parts[0]);
    if (origin < 0) return bad;
    const Cell& stack = board.position().at(origin);
    if (stack.empty() || stack.color != board.position().side() || pieceCount(stack.roles) < 2)
        return bad;
    for (std::string_view step : split(parts[2], ',')) {
        // A step after the session already ended is not legal either.
        if (!board.inSession() && board.plyCount() > 0)
            return fail(ErrorCode::PositionSessionStep, {std::string(step), std::string(parts[0])});
        const std::string want = normalizeMoveInput(step);
        MoveList list;
        board.legalMoves(list);
        const Move* found = nullptr;
        for (const Move& m : list)
            if (m.from == origin && (m.flags & FlagDeploy) && stepText(m) == want) found = &m;
        if (!found)
            return fail(ErrorCode::PositionSessionStep, {std::string(step), std::string(parts[0])});
        board.play(*found);
    }
    return {};
}

} // namespace

const char* pieceName(int type) {
    return kPieceNames[type];
}

const char* sideName(Color colour) {
    return kSideNames[colour == Red ? 0 : 1];
}

Error parseFen(std::string_view text, Position& out) {
    const std::vector<std::string_view> f = fields(text);
    if (f.size() != 6) return fail(ErrorCode::PositionFieldCount, {"6", std::to_string(f.size())});
    return parseFields(f, out);
}

std::string writeFen(const Position& pos) {
    std::string s;
    for (int r = kRanks - 1; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < kFiles; ++f) {
            const Cell& c = pos.at(squareOf(f, r));
            if (c.empty()) {
                ++empty;
                continue;
            }
            if (empty) s += std::to_string(empty);
            empty = 0;
            s += cellText(c);
        }
        if (empty) s += std::to_string(empty);
        if (r) s += '/';
    }
    s += pos.side() == Red ? " r - - " : " b - - ";
    s += std::to_string(pos.halfmoves()) + " " + std::to_string(pos.fullmoves());
    return s;
}

Error loadPosition(std::string_view text, Board& board) {
    const std::vector<std::string_view> f = fields(text);
    // Six fields, and a seventh for a turn in progress.
    if (f.size() != 6 && f.size() != 7)
        return fail(ErrorCode::PositionFieldCount, {"6", std::to_string(f.size())});
    Position pos;
    Error e = parseFields(f, pos);
    if (e.code != ErrorCode::None) return e;
    Board fresh;
    fresh.reset(pos);
    if (f.size() == 7) {
        e = replaySession(f[6], fresh);
        if (e.code != ErrorCode::None) return e;
    }
    board = std::move(fresh);
    return {};
}

std::string positionString(const Board& board) {
    if (!board.inSession()) return writeFen(board.position());
    Board start = board;
    start.cancelSession();
    const DeploySession& s = board.session();
    std::string text =
        writeFen(start.position()) + " " + deployLan(s.square, s.original, s.steps, s.count);
    if (s.remaining()) text += "...";
    return text;
}

} // namespace trellis::cotulenh
