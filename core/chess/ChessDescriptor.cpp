#include "ChessDescriptor.h"

#include "variant/OrthodoxArmy.h"

#include "ChessSearchGame.h"
#include "ChessVariant.h"
#include "Fen.h"
#include "MoveGenerator.h"

#include <algorithm>
#include <array>
#include <vector>

namespace trellis::chess {

namespace {

Result<std::unique_ptr<Variant>> createChess(std::string_view rules) {
    if (!rules.empty() && rules != "standard")
        return Result<std::unique_ptr<Variant>>::failure(
            Error{ErrorCode::UnknownRuleSet, {"Chess", std::string(rules), "standard"}});
    return std::unique_ptr<Variant>(std::make_unique<ChessVariant>());
}

bool recognisesFen(std::string_view position) {
    return looksLikeFen(position);
}

std::function<int(const Variant&)> evaluator(const std::vector<int>& weights) {
    return [table = chessWeightsFrom(weights)](const Variant& board) {
        return evaluateChess(static_cast<const ChessVariant&>(board).state(),
                             search::EvalMode::Full, table);
    };
}

// No capture or promotion to make and not in check: the static evaluation stands.
bool quiet(const Variant& board) {
    const Position& pos = static_cast<const ChessVariant&>(board).state();
    std::array<Move, kMaxMoves> moves{};
    return !pos.inCheck() && generateCaptures(pos, moves.data()) == 0;
}

// Quiescence as the engine's (search/AlphaBetaSearch.h) without its evasions: captures and
// promotions only, best victim first, those that lose material by static exchange left out,
// standing pat on the evaluation. `line` gets the principal variation (empty: standing pat).
// A position in check is a leaf here; the resolver drops a line that ends in one.
int resolveSearch(ChessSearchGame& game, int alpha, int beta, int ply, std::vector<Move>& line) {
    line.clear();
    const int standPat = game.evaluate();
    constexpr int kMaxResolvePly = 32;
    if (standPat >= beta || ply >= kMaxResolvePly || game.inCheck()) return standPat;
    int best = standPat;
    alpha = std::max(alpha, standPat);
    std::vector<Move> moves;
    game.generateCaptures(moves);
    std::stable_sort(moves.begin(), moves.end(), [&game](const Move& a, const Move& b) {
        return game.captureScore(a) > game.captureScore(b);
    });
    std::vector<Move> child;
    for (const Move& m : moves) {
        if (game.losingCapture(m)) continue;
        game.make(m);
        const int score = -resolveSearch(game, -beta, -alpha, ply + 1, child);
        game.unmake();
        if (score <= best) continue;
        best = score;
        if (score <= alpha) continue;
        alpha = score;
        line.assign(1, m);
        line.insert(line.end(), child.begin(), child.end());
        if (alpha >= beta) break;
    }
    return best;
}

std::function<std::unique_ptr<Variant>(const Variant&)> resolver(const std::vector<int>& weights) {
    return [table = chessWeightsFrom(weights)](const Variant& board) -> std::unique_ptr<Variant> {
        Position pos = static_cast<const ChessVariant&>(board).state();
        if (pos.inCheck()) return nullptr;
        ChessSearchGame game(pos, search::EvalMode::Full, table);
        std::vector<Move> line;
        resolveSearch(game, -search::kInfinity, search::kInfinity, 0, line);
        for (const Move& m : line) pos.play(m);
        if (pos.inCheck()) return nullptr;
        auto leaf = std::make_unique<ChessVariant>();
        if (!leaf->setPosition(printFen(pos))) return nullptr;
        return leaf;
    };
}

VariantDescriptor makeDescriptor() {
    VariantDescriptor d;
    d.id = "chess";
    d.aliases = {"standard", "orthodox", "chess"};
    d.displayName = "Chess";
    d.tagName = "Standard";
    d.sideNames = {"White", "Black"};
    d.playerTags = {"White", "Black"};
    d.positionFormat = "FEN";
    d.ruleSets = {"standard"};
    d.notations = {{Notation::San, "SAN"}, {Notation::Lan, "Long algebraic"}};
    d.fileNotation = Notation::San;
    d.displayNotation = Notation::San;
    d.engineNotation = Notation::Lan;
    d.stepwiseTurns = false;
    d.uciDefault = true;
    d.uciTokens = "UCI long algebraic: e2e4, e7e8q, castling as the king's move e1g1";
    d.untaggedOrder = 2;
    d.emptyGameDefault = true; // most game files that say nothing are chess
    // The start, Kiwipete (a crowded middlegame) and a rook endgame: opening, tactics, depth.
    d.benchDepth = 9;
    d.benchPositions = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                        "8/5pk1/6p1/3R4/p7/r5P1/5PK1/8 w - - 0 1"};
    d.create = &createChess;
    d.recognises = &recognisesFen;
    d.createSearch = &createChessSearch;
    d.weightNames = chessWeightNames;
    d.builtInWeights = [] { return chessWeightValues(kChessWeights); };
    d.evaluator = evaluator;
    d.quiet = quiet;
    d.resolver = resolver;
    d.pieceNames = orthodoxPieceNames();
    return d;
}

} // namespace

const VariantDescriptor& chessDescriptor() {
    static const VariantDescriptor descriptor = makeDescriptor();
    return descriptor;
}

} // namespace trellis::chess
