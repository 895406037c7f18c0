#pragma once
// Writes game trees as canonical PGN-like text (FORMATS.md section 4): tags (Seven Tag Roster
// first), movetext with move numbers, the whole tree with nested variations, comments with
// their [%csl]/[%cal] highlights, NAGs as $n, the result; lines wrapped at 80 columns.
// PgnReader reads the text back into the same tree, and writing that tree gives the same bytes.
#include "GameTree.h"
#include "variant/Result.h"

#include <filesystem>
#include <string>
#include <vector>

namespace trellis {

class PgnWriter {
  public:
    explicit PgnWriter(int lineWidth = 80) : lineWidth_(lineWidth) {}

    std::string write(const GameTree& tree) const;
    // Games one after another, separated by an empty line.
    std::string write(const std::vector<GameTree>& trees) const;

    // Atomic save (see AtomicFile): the old file stays intact when saving fails.
    Result<bool> save(const std::filesystem::path& path, const GameTree& tree) const;
    Result<bool> save(const std::filesystem::path& path, const std::vector<GameTree>& trees) const;

  private:
    std::string writeTags(const GameTree& tree) const;
    std::string writeMovetext(const GameTree& tree) const;

    int lineWidth_;
};

} // namespace trellis
