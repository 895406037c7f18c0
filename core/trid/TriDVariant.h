#pragma once
// Tri-Dimensional Chess behind the Variant interface.
#include "MoveGenerator.h"
#include "Notation.h"
#include "Tfen.h"
#include "TriDPosition.h"

#include "variant/Variant.h"

#include <vector>

namespace trellis::trid {

Result<RuleSet> parseRuleSet(std::string_view name);
const char* ruleSetName(RuleSet rules);

class TriDVariant : public Variant {
  public:
    explicit TriDVariant(RuleSet rules = RuleSet::AttackBoard10);

    const VariantDescriptor& descriptor() const override;
    std::string rules() const override { return ruleSetName(rules_); }
    std::unique_ptr<Variant> clone() const override { return std::make_unique<TriDVariant>(*this); }

    std::string startPosition() const override { return kStartTfen; }
    Result<bool> setPosition(std::string_view text) override;
    std::string position() const override { return printTfen(pos_); }
    int sideToMove() const override { return pos_.side; }
    int fullmoveNumber() const override { return pos_.fullmove; }

    std::vector<Turn> legalTurns() override;
    std::optional<std::size_t> legalTurnRank(const Turn& turn) override;
    std::optional<Turn> legalTurnOfRank(std::size_t rank) override;
    int ownTurnNumbersSince() const override { return 14; } // TurnNumbers.h
    void undoTurn() override;
    std::uint64_t hash() const override { return pos_.hash; }
    std::uint64_t materialKey() const override;
    std::uint64_t structureKey() const override;
    std::vector<std::uint64_t> earlierPositions() const override {
        return {hashes_.begin(), hashes_.end() - 1};
    }
    Status status() override;

    std::string turnText(const Turn& turn, Notation notation) override;
    Result<Turn> parseTurn(std::string_view text, Notation notation) override;
    std::string uciToken(const Turn& turn) override;
    Result<Turn> parseUciToken(std::string_view token) override;
    Result<RankedTurn> parseRankedTurn(std::string_view text, Notation notation) override;
    Result<std::optional<std::size_t>> playRankedTurn(std::string_view text,
                                                      Notation notation) override;
    std::vector<std::string> legalMoveList(Notation notation) override;

    std::uint64_t perft(int depth) override { return trid::perft(pos_, depth); }
    std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) override;

    BoardContents contents(const std::vector<Step>& pending) const override;
    using Variant::contents;
    StepClicks clicksOf(const Turn& turn, int stepIndex) const override;
    int clickedStep(const Turn& turn, int fromStep) const override;
    int checkedKing() override;
    std::string stepLabel(const Turn& turn, int index, Notation notation) override;
    int squareId(std::string_view name) const override;
    std::unique_ptr<SetUpBoard> setUpBoard() const override;

    // Tri-D specifics for the views and tests.
    const TriDPosition& state() const { return pos_; }
    static TriDTurn toInternal(const Turn& turn);
    Turn toTurn(const TriDTurn& turn) const;
    // "+" when the turn gives check, "#" when it mates, else empty.
    std::string checkSuffix(const TriDTurn& turn) const;

  protected:
    void doMakeTurn(const Turn& turn, Transition* transition) override;
    std::vector<Error> unreachableProblems() const override;

  private:
    Transition transitionOf(const TriDTurn& turn) const;
    // parseRankedTurn's fast way for a turn that moves a piece (nothing: take the full way).
    // When the text is no turn at all (it does not read, whatever the position), `unreadable`
    // (if given) takes the error: the full reading would only find it again.
    std::optional<std::pair<TriDTurn, std::size_t>>
    rankedPieceTurn(std::string_view text, Error* unreadable = nullptr) const;
    void play(const TriDTurn& turn); // keeps the history for undoTurn and repetitions

    RuleSet rules_;
    TriDPosition pos_;
    std::vector<TriDPosition> history_; // positions before each played turn, for undo
    std::vector<std::uint64_t> hashes_; // hash after each turn, for repetition
};

// The squares and boards of a position as models and views read them.
BoardContents contentsOf(const TriDPosition& pos);

} // namespace trellis::trid
