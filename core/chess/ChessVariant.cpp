#include "ChessVariant.h"

#include "variant/KeyMix.h"

#include "ChessDescriptor.h"
#include "ChessSetUp.h"
#include "Fen.h"
#include "Lan.h"
#include "MoveCodes.h"
#include "San.h"
#include "variant/OrthodoxArmy.h"

#include <algorithm>

namespace trellis::chess {

namespace {

struct LegalMoves {
    Move moves[kMaxMoves];
    int count = 0;
    explicit LegalMoves(const Position& pos) : count(generateMoves(pos, moves)) {}
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + count; }
};

Result<Turn> turnFailure(const Error& error) {
    return Result<Turn>::failure(error);
}

} // namespace

ChessVariant::ChessVariant() {
    initBitboards();
    // Read once: every game of an import starts from a new board.
    static const Position start = *parseFen(kStartFen);
    pos_ = start;
    hashes_.assign(1, pos_.hash);
}

const VariantDescriptor& ChessVariant::descriptor() const {
    return chessDescriptor();
}

std::string ChessVariant::startPosition() const {
    return kStartFen;
}

Result<bool> ChessVariant::setPosition(std::string_view text) {
    Result<Position> parsed = parseFen(text);
    if (!parsed) return Result<bool>::failure(parsed.error());
    pos_ = parsed.value();
    history_.clear();
    hashes_.assign(1, pos_.hash);
    return true;
}

// Other programs write castling rights the position cannot have (Kq with the king on c1): they
// are dropped with a warning, as those programs read them. A fullmove number 0 (pychess writes
// it) reads as 1, as other programs read it, without a warning: it changes nothing of the game.
// Every other error stays an error.
Result<std::vector<Error>> ChessVariant::setFilePosition(std::string_view text) {
    using Warnings = Result<std::vector<Error>>;
    std::string fen(text);
    fen.erase(fen.find_last_not_of(' ') + 1);
    if (std::count(fen.begin(), fen.end(), ' ') == 5 && fen.ends_with(" 0")) fen.back() = '1';
    const Result<bool> set = setPosition(fen);
    if (set) return std::vector<Error>{};
    if (set.error().code != ErrorCode::PositionCastling) return Warnings::failure(set.error());
    Result<Position> loose = parseFen(fen, false);
    if (!loose) return Warnings::failure(set.error());
    Position repaired = loose.value();
    repaired.castling = possibleCastling(repaired);
    const std::string written = set.error().args.size() > 1 ? set.error().args[1] : "";
    if (const Result<bool> again = setPosition(printFen(repaired)); !again)
        return Warnings::failure(again.error());
    const std::string kept = printFen(pos_);
    const std::size_t field = kept.find(' ', kept.find(' ') + 1) + 1;
    return std::vector<Error>{
        Error{ErrorCode::PositionCastlingDropped,
              {"FEN", written, kept.substr(field, kept.find(' ', field) - field)}}};
}

std::string ChessVariant::position() const {
    return printFen(pos_);
}

Move ChessVariant::toInternal(const Position& pos, const Step& step) {
    return pos.moveFor(step.from, step.to, typeOf(step.promotion));
}

Turn ChessVariant::toTurn(Move move) const {
    Step s;
    s.kind = 0;
    s.from = move.from();
    s.to = move.to();
    s.piece = pos_.board[move.from()];
    s.promotion = move.isPromotion() ? makePiece(pos_.side, move.promotion()) : 0;
    s.flags = (move.isCapture() ? StepCapture : 0) | (move.isEnPassant() ? StepEnPassant : 0) |
              (move.isCastle() ? StepCastle : 0);
    return Turn{{s}};
}

std::vector<Turn> ChessVariant::legalTurns() {
    const LegalMoves legal(pos_);
    std::vector<Turn> out;
    out.reserve(std::size_t(legal.count));
    for (const Move m : legal) out.push_back(toTurn(m));
    return out;
}

std::optional<std::size_t> ChessVariant::legalTurnRank(const Turn& turn) {
    if (turn.steps.size() != 1) return std::nullopt;
    const Step& s = turn.steps.front();
    const std::optional<Move> move = legalMove(pos_, s.from, s.to, typeOf(s.promotion));
    if (!move || toTurn(*move) != turn) return std::nullopt;
    return std::size_t(moveCode(pos_, *move));
}

std::optional<Turn> ChessVariant::legalTurnOfRank(std::size_t rank) {
    if (rank >= std::size_t(kMaxMoves) * 4) return std::nullopt;
    const std::optional<Move> move = moveOfCode(pos_, int(rank));
    if (!move) return std::nullopt;
    return toTurn(*move);
}

Transition transitionOf(const Position& pos, Move move) {
    Transition t;
    const int from = move.from(), to = move.to();
    const int piece = pos.board[from];
    const std::string mover(1, pieceLetter(piece));
    if (move.isCapture()) {
        const int victim = move.isEnPassant() ? (to ^ 8) : to;
        t.pieces.push_back(
            {PieceChange::Remove, victim, -1, std::string(1, pieceLetter(pos.board[victim]))});
    }
    t.pieces.push_back({PieceChange::Move, from, to, mover});
    if (move.isCastle()) {
        const int rookFrom = move.kind() == CastleKingside ? from + 3 : from - 4;
        const int rookTo = move.kind() == CastleKingside ? from + 1 : from - 1;
        t.pieces.push_back({PieceChange::Move, rookFrom, rookTo,
                            std::string(1, pieceLetter(pos.board[rookFrom]))});
    }
    if (move.isPromotion())
        t.pieces.push_back({PieceChange::Place, -1, to,
                            std::string(1, pieceLetter(makePiece(pos.side, move.promotion())))});
    return t;
}

void ChessVariant::doMakeTurn(const Turn& turn, Transition* transition) {
    if (turn.steps.empty()) return;
    const Move move = toInternal(turn.steps.front());
    if (transition) *transition = transitionOf(pos_, move);
    play(move);
}

void ChessVariant::play(Move move) {
    // A game's turns come one after another: room for a game's worth at once, rather than
    // the copies of every doubling.
    constexpr std::size_t kUsualGamePlies = 100; // most chess games are shorter
    if (history_.capacity() == 0) {
        history_.reserve(kUsualGamePlies);
        hashes_.reserve(kUsualGamePlies + 1);
    }
    history_.push_back(pos_);
    pos_.play(move);
    hashes_.push_back(pos_.hash);
}

// Four bits per count of each piece type and colour.
std::uint64_t ChessVariant::materialKey() const {
    std::uint64_t key = 0;
    for (int colour : {White, Black})
        for (int type = Pawn; type <= King; ++type)
            key = key << 4 | std::uint64_t(popCount(pos_.pieces(colour, type)));
    return key;
}

// The pawns of each side: they only move forward, so a game keeps few pawn structures.
std::uint64_t ChessVariant::structureKey() const {
    return mixKeys(pos_.pieces(White, Pawn), pos_.pieces(Black, Pawn));
}

void ChessVariant::undoTurn() {
    if (history_.empty()) return;
    pos_ = history_.back();
    history_.pop_back();
    hashes_.pop_back();
}

int ChessVariant::repetitions() const {
    // Only positions since the last capture or pawn move can repeat.
    const std::size_t window = std::min(hashes_.size(), std::size_t(pos_.halfmove) + 1);
    return int(std::count(hashes_.end() - std::ptrdiff_t(window), hashes_.end(), pos_.hash));
}

Status ChessVariant::status() {
    Status s;
    s.check = pos_.inCheck();
    const LegalMoves legal(pos_);
    if (legal.count == 0) {
        s.checkmate = s.check;
        s.stalemate = !s.check;
        s.outcome = s.check ? (pos_.side == White ? Outcome::SecondWins : Outcome::FirstWins)
                            : Outcome::Draw;
        if (s.stalemate) s.draw = DrawReason::Stalemate;
        return s;
    }
    if (pos_.deadPosition()) {
        s.outcome = Outcome::Draw;
        s.draw = DrawReason::DeadPosition;
        return s;
    }
    // FIDE 9.6: fivefold repetition and 75 moves without capture or pawn move end the game;
    // threefold repetition and 50 moves may be claimed.
    const int repeated = repetitions();
    if (repeated >= 5) {
        s.outcome = Outcome::Draw;
        s.draw = DrawReason::Repetition;
    } else if (pos_.halfmove >= 150) {
        s.outcome = Outcome::Draw;
        s.draw = DrawReason::FiftyMoves;
    } else if (repeated >= 3) {
        s.claimableDraw = DrawReason::Repetition;
    } else if (pos_.halfmove >= 100) {
        s.claimableDraw = DrawReason::FiftyMoves;
    }
    return s;
}

std::string ChessVariant::turnText(const Turn& turn, Notation notation) {
    if (turn.steps.empty()) return {};
    const Move move = toInternal(turn.steps.front());
    if (notation == Notation::Lan) return lanText(move);
    const LegalMoves legal(pos_);
    return sanText(pos_, move, legal.moves, legal.count) + checkSuffix(pos_, move);
}

Result<Turn> ChessVariant::parseTurn(std::string_view text, Notation notation) {
    const Result<Move> parsed =
        notation == Notation::Lan ? parseLan(pos_, text) : parseSan(pos_, text);
    if (!parsed) return turnFailure(parsed.error());
    return toTurn(*parsed);
}

// UCI's own long algebraic: e2e4, e7e8q, castling as the king's move.
std::string ChessVariant::uciToken(const Turn& turn) {
    return turnText(turn, Notation::Lan);
}

Result<Turn> ChessVariant::parseUciToken(std::string_view token) {
    return parseTurn(token, Notation::Lan);
}

Result<Variant::RankedTurn> ChessVariant::parseRankedTurn(std::string_view text,
                                                          Notation notation) {
    // The move found among the few its text can name, and its number counted from the pieces'
    // attack sets (MoveCodes.h): a game's import lists no position's legal moves.
    const Result<Move> parsed = parseMove(text, notation);
    if (!parsed) return Result<RankedTurn>::failure(parsed.error());
    return RankedTurn{toTurn(*parsed), std::size_t(moveCode(pos_, *parsed))};
}

Result<std::optional<std::size_t>> ChessVariant::playRankedTurn(std::string_view text,
                                                                Notation notation) {
    const Result<Move> parsed = parseMove(text, notation);
    if (!parsed) return Result<std::optional<std::size_t>>::failure(parsed.error());
    const std::size_t rank = std::size_t(moveCode(pos_, *parsed));
    play(*parsed);
    return std::optional<std::size_t>(rank);
}

Result<Move> ChessVariant::parseMove(std::string_view text, Notation notation) const {
    return notation == Notation::Lan ? parseLan(pos_, text) : parseSan(pos_, text);
}

std::vector<std::string> ChessVariant::legalMoveList(Notation notation) {
    const LegalMoves legal(pos_);
    std::vector<std::string> out;
    out.reserve(std::size_t(legal.count));
    for (const Move m : legal)
        out.push_back(notation == Notation::Lan
                          ? lanText(m)
                          : sanText(pos_, m, legal.moves, legal.count) + checkSuffix(pos_, m));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::pair<std::string, std::uint64_t>> ChessVariant::divide(int depth) {
    const LegalMoves legal(pos_);
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (const Move m : legal) {
        Position next = pos_;
        next.play(m);
        out.emplace_back(lanText(m), chess::perft(next, depth - 1));
    }
    std::sort(out.begin(), out.end());
    return out;
}

BoardContents ChessVariant::contents(const std::vector<Step>& pending) const {
    Position pos = pos_;
    for (const Step& step : pending) pos.play(toInternal(pos, step));
    return contentsOf(pos);
}

std::unique_ptr<SetUpBoard> ChessVariant::setUpBoard() const {
    return std::make_unique<ChessSetUp>(pos_);
}

StepClicks ChessVariant::clicksOf(const Turn& turn, int stepIndex) const {
    StepClicks clicks;
    if (stepIndex < 0 || std::size_t(stepIndex) >= turn.steps.size()) return clicks;
    clicks.fromSquare = turn.steps[std::size_t(stepIndex)].from;
    clicks.toSquare = turn.steps[std::size_t(stepIndex)].to;
    return clicks;
}

int ChessVariant::checkedKing() {
    return pos_.inCheck() ? pos_.kingSquare(pos_.side) : -1;
}

std::string ChessVariant::stepLabel(const Turn& turn, int, Notation notation) {
    return turnText(turn, notation);
}

int ChessVariant::squareId(std::string_view name) const {
    return parseSquare(name);
}

std::vector<Error> ChessVariant::unreachableProblems() const {
    constexpr const char* kSides[2] = {"White", "Black"};
    std::vector<Error> problems;
    for (const int colour : {White, Black}) {
        const Bitboard firstRank = colour == White ? kRank1 : kRank1 << 56;
        if (const Bitboard pawns = pos_.pieces(colour, Pawn) & firstRank)
            problems.emplace_back(ErrorCode::PositionPawnOnFirstRank,
                                  std::vector<std::string>{"FEN", squareName(lowestSquare(pawns))});
        const OrthodoxArmyCount count{
            popCount(pos_.pieces(colour, Pawn)), popCount(pos_.pieces(colour, Knight)),
            popCount(pos_.pieces(colour, Bishop)), popCount(pos_.pieces(colour, Rook)),
            popCount(pos_.pieces(colour, Queen))};
        for (Error& e : orthodoxArmyProblems("FEN", kSides[colour], count))
            problems.push_back(std::move(e));
    }
    // One turn gives check from at most two pieces (a discovered check by a moving checker).
    if (const int checkers = popCount(pos_.checkers()); checkers > 2)
        problems.emplace_back(
            ErrorCode::PositionImpossibleCheck,
            std::vector<std::string>{"FEN", kSides[pos_.side], std::to_string(checkers)});
    return problems;
}

} // namespace trellis::chess
