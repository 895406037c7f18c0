#include "PositionIndex.h"

#include "game/Concat.h"

#include <algorithm>

namespace trellis::db {

namespace {

std::vector<std::uint64_t> codesOf(std::string_view line) {
    std::vector<std::uint64_t> codes;
    for (std::size_t pos = 0; pos < line.size();)
        if (const auto code = getVarint(line, pos))
            codes.push_back(*code);
        else
            break;
    return codes;
}

// Collects first occurrences up to kIndexedPlies, and the material spans after it.
class Collector {
  public:
    Collector() {
        out_.positions.reserve(kIndexedPlies + 1);
        out_.materials.reserve(16); // most games; grown, every span's text moved again
    }
    void add(const Variant& board, int ply, std::uint64_t next) {
        add(ply <= kIndexedPlies ? PositionKeys{board.hash(), 0, 0} : PositionKeys::of(board), ply,
            next);
    }
    // The material and structure keys are needed past kIndexedPlies only.
    void add(const PositionKeys& keys, int ply, std::uint64_t next) {
        const std::uint64_t hash = keys.hash;
        if (ply <= kIndexedPlies) {
            // At most kIndexedPlies + 1 positions: a look along them beats a hash set's nodes,
            // and a bit per hash's low six bits tells most new positions without the look.
            const std::uint64_t bit = std::uint64_t(1) << (hash & 63);
            if (!(seen_ & bit) ||
                std::none_of(out_.positions.begin(), out_.positions.end(),
                             [hash](const IndexedPosition& p) { return p.hash == hash; }))
                out_.positions.push_back({hash, ply, next});
            seen_ |= bit;
            return;
        }
        const std::uint64_t key = keys.material;
        // Most plies keep the material of the ply before: the last span, looked at first.
        auto span = !out_.materials.empty() && out_.materials.back().key == key
                        ? out_.materials.end() - 1
                        : std::find_if(out_.materials.begin(), out_.materials.end(),
                                       [key](const MaterialSpan& s) { return s.key == key; });
        if (span == out_.materials.end()) span = out_.materials.insert(span, {key, ply, ply, {}});
        span->last = ply;
        // One byte: compared and appended as a character, with no string made a ply.
        static_assert(kFingerprintBytes == 1);
        const char fingerprint = structureFingerprintByte(keys.structure);
        if (span->positions.empty() || span->positions.back() != fingerprint)
            span->positions += fingerprint;
    }
    GameIndex take() { return std::move(out_); }

  private:
    GameIndex out_;
    std::uint64_t seen_ = 0; // the low six bits of the indexed positions' hashes, a bit each
};

// The positions' keys with the code of the turn played at each (code(ply), ply < turns).
template <class CodeAt>
GameIndex collected(const std::vector<PositionKeys>& keys, std::size_t turns, CodeAt code) {
    Collector collect;
    const int last = int(std::min(turns, keys.size() - 1));
    for (int ply = 0; ply <= last; ++ply)
        collect.add(keys[std::size_t(ply)], ply, ply < last ? code(std::size_t(ply)) : kGameEnds);
    return collect.take();
}

} // namespace

GameIndex gameIndex(const GameTree& tree, std::string_view mainLine) {
    const std::vector<NodeId> nodes = tree.mainLine();
    std::vector<PositionKeys> keys;
    keys.reserve(nodes.size() + 1);
    keys.push_back(tree.positionKeys(GameTree::root()));
    for (const NodeId at : nodes) keys.push_back(tree.positionKeys(at));
    const std::vector<std::uint64_t> codes = codesOf(mainLine);
    return collected(keys, codes.size(), [&](std::size_t ply) { return codes[ply]; });
}

GameIndex gameIndex(const std::vector<PositionKeys>& keys,
                    const std::vector<std::uint32_t>& ranks) {
    return collected(keys, ranks.size(),
                     [&](std::size_t ply) { return kFirstTurnCode + ranks[ply]; });
}

Result<bool> walkMainLine(const GameHeader& header, std::string_view moves,
                          const MainLineVisitor& visit) {
    auto board = startBoard(header, moves);
    if (!board) return Result<bool>::failure(board.error());
    auto line = mainLineCodes(moves);
    if (!line) return Result<bool>::failure(line.error());
    const std::vector<std::uint64_t> codes = codesOf(*line);
    Variant& b = **board;
    for (std::size_t ply = 0;; ++ply) {
        const std::uint64_t next = ply < codes.size() ? codes[ply] : kGameEnds;
        if (!visit(b, int(ply), next) || ply >= codes.size()) return true;
        const std::optional<Turn> turn = next >= kFirstTurnCode
                                             ? b.legalTurnOfRank(std::size_t(next - kFirstTurnCode))
                                             : std::nullopt;
        if (!turn)
            return Result<bool>::failure(
                Error{ErrorCode::StoredGame,
                      {concat({"damaged game data: turn ", std::to_string(ply + 1),
                               " of the main line is not a legal turn's number"})}});
        b.makeTurn(*turn);
    }
}

Result<GameIndex> gameIndex(const GameHeader& header, std::string_view moves) {
    Collector collect;
    auto walked =
        walkMainLine(header, moves, [&](const Variant& board, int ply, std::uint64_t next) {
            collect.add(board, ply, next);
            return true;
        });
    if (!walked) return Result<GameIndex>::failure(walked.error());
    return collect.take();
}

} // namespace trellis::db
