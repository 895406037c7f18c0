#pragma once
// A match player that is another trellis build (an older one, say): each turn it runs
// `PROGRAM analyse --stream ... POSITION` (app/ENGINE-PROTOCOL.md) and plays its `bestmove`.
// Only the position is sent, not the game before it: builds older than `--moves` read no
// history.
#include "search/SearchTypes.h"
#include "variant/Variant.h"

#include <optional>
#include <string>

namespace trellis::cli {

class ExternalEngine {
  public:
    ExternalEngine(std::string program, search::SearchLimits limits)
        : program_(std::move(program)), limits_(limits) {}
    // The engine's turn in the variant's position; nothing when it gives none (no legal turn,
    // a crash, a text this build cannot read), with the reason in `why`.
    std::optional<Turn> choose(Variant& v, std::string& why) const;

  private:
    std::string program_;
    search::SearchLimits limits_;
};

} // namespace trellis::cli
