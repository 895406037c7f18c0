#pragma once
// SAN and LAN as the engine writes them (COTULENH-RULES section 8), with the one fix of
// section 9: a rank disambiguator is the full rank (the engine wrote only its first digit).
#include "MoveGenerator.h"
#include "Types.h"

#include <string>
#include <string_view>
#include <vector>

namespace trellis::cotulenh {

// ">", "_", "x", "@", "&" in that order, as the flags ask.
std::string separators(std::uint8_t flags);
// "Tf4f5", "(NT)c3>xc5" (piece, from, separators, to).
std::string moveLan(const Move& m);
// "Tf5", "Thf5": disambiguated against `context` (same carrier type, same destination).
// engineRankDigit reproduces the engine's one-digit rank disambiguator (tests only).
std::string moveSan(const Move& m, const MoveList& context, bool engineRankDigit = false);
// The part of moveSan that tells the origin apart: "", a file, a rank or a square.
std::string sanOrigin(const Move& m, const MoveList& context, bool engineRankDigit = false);
// A step inside a committed deploy: piece, separators, destination ("T>e5", "(FI)>&g12"); with
// `origin` (a file, rank or square) told apart before the separators ("(FT)h>&g8").
std::string stepText(const Move& m, const std::string& origin = {});

// Committed deploy turn. `original` is the stack when the session opened; `origin` tells its
// square apart on the first step when two alike stacks make the same steps.
std::string deploySan(const Cell& original, const Move* steps, int count,
                      const std::string& origin = {});
std::string deployLan(int origin, const Cell& original, const Move* steps, int count);

// Rewrites the seed's and other accepted input forms into ours: "*" -> "_", "**" -> "@",
// "-" between squares dropped, check/mate/annotation suffixes dropped, seed deploy form
// "N<,Fe5,Td4" -> "N<F>e5,T>d4".
std::string normalizeMoveInput(std::string_view text);

} // namespace trellis::cotulenh
