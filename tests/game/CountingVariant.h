#pragma once
// A small but complete Variant for the game-tree tests, so they do not depend on the real
// variants: two players add 1, 2 or 3 to a running total; whoever reaches the target (30, or 10
// with the "short" rules) wins. A turn is one step ("a2") or two steps whose first adds 1
// ("a1;a3" in the file notation, "a1; a3" in the composite one), so composite turns and the ';'
// inside move words get exercised. "+" marks a total the next player can finish from, "#" the
// end. The step letter is configurable so one class can stand in for several variant ids.
#include "game/PgnReader.h"
#include "variant/Result.h"
#include "variant/Variant.h"

#include <array>

#include <algorithm>
#include <charconv>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace trellis::testing {

class CountingVariant : public Variant {
  public:
    CountingVariant(const VariantDescriptor& descriptor, char letter, std::string rules)
        : descriptor_(&descriptor), letter_(letter), rules_(std::move(rules)),
          target_(rules_ == "short" ? 10 : 30) {}

    const VariantDescriptor& descriptor() const override { return *descriptor_; }
    std::string rules() const override { return rules_; }
    std::unique_ptr<Variant> clone() const override {
        return std::make_unique<CountingVariant>(*this);
    }

    std::string startPosition() const override { return "0 w 1"; }
    Result<bool> setPosition(std::string_view text) override;
    std::string position() const override {
        return std::to_string(state_.total) + (state_.side ? " b " : " w ") +
               std::to_string(state_.fullmove);
    }
    int sideToMove() const override { return state_.side; }
    int fullmoveNumber() const override { return state_.fullmove; }

    std::vector<Turn> legalTurns() override;
    void doMakeTurn(const Turn& turn, Transition* transition) override;
    void undoTurn() override {
        state_ = history_.back();
        history_.pop_back();
    }
    std::uint64_t hash() const override {
        return std::uint64_t(state_.total) * 2 + std::uint64_t(state_.side);
    }
    std::vector<std::uint64_t> earlierPositions() const override {
        std::vector<std::uint64_t> out;
        for (const auto& s : history_)
            out.push_back(std::uint64_t(s.total) * 2 + std::uint64_t(s.side));
        return out;
    }
    Status status() override;

    std::string turnText(const Turn& turn, Notation notation) override;
    Result<Turn> parseTurn(std::string_view text, Notation notation) override;
    // The file notation's text ("a1;a3") is already one word.
    std::string uciToken(const Turn& turn) override { return turnText(turn, Notation::Meder); }
    Result<Turn> parseUciToken(std::string_view token) override {
        return parseTurn(token, Notation::Meder);
    }
    std::vector<std::string> legalMoveList(Notation notation) override;
    std::uint64_t perft(int depth) override;
    std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) override;

    // The board section: one square per total, the running total as a piece on its square.
    BoardContents contents(const std::vector<Step>&) const override {
        BoardContents out;
        for (int t = 0; t <= target_; ++t)
            out.squares.push_back({t, std::to_string(t), t, 0, "", true, "",
                                   t == state_.total ? "X" : "", t == state_.total ? 0 : -1});
        return out;
    }
    using Variant::contents;
    StepClicks clicksOf(const Turn& turn, int stepIndex) const override {
        const Step& s = turn.steps[std::size_t(stepIndex)];
        return {s.from, s.to, {}, {}};
    }
    int clickedStep(const Turn&, int fromStep) const override { return fromStep; }
    int checkedKing() override { return -1; }
    std::string stepLabel(const Turn& turn, int, Notation notation) override {
        return turnText(turn, notation);
    }
    int squareId(std::string_view name) const override {
        int value = -1;
        std::from_chars(name.data(), name.data() + name.size(), value);
        return value;
    }

  private:
    struct State {
        int total = 0;
        int side = 0;
        int fullmove = 1;
    };
    static Step step(int from, int add) { return Step{1, from, from + add, add, 0, 0}; }

    const VariantDescriptor* descriptor_;
    char letter_;
    std::string rules_;
    int target_;
    State state_;
    std::vector<State> history_;
};

inline Result<bool> CountingVariant::setPosition(std::string_view text) {
    auto field = [&text]() {
        const size_t start = text.find_first_not_of(' ');
        if (start == std::string_view::npos) return std::string_view();
        const size_t end = std::min(text.find(' ', start), text.size());
        const std::string_view out = text.substr(start, end - start);
        text.remove_prefix(end);
        return out;
    };
    auto number = [](std::string_view digits, int& out) {
        auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
        return ec == std::errc() && ptr == digits.data() + digits.size();
    };
    // Errors as a real variant reports them, args[0] the format's name.
    auto fail = [](ErrorCode code, std::vector<std::string> args) {
        args.insert(args.begin(), "count");
        return Result<bool>::failure(Error{code, std::move(args)});
    };
    State next;
    const std::string_view total = field(), side = field(), fullmove = field();
    if (!number(total, next.total) || next.total < 0 || next.total > target_)
        return fail(ErrorCode::PositionHalfmove, {std::string(total)}); // the total is a clock
    if (side != "w" && side != "b") return fail(ErrorCode::PositionSideToMove, {std::string(side)});
    next.side = side == "b";
    if (!number(fullmove, next.fullmove) || next.fullmove < 1)
        return fail(ErrorCode::PositionFullmove, {std::string(fullmove)});
    if (!field().empty()) return fail(ErrorCode::PositionFieldCount, {"3", "4+"});
    state_ = next;
    history_.clear();
    return true;
}

inline std::vector<Turn> CountingVariant::legalTurns() {
    std::vector<Turn> turns;
    const int total = state_.total;
    for (int add = 1; add <= 3; ++add)
        if (total + add <= target_) turns.push_back(Turn{{step(total, add)}});
    for (int add = 1; add <= 3; ++add)
        if (total + 1 + add <= target_)
            turns.push_back(Turn{{step(total, 1), step(total + 1, add)}});
    return turns;
}

inline void CountingVariant::doMakeTurn(const Turn& turn, Transition* transition) {
    if (transition)
        transition->pieces.push_back({PieceChange::Move, state_.total, turn.steps.back().to, "X"});
    history_.push_back(state_);
    state_.total = turn.steps.back().to;
    if (state_.side == 1) ++state_.fullmove;
    state_.side = 1 - state_.side;
}

inline Status CountingVariant::status() {
    Status status;
    if (state_.total == target_) {
        status.checkmate = true;
        status.outcome = state_.side == 1 ? Outcome::FirstWins : Outcome::SecondWins;
    } else {
        status.check = target_ - state_.total <= 3;
    }
    return status;
}

inline std::string CountingVariant::turnText(const Turn& turn, Notation notation) {
    std::string text;
    for (const Step& s : turn.steps) {
        if (!text.empty()) text += notation == Notation::Composite ? "; " : ";";
        text += letter_ + std::to_string(s.piece);
    }
    const int after = turn.steps.empty() ? state_.total : turn.steps.back().to;
    if (after == target_)
        text += '#';
    else if (target_ - after <= 3)
        text += '+';
    return text;
}

inline Result<Turn> CountingVariant::parseTurn(std::string_view text, Notation) {
    const std::string original(text);
    while (!text.empty() && (text.back() == '+' || text.back() == '#')) text.remove_suffix(1);
    Turn turn;
    int total = state_.total;
    while (!text.empty()) {
        const size_t semi = text.find(';');
        std::string_view part = text.substr(0, semi);
        while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
        if (part.size() != 2 || part[0] != letter_ || part[1] < '1' || part[1] > '3')
            return Result<Turn>::failure(
                Error{ErrorCode::TurnUnreadable, {original, std::string(part)}});
        turn.steps.push_back(step(total, part[1] - '0'));
        total += part[1] - '0';
        text = semi == std::string_view::npos ? std::string_view() : text.substr(semi + 1);
    }
    const auto legal = legalTurns();
    if (turn.steps.empty() || std::find(legal.begin(), legal.end(), turn) == legal.end())
        return Result<Turn>::failure(Error{ErrorCode::TurnNoMatch, {original}});
    return turn;
}

inline std::vector<std::string> CountingVariant::legalMoveList(Notation notation) {
    std::vector<std::string> out;
    for (const Turn& turn : legalTurns()) out.push_back(turnText(turn, notation));
    std::sort(out.begin(), out.end());
    return out;
}

inline std::uint64_t CountingVariant::perft(int depth) {
    if (depth <= 0) return 1;
    const auto turns = legalTurns();
    if (depth == 1) return turns.size();
    std::uint64_t count = 0;
    for (const Turn& turn : turns) {
        makeTurn(turn);
        count += perft(depth - 1);
        undoTurn();
    }
    return count;
}

inline std::vector<std::pair<std::string, std::uint64_t>> CountingVariant::divide(int depth) {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (const Turn& turn : legalTurns()) {
        const std::string text = turnText(turn, Notation::Composite);
        makeTurn(turn);
        out.emplace_back(text, perft(depth - 1));
        undoTurn();
    }
    return out;
}

// The variants the tests hand to PgnReader: "count" (steps a1-a3), a stand-in "trid" (steps
// t1-t3, reads untagged games) for the rule that a game without [Variant] is read in the first
// variant whose notation reads its first move, and a stand-in "cotulenh" (steps c1-c3) for the
// Red/Blue tags.
template <char Letter>
Result<std::unique_ptr<Variant>> createCounting(const VariantDescriptor& descriptor,
                                                std::string_view rules) {
    using R = Result<std::unique_ptr<Variant>>;
    const std::string ruleSet = rules.empty() ? "standard" : std::string(rules);
    if (ruleSet != "standard" && ruleSet != "short")
        return R::failure(
            Error{ErrorCode::UnknownRuleSet, {descriptor.displayName, ruleSet, "standard, short"}});
    return R(std::make_unique<CountingVariant>(descriptor, Letter, ruleSet));
}

inline VariantDescriptor countingDescriptor(std::string id, std::string tag, bool untagged,
                                            std::array<std::string, 2> players) {
    VariantDescriptor d;
    d.id = id;
    d.displayName = tag;
    d.tagName = tag;
    d.sideNames = {"First", "Second"};
    d.playerTags = players;
    d.positionFormat = "count";
    d.ruleSets = {"standard", "short"};
    d.notations = {{Notation::Composite, "Composite"}, {Notation::San, "SAN"}};
    d.fileNotation = d.displayNotation = d.engineNotation = Notation::San;
    d.untaggedOrder = untagged ? 1 : 0;
    d.recognises = [](std::string_view) { return false; };
    return d;
}

inline const VariantDescriptor& countDescriptor() {
    static VariantDescriptor d = [] {
        auto d = countingDescriptor("count", "count", false, {"White", "Black"});
        d.create = [](std::string_view rules) {
            return createCounting<'a'>(countDescriptor(), rules);
        };
        return d;
    }();
    return d;
}

inline const VariantDescriptor& tridStandIn() {
    static VariantDescriptor d = [] {
        auto d = countingDescriptor("trid", "Tri-D Chess", true, {"White", "Black"});
        d.create = [](std::string_view rules) { return createCounting<'t'>(tridStandIn(), rules); };
        return d;
    }();
    return d;
}

inline const VariantDescriptor& cotulenhStandIn() {
    static VariantDescriptor d = [] {
        auto d = countingDescriptor("cotulenh", "Cotulenh", false, {"Red", "Blue"});
        d.create = [](std::string_view rules) {
            return createCounting<'c'>(cotulenhStandIn(), rules);
        };
        return d;
    }();
    return d;
}

inline VariantCatalog countingVariants() {
    return {&countDescriptor(), &tridStandIn(), &cotulenhStandIn()};
}

} // namespace trellis::testing
