#include "TriDDescriptor.h"

#include "variant/OrthodoxArmy.h"

#include "TriDSearchGame.h"
#include "TriDVariant.h"

#include "search/SearchBackendFor.h"

namespace trellis::trid {

namespace {

Result<std::unique_ptr<Variant>> create(std::string_view rules) {
    auto ruleSet = parseRuleSet(rules.empty() ? ruleSetName(RuleSet::AttackBoard10) : rules);
    if (!ruleSet) return Result<std::unique_ptr<Variant>>::failure(ruleSet.error());
    return Result<std::unique_ptr<Variant>>(std::make_unique<TriDVariant>(*ruleSet));
}

// A TFEN starts with its first main board, "W:".
bool recognises(std::string_view position) {
    return position.substr(0, 2) == "W:";
}

std::unique_ptr<search::SearchBackend> createSearch(const Variant& board,
                                                    const search::SearchSetup& setup) {
    const auto& trid = static_cast<const TriDVariant&>(board);
    return std::make_unique<search::SearchBackendFor<search::TriDSearchGame>>(
        [state = trid.state(), eval = setup.eval,
         weights = search::triDWeightsFrom(setup.weights)] {
            return search::TriDSearchGame(state, eval, weights);
        },
        board, setup);
}

std::function<int(const Variant&)> evaluator(const std::vector<int>& weights) {
    return [table = search::triDWeightsFrom(weights)](const Variant& board) {
        return search::evaluateTriD(static_cast<const TriDVariant&>(board).state(),
                                    search::EvalMode::Full, table);
    };
}

bool quiet(const Variant& board) {
    search::TriDSearchGame game(static_cast<const TriDVariant&>(board).state(),
                                search::EvalMode::Full);
    std::vector<search::TriDSearchGame::Move> captures;
    game.generateCaptures(captures);
    return captures.empty() && !game.inCheck();
}

} // namespace

const VariantDescriptor& triDDescriptor() {
    static const VariantDescriptor descriptor{
        .id = "trid",
        .aliases = {"tri-d chess", "tri-d", "tri-dimensional chess", "star trek tri-d chess"},
        .displayName = "Tri-D Chess",
        .tagName = "Tri-D Chess",
        .sideNames = {"White", "Black"},
        .playerTags = {"White", "Black"},
        .positionFormat = "TFEN",
        .ruleSets = {"meder-attackboard-1.0", "meder-1995"},
        .notations = {{Notation::Composite, "Composite"}, {Notation::Meder, "Meder"}},
        .fileNotation = Notation::Meder,
        .displayNotation = Notation::Composite,
        .engineNotation = Notation::Composite,
        .stepwiseTurns = false,
        .uciTokens = "the composite notation's steps joined by ';' without blanks, no +/# or "
                     "e.p.: Pb2W-b4N, QL1-QL3^180;PQL3@q3-b3W, O-O (Meder's form is read too)",
        .untaggedOrder = 1,
        // The start and two endgames from the shared vectors with a pending deferred promotion.
        .benchDepth = 8,
        .benchPositions =
            {kStartTfen,
             "W:4/4/2K1/p2p|N:1k2/4/4/4|B:P2P/4/4/4|QL1w:2/2|KL1w:2/1R|QL5b:2/2|KL6b:1n/2 w - - "
             "-=a8B 1 31",
             "W:4/4/2K1/r2p|N:1k2/4/4/4|B:P2P/3n/4/4|KL1w:2/1R|QL2w:2/2|QL5b:2/2|QL6b:2/2 w - - "
             "-=d8B 2 32"},
        .create = create,
        .recognises = recognises,
        .createSearch = createSearch,
        .weightNames = search::triDWeightNames,
        .builtInWeights = [] { return search::triDWeightValues(search::kTriDWeights); },
        .evaluator = evaluator,
        .quiet = quiet,
        .pieceNames = orthodoxPieceNames(),
    };
    return descriptor;
}

} // namespace trellis::trid
