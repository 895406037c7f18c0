// Turn texts of every variant and notation (the first byte picks both), read on the start
// position and after the variant's first legal turn: never a crash, and a text that reads names
// a legal turn whose printed text reads back to the same turn (print-parse identity), and the
// ranked reading agrees.
#include "FuzzCheck.h"
#include "variant/VariantRegistry.h"

#include <algorithm>
#include <cstdint>
#include <string_view>

using namespace trellis;

namespace {

void check(Variant& board, Notation notation, std::string_view text) {
    const auto turn = board.parseTurn(text, notation);
    // The databases' reader (its own fast ways) reads the same turn, ranked as legalTurnRank.
    const auto ranked = board.parseRankedTurn(text, notation);
    FUZZ_CHECK(bool(ranked) == bool(turn));
    if (ranked) {
        FUZZ_CHECK(ranked.value().turn == turn.value());
        FUZZ_CHECK(!ranked.value().rank ||
                   ranked.value().rank == board.legalTurnRank(turn.value()));
    }
    if (!turn) return;
    const auto legal = board.legalTurns();
    FUZZ_CHECK(std::find(legal.begin(), legal.end(), turn.value()) != legal.end());
    const std::string printed = board.turnText(turn.value(), notation);
    const auto back = board.parseTurn(printed, notation);
    FUZZ_CHECK(back && back.value() == turn.value());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const auto& variants = registeredVariants();
    const VariantDescriptor& v = *variants[data[0] % variants.size()];
    const Notation notation =
        v.notations[(data[0] / variants.size()) % v.notations.size()].notation;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    auto board = createVariant(v.id);
    check(*board.value(), notation, text);
    const auto legal = board.value()->legalTurns();
    if (legal.empty()) return 0;
    board.value()->makeTurn(legal.front());
    check(*board.value(), notation, text);
    return 0;
}
