// ErrorText, the one place where core's typed errors become words: every code has a sentence,
// arguments and causes go where they belong, and a sample of each family (position strings,
// turn texts, game files, files) reads as users see it in the status bar, dialogs and stderr.
#include "ErrorText.h"
#include "GameFiles.h"
#include "variant/VariantRegistry.h"

#include <QTemporaryDir>
#include <QTest>

using namespace trellis;

namespace {

std::unique_ptr<Variant> variant(const char* id) {
    auto created = createVariant(id);
    if (!created) qFatal("%s: %s", id, errorDebugText(created.error()).c_str());
    return std::move(created.value());
}

QString positionError(const char* id, const char* position) {
    return errorText(variant(id)->setPosition(position));
}

QString turnError(const char* id, const char* text) {
    auto v = variant(id);
    return errorText(v->parseTurn(text, v->fileNotation()));
}

} // namespace

class TestErrorText : public QObject {
    Q_OBJECT

  private slots:
    // Every code has its own sentence (not the fallback), every placeholder is filled and every
    // code has a name for logs and JSON.
    void everyCodeHasASentence() {
        const std::vector<std::string> args = {"A1", "A2", "A3", "A4", "A5", "A6", "A7"};
        const QString fallback = errorText(Error{ErrorCode(int(kLastErrorCode) + 1), args});
        QSet<QString> sentences;
        for (int c = 0; c <= int(kLastErrorCode); ++c) {
            const ErrorCode code = ErrorCode(c);
            const QString name = QString::fromLatin1(errorCodeName(code));
            QVERIFY2(name != "Unknown", qPrintable(QString::number(c)));
            const QString text = errorText(Error{code, args});
            QVERIFY2(!text.trimmed().isEmpty(), qPrintable(name));
            QVERIFY2(text != fallback, qPrintable(name));
            QVERIFY2(!QRegularExpression("%[1-9]").match(text).hasMatch(), qPrintable(text));
            QVERIFY2(!sentences.contains(text), qPrintable(name + ": " + text));
            sentences.insert(text);
        }
        QVERIFY2(fallback.contains("Unknown"), qPrintable(fallback));
    }

    void argumentsAndCauses() {
        QCOMPARE(errorText(Error{ErrorCode::PositionKingCount, {"FEN", "White", "King", "0"}}),
                 QString("FEN: White has 0 pieces of type King, needs exactly one"));
        // An argument that looks like a placeholder stays as written.
        QCOMPARE(errorText(Error{ErrorCode::TurnAmbiguous, {"%2", "a, b"}}),
                 QString("'%2' is ambiguous: a, b"));
        const Error cause{ErrorCode::PositionFieldCount, {"TFEN", "7", "2"}};
        QCOMPARE(errorText(Error{ErrorCode::GameBadSetUp, {}, cause}),
                 QString("bad [FEN] tag: TFEN: expected 7 fields, found 2"));
        QCOMPARE(errorText(PgnError{3, 17, 5, Error{ErrorCode::GameVariationEmpty}}),
                 QString("game 3, line 17, column 5: empty variation"));
    }

    void positionStrings() {
        QCOMPARE(positionError("trid", "W:4/4/4/K3 w"),
                 QString("TFEN: expected 7 fields, found 2"));
        QCOMPARE(positionError("trid", "W:4/4/4/K3|N:4/4/4/4|B:4/4/4/4 w - - - 0 1"),
                 QString("TFEN: Black has no King"));
        QCOMPARE(positionError("cotulenh", "11/11/11/11/11/11/11/11/11/11/11/4(TA)6 r - - 0 1"),
                 QString("FEN: '(TA)' in the row '4(TA)6' is not a possible stack"));
        QCOMPARE(positionError("chess", "4k3/8/8/3x4/8/8/8/4K3 w - - 0 1"),
                 QString("FEN: 'x' in the row '3x4' is not a piece"));
    }

    // What the position editor and `trellis validate` show: the words a player reads.
    void setUpProblems() {
        const auto problems = [](const char* id, const char* position) {
            QStringList texts;
            for (const Error& e : variant(id)->validatePosition(position, false))
                texts << errorText(e);
            return texts.join(" | ");
        };
        QCOMPARE(problems("cotulenh", "11/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1"),
                 QString("FEN: Blue has no Commander"));
        QCOMPARE(problems("cotulenh", "5c5/11/11/11/11/11/11/11/11/11/2TTT6/6C4 r - - 0 1"),
                 QString("FEN: too many Tank pieces for one side: Red has 3, at most 2"));
        QCOMPARE(problems("cotulenh", "6c4/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1"),
                 QString("FEN: the two Commanders face each other with nothing between"));
        QCOMPARE(problems("chess", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"),
                 QString("FEN: Black is in check but it is not Black's turn"));
        QCOMPARE(problems("chess", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
                 QString("FEN: a pawn on a1, its own first rank"));
    }

    void turnTexts() {
        QCOMPARE(turnError("trid", "Qd4N"), QString("no legal move matches 'Qd4N'"));
        QCOMPARE(turnError("trid", "Nb3"),
                 QString("cannot read 'Nb3' ('Nb3' is not part of a move)"));
        QCOMPARE(turnError("cotulenh", "Zz9"),
                 QString("cannot read 'Zz9' ('Zz9' is not part of a move)"));
        QCOMPARE(turnError("chess", ""), QString("empty move text"));
        QCOMPARE(turnError("chess", "Nd2"), QString("no legal move matches 'Nd2'"));
    }

    // What the window lists for the skipped games of a file, and the CLI prints.
    void gameFiles() {
        const LoadedGames loaded = parseGames("[Variant \"Tri-D Chess\"]\n\n1. Pb2W-b4N *\n\n"
                                              "[Variant \"Tri-D Chess\"]\n\n"
                                              "1. Pb2W-b4N Pc7B-c5N 2. Qz9 *\n\n"
                                              "[Variant \"Cotulenh\"]\n[SetUp \"1\"]\n"
                                              "[FEN \"bad\"]\n\n*\n");
        QCOMPARE(loaded.games.size(), 1);
        QCOMPARE(loaded.errors,
                 QStringList({"game 2, line 7, column 25: move 2: illegal move 'Qz9': cannot read "
                              "'Qz9' ('Qz9' is not part of a move)",
                              "game 3, line 11, column 1: bad [FEN] tag: FEN: expected 6 fields, "
                              "found 1"}));
    }

    void files() {
        QTemporaryDir dir;
        const QString missing = dir.filePath("no/such/folder/game.pgn");
        const LoadedGames loaded = loadGames(missing);
        QVERIFY2(loaded.failure.startsWith("cannot open " + missing + ": "),
                 qPrintable(loaded.failure));
        GameTree tree(*variant("trid"));
        const QString saved = saveGame(missing, tree);
        QVERIFY2(saved.startsWith("cannot save " + missing + ": "), qPrintable(saved));
        QVERIFY(saved.size() > QString("cannot save " + missing + ": ").size());
        QCOMPARE(saveGame(dir.path() + "/", tree),
                 QString("cannot save %1/: the path names no file").arg(dir.path()));
    }
};

QTEST_GUILESS_MAIN(TestErrorText)
#include "TestErrorText.moc"
