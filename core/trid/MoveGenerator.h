#pragma once
// Legal turn generation for Tri-D chess (TRID-RULES.md sections 3-8). Writes into a caller's
// fixed buffer: nothing is allocated.
#include "Step.h"
#include "TriDPosition.h"

#include <cstdint>

namespace trellis::trid {

constexpr int kMaxTurns = 2048;

// Fills out[0..n) with every legal turn of `pos` and returns n (at most kMaxTurns).
int generateLegalTurns(const TriDPosition& pos, TriDTurn* out);

// The legal turns that capture or promote (a step with a capture, or a promotion, a deferred
// one included): what quiescence searches. The same turns in the same order as
// generateLegalTurns gives them, without building the others (quiet moves, castling, board
// moves that force no promotion).
int generateLegalCaptures(const TriDPosition& pos, TriDTurn* out);

// Leaf count of the legal-turn tree (bulk counting at the last ply).
std::uint64_t perft(const TriDPosition& pos, int depth);

} // namespace trellis::trid
