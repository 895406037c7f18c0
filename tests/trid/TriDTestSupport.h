#pragma once
// Helpers for the Tri-D tests: positions from piece lists, legal-turn texts, colour mirror and
// reproducible random positions.
#include "trid/MoveGenerator.h"
#include "trid/Notation.h"
#include "trid/Tfen.h"
#include "trid/TriDVariant.h"

#include <QStringList>
#include <QTest>

#include <memory>
#include <random>
#include <string>
#include <vector>

namespace trellis::trid::testing {

// pieces: "Kc1W", "kc8B", "RQL1@q1" (upper case White, lower case Black); boards: "QL1w".
inline TfenParse build(const std::vector<std::string>& pieces,
                       const std::vector<std::string>& boards, char side = 'w', int fullmove = 10,
                       RuleSet rules = RuleSet::AttackBoard10, const std::string& castling = "-") {
    TriDPosition p;
    for (const std::string& b : boards) p.pinOwner[parsePin(b)] = b[3] == 'b';
    for (const std::string& text : pieces) {
        const char letter = text[0];
        const int square = parseSquare(text.substr(1));
        if (square < 0) qFatal("bad square in %s", text.c_str());
        p.board[square] = makePiece(pieceTypeFromLetter(char(std::toupper(letter))),
                                    std::islower(letter) ? 1 : 0);
    }
    p.side = side == 'b';
    std::string tfen = printTfen(p);
    // printTfen wrote the defaults for the last fields; put in the wanted ones.
    const auto cut = tfen.find(side == 'b' ? " b " : " w ");
    tfen = tfen.substr(0, cut) + ' ' + side + ' ' + castling + " - - 0 " + std::to_string(fullmove);
    return parseTfen(tfen, rules);
}

inline TriDPosition position(const std::vector<std::string>& pieces,
                             const std::vector<std::string>& boards, char side = 'w',
                             int fullmove = 10, RuleSet rules = RuleSet::AttackBoard10,
                             const std::string& castling = "-") {
    const TfenParse parsed = build(pieces, boards, side, fullmove, rules, castling);
    if (!parsed.position)
        qFatal("test position rejected: %s", errorDebugText(parsed.error).c_str());
    return *parsed.position;
}

inline TriDPosition fromTfen(const std::string& tfen, RuleSet rules = RuleSet::AttackBoard10) {
    const TfenParse parsed = parseTfen(tfen, rules);
    if (!parsed.position) qFatal("TFEN rejected: %s", errorDebugText(parsed.error).c_str());
    return *parsed.position;
}

struct Turns {
    std::unique_ptr<TriDTurn[]> list{new TriDTurn[kMaxTurns]};
    int count = 0;
    explicit Turns(const TriDPosition& pos) { count = generateLegalTurns(pos, list.get()); }
    const TriDTurn* begin() const { return list.get(); }
    const TriDTurn* end() const { return list.get() + count; }
};

inline QStringList legalTexts(const TriDPosition& pos) {
    QStringList out;
    for (const TriDTurn& t : Turns(pos)) out << QString::fromStdString(compositeText(pos, t));
    out.sort();
    return out;
}

// The texts of the legal turns that start with `prefix`.
inline QStringList legalStartingWith(const TriDPosition& pos, const QString& prefix) {
    QStringList out;
    for (const QString& t : legalTexts(pos))
        if (t.startsWith(prefix)) out << t;
    return out;
}

inline TriDPosition after(const TriDPosition& pos, const std::string& text) {
    const Result<TriDTurn> turn = parseTurnText(pos, text);
    if (!turn) qFatal("turn %s rejected: %s", text.c_str(), errorDebugText(turn.error()).c_str());
    TriDPosition next = pos;
    next.play(*turn);
    return next;
}

// Colour mirror: swap colours, rank r -> 9 - r, QLn -> QL(7-n), KLn -> KL(7-n), W <-> B.
inline TriDPosition mirror(const TriDPosition& pos) {
    const Tables& t = tables();
    auto mirrorLevel = [](int level) {
        if (!isPinLevel(level)) return 2 - level;
        const int pin = pinOfLevel(level);
        return levelOfPin(pinIndex(pinIsKingSide(pin), 7 - pinNumber(pin)));
    };
    auto mirrorSquare = [&](int s) {
        const SquareInfo i = t.square[s];
        return int(t.squareAt[mirrorLevel(i.level)][cellOf(fileOf(i.cell), 9 - rankOf(i.cell))]);
    };
    TriDPosition m;
    m.rules = pos.rules;
    for (int p = 0; p < kPins; ++p)
        if (pos.pinOwner[p] >= 0)
            m.pinOwner[pinOfLevel(mirrorLevel(levelOfPin(p)))] = std::int8_t(1 - pos.pinOwner[p]);
    for (int s = 0; s < kSquares; ++s)
        if (pos.board[s]) m.board[mirrorSquare(s)] = std::uint8_t(pos.board[s] ^ kColourBit);
    m.side = std::int8_t(1 - pos.side);
    m.castling = std::uint8_t(((pos.castling & 3) << 2) | ((pos.castling >> 2) & 3));
    m.enPassant = pos.enPassant >= 0 ? std::int8_t(mirrorSquare(pos.enPassant)) : std::int8_t(-1);
    m.pendingPromotion = pos.pendingPromotion >= 0 ? std::int8_t(mirrorSquare(pos.pendingPromotion))
                                                   : std::int8_t(-1);
    m.halfmove = pos.halfmove;
    m.fullmove = pos.fullmove;
    return fromTfen(printTfen(m), pos.rules);
}

// Positions reached by random legal play from the start (fixed seed), fullmove above 1.
inline std::vector<TriDPosition> randomPositions(int games, int maxPlies, unsigned seed,
                                                 RuleSet rules = RuleSet::AttackBoard10) {
    std::mt19937 rng(seed);
    std::vector<TriDPosition> out;
    for (int g = 0; g < games; ++g) {
        TriDPosition pos = fromTfen(kStartTfen, rules);
        const int plies = 3 + int(rng() % unsigned(maxPlies));
        for (int i = 0; i < plies; ++i) {
            const Turns turns(pos);
            if (turns.count == 0) break;
            pos.play(turns.list[rng() % unsigned(turns.count)]);
        }
        if (pos.fullmove > 1) out.push_back(pos);
    }
    return out;
}

} // namespace trellis::trid::testing
