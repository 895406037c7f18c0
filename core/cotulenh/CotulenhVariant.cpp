#include "CotulenhVariant.h"

#include "CotulenhDescriptor.h"
#include "CotulenhSetUp.h"
#include "Fen.h"
#include "Geometry.h"
#include "Notation.h"
#include "PieceRules.h"
#include "PositionProblems.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>

namespace trellis::cotulenh {

namespace {

// The steps of a deploy as they were played. A session whose pieces all end on one square, the
// later ones recombining with the first, is kept as one step of the whole stack ("(NF)>a9",
// as the platform writes it, though no reader takes it and no move list shows it): it is the
// carrier's step and each other piece's recombination ("N>a9,F>&a9").
std::vector<Move> stepsAsPlayed(const std::vector<Move>& steps, const Cell& original) {
    if (steps.size() != 1 || !(steps[0].flags & FlagDeploy) || steps[0].roles != original.roles ||
        stackShape(original.roles).count < 2)
        return steps;
    const StackShape& shape = stackShape(original.roles);
    std::vector<Move> out;
    for (int i = 0; i < shape.count; ++i) {
        Move m = steps[0];
        m.carrier = std::uint8_t(shape.order[i]);
        m.roles = roleBit(shape.order[i]);
        m.heroic = std::uint16_t(original.heroic & m.roles);
        if (i > 0) m.flags = std::uint8_t(FlagDeploy | FlagCombination);
        out.push_back(m);
    }
    return out;
}

// The steps of a deploy as the platform writes them when a piece goes to the square of an
// earlier stay or suicide capture of the same turn: as a recombination ("N>&b7", which it
// cannot play); empty when the deploy has no such step.
std::vector<Move> recombineAlias(const std::vector<Move>& steps) {
    std::vector<Move> alias = steps;
    bool any = false;
    for (std::size_t i = 1; i < alias.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if ((steps[j].flags & (FlagStay | FlagSuicide)) && steps[j].to == steps[i].to &&
                !(steps[i].flags & ~(FlagDeploy | FlagNormal))) {
                alias[i].flags |= FlagCombination;
                any = true;
            }
    return any ? alias : std::vector<Move>{};
}

constexpr std::string_view kStartFen =
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 "
    "r - - 0 1";

Step toStep(const Move& m, bool single) {
    Step s;
    s.kind = single ? SingleMove : DeployStep;
    s.from = m.from;
    s.to = m.to;
    s.piece = int(m.roles) | (int(m.heroic) << 16);
    s.flags = m.flags;
    return s;
}

// What of a normalised move text no move can contain: from the first character that is no
// letter, digit or separator of the notation on, or the whole text when it names no square.
// Empty when the text reads as a move.
std::string unreadablePart(const std::string& text) {
    constexpr std::string_view kMarks = "()+>_@&<,:";
    for (std::size_t i = 0; i < text.size(); ++i)
        if (!std::isalnum(static_cast<unsigned char>(text[i])) &&
            kMarks.find(text[i]) == std::string_view::npos)
            return text.substr(i);
    for (std::size_t i = 0; i + 1 < text.size(); ++i)
        if (text[i] >= 'a' && text[i] <= 'k' &&
            std::isdigit(static_cast<unsigned char>(text[i + 1])))
            return {};
    return text;
}

} // namespace

const VariantDescriptor& CotulenhVariant::descriptor() const {
    return cotulenhDescriptor();
}

CotulenhVariant::CotulenhVariant() {
    loadPosition(kStartFen, board_);
}

std::unique_ptr<Variant> CotulenhVariant::clone() const {
    return std::make_unique<CotulenhVariant>(*this);
}

std::string CotulenhVariant::startPosition() const {
    return std::string(kStartFen);
}

Result<bool> CotulenhVariant::setPosition(std::string_view text) {
    Error error = loadPosition(text, board_);
    if (error.code != ErrorCode::None) return Result<bool>::failure(std::move(error));
    return Result<bool>(true);
}

std::vector<Error> CotulenhVariant::ruleProblems() const {
    return cotulenh::ruleProblems(board_.position());
}

std::vector<Error> CotulenhVariant::unreachableProblems() const {
    Position start;
    parseFen(kStartFen, start);
    return cotulenh::unreachableProblems(board_.position(), start);
}

std::unique_ptr<SetUpBoard> CotulenhVariant::setUpBoard() const {
    Board start = board_;
    start.cancelSession();
    return std::make_unique<CotulenhSetUp>(start.position());
}

std::string CotulenhVariant::position() const {
    return positionString(board_);
}
int CotulenhVariant::sideToMove() const {
    return board_.position().side() == Red ? 0 : 1;
}
int CotulenhVariant::fullmoveNumber() const {
    return board_.position().fullmoves();
}

Turn CotulenhVariant::toTurn(const std::vector<Move>& steps) {
    Turn t;
    const bool single = steps.size() == 1 && !(steps[0].flags & FlagDeploy);
    for (const Move& m : steps) t.steps.push_back(toStep(m, single));
    return t;
}

std::vector<Move> CotulenhVariant::toMoves(const Turn& turn) const {
    std::vector<Move> out;
    for (const Step& s : turn.steps) {
        Move m;
        m.from = std::uint8_t(s.from);
        m.to = std::uint8_t(s.to);
        m.flags = std::uint8_t(s.flags);
        m.roles = std::uint16_t(s.piece & 0xFFFF);
        m.heroic = std::uint16_t((s.piece >> 16) & 0xFFFF);
        m.carrier = std::uint8_t(carrierOf(m.roles));
        if (s.to >= 0 && s.to < kSquares) m.target = board_.position().at(s.to).roles;
        out.push_back(m);
    }
    return out;
}

std::vector<Turn> CotulenhVariant::legalTurns() {
    std::vector<Turn> turns;
    for (const auto& steps : board_.legalTurnSteps()) turns.push_back(toTurn(steps));
    return turns;
}

// Turn order puts every single move (SingleMove) before every deploy (DeployStep), and a
// single move is a turn of one step: the single moves' own order ranks them. A deploy's rank
// needs the deploys' completions enumerated (the costly part), but only of the first moves
// from lower squares or to lower ones from the same stack: a deploy's first step keeps its
// origin and destination whatever the later steps recombine. `firstMoves` are the legal
// moves (outside a session).
std::vector<Step> CotulenhVariant::singleMoveSteps(const MoveList& firstMoves) {
    std::vector<Step> singles;
    for (const Move& m : firstMoves)
        if (!(m.flags & FlagDeploy)) singles.push_back(toStep(m, true));
    std::sort(singles.begin(), singles.end());
    singles.erase(std::unique(singles.begin(), singles.end()), singles.end());
    return singles;
}

std::optional<std::size_t> CotulenhVariant::rankAmong(const Turn& turn,
                                                      const MoveList& firstMoves) {
    const std::vector<Step> singles = singleMoveSteps(firstMoves);
    const Step& first = turn.steps[0];
    if (first.kind == SingleMove) {
        const auto at = std::lower_bound(singles.begin(), singles.end(), first);
        if (turn.steps.size() != 1 || at == singles.end() || *at != first) return std::nullopt;
        return std::size_t(at - singles.begin());
    }
    auto notAfter = [&](const Move& m) {
        return (m.flags & FlagDeploy) &&
               std::pair(int(m.from), int(m.to)) <= std::pair(first.from, first.to);
    };
    std::size_t less = 0;
    bool found = false;
    for (const std::vector<Move>& steps : board_.legalTurnSteps(firstMoves, {}, notAfter)) {
        const Turn t = toTurn(steps);
        less += t < turn;
        found = found || t == turn;
    }
    return found ? std::optional<std::size_t>(singles.size() + less) : std::nullopt;
}

std::optional<std::size_t> CotulenhVariant::legalTurnRank(const Turn& turn) {
    if (board_.inSession() || turn.steps.empty()) return Variant::legalTurnRank(turn);
    MoveList list;
    board_.legalMoves(list);
    return rankAmong(turn, list);
}

std::optional<Turn> CotulenhVariant::legalTurnOfRank(std::size_t rank) {
    if (board_.inSession()) return Variant::legalTurnOfRank(rank);
    MoveList list;
    board_.legalMoves(list);
    const std::vector<Step> singles = singleMoveSteps(list);
    if (rank < singles.size()) return Turn{{singles[rank]}};
    const auto isDeploy = [](const Move& m) { return (m.flags & FlagDeploy) != 0; };
    std::vector<Turn> deploys;
    for (const std::vector<Move>& steps : board_.legalTurnSteps(list, {}, isDeploy))
        deploys.push_back(toTurn(steps));
    const std::size_t at = rank - singles.size();
    if (at >= deploys.size()) return std::nullopt;
    std::nth_element(deploys.begin(), deploys.begin() + std::ptrdiff_t(at), deploys.end());
    return deploys[at];
}

void CotulenhVariant::doMakeTurn(const Turn& turn, Transition* transition) {
    const std::vector<Move> moves = toMoves(turn);
    if (transition) *transition = transitionOf(moves);
    if (!moves.empty()) board_.playTurnSteps(moves.data(), int(moves.size()));
}

// The counts of each kind and side, mixed into one number (they do not fit 64 bits packed).
std::uint64_t CotulenhVariant::materialKey() const {
    std::array<std::uint8_t, 2 * kPieceTypes> counts{};
    for (int sq = 0; sq < kSquares; ++sq) {
        const Cell& cell = board_.position().at(sq);
        for (std::uint16_t r = cell.roles; r; r &= std::uint16_t(r - 1))
            ++counts[std::size_t(int(cell.color) * int(kPieceTypes) + __builtin_ctz(r))];
    }
    std::uint64_t key = 14695981039346656037ull; // FNV-1a
    for (const std::uint8_t n : counts) key = (key ^ n) * 1099511628211ull;
    return key;
}

void CotulenhVariant::undoTurn() {
    board_.undoTurn();
}

Status CotulenhVariant::status() {
    const BoardStatus b = board_.status();
    Status s;
    s.check = b.check;
    s.checkmate = b.checkmate;
    s.stalemate = b.stalemate;
    const bool redToMove = board_.position().side() == Red;
    if (b.commanderCaptured) {
        const bool redLeft = board_.position().commanderSquare(Red) >= 0;
        const bool blueLeft = board_.position().commanderSquare(Blue) >= 0;
        s.outcome = redLeft && !blueLeft   ? Outcome::FirstWins
                    : blueLeft && !redLeft ? Outcome::SecondWins
                                           : Outcome::Draw;
    } else if (b.checkmate) {
        s.outcome = redToMove ? Outcome::SecondWins : Outcome::FirstWins;
    } else if (b.stalemate) {
        s.outcome = Outcome::Draw;
        s.draw = DrawReason::Stalemate;
    } else if (b.onlyCommanders) {
        s.outcome = Outcome::Draw;
        s.draw = DrawReason::OnlyCommanders;
    } else if (b.drawFifty) {
        s.outcome = Outcome::Draw;
        s.draw = DrawReason::FiftyMoves;
    }
    if (b.repetition) s.claimableDraw = DrawReason::Repetition;
    return s;
}

std::string CotulenhVariant::turnText(const Turn& turn, Notation notation) {
    const std::vector<Move> moves = toMoves(turn);
    if (moves.empty()) return {};
    Board start = board_.turnStart();
    if (moves.size() == 1 && !(moves[0].flags & FlagDeploy)) {
        if (notation == Notation::Lan) return moveLan(moves[0]);
        MoveList context;
        start.legalMoves(context);
        return moveSan(moves[0], context);
    }
    const Cell original = start.position().at(moves[0].from);
    const std::vector<Move> played = stepsAsPlayed(moves, original);
    if (notation == Notation::Lan)
        return deployLan(moves[0].from, original, played.data(), int(played.size()));
    const std::string san = deploySan(original, moves.data(), int(moves.size()));
    // The first step as the move list writes it (told apart from another piece of its kind
    // going there), so that each step reads alone; and the stack told apart from an alike one.
    MoveList context;
    start.legalMoves(context);
    const std::string listed = sanOrigin(moves[0], context);
    const std::string twin = originMark(start.position(), san, moves[0].from);
    const std::string origin = listed.empty() || twin.empty() || listed == twin
                                   ? listed + (listed.empty() ? twin : "")
                                   : squareName(moves[0].from);
    return deploySan(original, played.data(), int(played.size()), origin);
}

// Long notation; a deploy whole as <origin>::<steps>, the form the parser reads for it.
std::string CotulenhVariant::uciToken(const Turn& turn) {
    const std::string lan = turnText(turn, Notation::Lan);
    const std::vector<Move> moves = toMoves(turn);
    if (moves.size() == 1 && !(moves[0].flags & FlagDeploy)) return lan;
    const std::size_t colon = lan.find(':', lan.find(':') + 1);
    if (colon == std::string::npos) return lan;
    return squareName(moves[0].from) + "::" + lan.substr(colon + 1);
}

Result<Turn> CotulenhVariant::parseUciToken(std::string_view token) {
    return parseTurn(token, Notation::Lan);
}

CotulenhVariant::TurnTexts
CotulenhVariant::textsOfTurns(const std::function<bool(const Move&)>& keep) {
    if (board_.inSession()) {
        Board start = board_.turnStart();
        MoveList context;
        start.legalMoves(context);
        return textsOf(board_.legalTurnSteps(keep), start.position(), context);
    }
    MoveList context;
    board_.legalMoves(context);
    return textsOf(board_.legalTurnSteps(context, keep), board_.position(), context);
}

// The texts of `turns`, played from `start` (the turn's start) where `context` are the legal
// moves (which SAN tells apart).
CotulenhVariant::TurnTexts CotulenhVariant::textsOf(const std::vector<std::vector<Move>>& turns,
                                                    const Position& start,
                                                    const MoveList& context) {
    TurnTexts out;
    for (const auto& steps : turns) {
        std::vector<std::string> texts;
        const Move& first = steps.front();
        if (steps.size() == 1 && !(first.flags & FlagDeploy)) {
            texts = {moveSan(first, context), moveSan(first, context, true), moveLan(first)};
            // The squares alone ("c5c6", as the platform reads them) when a lone piece moves.
            if (std::popcount(start.at(first.from).roles) == 1)
                texts.push_back(squareName(first.from) + separators(first.flags) +
                                squareName(first.to));
        } else {
            const Cell original = start.at(first.from);
            const int n = int(steps.size());
            const std::string san = deploySan(original, steps.data(), n);
            const std::string lan = deployLan(first.from, original, steps.data(), n);
            const std::size_t lt = san.find('<');
            texts = {san, lan};
            if (lt != std::string::npos && san.find('>') > lt) texts.push_back(san.substr(lt + 1));
            const std::size_t colon = lan.find(':', lan.find(':') + 1);
            texts.push_back(squareName(first.from) + "::" + lan.substr(colon + 1));
            // The origin told apart (file, rank or square), as turnText writes it when two alike
            // stacks make the same steps; redundant ones are read too.
            const std::string from = squareName(first.from);
            for (const std::string& origin : {from.substr(0, 1), from.substr(1), from})
                texts.push_back(deploySan(original, steps.data(), n, origin));
            if (const std::vector<Move> alias = recombineAlias(steps); !alias.empty())
                texts.push_back(deploySan(original, alias.data(), n));
            if (const std::vector<Move> played = stepsAsPlayed(steps, original);
                played.size() != steps.size()) {
                const int p = int(played.size());
                texts.push_back(deployLan(first.from, original, played.data(), p));
                const std::string from = squareName(first.from);
                for (const std::string& origin :
                     {std::string(), from.substr(0, 1), from.substr(1), from})
                    texts.push_back(deploySan(original, played.data(), p, origin));
            }
        }
        out.emplace_back(toTurn(steps), std::move(texts));
    }
    return out;
}

namespace {

// Whether `text` names `square` (not as the start of a longer one: "c1" is not in "c10").
bool namesSquare(std::string_view text, const std::string& square) {
    for (std::size_t at = text.find(square); at != std::string_view::npos;
         at = text.find(square, at + 1)) {
        const std::size_t end = at + square.size();
        if (end == text.size() || text[end] < '0' || text[end] > '9') return true;
    }
    return false;
}

// The moves a turn written as `text` may be made of. A plain move ends every form with its
// destination; a deploy names every step's destination, and each move of the session goes to
// one of them. Listing and printing only those turns (not every legal turn, deploy completions
// included) keeps reading a game linear.
std::function<bool(const Move&)> movesFor(std::string_view text) {
    return [text](const Move& m) {
        const std::string to = squareName(m.to);
        if (m.flags & FlagDeploy) return namesSquare(text, to);
        return text.size() >= to.size() && text.substr(text.size() - to.size()) == to;
    };
}

} // namespace

// Section 8's disambiguation for a deploy whose SAN another stack's turn also has: the file of
// `origin` when the others' files differ, else its rank, else the square; none when unique.
// Equal SANs need equal stacks (the stay part and the steps name every piece), so the turns
// are only listed when another square holds the same stack: rarely, and turnText stays cheap.
std::string CotulenhVariant::originMark(const Position& start, const std::string& san, int origin) {
    bool twin = false;
    for (int sq = 0; sq < kSquares && !twin; ++sq)
        twin = sq != origin && start.at(sq) == start.at(origin);
    if (!twin) return {};
    bool sameFile = false, sameRank = false, ambiguous = false;
    for (const auto& [turn, texts] : textsOfTurns(movesFor(san))) {
        const int from = toMoves(turn).front().from;
        if (texts.front() != san || from == origin) continue;
        ambiguous = true;
        sameFile = sameFile || fileOf(from) == fileOf(origin);
        sameRank = sameRank || rankOf(from) == rankOf(origin);
    }
    const std::string square = squareName(origin);
    if (!ambiguous) return {};
    if (!sameFile) return square.substr(0, 1);
    return sameRank ? square : square.substr(1);
}

// The text as parseTurn matches it, or why it cannot be a move.
Result<std::string> CotulenhVariant::readableText(std::string_view text) {
    std::string want = normalizeMoveInput(text);
    if (want.empty()) return Result<std::string>::failure(Error{ErrorCode::TurnEmpty});
    if (const std::string part = unreadablePart(want); !part.empty())
        return Result<std::string>::failure(
            Error{ErrorCode::TurnUnreadable, {std::string(text), part}});
    return want;
}

Result<Turn> CotulenhVariant::parseTurn(std::string_view text, Notation) {
    const Result<std::string> want = readableText(text);
    if (!want) return Result<Turn>::failure(want.error());
    return matchText(text, *want, textsOfTurns(movesFor(*want)));
}

// Reading and ranking share the legal moves, the costly part of both.
Result<Variant::RankedTurn> CotulenhVariant::parseRankedTurn(std::string_view text,
                                                             Notation notation) {
    if (board_.inSession()) return Variant::parseRankedTurn(text, notation);
    const Result<std::string> want = readableText(text);
    if (!want) return Result<RankedTurn>::failure(want.error());
    MoveList context;
    board_.legalMoves(context);
    const auto fitting = board_.legalTurnSteps(context, movesFor(*want));
    Result<Turn> turn = matchText(text, *want, textsOf(fitting, board_.position(), context));
    if (!turn) return Result<RankedTurn>::failure(turn.error());
    std::optional<std::size_t> rank = rankAmong(*turn, context);
    return RankedTurn{std::move(*turn), rank};
}

std::vector<Turn> CotulenhVariant::readingsOf(std::string_view text, Notation) {
    const Result<std::string> want = readableText(text);
    if (!want) return {};
    std::vector<Turn> readings;
    for (const auto& [turn, texts] : textsOfTurns(movesFor(*want)))
        if (std::find(texts.begin(), texts.end(), *want) != texts.end()) readings.push_back(turn);
    return readings;
}

// The one turn among `candidates` that `want` (the normalised `text`) is a text of.
Result<Turn> CotulenhVariant::matchText(std::string_view text, const std::string& want,
                                        const TurnTexts& candidates) {
    std::vector<Turn> matches;
    std::vector<std::string> names;
    for (const auto& [turn, texts] : candidates) {
        if (std::find(texts.begin(), texts.end(), want) == texts.end()) continue;
        matches.push_back(turn);
        const bool single = turn.steps.size() == 1 && turn.steps[0].kind == SingleMove;
        names.push_back(texts[single ? 2 : 1]); // LAN names candidates unambiguously
    }
    if (matches.size() == 1) return Result<Turn>(matches.front());
    if (matches.empty())
        return Result<Turn>::failure(Error{ErrorCode::TurnNoMatch, {std::string(text)}});
    std::string list;
    for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
    return Result<Turn>::failure(Error{ErrorCode::TurnAmbiguous, {std::string(text), list}});
}

std::vector<std::string> CotulenhVariant::legalMoveList(Notation notation) {
    MoveList list;
    board_.legalMoves(list);
    std::vector<std::string> out;
    for (const Move& m : list)
        out.push_back(notation == Notation::Lan ? moveLan(m) : moveSan(m, list));
    std::sort(out.begin(), out.end());
    if (board_.inSession() && board_.canCommit()) out.push_back("commit");
    return out;
}

std::vector<std::pair<std::string, std::uint64_t>> CotulenhVariant::divide(int depth) {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    if (depth < 1) return out;
    MoveList list;
    board_.legalMoves(list);
    for (const Move& m : list) {
        board_.play(m);
        out.emplace_back(moveLan(m), board_.perft(depth - 1));
        board_.undoPly();
    }
    if (board_.commit()) {
        out.emplace_back("commit", board_.perft(depth - 1));
        board_.undoPly();
    }
    std::sort(out.begin(), out.end());
    return out;
}

// --- step-level API -------------------------------------------------------------------------

std::vector<Move> CotulenhVariant::legalSteps() {
    MoveList list;
    board_.legalMoves(list);
    return {list.begin(), list.end()};
}

bool CotulenhVariant::playStep(const Move& step) {
    MoveList list;
    board_.legalMoves(list);
    for (const Move& m : list)
        if (m == step) {
            board_.play(m);
            return true;
        }
    return false;
}

std::vector<Move> CotulenhVariant::sessionSteps() const {
    const DeploySession& s = board_.session();
    if (!s.active) return {};
    return {s.steps, s.steps + s.count};
}

std::vector<PieceInfo> CotulenhVariant::sessionRemaining() const {
    std::vector<PieceInfo> out;
    const DeploySession& s = board_.session();
    if (!s.active) return out;
    const StackShape& shape = stackShape(s.original.roles);
    for (int i = 0; i < shape.count; ++i) {
        const std::uint16_t bit = roleBit(shape.order[i]);
        if (s.remaining() & bit)
            out.push_back(
                {PieceType(shape.order[i]), s.original.color, (s.original.heroic & bit) != 0});
    }
    return out;
}

std::string CotulenhVariant::stepText(const Move& step, Notation notation) {
    if (notation == Notation::Lan) return moveLan(step);
    MoveList list;
    board_.legalMoves(list);
    return moveSan(step, list);
}

Result<Move> CotulenhVariant::parseStep(std::string_view text) {
    const std::string want = normalizeMoveInput(text);
    MoveList list;
    board_.legalMoves(list);
    std::vector<Move> matches;
    for (const Move& m : list)
        if (moveLan(m) == want || moveSan(m, list) == want || moveSan(m, list, true) == want)
            matches.push_back(m);
    if (matches.size() == 1) return Result<Move>(matches.front());
    if (matches.empty())
        return Result<Move>::failure(Error{ErrorCode::TurnNoMatch, {std::string(text)}});
    std::string names;
    for (const Move& m : matches) names += (names.empty() ? "" : ", ") + moveLan(m);
    return Result<Move>::failure(Error{ErrorCode::TurnAmbiguous, {std::string(text), names}});
}

Terrain CotulenhVariant::terrainAt(int square) {
    const Geometry& g = geometry();
    if (g.navy[square] && g.land[square]) return Terrain::Mixed;
    return g.navy[square] ? Terrain::Water : Terrain::Land;
}

std::string CotulenhVariant::squareText(int square) {
    return squareName(square);
}

} // namespace trellis::cotulenh
