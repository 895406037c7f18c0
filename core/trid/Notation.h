#pragma once
// Tri-D move notation (FORMATS.md section 2): the composite notation and Meder's algebraic
// notation, printed canonically and parsed leniently (every form the formats document lists).
#include "Step.h"
#include "TriDPosition.h"

#include "variant/Result.h"

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>

namespace trellis::trid {

// The turn's steps joined by "; " (no check suffix), e.g. "a8B=Q; Qa8B-b7B".
std::string compositeText(const TriDPosition& pos, const TriDTurn& turn);
// Meder algebraic, steps joined by ";" (no check suffix); `legal` holds every legal turn of
// `pos`, needed to disambiguate.
std::string mederText(const TriDPosition& pos, const TriDTurn& turn, const TriDTurn* legal,
                      int legalCount);

// Finds the one legal turn `text` denotes, in either notation. Fails naming the candidates
// when several match, or saying none does.
Result<TriDTurn> parseTurnText(const TriDPosition& pos, std::string_view text);
// The same among `pos`'s legal turns, already generated.
Result<TriDTurn> parseTurnText(const TriDPosition& pos, std::string_view text,
                               const TriDTurn* legal, int legalCount);
// The same among the legal turns `candidates` gives once the text is read. It receives the cells
// the text's first step may land on (bit c for cell c; every bit when the text does not say; a
// promotion step's cell is its pawn's): with every legal turn landing there the answer is
// parseTurnText's; a turn left out is not found, nor the ambiguity it would make.
using TurnCandidates = std::function<std::span<const TriDTurn>(std::uint64_t cells)>;
Result<TriDTurn> parseTurnText(const TriDPosition& pos, std::string_view text,
                               const TurnCandidates& candidates);

// The position before each step: positions[i] is the position step i is played from.
struct StepPositions {
    std::array<TriDPosition, 4> before;
};
StepPositions positionsOfSteps(const TriDPosition& pos, const TriDTurn& turn);

} // namespace trellis::trid
