#pragma once
// Exact "mate in N" over a game adapter: an AND/OR search that never looks at the evaluation and
// prunes nothing that could hold a mate. Attacker nodes need one turn that wins, defender nodes
// need every reply to lose; only the attacker's N turns (2N-1 plies) are searched. Proven
// results are kept in a small table keyed by position: the smallest N known to win and the
// largest N known to fail. One search is one thread; SearchBackendFor shares the first turns
// out among several (matesWith) and builds the line with one (line).
#include "SearchTypes.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <vector>

namespace trellis::search {

template <class Game> class MateSearch {
  public:
    using Move = typename Game::Move;

    // `stop` and `quit` (either may be null) both end the search: the user's stop, and the
    // threads' own when their common answer is known.
    MateSearch(Game& game, const std::atomic<bool>* stop, const std::atomic<bool>* quit = nullptr)
        : game_(game), stop_(stop), quit_(quit), moves_(2 * kMaxMateTurns + 2), table_(kTableSize) {
    }

    static constexpr int kMaxMateTurns = 32;

    // The shortest mate within `turns` (0 when none), the line with the longest defence, and
    // whether exactly one first turn mates within `turns`.
    struct Answer {
        int turns = 0;
        bool unique = false;
        bool aborted = false;
        std::vector<Move> line;
    };

    Answer solve(int turns) {
        Answer a;
        turns = std::min(turns, kMaxMateTurns);
        for (int n = 1; n <= turns && !a.turns && !aborted_; ++n)
            if (wins(n, 0)) a.turns = n;
        if (a.turns && !aborted_) {
            buildLine(a.turns, a.line);
            a.unique = countMatingFirstTurns(turns) == 1;
        }
        a.aborted = aborted_;
        if (aborted_) a = Answer{0, false, true, {}};
        return a;
    }

    std::uint64_t nodes() const { return nodes_; }
    bool aborted() const { return aborted_; }
    // After a quit: what the table holds was proved, so the search may go on with it.
    void resume() { aborted_ = false; }

    // Does the first turn `m` mate within n turns (false when aborted)?
    bool matesWith(const Move& m, int n) {
        game_.make(m);
        const bool w = loses(n, 1);
        game_.unmake();
        return w && !aborted_;
    }
    // The line of a mate known to take n turns: the first mating turn in generation order, then
    // the defence that lasts longest (as solve gives it).
    std::vector<Move> line(int n) {
        std::vector<Move> out;
        buildLine(n, out);
        return out;
    }

  private:
    struct Entry {
        std::uint64_t key = 0;
        std::uint8_t minWin = 0xFF; // smallest budget known to win
        std::uint8_t maxFail = 0;   // largest budget known to fail
    };
    static constexpr std::size_t kTableSize = 1 << 20;

    Game& game_;
    const std::atomic<bool>* stop_;
    const std::atomic<bool>* quit_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    std::vector<std::vector<Move>> moves_;
    std::vector<Entry> table_;

    bool stopped() {
        if ((++nodes_ & 1023) == 0 && ((stop_ && stop_->load(std::memory_order_relaxed)) ||
                                       (quit_ && quit_->load(std::memory_order_relaxed))))
            aborted_ = true;
        return aborted_;
    }

    Entry& entry(std::uint64_t key) {
        Entry& e = table_[key & (kTableSize - 1)];
        if (e.key != key) e = Entry{key};
        return e;
    }

    // Attacker to move: can it mate within n of its turns?
    bool wins(int n, int ply) {
        if (n <= 0 || stopped()) return false;
        const std::uint64_t key = game_.hash();
        {
            const Entry& e = table_[key & (kTableSize - 1)];
            if (e.key == key && n >= e.minWin) return true;
            if (e.key == key && n <= e.maxFail) return false;
        }
        if (game_.drawByRule()) return false;
        std::vector<Move>& moves = moves_[std::size_t(ply)];
        game_.generate(moves);
        std::stable_sort(moves.begin(), moves.end(), [this](const Move& a, const Move& b) {
            return game_.captureScore(a) > game_.captureScore(b);
        });
        bool won = false;
        for (std::size_t i = 0; i < moves.size() && !won; ++i) {
            game_.make(moves[i]);
            won = loses(n, ply + 1);
            game_.unmake();
        }
        if (aborted_) return false;
        Entry& e = entry(key);
        if (won)
            e.minWin = std::uint8_t(std::min<int>(e.minWin, n));
        else
            e.maxFail = std::uint8_t(std::max<int>(e.maxFail, n));
        return won;
    }

    // Defender to move after the attacker's turn; the attacker had n turns including that one.
    bool loses(int n, int ply) {
        if (stopped()) return false;
        const bool check = game_.inCheck();
        if (n == 1 && !check) return false; // no mate without check: no need to generate
        std::vector<Move>& moves = moves_[std::size_t(ply)];
        game_.generate(moves);
        if (moves.empty()) return check; // checkmate (or the Commander is gone); else stalemate
        if (n == 1 || game_.drawByRule()) return false;
        // Replies that capture or escape are the likeliest refutations: try them first.
        std::stable_sort(moves.begin(), moves.end(), [this](const Move& a, const Move& b) {
            return game_.captureScore(a) > game_.captureScore(b);
        });
        for (std::size_t i = 0; i < moves.size(); ++i) {
            game_.make(moves[i]);
            const bool w = wins(n - 1, ply + 1);
            game_.unmake();
            if (!w || aborted_) return false;
        }
        return true;
    }

    // The smallest budget (up to max) within which the attacker mates here, or 0.
    int shortestWin(int max, int ply) {
        for (int k = 1; k <= max; ++k)
            if (wins(k, ply)) return k;
        return 0;
    }

    // Attacker's first winning turn for the shortest mate, then the defence that lasts longest.
    void buildLine(int n, std::vector<Move>& line) {
        int ply = 0;
        while (n > 0 && !aborted_) {
            std::vector<Move> moves;
            game_.generate(moves);
            const Move* chosen = nullptr;
            for (const Move& m : moves) {
                game_.make(m);
                const bool w = loses(n, ply + 1);
                game_.unmake();
                if (w) {
                    chosen = &m;
                    break;
                }
            }
            if (!chosen) break;
            line.push_back(*chosen);
            game_.make(*chosen);
            ++ply;
            std::vector<Move> replies;
            game_.generate(replies);
            int longest = 0;
            const Move* defence = nullptr;
            for (const Move& r : replies) {
                game_.make(r);
                const int k = shortestWin(n - 1, ply + 1);
                game_.unmake();
                if (k > longest) {
                    longest = k;
                    defence = &r;
                }
            }
            if (!defence) break; // mated
            line.push_back(*defence);
            game_.make(*defence);
            ++ply;
            n = longest;
        }
        for (std::size_t i = 0; i < line.size(); ++i) game_.unmake();
    }

    int countMatingFirstTurns(int n) {
        std::vector<Move> moves;
        game_.generate(moves);
        int count = 0;
        for (const Move& m : moves) {
            game_.make(m);
            count += loses(n, 1) ? 1 : 0;
            game_.unmake();
            if (count > 1 || aborted_) break;
        }
        return count;
    }
};

} // namespace trellis::search
