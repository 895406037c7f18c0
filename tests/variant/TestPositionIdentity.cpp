// Position identity (FORMATS.md section 6), which position search and the opening tree index:
// Variant::hash() is equal exactly when the position strings agree in every field but the two
// clocks, it does not depend on how the position was reached, and it is the same in every run
// (fixed Zobrist keys: a database stores it). Checked along random games of every variant and
// on hand-made pairs that differ in one field (side to move, castling, en passant, attack-board
// owners, double-step rights, heroic pieces, a deploy session).
#include "variant/VariantRegistry.h"

#include <QTest>

#include <cctype>
#include <map>
#include <random>
#include <set>

using namespace trellis;

namespace {

// The position string without its two clock fields (the last two of a turn-start string).
std::string withoutClocks(const std::string& position) {
    std::string out = position;
    for (int field = 0; field < 2; ++field) out.erase(out.find_last_of(' '));
    return out;
}

std::unique_ptr<Variant> board(const std::string& id) {
    return std::move(createVariant(id).value());
}

std::uint64_t hashOf(const std::string& id, const std::string& position) {
    auto b = board(id);
    const auto set = b->setPosition(position);
    if (!set) qFatal("bad test position %s", position.c_str());
    return b->hash();
}

std::uint64_t hashOfMaterial(const std::string& id, const std::string& position) {
    auto b = board(id);
    if (!b->setPosition(position)) qFatal("bad test position %s", position.c_str());
    return b->materialKey();
}

// Pieces on the board, counted from what the views see (stacks count each piece).
std::size_t piecesOf(const Variant& b) {
    std::size_t n = 0;
    for (const SquareContent& s : b.contents().squares)
        for (char c : s.piece) n += std::isalpha(static_cast<unsigned char>(c)) ? 1 : 0;
    return n;
}

} // namespace

class TestPositionIdentity : public QObject {
    Q_OBJECT

  private slots:
    void variants_data() {
        QTest::addColumn<QString>("variant");
        for (const std::string& id : variantIds())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }

    // Along random games: one string, one hash, both ways; a board loaded from the string has
    // the hash of the board that played to it.
    void hashFollowsPositionString_data() { variants_data(); }
    void hashFollowsPositionString() {
        QFETCH(QString, variant);
        const std::string id = variant.toStdString();
        std::map<std::string, std::uint64_t> hashOfText;
        std::map<std::uint64_t, std::string> textOfHash;
        std::mt19937 random(11);
        const int games = id == "cotulenh" ? 6 : 20, plies = id == "cotulenh" ? 30 : 60;
        for (int g = 0; g < games; ++g) {
            auto b = board(id);
            for (int ply = 0; ply <= plies; ++ply) {
                const std::string text = b->position();
                const std::string key = withoutClocks(text);
                const auto [h, newText] = hashOfText.emplace(key, b->hash());
                QCOMPARE(h->second, b->hash());
                const auto [t, newHash] = textOfHash.emplace(b->hash(), key);
                QCOMPARE(QString::fromStdString(t->second), QString::fromStdString(key));
                QCOMPARE(hashOf(id, text), b->hash());
                if (b->status().outcome != Outcome::Ongoing) break;
                const std::vector<Turn> legal = b->legalTurns();
                if (legal.empty()) break;
                b->makeTurn(legal[random() % legal.size()]);
            }
        }
        QVERIFY(hashOfText.size() > std::size_t(games * plies / 2));
    }

    // Material (what position search prunes by): the same for the same pieces wherever they
    // stand, changed by every capture, never back to an earlier value once changed.
    void materialKeyFollowsThePieces_data() { variants_data(); }
    void materialKeyFollowsThePieces() {
        QFETCH(QString, variant);
        const std::string id = variant.toStdString();
        std::mt19937 random(3);
        int captures = 0;
        for (int g = 0; g < 6; ++g) {
            auto b = board(id);
            std::set<std::uint64_t> left; // materials the game has had and left
            std::uint64_t current = b->materialKey();
            for (int ply = 0; ply < 80 && b->status().outcome == Outcome::Ongoing; ++ply) {
                const std::vector<Turn> legal = b->legalTurns();
                if (legal.empty()) break;
                const std::size_t pieces = piecesOf(*b);
                b->makeTurn(legal[random() % legal.size()]);
                const std::uint64_t now = b->materialKey();
                if (piecesOf(*b) != pieces) {
                    QVERIFY(now != current);
                    ++captures;
                }
                if (now != current) {
                    left.insert(current);
                    QVERIFY(!left.count(now));
                    current = now;
                }
            }
        }
        QVERIFY(captures > 0);
        // A board loaded from the string has the same material.
        auto b = board(id);
        QCOMPARE(hashOfMaterial(id, b->position()), b->materialKey());
    }

    // Structure (what position search notes past the indexed plies): a function of the
    // position (a board loaded from the string has it), and in chess and Tri-D, where it is
    // the pawns, kept over long stretches of a game.
    void structureKeyFollowsThePosition_data() { variants_data(); }
    void structureKeyFollowsThePosition() {
        QFETCH(QString, variant);
        const std::string id = variant.toStdString();
        std::mt19937 random(5);
        int plies = 0, stretches = 0;
        for (int g = 0; g < 6; ++g) {
            auto b = board(id);
            std::uint64_t last = b->structureKey();
            for (int ply = 0; ply < 60 && b->status().outcome == Outcome::Ongoing; ++ply) {
                const std::vector<Turn> legal = b->legalTurns();
                if (legal.empty()) break;
                b->makeTurn(legal[random() % legal.size()]);
                auto loaded = board(id);
                QVERIFY(loaded->setPosition(b->position()));
                QCOMPARE(loaded->structureKey(), b->structureKey());
                ++plies;
                stretches += b->structureKey() != last;
                last = b->structureKey();
            }
        }
        QVERIFY(plies > 100);
        if (id == "chess" || id == "trid")
            QVERIFY2(
                stretches * 3 < plies * 2,
                qPrintable(QStringLiteral("%1 changes in %2 plies").arg(stretches).arg(plies)));
    }

    void chessStructureIsThePawns() {
        auto b = board("chess");
        const std::uint64_t start = b->structureKey();
        b->makeTurn(*b->parseTurn("Nf3", Notation::San));
        QCOMPARE(b->structureKey(), start);
        b->makeTurn(*b->parseTurn("e5", Notation::San));
        QVERIFY(b->structureKey() != start);
        QCOMPARE(hashOf("chess", b->position()), b->hash());
    }

    // Two move orders to one position: one hash; the clocks do not count.
    void transpositionsShareTheHash_data() { variants_data(); }
    void transpositionsShareTheHash() {
        QFETCH(QString, variant);
        const std::string id = variant.toStdString();
        auto start = board(id);
        const std::vector<Turn> first = start->legalTurns();
        int found = 0;
        for (std::size_t a = 0; a < first.size() && found < 3; ++a)
            for (std::size_t b = a + 1; b < first.size() && found < 3; ++b) {
                auto one = board(id), two = board(id);
                one->makeTurn(first[a]);
                two->makeTurn(first[b]);
                const Turn reply = one->legalTurns().front();
                const std::vector<Turn> twoReplies = two->legalTurns();
                if (std::find(twoReplies.begin(), twoReplies.end(), reply) == twoReplies.end())
                    continue;
                one->makeTurn(reply);
                two->makeTurn(reply);
                const std::vector<Turn> oneNext = one->legalTurns(), twoNext = two->legalTurns();
                if (std::find(oneNext.begin(), oneNext.end(), first[b]) == oneNext.end() ||
                    std::find(twoNext.begin(), twoNext.end(), first[a]) == twoNext.end())
                    continue;
                one->makeTurn(first[b]);
                two->makeTurn(first[a]);
                if (withoutClocks(one->position()) != withoutClocks(two->position())) {
                    QVERIFY(one->hash() != two->hash());
                    continue;
                }
                QCOMPARE(one->hash(), two->hash());
                ++found;
            }
        QCOMPARE(found, 3);
    }

    // The keys are fixed: a database written by one run is read by the next.
    void hashIsTheSameInEveryRun_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<quint64>("startHash");
        QTest::newRow("trid") << "trid" << quint64(0xd519301e3a77eee4ull);
        QTest::newRow("cotulenh") << "cotulenh" << quint64(0x822366f610160594ull);
        QTest::newRow("chess") << "chess" << quint64(0x5486793c66683ff0ull);
    }
    void hashIsTheSameInEveryRun() {
        QFETCH(QString, variant);
        QFETCH(quint64, startHash);
        const std::uint64_t h = board(variant.toStdString())->hash();
        QCOMPARE(quint64(h), startHash);
    }

    // One field changed, everything else kept: another hash. The clocks changed: the same.
    void eachFieldCounts_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("one");
        QTest::addColumn<QString>("other");
        QTest::addColumn<bool>("same");
        const QString tridStart = QStringLiteral("W:4/4/PPPP/NBBN|N:4/4/4/4|B:nbbn/pppp/4/"
                                                 "4|QL1w:PP/RQ|KL1w:PP/KR|QL6b:rq/pp|KL6b:kr/pp");
        QTest::newRow("trid clocks")
            << "trid" << tridStart + " w KQkq - - 0 1" << tridStart + " w KQkq - - 7 12" << true;
        QTest::newRow("trid side")
            << "trid" << tridStart + " w KQkq - - 0 1" << tridStart + " b KQkq - - 0 1" << false;
        QTest::newRow("trid castling")
            << "trid" << tridStart + " w KQkq - - 0 1" << tridStart + " w Qkq - - 0 1" << false;
        QTest::newRow("trid board owners")
            << "trid"
            << "W:4/4/4/2K1|N:2k1/4/4/4|B:4/4/4/4|KL1w:2/2|QL5b:2/2 w - - - 0 1"
            << "W:4/4/4/2K1|N:2k1/4/4/4|B:4/4/4/4|KL1b:2/2|QL5b:2/2 w - - - 0 1" << false;
        QTest::newRow("trid double step")
            << "trid"
            << "W:4/4/P3/2K1|N:2k1/4/4/4|B:4/4/4/4|KL1w:2/2 w - - - 0 1"
            << "W:4/4/P3/2K1|N:2k1/4/4/4|B:4/4/4/4|KL1w:2/2 w - - a2W 0 1" << false;
        const QString chessStart = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
        QTest::newRow("chess clocks")
            << "chess" << chessStart + " b KQkq - 0 1" << chessStart + " b KQkq - 3 9" << true;
        QTest::newRow("chess side")
            << "chess" << chessStart + " b KQkq - 0 1" << chessStart + " w KQkq - 0 1" << false;
        QTest::newRow("chess castling")
            << "chess" << chessStart + " b KQkq - 0 1" << chessStart + " b Kkq - 0 1" << false;
        QTest::newRow("chess en passant")
            << "chess"
            << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"
            << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3" << false;
        const QString cotulenhStart = QStringLiteral(
            "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/"
            "1N2FH1HF2/6C4");
        QTest::newRow("cotulenh clocks")
            << "cotulenh" << cotulenhStart + " r - - 0 1" << cotulenhStart + " r - - 4 8" << true;
        QTest::newRow("cotulenh side")
            << "cotulenh" << cotulenhStart + " r - - 0 1" << cotulenhStart + " b - - 0 1" << false;
        QTest::newRow("cotulenh heroic")
            << "cotulenh" << cotulenhStart + " r - - 0 1"
            << QString(cotulenhStart).replace(QStringLiteral("2N1GT"), QStringLiteral("2+N1GT")) +
                   " r - - 0 1"
            << false;
        // A deploy session in progress: its square and the pieces still to deploy count.
        const QString stacked = QStringLiteral(
            "6c4/1n2fh1hf2/3a2s2a1/2(ni)1gt1tg2/3e2m2ei/11/11/3E2M2EI/2(NI)1GT1TG2/3A2S2A1/"
            "1N2FH1HF2/6C4 r - - ");
        QTest::newRow("cotulenh deploy session")
            << "cotulenh" << stacked + "2 2" << stacked + "2 2 c4::I>c5..." << false;
        QTest::newRow("cotulenh deploy step")
            << "cotulenh" << stacked + "2 2 c4::I>c5..." << stacked + "2 2 c4::I>d4..." << false;
        QTest::newRow("cotulenh deploy clocks")
            << "cotulenh" << stacked + "2 2 c4::I>c5..." << stacked + "6 9 c4::I>c5..." << true;
    }

    // A double step writes its square in the en-passant field (Tri-D: after every double
    // step): the same board without it is another position.
    void enPassantCounts_data() { variants_data(); }
    void enPassantCounts() {
        QFETCH(QString, variant);
        auto b = board(variant.toStdString());
        int checked = 0;
        for (const Turn& turn : b->legalTurns()) {
            b->makeTurn(turn);
            const std::string text = b->position();
            std::vector<std::string> fields;
            for (std::size_t at = 0, next; at <= text.size(); at = next + 1) {
                next = std::min(text.find(' ', at), text.size());
                fields.push_back(text.substr(at, next - at));
            }
            const std::size_t ep = 3; // the field after side to move and castling
            if (fields.size() > ep && fields[ep] != "-") {
                std::string other;
                for (std::size_t f = 0; f < fields.size(); ++f)
                    other += (f ? " " : "") + (f == ep ? std::string("-") : fields[f]);
                auto without = board(variant.toStdString());
                QVERIFY(without->setPosition(other));
                QVERIFY(without->hash() != b->hash());
                ++checked;
            }
            b->undoTurn();
        }
        // Chess keeps the square only while a capture is possible, never after a first turn;
        // Cotulenh has no en passant.
        QCOMPARE(checked > 0, variant == "trid");
    }

    void eachFieldCounts() {
        QFETCH(QString, variant);
        QFETCH(QString, one);
        QFETCH(QString, other);
        QFETCH(bool, same);
        const std::string id = variant.toStdString();
        QCOMPARE(hashOf(id, one.toStdString()) == hashOf(id, other.toStdString()), same);
    }
};

QTEST_APPLESS_MAIN(TestPositionIdentity)
#include "TestPositionIdentity.moc"
