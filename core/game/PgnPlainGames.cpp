// PgnGameParser's fast reading (PgnReadOptions::plainGames): a game whose movetext is its main
// line (turns, move numbers, comments, NAGs and a result) is read without a tree. A board
// replays the turns, their ranks and the positions' keys are noted, and comments and NAGs go
// where the full reading puts them (PgnGameParser.h). Anything else (a variation, a lexer error,
// a turn only a tolerant reading takes) leaves the game to the full reading, which makes the tree
// the importer would otherwise get the same from.
#include "PgnGameParser.h"

#include "PgnWords.h"

#include <algorithm>
#include <utility>

namespace trellis {

namespace {

using Kind = PgnToken::Kind;

bool isEmpty(const CommentMarkup& markup) {
    return markup.text.empty() && markup.squares.empty() && markup.arrows.empty();
}

// Room for most games at once: grown a turn at a time, the two lists were reallocated seven
// times each in a game of 80 plies. (Made before a variant's run of turns, so a game tried in a
// variant that reads none of it pays for one allocation.)
void reserve(PlainGame& game) {
    constexpr std::size_t kReservedPlies = 128;
    game.ranks.reserve(kReservedPlies);
    game.keys.reserve(kReservedPlies + 1);
}

} // namespace

void PgnGameParser::addKeys(const Variant& board, PlainGame& game) const {
    // Made in place: returned through the stack, the keys were read back as a whole before
    // their three stores had landed, a stall that took half of reading a turn's own time.
    const bool full = game.keys.size() >= std::size_t(std::max(context_.options.fullKeysFrom, 0));
    PositionKeys& keys = game.keys.emplace_back();
    keys.hash = board.hash();
    if (full) {
        keys.material = board.materialKey();
        keys.structure = board.structureKey();
    }
}

PgnGameParser::Plain PgnGameParser::readPlain(const GameStart& start, const PgnLexer& movetext) {
    if (tags_.empty() || start.from == GameStart::From::StartEndingOnFen) return Plain::Unsure;
    lexer_ = movetext;
    reset();
    // The tags are copied only once the turns have read (a game without a Variant tag is
    // tried in each variant).
    const std::unique_ptr<Variant> board = startBoard(start);
    if (!board) return Plain::NotThisStart;
    PlainGame game{number_, 0, GameTree(*board), {}, {}, {}, start.from == GameStart::From::Start};
    addKeys(*board, game);
    PlainNotes notes;
    notes.notation = board->fileNotation();
    std::optional<std::string> result;
    PlainTurns turns{game.ranks, game.keys,
                     std::size_t(std::max(context_.options.fullKeysFrom, 0))};
    for (;;) {
        // Runs of turns the variant reads itself, in one pass (not while a comment waits for
        // the next turn, which the run would not place).
        if (isEmpty(notes.pending)) {
            if (game.ranks.capacity() == 0) reserve(game);
            if (const std::size_t taken = board->playPlainTurns(lexer_.plainRest(), turns)) {
                lexer_.takePlain(taken);
                notes.last = game.ranks.size();
                notes.afterTurn = true;
                continue;
            }
        }
        // Other turns that are plain words are read without a token (PgnLexer::nextPlainMove).
        if (const std::optional<std::string_view> word = lexer_.nextPlainMove()) {
            const Plain step = playPlainTurn(*word, *board, game, notes);
            if (step != Plain::Read) return step;
            continue;
        }
        PgnToken token = lexer_.next();
        if (token.kind == Kind::Tag || token.kind == Kind::End) {
            lexer_.putBack(std::move(token));
            break;
        }
        if (token.kind == Kind::Result) {
            result = std::string(token.text);
            break;
        }
        const Plain step = playPlain(token, *board, game, notes);
        if (step != Plain::Read) return step;
    }
    if (start.byFirstMove && game.ranks.empty()) return Plain::Unsure;
    if (!isEmpty(notes.pending))
        annotate(notes.of(game, notes.last), &NodeAnnotation::commentAfter, notes.pending);
    if (!game.notes.empty()) {
        game.notes.resize(game.ranks.size() + 1);
        game.head.annotation(GameTree::root()) = std::exchange(game.notes.front(), {});
    }
    setTreeTags(game.head, start, true);
    if (result) game.head.setResult(*result);
    outcome_.ended = true;
    outcome_.plain = std::move(game);
    return Plain::Read;
}

NodeAnnotation& PgnGameParser::PlainNotes::of(PlainGame& game, std::size_t ply) {
    if (game.notes.size() <= ply) game.notes.resize(ply + 1);
    return game.notes[ply];
}

PgnGameParser::Plain PgnGameParser::playPlain(const PgnToken& token, Variant& board,
                                              PlainGame& game, PlainNotes& notes) {
    switch (token.kind) {
    case Kind::MoveNumber:
        return Plain::Read;
    case Kind::Move:
        return playPlainTurn(token.text, board, game, notes);
    case Kind::Suffix:
    case Kind::Nag: {
        const int nag = token.kind == Kind::Nag ? token.nag : suffixNag(token.text);
        if (nag == 0) return Plain::Unsure;
        notes.of(game, notes.last).nags.push_back(nag);
        return Plain::Read;
    }
    case Kind::Comment: {
        // The first comment after a turn is its own; the next ones go before the next turn.
        const CommentMarkup markup = parseCommentMarkup(token.text);
        if (notes.afterTurn)
            annotate(notes.of(game, notes.last), &NodeAnnotation::commentAfter, markup);
        else
            appendMarkup(notes.pending, markup);
        notes.afterTurn = false;
        return Plain::Read;
    }
    default:
        return Plain::Unsure;
    }
}

PgnGameParser::Plain PgnGameParser::playPlainTurn(std::string_view word, Variant& board,
                                                  PlainGame& game, PlainNotes& notes) {
    std::size_t cut = word.size(); // before the marks "!" and "?" that end the word
    while (cut > 0 && (word[cut - 1] == '!' || word[cut - 1] == '?')) --cut;
    const std::string_view text = word.substr(0, cut);
    const int nag = cut == word.size() ? 0 : suffixNag(word.substr(cut));
    if ((cut != word.size() && nag == 0) || text.empty() || isEnPassantWord(text))
        return Plain::Unsure;
    const auto played = board.playRankedTurn(text, notes.notation);
    if (!played) {
        // The full reading tries each reading of an ambiguous text, the text without its check
        // mark, and the text with a following "e.p."; without those it fails here too.
        const PgnToken& next = lexer_.peek();
        const bool tolerated = played.error().code == ErrorCode::TurnAmbiguous ||
                               text.find_last_of("+#") == text.size() - 1 ||
                               (next.kind == Kind::Move && isEnPassantWord(next.text));
        return tolerated ? Plain::Unsure : Plain::NotThisStart;
    }
    if (!*played) return Plain::Unsure;
    if (game.ranks.capacity() == 0) reserve(game);
    game.ranks.push_back(std::uint32_t(**played));
    addKeys(board, game);
    notes.last = game.ranks.size();
    if (!isEmpty(notes.pending))
        annotate(notes.of(game, notes.last), &NodeAnnotation::commentBefore,
                 std::exchange(notes.pending, {}));
    notes.afterTurn = true;
    if (nag) notes.of(game, notes.last).nags.push_back(nag);
    return Plain::Read;
}

} // namespace trellis
