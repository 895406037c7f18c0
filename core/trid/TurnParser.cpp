// Reads a turn written in either Tri-D notation: the text is broken into step patterns (what
// each step says about piece, squares, capture, promotion), and the one legal turn whose steps
// all fit is the answer. Matching against legal turns, rather than building a move from the
// text, is what lets every listed input form (redundant hints, seed mixed squares, Meder's
// arrival-only forms) be accepted without guessing.
#include "MoveGenerator.h"
#include "Notation.h"

#include <array>
#include <cctype>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>

namespace trellis::trid {

namespace {

// Small fields: a step's pattern holds up to kMaxReadings pairs of them, built for every turn
// read.
struct SquareSpec {
    std::int8_t file = -1, rank = -1, level = -1, quadrant = -1;
    bool empty() const { return file < 0 && rank < 0 && level < 0 && quadrant < 0; }
    bool complete() const {
        return level >= 0 && ((file >= 0 && rank >= 0) || (quadrant >= 0 && isPinLevel(level)));
    }
    bool matches(int square) const {
        const SquareInfo s = tables().square[square];
        if (file >= 0 && fileOf(s.cell) != file) return false;
        if (rank >= 0 && rankOf(s.cell) != rank) return false;
        if (level >= 0 && s.level != level) return false;
        if (quadrant >= 0 && (!isPinSquare(square) || quadrantOfSquare(square) != quadrant))
            return false;
        return true;
    }
};

enum class AtomKind { File, Rank, Level, Quadrant };
struct Atom {
    AtomKind kind;
    int value;
};

// A square is named by at most one atom of each kind, so a reading (origin hint, destination)
// holds at most eight atoms; a step with more has no reading. Kept in place, not on the heap:
// every turn of every imported game is read here.
constexpr std::size_t kMaxAtoms = 8;
constexpr std::size_t kMaxReadings = kMaxAtoms + 1;
constexpr int kMaxSteps = 4; // TriDTurn::steps

struct Reading {
    SquareSpec from, to;
};

struct StepPattern {
    enum class Kind { Piece, Castle, Board } kind = Kind::Piece;
    int piece = 0; // piece letter given, 0 when none (a pawn move or a promotion step)
    std::array<Reading, kMaxReadings> readingSlots{};
    std::size_t readingCount = 0;
    bool capture = false, enPassant = false;
    int promotion = 0;
    int wing = 0;
    int pinFrom = -1, pinTo = -1;
    bool halfTurn = false;
    const Reading* begin() const { return readingSlots.data(); }
    const Reading* end() const { return readingSlots.data() + readingCount; }
};

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// The file a letter names ('z' for the attack boards' outer file), -1 for other characters.
int fileOfLetter(char c) {
    return c == 'z' ? 0 : c >= 'a' && c <= 'e' ? c - 'a' + 1 : -1;
}

bool isCheckOrMark(char c) {
    return c == '+' || c == '#' || c == '!' || c == '?';
}

bool isPinAt(std::string_view s, std::size_t i) {
    return i + 3 <= s.size() && parsePin(s.substr(i, 3)) >= 0;
}

// Builds a spec from atoms; fails when one kind appears twice.
std::optional<SquareSpec> specOf(const Atom* atoms, std::size_t begin, std::size_t end) {
    SquareSpec spec;
    for (std::size_t i = begin; i < end; ++i) {
        std::int8_t* slot = nullptr;
        switch (atoms[i].kind) {
        case AtomKind::File:
            slot = &spec.file;
            break;
        case AtomKind::Rank:
            slot = &spec.rank;
            break;
        case AtomKind::Level:
            slot = &spec.level;
            break;
        case AtomKind::Quadrant:
            slot = &spec.quadrant;
            break;
        }
        if (*slot >= 0) return std::nullopt;
        *slot = std::int8_t(atoms[i].value);
    }
    return spec;
}

std::optional<StepPattern> boardPattern(std::string_view s) {
    if (!isPinAt(s, 0)) return std::nullopt;
    StepPattern p;
    p.kind = StepPattern::Kind::Board;
    std::size_t i = 3;
    const int first = parsePin(s.substr(0, 3));
    if (i < s.size() && s[i] == '-') {
        if (!isPinAt(s, i + 1)) return std::nullopt;
        p.pinFrom = first, p.pinTo = parsePin(s.substr(i + 1, 3));
        i += 4;
    } else {
        p.pinTo = first;
    }
    const std::string_view rest = s.substr(i);
    if (rest == "^180") {
        p.halfTurn = true;
        if (p.pinFrom < 0) p.pinFrom = first; // "QL3^180": turn in place
    } else if (!rest.empty() && rest != "^0") {
        return std::nullopt;
    }
    return p;
}

// Parses one step; `unread` receives the part it cannot read when it returns nothing.
std::optional<StepPattern> parseStep(std::string_view s, std::string& unread) {
    const std::string_view step = s;
    StepPattern p;
    while (!s.empty() && isCheckOrMark(s.back())) s.remove_suffix(1);
    // Most steps are plain piece moves: the rarer forms are looked for only when their first
    // or last character allows them (every step of every imported game comes here).
    if (s.size() >= 4 && s.back() == '.' && s.substr(s.size() - 4) == "e.p.") {
        p.enPassant = true;
        s = trim(s.substr(0, s.size() - 4));
    }
    if (!s.empty() && (s[0] == 'O' || s[0] == '0') &&
        (s == "O-O" || s == "0-0" || s == "O-O-O" || s == "0-0-0")) {
        p.kind = StepPattern::Kind::Castle;
        p.wing = s.size() == 5;
        return p;
    }
    if (!s.empty() && (s[0] == 'Q' || s[0] == 'K'))
        if (auto board = boardPattern(s)) return board;
    std::size_t i = 0;
    if (!s.empty() && pieceTypeFromLetter(s[0]) && !isPinAt(s, 0))
        p.piece = pieceTypeFromLetter(s[i++]);
    // Atoms past kMaxAtoms are counted, not kept: the step then has no reading, but the rest of
    // it is still read for an unreadable character.
    std::array<Atom, kMaxAtoms> atoms{};
    std::size_t atomCount = 0;
    std::optional<AtomKind> lastKind;
    auto add = [&](AtomKind kind, int value) {
        if (atomCount < kMaxAtoms) atoms[atomCount] = {kind, value};
        ++atomCount;
        lastKind = kind;
    };
    int separator = -1;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        const int file = fileOfLetter(c);
        const bool afterSquare =
            lastKind && *lastKind != AtomKind::File && *lastKind != AtomKind::Rank;
        if (file >= 0)
            add(AtomKind::File, file);
        else if (std::isdigit(static_cast<unsigned char>(c)))
            add(AtomKind::Rank, c - '0');
        else if (isPinAt(s, i))
            add(AtomKind::Level, levelOfPin(parsePin(s.substr(i, 3)))), i += 2;
        else if (c == '@' && i + 2 < s.size() && s[i + 1] == 'q' && s[i + 2] >= '1' &&
                 s[i + 2] <= '4')
            add(AtomKind::Quadrant, s[i + 2] - '1'), i += 2;
        else if (c == '=' && i + 2 == s.size() && pieceTypeFromLetter(s[i + 1]) > Pawn &&
                 s[i + 1] != 'K')
            p.promotion = pieceTypeFromLetter(s[++i]);
        else if (i + 1 == s.size() && afterSquare && (c == 'Q' || c == 'R' || c == 'B' || c == 'N'))
            p.promotion = pieceTypeFromLetter(c); // Meder: "d8BQ"
        else if (c == 'W' || c == 'N' || c == 'B')
            add(AtomKind::Level, c == 'W' ? 0 : c == 'N' ? 1 : 2);
        else if ((c == '-' || c == 'x') && separator < 0) {
            separator = int(atomCount);
            p.capture = c == 'x';
        } else {
            unread = std::string(s.substr(i));
            return std::nullopt;
        }
    }
    // Nothing before '-' or 'x', or more atoms than any reading holds.
    if ((separator == 0 && !p.piece) || atomCount > kMaxAtoms) {
        unread = std::string(step);
        return std::nullopt;
    }
    // The destination is a complete square at the end; what comes before hints the origin.
    const std::size_t firstSplit = separator >= 0 ? std::size_t(separator) : 0;
    const std::size_t lastSplit = separator >= 0 ? std::size_t(separator) : atomCount;
    for (std::size_t k = firstSplit; k <= lastSplit; ++k) {
        const auto from = specOf(atoms.data(), 0, k), to = specOf(atoms.data(), k, atomCount);
        if (from && to && to->complete()) p.readingSlots[p.readingCount++] = {*from, *to};
    }
    if (p.readingCount == 0) { // no destination square
        unread = std::string(step);
        return std::nullopt;
    }
    return p;
}

bool boardHasPassenger(const TriDPosition& pos, int pin) {
    for (int q = 0; q < 4; ++q)
        if (pos.board[pinSquare(pin, q)]) return true;
    return false;
}

bool matches(const StepPattern& p, const TriDPosition& before, const TriDStep& step) {
    switch (p.kind) {
    case StepPattern::Kind::Castle:
        return step.kind == StepKind::Castle && step.from == p.wing;
    case StepPattern::Kind::Board:
        if (step.kind != StepKind::BoardMove || step.to != p.pinTo) return false;
        if (p.pinFrom >= 0 && step.from != p.pinFrom) return false;
        // "^180" on an empty board's move means the same turn as without it.
        return bool(step.flags & HalfTurn) == (p.halfTurn && boardHasPassenger(before, step.from));
    case StepPattern::Kind::Piece:
        break;
    }
    if (step.promotion != p.promotion) return false;
    if (step.kind == StepKind::Promotion) {
        if (p.piece || p.capture || p.enPassant) return false;
        for (const auto& [from, to] : p)
            if (from.empty() && to.matches(step.from)) return true;
        return false;
    }
    if (step.kind != StepKind::PieceMove) return false;
    const int type = typeOf(before.board[step.from]);
    if (p.piece ? p.piece != type : type != Pawn) return false;
    if ((p.capture && !(step.flags & Capture)) || (p.enPassant && !(step.flags & EnPassant)))
        return false;
    for (const auto& [from, to] : p)
        if (from.matches(step.from) && to.matches(step.to)) return true;
    return false;
}

// The squares a pattern's step may land on (a promotion step: the pawn's square), as bits by
// square, and their cells, when every reading names its destination's file, rank and level;
// nothing otherwise. Most legal turns fail this before the full match.
struct Landing {
    std::array<std::uint64_t, 2> squares{};
    std::uint64_t cells = 0;
};
std::optional<Landing> destinations(const StepPattern& p) {
    if (p.kind != StepPattern::Kind::Piece) return std::nullopt;
    static_assert(kSquares <= 128 && kCells <= 64);
    const Tables& t = tables();
    Landing landing;
    for (const auto& [from, to] : p) {
        if (to.file < 0 || to.rank < 0 || to.level < 0) return std::nullopt;
        const int cell = cellOf(to.file, to.rank);
        landing.cells |= 1ull << cell;
        for (int i = 0; i < t.squareCountOfCell[cell]; ++i) {
            const int square = t.squaresOfCell[cell][i];
            if (to.matches(square))
                landing.squares[std::size_t(square / 64)] |= 1ull << (square % 64);
        }
    }
    return landing;
}

bool mayLandOn(const std::array<std::uint64_t, 2>& bits, const TriDStep& step) {
    const int square = step.kind == StepKind::PieceMove   ? step.to
                       : step.kind == StepKind::Promotion ? step.from
                                                          : -1;
    return square >= 0 && (bits[std::size_t(square / 64)] >> (square % 64) & 1);
}

} // namespace

Result<TriDTurn> parseTurnText(const TriDPosition& pos, std::string_view text) {
    static thread_local TriDTurn legal[kMaxTurns];
    // Generated once the text reads as a turn: a text that does not is refused without them.
    int n = -1;
    auto all = [&](std::uint64_t) {
        if (n < 0) n = generateLegalTurns(pos, legal);
        return std::span<const TriDTurn>(legal, std::size_t(n));
    };
    return parseTurnText(pos, text, std::ref(all));
}

Result<TriDTurn> parseTurnText(const TriDPosition& pos, std::string_view text,
                               const TriDTurn* legal, int n) {
    auto all = [&](std::uint64_t) { return std::span(legal, std::size_t(n)); };
    return parseTurnText(pos, text, std::ref(all));
}

Result<TriDTurn> parseTurnText(const TriDPosition& pos, std::string_view text,
                               const TurnCandidates& candidates) {
    const std::string_view written = trim(text);
    if (written.empty()) return Result<TriDTurn>::failure(Error{ErrorCode::TurnEmpty});
    auto unreadable = [&](std::string part) {
        return Result<TriDTurn>::failure(
            Error{ErrorCode::TurnUnreadable, {std::string(written), std::move(part)}});
    };
    // Every step is read (an unreadable one is named); a turn has at most kMaxSteps, so the
    // patterns of more steps are not kept: nothing matches them.
    std::array<StepPattern, kMaxSteps> patterns;
    std::size_t steps = 0;
    for (std::size_t start = 0;;) {
        const std::size_t end = text.find(';', start);
        const std::string_view part = trim(text.substr(start, end - start));
        if (part.empty()) return unreadable(";"); // an empty step
        std::string unread;
        auto pattern = parseStep(part, unread);
        if (!pattern) return unreadable(std::move(unread));
        if (steps < patterns.size()) patterns[steps] = *pattern;
        ++steps;
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    const auto landing = destinations(patterns[0]);
    auto fits = [&](const TriDTurn& turn) {
        if (turn.count != steps) return false;
        // The first step is played from `pos` itself: most turns fail it without the copies of
        // the position that the later steps need.
        if (landing && !mayLandOn(landing->squares, turn.steps[0])) return false;
        if (!matches(patterns[0], pos, turn.steps[0])) return false;
        if (turn.count == 1) return true;
        const StepPositions before = positionsOfSteps(pos, turn);
        for (int i = 1; i < turn.count; ++i)
            if (!matches(patterns[std::size_t(i)], before.before[i], turn.steps[i])) return false;
        return true;
    };
    const std::span<const TriDTurn> offered = candidates(landing ? landing->cells : ~0ull);
    const TriDTurn* const legal = offered.data();
    const int n = int(offered.size());
    int first = -1, found = 0;
    for (int t = 0; t < n; ++t)
        if (fits(legal[t])) first = found++ ? first : t;
    if (found == 1) return legal[first];
    if (found == 0)
        return Result<TriDTurn>::failure(Error{ErrorCode::TurnNoMatch, {std::string(written)}});
    std::string names;
    for (int t = first; t < n; ++t)
        if (fits(legal[t])) names += (names.empty() ? "" : ", ") + compositeText(pos, legal[t]);
    return Result<TriDTurn>::failure(
        Error{ErrorCode::TurnAmbiguous, {std::string(written), names}});
}

} // namespace trellis::trid
