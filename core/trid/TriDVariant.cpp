#include "TriDVariant.h"

#include "variant/KeyMix.h"

#include "variant/OrthodoxArmy.h"

#include "MoveGenerator.h"
#include "TriDDescriptor.h"
#include "TriDSetUp.h"
#include "TurnNumbers.h"

#include <algorithm>
#include <array>
#include <compare>
#include <functional>
#include <memory>
#include <optional>
#include <span>

namespace trellis::trid {

Result<RuleSet> parseRuleSet(std::string_view name) {
    if (name == "meder-attackboard-1.0") return RuleSet::AttackBoard10;
    if (name == "meder-1995") return RuleSet::Meder1995;
    return Result<RuleSet>::failure(
        Error{ErrorCode::UnknownRuleSet,
              {"Tri-D Chess", std::string(name), "meder-attackboard-1.0, meder-1995"}});
}

const char* ruleSetName(RuleSet rules) {
    return rules == RuleSet::Meder1995 ? "meder-1995" : "meder-attackboard-1.0";
}

namespace {

// Plies of a long game: a board's undo history starts with room for that many.
constexpr std::size_t kUsualGamePlies = 160;

// The legal turns of a position in a heap buffer (too large for comfort on deep stacks).
struct LegalTurns {
    std::unique_ptr<TriDTurn[]> turns{new TriDTurn[kMaxTurns]};
    int count = 0;
    explicit LegalTurns(const TriDPosition& pos) { count = generateLegalTurns(pos, turns.get()); }
    const TriDTurn* begin() const { return turns.get(); }
    const TriDTurn* end() const { return turns.get() + count; }
};

// The start position of each rule set, read once: every game of an import makes a variant,
// and reading the position string cost more than a tenth of what the game's turns cost.
const TriDPosition& startPositionOf(RuleSet rules) {
    static const std::array<TriDPosition, 2> starts{
        *parseTfen(kStartTfen, RuleSet::AttackBoard10).position,
        *parseTfen(kStartTfen, RuleSet::Meder1995).position};
    return starts[rules == RuleSet::Meder1995 ? 1 : 0];
}

} // namespace

const VariantDescriptor& TriDVariant::descriptor() const {
    return triDDescriptor();
}

TriDVariant::TriDVariant(RuleSet rules) : rules_(rules), pos_(startPositionOf(rules)) {
    hashes_.assign(1, pos_.hash);
}

Result<bool> TriDVariant::setPosition(std::string_view text) {
    TfenParse parsed = parseTfen(text, rules_);
    if (!parsed.position) return Result<bool>::failure(std::move(parsed.error));
    pos_ = *parsed.position;
    history_.clear();
    hashes_.assign(1, pos_.hash);
    return true;
}

TriDTurn TriDVariant::toInternal(const Turn& turn) {
    TriDTurn t{};
    for (const Step& s : turn.steps) {
        if (t.count == 4) break;
        t.push({StepKind(s.kind), std::int8_t(s.from), std::int8_t(s.to), std::uint8_t(s.promotion),
                std::uint8_t(s.flags)});
    }
    return t;
}

std::optional<std::size_t> TriDVariant::legalTurnRank(const Turn& turn) {
    if (turn.steps.empty() || turn.steps.size() > 4) return std::nullopt;
    const TriDTurn internal = toInternal(turn);
    const std::optional<std::size_t> number = turnNumber(pos_, internal);
    // The steps' pieces are the position's: a turn naming another piece is not legal.
    if (!number || toTurn(internal) != turn) return std::nullopt;
    return number;
}

namespace {

// The type of piece a one-step piece move's text most likely moves: its first letter's, a pawn
// when that is no piece letter. A guess is enough (rankedPieceTurn's comment says why).
int guessedPieceType(std::string_view text) {
    const std::size_t start = text.find_first_not_of(" \t");
    if (start == std::string_view::npos) return Pawn;
    const char c = text[start];
    const bool pin = (c == 'K' || c == 'Q') && start + 1 < text.size() && text[start + 1] == 'L';
    const int type = pin ? 0 : pieceTypeFromLetter(c);
    return type ? type : Pawn;
}

} // namespace

// Reading a game reads a turn in nearly every position, and most turns move a piece: such a
// turn is found among the turns of the pieces of the type its text names that may land where
// it says, and numbered by its piece and square among them (TurnNumbers.h), so castling,
// board moves and the other pieces' turns are never built nor counted. The type is only guessed
// from the text: every turn the text can fit moves a piece of one type, so with the right guess all
// of them are candidates, and with a wrong one (or a castling, a board move, a composite turn) none
// is, and the full reading takes over, errors included.
std::optional<std::pair<TriDTurn, std::size_t>>
TriDVariant::rankedPieceTurn(std::string_view text, Error* unreadable) const {
    static thread_local TriDTurn turns[kMaxTurns];
    const PieceTurns pieces(pos_);
    if (!pieces.available()) return std::nullopt;
    const unsigned type = 1u << guessedPieceType(text);
    // Only the pieces of that type that may land where the text says are candidates.
    int n = 0;
    auto candidates = [&](std::uint64_t cells) {
        n = pieces.generateReaching(type, cells, turns);
        return std::span<const TriDTurn>(turns, std::size_t(n));
    };
    // By reference: a std::function holds a reference wrapper without allocating.
    Result<TriDTurn> parsed = parseTurnText(pos_, text, std::ref(candidates));
    if (!parsed) {
        // Refused on its text, before any candidate was looked at.
        const ErrorCode code = parsed.error().code;
        if (unreadable && (code == ErrorCode::TurnUnreadable || code == ErrorCode::TurnEmpty))
            *unreadable = parsed.error();
        return std::nullopt;
    }
    // The candidates hold every turn of its piece landing where it lands (TurnNumbers.h).
    const std::optional<std::size_t> number =
        pieceTurnNumber(pos_, *parsed, std::span<const TriDTurn>(turns, std::size_t(n)));
    if (!number) return std::nullopt;
    return std::pair(*parsed, *number);
}

Result<Variant::RankedTurn> TriDVariant::parseRankedTurn(std::string_view text, Notation) {
    Error unreadable;
    if (const auto fast = rankedPieceTurn(text, &unreadable))
        return RankedTurn{toTurn(fast->first), fast->second};
    // A text that does not read is refused now, not read again below.
    if (unreadable.code != ErrorCode::None)
        return Result<RankedTurn>::failure(std::move(unreadable));
    static thread_local TriDTurn legal[kMaxTurns];
    // The turns are generated once the text reads as a turn: a chess game's "e4", tried in
    // Tri-D first (FORMATS.md section 5), is refused without them.
    int n = -1;
    const auto generated = [&](std::uint64_t) {
        if (n < 0) n = generateLegalTurns(pos_, legal);
        return std::span<const TriDTurn>(legal, std::size_t(n));
    };
    Result<TriDTurn> parsed = parseTurnText(pos_, text, generated);
    if (!parsed) return Result<RankedTurn>::failure(parsed.error());
    // The number counts among all of them, generated once.
    return RankedTurn{toTurn(*parsed), legalTurnNumber(pos_, *parsed, generated(0))};
}

std::optional<Turn> TriDVariant::legalTurnOfRank(std::size_t rank) {
    const std::optional<TriDTurn> turn = turnOfNumber(pos_, rank);
    return turn ? std::optional<Turn>(toTurn(*turn)) : std::nullopt;
}

Turn TriDVariant::toTurn(const TriDTurn& turn) const {
    Turn out;
    out.steps.reserve(std::size_t(turn.count));
    // The position before each step; copied only for the later steps of composite turns.
    std::optional<TriDPosition> later;
    for (int i = 0; i < turn.count; ++i) {
        const TriDStep& s = turn.steps[i];
        const TriDPosition& before = later ? *later : pos_;
        const int piece = s.kind == StepKind::PieceMove ? typeOf(before.board[s.from]) : 0;
        out.steps.push_back({int(s.kind), s.from, s.to, piece, s.promotion, s.flags});
        if (i + 1 < turn.count) {
            if (!later) later = pos_;
            later->apply(s);
        }
    }
    return out;
}

std::vector<Turn> TriDVariant::legalTurns() {
    const LegalTurns legal(pos_);
    std::vector<Turn> out;
    out.reserve(std::size_t(legal.count));
    for (const TriDTurn& t : legal) out.push_back(toTurn(t));
    return out;
}

Result<std::optional<std::size_t>> TriDVariant::playRankedTurn(std::string_view text,
                                                               Notation notation) {
    // Most turns move a piece: played without building their Turn.
    Error unreadable;
    if (const auto fast = rankedPieceTurn(text, &unreadable)) {
        play(fast->first);
        return std::optional<std::size_t>(fast->second);
    }
    // A chess game without a Variant tag is tried in Tri-D first (FORMATS.md section 5): its
    // "e4" is refused here, not read twice more by the full reading.
    if (unreadable.code != ErrorCode::None)
        return Result<std::optional<std::size_t>>::failure(std::move(unreadable));
    return Variant::playRankedTurn(text, notation);
}

void TriDVariant::doMakeTurn(const Turn& turn, Transition* transition) {
    const TriDTurn t = toInternal(turn);
    if (transition) *transition = transitionOf(t);
    play(t);
}

void TriDVariant::play(const TriDTurn& t) {
    // Room for a whole game at once: a board replaying games (reading, indexing) otherwise
    // grows these a step at a time, with a copy of every earlier position each time.
    if (history_.empty()) {
        history_.reserve(kUsualGamePlies);
        hashes_.reserve(kUsualGamePlies + 1);
    }
    history_.push_back(pos_);
    pos_.play(t);
    hashes_.push_back(pos_.hash);
}

// Five bits per count of each piece code (type and colour; the double-step bit left out).
// A cell seldom holds two pieces of one code (on two levels): when the cells holding each code
// add up to the pieces, they are the counts, and the pieces need no walk.
std::uint64_t TriDVariant::materialKey() const {
    std::array<std::uint8_t, 16> counts{};
    int cells = 0, pieces = 0;
    for (int code = 0; code < 16; ++code)
        cells += counts[std::size_t(code)] = std::uint8_t(__builtin_popcountll(pos_.cellsOf[code]));
    for (const std::array<std::uint64_t, 2>& squares : pos_.squaresOf)
        pieces += __builtin_popcountll(squares[0]) + __builtin_popcountll(squares[1]);
    if (cells != pieces) {
        counts = {};
        for (const std::array<std::uint64_t, 2>& squares : pos_.squaresOf)
            for (int word = 0; word < 2; ++word)
                for (std::uint64_t bits = squares[std::size_t(word)]; bits; bits &= bits - 1)
                    ++counts[pos_.board[std::size_t(word * 64 + __builtin_ctzll(bits))] & 15];
    }
    std::uint64_t key = 0;
    for (int colour = 0; colour < 2; ++colour)
        for (int type = trid::Pawn; type <= trid::King; ++type)
            key = key << 5 | std::min<std::uint64_t>(31, counts[trid::makePiece(type, colour)]);
    return key;
}

// The cells of each side's pawns, on any level: pawns only move forward, so a game keeps few
// pawn structures (a pawn riding an attack board changes it too).
std::uint64_t TriDVariant::structureKey() const {
    return mixKeys(pos_.cellsOf[trid::makePiece(trid::Pawn, 0)],
                   pos_.cellsOf[trid::makePiece(trid::Pawn, 1)]);
}

void TriDVariant::undoTurn() {
    if (history_.empty()) return;
    pos_ = history_.back();
    history_.pop_back();
    hashes_.pop_back();
}

Status TriDVariant::status() {
    Status s;
    s.check = pos_.inCheck(pos_.side);
    const LegalTurns legal(pos_);
    if (legal.count == 0) {
        s.checkmate = s.check;
        s.stalemate = !s.check;
        s.outcome =
            s.check ? (pos_.side == 0 ? Outcome::SecondWins : Outcome::FirstWins) : Outcome::Draw;
        if (s.stalemate) s.draw = DrawReason::Stalemate;
        return s;
    }
    if (pos_.deadPosition()) {
        s.outcome = Outcome::Draw;
        s.draw = DrawReason::DeadPosition;
        return s;
    }
    if (std::count(hashes_.begin(), hashes_.end(), pos_.hash) >= 3)
        s.claimableDraw = DrawReason::Repetition;
    else if (pos_.halfmove >= 100)
        s.claimableDraw = DrawReason::FiftyMoves;
    return s;
}

std::string TriDVariant::checkSuffix(const TriDTurn& turn) const {
    TriDPosition next = pos_;
    next.play(turn);
    if (!next.inCheck(next.side)) return {};
    const LegalTurns replies(next);
    return replies.count == 0 ? "#" : "+";
}

std::string TriDVariant::turnText(const Turn& turn, Notation notation) {
    const TriDTurn t = toInternal(turn);
    std::string text;
    if (notation == Notation::Meder) {
        const LegalTurns legal(pos_);
        text = mederText(pos_, t, legal.turns.get(), legal.count);
    } else {
        text = compositeText(pos_, t);
    }
    return text + checkSuffix(t);
}

Result<Turn> TriDVariant::parseTurn(std::string_view text, Notation) {
    Result<TriDTurn> parsed = parseTurnText(pos_, text);
    if (!parsed) return Result<Turn>::failure(parsed.error());
    return toTurn(*parsed);
}

// The composite text with its steps joined by ';' alone and without " e.p." (the parser finds
// an en-passant capture from its squares), so that a turn is one word.
std::string TriDVariant::uciToken(const Turn& turn) {
    std::string text = compositeText(pos_, toInternal(turn));
    for (std::size_t at; (at = text.find(" e.p.")) != std::string::npos;) text.erase(at, 5);
    for (std::size_t at; (at = text.find("; ")) != std::string::npos;) text.erase(at + 1, 1);
    return text;
}

Result<Turn> TriDVariant::parseUciToken(std::string_view token) {
    return parseTurn(token, Notation::Composite);
}

std::vector<std::string> TriDVariant::legalMoveList(Notation notation) {
    const LegalTurns legal(pos_);
    std::vector<std::pair<std::string, std::string>> rows; // (composite key, printed text)
    for (const TriDTurn& t : legal) {
        const std::string composite = compositeText(pos_, t);
        const std::string shown = notation == Notation::Meder
                                      ? mederText(pos_, t, legal.turns.get(), legal.count)
                                      : composite;
        rows.emplace_back(composite, shown + checkSuffix(t));
    }
    std::sort(rows.begin(), rows.end());
    std::vector<std::string> out;
    for (auto& row : rows) out.push_back(std::move(row.second));
    return out;
}

std::vector<std::pair<std::string, std::uint64_t>> TriDVariant::divide(int depth) {
    const LegalTurns legal(pos_);
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (const TriDTurn& t : legal) {
        TriDPosition next = pos_;
        next.play(t);
        out.emplace_back(compositeText(pos_, t), trid::perft(next, depth - 1));
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::unique_ptr<SetUpBoard> TriDVariant::setUpBoard() const {
    return std::make_unique<TriDSetUp>(pos_);
}

std::vector<Error> TriDVariant::unreachableProblems() const {
    constexpr const char* kSides[2] = {"White", "Black"};
    std::array<OrthodoxArmyCount, 2> counts{};
    for (const std::uint8_t piece : pos_.board) {
        OrthodoxArmyCount& c = counts[std::size_t(colourOf(piece))];
        switch (typeOf(piece)) {
        case Pawn:
            ++c.pawns;
            break;
        case Knight:
            ++c.knights;
            break;
        case Bishop:
            ++c.bishops;
            break;
        case Rook:
            ++c.rooks;
            break;
        case Queen:
            ++c.queens;
            break;
        default:
            break;
        }
    }
    std::vector<Error> problems;
    for (const int side : {0, 1})
        for (Error& e : orthodoxArmyProblems("TFEN", kSides[side], counts[std::size_t(side)]))
            problems.push_back(std::move(e));
    return problems;
}

} // namespace trellis::trid
