#pragma once
// Standard algebraic notation as the PGN standard writes it (Nf3, exd5, e8=Q, O-O, Raxd1,
// R1e2, Qh4e1), and a lenient reader as PGN readers are: 0-0 / 0-0-0, a missing or extra 'x',
// over-disambiguation (Ng1f3, Ng1-f3), promotion without '=' or in lower case, trailing
// + # ! ? and "e.p.".
#include "Position.h"

#include "variant/Result.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace trellis::chess {

// The SAN of a legal move without its check suffix; `legal` are the position's legal moves
// (for disambiguation).
std::string sanText(const Position& pos, Move move, const Move* legal, int count);
// "+" when the move gives check, "#" when it mates, else empty.
std::string checkSuffix(const Position& pos, Move move);
// The legal move a SAN text names. Errors: TurnEmpty {}, TurnUnreadable {text, part},
// TurnNoMatch {text}, TurnAmbiguous {text, candidates in SAN, comma-separated}.
Result<Move> parseSan(const Position& pos, std::string_view text);

// Shared by the readers: the text without surrounding blanks and trailing annotations
// (+ # ! ? and "e.p.").
std::string_view stripTurnSuffixes(std::string_view text);
// The one candidate, or TurnNoMatch / TurnAmbiguous (candidates named in SAN).
Result<Move> singleCandidate(const Position& pos, std::string_view text,
                             std::span<const Move> candidates);

} // namespace trellis::chess
