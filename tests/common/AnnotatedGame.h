#pragma once
// A long Tri-D game for the move-list tests and benchmark: `turns` turns on the main line picked
// by a fixed pseudo-random sequence (never one that ends the game), with a game comment,
// comments after and before, NAGs, and a three-turn variation every 15 turns.
#include "game/GameTree.h"
#include "variant/VariantRegistry.h"

#include <cstdint>
#include <string>

namespace trellis::testing {

inline std::uint32_t nextRandom(std::uint32_t& state) {
    state = state * 1664525u + 1013904223u;
    return state >> 8;
}

// A legal turn of `board` after which the game goes on, or nothing when there is none.
inline std::optional<Turn> ongoingTurn(Variant& board, std::uint32_t& state) {
    const auto legal = board.legalTurns();
    if (legal.empty()) return std::nullopt;
    const size_t first = nextRandom(state) % legal.size();
    for (size_t k = 0; k < legal.size(); ++k) {
        const Turn& turn = legal[(first + k) % legal.size()];
        board.makeTurn(turn);
        const Status status = board.status();
        board.undoTurn();
        if (status.outcome == Outcome::Ongoing) return turn;
    }
    return std::nullopt;
}

inline GameTree annotatedGame(int turns, std::uint32_t seed = 7) {
    auto start = std::move(createVariant("trid").value());
    GameTree tree(*start);
    tree.annotation(GameTree::root()).commentAfter = "A long annotated game for the move list.";
    auto board = start->clone();
    NodeId at = GameTree::root();
    for (int i = 0; i < turns; ++i) {
        const auto turn = ongoingTurn(*board, seed);
        if (!turn) break;
        const NodeId node = *tree.addTurn(at, *turn);
        NodeAnnotation& note = tree.annotation(node);
        if (i % 10 == 3) note.commentAfter = "Idea " + std::to_string(i) + ": keep the centre.";
        if (i % 25 == 12) note.commentBefore = "Now the middle game.";
        if (i % 7 == 5) note.nags = {1 + i % 6};
        if (i % 15 == 7) { // a variation replacing this turn
            auto line = board->clone();
            NodeId v = at;
            for (int k = 0; k < 3; ++k) {
                auto alt = ongoingTurn(*line, seed);
                if (!alt || (k == 0 && *alt == *turn)) break;
                v = *tree.addTurn(v, *alt);
                line->makeTurn(*alt);
            }
            if (v != at) tree.annotation(v).commentAfter = "Also possible.";
        }
        board->makeTurn(*turn);
        at = node;
    }
    return tree;
}

} // namespace trellis::testing
