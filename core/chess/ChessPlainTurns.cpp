// ChessVariant::playPlainTurns: a main line's SAN read, resolved, numbered and played in one
// pass over the text. A database import spends most of its time on such runs; read turn by
// turn, each took a token, a Result and the virtual calls of playRankedTurn and of each key.
// The turns are read by parseSan and numbered by moveCode as playRankedTurn does, so the run
// and the turn-by-turn reading agree by construction; the words are found by
// variant/PlainTurnWords.h, and what else the text holds is left to the generic reader, which
// the run stops before.
#include "ChessVariant.h"
#include "MoveCodes.h"
#include "San.h"

#include "variant/PlainTurnWords.h"

#include <cstdint>

namespace trellis::chess {

std::size_t ChessVariant::playPlainTurns(std::string_view text, PlainTurns& into) {
    std::size_t taken = 0;
    while (const std::optional<plainwords::Word> word = plainwords::nextWord(text, taken)) {
        const Result<Move> move = parseSan(pos_, text.substr(word->begin, word->end - word->begin));
        if (!move) break; // the turn-by-turn reading words the error, or tolerates it
        into.ranks.push_back(std::uint32_t(moveCode(pos_, *move)));
        play(*move);
        PositionKeys& keys = into.keys.emplace_back();
        keys.hash = pos_.hash;
        if (into.keys.size() > into.fullKeysFrom) {
            keys.material = ChessVariant::materialKey();
            keys.structure = ChessVariant::structureKey();
        }
        taken = word->end;
    }
    return taken;
}

} // namespace trellis::chess
