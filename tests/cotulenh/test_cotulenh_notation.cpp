// Notation and position-string round trips, a random game written as movetext and read back,
// garbage input, and the legality shortcut checked against the full test.
#include "Checked.h"
#include "CotulenhTestUtil.h"
#include "Sanitized.h"
#include "SharedData.h"

#include "cotulenh/Notation.h"

#include <QJsonArray>
#include <QTest>

#include <map>
#include <random>

using namespace trellis;
using namespace trellis::cotulenh;

namespace {

QList<QJsonObject> vectors() {
    return testing::readJsonLines(testing::sharedDataPath("cotulenh/vectors.jsonl"));
}

// Plays a random game from the start with a fixed seed; returns the SAN of every turn.
QStringList randomGame(CotulenhVariant& v, unsigned seed, int turns) {
    std::mt19937 rng(seed);
    QStringList texts;
    for (int i = 0; i < turns; ++i) {
        if (v.status().outcome != Outcome::Ongoing) break;
        const std::vector<Turn> legal = v.legalTurns();
        if (legal.empty()) break;
        const Turn& t = legal[rng() % legal.size()];
        texts << QString::fromStdString(v.turnText(t, Notation::San));
        v.makeTurn(t);
    }
    return texts;
}

} // namespace

class TestCotulenhNotation : public QObject {
    Q_OBJECT

  private slots:
    void everyVectorStepReadsBackFromSanAndLan() {
        TRELLIS_REQUIRE_SHARED("cotulenh/vectors.jsonl");
        int checked = 0;
        for (const QJsonObject& row : vectors()) {
            CotulenhVariant v;
            QVERIFY(v.setPosition(row["fen"].toString().toStdString()).ok());
            for (const Move& m : v.legalSteps()) {
                for (Notation n : {Notation::Lan, Notation::San}) {
                    const std::string text = v.stepText(m, n);
                    const auto back = v.parseStep(text);
                    QVERIFY2(back.ok(), errorDebugText(back.error()).c_str());
                    QVERIFY2(*back == m, text.c_str());
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 30000);
    }

    // parseTurn prints only the turns whose first step goes to a square the text names; it
    // must answer exactly what matching the text against every legal turn's every form answers
    // (the same turn, or the same error with the same candidates in the same order). Checked on
    // every form of every legal turn of every shared position (of one turn in N in the two
    // positions with over 10000 deploy completions, to keep the suite quick), a text cut short,
    // and a text with its last square changed; and SAN and LAN read back to the turn they were
    // written for.
    void parseTurnAnswersLikeTheListOfEveryTurn() {
        TRELLIS_REQUIRE_SHARED("cotulenh/vectors.jsonl");
        int checked = 0, index = 0;
        for (const QJsonObject& row : vectors()) {
            if (index++ % trellis::testing::kVectorStride) continue;
            CotulenhVariant v;
            QVERIFY(v.setPosition(row["fen"].toString().toStdString()).ok());
            const CotulenhVariant::TurnTexts all = v.textsOfTurns();
            std::map<std::string, std::vector<std::size_t>> byText;
            for (std::size_t i = 0; i < all.size(); ++i)
                for (const std::string& t : all[i].second) {
                    auto& turns = byText[t];
                    if (turns.empty() || turns.back() != i) turns.push_back(i);
                }
            const std::size_t stride = all.size() > 2000 ? all.size() / 250 : 1;
            for (std::size_t i = 0; i < all.size(); i += stride) {
                const Turn& turn = all[i].first;
                for (Notation n : {Notation::San, Notation::Lan}) {
                    const auto back = v.parseTurn(v.turnText(turn, n), n);
                    QVERIFY2(back.ok() && *back == turn, v.turnText(turn, n).c_str());
                }
                std::vector<std::string> texts = all[i].second;
                const std::string first = texts.front();
                texts.push_back(first.substr(0, first.size() - 1));
                texts.push_back(first.substr(0, first.size() - 2) + "e6");
                for (const std::string& text : texts) {
                    const std::string want = normalizeMoveInput(text);
                    const auto got = v.parseTurn(text, Notation::San);
                    const auto found = byText.find(want);
                    const std::size_t matches = found == byText.end() ? 0 : found->second.size();
                    if (matches == 1) {
                        QVERIFY2(got.ok() && *got == all[found->second.front()].first,
                                 text.c_str());
                    } else if (got.ok()) {
                        QFAIL(qPrintable(QString("%1: a turn, none expected").arg(text.c_str())));
                    } else if (matches == 0) {
                        QVERIFY2(got.error().code == ErrorCode::TurnNoMatch ||
                                     got.error().code == ErrorCode::TurnUnreadable ||
                                     got.error().code == ErrorCode::TurnEmpty,
                                 text.c_str());
                    } else {
                        std::string list;
                        for (std::size_t k : found->second) {
                            const Turn& t = all[k].first;
                            const bool single =
                                t.steps.size() == 1 && t.steps[0].kind == SingleMove;
                            list += (list.empty() ? "" : ", ") + all[k].second[single ? 2 : 1];
                        }
                        QCOMPARE(got.error().code, ErrorCode::TurnAmbiguous);
                        QCOMPARE(got.error().args.back(), list);
                    }
                    ++checked;
                }
            }
        }
        qInfo("%d texts", checked);
        QVERIFY(checked > 100000 / trellis::testing::kVectorStride);
    }

    // Two alike stacks (FT) on f9 and h8 both combine onto g8: the SAN tells the origin apart
    // by file (it was written "(FT)>&g8" and could not be read back), and every turn of the
    // position reads back from its SAN.
    void alikeStacksDeployTellsTheOriginApart() {
        CotulenhVariant v;
        QVERIFY(v.setPosition("3a2ca3/5h1h3/6s4/2i1g(ft)2g2/3e2m(ft)1e1/11/10F/3E4(EG)2/"
                              "1N2GT1(TM)3/3AC1S2A1/5H1H3/11 b - - 3 14")
                    .ok());
        QStringList written;
        for (const Turn& turn : v.legalTurns()) {
            const std::string san = v.turnText(turn, Notation::San);
            const auto back = v.parseTurn(san, Notation::San);
            QVERIFY2(back.ok() && *back == turn, san.c_str());
            written << QString::fromStdString(san);
        }
        // The whole stack reunited on g8 is written as it was played, its first step told
        // apart as the move list tells it (the platform writes "(FT)>&g8", read too).
        QVERIFY(written.contains("Fh>&g8,T>&g8"));
        QVERIFY(written.contains("Ff>&g8,T>&g8"));
        QVERIFY(!written.contains("F>&g8,T>&g8"));
        const auto plain = v.parseTurn("(FT)>&g8", Notation::San);
        QVERIFY(!plain.ok() && plain.error().code == ErrorCode::TurnAmbiguous);
        const auto square = v.parseTurn("(FT)h8>&g8", Notation::San); // redundant: read too
        QVERIFY(square.ok() && v.turnText(*square, Notation::San) == "Fh>&g8,T>&g8");
    }

    void seedNotationIsAccepted() {
        CotulenhVariant v;
        QVERIFY(v.setPosition(cotulenh_test::fenOf({{"e5", "F"},
                                                    {"e7", "i"},
                                                    {"e4", "(TI)"},
                                                    {"a10", "n"},
                                                    {"j1", "C"},
                                                    {"k12", "c"}}))
                    .ok());
        const auto stay = v.parseTurn("Fe5*e7", Notation::San);
        QVERIFY2(stay.ok(), errorDebugText(stay.error()).c_str());
        QCOMPARE(QString::fromStdString(v.turnText(*stay, Notation::San)), QString("F_e7"));
        QVERIFY(v.parseTurn("Fe5-e6", Notation::Lan).ok());
        QVERIFY(v.parseTurn("Fe6+", Notation::San).ok());
        const auto deploy = v.parseTurn("T<,Ie3", Notation::San);
        QVERIFY2(deploy.ok(), errorDebugText(deploy.error()).c_str());
        QCOMPARE(QString::fromStdString(v.turnText(*deploy, Notation::Lan)), QString("e4:T:I>e3"));
        const auto none = v.parseTurn("Qe5", Notation::San);
        QVERIFY(!none.ok());
        QCOMPARE(none.error(), Error(ErrorCode::TurnNoMatch, {"Qe5"}));
    }

    // Bad turn texts at the start: the typed error ("|"-joined args) each gets.
    void badTurnTexts_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("args");
        const auto row = [](const char* text, ErrorCode code, const char* args) {
            QTest::newRow(text[0] ? text : "(empty)")
                << QString::fromUtf8(text) << int(code) << QString::fromUtf8(args);
        };
        row("", ErrorCode::TurnEmpty, "");
        row("  ", ErrorCode::TurnEmpty, "");
        row("!?", ErrorCode::TurnEmpty, "");
        row("+", ErrorCode::TurnUnreadable, "+|+");
        row("Zz9", ErrorCode::TurnUnreadable, "Zz9|Zz9");
        row("Tz5", ErrorCode::TurnUnreadable, "Tz5|Tz5");
        row("Te5$", ErrorCode::TurnUnreadable, "Te5$|$");
        row("T%e5", ErrorCode::TurnUnreadable, "T%e5|%e5");
        row("Qe5", ErrorCode::TurnNoMatch, "Qe5");
        row("Te12", ErrorCode::TurnNoMatch, "Te12");
        row("(TI)e4>e5", ErrorCode::TurnNoMatch, "(TI)e4>e5");
    }
    void badTurnTexts() {
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(QString, args);
        CotulenhVariant v;
        const auto r = v.parseTurn(text.toStdString(), Notation::San);
        QVERIFY(!r.ok());
        QCOMPARE(errorCodeName(r.error().code), errorCodeName(ErrorCode(code)));
        QStringList joined;
        for (const std::string& arg : r.error().args) joined << QString::fromStdString(arg);
        QCOMPARE(joined.join('|'), args);
    }

    void randomGameMovetextReplays() {
        CotulenhVariant game;
        const QStringList texts = randomGame(game, 20240611u, 70);
        QVERIFY(texts.size() > 20);
        // Written as movetext and read back token by token.
        QString movetext;
        for (int i = 0; i < texts.size(); ++i) {
            if (i % 2 == 0) movetext += QString::number(i / 2 + 1) + ". ";
            movetext += texts[i] + ' ';
        }
        CotulenhVariant replay;
        for (const QString& token : movetext.split(' ', Qt::SkipEmptyParts)) {
            if (token.endsWith('.')) continue;
            const auto t = replay.parseTurn(token.toStdString(), Notation::San);
            QVERIFY2(t.ok(),
                     qPrintable(token + ": " + QString::fromStdString(errorDebugText(t.error()))));
            replay.makeTurn(*t);
        }
        QCOMPARE(replay.position(), game.position());
        QCOMPARE(replay.hash(), game.hash());
        // And undo takes every turn back to the start.
        for (int i = 0; i < texts.size(); ++i) replay.undoTurn();
        QCOMPARE(replay.position(), replay.startPosition());
    }

    void fenRoundTripIsCanonical() {
        CotulenhVariant v;
        QVERIFY(v.setPosition("6c4/11/11/11/11/11/11/11/11/2(TN)8/11/6C4 r - - 0 1").ok());
        QCOMPARE(QString::fromStdString(v.position()),
                 QString("6c4/11/11/11/11/11/11/11/11/2(NT)8/11/6C4 r - - 0 1"));
        QVERIFY(v.setPosition("6c4/11/11/11/11/11/11/11/11/2(+F+N)8/11/6C4 b - - 3 9").ok());
        QCOMPARE(QString::fromStdString(v.position()),
                 QString("6c4/11/11/11/11/11/11/11/11/2(+N+F)8/11/6C4 b - - 3 9"));
    }

    void garbageFenNeverCrashes() {
        TRELLIS_REQUIRE_SHARED("cotulenh/vectors.jsonl");
        std::mt19937 rng(7);
        const std::string alphabet = "0123456789/()+-:.,> cCiItTmMeEaAgGsSfFnNhHrbkx";
        CotulenhVariant v;
        const std::string before = v.position();
        int rejected = 0;
        auto feed = [&](const std::string& text) {
            CotulenhVariant w;
            const auto r = w.setPosition(text);
            if (!r.ok()) {
                ++rejected;
                QVERIFY(r.error().code != ErrorCode::None);
                QCOMPARE(r.error().args.front(), std::string("FEN"));
                QCOMPARE(w.position(), before); // unchanged on failure
            }
        };
        for (const QJsonObject& row : vectors()) {
            const std::string fen = row["fen"].toString().toStdString();
            for (std::size_t n = 0; n < fen.size(); n += 3) TRELLIS_CHECKED(feed(fen.substr(0, n)));
            for (int k = 0; k < 20; ++k) {
                std::string m = fen;
                const std::size_t at = rng() % m.size();
                switch (rng() % 3) {
                case 0:
                    m[at] = alphabet[rng() % alphabet.size()];
                    break;
                case 1:
                    m.erase(at, 1);
                    break;
                default:
                    m.insert(at, 1, alphabet[rng() % alphabet.size()]);
                    break;
                }
                TRELLIS_CHECKED(feed(m));
            }
        }
        for (int k = 0; k < 2000; ++k) {
            std::string s(rng() % 90, ' ');
            for (char& c : s) c = char(rng() % 256);
            TRELLIS_CHECKED(feed(s));
        }
        QVERIFY(rejected > 2000);
    }

    void garbageMoveTextNeverCrashes() {
        std::mt19937 rng(11);
        CotulenhVariant v;
        const std::string alphabet = "abcdefghijk0123456789CITMEAGSFNH()+_x@&>,<:-*#";
        std::vector<std::string> legal = v.legalMoveList(Notation::San);
        for (int k = 0; k < 3000; ++k) {
            std::string s;
            if (k % 2) {
                s = legal[rng() % legal.size()];
                s[rng() % s.size()] = alphabet[rng() % alphabet.size()];
            } else {
                s.resize(rng() % 12);
                for (char& c : s) c = alphabet[rng() % alphabet.size()];
            }
            const auto t = v.parseTurn(s, Notation::San);
            if (!t.ok()) QVERIFY(t.error().code != ErrorCode::None);
            const auto st = v.parseStep(s);
            if (!st.ok()) QVERIFY(st.error().code != ErrorCode::None);
        }
    }

    void legalityShortcutAgreesWithFullTest() {
        TRELLIS_REQUIRE_SHARED("cotulenh/vectors.jsonl");
        // Every vector position and every position one ply below it.
        int positions = 0;
        for (const QJsonObject& row : vectors()) {
            CotulenhVariant v;
            QVERIFY(v.setPosition(row["fen"].toString().toStdString()).ok());
            const std::vector<Move> first = v.legalSteps();
            for (int i = -1; i < int(first.size()); ++i) {
                if (i >= 0) v.board().play(first[i]);
                MoveList fast, full;
                v.board().setLegalityShortcut(true);
                v.board().legalMoves(fast);
                v.board().setLegalityShortcut(false);
                v.board().legalMoves(full);
                v.board().setLegalityShortcut(true);
                QCOMPARE(fast.size(), full.size());
                ++positions;
                if (i >= 0) v.board().undoPly();
            }
        }
        QVERIFY(positions > 10000);
    }
};

QTEST_GUILESS_MAIN(TestCotulenhNotation)
#include "test_cotulenh_notation.moc"
