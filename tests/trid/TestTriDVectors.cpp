// The shared Tri-D vectors (../shared/data/trid/vectors.jsonl), produced by an independent
// implementation of TRID-RULES.md: every legal-turn list and every perft count must match, and
// the staged capture generation gives exactly the capturing and promoting legal turns, and the
// hash move check exactly the legal ones; ranks (from a turn, its text or back) agree with the
// full list's.
#include "SharedData.h"

#include "trid/MoveGenerator.h"
#include "trid/Notation.h"
#include "trid/Tfen.h"
#include "trid/TriDSearchGame.h"
#include "trid/TriDVariant.h"

#include <QJsonArray>
#include <algorithm>
#include <cctype>
#include <memory>
#include <set>

using namespace trellis::trid;

class TestTriDVectors : public QObject {
    Q_OBJECT

  private slots:
    void legalTurns_data() { vectorRows(); }
    void legalTurns() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        auto turns = std::make_unique<TriDTurn[]>(kMaxTurns);
        const int n = generateLegalTurns(pos, turns.get());
        QStringList ours;
        for (int i = 0; i < n; ++i) ours << QString::fromStdString(compositeText(pos, turns[i]));
        std::sort(ours.begin(), ours.end());
        QStringList expected;
        for (const auto& v : vector.value("legal").toArray()) expected << v.toString();
        const QStringList missing = difference(expected, ours), extra = difference(ours, expected);
        QVERIFY2(missing.isEmpty() && extra.isEmpty(),
                 qPrintable("missing: " + missing.join(", ") + "\nextra: " + extra.join(", ")));
        QCOMPARE(ours, expected);
    }

    // generateLegalCaptures: the legal turns with a capture or a promotion, in the order of the
    // full generation, in every vector position and every position one turn after it; and
    // generateLegalQuiets the others, also in that order (the search's two stages: together
    // every legal turn once). PieceTurns::captures and quiets, which the search calls with
    // check and pins found once, give the same lists.
    void stagesMatchTheFullGeneration_data() { vectorRows(); }
    void stagesMatchTheFullGeneration() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        for (const TriDPosition& next : withNextPositions(pos)) {
            for (const bool captures : {true, false}) {
                const std::vector<std::string> expected = filtered(next, captures),
                                               staged = generatedStage(next, captures);
                QVERIFY2(staged == expected,
                         qPrintable(QString::fromStdString(printTfen(next)) + ": " +
                                    (captures ? "captures " : "quiets ") +
                                    QString::number(staged.size()) + " staged, " +
                                    QString::number(expected.size()) + " expected"));
                const PieceTurns pieces(next, next.inCheck(next.side));
                if (pieces.available())
                    QVERIFY(pieceTurnsStage(next, pieces, captures) == expected);
            }
        }
    }

    // The search's two stages (TriDSearchGame) hold every legal turn once, in every vector
    // position and every position one turn after it: the first stage's turns capture or promote,
    // and while a deferred promotion is pending they are exactly those promoting to a queen.
    void searchStagesHoldEveryTurnOnce_data() { vectorRows(); }
    void searchStagesHoldEveryTurnOnce() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        for (const TriDPosition& next : withNextPositions(pos)) {
            trellis::search::TriDSearchGame game(next, trellis::search::EvalMode::Full);
            std::vector<TriDTurn> all, captures, quiets;
            game.generate(all);
            game.generateCaptures(captures);
            game.generateQuiets(quiets);
            std::vector<std::string> expected, staged;
            for (const TriDTurn& t : all) expected.push_back(compositeText(next, t));
            for (const TriDTurn& t : captures) {
                QVERIFY(capturesOrPromotes(t));
                if (promotionPending(next)) QCOMPARE(int(t.steps[0].promotion), int(Queen));
                staged.push_back(compositeText(next, t));
            }
            for (const TriDTurn& t : quiets) {
                QVERIFY(!promotionPending(next) || t.steps[0].promotion != Queen);
                staged.push_back(compositeText(next, t));
            }
            std::sort(expected.begin(), expected.end());
            std::sort(staged.begin(), staged.end());
            QVERIFY2(staged == expected, qPrintable(QString::fromStdString(printTfen(next))));
        }
    }
    // The vectors hold positions with a deferred promotion pending, so the test above checks the
    // first stage's queens.
    void vectorsHoldPendingPromotions() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        int pending = 0;
        for (const QJsonObject& row : trellis::testing::readJsonLines(
                 trellis::testing::sharedDataPath("trid/vectors.jsonl")))
            pending += promotionPending(load(row));
        QVERIFY(pending > 0);
    }

    // isLegalTurn (the search's check of a hash move, generating one piece's turns) agrees
    // with the full generation, on the turns of the position and on those of the position
    // before it (many of them illegal now), in every vector position and every position one
    // turn after it; a one-step turn comes back whole from its hash-table signature.
    void legalTurnCheckMatchesTheFullGeneration_data() { vectorRows(); }
    void legalTurnCheckMatchesTheFullGeneration() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        auto turns = std::make_unique<TriDTurn[]>(kMaxTurns);
        auto nextTurns = std::make_unique<TriDTurn[]>(kMaxTurns);
        const int n = generateLegalTurns(pos, turns.get());
        for (int i = 0; i < n; ++i) {
            TriDPosition next = pos;
            next.play(turns[std::size_t(i)]);
            const int m = generateLegalTurns(next, nextTurns.get());
            const TriDTurn* legal = nextTurns.get();
            for (int j = 0; j < m; ++j) QVERIFY(isLegalTurn(next, legal[j]));
            for (int j = 0; j < n; ++j) {
                const TriDTurn& candidate = turns[std::size_t(j)];
                QCOMPARE(isLegalTurn(next, candidate),
                         std::find(legal, legal + m, candidate) != legal + m);
            }
            trellis::search::TriDSearchGame game(next, trellis::search::EvalMode::Full);
            for (int j = 0; j < m; ++j) {
                TriDTurn back{};
                const std::uint32_t signature =
                    trellis::search::TriDSearchGame::signature(legal[j]);
                QCOMPARE(game.moveOf(signature, back), legal[j].count == 1);
                if (legal[j].count == 1) QVERIFY(back == legal[j]);
            }
        }
    }

    // Ranks come from the turns of a few pieces where they can (the moving type's and those on
    // lower squares): in every vector position and every position one turn after it, every
    // legal turn's rank is its place among all the legal turns sorted, that rank gives the turn
    // back, and the turn written in each notation is read back as itself with that rank.
    void rankedReadingMatchesTheFullList_data() { vectorRows(); }
    void rankedReadingMatchesTheFullList() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        TriDVariant variant(*parseRuleSet(vector.value("rules").toString().toStdString()));
        for (const TriDPosition& next : withNextPositions(pos)) {
            QVERIFY(variant.setPosition(printTfen(next)));
            const std::vector<trellis::Turn> legal = variant.legalTurns();
            std::vector<trellis::Turn> sorted = legal;
            std::sort(sorted.begin(), sorted.end());
            for (const trellis::Turn& turn : legal) {
                const auto rank = std::size_t(std::lower_bound(sorted.begin(), sorted.end(), turn) -
                                              sorted.begin());
                QCOMPARE(variant.legalTurnRank(turn), std::optional<std::size_t>(rank));
                QVERIFY(variant.legalTurnOfRank(rank) == turn);
                for (const trellis::NotationInfo& notation : variant.notations()) {
                    const std::string text = variant.turnText(turn, notation.notation);
                    const auto parsed = variant.parseRankedTurn(text, notation.notation);
                    QVERIFY2(parsed && parsed->turn == turn && parsed->rank == rank,
                             qPrintable(QString::fromStdString(printTfen(next) + ": " + text)));
                }
            }
        }
    }

    // PieceTurns::count, which counts most pieces' turns from the cells they reach, agrees with
    // the turns generate() builds: for every set of piece types and every range of squares
    // from the first, in every vector position and every position one turn later.
    void pieceTurnCountsMatchTheBuiltTurns_data() { vectorRows(); }
    void pieceTurnCountsMatchTheBuiltTurns() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        auto scratch = std::make_unique<TriDTurn[]>(kMaxTurns);
        for (const TriDPosition& next : withNextPositions(pos)) {
            const PieceTurns pieces(next);
            if (!pieces.available()) continue;
            for (const unsigned types : {~0u, 1u << Pawn, ~(1u << Pawn), ~(1u << Knight)})
                for (int last = 0; last <= kSquares; last += 7)
                    QCOMPARE(pieces.count(types, 0, last, scratch.get()),
                             pieces.generate(types, 0, last, scratch.get()));
        }
    }

    // generateReaching gives exactly the turns of generate() that land on the cells asked for,
    // in the same order: asked for the cell of each turn's landing (and for two cells at once).
    void reachingTurnsAreThoseLandingThere_data() { vectorRows(); }
    void reachingTurnsAreThoseLandingThere() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        const PieceTurns pieces(pos);
        if (!pieces.available()) return;
        auto all = std::make_unique<TriDTurn[]>(kMaxTurns);
        auto reaching = std::make_unique<TriDTurn[]>(kMaxTurns);
        const int n = pieces.generate(~0u, 0, kSquares, all.get());
        const Tables& t = tables();
        for (int i = 0; i < n; ++i) {
            const std::uint64_t cells = (1ull << t.square[all[std::size_t(i)].steps[0].to].cell) |
                                        (i % 2 ? 1ull << (i * 7 % kCells) : 0);
            const int m = pieces.generateReaching(~0u, cells, reaching.get());
            int k = 0;
            for (int j = 0; j < n; ++j) {
                const TriDTurn& turn = all[std::size_t(j)];
                if (!(cells >> t.square[turn.steps[0].to].cell & 1)) continue;
                QVERIFY(k < m);
                QVERIFY(reaching[std::size_t(k++)] == turn);
            }
            QCOMPARE(k, m);
        }
    }

    // A knight's, bishop's, rook's or queen's rank among its own turns (Turn order: by the
    // square it lands on) is counted, not built, where its moves need no test; a pawn or a king
    // gets -1.
    void landingsBelowGiveRanksAmongThePiecesTurns_data() { vectorRows(); }
    void landingsBelowGiveRanksAmongThePiecesTurns() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        const PieceTurns pieces(pos);
        if (!pieces.available()) return;
        auto own = std::make_unique<TriDTurn[]>(kMaxTurns);
        for (int from = 0; from < kSquares; ++from) {
            if (!pos.board[from] || colourOf(pos.board[from]) != pos.side) continue;
            const int type = typeOf(pos.board[from]);
            const int n = pieces.generate(~0u, from, from + 1, own.get());
            for (int i = 0; i < n; ++i) {
                const int to = own[std::size_t(i)].steps[0].to;
                const int rank = pieces.landingsBelow(from, to);
                if (type == Pawn || type == King) QCOMPARE(rank, -1);
                if (rank < 0) continue;
                QCOMPARE(own[std::size_t(i)].count, 1);
                QCOMPARE(rank, int(std::count_if(own.get(), own.get() + n, [&](const TriDTurn& t) {
                             return t.steps[0].to < to;
                         })));
            }
        }
    }

    // The same reading against the full list for texts that are not a turn's own: the origin
    // left out, the level left out, a capture written '-' or a quiet move 'x', a suffix. In
    // every vector position each such text reads as the full list reads it (the same turn,
    // or the same error: ambiguous, no match, unreadable), with the full list's rank.
    void rankedReadingOfOtherTextsMatchesTheFullList_data() { vectorRows(); }
    void rankedReadingOfOtherTextsMatchesTheFullList() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        TriDVariant variant(*parseRuleSet(vector.value("rules").toString().toStdString()));
        QVERIFY(variant.setPosition(printTfen(pos)));
        auto turns = std::make_unique<TriDTurn[]>(kMaxTurns);
        const int n = generateLegalTurns(pos, turns.get());
        std::vector<trellis::Turn> sorted;
        for (int i = 0; i < n; ++i) sorted.push_back(variant.toTurn(turns[std::size_t(i)]));
        std::sort(sorted.begin(), sorted.end());
        std::set<std::string> texts;
        for (int i = 0; i < n; ++i)
            for (const std::string& text : otherTexts(compositeText(pos, turns[std::size_t(i)])))
                texts.insert(text);
        int read = 0, refused = 0;
        for (const std::string& text : texts) {
            const auto full = parseTurnText(pos, text);
            const auto ranked = variant.parseRankedTurn(text, trellis::Notation::Composite);
            const QString where = QString::fromStdString(printTfen(pos) + ": " + text);
            QVERIFY2(bool(full) == bool(ranked), qPrintable(where));
            if (!full) {
                QVERIFY2(full.error().code == ranked.error().code, qPrintable(where));
                ++refused;
                continue;
            }
            const trellis::Turn turn = variant.toTurn(*full);
            const auto rank =
                std::size_t(std::lower_bound(sorted.begin(), sorted.end(), turn) - sorted.begin());
            QVERIFY2(ranked->turn == turn && ranked->rank == rank, qPrintable(where));
            ++read;
        }
        QVERIFY(n == 0 || read > 0);
    }

    void perftCounts_data() { vectorRows(); }
    void perftCounts() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        const QJsonObject counts = vector.value("perft").toObject();
        QVERIFY(!counts.isEmpty());
        for (const QString& depth : counts.keys())
            QCOMPARE(perft(pos, depth.toInt()), std::uint64_t(counts.value(depth).toInteger()));
    }

  private:
    // One row per vector; a single "missing" row when the data is absent, whose test then
    // fails under CI or skips elsewhere (TRELLIS_REQUIRE_SHARED).
    static void vectorRows() {
        QTest::addColumn<QJsonObject>("vector");
        const auto rows =
            trellis::testing::readJsonLines(trellis::testing::sharedDataPath("trid/vectors.jsonl"));
        if (rows.isEmpty()) QTest::newRow("missing") << QJsonObject();
        int i = 0;
        for (const QJsonObject& row : rows) QTest::addRow("vector %d", ++i) << row;
    }

    // `pos` and every position one turn after it.
    static std::vector<TriDPosition> withNextPositions(const TriDPosition& pos) {
        auto turns = std::make_unique<TriDTurn[]>(kMaxTurns);
        const int n = generateLegalTurns(pos, turns.get());
        std::vector<TriDPosition> out(std::size_t(n) + 1, pos);
        for (int i = 0; i < n; ++i) out[std::size_t(i) + 1].play(turns[std::size_t(i)]);
        return out;
    }

    static TriDPosition load(const QJsonObject& vector) {
        const auto rules = parseRuleSet(vector.value("rules").toString().toStdString());
        const TfenParse parsed = parseTfen(vector.value("tfen").toString().toStdString(), *rules);
        if (!parsed.position)
            qFatal("vector TFEN rejected: %s", errorDebugText(parsed.error).c_str());
        return *parsed.position;
    }

    // Texts near a turn's composite text ("Nb1W-c3W"): without the origin ("Nc3W"), without
    // the levels ("Nb1-c3"), with the other separator, with a check suffix.
    static std::vector<std::string> otherTexts(const std::string& text) {
        std::vector<std::string> out{text + "+"};
        if (const std::size_t dash = text.find_first_of("-x"); dash != std::string::npos) {
            std::string other = text;
            other[dash] = text[dash] == '-' ? 'x' : '-';
            out.push_back(other);
            const std::size_t start = std::isupper(static_cast<unsigned char>(text[0])) ? 1 : 0;
            out.push_back(text.substr(0, start) + text.substr(dash + 1));
        }
        std::string noLevels = text.substr(0, 1); // a piece letter stays
        for (const char c : text.substr(1))
            if (c != 'W' && c != 'N' && c != 'B') noLevels += c;
        out.push_back(noLevels);
        return out;
    }

    static bool capturesOrPromotes(const TriDTurn& turn) {
        for (const TriDStep& s : turn)
            if ((s.kind == StepKind::PieceMove && (s.flags & Capture)) || s.promotion) return true;
        return false;
    }

    // The legal turns that capture or promote (`captures`), or the others, from the full list.
    static std::vector<std::string> filtered(const TriDPosition& pos, bool captures) {
        auto turns = std::make_unique<TriDTurn[]>(kMaxTurns);
        const int n = generateLegalTurns(pos, turns.get());
        std::vector<std::string> out;
        for (int i = 0; i < n; ++i)
            if (capturesOrPromotes(turns[std::size_t(i)]) == captures)
                out.push_back(compositeText(pos, turns[std::size_t(i)]));
        return out;
    }

    static std::vector<std::string> generatedStage(const TriDPosition& pos, bool captures) {
        auto turns = std::make_unique<TriDTurn[]>(kMaxTurns);
        const int n = captures ? generateLegalCaptures(pos, turns.get())
                               : generateLegalQuiets(pos, turns.get());
        std::vector<std::string> out;
        for (int i = 0; i < n; ++i) out.push_back(compositeText(pos, turns[std::size_t(i)]));
        return out;
    }

    static std::vector<std::string> pieceTurnsStage(const TriDPosition& pos,
                                                    const PieceTurns& pieces, bool captures) {
        auto turns = std::make_unique<TriDTurn[]>(kMaxTurns);
        const int n = captures ? pieces.captures(turns.get()) : pieces.quiets(turns.get());
        std::vector<std::string> out;
        for (int i = 0; i < n; ++i) out.push_back(compositeText(pos, turns[std::size_t(i)]));
        return out;
    }

    static QStringList difference(const QStringList& a, const QStringList& b) {
        QStringList out;
        for (const QString& s : a)
            if (!b.contains(s)) out << s;
        return out;
    }
};

QTEST_GUILESS_MAIN(TestTriDVectors)
#include "TestTriDVectors.moc"
