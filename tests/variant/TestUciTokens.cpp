// UCI move tokens (Variant::uciToken / parseUciToken, FORMATS.md section 8): every legal turn of
// every position of the shared vectors (and of chess positions with castling, en passant and
// promotions) becomes one token without blanks that reads back as the same turn; the tokens
// agree with the vectors' own lists where those are written in the same form; illegal tokens
// are errors.
#include "Sanitized.h"
#include "SharedData.h"

#include "variant/VariantRegistry.h"

#include <QJsonArray>
#include <QTest>

#include <algorithm>
#include <memory>
#include <set>

using namespace trellis;

namespace {

std::unique_ptr<Variant> boardAt(const std::string& id, const std::string& rules,
                                 const std::string& position) {
    auto board = std::move(createVariant(id, rules).value());
    if (!board->setPosition(position)) return nullptr;
    return board;
}

// Every legal turn's token has no blank and reads back as that turn: the tokens, sorted, or
// the first that fails in `failure`.
std::vector<std::string> roundTrip(Variant& board, const QString& where, QString& failure) {
    std::vector<std::string> tokens;
    for (const Turn& turn : board.legalTurns()) {
        const std::string token = board.uciToken(turn);
        const QString context = where + ": " + QString::fromStdString(token);
        if (token.empty() || token.find_first_of(" \t") != std::string::npos) {
            failure = context + ": not one word";
            return {};
        }
        const Result<Turn> back = board.parseUciToken(token);
        if (!back || *back != turn) {
            failure = context + ": does not read back";
            return {};
        }
        tokens.push_back(token);
    }
    std::sort(tokens.begin(), tokens.end());
    return tokens;
}

std::string withoutBlanks(std::string text) {
    for (std::size_t at; (at = text.find(" e.p.")) != std::string::npos;) text.erase(at, 5);
    for (std::size_t at; (at = text.find("; ")) != std::string::npos;) text.erase(at + 1, 1);
    return text;
}

} // namespace

class TestUciTokens : public QObject {
    Q_OBJECT

  private slots:
    // The vectors list each legal turn in composite notation: the token is that text without
    // its blanks.
    void triDVectors() {
        TRELLIS_REQUIRE_SHARED("trid/vectors.jsonl");
        int turns = 0, index = 0;
        for (const QJsonObject& row :
             testing::readJsonLines(testing::sharedDataPath("trid/vectors.jsonl"))) {
            if (index++ % testing::kVectorStride) continue; // under the sanitizers: 1 in 8
            auto board = boardAt("trid", row["rules"].toString().toStdString(),
                                 row["tfen"].toString().toStdString());
            QVERIFY(board);
            QString failure;
            const std::vector<std::string> tokens =
                roundTrip(*board, row["tfen"].toString(), failure);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
            std::vector<std::string> expected;
            for (const auto& text : row["legal"].toArray())
                expected.push_back(withoutBlanks(text.toString().toStdString()));
            std::sort(expected.begin(), expected.end());
            QCOMPARE(tokens, expected);
            turns += int(tokens.size());
        }
        QVERIFY(turns > 1000 / testing::kVectorStride);
    }

    // Single moves are the vectors' LAN; deploys read back whole.
    void cotulenhVectors() {
        TRELLIS_REQUIRE_SHARED("cotulenh/vectors.jsonl");
        int turns = 0, deploys = 0, index = 0;
        for (const QJsonObject& row :
             testing::readJsonLines(testing::sharedDataPath("cotulenh/vectors.jsonl"))) {
            if (row["midSession"].toBool()) continue;       // UCI positions start at a turn's start
            if (index++ % testing::kVectorStride) continue; // under the sanitizers: 1 in 8
            auto board = boardAt("cotulenh", "", row["fen"].toString().toStdString());
            QVERIFY(board);
            std::set<std::string> lan;
            for (const auto& text : row["lan"].toArray()) lan.insert(text.toString().toStdString());
            QString failure;
            const std::vector<std::string> tokens =
                roundTrip(*board, row["fen"].toString(), failure);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
            for (const std::string& token : tokens) {
                if (token.find("::") != std::string::npos)
                    ++deploys;
                else
                    QVERIFY2(lan.count(token), token.c_str());
                ++turns;
            }
        }
        QVERIFY(turns > 1000 / testing::kVectorStride);
        QVERIFY(deploys > 10 / testing::kVectorStride);
    }

    void chessPositions() {
        const std::vector<std::string> positions{
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/Pp2P3/2N2Q1p/1PPBBPPP/R3K2R b KQkq a3 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"};
        std::set<std::string> all;
        for (const std::string& p : positions) {
            auto board = boardAt("chess", "", p);
            QVERIFY(board);
            QString failure;
            for (const std::string& t : roundTrip(*board, QString::fromStdString(p), failure))
                all.insert(t);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
        for (const char* expected :
             {"e2e4", "g1f3", "e1g1", "e1c1", "e8c8", "e8g8", "b4a3", "g2h1q", "g2h1n", "g2g1q"})
            QVERIFY2(all.count(expected), expected);
    }

    void illegalTokensAreErrors() {
        const auto chess =
            boardAt("chess", "", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        for (const char* bad : {"e2e5", "e7e5", "", "e2", "zz"})
            QVERIFY2(!chess->parseUciToken(bad), bad);
        auto trid = std::move(createVariant("trid").value());
        for (const char* bad : {"Pb2W-b5N", "Pb2W-b4N;Pc2W-c4N", "Pb2W-b4N;"})
            QVERIFY2(!trid->parseUciToken(bad), bad);
        auto cotulenh = std::move(createVariant("cotulenh").value());
        for (const char* bad : {"Tf4f9", "e4::T>e5", "nonsense"})
            QVERIFY2(!cotulenh->parseUciToken(bad), bad);
    }
};

QTEST_GUILESS_MAIN(TestUciTokens)
#include "TestUciTokens.moc"
