// Chess rules: perft on the standard positions, FEN reading and printing with typed errors,
// status (mate, stalemate, clocks, repetition, dead positions), undo, the transition record,
// the descriptor and a search smoke test.
#include "Checked.h"
#include "ChessTestSupport.h"

#include "chess/ChessDescriptor.h"
#include "chess/ChessSearchGame.h"
#include "chess/Fen.h"
#include "chess/MoveGenerator.h"
#include "search/TranspositionTable.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <random>

using namespace trellis;
using namespace trellis::chess;

namespace {

std::string joined(const std::vector<std::string>& args) {
    std::string out;
    for (const std::string& a : args) out += (out.empty() ? "" : "|") + a;
    return out;
}

// A slider's attacks by walking its four rays: what a magic lookup must give.
Bitboard walkedAttacks(int square, Bitboard occupied, bool rook) {
    static const int rookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static const int bishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    Bitboard out = 0;
    for (const auto& d : rook ? rookDirs : bishopDirs) {
        for (int f = fileOf(square) + d[0], r = rankOf(square) + d[1];
             f >= 0 && f < 8 && r >= 0 && r < 8; f += d[0], r += d[1]) {
            out |= bit(squareAt(f, r));
            if (occupied & bit(squareAt(f, r))) break;
        }
    }
    return out;
}

void play(ChessVariant& board, const std::vector<const char*>& sans) {
    for (const char* san : sans) {
        const Result<Turn> turn = board.parseTurn(san, Notation::San);
        QVERIFY2(turn.ok(), san);
        board.makeTurn(*turn);
    }
}

} // namespace

class TestChessRules : public QObject {
    Q_OBJECT

  private slots:
    void perft_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("nodes");
        // Depths that keep the suite fast (a few million leaves at most).
        const std::vector<int> depths = {5, 4, 5, 4, 4, 4, 4};
        const auto& cases = chesstest::perftCases();
        for (std::size_t i = 0; i < cases.size(); ++i)
            for (int d = 1; d <= depths[i]; ++d)
                QTest::addRow("%s-%d", cases[i].name, d)
                    << QString::fromLatin1(cases[i].fen) << d
                    << quint64(cases[i].counts[std::size_t(d - 1)]);
    }
    void perft() {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(quint64, nodes);
        ChessVariant board;
        QVERIFY(board.setPosition(fen.toStdString()).ok());
        QCOMPARE(board.perft(depth), nodes);
        QCOMPARE(board.perftTurns(depth), nodes);
        std::uint64_t sum = 0;
        for (const auto& [text, count] : board.divide(depth)) sum += count;
        QCOMPARE(sum, nodes);
    }

    // The public Turn path (legalTurns / makeTurn / undoTurn) agrees with the fast perft, and
    // every incremental hash equals the hash computed from scratch.
    // The built-in magic factors: every occupancy of every square's rays (the squares beyond
    // them do not matter) gives the attacks a walk of the rays gives.
    void magicLookupsMatchRayWalks() {
        initBitboards();
        long long checked = 0;
        for (const bool rook : {true, false}) {
            for (int square = 0; square < 64; ++square) {
                const Bitboard rays = walkedAttacks(square, 0, rook);
                Bitboard subset = 0;
                do {
                    const Bitboard expected = walkedAttacks(square, subset, rook);
                    const Bitboard got =
                        rook ? rookAttacks(square, subset) : bishopAttacks(square, subset);
                    if (got != expected)
                        QFAIL(qPrintable(QStringLiteral("%1 on %2, occupancy %3")
                                             .arg(rook ? "rook" : "bishop")
                                             .arg(square)
                                             .arg(subset, 16, 16, QChar('0'))));
                    ++checked;
                    subset = (subset - rays) & rays;
                } while (subset);
            }
        }
        QVERIFY(checked > (1 << 20)); // a rook alone has 2^14 occupancies of its rays a square
    }

    void perftThroughTurns() {
        for (const auto& c : chesstest::perftCases()) {
            ChessVariant board;
            QVERIFY(board.setPosition(c.fen).ok());
            std::function<std::uint64_t(int)> walk = [&](int depth) -> std::uint64_t {
                if (depth == 0) return 1;
                std::uint64_t n = 0;
                for (const Turn& t : board.legalTurns()) {
                    board.makeTurn(t);
                    if (board.hash() != board.state().computeHash()) return 0;
                    n += walk(depth - 1);
                    board.undoTurn();
                }
                return n;
            };
            const std::string before = board.position();
            QCOMPARE(walk(3), c.counts[2]);
            QCOMPARE(board.position(), before);
        }
    }

    // What a move text's reading uses instead of listing every legal move: the moves of one
    // piece type to one square (generateMovesTo) agree with the full list, in the perft
    // positions and two plies after them (checks, pins, en passant, castling, promotions) and
    // in random positions.
    void textCandidates() {
        const std::vector<Position> positions = chesstest::richPositions(2, 300, 11);
        long long moves = 0;
        for (const Position& pos : positions) {
            Move legal[kMaxMoves];
            const int count = generateMoves(pos, legal);
            for (int i = 0; i < count; ++i) {
                const Move m = legal[i];
                const int type = typeOf(pos.board[m.from()]);
                Move to[kMaxMoves];
                const int found = generateMovesTo(pos, type, m.to(), to);
                const auto expected = std::count_if(legal, legal + count, [&](Move other) {
                    return other.to() == m.to() && typeOf(pos.board[other.from()]) == type;
                });
                QCOMPARE(found, int(expected));
                QVERIFY(std::find(to, to + found, m) != to + found);
                ++moves;
            }
        }
        QVERIFY(moves > 100000);
    }

    // The search's stages: the captures (with promotions and en passant) and the quiet moves
    // are the legal moves, each once, the quiet ones in generateMoves's order; a hash move's or
    // killer's legality (ChessSearchGame::isLegal) holds for each legal move and for no other.
    void capturesAndQuietsMakeTheLegalMoves() {
        const std::vector<Position> positions = chesstest::richPositions(2, 300, 13);
        long long quiets = 0, others = 0;
        for (const Position& pos : positions) {
            Move legal[kMaxMoves], captures[kMaxMoves], quiet[kMaxMoves];
            const int count = generateMoves(pos, legal);
            const int c = generateCaptures(pos, captures);
            const int q = generateQuiets(pos, quiet);
            QCOMPARE(c + q, count);
            std::vector<Move> rest;
            for (int i = 0; i < count; ++i)
                if (std::find(captures, captures + c, legal[i]) == captures + c)
                    rest.push_back(legal[i]);
            QVERIFY(std::equal(rest.begin(), rest.end(), quiet, quiet + q));
            const ChessSearchGame game(pos, search::EvalMode::Full);
            for (int i = 0; i < count; ++i) QVERIFY(game.isLegal(legal[i]));
            for (int from = 0; from < 64; from += 3)
                for (int to = 0; to < 64; ++to) {
                    const Move m(from, to, Quiet);
                    if (std::find(legal, legal + count, m) != legal + count) continue;
                    QVERIFY(!game.isLegal(m));
                    ++others;
                }
            QVERIFY(!game.isLegal(Move()));
            quiets += q;
        }
        QVERIFY(quiets > 10000);
        QVERIFY(others > 100000);
    }

    void fenRoundTrip() {
        for (const std::string& fen : chesstest::randomPositions(300, 7)) {
            ChessVariant board;
            QVERIFY(board.setPosition(fen).ok());
            QCOMPARE(board.position(), fen);
            QCOMPARE(board.hash(), board.state().computeHash());
        }
        ChessVariant board;
        QCOMPARE(board.position(), board.startPosition());
    }

    void fenClocksOptional() {
        ChessVariant board;
        QVERIFY(board.setPosition("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").ok());
        QCOMPARE(board.position(), board.startPosition());
    }

    // The en-passant square is printed and hashed only when a legal capture exists.
    void enPassantIdentity() {
        ChessVariant a, b;
        QVERIFY(a.setPosition("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").ok());
        QVERIFY(b.setPosition("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").ok());
        QCOMPARE(a.position(), b.position());
        QCOMPARE(a.hash(), b.hash());
        ChessVariant c;
        TRELLIS_CHECKED(play(c, {"e4"}));
        QCOMPARE(c.position(), b.position());
        QCOMPARE(c.hash(), b.hash());

        ChessVariant kept;
        TRELLIS_CHECKED(play(kept, {"e4", "a6", "e5", "d5"}));
        QCOMPARE(kept.position(),
                 std::string("rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"));
        QVERIFY(kept.parseTurn("exd6", Notation::San).ok());

        // bxc6 e.p. would expose the king on a5 to the rook on h5.
        ChessVariant pinned;
        QVERIFY(pinned.setPosition("8/8/8/KPp4r/8/8/8/7k w - c6 0 1").ok());
        QCOMPARE(pinned.position(), std::string("8/8/8/KPp4r/8/8/8/7k w - - 0 1"));
        const std::vector<std::string> moves = pinned.legalMoveList(Notation::Lan);
        QVERIFY(std::find(moves.begin(), moves.end(), "b5c6") == moves.end());
        QVERIFY(std::find(moves.begin(), moves.end(), "b5b6") != moves.end());
    }

    void fenErrors_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("args");
        const auto row = [](const char* name, const char* fen, ErrorCode code, const char* args) {
            QTest::newRow(name) << QString::fromLatin1(fen) << int(code)
                                << QString::fromLatin1(args);
        };
        row("fields", "8/8/8 w", ErrorCode::PositionFieldCount, "FEN|6|2");
        row("fields7", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", ErrorCode::PositionFieldCount, "FEN|6|7");
        row("rows", "4k3/8/8/8/8/8/4K3 w - - 0 1", ErrorCode::PositionRowCount,
            "FEN|4k3/8/8/8/8/8/4K3|8|7");
        row("rowLength", "4k3/8/8/8/8/8/7/4K3 w - - 0 1", ErrorCode::PositionRowLength,
            "FEN|7|8|7");
        row("rowTooLong", "4k3/8/8/8/8/8/8/4K4 w - - 0 1", ErrorCode::PositionRowLength,
            "FEN|4K4|8|9");
        row("piece", "4k3/8/8/3x4/8/8/8/4K3 w - - 0 1", ErrorCode::PositionPiece, "FEN|x|3x4");
        row("side", "4k3/8/8/8/8/8/8/4K3 white - - 0 1", ErrorCode::PositionSideToMove,
            "FEN|white");
        row("castlingLetter", "r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1", ErrorCode::PositionCastling,
            "FEN|KX");
        row("castlingTwice", "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", ErrorCode::PositionCastling,
            "FEN|KK");
        row("castlingNoRook", "4k3/8/8/8/8/8/8/4K3 w K - 0 1", ErrorCode::PositionCastling,
            "FEN|K");
        row("castlingKingAway", "r3k2r/8/8/8/8/8/8/R2K3R w Q - 0 1", ErrorCode::PositionCastling,
            "FEN|Q");
        row("enPassantRank", "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", ErrorCode::PositionEnPassant,
            "FEN|e3");
        row("enPassantName", "4k3/8/8/8/8/8/8/4K3 w - z6 0 1", ErrorCode::PositionEnPassant,
            "FEN|z6");
        row("enPassantNoPawn", "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", ErrorCode::PositionEnPassant,
            "FEN|e6");
        row("halfmove", "4k3/8/8/8/8/8/8/4K3 w - - x 1", ErrorCode::PositionHalfmove, "FEN|x");
        row("halfmoveNegative", "4k3/8/8/8/8/8/8/4K3 w - - -1 1", ErrorCode::PositionHalfmove,
            "FEN|-1");
        row("fullmove", "4k3/8/8/8/8/8/8/4K3 w - - 0 0", ErrorCode::PositionFullmove, "FEN|0");
        row("noWhiteKing", "4k3/8/8/8/8/8/8/8 w - - 0 1", ErrorCode::PositionNoKing,
            "FEN|White|King");
        row("twoBlackKings", "4k2k/8/8/8/8/8/8/4K3 w - - 0 1", ErrorCode::PositionKingCount,
            "FEN|Black|King|2");
        // A pawn on its promotion rank; one on its own first rank loads (validation calls it
        // unreachable, TestPositionValidation).
        row("blackPawnOnFirst", "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", ErrorCode::PositionPawnOnLastRank,
            "FEN|a1");
        row("whitePawnOnEighth", "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
            ErrorCode::PositionPawnOnLastRank, "FEN|h8");
        row("opponentInCheck", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
            ErrorCode::PositionOpponentInCheck, "FEN|Black");
    }
    void fenErrors() {
        QFETCH(QString, fen);
        QFETCH(int, code);
        QFETCH(QString, args);
        ChessVariant board;
        TRELLIS_CHECKED(play(board, {"e4", "e5"}));
        const std::string before = board.position();
        const std::uint64_t hash = board.hash();
        const Result<bool> r = board.setPosition(fen.toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(errorCodeName(r.error().code), errorCodeName(ErrorCode(code)));
        QCOMPARE(QString::fromStdString(joined(r.error().args)), args);
        QCOMPARE(board.position(), before);
        QCOMPARE(board.hash(), hash);
        board.undoTurn(); // history survives a failed setPosition
        QCOMPARE(board.position(),
                 std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
    }

    void checkmate() {
        ChessVariant board;
        TRELLIS_CHECKED(play(board, {"f3", "e5", "g4", "Qh4#"}));
        const Status s = board.status();
        QVERIFY(s.check && s.checkmate && !s.stalemate);
        QCOMPARE(s.outcome, Outcome::SecondWins);
        QCOMPARE(board.checkedKing(), board.squareId("e1"));
        board.undoTurn();
        QCOMPARE(board.checkedKing(), -1);
        QCOMPARE(board.turnText(*board.parseTurn("Qh4", Notation::San), Notation::San),
                 std::string("Qh4#"));
    }

    void stalemate() {
        ChessVariant board;
        QVERIFY(board.setPosition("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").ok());
        const Status s = board.status();
        QVERIFY(s.stalemate && !s.check && !s.checkmate);
        QCOMPARE(s.outcome, Outcome::Draw);
        QCOMPARE(s.draw, DrawReason::Stalemate);
    }

    void moveClocks() {
        ChessVariant board;
        QVERIFY(board.setPosition("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").ok());
        QCOMPARE(board.status().claimableDraw, DrawReason::None);
        TRELLIS_CHECKED(play(board, {"Ra2"}));
        Status s = board.status();
        QCOMPARE(s.claimableDraw, DrawReason::FiftyMoves);
        QCOMPARE(s.outcome, Outcome::Ongoing);
        QVERIFY(board.setPosition("4k3/8/8/8/8/8/8/R3K3 w - - 150 100").ok());
        s = board.status();
        QCOMPARE(s.outcome, Outcome::Draw);
        QCOMPARE(s.draw, DrawReason::FiftyMoves);
        // Mate on the 75th move stands.
        QVERIFY(board.setPosition("7k/6Q1/6K1/8/8/8/8/8 b - - 150 100").ok());
        s = board.status();
        QVERIFY(s.checkmate);
        QCOMPARE(s.outcome, Outcome::FirstWins);
        QCOMPARE(s.draw, DrawReason::None);
    }

    void repetition() {
        ChessVariant board;
        const std::vector<const char*> cycle = {"Nf3", "Nf6", "Ng1", "Ng8"};
        TRELLIS_CHECKED(play(board, cycle));
        QCOMPARE(board.status().claimableDraw, DrawReason::None);
        TRELLIS_CHECKED(play(board, cycle));
        QCOMPARE(board.repetitions(), 3);
        Status s = board.status();
        QCOMPARE(s.claimableDraw, DrawReason::Repetition);
        QCOMPARE(s.outcome, Outcome::Ongoing);
        TRELLIS_CHECKED(play(board, cycle));
        TRELLIS_CHECKED(play(board, cycle));
        s = board.status();
        QCOMPARE(board.repetitions(), 5);
        QCOMPARE(s.outcome, Outcome::Draw);
        QCOMPARE(s.draw, DrawReason::Repetition);
        board.undoTurn();
        QCOMPARE(board.status().outcome, Outcome::Ongoing);
    }

    void deadPositions_data() {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("dead");
        QTest::newRow("KvK") << "8/8/4k3/8/8/3K4/8/8 w - - 0 1" << true;
        QTest::newRow("KBvK") << "8/8/4k3/8/8/3KB3/8/8 w - - 0 1" << true;
        QTest::newRow("KNvK") << "8/8/4k3/8/8/3K4/8/6n1 w - - 0 1" << true;
        QTest::newRow("KBvKB-same") << "8/8/4kb2/8/8/3KB3/8/8 w - - 0 1" << true;
        QTest::newRow("KBvKB-opposite") << "8/8/4k1b1/8/8/3KB3/8/8 w - - 0 1" << false;
        QTest::newRow("KNvKB") << "8/8/4k1b1/8/8/3KN3/8/8 w - - 0 1" << false;
        QTest::newRow("KNNvK") << "8/8/4k3/8/8/3KN3/8/6N1 w - - 0 1" << false;
        QTest::newRow("KPvK") << "8/8/4k3/8/8/3KP3/8/8 w - - 0 1" << false;
    }
    void deadPositions() {
        QFETCH(QString, fen);
        QFETCH(bool, dead);
        ChessVariant board;
        QVERIFY(board.setPosition(fen.toStdString()).ok());
        const Status s = board.status();
        QCOMPARE(s.draw == DrawReason::DeadPosition, dead);
        QCOMPARE(s.outcome == Outcome::Draw, dead);
    }

    // Random playouts: each move's transition applied to the contents before gives the
    // contents after; undoing every move restores the position and the hash.
    void transitionsAndUndo() {
        std::mt19937 rng(2024);
        for (const std::string& fen : chesstest::randomPositions(60, 11, 40)) {
            ChessVariant board;
            QVERIFY(board.setPosition(fen).ok());
            const std::uint64_t startHash = board.hash();
            int played = 0;
            for (int ply = 0; ply < 30; ++ply) {
                const std::vector<Turn> turns = board.legalTurns();
                if (turns.empty()) break;
                for (const Turn& turn : turns) {
                    BoardContents before = board.contents();
                    const BoardContents pending = board.contents(turn.steps);
                    Transition t;
                    board.makeTurn(turn, t);
                    const BoardContents after = board.contents();
                    board.undoTurn();
                    t.apply(before);
                    QVERIFY2(before == after, board.turnText(turn, Notation::Lan).c_str());
                    QVERIFY(pending == after);
                }
                board.makeTurn(turns[rng() % turns.size()]);
                ++played;
                QCOMPARE(board.hash(), board.state().computeHash());
            }
            for (int i = 0; i < played; ++i) board.undoTurn();
            QCOMPARE(board.position(), fen);
            QCOMPARE(board.hash(), startHash);
        }
    }

    void transitionRecords() {
        ChessVariant board;
        QVERIFY(board.setPosition("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1").ok());
        auto transition = [&](const char* lan) {
            Transition t;
            board.makeTurn(*board.parseTurn(lan, Notation::Lan), t);
            board.undoTurn();
            return t;
        };
        QCOMPARE(transition("e1g1").pieces,
                 (std::vector<PieceChange>{{PieceChange::Move, 4, 6, "K"},
                                           {PieceChange::Move, 7, 5, "R"}}));
        QCOMPARE(transition("e5d6").pieces,
                 (std::vector<PieceChange>{{PieceChange::Remove, 35, -1, "p"},
                                           {PieceChange::Move, 36, 43, "P"}}));
        QCOMPARE(transition("b7a8q").pieces,
                 (std::vector<PieceChange>{{PieceChange::Remove, 56, -1, "r"},
                                           {PieceChange::Move, 49, 56, "P"},
                                           {PieceChange::Place, -1, 56, "Q"}}));
    }

    void turnsAndContents() {
        ChessVariant board;
        QCOMPARE(board.squareId("e4"), 28);
        QCOMPARE(board.squareId("a1"), 0);
        QCOMPARE(board.squareId("h8"), 63);
        QCOMPARE(board.squareId("i1"), -1);
        QCOMPARE(board.squareId("e44"), -1);
        const BoardContents c = board.contents();
        QCOMPARE(c.squares.size(), std::size_t(64));
        QVERIFY(c.boards.empty());
        const SquareContent& e1 = c.squares[4];
        QCOMPARE(e1.name, std::string("e1"));
        QCOMPARE(e1.piece, std::string("K"));
        QCOMPARE(e1.colour, 0);
        QCOMPARE(e1.file, 4);
        QCOMPARE(e1.rank, 1);
        QVERIFY(e1.exists && e1.level.empty() && e1.terrain.empty());
        QCOMPARE(c.squares[28].colour, -1);
        QCOMPARE(c.squares[60].piece, std::string("k"));

        const Turn e4 = *board.parseTurn("e4", Notation::San);
        QCOMPARE(e4.steps.size(), std::size_t(1));
        const Step& s = e4.steps[0];
        QCOMPARE(s.kind, 0);
        QCOMPARE(s.from, 12);
        QCOMPARE(s.to, 28);
        QCOMPARE(s.piece, makePiece(White, Pawn));
        QCOMPARE(s.promotion, 0);
        QCOMPARE(s.flags, 0);
        const StepClicks clicks = board.clicksOf(e4, 0);
        QCOMPARE(clicks.fromSquare, 12);
        QCOMPARE(clicks.toSquare, 28);
        QCOMPARE(board.clickedStep(e4, 0), 0);
        QCOMPARE(board.stepLabel(e4, 0, Notation::San), std::string("e4"));

        QVERIFY(board.setPosition("r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1").ok());
        const Turn castle = *board.parseTurn("O-O", Notation::San);
        QCOMPARE(castle.steps[0].from, 4);
        QCOMPARE(castle.steps[0].to, 6);
        QCOMPARE(castle.steps[0].flags, int(StepCastle));
        const Turn promotion = *board.parseTurn("bxa8=N", Notation::San);
        QCOMPARE(promotion.steps[0].promotion, makePiece(White, Knight));
        QCOMPARE(promotion.steps[0].flags, int(StepCapture));
        QCOMPARE(board.stepLabel(promotion, 0, Notation::San), std::string("bxa8=N"));
        QCOMPARE(board.stepLabel(promotion, 0, Notation::Lan), std::string("b7a8n"));
        QVERIFY(board.setPosition("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").ok());
        QCOMPARE(board.parseTurn("exd6", Notation::San)->steps[0].flags,
                 int(StepCapture | StepEnPassant));
    }

    void descriptor() {
        const VariantDescriptor& d = chessDescriptor();
        ChessVariant board;
        QCOMPARE(&board.descriptor(), &d);
        QCOMPARE(board.id(), std::string("chess"));
        QCOMPARE(d.tagName, std::string("Standard"));
        QCOMPARE(d.positionFormat, std::string("FEN"));
        QCOMPARE(d.fileNotation, Notation::San);
        QCOMPARE(d.engineNotation, Notation::Lan);
        QVERIFY(board.writes(Notation::Lan) && !board.writes(Notation::Meder));
        QVERIFY(d.create("").ok());
        QVERIFY(d.create("standard").ok());
        const auto bad = d.create("960");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().code, ErrorCode::UnknownRuleSet);
        QCOMPARE(joined(bad.error().args), std::string("Chess|960|standard"));
        QVERIFY(d.recognises(board.startPosition()));
        QVERIFY(d.recognises("8/8/8/8/8/8/8/8 b"));
        QVERIFY(!d.recognises("8/8/8/8/8/8/8 w - - 0 1"));
        QVERIFY(!d.recognises("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x"));
    }

    void searchFindsMates() {
        search::TranspositionTable tt(4);
        ChessVariant board;
        QVERIFY(board.setPosition("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1").ok());
        search::SearchSetup setup;
        setup.tt = &tt;
        const auto backend = chessDescriptor().createSearch(board, setup);
        search::SearchLimits limits;
        limits.depth = 4;
        const search::SearchReport report = backend->analyse(limits, nullptr, {});
        QVERIFY(report.hasBest());
        QCOMPARE(board.turnText(report.best(), Notation::San), std::string("Rd8#"));
        QVERIFY(report.lines.front().score.isMate);
        QCOMPARE(report.lines.front().score.value, 1);

        // Mate in two with two rooks: 1.Ra7 (or 1.Rb7) Kg8 2.R8#.
        QVERIFY(board.setPosition("7k/8/8/8/8/8/8/RR4K1 w - - 0 1").ok());
        const auto mate = chessDescriptor().createSearch(board, setup)->mate(2, nullptr);
        QVERIFY(mate.mate);
        QCOMPARE(mate.turns, 2);
        QCOMPARE(mate.line.size(), std::size_t(3));
        const auto none = chessDescriptor().createSearch(board, setup)->mate(1, nullptr);
        QVERIFY(!none.mate);

        setup.eval = search::EvalMode::Material;
        QVERIFY(board.setPosition(board.startPosition()).ok());
        limits.depth = 3;
        QVERIFY(
            chessDescriptor().createSearch(board, setup)->analyse(limits, nullptr, {}).hasBest());
    }
};

QTEST_GUILESS_MAIN(TestChessRules)
#include "TestChessRules.moc"
