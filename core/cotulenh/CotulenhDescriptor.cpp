#include "CotulenhDescriptor.h"

#include "CotulenhSearchGame.h"
#include "CotulenhVariant.h"

#include "search/SearchBackendFor.h"

#include <algorithm>

namespace trellis::cotulenh {

namespace {

Result<std::unique_ptr<Variant>> create(std::string_view rules) {
    if (!rules.empty() && rules != "default")
        return Result<std::unique_ptr<Variant>>::failure(
            Error{ErrorCode::UnknownRuleSet, {"Cotulenh", std::string(rules), "default"}});
    return Result<std::unique_ptr<Variant>>(std::make_unique<CotulenhVariant>());
}

// A Cotulenh FEN: 12 ranks separated by '/', then the side r or b.
bool recognises(std::string_view position) {
    const std::size_t space = position.find(' ');
    if (space == std::string_view::npos || space + 1 >= position.size()) return false;
    const std::string_view board = position.substr(0, space);
    const char side = position[space + 1];
    const bool sideEnds = space + 2 == position.size() || position[space + 2] == ' ';
    return std::count(board.begin(), board.end(), '/') == 11 && (side == 'r' || side == 'b') &&
           sideEnds;
}

std::unique_ptr<search::SearchBackend> createSearch(const Variant& board,
                                                    const search::SearchSetup& setup) {
    // The analysis walks deploy sessions step by step; the mate search, which counts turns,
    // walks whole turns.
    using search::CotulenhSearchGame;
    const auto& cotulenh = static_cast<const CotulenhVariant&>(board);
    auto game = [position = cotulenh.board(), eval = setup.eval,
                 weights =
                     search::cotulenhWeightsFrom(setup.weights)](CotulenhSearchGame::Walk walk) {
        return [position, eval, walk, weights] {
            return CotulenhSearchGame(position, eval, walk, weights);
        };
    };
    return std::make_unique<search::SearchBackendFor<CotulenhSearchGame>>(
        game(CotulenhSearchGame::Walk::Steps), board, setup,
        game(CotulenhSearchGame::Walk::WholeTurns));
}

std::function<int(const Variant&)> evaluator(const std::vector<int>& weights) {
    return [table = search::cotulenhWeightsFrom(weights)](const Variant& board) {
        const auto& cotulenh = static_cast<const CotulenhVariant&>(board);
        return search::evaluateCotulenh(cotulenh.board().position(), search::EvalMode::Full, table);
    };
}

bool quiet(const Variant& board) {
    search::CotulenhSearchGame game(static_cast<const CotulenhVariant&>(board).board(),
                                    search::EvalMode::Full);
    std::vector<search::CotulenhSearchGame::Move> captures;
    game.generateCaptures(captures);
    return captures.empty() && !game.inCheck();
}

} // namespace

const VariantDescriptor& cotulenhDescriptor() {
    static const VariantDescriptor descriptor{
        .id = "cotulenh",
        .aliases = {"co tu lenh", "commander chess", "cờ tư lệnh"},
        .displayName = "Cotulenh",
        .tagName = "Cotulenh",
        .sideNames = {"Red", "Blue"},
        .playerTags = {"Red", "Blue"},
        .positionFormat = "FEN",
        .ruleSets = {"default"},
        .notations = {{Notation::Lan, "LAN"}, {Notation::San, "SAN"}},
        .fileNotation = Notation::San,
        .displayNotation = Notation::San,
        .engineNotation = Notation::Lan,
        .stepwiseTurns = true,
        .uciTokens = "long notation: Tf4f5, Ie5xe6; a deploy whole as <origin>::<steps>: "
                     "e4::T>e5,I>d4",
        .untaggedOrder = 3,
        // The start and two middlegames with stacks from the shared vectors.
        .benchDepth = 4,
        .benchPositions =
            {"6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/"
             "6C4 r - - 0 1",
             "1n4c4/5h1hf2/3a1s5/4gt1tg2/3e2mf1(ea)i/2(ni)8/7T3/2I1E1M2(EA)I/4GT2G2/1N1A2S4/"
             "1NF2H1HF2/6C4 b - - 13 7",
             "7c2f/5h1h3/n1n3s1ga1/3ga(tm)3(FI)1/2ie6i/5t5/4E6/3A1MC2E1/2(NI)1GS1TG2/2N2(FT)3A1/"
             "5H1H3/11 r - - 13 22"},
        .create = create,
        .recognises = recognises,
        .createSearch = createSearch,
        .weightNames = search::cotulenhWeightNames,
        .builtInWeights = [] { return search::cotulenhWeightValues(search::kCotulenhWeights); },
        .evaluator = evaluator,
        .quiet = quiet,
        .pieceNames = {{"C", "Commander"},
                       {"I", "Infantry"},
                       {"T", "Tank"},
                       {"M", "Militia"},
                       {"E", "Engineer"},
                       {"A", "Artillery"},
                       {"G", "Anti-Air"},
                       {"S", "Missile"},
                       {"F", "Air Force"},
                       {"N", "Navy"},
                       {"H", "Headquarters"}},
    };
    return descriptor;
}

} // namespace trellis::cotulenh
