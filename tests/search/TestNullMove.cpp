// The null move of the search adapters (null-move pruning): passing hands the same position to
// the other side (the hash and the turns of that position written with the other side to move
// and no en-passant square), unmake restores everything, and it is refused where passing would
// break the rules' state (a Tri-D promotion pending) or prove nothing (no piece but king and
// pawns). Checked on the shared vectors and a few chess positions.
#include "chess/ChessSearchGame.h"
#include "chess/ChessVariant.h"
#include "cotulenh/CotulenhSearchGame.h"
#include "cotulenh/CotulenhVariant.h"
#include "trid/TriDSearchGame.h"
#include "trid/TriDVariant.h"
#include "variant/VariantRegistry.h"

#include "SharedData.h"

#include <QTest>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

using namespace trellis;

namespace {

std::unique_ptr<Variant> load(const char* id, const std::string& rules, const std::string& text) {
    auto v = std::move(createVariant(id, rules).value());
    if (!v->setPosition(text)) return nullptr;
    return v;
}

// The position text after a pass: the other side to move, no en-passant square, the clocks on
// (Tri-D allows no board move in the first turn). The fields after the placement are side,
// castling, en passant, ..., half-move clock, move number, separated by spaces.
std::string passed(const std::string& text, const char* sides) {
    std::istringstream in(text);
    std::vector<std::string> fields;
    for (std::string f; in >> f;) fields.push_back(f);
    const bool second = fields[1] == std::string(1, sides[1]);
    fields[1] = std::string(1, sides[second ? 0 : 1]);
    fields[3] = "-";
    std::string& half = fields[fields.size() - 2];
    std::string& full = fields.back();
    half = std::to_string(std::stoi(half) + 1);
    if (second) full = std::to_string(std::stoi(full) + 1);
    std::string out;
    for (const std::string& f : fields) out += (out.empty() ? "" : " ") + f;
    return out;
}

template <class Game> std::vector<std::uint32_t> signatures(Game& game) {
    std::vector<typename Game::Move> moves;
    game.generate(moves);
    std::vector<std::uint32_t> out;
    for (const auto& m : moves) out.push_back(Game::signature(m));
    std::sort(out.begin(), out.end());
    return out;
}

// `game` passes: it then is `other` (hash, side, turns); unmake gives the position back.
template <class Game> void checkPass(Game& game, Game& other) {
    const std::uint64_t hash = game.hash();
    const auto turns = signatures(game);
    game.makeNull();
    QCOMPARE(game.hash(), other.hash());
    QCOMPARE(game.side(), other.side());
    QCOMPARE(game.midTurn(), false);
    QCOMPARE(signatures(game), signatures(other));
    game.unmake();
    QCOMPARE(game.hash(), hash);
    QCOMPARE(signatures(game), turns);
}

} // namespace

class TestNullMove : public QObject {
    Q_OBJECT

  private slots:
    void chessPassFlipsTheSide() {
        // En passant possible (it lapses), castling rights, and an ending with pawns only.
        const char* fens[] = {"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                              "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R b KQkq - 4 8",
                              "8/5pk1/6p1/8/8/6P1/5PK1/8 w - - 0 40"};
        for (const char* fen : fens) {
            const auto v = load("chess", "", fen);
            const auto w = load("chess", "", passed(fen, "wb"));
            QVERIFY(v && w);
            chess::ChessSearchGame game(static_cast<chess::ChessVariant&>(*v).state(),
                                        search::EvalMode::Full);
            chess::ChessSearchGame other(static_cast<chess::ChessVariant&>(*w).state(),
                                         search::EvalMode::Full);
            checkPass(game, other);
        }
        const auto pawns = load("chess", "", fens[2]);
        chess::ChessSearchGame ending(static_cast<chess::ChessVariant&>(*pawns).state(),
                                      search::EvalMode::Full);
        QVERIFY(!ending.nullMoveAllowed());
    }

    void triDPassKeepsTheAttackBoards() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        const auto rows = testing::readJsonLines(testing::sharedDataPath("trid/vectors.jsonl"));
        int checked = 0, pending = 0;
        for (const QJsonObject& row : rows) {
            const std::string rules = row["rules"].toString().toStdString();
            const std::string text = row["tfen"].toString().toStdString();
            const auto v = load("trid", rules, text);
            QVERIFY2(v, text.c_str());
            search::TriDSearchGame game(static_cast<trid::TriDVariant&>(*v).state(),
                                        search::EvalMode::Full);
            if (game.position().pendingPromotion >= 0) {
                QVERIFY2(!game.nullMoveAllowed(), text.c_str());
                ++pending;
                continue;
            }
            if (game.inCheck()) continue; // the other side to move would be in check
            const auto w = load("trid", rules, passed(text, "wb"));
            QVERIFY2(w, passed(text, "wb").c_str());
            search::TriDSearchGame other(static_cast<trid::TriDVariant&>(*w).state(),
                                         search::EvalMode::Full);
            checkPass(game, other);
            ++checked;
        }
        QVERIFY(checked > 50);
        QVERIFY(pending > 0);
    }

    void cotulenhPassAtTurnStarts() {
        TRELLIS_REQUIRE_SHARED("cotulenh/vectors.jsonl");
        const auto rows = testing::readJsonLines(testing::sharedDataPath("cotulenh/vectors.jsonl"));
        int checked = 0;
        for (const QJsonObject& row : rows) {
            if (row["midSession"].toBool()) continue; // a pass only starts a turn
            const std::string fen = row["fen"].toString().toStdString();
            const auto v = load("cotulenh", "", fen);
            QVERIFY2(v, fen.c_str());
            using search::CotulenhSearchGame;
            const auto walk = CotulenhSearchGame::Walk::Steps;
            CotulenhSearchGame game(static_cast<cotulenh::CotulenhVariant&>(*v).board(),
                                    search::EvalMode::Full, walk);
            if (game.inCheck() || game.drawByRule()) continue;
            const auto w = load("cotulenh", "", passed(fen, "rb"));
            if (!w) continue; // the other side to move would be in danger
            // Both below the root: the pass is a move made, so its turns are steps.
            CotulenhSearchGame other(static_cast<cotulenh::CotulenhVariant&>(*w).board(),
                                     search::EvalMode::Full, walk);
            other.makeNull();
            other.makeNull();
            checkPass(game, other);
            ++checked;
        }
        QVERIFY(checked > 50);
    }
};

QTEST_GUILESS_MAIN(TestNullMove)
#include "TestNullMove.moc"
