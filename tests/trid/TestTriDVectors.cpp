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
#include "trid/TurnNumbers.h"

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

    // The numbers databases store (TurnNumbers.h): in every vector position and every position
    // one turn after it, a turn that moves one piece one step without promoting, the only legal
    // turn from its square to its square, is numbered slot * kSquares + to (the slot counting the
    // mover's pieces on lower squares); every other turn kOtherTurns + its place among all the
    // legal turns sorted. Each number gives its turn back, and the turn written in each notation
    // is read back as itself with that number.
    // TurnNumbers.h's rule, from the whole list of legal turns.
    static std::size_t expectedNumber(const TriDPosition& pos,
                                      const std::vector<trellis::Turn>& legal,
                                      const trellis::Turn& turn, std::size_t rank) {
        const trellis::Step& s = turn.steps.front();
        const auto sameSquares = [&](const trellis::Turn& t) {
            const trellis::Step& f = t.steps.front();
            return f.kind == int(StepKind::PieceMove) && f.from == s.from && f.to == s.to;
        };
        std::size_t slot = 0;
        for (int square = 0; square < s.from; ++square)
            slot += pos.board[std::size_t(square)] &&
                    colourOf(pos.board[std::size_t(square)]) == pos.side;
        const bool byPiece = turn.steps.size() == 1 && s.kind == int(StepKind::PieceMove) &&
                             s.promotion == 0 && slot < kPieceSlots &&
                             std::count_if(legal.begin(), legal.end(), sameSquares) == 1 &&
                             !promotionPending(pos);
        return byPiece ? slot * std::size_t(kSquares) + std::size_t(s.to) : kOtherTurns + rank;
    }

    void turnNumbersFollowTheirRule_data() { vectorRows(); }
    void turnNumbersFollowTheirRule() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        TriDVariant variant(*parseRuleSet(vector.value("rules").toString().toStdString()));
        for (const TriDPosition& next : withNextPositions(pos)) {
            QVERIFY(variant.setPosition(printTfen(next)));
            const std::vector<trellis::Turn> legal = variant.legalTurns();
            std::vector<trellis::Turn> sorted = legal;
            std::sort(sorted.begin(), sorted.end());
            std::set<std::size_t> numbers;
            for (const trellis::Turn& turn : legal) {
                const auto rank = std::size_t(std::lower_bound(sorted.begin(), sorted.end(), turn) -
                                              sorted.begin());
                QCOMPARE(variant.Variant::legalTurnRank(turn), std::optional<std::size_t>(rank));
                QCOMPARE(variant.legalTurnRank(turn),
                         std::optional<std::size_t>(expectedNumber(next, legal, turn, rank)));
                const std::size_t number = *variant.legalTurnRank(turn);
                numbers.insert(number);
                QVERIFY(variant.legalTurnOfRank(number) == turn);
                for (const trellis::NotationInfo& notation : variant.notations()) {
                    const std::string text = variant.turnText(turn, notation.notation);
                    const auto parsed = variant.parseRankedTurn(text, notation.notation);
                    QVERIFY2(parsed && parsed->turn == turn && parsed->rank == number,
                             qPrintable(QString::fromStdString(printTfen(next) + ": " + text)));
                }
            }
            QCOMPARE(numbers.size(), legal.size());
            QVERIFY(!variant.legalTurnOfRank(kOtherTurns + legal.size()));
        }
    }

    // The same reading against the full list for texts that are not a turn's own: the origin
    // left out, the level left out, a capture written '-' or a quiet move 'x', a suffix. In
    // every vector position each such text reads as the full list reads it (the same turn,
    // or the same error: ambiguous, no match, unreadable), with the turn's number.
    void rankedReadingOfOtherTextsMatchesTheFullList_data() { vectorRows(); }
    void rankedReadingOfOtherTextsMatchesTheFullList() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        QFETCH(QJsonObject, vector);
        const TriDPosition pos = load(vector);
        TriDVariant variant(*parseRuleSet(vector.value("rules").toString().toStdString()));
        QVERIFY(variant.setPosition(printTfen(pos)));
        auto turns = std::make_unique<TriDTurn[]>(kMaxTurns);
        const int n = generateLegalTurns(pos, turns.get());
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
            QVERIFY2(ranked->turn == turn && ranked->rank == variant.legalTurnRank(turn),
                     qPrintable(where));
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
