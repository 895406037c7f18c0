#include "MoveGenerator.h"

#include "Castling.h"

#include <array>

namespace trellis::trid {

namespace {

constexpr std::array<std::uint8_t, 4> kPromotionPieces{Queen, Rook, Bishop, Knight};
constexpr int pawnDirection(int colour) {
    return colour == 0 ? 1 : -1;
}

constexpr TriDTurn kNoPrefix{};

// Which turns a generator builds: all, those that capture or promote (quiescence, the search's
// first stage), or the others (its second stage).
// Reaching: every turn, but only those whose piece move lands on one of given cells.
enum class Stage { All, Captures, Quiets, Reaching };

// Generates the turns of one position. `prefix` holds a deferred promotion that every turn of
// this position starts with (or nothing). The stage is a template argument so that each stage's
// tests cost the others nothing.
template <Stage kStage = Stage::All> class TurnGenerator {
  public:
    TurnGenerator(const TriDPosition& pos, const TriDTurn& prefix, TriDTurn* out, int count)
        : TurnGenerator(pos, prefix, out, count, pos.inCheck(pos.side)) {}
    // The same when whether the mover is in check is known.
    TurnGenerator(const TriDPosition& pos, const TriDTurn& prefix, TriDTurn* out, int count,
                  bool inCheck)
        : pos_(pos), prefix_(prefix), out_(out), count_(count), side_(pos.side), inCheck_(inCheck),
          pinnedCells_(inCheck_ ? 0 : findPinnedCells()),
          evasionCells_(inCheck_ ? findEvasionCells() : 0) {}
    // A generator of the pieces' turns with what they need found already (PieceTurns).
    TurnGenerator(const TriDPosition& pos, const PieceTurnSetup& setup, TriDTurn* out)
        : pos_(pos), prefix_(kNoPrefix), out_(out), count_(0), side_(pos.side),
          inCheck_(setup.inCheck), pinnedCells_(setup.pinnedCells),
          evasionCells_(setup.evasionCells) {}

    PieceTurnSetup setup() const { return {inCheck_, pinnedCells_, evasionCells_}; }

    int run() {
        if constexpr (kCapturesOnly) targets_ = enemyTargets();
        const std::array<std::uint64_t, 2>& own = ownSquares();
        for (int word = 0; word < 2; ++word)
            for (std::uint64_t bits = own[word]; bits; bits &= bits - 1)
                pieceMoves(word * 64 + __builtin_ctzll(bits));
        castlingMoves();
        boardMoves();
        return count_;
    }

    // The turns of the mover's pieces whose type is in `types` (bit t for type t) on squares
    // first..last-1, in run()'s order: no castling, no board moves.
    int runPieces(unsigned types, int first, int last) {
        const std::array<std::uint64_t, 2>& own = ownSquares();
        for (int word = first / 64; word < 2; ++word)
            for (std::uint64_t bits = own[word]; bits; bits &= bits - 1) {
                const int s = word * 64 + __builtin_ctzll(bits);
                if (s >= last) return count_;
                if (s >= first && (types >> typeOf(pos_.board[s]) & 1)) pieceMoves(s);
            }
        return count_;
    }

    // runPieces(types, 0, kSquares)'s turns whose piece move lands on one of `cells`, from the
    // pieces that may land there.
    int runReaching(unsigned types, std::uint64_t cells) {
        static_assert(kStage == Stage::Reaching);
        reachingCells_ = cells;
        const std::array<std::uint64_t, 2>& own = ownSquares();
        for (int word = 0; word < 2; ++word)
            for (std::uint64_t bits = own[word]; bits; bits &= bits - 1) {
                const int s = word * 64 + __builtin_ctzll(bits);
                if ((types >> typeOf(pos_.board[s]) & 1) && mayReach(s, cells)) pieceMoves(s);
            }
        return count_;
    }

    // The turns whose main step starts where `step` does (a piece's square, the castling, a
    // board's pin; a board's moves only those to the same pin): enough to tell whether a turn
    // with that step is legal.
    int runFrom(const TriDStep& step) {
        switch (step.kind) {
        case StepKind::PieceMove:
            if (pos_.board[step.from] && colourOf(pos_.board[step.from]) == side_)
                pieceMoves(step.from);
            break;
        case StepKind::Castle:
            castlingMoves();
            break;
        case StepKind::BoardMove:
            boardMoves(step.from, step.to);
            break;
        case StepKind::Promotion:
            break;
        }
        return count_;
    }

    // runFrom's turns for a piece move that land on the cell `step` lands on: a few at most,
    // enough to tell whether that move is legal (the hash move's and the killers' check).
    int runToCellOf(const TriDStep& step) {
        static_assert(kStage == Stage::Reaching);
        reachingCells_ = 1ull << tables().square[step.to].cell;
        return runFrom(step);
    }

  private:
    // The mover's squares as a bit set (square s is bit s % 64 of word s / 64): walked in
    // ascending order, the turns come in square order without a scan of every square.
    const std::array<std::uint64_t, 2>& ownSquares() const { return pos_.squaresOf[side_]; }

    void pieceMoves(int s) {
        if constexpr (kCapturesOnly)
            if (!mayCapture(s)) return;
        switch (typeOf(pos_.board[s])) {
        case Pawn:
            pawnMoves(s);
            break;
        case Knight:
            leaperMoves(s, tables().knight[tables().square[s].cell]);
            break;
        case King:
            leaperMoves(s, tables().king[tables().square[s].cell]);
            break;
        case Bishop:
            sliderMoves(s, 4, 8);
            break;
        case Rook:
            sliderMoves(s, 0, 4);
            break;
        case Queen:
            sliderMoves(s, 0, 8);
            break;
        }
    }

    // The cells holding an enemy piece that may be captured (not only a king).
    std::uint64_t enemyTargets() const {
        const int enemy = side_ ? 0 : kColourBit;
        const std::array<std::uint64_t, 16>& cells = pos_.cellsOf;
        return cells[Pawn | enemy] | cells[Knight | enemy] | cells[Bishop | enemy] |
               cells[Rook | enemy] | cells[Queen | enemy];
    }

    // The captures stage passes over a piece that has nothing to capture (most have not): a
    // knight, king or pawn that attacks no target cell, a pawn that is not a step from
    // promoting nor may take en passant. Sliders test each ray's first piece (sliderMoves).
    bool mayCapture(int s) const {
        const Tables& t = tables();
        const int cell = t.square[s].cell;
        switch (typeOf(pos_.board[s])) {
        case Pawn:
            return (t.pawnAttackers[1 - side_][cell] & targets_) || pos_.enPassant >= 0 ||
                   rankOf(cell) + pawnDirection(side_) == pos_.promotionRank(fileOf(cell), side_);
        case Knight:
            return t.knightMask[cell] & targets_;
        case King:
            return t.kingMask[cell] & targets_;
        default:
            return true;
        }
    }

    // In check, the cells a non-king move must land on to have a chance: the checkers' cells
    // and those between a checking slider and the king. A move elsewhere leaves every checker
    // in place with its line open, so it needs no test.
    std::uint64_t findEvasionCells() const {
        const Tables& t = tables();
        const int kingCell = t.square[pos_.king[side_]].cell;
        const int enemy = side_ ? 0 : kColourBit;
        const std::array<std::uint64_t, 16>& cells = pos_.cellsOf;
        std::uint64_t evasion = (t.knightMask[kingCell] & cells[Knight | enemy]) |
                                (t.kingMask[kingCell] & cells[King | enemy]) |
                                (t.pawnAttackers[1 - side_][kingCell] & cells[Pawn | enemy]);
        const std::uint64_t queens = cells[Queen | enemy];
        for (int d = 0; d < kDirections; ++d) {
            const std::uint64_t sliders = queens | cells[(d < 4 ? Rook : Bishop) | enemy];
            const std::uint64_t ray = t.rayMask[kingCell][d];
            const std::uint64_t blockers = ray & pos_.occupied;
            if (!(blockers & sliders)) continue;
            const int nearest = nearestCell(blockers, d);
            if (!(sliders >> nearest & 1)) continue;
            evasion |=
                kDirAscending[d] ? ray & ((2ull << nearest) - 1) : ray & ~((1ull << nearest) - 1);
        }
        return evasion;
    }
    // Cells whose single occupant shields the king from an enemy slider behind it: moving that
    // piece needs a full test. Other moves by non-king pieces cannot expose the king, because
    // lines are blocked per cell and a vertical move is impossible.
    std::uint64_t findPinnedCells() const {
        const Tables& t = tables();
        if (pos_.king[side_] < 0) return 0;
        const int kingCell = t.square[pos_.king[side_]].cell;
        const std::uint8_t enemy = side_ ? 0 : kColourBit;
        std::uint64_t pinned = 0;
        for (int d = 0; d < kDirections; ++d) {
            // The two occupied cells nearest the king on the ray: a shield and what stands behind.
            const std::uint64_t blockers = t.rayMask[kingCell][d] & pos_.occupied;
            if (!blockers || !(blockers & (blockers - 1))) continue;
            const int shield = nearestCell(blockers, d);
            const int behind = nearestCell(blockers & ~(1ull << shield), d);
            if (hasSlider(behind, Queen | enemy, (d < 4 ? Rook : Bishop) | enemy))
                pinned |= 1ull << shield;
        }
        return pinned;
    }

    // The cell of `cells` (on one ray in direction d) nearest the ray's start.
    static int nearestCell(std::uint64_t cells, int d) {
        return kDirAscending[d] ? __builtin_ctzll(cells) : 63 - __builtin_clzll(cells);
    }

    bool hasSlider(int cell, int queen, int other) const {
        const Tables& t = tables();
        for (int i = 0; i < t.squareCountOfCell[cell]; ++i) {
            const int p = pos_.board[t.squaresOfCell[cell][i]] & 15;
            if (p == queen || p == other) return true;
        }
        return false;
    }

    bool needsFullTest(int from) const {
        if (inCheck_) return true;
        const Tables& t = tables();
        const int cell = t.square[from].cell;
        return (pinnedCells_ >> cell & 1) && soleOccupant(from);
    }

    bool leavesKingSafe(const TriDStep& step) const {
        TriDPosition next = pos_;
        next.apply(step);
        return !next.inCheck(side_);
    }

    // leavesKingSafe for a step of a piece other than the king, from the cells alone: the
    // occupancy and piece cells as the step leaves them answer without a copy played. Out of
    // line (like kingMoveSafe): inlined, it made every pieceStep call save and restore more
    // registers than the rare test costs (6 % of the search's instructions).
    [[gnu::noinline]] bool pieceStepSafe(const TriDStep& step) const {
        const Tables& t = tables();
        std::uint64_t occupancy = pos_.occupied;
        if (soleOccupant(step.from)) occupancy &= ~(1ull << t.square[step.from].cell);
        std::array<std::uint64_t, 16> pieceCells = pos_.cellsOf;
        if (step.flags & Capture) {
            const int victim = (step.flags & EnPassant) ? pos_.enPassant : step.to;
            const int code = pos_.board[victim] & 15;
            const int cell = t.square[victim].cell;
            bool sameStays = false;
            for (int i = 0; i < t.squareCountOfCell[cell]; ++i) {
                const int s = t.squaresOfCell[cell][i];
                sameStays |= s != victim && (pos_.board[s] & 15) == code;
            }
            if (!sameStays) pieceCells[code] &= ~(1ull << cell);
            if ((step.flags & EnPassant) && soleOccupant(victim)) occupancy &= ~(1ull << cell);
        }
        occupancy |= 1ull << t.square[step.to].cell;
        return !TriDPosition::cellAttacked(t.square[pos_.king[side_]].cell, 1 - side_, occupancy,
                                           pieceCells);
    }

    // Whether `square` holds the only piece of its cell.
    bool soleOccupant(int square) const {
        const Tables& t = tables();
        const int cell = t.square[square].cell;
        int occupants = 0;
        for (int i = 0; i < t.squareCountOfCell[cell]; ++i)
            occupants += pos_.board[t.squaresOfCell[cell][i]] != 0;
        return occupants == 1;
    }

    void push(const TriDStep& step) {
        if (count_ >= kMaxTurns) return;
        TriDTurn& turn = out_[count_++];
        if (prefix_.count == 0) { // the usual case: no copy of the empty prefix
            turn.count = 0;
        } else {
            turn = prefix_;
        }
        turn.push(step);
    }

    // Inlined everywhere: gcc once called it out of line, at 2 % more instructions on import.
    [[gnu::always_inline]] void pieceStep(int from, int to, std::uint8_t flags,
                                          std::uint8_t promotion = 0) {
        if (!wanted((flags & Capture) || promotion)) return;
        if constexpr (kStage == Stage::Reaching)
            if (!(reachingCells_ >> tables().square[to].cell & 1)) return;
        const TriDStep step{StepKind::PieceMove, std::int8_t(from), std::int8_t(to), promotion,
                            flags};
        if (from == pos_.king[side_]) {
            if (kingMoveSafe(from, to)) push(step);
            return;
        }
        if (inCheck_ && !(evasionCells_ >> tables().square[to].cell & 1)) return;
        if (needsFullTest(from) && !pieceStepSafe(step)) return;
        push(step);
    }

    // A king move is safe when its destination cell is not attacked once the king has left its
    // cell: a captured piece stands on the destination cell, which never attacks itself.
    // The answer depends on the cell alone, so each cell is tested once for all its squares.
    [[gnu::noinline]] bool kingMoveSafe(int from, int to) {
        const Tables& t = tables();
        const int toCell = t.square[to].cell;
        const std::uint64_t bit = 1ull << toCell;
        if (!(kingCellsTested_ & bit)) {
            kingCellsTested_ |= bit;
            std::uint64_t occupancy = pos_.occupied;
            if (soleOccupant(from)) occupancy &= ~(1ull << t.square[from].cell);
            if (!pos_.cellAttacked(toCell, 1 - side_, occupancy | bit)) kingCellsSafe_ |= bit;
        }
        return kingCellsSafe_ & bit;
    }

    // Whether the piece on `from` may land on one of `cells` as far as the shape of its moves
    // and the pieces in its way tell: its turns' first steps land nowhere else.
    bool mayReach(int from, std::uint64_t cells) const {
        const Tables& t = tables();
        const int cell = t.square[from].cell;
        switch (typeOf(pos_.board[from])) {
        case Pawn: { // a step or a double step ahead, a capture beside the step
            const int file = fileOf(cell), dir = pawnDirection(side_);
            auto reaches = [&](int f, int r) {
                return f >= 0 && f < kFiles && r >= 0 && r < kRanks && (cells >> cellOf(f, r) & 1);
            };
            const int ahead = rankOf(cell) + dir;
            return reaches(file, ahead) || reaches(file, ahead + dir) || reaches(file - 1, ahead) ||
                   reaches(file + 1, ahead);
        }
        case Knight:
            return t.knightMask[cell] & cells;
        case King:
            return t.kingMask[cell] & cells;
        default:
            break;
        }
        const int type = typeOf(pos_.board[from]);
        const int firstDir = type == Bishop ? 4 : 0, lastDir = type == Rook ? 4 : 8;
        for (int d = firstDir; d < lastDir; ++d) {
            if (!(t.rayMask[cell][d] & cells)) continue;
            for (const std::int8_t c : t.ray[cell][d]) {
                if (c < 0) break;
                if (cells >> c & 1) return true;
                if (pos_.occupied >> c & 1) break;
            }
        }
        return false;
    }

    // Every existing square of `cell` the piece may land on: empty, or an enemy that is not a
    // king (kings are never captured).
    template <class Emit> void landings(int cell, Emit emit) const {
        const Tables& t = tables();
        for (int i = 0; i < t.squareCountOfCell[cell]; ++i) {
            const int to = t.squaresOfCell[cell][i];
            if (!pos_.exists(to)) continue;
            const std::uint8_t target = pos_.board[to];
            if (!target) {
                if (!kCapturesOnly) emit(to, std::uint8_t(0));
            } else if (colourOf(target) != side_ && typeOf(target) != King &&
                       kStage != Stage::Quiets) {
                emit(to, std::uint8_t(Capture));
            }
        }
    }

    // In an empty cell there is nothing to capture: capturesOnly skips its squares.
    // Cells whose squares hold no turn of this stage: empty ones for captures, those a reader
    // did not name for Stage::Reaching.
    bool skipCell(int cell) const {
        if constexpr (kStage == Stage::Reaching) return !(reachingCells_ >> cell & 1);
        return kCapturesOnly && !(pos_.occupied >> cell & 1);
    }

    void leaperMoves(int from, const std::array<std::int8_t, 8>& cells) {
        for (const std::int8_t c : cells) {
            if (c < 0) break;
            if (skipCell(c)) continue;
            landings(c, [&](int to, std::uint8_t flags) { pieceStep(from, to, flags); });
        }
    }

    void sliderMoves(int from, int firstDir, int lastDir) {
        const Tables& t = tables();
        const int cell = t.square[from].cell;
        for (int d = firstDir; d < lastDir; ++d) {
            if constexpr (kStage == Stage::Reaching)
                if (!(t.rayMask[cell][d] & reachingCells_)) continue;
            if (kCapturesOnly) { // only the nearest occupied cell of a ray holds a capture
                const std::uint64_t blockers = t.rayMask[cell][d] & pos_.occupied;
                if (!(blockers & targets_)) continue;
                const int nearest = nearestCell(blockers, d);
                if (!(targets_ >> nearest & 1)) continue;
                landings(nearest, [&](int to, std::uint8_t flags) { pieceStep(from, to, flags); });
                continue;
            }
            for (const std::int8_t c : t.ray[cell][d]) {
                if (c < 0) break;
                if (!skipCell(c))
                    landings(c, [&](int to, std::uint8_t flags) { pieceStep(from, to, flags); });
                if (pos_.occupied >> c & 1) break;
            }
        }
    }

    void pawnStep(int from, int to, std::uint8_t flags) {
        const int cell = tables().square[to].cell;
        if (rankOf(cell) != pos_.promotionRank(fileOf(cell), side_))
            return pieceStep(from, to, flags);
        for (const std::uint8_t piece : kPromotionPieces) pieceStep(from, to, flags, piece);
    }

    void pawnMoves(int from) {
        const Tables& t = tables();
        const int cell = t.square[from].cell;
        const int file = fileOf(cell), rank = rankOf(cell) + pawnDirection(side_);
        if (rank < 0 || rank >= kRanks) return;
        const int ahead = cellOf(file, rank);
        for (int i = 0; i < t.squareCountOfCell[ahead]; ++i) {
            const int to = t.squaresOfCell[ahead][i];
            if (pos_.exists(to) && !pos_.board[to]) pawnStep(from, to, 0);
        }
        doubleStep(from, ahead);
        for (const int df : {-1, 1}) {
            if (file + df < 0 || file + df >= kFiles) continue;
            const int target = cellOf(file + df, rank);
            for (int i = 0; i < t.squareCountOfCell[target]; ++i) {
                const int to = t.squaresOfCell[target][i];
                const std::uint8_t victim = pos_.board[to];
                if (victim && colourOf(victim) != side_ && typeOf(victim) != King)
                    pawnStep(from, to, Capture);
            }
            enPassant(from, target);
        }
    }

    // The cell a pawn on `from` may double-step to over the cell `ahead`, or -1.
    int doubleStepCell(int from, int ahead) const {
        if ((pos_.board[from] & kNoDoubleBit) || !pos_.isPawnStartSquare(from, side_)) return -1;
        if (pos_.occupied >> ahead & 1) return -1;
        const int rank = rankOf(ahead) + pawnDirection(side_);
        return rank < 0 || rank >= kRanks ? -1 : cellOf(fileOf(ahead), rank);
    }

    void doubleStep(int from, int ahead) {
        if (kCapturesOnly) return; // a double step neither captures nor promotes
        const int landing = doubleStepCell(from, ahead);
        if (landing < 0) return;
        const Tables& t = tables();
        for (int i = 0; i < t.squareCountOfCell[landing]; ++i) {
            const int to = t.squaresOfCell[landing][i];
            if (pos_.exists(to) && !pos_.board[to]) pieceStep(from, to, DoubleStep);
        }
    }

    // Right after an enemy double step, the square it passed over may be taken on any level.
    void enPassant(int from, int target) {
        if (pos_.enPassant < 0 || kStage == Stage::Quiets) return;
        const Tables& t = tables();
        const int victimCell = t.square[pos_.enPassant].cell;
        if (target != cellOf(fileOf(victimCell), rankOf(victimCell) + pawnDirection(side_))) return;
        if constexpr (kStage == Stage::Reaching)
            if (!(reachingCells_ >> target & 1)) return;
        for (int i = 0; i < t.squareCountOfCell[target]; ++i) {
            const int to = t.squaresOfCell[target][i];
            if (!pos_.exists(to) || pos_.board[to]) continue;
            const TriDStep step{StepKind::PieceMove, std::int8_t(from), std::int8_t(to), 0,
                                Capture | EnPassant};
            if (pieceStepSafe(step)) push(step);
        }
    }

    void castlingMoves() {
        if (kCapturesOnly || pos_.fullmove <= 1 || inCheck_) return;
        const Tables& t = tables();
        for (int wing = 0; wing < 2; ++wing) {
            const CastlingMove& c = castlingMove(side_, wing);
            if (!(pos_.castling & c.right)) continue;
            if (!pos_.exists(c.kingFrom) || !pos_.exists(c.rookFrom) || !pos_.exists(c.kingTo))
                continue;
            if (pos_.board[c.kingFrom] != makePiece(King, side_)) continue;
            if ((pos_.board[c.rookFrom] & 15) != makePiece(Rook, side_)) continue;
            if (c.between >= 0 && pos_.board[c.between]) continue;
            if (pos_.cellAttacked(t.square[c.kingTo].cell, 1 - side_)) continue;
            const TriDStep step{StepKind::Castle, std::int8_t(wing), -1, 0, 0};
            if (leavesKingSafe(step)) push(step);
        }
    }

    // The board moves of every pin, or of `onlyPin` alone, to any pin or to `onlyTo` alone
    // (a hash move's or killer's check builds only the moves it may equal).
    void boardMoves(int onlyPin = -1, int onlyTo = -1) {
        if (kCapturesOnly && !boardsMayPromote()) return;
        for (int pin = 0; pin < kPins; ++pin) {
            if (pos_.pinOwner[pin] < 0 || (onlyPin >= 0 && pin != onlyPin)) continue;
            int passenger = -1, pieces = 0;
            for (int q = 0; q < 4; ++q)
                if (pos_.board[pinSquare(pin, q)]) ++pieces, passenger = pinSquare(pin, q);
            if (pieces > 1) continue;
            const int controller =
                passenger >= 0 ? colourOf(pos_.board[passenger]) : pos_.pinOwner[pin];
            if (controller != side_) continue;
            if (kCapturesOnly && !mayForcePromotion(pin, passenger)) continue;
            const bool halfTurns = passenger >= 0 && pos_.rules == RuleSet::AttackBoard10;
            const std::uint16_t adjacent = adjacentPins(pos_.rules, pin);
            for (int to = 0; to < kPins; ++to) {
                if (!(adjacent >> to & 1) || pos_.pinOwner[to] >= 0) continue;
                if (onlyTo >= 0 && to != onlyTo) continue;
                if (passenger >= 0 &&
                    boardDirection(pos_.rules, pin, to, controller) == BoardDirection::Backward)
                    continue;
                boardStep(pin, to, 0);
                if (halfTurns) boardStep(pin, to, HalfTurn);
            }
            if (halfTurns && (onlyTo < 0 || onlyTo == pin)) boardStep(pin, pin, HalfTurn);
        }
    }

    // mayForcePromotion for every board at once: whether a pawn of the mover's rides a board or
    // stands on a corner square a board may uncover.
    bool boardsMayPromote() const {
        const std::uint8_t pawn = makePiece(Pawn, side_);
        for (std::uint64_t bits = pos_.piecesOnBoards(side_); bits; bits &= bits - 1)
            if ((pos_.board[kMainSquares + __builtin_ctzll(bits)] & 15) == pawn) return true;
        for (const bool kingSide : {false, true}) {
            const int corner = deferredPromotionSquare(pinIndex(kingSide, side_ == 0 ? 6 : 1));
            if ((pos_.board[corner] & 15) == pawn) return true;
        }
        return false;
    }

    // Whether moving the board on `pin` may promote one of the mover's pawns (boardStep's
    // test, before the costly copy): only the pawn it carries or the corner pawn it uncovers.
    bool mayForcePromotion(int pin, int passenger) const {
        const std::uint8_t pawn = makePiece(Pawn, side_);
        if (passenger >= 0 && (pos_.board[passenger] & 15) == pawn) return true;
        const int corner = deferredPromotionSquare(pin);
        return corner >= 0 && deferredPromotionColour(pin) == side_ &&
               (pos_.board[corner] & 15) == pawn;
    }

    // Vertical shadow (default rules): no non-knight piece on another level over the footprint;
    // `gone` is a square whose piece has left (-1 for none).
    static bool castsShadow(const TriDPosition& pos, int pin, int gone = -1) {
        const Tables& t = tables();
        for (const std::int8_t cell : t.footprint[pin])
            for (int i = 0; i < t.squareCountOfCell[cell]; ++i) {
                const int s = t.squaresOfCell[cell][i];
                if (t.square[s].level != levelOfPin(pin) && s != gone && pos.board[s] &&
                    typeOf(pos.board[s]) != Knight)
                    return true;
            }
        return false;
    }

    // A board with its one passenger (the mover's piece: it controls the board). The position
    // after the move differs only by the boards and that piece, so its promotions, shadow and
    // check are read from the position as it is (no copy played; the same tests, the same
    // turns).
    void boardStep(int from, int to, std::uint8_t flags) {
        const TriDStep step{StepKind::BoardMove, std::int8_t(from), std::int8_t(to), 0, flags};
        if (emptyBoard(from)) return emptyBoardStep(step);
        const Tables& t = tables();
        int q = 0;
        while (!pos_.board[pinSquare(from, q)]) ++q;
        const int seat = pinSquare(from, q);
        const int landing = pinSquare(to, (flags & HalfTurn) ? halfTurnQuadrant(q) : q);
        const std::uint8_t passenger = pos_.board[seat];
        std::array<std::int8_t, kPins> owners = pos_.pinOwner;
        owners[from] = -1;
        owners[to] = pos_.pinOwner[from];
        // Promotions this board move forces on the mover's own pawns, in notation order: the
        // carried pawn (a pin square, "QL..@q.") sorts before a main-board corner pawn.
        std::array<int, 2> promoting{-1, -1};
        int n = 0;
        const int landingCell = t.square[landing].cell;
        if ((passenger & 15) == makePiece(Pawn, side_) &&
            rankOf(landingCell) == TriDPosition::promotionRank(fileOf(landingCell), side_, owners))
            promoting[n++] = landing;
        const int corner = from != to ? deferredPromotionSquare(from) : -1;
        if (corner >= 0 && deferredPromotionColour(from) == side_ &&
            (pos_.board[corner] & 15) == makePiece(Pawn, side_))
            promoting[n++] = corner;
        if (!wanted(n > 0)) return;
        if (pos_.rules == RuleSet::AttackBoard10 && castsShadow(pos_, to, seat)) return;
        std::uint64_t occupancy = pos_.occupied | (1ull << landingCell);
        if (soleOccupant(seat) && t.square[seat].cell != landingCell)
            occupancy &= ~(1ull << t.square[seat].cell);
        const int king = typeOf(passenger) == King ? landing : pos_.king[side_];
        if (pos_.cellAttacked(t.square[king].cell, 1 - side_, occupancy)) return;
        pushWithPromotions(step, promoting, n);
    }

    bool emptyBoard(int pin) const {
        for (int q = 0; q < 4; ++q)
            if (pos_.board[pinSquare(pin, q)]) return false;
        return true;
    }

    // An empty board changes no cell's occupancy and carries no pawn, so the position as it is
    // answers for check and shadow, and only a corner pawn it uncovers can promote: no copy of
    // the position is played (boardStep's tests, the same turns).
    void emptyBoardStep(const TriDStep& step) {
        if (inCheck_) return;
        std::array<int, 2> promoting{-1, -1};
        int n = 0;
        const int corner = step.from != step.to ? deferredPromotionSquare(step.from) : -1;
        if (corner >= 0 && deferredPromotionColour(step.from) == side_ &&
            (pos_.board[corner] & 15) == makePiece(Pawn, side_))
            promoting[n++] = corner;
        if (!wanted(n > 0)) return;
        if (pos_.rules == RuleSet::AttackBoard10 && castsShadow(pos_, step.to)) return;
        pushWithPromotions(step, promoting, n);
    }

    void pushWithPromotions(const TriDStep& step, const std::array<int, 2>& squares, int n) {
        if (n == 0) return push(step);
        for (const std::uint8_t first : kPromotionPieces) {
            const TriDStep p1{StepKind::Promotion, std::int8_t(squares[0]), -1, first, 0};
            if (n == 1) {
                pushSteps({step, p1}, 2);
                continue;
            }
            for (const std::uint8_t second : kPromotionPieces)
                pushSteps({step, p1,
                           TriDStep{StepKind::Promotion, std::int8_t(squares[1]), -1, second, 0}},
                          3);
        }
    }

    void pushSteps(std::array<TriDStep, 3> steps, int n) {
        if (count_ >= kMaxTurns) return;
        TriDTurn& turn = out_[count_++];
        turn = prefix_;
        for (int i = 0; i < n; ++i) turn.push(steps[i]);
    }

    // Whether this stage builds a turn that captures or promotes (`forcing`) or one that does not.
    static bool wanted(bool forcing) {
        return kStage == Stage::All || kStage == Stage::Reaching ||
               forcing == (kStage == Stage::Captures);
    }
    static constexpr bool kCapturesOnly = kStage == Stage::Captures;

    const TriDPosition& pos_;
    const TriDTurn& prefix_;
    TriDTurn* out_;
    int count_;
    int side_;
    bool inCheck_;
    std::uint64_t pinnedCells_;
    std::uint64_t evasionCells_;
    std::uint64_t kingCellsTested_ = 0; // kingMoveSafe's answers so far
    std::uint64_t kingCellsSafe_ = 0;
    std::uint64_t reachingCells_ = ~0ull; // Stage::Reaching: where piece moves may land
    std::uint64_t targets_ = ~0ull;       // Stage::Captures: enemyTargets()
};

} // namespace

bool promotionPending(const TriDPosition& pos) {
    const int pending = pos.pendingPromotion;
    return pending >= 0 && colourOf(pos.board[pending]) == pos.side;
}

int generateTurnsPromotingTo(const TriDPosition& pos, std::uint8_t piece, TriDTurn* out,
                             int count) {
    if (pos.king[pos.side] < 0 || !promotionPending(pos)) return count;
    TriDTurn prefix{};
    prefix.push({StepKind::Promotion, pos.pendingPromotion, -1, piece, 0});
    TriDPosition promoted = pos;
    promoted.apply(prefix.steps[0]);
    return TurnGenerator<>(promoted, prefix, out, count).run();
}

int generateLegalTurns(const TriDPosition& pos, TriDTurn* out) {
    if (pos.king[pos.side] < 0) return 0;
    if (!promotionPending(pos)) return TurnGenerator<>(pos, TriDTurn{}, out, 0).run();
    // A deferred promotion is the first step of every turn (section 4).
    int count = 0;
    for (const std::uint8_t piece : kPromotionPieces)
        count = generateTurnsPromotingTo(pos, piece, out, count);
    return count;
}

int generateLegalCaptures(const TriDPosition& pos, TriDTurn* out) {
    if (pos.king[pos.side] < 0) return 0;
    if (promotionPending(pos)) return generateLegalTurns(pos, out); // every turn promotes
    return PieceTurns(pos).captures(out);
}

int generateLegalQuiets(const TriDPosition& pos, TriDTurn* out) {
    if (pos.king[pos.side] < 0 || promotionPending(pos)) return 0; // with one, all promote
    return PieceTurns(pos).quiets(out);
}

PieceTurns::PieceTurns(const TriDPosition& pos) : PieceTurns(pos, pos.inCheck(pos.side)) {}

PieceTurns::PieceTurns(const TriDPosition& pos, bool inCheck) : pos_(pos) {
    available_ = pos.king[pos.side] >= 0 && !promotionPending(pos);
    if (available_) setup_ = TurnGenerator<>(pos, kNoPrefix, nullptr, 0, inCheck).setup();
}

int PieceTurns::captures(TriDTurn* out) const {
    return TurnGenerator<Stage::Captures>(pos_, setup_, out).run();
}

int PieceTurns::quiets(TriDTurn* out) const {
    return TurnGenerator<Stage::Quiets>(pos_, setup_, out).run();
}

bool PieceTurns::isLegal(const TriDTurn& turn) const {
    if (pos_.king[pos_.side] < 0 || turn.count == 0 || turn.count > 4) return false;
    TriDTurn turns[kMaxTurns];
    const TriDStep& first = turn.steps[0];
    const bool inRange = first.kind == StepKind::PieceMove
                             ? first.from >= 0 && first.from < kSquares
                         : first.kind == StepKind::BoardMove ? first.from >= 0 && first.from < kPins
                                                             : true;
    int n = 0;
    if (!available_)
        n = generateLegalTurns(pos_, turns); // rare: every turn starts with the promotion
    else if (first.kind == StepKind::PieceMove && inRange && first.to >= 0 && first.to < kSquares)
        n = TurnGenerator<Stage::Reaching>(pos_, setup_, turns).runToCellOf(first);
    else if (inRange)
        n = TurnGenerator<>(pos_, setup_, turns).runFrom(first);
    for (int i = 0; i < n; ++i)
        if (turns[i] == turn) return true;
    return false;
}

int PieceTurns::generate(unsigned types, int first, int last, TriDTurn* out) const {
    return TurnGenerator<>(pos_, setup_, out).runPieces(types, first, last);
}

int PieceTurns::generateReaching(unsigned types, std::uint64_t cells, TriDTurn* out) const {
    return TurnGenerator<Stage::Reaching>(pos_, setup_, out).runReaching(types, cells);
}

bool isLegalTurn(const TriDPosition& pos, const TriDTurn& turn) {
    return PieceTurns(pos).isLegal(turn);
}

namespace {

std::uint64_t perftRecursive(const TriDPosition& pos, int depth) {
    TriDTurn turns[kMaxTurns];
    const int n = generateLegalTurns(pos, turns);
    if (depth == 1) return std::uint64_t(n);
    std::uint64_t nodes = 0;
    for (int i = 0; i < n; ++i) {
        TriDPosition next = pos;
        next.play(turns[i]);
        nodes += perftRecursive(next, depth - 1);
    }
    return nodes;
}

} // namespace

std::uint64_t perft(const TriDPosition& pos, int depth) {
    return depth <= 0 ? 1 : perftRecursive(pos, depth);
}

} // namespace trellis::trid
