// Reads a turn written in either Tri-D notation: the text is broken into step patterns (what
// each step says about piece, squares, capture, promotion), and the one legal turn whose steps
// all fit is the answer. Matching against legal turns, rather than building a move from the
// text, is what lets every listed input form (redundant hints, seed mixed squares, Meder's
// arrival-only forms) be accepted without guessing.
#include "MoveGenerator.h"
#include "Notation.h"

#include <cctype>
#include <optional>
#include <vector>

namespace trellis::trid {

namespace {

struct SquareSpec {
    int file = -1, rank = -1, level = -1, quadrant = -1;
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

struct StepPattern {
    enum class Kind { Piece, Castle, Board } kind = Kind::Piece;
    int piece = 0; // piece letter given, 0 when none (a pawn move or a promotion step)
    std::vector<std::pair<SquareSpec, SquareSpec>> readings; // (from, to)
    bool capture = false, enPassant = false;
    int promotion = 0;
    int wing = 0;
    int pinFrom = -1, pinTo = -1;
    bool halfTurn = false;
};

std::string trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return std::string(s);
}

bool isPinAt(std::string_view s, std::size_t i) {
    return i + 3 <= s.size() && parsePin(s.substr(i, 3)) >= 0;
}

// Builds a spec from atoms; fails when one kind appears twice.
std::optional<SquareSpec> specOf(const std::vector<Atom>& atoms, std::size_t begin,
                                 std::size_t end) {
    SquareSpec spec;
    for (std::size_t i = begin; i < end; ++i) {
        int* slot = nullptr;
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
        *slot = atoms[i].value;
    }
    return spec;
}

std::optional<StepPattern> boardPattern(const std::string& s) {
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
    const std::string rest = s.substr(i);
    if (rest == "^180") {
        p.halfTurn = true;
        if (p.pinFrom < 0) p.pinFrom = first; // "QL3^180": turn in place
    } else if (!rest.empty() && rest != "^0") {
        return std::nullopt;
    }
    return p;
}

// Parses one step; `unread` receives the part it cannot read when it returns nothing.
std::optional<StepPattern> parseStep(std::string s, std::string& unread) {
    const std::string step = s;
    StepPattern p;
    while (!s.empty() && std::string_view("+#!?").find(s.back()) != std::string_view::npos)
        s.pop_back();
    if (s.size() >= 4 && s.compare(s.size() - 4, 4, "e.p.") == 0) {
        p.enPassant = true;
        s = trim(s.substr(0, s.size() - 4));
    }
    if (s == "O-O" || s == "0-0" || s == "O-O-O" || s == "0-0-0") {
        p.kind = StepPattern::Kind::Castle;
        p.wing = s.size() == 5;
        return p;
    }
    if (auto board = boardPattern(s)) return board;
    std::size_t i = 0;
    if (!s.empty() && pieceTypeFromLetter(s[0]) && !isPinAt(s, 0))
        p.piece = pieceTypeFromLetter(s[i++]);
    std::vector<Atom> atoms;
    int separator = -1;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        const auto file = std::string_view("zabcde").find(c);
        const bool afterSquare = !atoms.empty() && atoms.back().kind != AtomKind::File &&
                                 atoms.back().kind != AtomKind::Rank;
        if (file != std::string_view::npos)
            atoms.push_back({AtomKind::File, int(file)});
        else if (std::isdigit(static_cast<unsigned char>(c)))
            atoms.push_back({AtomKind::Rank, c - '0'});
        else if (isPinAt(s, i))
            atoms.push_back({AtomKind::Level, levelOfPin(parsePin(s.substr(i, 3)))}), i += 2;
        else if (c == '@' && i + 2 < s.size() && s[i + 1] == 'q' && s[i + 2] >= '1' &&
                 s[i + 2] <= '4')
            atoms.push_back({AtomKind::Quadrant, s[i + 2] - '1'}), i += 2;
        else if (c == '=' && i + 2 == s.size() && pieceTypeFromLetter(s[i + 1]) > Pawn &&
                 s[i + 1] != 'K')
            p.promotion = pieceTypeFromLetter(s[++i]);
        else if (i + 1 == s.size() && afterSquare &&
                 std::string_view("QRBN").find(c) != std::string_view::npos)
            p.promotion = pieceTypeFromLetter(c); // Meder: "d8BQ"
        else if (c == 'W' || c == 'N' || c == 'B')
            atoms.push_back({AtomKind::Level, int(std::string_view("WNB").find(c))});
        else if ((c == '-' || c == 'x') && separator < 0) {
            separator = int(atoms.size());
            p.capture = c == 'x';
        } else {
            unread = s.substr(i);
            return std::nullopt;
        }
    }
    if (separator == 0 && !p.piece) { // nothing before '-' or 'x'
        unread = step;
        return std::nullopt;
    }
    // The destination is a complete square at the end; what comes before hints the origin.
    const std::size_t firstSplit = separator >= 0 ? std::size_t(separator) : 0;
    const std::size_t lastSplit = separator >= 0 ? std::size_t(separator) : atoms.size();
    for (std::size_t k = firstSplit; k <= lastSplit; ++k) {
        const auto from = specOf(atoms, 0, k), to = specOf(atoms, k, atoms.size());
        if (from && to && to->complete()) p.readings.emplace_back(*from, *to);
    }
    if (p.readings.empty()) { // no destination square
        unread = step;
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
        for (const auto& [from, to] : p.readings)
            if (from.empty() && to.matches(step.from)) return true;
        return false;
    }
    if (step.kind != StepKind::PieceMove) return false;
    const int type = typeOf(before.board[step.from]);
    if (p.piece ? p.piece != type : type != Pawn) return false;
    if ((p.capture && !(step.flags & Capture)) || (p.enPassant && !(step.flags & EnPassant)))
        return false;
    for (const auto& [from, to] : p.readings)
        if (from.matches(step.from) && to.matches(step.to)) return true;
    return false;
}

std::vector<std::string> splitSteps(std::string_view text) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(';', start);
        parts.push_back(trim(text.substr(start, end - start)));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

} // namespace

Result<TriDTurn> parseTurnText(const TriDPosition& pos, std::string_view text) {
    static thread_local TriDTurn legal[kMaxTurns];
    const int n = generateLegalTurns(pos, legal);
    return parseTurnText(pos, text, legal, n);
}

Result<TriDTurn> parseTurnText(const TriDPosition& pos, std::string_view text,
                               const TriDTurn* legal, int n) {
    const std::string written = trim(text);
    if (written.empty()) return Result<TriDTurn>::failure(Error{ErrorCode::TurnEmpty});
    auto unreadable = [&](std::string part) {
        return Result<TriDTurn>::failure(Error{ErrorCode::TurnUnreadable, {written, part}});
    };
    std::vector<StepPattern> patterns;
    for (const std::string& part : splitSteps(text)) {
        if (part.empty()) return unreadable(";"); // an empty step
        std::string unread;
        auto pattern = parseStep(part, unread);
        if (!pattern) return unreadable(unread);
        patterns.push_back(std::move(*pattern));
    }
    std::vector<int> found;
    for (int t = 0; t < n; ++t) {
        if (legal[t].count != patterns.size()) continue;
        // The first step is played from `pos` itself: most turns fail it without the copies of
        // the position that the later steps need.
        if (!matches(patterns[0], pos, legal[t].steps[0])) continue;
        if (legal[t].count == 1) {
            found.push_back(t);
            continue;
        }
        const StepPositions before = positionsOfSteps(pos, legal[t]);
        bool all = true;
        for (int i = 0; i < legal[t].count && all; ++i)
            all = matches(patterns[i], before.before[i], legal[t].steps[i]);
        if (all) found.push_back(t);
    }
    if (found.size() == 1) return legal[found[0]];
    if (found.empty()) return Result<TriDTurn>::failure(Error{ErrorCode::TurnNoMatch, {written}});
    std::string candidates;
    for (const int t : found)
        candidates += (candidates.empty() ? "" : ", ") + compositeText(pos, legal[t]);
    return Result<TriDTurn>::failure(Error{ErrorCode::TurnAmbiguous, {written, candidates}});
}

} // namespace trellis::trid
