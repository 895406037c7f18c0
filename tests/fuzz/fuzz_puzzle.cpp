// Puzzle collections: every game of a file with a goal the verifier can answer quickly (mate in
// 1, or win at depth 1, so that one input stays fast) is verified; the verdict must be whole: an
// accepted solution is a line of legal turns, a cook names its alternatives, a refusal its reason.
#include "FuzzCheck.h"
#include "game/PgnReader.h"
#include "puzzle/PuzzleVerifier.h"
#include "variant/VariantRegistry.h"

#include <cstdint>
#include <string>

using namespace trellis;

namespace {

bool isLegalLine(const Variant& start, const std::vector<Turn>& line) {
    const std::unique_ptr<Variant> board = start.clone();
    for (const Turn& turn : line) {
        if (!board->legalTurnRank(turn)) return false;
        board->makeTurn(turn);
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const PgnReader reader(registeredVariants());
    const PgnReadResult read = reader.read(std::string(reinterpret_cast<const char*>(data), size));
    for (const PgnGame& g : read.games) {
        const auto goal = puzzle::parseGoal(g.tree.tag("Goal"));
        if (goal && goal->kind == puzzle::Goal::Kind::Mate && goal->turns > 1) continue;
        const puzzle::Verdict v = puzzle::PuzzleVerifier(1).verify(g.tree);
        switch (v.kind) {
        case puzzle::Verdict::Kind::Ok:
            FUZZ_CHECK(!v.line.empty());
            FUZZ_CHECK(isLegalLine(g.tree.startVariant(), v.line));
            break;
        case puzzle::Verdict::Kind::NotUnique:
            FUZZ_CHECK(!v.alternatives.empty());
            break;
        case puzzle::Verdict::Kind::Wrong:
        case puzzle::Verdict::Kind::Unsound:
            FUZZ_CHECK(v.reason.code != ErrorCode::None);
            break;
        }
    }
    return 0;
}
