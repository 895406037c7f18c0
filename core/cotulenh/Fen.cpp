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

FenStatus fail(FenError e, std::string msg) {
    return {e, std::move(msg)};
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
FenStatus place(Position& pos, int rank, int file, const Cell& cell, std::string_view token) {
    const int sq = squareOf(file, rank - 1);
    const std::string where = squareName(sq);
    if (!isValidStack(cell.roles))
        return fail(FenError::InvalidStack, "rank " + std::to_string(rank) + ", square " + where +
                                                ": '" + std::string(token) +
                                                "' is not a valid stack");
    const int carrier = carrierOf(cell.roles);
    if (!canStand(carrier, sq))
        return fail(FenError::InvalidTerrain, std::string("square ") + where + ": " +
                                                  kPieceNames[carrier] + " cannot stand on " +
                                                  (carrier == Navy ? "land" : "water"));
    if ((cell.roles & roleBit(Commander)) && pos.commanderSquare(cell.color) >= 0)
        return fail(FenError::SecondCommander, "square " + where + ": a second " +
                                                   (cell.color == Red ? "Red" : "Blue") +
                                                   " Commander");
    pos.setCell(sq, cell);
    return {};
}

FenStatus parseRank(std::string_view text, int rank, Position& pos) {
    const std::string where = "rank " + std::to_string(rank);
    int file = 0;
    bool heroicNext = false, inStack = false;
    Cell stack;
    std::size_t stackStart = 0;
    bool colourSet = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (std::isdigit((unsigned char)c)) {
            if (inStack) return fail(FenError::BadCharacter, where + ": digit inside a stack");
            if (heroicNext) return fail(FenError::DanglingHeroic, where + ": '+' before a digit");
            int n = c - '0';
            if (c == '1' && i + 1 < text.size() && std::isdigit((unsigned char)text[i + 1]))
                n = 10 + (text[++i] - '0');
            if (n < 1 || n > kFiles)
                return fail(FenError::BadEmptyCount,
                            where + ": empty count " + std::to_string(n) + " (expected 1-11)");
            file += n;
            if (file > kFiles) return fail(FenError::RankTooWide, where + ": more than 11 squares");
        } else if (c == '+') {
            if (heroicNext) return fail(FenError::DoubleHeroic, where + ": '++'");
            heroicNext = true;
        } else if (c == '(') {
            if (inStack) return fail(FenError::NestedStack, where + ": '(' inside a stack");
            if (heroicNext)
                return fail(FenError::DanglingHeroic, where + ": '+' before '(' (put it inside)");
            inStack = true;
            stack = Cell{};
            colourSet = false;
            stackStart = i;
        } else if (c == ')') {
            if (!inStack) return fail(FenError::UnopenedStack, where + ": ')' without '('");
            if (heroicNext) return fail(FenError::DanglingHeroic, where + ": '+' before ')'");
            if (stack.empty()) return fail(FenError::EmptyStack, where + ": empty stack '()'");
            inStack = false;
            if (file >= kFiles)
                return fail(FenError::RankTooWide, where + ": more than 11 squares");
            const FenStatus s =
                place(pos, rank, file, stack, text.substr(stackStart, i - stackStart + 1));
            if (!s.ok()) return s;
            ++file;
        } else {
            const int type = pieceTypeFromLetter(c);
            if (type < 0 || !std::isalpha((unsigned char)c))
                return fail(FenError::BadCharacter,
                            where + ": unexpected character '" + std::string(1, c) + "'");
            const Color colour = std::isupper((unsigned char)c) ? Red : Blue;
            const std::uint16_t bit = roleBit(type);
            const std::uint16_t heroic = heroicNext ? bit : 0;
            heroicNext = false;
            if (inStack) {
                if (colourSet && colour != stack.color)
                    return fail(FenError::MixedColourStack,
                                where + ": a stack mixes Red and Blue pieces");
                if (stack.roles & bit)
                    return fail(FenError::InvalidStack,
                                where + ": a stack holds two pieces of one kind");
                stack.color = colour;
                colourSet = true;
                stack.roles |= bit;
                stack.heroic |= heroic;
            } else {
                if (file >= kFiles)
                    return fail(FenError::RankTooWide, where + ": more than 11 squares");
                const FenStatus s =
                    place(pos, rank, file, Cell{bit, heroic, colour}, text.substr(i, 1));
                if (!s.ok()) return s;
                ++file;
            }
        }
    }
    if (inStack) return fail(FenError::UnclosedStack, where + ": '(' without ')'");
    if (heroicNext) return fail(FenError::DanglingHeroic, where + ": '+' at the end");
    if (file != kFiles)
        return fail(FenError::RankTooShort,
                    where + ": " + std::to_string(file) + " squares (expected 11)");
    return {};
}

FenStatus parseFields(const std::vector<std::string_view>& f, Position& out) {
    const std::vector<std::string_view> ranks = split(f[0], '/');
    if (ranks.size() != kRanks)
        return fail(FenError::RankCount, "board field: " + std::to_string(ranks.size()) +
                                             " ranks (expected 12 separated by '/')");
    Position pos;
    for (int i = 0; i < kRanks; ++i) {
        const FenStatus s = parseRank(ranks[i], kRanks - i, pos);
        if (!s.ok()) return s;
    }
    if (f[1] != "r" && f[1] != "b")
        return fail(FenError::BadSide, "side field: '" + std::string(f[1]) + "' (expected r or b)");
    if (f[2] != "-") return fail(FenError::BadCastling, "third field: expected '-'");
    if (f[3] != "-") return fail(FenError::BadEnPassant, "fourth field: expected '-'");
    long half = 0, full = 0;
    if (!parseNumber(f[4], half))
        return fail(FenError::BadHalfmove,
                    "half-move field: '" + std::string(f[4]) + "' (expected a number >= 0)");
    if (!parseNumber(f[5], full) || full < 1)
        return fail(FenError::BadFullmove,
                    "full-move field: '" + std::string(f[5]) + "' (expected a number >= 1)");
    pos.setSide(f[1] == "r" ? Red : Blue);
    pos.setClocks(int(half), int(full));
    out = pos;
    return {};
}

// Replays "<origin>:<stay>:<step>,<step>[...]" on the turn-start position.
FenStatus replaySession(std::string_view suffix, Board& board) {
    std::string_view body = suffix;
    if (body.size() >= 3 && body.substr(body.size() - 3) == "...") body.remove_suffix(3);
    const std::vector<std::string_view> parts = split(body, ':');
    if (parts.size() != 3)
        return fail(FenError::BadSession, "session field: expected <origin>:<stay>:<steps>");
    const int origin = parseSquare(parts[0]);
    if (origin < 0)
        return fail(FenError::BadSession,
                    "session field: '" + std::string(parts[0]) + "' is not a square");
    if (parts[2].empty()) return fail(FenError::BadSession, "session field: no steps");
    const Cell& stack = board.position().at(origin);
    if (stack.empty() || stack.color != board.position().side() || pieceCount(stack.roles) < 2)
        return fail(FenError::BadSession,
                    "session field: no stack of the side to move on " + std::string(parts[0]));
    for (std::string_view step : split(parts[2], ',')) {
        if (!board.inSession() && board.plyCount() > 0)
            return fail(FenError::IllegalSessionStep,
                        "session step '" + std::string(step) + "': the session already ended");
        const std::string want = normalizeMoveInput(step);
        MoveList list;
        board.legalMoves(list);
        const Move* found = nullptr;
        for (const Move& m : list)
            if (m.from == origin && (m.flags & FlagDeploy) && stepText(m) == want) found = &m;
        if (!found)
            return fail(FenError::IllegalSessionStep, "session step '" + std::string(step) +
                                                          "' is not legal from " +
                                                          std::string(parts[0]));
        board.play(*found);
    }
    return {};
}

} // namespace

const char* fenErrorName(FenError e) {
    switch (e) {
    case FenError::None:
        return "None";
    case FenError::FieldCount:
        return "FieldCount";
    case FenError::RankCount:
        return "RankCount";
    case FenError::BadCharacter:
        return "BadCharacter";
    case FenError::BadEmptyCount:
        return "BadEmptyCount";
    case FenError::RankTooWide:
        return "RankTooWide";
    case FenError::RankTooShort:
        return "RankTooShort";
    case FenError::NestedStack:
        return "NestedStack";
    case FenError::UnopenedStack:
        return "UnopenedStack";
    case FenError::UnclosedStack:
        return "UnclosedStack";
    case FenError::EmptyStack:
        return "EmptyStack";
    case FenError::DoubleHeroic:
        return "DoubleHeroic";
    case FenError::DanglingHeroic:
        return "DanglingHeroic";
    case FenError::MixedColourStack:
        return "MixedColourStack";
    case FenError::InvalidStack:
        return "InvalidStack";
    case FenError::InvalidTerrain:
        return "InvalidTerrain";
    case FenError::SecondCommander:
        return "SecondCommander";
    case FenError::BadSide:
        return "BadSide";
    case FenError::BadCastling:
        return "BadCastling";
    case FenError::BadEnPassant:
        return "BadEnPassant";
    case FenError::BadHalfmove:
        return "BadHalfmove";
    case FenError::BadFullmove:
        return "BadFullmove";
    case FenError::BadSession:
        return "BadSession";
    case FenError::IllegalSessionStep:
        return "IllegalSessionStep";
    }
    return "?";
}

FenStatus parseFen(std::string_view text, Position& out) {
    const std::vector<std::string_view> f = fields(text);
    if (f.size() != 6)
        return fail(FenError::FieldCount, "position has " + std::to_string(f.size()) +
                                              " fields (expected 6: board side - - half full)");
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

FenStatus loadPosition(std::string_view text, Board& board) {
    const std::vector<std::string_view> f = fields(text);
    if (f.size() != 6 && f.size() != 7)
        return fail(FenError::FieldCount,
                    "position has " + std::to_string(f.size()) +
                        " fields (expected 6: board side - - half full, or 7 with a session)");
    Position pos;
    FenStatus s = parseFields(f, pos);
    if (!s.ok()) return s;
    Board fresh;
    fresh.reset(pos);
    if (f.size() == 7) {
        s = replaySession(f[6], fresh);
        if (!s.ok()) return s;
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
