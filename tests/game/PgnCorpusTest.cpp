// Malformed game files: every broken game is reported with its number, line and column and
// skipped, the good games around it still load, and nothing crashes whatever the bytes are.
#include "Checked.h"
#include "GameTestSupport.h"

#include <QTest>

#include <random>

using namespace trellis;
using namespace trellis::testing;

namespace {

QByteArray game(const char* event, const QByteArray& movetext) {
    return QByteArray("[Event \"") + event + "\"]\n[Variant \"count\"]\n\n" + movetext + "\n\n";
}

// Line and column (1-based, counted like the lexer: UTF-8 continuation bytes share a column)
// of the first occurrence of `marker` in `text`.
QString positionOf(const QByteArray& text, const QByteArray& marker) {
    const qsizetype at = text.indexOf(marker);
    if (at < 0) return QStringLiteral("marker not found: ") + marker;
    int line = 1, column = 1;
    for (qsizetype i = 0; i < at; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++column;
        }
    }
    return QString("%1:%2").arg(line).arg(column);
}

// Reading must not crash; every error must carry a game number, line and column.
void checkSane(const PgnReadResult& read, int games) {
    int lastGame = 0;
    for (const PgnError& error : read.errors) {
        QVERIFY(error.game >= 1 && error.game <= games + 1);
        QVERIFY(error.game > lastGame);
        QVERIFY(error.line >= 1 && error.column >= 1);
        QVERIFY(error.error.code != ErrorCode::None);
        lastGame = error.game;
    }
    for (const PgnGame& g : read.games) {
        QVERIFY(g.number >= 1);
        PgnWriter().write(g.tree); // whatever loaded can be written
    }
}

} // namespace

class PgnCorpusTest : public QObject {
    Q_OBJECT

  private slots:
    void malformedFiles_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArrayList>("errorsAt"); // markers where errors are reported
        QTest::addColumn<QStringList>("loaded");      // events of the games that load
        QTest::addColumn<QStringList>("codes");       // the errors' codes

        const QByteArray a = game("A", "1. a1 a2 *");
        const QByteArray c = game("C", "1. a3 *");
        auto row = [&](const char* name, const QByteArray& middle, QByteArrayList at,
                       QStringList codes) {
            QTest::newRow(name) << (a + middle + c) << at << QStringList{"A", "C"} << codes;
        };
        QTest::newRow("empty file")
            << QByteArray() << QByteArrayList{} << QStringList{} << QStringList{};
        QTest::newRow("only space and comments")
            << QByteArray("  \n{just a comment}\n; and a line\n\n") << QByteArrayList{}
            << QStringList{} << QStringList{};
        QTest::newRow("only tags") << QByteArray("[Event \"T\"]\n[Variant \"count\"]\n")
                                   << QByteArrayList{} << QStringList{"T"} << QStringList{};
        row("unterminated comment", game("B", "1. a1 {never closed\n1... a2 *"), {"{never"},
            {"GameCommentUnterminated"});
        row("unterminated variation", game("B", "1. a1 (1. a2 a1 *"), {"(1. a2"},
            {"GameVariationOpen"});
        row("variation open at next game", game("B", "1. a1 (1. a2 a1"), {"(1. a2"},
            {"GameVariationOpen"});
        row("result inside a variation", game("B", "1. a1 (1. a2 1-0) a2 *"), {"(1. a2"},
            {"GameVariationOpen"});
        row("unterminated tag value", "[Event \"B\n[Variant \"count\"]\n\n1. a2 *\n\n",
            {"\n[Variant \"count\"]\n\n1. a2"}, {"GameTagUnterminated"});
        row("tag without ]", "[Event \"B\" \n[Variant \"count\"]\n\n1. a2 *\n\n",
            {"\n[Variant \"count\"]\n\n1. a2"}, {"GameTagClose"});
        row("tag without quotes", "[Event B]\n[Variant \"count\"]\n\n1. a2 *\n\n", {"B]"},
            {"GameTagValue"});
        row("illegal move", game("B", "1. a1 a2 2. a9 a1 *"), {"a9"}, {"GameBadTurn"});
        row("garbage bytes", QByteArray("\x01\xff\xfe garbage\x7f\n\n", 14), {"\x01"},
            {"GameNoVariant"});
        row("nul bytes", game("B", QByteArray("1. a1 \0\0 a2 *", 13)), {QByteArray("\0", 1)},
            {"GameBadTurn"});
        row("huge NAG", game("B", "1. a1 $99999999999999999999 *"), {"$9999"}, {"GameNagRange"});
        row("huge FEN numbers",
            "[Event \"B\"]\n[Variant \"count\"]\n[SetUp \"1\"]\n[FEN \"99999999999999999999 w "
            "1\"]\n\n1. a1 *\n\n",
            {"[FEN"}, {"GameBadSetUp"});
        row("unmatched )", game("B", "1. a1 ) a2 *"), {") a2"}, {"GameVariationClose"});
        row("variation before any move", game("B", "( 1. a1 ) *"), {"( 1. a1"},
            {"GameVariationStart"});
        row("empty variation", game("B", "1. a1 () *"), {") *"}, {"GameVariationEmpty"});
        row("NAG at a variation start", game("B", "1. a1 ( $1 1. a2 ) *"), {"$1 1. a2"},
            {"GameNagPlacement"});
        row("unknown suffix", game("B", "1. a1!!! *"), {"!!! *"}, {"GameSuffix"});
        row("e.p. before any move", game("B", "e.p. 1. a1 *"), {"e.p. 1."}, {"GameLoneEnPassant"});
        row("stray closing brace", game("B", "1. a1 } a2 *"), {"} a2"}, {"GameUnexpected"});
        row("unknown variant", "[Event \"B\"]\n[Variant \"Chess960\"]\n\n1. a1 *\n\n",
            {"[Variant \"Chess960"}, {"GameUnknownVariant"});
        row("SetUp without FEN", "[Event \"B\"]\n[Variant \"count\"]\n[SetUp \"1\"]\n\n*\n\n",
            {"[SetUp"}, {"GameSetUpWithoutFen"});
        row("lone bracket", "[\n\n1. a1 *\n\n", {"\n\n1. a1 *"}, {"GameTagName"});
        row("not Tri-D without a Variant tag", "[Event \"B\"]\n\n1. a1 *\n\n",
            {"a1 *\n\n[Event \"C"}, {"GameNoVariant"});
        row("two broken games in a row",
            game("B1", "1. a1 a2 2. a3 a4 *") + game("B2", "1. a1 {open\n"), {"a4 *", "{open"},
            {"GameBadTurn", "GameCommentUnterminated"});

        row("NAG without a number", game("B", "1. a1 $ *"), {"$ *"}, {"GameNagNumber"});
        QTest::newRow("huge move numbers")
            << game("H", "123456789012345678901234567890. a1 99999999999999999999... a2 *")
            << QByteArrayList{} << QStringList{"H"} << QStringList{};
    }

    void malformedFiles() {
        QFETCH(QByteArray, text);
        QFETCH(QByteArrayList, errorsAt);
        QFETCH(QStringList, loaded);
        QFETCH(QStringList, codes);
        const PgnReadResult read =
            countingReader().read(std::string_view(text.constData(), size_t(text.size())));
        QStringList events;
        for (const PgnGame& g : read.games) events << qs(g.tree.tag("Event"));
        QCOMPARE(events, loaded);
        QStringList expected, actual;
        for (const QByteArray& marker : errorsAt) expected << positionOf(text, marker);
        for (const PgnError& e : read.errors) actual << QString("%1:%2").arg(e.line).arg(e.column);
        QVERIFY2(actual == expected,
                 qPrintable(errorsText(read.errors) + "\nexpected at " + expected.join(", ")));
        QStringList actualCodes;
        for (const PgnError& e : read.errors) actualCodes << errorCodeName(e.error.code);
        QCOMPARE(actualCodes, codes);
        TRELLIS_CHECKED(checkSane(read, int(loaded.size() + errorsAt.size())));
        if (!errorsAt.isEmpty()) QCOMPARE(read.errors.front().game, 2); // game B
    }

    void errorsNameGameLineColumnAndCause() {
        const QByteArray text = game("A", "1. a1 *") + game("B", "1. a1 a2\n2. a1 a3 3. a1 a9 *");
        const PgnReadResult read = countingReader().read(text.toStdString());
        QCOMPARE(read.errors.size(), size_t(1));
        const PgnError& error = read.errors.front();
        QCOMPARE(error.game, 2);
        QCOMPARE(error.line, 10);
        QCOMPARE(error.column, 16);
        // The counting variant reads steps a1-a3 only.
        QCOMPARE(error.error, Error(ErrorCode::GameBadTurn, {"3...", "a9"},
                                    Error(ErrorCode::TurnUnreadable, {"a9", "a9"})));
    }

    void deepNestingIsRefused() {
        QByteArray movetext = "1. a1";
        for (int i = 0; i < 300; ++i) movetext += " (1. a2";
        for (int i = 0; i < 300; ++i) movetext += ")";
        const QByteArray text = game("A", "1. a1 *") + game("B", movetext + " *") + game("C", "*");
        const PgnReadResult read = countingReader().read(text.toStdString());
        QCOMPARE(read.games.size(), size_t(2));
        QCOMPARE(read.errors.size(), size_t(1));
        QCOMPARE(read.errors.front().error, Error(ErrorCode::GameVariationDepth, {"200"}));
        QCOMPARE(read.errors.front().column, 7 * 201); // the 201st "("
    }

    // Every prefix of a good multi-game file reads without crashing.
    void truncatedFiles() {
        const QByteArray text =
            game("A", "{c [%csl Ga1]} 1. a1! {x} (1. a2 $1 a1;a1) 1... a2 ; y {z}\n2. a1 1-0") +
            "[Event \"B\"]\n[Variant \"count\"]\n[SetUp \"1\"]\n[FEN \"5 b 3\"]\n\n3... a1;a2 *\n";
        for (qsizetype n = 0; n <= text.size(); ++n) {
            const PgnReadResult read =
                countingReader().read(std::string_view(text.constData(), size_t(n)));
            TRELLIS_CHECKED(checkSane(read, 2));
            if (QTest::currentTestFailed()) QFAIL(qPrintable(QString("prefix %1").arg(n)));
        }
    }

    // Random byte edits of a good file: no crash, errors well formed (deterministic seed).
    void mutatedFiles() {
        const QByteArray base = game("A", "{c} 1. a1 (1. a2 {v} a1) 1... a2 $3 2. a1;a2 1-0") +
                                game("B", "1. a3 a3 ; line\n2. a3!? *");
        const QByteArray alphabet("{}()[]$;%\"\\.!?*01a23 \n\t\x00\xff", 26);
        std::mt19937 random(20261121);
        for (int round = 0; round < 3000; ++round) {
            QByteArray text = base;
            const int edits = 1 + int(random() % 4);
            for (int e = 0; e < edits; ++e) {
                const qsizetype at = qsizetype(random() % size_t(text.size()));
                const char c = alphabet[qsizetype(random() % size_t(alphabet.size()))];
                switch (random() % 3) {
                case 0:
                    text[at] = c;
                    break;
                case 1:
                    text.insert(at, c);
                    break;
                default:
                    text.remove(at, 1);
                    break;
                }
            }
            const PgnReadResult read =
                countingReader().read(std::string_view(text.constData(), size_t(text.size())));
            TRELLIS_CHECKED(checkSane(read, 1000));
            if (QTest::currentTestFailed()) QFAIL(text.toPercentEncoding().constData());
        }
    }
};

int runPgnCorpusTest(int argc, char** argv) {
    PgnCorpusTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "PgnCorpusTest.moc"
