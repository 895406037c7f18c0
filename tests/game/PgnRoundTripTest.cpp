// PgnReader and PgnWriter over the counting variant: what a file says ends up in the tree, and
// write -> read gives the same tree, whose writing is byte-identical.
#include "GameTestSupport.h"
#include "game/PgnLexer.h"

#include <QTest>

using namespace trellis;
using namespace trellis::testing;

namespace {

const char* const kHeader = "[Event \"Test\"]\n[Variant \"count\"]\n\n";

// Reads `text` (one game expected), writes it, reads that back and writes again.
struct RoundTrip {
    std::optional<GameTree> first;
    std::optional<GameTree> second;
    std::string written;
    std::string rewritten;
    QString failure;
};

RoundTrip roundTrip(const std::string& text) {
    RoundTrip out;
    const PgnReader reader = countingReader();
    PgnReadResult read = reader.read(text);
    if (!read.errors.empty() || read.games.size() != 1) {
        out.failure = "first read: " + errorsText(read.errors);
        return out;
    }
    out.first.emplace(std::move(read.games.front().tree));
    out.written = PgnWriter().write(*out.first);
    PgnReadResult again = reader.read(out.written);
    if (!again.errors.empty() || again.games.size() != 1) {
        out.failure = "second read: " + errorsText(again.errors) + "\n" + qs(out.written);
        return out;
    }
    out.second.emplace(std::move(again.games.front().tree));
    out.rewritten = PgnWriter().write(*out.second);
    return out;
}

} // namespace

class PgnRoundTripTest : public QObject {
    Q_OBJECT

  private slots:
    void roundTrips_data() {
        QTest::addColumn<QString>("movetext");
        QTest::newRow("plain") << "1. a1 a2 2. a3 a1 *";
        QTest::newRow("glued numbers") << "1.a1 1...a2 2.a3 *";
        QTest::newRow("nested variations")
            << "1. a1 a2 (1... a3 2. a1 (2. a2 a1 (2... a3)) 2... a1) (1... a1) 2. a3 a1 1-0";
        QTest::newRow("comments with parentheses")
            << "{Game (start)} 1. a1 {a (b) c} 1... a2 {x) (y} (1... a3 {in (a) var}) 2. a1 0-1";
        QTest::newRow("braces in a ; comment") << "1. a1 ; has {braces} and (parens)\n1... a2 *";
        QTest::newRow("highlights")
            << "1. a1 {[%csl Gb4N,Rc3W] [%cal Rb2W-b4N,GQL3@q3-a5N] see this} a2 "
               "{[%csl Ya1]} 2. a3 {before [%cal Bz0QL1-a0QL1] after} *";
        // Written back, comments before a move are one comment, where the halves form a command.
        QTest::newRow("a command split over two comments")
            << "1. a1 {after} {x [%csl Gb4N} {Rc3W] y} a2 {[%cal Ga1} {-a2]} a3 *";
        QTest::newRow("nags and suffixes")
            << "1. a1! a2? 2. a3!! a1?? 3. a2!? a1?! 4. a1 $14 $132 a2 ! *";
        QTest::newRow("composite turns") << "1. a1;a3 a1;a1 2. a2 (2. a1;a2 a1) 2... a1;a2 *";
        QTest::newRow("draw result") << "1. a1 a2 1/2-1/2";
        QTest::newRow("empty game") << "*";
        QTest::newRow("comment before, after and between")
            << "{Root} $10 1. a1 {after} {before a2} a2 (1... a3 {v1}) {before a2 too?} "
               "2. a1 ({starts var} 2. a2) *";
        QTest::newRow("e.p. word") << "1. a1 e.p. a2 *";
        QTest::newRow("escape line") << "1. a1\n% a hidden line ( {\n1... a2 *";
        QTest::newRow("check marks")
            << "1. a3 a3 2. a3 a3 3. a3 a3 4. a3 a3 5. a2 a1+ 6. a3 (6. a1;a2#) 1-0";
    }

    void roundTrips() {
        QFETCH(QString, movetext);
        const RoundTrip trip = roundTrip(kHeader + movetext.toStdString() + "\n");
        QVERIFY2(trip.failure.isEmpty(), qPrintable(trip.failure));
        const QString difference = treeDifference(*trip.first, *trip.second);
        QVERIFY2(difference.isEmpty(), qPrintable(difference + "\n" + qs(trip.written)));
        QCOMPARE(trip.rewritten, trip.written);
    }

    void readsWhatTheFileSays() {
        const PgnReadResult read = countingReader().read(
            std::string(kHeader) +
            "{Intro} 1. a1! {Good [%csl Gb4N] [%cal Rb2W-b4N]} 1... a2 $2 (1... a3 {Alt}) "
            "2. a1;a2 ; line {comment}\n2... a1 1-0\n");
        QVERIFY2(read.errors.empty(), qPrintable(errorsText(read.errors)));
        QCOMPARE(read.games.size(), size_t(1));
        const GameTree& tree = read.games.front().tree;
        QCOMPARE(tree.annotation(GameTree::root()).commentAfter, std::string("Intro"));
        const std::vector<NodeId> line = tree.mainLine();
        QCOMPARE(line.size(), size_t(4));
        const NodeAnnotation& first = tree.annotation(line[0]);
        QCOMPARE(first.nags, std::vector<int>{1});
        QCOMPARE(first.commentAfter, std::string("Good"));
        QCOMPARE(first.squares, (std::vector<SquareMark>{{'G', "b4N"}}));
        QCOMPARE(first.arrows, (std::vector<ArrowMark>{{'R', "b2W", "b4N"}}));
        QCOMPARE(tree.annotation(line[1]).nags, std::vector<int>{2});
        QCOMPARE(tree.children(line[0]).size(), size_t(2));
        QCOMPARE(tree.annotation(tree.children(line[0])[1]).commentAfter, std::string("Alt"));
        QCOMPARE(tree.text(line[2]), std::string("a1;a2"));
        QCOMPARE(tree.annotation(line[2]).commentAfter, std::string("line {comment}"));
        QCOMPARE(tree.result(), std::string("1-0"));
        QCOMPARE(tree.tag("Event"), std::string("Test"));
        QCOMPARE(tree.positionAt(line[3]), std::string("7 w 3"));
    }

    void suffixesMapToNags() {
        const PgnReadResult read =
            countingReader().read(std::string(kHeader) + "1. a1! a1? 2. a1!! a1?? 3. a1!? a1?! *");
        QVERIFY2(read.errors.empty(), qPrintable(errorsText(read.errors)));
        const GameTree& tree = read.games.front().tree;
        int expected = 1;
        for (NodeId id : tree.mainLine())
            QCOMPARE(tree.annotation(id).nags, std::vector<int>{expected++});
        QVERIFY(PgnWriter().write(tree).find("a1 $6") != std::string::npos);
    }

    void writesCanonicalText() {
        GameTree tree(*countingBoard());
        tree.setTag("Event", "Say \"hi\" \\ bye");
        tree.setTag("White", "A");
        const NodeId a = tree.addTurnText(GameTree::root(), "a1").value();
        const NodeId b = tree.addTurnText(a, "a2").value();
        const NodeId v = tree.addTurnText(a, "a3").value();
        tree.addTurnText(b, "a1;a2").value();
        tree.annotation(a).commentAfter = "good";
        tree.annotation(v).nags = {2};
        tree.annotation(b).commentBefore = "now";
        const std::string expected = "[Event \"Say \\\"hi\\\" \\\\ bye\"]\n[White \"A\"]\n"
                                     "[Result \"*\"]\n[Variant \"count\"]\n[Rules \"standard\"]\n\n"
                                     "1. a1 {good} {now} 1... a2 (1... a3 $2) 2. a1;a2 *\n";
        QCOMPARE(PgnWriter().write(tree), expected);
        const PgnReadResult read = countingReader().read(expected);
        QVERIFY2(read.errors.empty(), qPrintable(errorsText(read.errors)));
        const QString difference = treeDifference(tree, read.games.front().tree);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    void commentBeforeWithoutCommentAfter() {
        GameTree tree(*countingBoard());
        const NodeId a = tree.addTurnText(GameTree::root(), "a1").value();
        const NodeId b = tree.addTurnText(a, "a2").value();
        tree.annotation(a).commentBefore = "first";
        tree.annotation(b).commentBefore = "second";
        const std::string text = PgnWriter().write(tree);
        QVERIFY2(text.find("{} {first} 1. a1 {} {second} 1... a2 *") != std::string::npos,
                 text.c_str());
        const PgnReadResult read = countingReader().read(text);
        QVERIFY(treeDifference(tree, read.games.front().tree).isEmpty());
    }

    void wrapsAtEightyColumns() {
        GameTree tree(*countingBoard());
        NodeId at = GameTree::root();
        for (int i = 0; i < 29; ++i) {
            at = tree.addTurnText(at, "a1").value();
            tree.annotation(at).commentAfter =
                "a fairly long comment that will need to be wrapped over several lines " +
                std::to_string(i);
            tree.addTurnText(tree.parent(at), "a1;a1");
        }
        tree.annotation(at).commentAfter = std::string(120, 'x'); // a word longer than a line
        const std::string text = PgnWriter().write(tree);
        size_t start = 0, longest = 0;
        while (start < text.size()) {
            const size_t end = text.find('\n', start);
            const std::string line = text.substr(start, end - start);
            if (line.find("xxxxxxxx") == std::string::npos)
                longest = std::max(longest, line.size());
            start = end + 1;
        }
        QVERIFY(longest <= 80);
        QVERIFY(longest > 70);
        const RoundTrip trip = roundTrip(text);
        QVERIFY2(trip.failure.isEmpty(), qPrintable(trip.failure));
        QVERIFY(treeDifference(tree, *trip.first).isEmpty());
        QCOMPARE(trip.written, text);
    }

    // Wrapped at a space, this comment would put [Black "x"] alone on a line, which a reader
    // takes for the next game's tags after an unterminated comment.
    void commentNeverWrapsIntoATagLine() {
        GameTree tree(*countingBoard());
        const NodeId a = tree.addTurnText(GameTree::root(), "a1").value();
        tree.annotation(a).commentAfter = std::string(70, 'w') + " [Black \"x\"]";
        const std::string text = PgnWriter().write(tree);
        QVERIFY2(text.find("\n[Black") == std::string::npos, text.c_str());
        const RoundTrip trip = roundTrip(text);
        QVERIFY2(trip.failure.isEmpty(), qPrintable(trip.failure));
        QVERIFY(treeDifference(tree, *trip.first).isEmpty());
    }

    void multiGameFiles() {
        std::string text;
        for (int i = 1; i <= 3; ++i)
            text += "[Event \"G" + std::to_string(i) + "\"]\n[Variant \"count\"]\n\n1. a" +
                    std::to_string(i) + " a1 *\n\n";
        const PgnReadResult read = countingReader().read(text);
        QVERIFY2(read.errors.empty(), qPrintable(errorsText(read.errors)));
        QCOMPARE(read.games.size(), size_t(3));
        std::vector<GameTree> trees;
        for (size_t i = 0; i < 3; ++i) {
            QCOMPARE(read.games[i].number, int(i) + 1);
            QCOMPARE(read.games[i].tree.tag("Event"), "G" + std::to_string(i + 1));
            trees.push_back(read.games[i].tree);
        }
        QCOMPARE(read.games[1].line, 6);
        const std::string written = PgnWriter().write(trees);
        const PgnReadResult again = countingReader().read(written);
        QCOMPARE(again.games.size(), size_t(3));
        for (size_t i = 0; i < 3; ++i)
            QVERIFY(treeDifference(trees[i], again.games[i].tree).isEmpty());
        // Games without results still separate at the next tag section.
        const PgnReadResult loose =
            countingReader().read("[Variant \"count\"]\n1. a1\n[Variant \"count\"]\n1. a2 a2\n");
        QCOMPARE(loose.games.size(), size_t(2));
        QCOMPARE(loose.games[1].tree.mainLine().size(), size_t(2));
    }

    void setUpAndFen() {
        const std::string text = "[Variant \"count\"]\n[SetUp \"1\"]\n[FEN \"20 b 7\"]\n\n"
                                 "7... a3 8. a1 (8. a2 a1) 8... a1 *\n";
        const RoundTrip trip = roundTrip(text);
        QVERIFY2(trip.failure.isEmpty(), qPrintable(trip.failure));
        const GameTree& tree = *trip.first;
        QCOMPARE(tree.startPosition(), std::string("20 b 7"));
        QCOMPARE(tree.moveNumber(tree.mainLine().front()), 7);
        QCOMPARE(tree.positionAt(tree.mainLine().back()), std::string("25 w 9"));
        QVERIFY(treeDifference(*trip.first, *trip.second).isEmpty());
        QVERIFY(trip.written.find("7... a3 8. a1 (8. a2 a1) 8... a1 *") != std::string::npos);
        QCOMPARE(trip.rewritten, trip.written);
    }

    void rulesTagChoosesRuleSet() {
        const PgnReadResult read = countingReader().read(
            "[Variant \"count\"]\n[Rules \"short\"]\n\n1. a3 a3 2. a3 a1# 0-1\n");
        QVERIFY2(read.errors.empty(), qPrintable(errorsText(read.errors)));
        QCOMPARE(read.games.front().tree.startVariant().rules(), std::string("short"));
        const PgnReadResult bad =
            countingReader().read("[Variant \"count\"]\n[Rules \"odd\"]\n\n1. a1 *\n");
        QCOMPARE(bad.errors.size(), size_t(1));
        QCOMPARE(bad.errors.front().line, 2);
        QCOMPARE(bad.errors.front().error,
                 Error(ErrorCode::GameBadRules, {},
                       Error(ErrorCode::UnknownRuleSet, {"count", "odd", "standard, short"})));
    }

    void missingVariantTag() {
        // The stand-in "trid" reads t1-t3: a game without [Variant] is Tri-D when it parses.
        const PgnReadResult read = countingReader().read("[Event \"x\"]\n\n1. t1 t2 *\n\n"
                                                         "[Event \"y\"]\n\n1. a1 a2 *\n");
        QCOMPARE(read.games.size(), size_t(1));
        QCOMPARE(read.games.front().tree.startVariant().id(), std::string("trid"));
        QCOMPARE(read.games.front().tree.tag("Variant"), std::string("Tri-D Chess"));
        QCOMPARE(read.errors.size(), size_t(1));
        const PgnError& error = read.errors.front();
        QCOMPARE(error.game, 2);
        QCOMPARE(error.line, 7);
        QCOMPARE(error.column, 4);
        // Tried in the catalogue's order; the cause is the last variant's answer.
        QCOMPARE(error.error, Error(ErrorCode::GameNoVariant, {"a1", "Tri-D Chess"},
                                    Error(ErrorCode::TurnUnreadable, {"a1", "a1"})));
    }

    void noVariantReadsUntaggedGames() {
        const PgnReadResult read =
            PgnReader({&countDescriptor()}).read("[Event \"x\"]\n\n1. a1 *\n");
        QCOMPARE(read.games.size(), size_t(0));
        QCOMPARE(read.errors.size(), size_t(1));
        QCOMPARE(read.errors.front().error, Error(ErrorCode::GameNoVariantTag));
        QCOMPARE(read.errors.front().line, 3);
    }

    void cotulenhPlayerTags() {
        const PgnReadResult read =
            countingReader().read("[Event \"e\"]\n[White \"Red player\"]\n[Black \"Blue player\"]\n"
                                  "[Variant \"Cotulenh\"]\n\n1. c1 c2 *\n");
        QVERIFY2(read.errors.empty(), qPrintable(errorsText(read.errors)));
        const GameTree& tree = read.games.front().tree;
        QCOMPARE(tree.tag("Red"), std::string("Red player"));
        QCOMPARE(tree.tag("Blue"), std::string("Blue player"));
        QVERIFY(!tree.hasTag("White"));
        const std::string text = PgnWriter().write(tree);
        QVERIFY2(text.rfind("[Event \"e\"]\n[Red \"Red player\"]\n[Blue \"Blue player\"]\n"
                            "[Result \"*\"]\n[Variant \"Cotulenh\"]\n",
                            0) == 0,
                 text.c_str());
    }

    // Tags of every shape: the usual one (lexed in one scan), long values (scanned eight bytes
    // a step), and those the full reading takes (spaces, escapes, inner quotes, UTF-8, a line
    // break). Each gives its name and value, and the token after it its line and column.
    void lexesTagsOfEveryShape_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("nextColumn"); // of the word "x" after the tag, on its line
        QTest::newRow("plain") << "[Event \"Club\"] x"
                               << "Event"
                               << "Club" << 16;
        QTest::newRow("empty value") << "[Round \"\"] x"
                                     << "Round"
                                     << "" << 12;
        QTest::newRow("long value") << "[Opening \"French Defense: Normal Variation\"] x"
                                    << "Opening"
                                    << "French Defense: Normal Variation" << 46;
        QTest::newRow("spaces") << "[ Event   \"Club\" ] x"
                                << "Event"
                                << "Club" << 20;
        QTest::newRow("escape") << "[White \"A \\\"B\\\" C\"] x"
                                << "White"
                                << "A \"B\" C" << 21;
        QTest::newRow("escape after eight") << "[Annotator \"abcdefghijkl\\\\m\"] x"
                                            << "Annotator"
                                            << "abcdefghijkl\\m" << 31;
        // (Read so only when the line ends with the tag: "x" is on the next line.)
        QTest::newRow("inner quotes") << "[White \"\"Chess Guru\"\"]\nx"
                                      << "White"
                                      << "\"Chess Guru\"" << 1;
        QTest::newRow("utf-8") << QString::fromUtf8("[Black \"Nguyễn Ngọc Trường Sơn\"] x")
                               << "Black" << QString::fromUtf8("Nguyễn Ngọc Trường Sơn") << 34;
        QTest::newRow("utf-8 after eight")
            << QString::fromUtf8("[Site \"Ho Chi Minh City, Việt Nam\"] x") << "Site"
            << QString::fromUtf8("Ho Chi Minh City, Việt Nam") << 37;
    }

    void lexesTagsOfEveryShape() {
        QFETCH(QString, line);
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(int, nextColumn);
        const std::string text = line.toStdString() + "\n[Result \"*\"]\n";
        PgnLexer lexer(text);
        const PgnToken tag = lexer.next();
        QCOMPARE(int(tag.kind), int(PgnToken::Kind::Tag));
        QCOMPARE(qs(std::string(tag.text)), name);
        QCOMPARE(qs(tag.value), value);
        QCOMPARE(tag.column, 1);
        const PgnToken word = lexer.next();
        QCOMPARE(qs(std::string(word.text)), QString("x"));
        const int wordLine = line.contains('\n') ? 2 : 1;
        QCOMPARE(word.line, wordLine);
        QCOMPARE(word.column, nextColumn);
        const PgnToken result = lexer.next();
        QCOMPARE(qs(result.value), QString("*"));
        QCOMPARE(result.line, wordLine + 1);
    }

    // nextPlainMove() gives the words next() would give as Move tokens, skipping the move
    // numbers, and takes nothing else: read either way, a text gives the same tokens, in the
    // same places (lines and columns of the tokens after it).
    void plainMovesAreTheTokensWords() {
        const std::vector<std::string> texts{
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0",
            "1.e4 e5 2.Nf3\tNc6\r\n3.Bb5 3...a6 4. Ba4 *",
            "1. e4 ... e5 2. d4 {a comment} exd4 $1 3. c3!? dxc3 (3... d5) 4. Bc4 *",
            "1. e4{c} e5(1... c5) 2. Nf3; to the end\n2... Nc6 0-0 O-O-O e8=Q+ Nxf7# 1/2-1/2",
            "1. e4\n% an escape line\n1... e5 12. 13... Qh4#\n\n[Event \"next\"]",
            "1. a4W b5B 2. Nc3W a8B=Q;Nc4N (EA)d6 T>e5 1-0",
            "e4 e5 Nf3 Nc6 *",
            "1.",
            "1. e4 12",
            "1. e4 e5!",
        };
        for (const std::string& text : texts) {
            struct Seen {
                int kind;
                std::string text;
                int line, column; // -1: read by nextPlainMove, which says neither
            };
            std::vector<Seen> tokens, mixed;
            PgnLexer a(text), b(text);
            for (PgnToken t = a.next(); t.kind != PgnToken::Kind::End; t = a.next())
                if (t.kind != PgnToken::Kind::MoveNumber)
                    tokens.push_back({int(t.kind), std::string(t.text), t.line, t.column});
            for (;;) {
                if (const std::optional<std::string_view> word = b.nextPlainMove()) {
                    mixed.push_back({int(PgnToken::Kind::Move), std::string(*word), -1, -1});
                    continue;
                }
                const PgnToken t = b.next();
                if (t.kind == PgnToken::Kind::End) break;
                if (t.kind != PgnToken::Kind::MoveNumber)
                    mixed.push_back({int(t.kind), std::string(t.text), t.line, t.column});
            }
            QVERIFY2(tokens.size() == mixed.size(), text.c_str());
            for (std::size_t i = 0; i < tokens.size(); ++i) {
                QVERIFY2(tokens[i].kind == mixed[i].kind && tokens[i].text == mixed[i].text,
                         qPrintable(QString::fromStdString(text + ": " + mixed[i].text)));
                if (mixed[i].line >= 0) {
                    QCOMPARE(mixed[i].line, tokens[i].line);
                    QCOMPARE(mixed[i].column, tokens[i].column);
                }
            }
            QCOMPARE(int(b.lastKind()), int(a.lastKind()));
        }
    }

    // A value cut by a line break or the end of the text is an error, with or without the
    // eight-byte scan.
    void unterminatedTagValues() {
        for (const std::string text : {"[Event \"Club\n", "[Event \"a long value with no end\n",
                                       "[Event \"Club", "[Event \"a long value with no end"}) {
            PgnLexer lexer(text);
            const PgnToken token = lexer.next();
            QCOMPARE(int(token.kind), int(PgnToken::Kind::Error));
            QCOMPARE(int(token.error->code), int(ErrorCode::GameTagUnterminated));
        }
    }

    // Cotulenh's SAN writes stacks in parentheses; they must not open variations.
    void lexesCotulenhStacks() {
        PgnLexer lexer("1. (EA)d6 (+FC)k10f10 (1... (FM)@g9 T>e5,(NF)>d4) e4::(NT)>e5 "
                       "((EA)d6) (Tf5) (QL3) a1;a2 1-0");
        QStringList tokens;
        for (PgnToken t = lexer.next(); t.kind != PgnToken::Kind::End; t = lexer.next())
            tokens << QString::number(int(t.kind)) + ":" + qs(std::string(t.text));
        const auto word = [](int kind, const char* text) {
            return QString::number(kind) + ":" + text;
        };
        const int number = int(PgnToken::Kind::MoveNumber), move = int(PgnToken::Kind::Move),
                  open = int(PgnToken::Kind::Open), close = int(PgnToken::Kind::Close);
        const QStringList expected = {word(number, "1."),
                                      word(move, "(EA)d6"),
                                      word(move, "(+FC)k10f10"),
                                      word(open, "("),
                                      word(number, "1..."),
                                      word(move, "(FM)@g9"),
                                      word(move, "T>e5,(NF)>d4"),
                                      word(close, ")"),
                                      word(move, "e4::(NT)>e5"),
                                      word(open, "("),
                                      word(move, "(EA)d6"),
                                      word(close, ")"),
                                      word(open, "("),
                                      word(move, "Tf5"),
                                      word(close, ")"),
                                      word(open, "("),
                                      word(move, "QL3"),
                                      word(close, ")"),
                                      word(move, "a1;a2"),
                                      word(int(PgnToken::Kind::Result), "1-0")};
        QCOMPARE(tokens, expected);
    }

    void replaySummary() {
        const PgnReplayResult replay = countingReader().replay(
            std::string(kHeader) + "1. a1 a2 (1... a3) 2. a1;a3 1-0\n\n[Variant \"count\"]\n\n"
                                   "1. a9 *\n");
        QCOMPARE(replay.games.size(), size_t(1));
        QCOMPARE(replay.errors.size(), size_t(1));
        const ReplayedGame& game = replay.games.front();
        QCOMPARE(game.variant, std::string("count"));
        QCOMPARE(game.mainLine, (std::vector<std::string>{"a1", "a2", "a1;a3"}));
        QCOMPARE(game.finalPosition, std::string("7 b 2"));
        QCOMPARE(game.result, std::string("1-0"));
        const PgnError& error = replay.errors.front();
        QCOMPARE(error.game, 2);
        QCOMPARE(error.line, 8);
        QCOMPARE(error.column, 4);
        QCOMPARE(error.error.code, ErrorCode::GameBadTurn);
        QCOMPARE(error.error.args, (std::vector<std::string>{"1", "a9"}));
    }
};

int runPgnRoundTripTest(int argc, char** argv) {
    PgnRoundTripTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "PgnRoundTripTest.moc"
