#pragma once
// The playing board: a Position plus deploy session, ply history with undo, legality, status
// and perft. This is the step-level API the GUI uses; CotulenhVariant wraps it as a Variant.
#include "DeploySession.h"
#include "MoveGenerator.h"
#include "Position.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace trellis::cotulenh {

// Everything the reference engine reports about a position, plus our own additions.
struct BoardStatus {
    bool check = false;    // Commander attacked (or missing)
    bool inDanger = false; // attacked or exposed
    bool checkmate = false;
    bool stalemate = false;
    bool drawFifty = false; // 100 half-moves, automatic as in the engine
    bool draw = false;      // engine's draw: fifty-move or stalemate
    bool commanderCaptured = false;
    bool gameOver = false;
    bool onlyCommanders = false; // dead draw we add from the seed (section 9)
    bool repetition = false;     // real threefold repetition, claimable (section 9)
};

class Board {
  public:
    Board();

    // --- position -------------------------------------------------------------------------
    const Position& position() const { return pos_; }
    // Replaces everything (clears history). The position must already be validated.
    void reset(const Position& pos);
    // The open session; right after a commit (explicit or automatic) it still holds the
    // committed steps, inactive, until the next deploy step starts a new one.
    const DeploySession& session() const { return session_; }
    bool inSession() const { return session_.active; }

    // --- moves ----------------------------------------------------------------------------
    // The engine's move list: at turn start the legal moves and deploy steps; inside a session
    // the steps the remaining pieces may take (recombinations included).
    void legalMoves(MoveList& out);
    bool canCommit() const;

    // Plays one listed move as the engine does: opens a session for a deploy step, rewrites
    // the session for a recombination, auto-commits a finished session when it may.
    void play(const Move& m);
    // Explicit commit; false (nothing changes) when not allowed.
    bool commit();
    // Hands the turn to the other side without moving (the engine's null move; undoPly takes
    // it back). Only at a turn start: no session is open.
    void passTurn();
    // Undoes the last ply (move, step, commit). False when there is nothing to undo.
    bool undoPly();
    // Undoes every step of the open session.
    void cancelSession();
    // The board at the start of the turn in play, without history: what notation and move
    // lists need. (Copying the history made reading a long game quadratic.)
    Board turnStart() const;
    // The hashes at the start of every earlier turn (oldest first; not the turn in play).
    std::vector<std::uint64_t> earlierTurnStarts() const {
        return {turnHashes_.begin(), turnHashes_.end() - (inSession() ? 0 : 1)};
    }
    // Undoes the last complete turn (cancelling an open session first).
    bool undoTurn();
    // Plays a whole turn given as its final steps (as notation writes them), without search:
    // the steps must come from a legal turn.
    void playTurnSteps(const Move* steps, int count);

    // Diagnostics: switch off the cheap legality proof (tests compare both ways).
    void setLegalityShortcut(bool on) { shortcut_ = on; }
    // The reference engine's recombination (COTULENH-RULES section 9 style, for the vector tests
    // that show where its figures differ from ours): a remaining piece joins an earlier step's
    // target even where a stay or suicide capture left no piece of ours (section 5: we do not).
    void setEngineRecombination(bool on) { engineRecombination_ = on; }
    int plyCount() const { return int(plies_.size()); }
    // Whether the last play() changed nothing (a recombination the engine refuses): turn
    // enumeration skips such plies, as perftTurns does.
    bool lastPlyWasNoop() const { return !plies_.empty() && plies_.back().kind == PlyKind::Noop; }
    int turnCount() const { return int(turnStarts_.size()); }

    // --- status, hashing, perft -------------------------------------------------------------
    BoardStatus status();
    std::uint64_t hash() const;
    std::uint64_t perft(int depth);
    std::uint64_t perftTurns(int depth);
    // Every complete turn from here (the open session's completions when one is open), as
    // its final step lists; duplicates removed, sorted. With `keep`, only the turns made of
    // moves it keeps (each move and step played from here; a recombination rewrites the pieces
    // of an earlier step, never its destination, so a filter on destinations is exact). With
    // `keepFirst`, outside a session, only the turns whose first move it keeps.
    std::vector<std::vector<Move>>
    legalTurnSteps(const std::function<bool(const Move&)>& keep = {},
                   const std::function<bool(const Move&)>& keepFirst = {});
    // The same outside a session, from the legal moves already listed (legalMoves).
    std::vector<std::vector<Move>>
    legalTurnSteps(const MoveList& firstMoves, const std::function<bool(const Move&)>& keep,
                   const std::function<bool(const Move&)>& keepFirst = {});

  private:
    enum class PlyKind : std::uint8_t { Move, Step, Commit, Recombine, Noop };
    struct PlyRecord {
        PlyKind kind;
        bool endedTurn;
        std::uint32_t logMark;
        DeploySession before;
        int halfmoves, fullmoves;
        Color side;
    };
    struct CellChange {
        std::uint8_t square;
        Cell cell;
    };

    Position pos_;
    DeploySession session_;
    bool shortcut_ = true;
    bool engineRecombination_ = false;
    std::vector<CellChange> log_;
    std::vector<PlyRecord> plies_;
    std::vector<int> turnStarts_;           // ply index where each finished turn began
    std::vector<std::uint64_t> turnHashes_; // hash at every turn start, for repetition

    void setCell(int sq, const Cell& cell);
    void rollback(std::uint32_t mark);
    // Board effect of one move or step plus heroic promotion and Last Guard.
    void applyStep(const Move& m);
    void applyBoardActions(const Move& m);
    void promoteAttackers(Color us);
    void applyLastGuard();
    bool legalAtTurnStart(const Move& m, bool withPromotions = true);
    void sessionSteps(MoveList& out, bool withRecombine);
    void addRecombinations(MoveList& out);
    bool recombineValid(int stepIndex, int type);
    bool replay(const Move* steps, int count);
    bool tryRecombine(int stepIndex, int type);
    bool sessionComplete();
    void endTurn(const Move& first);
    void pushPly(PlyKind kind);
    void countTurns(int depth, std::uint64_t& total);
    void continueSession(int depth, std::uint64_t& total);
    void collectTurns(std::vector<std::vector<Move>>& out,
                      const std::function<bool(const Move&)>& keep);
};

} // namespace trellis::cotulenh
