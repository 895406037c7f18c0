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

    std::string id() const override { return "trid"; }
    std::string rules() const override { return ruleSetName(rules_); }
    std::unique_ptr<Variant> clone() const override { return std::make_unique<TriDVariant>(*this); }

    std::string startPosition() const override { return kStartTfen; }
    Result<bool> setPosition(std::string_view text) override;
    std::string position() const override { return printTfen(pos_); }
    int sideToMove() const override { return pos_.side; }
    int fullmoveNumber() const override { return pos_.fullmove; }

    std::vector<Turn> legalTurns() override;
    void makeTurn(const Turn& turn) override;
    void undoTurn() override;
    std::uint64_t hash() const override { return pos_.hash; }
    Status status() override;

    std::vector<Notation> notations() const override {
        return {Notation::Composite, Notation::Meder};
    }
    Notation fileNotation() const override { return Notation::Meder; }
    std::string turnText(const Turn& turn, Notation notation) override;
    Result<Turn> parseTurn(std::string_view text, Notation notation) override;
    std::vector<std::string> legalMoveList(Notation notation) override;

    std::uint64_t perft(int depth) override { return trid::perft(pos_, depth); }
    std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) override;

    // Tri-D specifics for the views and tests.
    const TriDPosition& state() const { return pos_; }
    TfenError setPositionDetailed(std::string_view text, std::string* message = nullptr);
    static TriDTurn toInternal(const Turn& turn);
    Turn toTurn(const TriDTurn& turn) const;
    // "+" when the turn gives check, "#" when it mates, else empty.
    std::string checkSuffix(const TriDTurn& turn) const;

  private:
    RuleSet rules_;
    TriDPosition pos_;
    std::vector<TriDPosition> history_; // positions before each played turn, for undo
    std::vector<std::uint64_t> hashes_; // hash after each turn, for repetition
};

} // namespace trellis::trid
