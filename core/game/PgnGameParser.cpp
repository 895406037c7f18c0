#include "PgnGameParser.h"

#include "Concat.h"
#include "PgnWords.h"
#include "PlainText.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace trellis {

namespace {

using Kind = PgnToken::Kind;
constexpr size_t kMaxNesting = 200;

} // namespace

PgnGameParser::PgnGameParser(PgnLexer& lexer, Context context, int number)
    : lexer_(lexer), context_(context), number_(number) {}

PgnGameParser::Step PgnGameParser::fail(int line, int column, Error error, bool lexical) {
    outcome_.error = PgnError{number_, line, column, std::move(error)};
    outcome_.lexical = lexical;
    outcome_.inMovetext = tree_.has_value();
    return Step::Failed;
}

void PgnGameParser::warn(int line, int column, Error error) {
    outcome_.warnings.push_back(PgnError{number_, line, column, std::move(error)});
}

const PgnGameParser::RawTag* PgnGameParser::findTag(std::string_view key) const {
    for (const RawTag& tag : tags_)
        if (tag.key == key) return &tag;
    return nullptr;
}

GameTags PgnGameParser::gameTags() const {
    GameTags tags;
    if (const RawTag* variant = findTag("Variant")) tags.variant = &variant->value;
    const RawTag* setUp = findTag("SetUp");
    if (const RawTag* fen = findTag("FEN"); fen && !(setUp && setUp->value == "0"))
        tags.fen = &fen->value;
    tags.has = [this](std::string_view key) { return findTag(key) != nullptr; };
    tags.untagged = context_.options.untagged;
    return tags;
}

// Reads the game from each start its tags allow (GameStarts.h) until one replays its movetext;
// when none does, the first start's error (a first move no variant reads: the variants tried).
PgnGameParser::Outcome PgnGameParser::parse() {
    if (!readTags()) return std::move(outcome_);
    const Result<std::vector<GameStart>> starts = gameStarts(context_.variants, gameTags());
    if (!starts) return failedStarts(starts.error());
    const PgnLexer movetext = lexer_;
    if (context_.options.plainGames)
        for (const GameStart& start : *starts) {
            const Plain plain = readPlain(start, movetext);
            if (plain == Plain::Read) return std::move(outcome_);
            if (plain == Plain::Unsure) break;
        }
    std::optional<Reading> first;
    std::string tried; // the variants whose first move did not read
    for (const GameStart& start : *starts) {
        Reading reading = readFrom(start, movetext);
        if (reading.outcome.error) {
            if (start.byFirstMove && reading.moves == 0)
                tried += concat({tried.empty() ? "" : ", ", start.variant->displayName});
            // The reading that came furthest says best what is wrong (the first on a tie).
            if (!first || reading.moves > first->moves) first = std::move(reading);
            continue;
        }
        if (start.byFirstMove && reading.moves == 0) {
            // No move to tell the variant by (FORMATS.md section 5, rule 4).
            const VariantDescriptor* variant =
                emptyGameVariant(context_.variants, context_.previous, context_.options.emptyGames);
            reading = readFrom({variant}, movetext);
        }
        lexer_ = std::move(reading.lexer);
        return std::move(reading.outcome);
    }
    lexer_ = std::move(first->lexer);
    Outcome out = std::move(first->outcome);
    const Error error = out.error->error;
    if (first->moves == 0 && starts->front().byFirstMove && error.code == ErrorCode::GameBadTurn &&
        error.cause)
        out.error->error = Error{ErrorCode::GameNoVariant, {error.args.at(1), tried}, *error.cause};
    return out;
}

// Comments after the last game are no game: only complain when something follows.
bool PgnGameParser::nothingFollows() {
    while (tags_.empty() && lexer_.peek().kind == Kind::Comment) lexer_.next();
    if (tags_.empty() && lexer_.peek().kind == Kind::End) {
        outcome_.empty = outcome_.ended = true;
        return true;
    }
    return false;
}

PgnGameParser::Outcome PgnGameParser::failedStarts(const Error& error) {
    if (nothingFollows()) return std::move(outcome_);
    const RawTag* tag = error.code == ErrorCode::GameUnknownVariant ? findTag("Variant")
                        : error.code == ErrorCode::GameFenNoVariant ? findTag("FEN")
                                                                    : nullptr;
    const PgnToken& next = lexer_.peek();
    fail(tag ? tag->line : next.line, tag ? tag->column : next.column, error);
    return std::move(outcome_);
}

namespace {

constexpr int kMaxReadingRuns = 64; // combinations of lossy turn readings tried for one start

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) out += concat({out.empty() ? "" : ", ", item});
    return out;
}

} // namespace

// The game read from `start`: the first combination of readings of lossy turn texts with which
// it replays, unless another combination replays too (then the game is ambiguous). Without
// such texts, one run.
PgnGameParser::Reading PgnGameParser::readFrom(const GameStart& start, const PgnLexer& movetext) {
    choices_ = {};
    std::optional<Reading> found, first;
    int runs = 0;
    do {
        lexer_ = movetext;
        reset();
        const bool read = readOnce(start);
        Reading reading{std::move(outcome_), lexer_, movesRead_, std::move(guesses_)};
        if (read && found) {
            const Guess& guess = found->guesses.front();
            reading.outcome = {};
            reading.outcome.error =
                PgnError{number_, guess.line, guess.column,
                         Error{ErrorCode::GameTurnsAmbiguous,
                               {guess.number, guess.text, joined(guess.readings)}}};
            reading.outcome.inMovetext = reading.outcome.ended = true;
            return reading;
        }
        if (read)
            found = std::move(reading);
        else if (!first || reading.moves > first->moves)
            first = std::move(reading);
    } while (++runs < kMaxReadingRuns && choices_.advance());
    if (!found) return std::move(*first);
    for (const Guess& g : found->guesses)
        found->outcome.warnings.push_back(
            PgnError{number_, g.line, g.column,
                     Error{ErrorCode::GameTurnGuessed,
                           {g.number, g.text, g.readings.at(g.taken), joined(g.readings)}}});
    return std::move(*found);
}

void PgnGameParser::reset() {
    tree_.reset();
    frames_.clear();
    guesses_.clear();
    movesRead_ = 0;
    sawAnything_ = false;
    outcome_ = {};
}

// One run over the movetext from `start`.
bool PgnGameParser::readOnce(const GameStart& start) {
    if (!buildTree(start)) return false;
    frames_.push_back(Frame{});
    frames_.back().last = GameTree::root();
    for (;;) {
        PgnToken token = lexer_.next();
        // A tag or the end of input ends the game without consuming what follows.
        if (token.kind == Kind::Tag || token.kind == Kind::End) {
            lexer_.putBack(std::move(token));
            if (finish(lexer_.peek()) == Step::Failed) return false;
            break;
        }
        const Step step = handle(token);
        if (step == Step::Failed) return false;
        if (step == Step::Done) break;
    }
    outcome_.ended = true;
    if (start.from == GameStart::From::StartEndingOnFen) {
        const RawTag* fen = findTag("FEN");
        // Replaying to another board is no reading of the game: its error is not the one to
        // report (the [FEN] start's is).
        if (!endsOnFenBoard()) {
            movesRead_ = 0;
            return fail(fen->line, fen->column, Error{ErrorCode::GameBadSetUp}), false;
        }
        warn(fen->line, fen->column, Error{ErrorCode::GameFenIsFinalBoard});
    }
    outcome_.empty = !sawAnything_ && tags_.empty();
    if (!outcome_.empty) outcome_.tree = std::move(tree_);
    return true;
}

// Whether the main line ends on the board of the [FEN] tag: the pieces where they stand, the
// side to move aside (the platform writes the side before the last turn, and a deploy as its
// start with the steps in a suffix, which the variant reads).
bool PgnGameParser::endsOnFenBoard() {
    const std::vector<NodeId> line = tree_->mainLine();
    if (line.empty()) return false;
    const std::unique_ptr<Variant> end = tree_->variantAt(line.back());
    const std::unique_ptr<Variant> fen = end->clone();
    if (!fen->setPosition(findTag("FEN")->value)) return false;
    return fen->contents() == end->contents();
}

bool PgnGameParser::readTags() {
    tags_.reserve(24); // Lichess writes 17: room for them at once, not five growths
    for (;;) {
        // Made in place each time: assigned to one token, each was moved from a copy read back
        // right after its stores (a store-forwarding stall, two fifths of this loop's time).
        PgnToken token = lexer_.next();
        if (token.kind == Kind::Tag) {
            RawTag& tag = tags_.emplace_back(); // (filled in place: the texts move once)
            tag.key = token.text;
            tag.value = std::move(token.value);
            tag.line = token.line;
            tag.column = token.column;
            continue;
        }
        if (token.kind == Kind::Error) {
            fail(token.line, token.column, *token.error, true);
            return false;
        }
        lexer_.putBack(std::move(token));
        return true;
    }
}

// The variant ([Rules]) on the start position ([SetUp]/[FEN]); null after a failure.
std::unique_ptr<Variant> PgnGameParser::startBoard(const GameStart& start) {
    const RawTag* rulesTag = findTag("Rules");
    auto variant = start.variant->create(rulesTag ? std::string_view(rulesTag->value) : "");
    if (!variant)
        return fail(rulesTag->line, rulesTag->column,
                    Error{ErrorCode::GameBadRules, {}, variant.error()}),
               nullptr;
    const RawTag* setUp = findTag("SetUp");
    const RawTag* fen = findTag("FEN");
    if (start.from == GameStart::From::Fen) {
        auto set = variant.value()->setFilePosition(fen->value);
        if (!set)
            return fail(fen->line, fen->column, Error{ErrorCode::GameBadSetUp, {}, set.error()}),
                   nullptr;
        for (const Error& repair : *set)
            warn(fen->line, fen->column, Error{ErrorCode::GamePositionRepaired, {}, repair});
    } else if (setUp && setUp->value == "1" && !fen) {
        return fail(setUp->line, setUp->column, Error{ErrorCode::GameSetUpWithoutFen}), nullptr;
    }
    return std::move(variant.value());
}

// The tags as the game's tree holds them, naming the players as the variant does (Cotulenh:
// Red/Blue for White/Black), and a Result until the terminator says otherwise.
void PgnGameParser::setTreeTags(GameTree& tree, const GameStart& start, bool take) {
    using namespace std::string_view_literals; // literals of known length: no strlen a tag
    const std::array<std::string, 2>& players = start.variant->playerTags;
    // White/Black name the players of a variant with other player tags unless those are there.
    const bool renameFirst = players[0] != "White"sv && !findTag(players[0]);
    const bool renameSecond = players[1] != "Black"sv && !findTag(players[1]);
    const bool fromFen = start.from == GameStart::From::Fen;
    const bool hasVariant = findTag("Variant") != nullptr;
    TagList tags;
    tags.reserve(tags_.size() + 1);
    for (RawTag& tag : tags_) {
        const std::string& key = tag.key;
        // Read from the start, the game has no set-up position to write back.
        if (!fromFen && (key == "SetUp"sv || key == "FEN"sv)) continue;
        // (Each text moved or copied once, straight into the list: an import moves 18 a game.)
        auto& [newKey, value] = tags.emplace_back();
        if (key == "White"sv && renameFirst)
            newKey = players[0];
        else if (key == "Black"sv && renameSecond)
            newKey = players[1];
        else if (take)
            newKey = std::move(tag.key);
        else
            newKey = tag.key;
        // A result the movetext could not end with ("2-0") is unknown: "*", so that the game
        // written (tag and terminator agree) reads back the same.
        const bool unknownResult = newKey == "Result"sv && tag.value != "1-0"sv &&
                                   tag.value != "0-1"sv && tag.value != "1/2-1/2"sv;
        if (unknownResult)
            value = "*";
        else if (take)
            value = std::move(tag.value);
        else
            value = tag.value;
    }
    if (!hasVariant) tags.emplace_back("Variant", start.variant->tagName);
    tree.setTags(std::move(tags));
    if (!tree.hasTag("Result")) tree.setResult("*"); // the terminator may still change it
}

bool PgnGameParser::buildTree(const GameStart& start) {
    const std::unique_ptr<Variant> board = startBoard(start);
    if (!board) return false;
    tree_.emplace(*board);
    setTreeTags(*tree_, start);
    return true;
}

PgnGameParser::Step PgnGameParser::handle(const PgnToken& token) {
    switch (token.kind) {
    case Kind::MoveNumber:
        return Step::Continue; // informative only: the tree knows its own numbers
    case Kind::Move:
        return playMove(token);
    case Kind::Suffix: {
        const int nag = suffixNag(token.text);
        if (nag == 0)
            return fail(token.line, token.column,
                        Error{ErrorCode::GameSuffix, {shownExcerpt(token.text)}});
        return addNag(token, nag);
    }
    case Kind::Nag:
        return addNag(token, token.nag);
    case Kind::Comment:
        addComment(token);
        return Step::Continue;
    case Kind::Open:
        return openVariation(token);
    case Kind::Close:
        return closeVariation(token);
    case Kind::Result:
        if (finish(token) == Step::Failed) return Step::Failed;
        tree_->setResult(token.text);
        return Step::Done;
    case Kind::Error:
        return fail(token.line, token.column, *token.error, true);
    case Kind::Tag:
    case Kind::End:
        break;
    }
    return Step::Continue;
}

PgnGameParser::Step PgnGameParser::playMove(const PgnToken& token) {
    sawAnything_ = true;
    Frame& frame = frames_.back();
    std::string text(token.text);
    const size_t cut = text.find_last_not_of("!?") + 1;
    const std::string suffix = text.substr(cut);
    text.resize(cut);
    const int nag = suffix.empty() ? 0 : suffixNag(suffix);
    if (!suffix.empty() && nag == 0)
        return fail(token.line, token.column + int(cut),
                    Error{ErrorCode::GameSuffix, {shownExcerpt(suffix)}});
    if (isEnPassantWord(text)) {
        // Meder writes "e.p." as its own word after an en-passant capture: nothing to play.
        if (frame.last == kNoNode || frame.last == GameTree::root())
            return fail(token.line, token.column, Error{ErrorCode::GameLoneEnPassant});
        return nag ? addNag(token, nag) : Step::Continue;
    }
    auto node = addTurn(frame.at, text, token);
    if (!node)
        return fail(token.line, token.column,
                    Error{ErrorCode::GameBadTurn,
                          {moveNumber(frame.at), shownExcerpt(text)},
                          node.error()});
    ++movesRead_;
    annotate(tree_->annotation(*node), &NodeAnnotation::commentBefore, frame.pending);
    frame.pending = {};
    frame.at = frame.last = *node;
    frame.place = Place::AfterMove;
    if (nag) tree_->annotation(*node).nags.push_back(nag);
    return Step::Continue;
}

// The move number as a player counts it before the turn after `at`: "12", or "12..." for the
// second player's.
std::string PgnGameParser::moveNumber(NodeId at) const {
    const auto before = tree_->variantAt(at);
    return concat(
        {std::to_string(before->fullmoveNumber()), before->sideToMove() == 0 ? "" : "..."});
}

// The turn `text` after node `at`, tolerating a check mark the variant does not print (or prints
// differently) and Meder's "e.p." written as its own word; a lossy text with several readings
// takes the one this run of the reader chooses.
Result<NodeId> PgnGameParser::addTurn(NodeId at, const std::string& text, const PgnToken& token) {
    auto node = tree_->addTurnText(at, text);
    if (!node && node.error().code == ErrorCode::TurnAmbiguous)
        if (const std::optional<Turn> guessed = guessReading(at, text, token))
            return tree_->addTurn(at, *guessed);
    if (!node && text.find_last_of("+#") == text.size() - 1) {
        auto bare = tree_->addTurnText(at, text.substr(0, text.find_last_not_of("+#") + 1));
        if (bare) node = bare;
    }
    if (!node && lexer_.peek().kind == Kind::Move && isEnPassantWord(lexer_.peek().text)) {
        auto withEp = tree_->addTurnText(at, concat({text, " e.p."}));
        if (withEp) node = withEp;
    }
    return node;
}

// The reading of an ambiguous lossy text that this run takes (ReadingChoices), noted as a guess.
std::optional<Turn> PgnGameParser::guessReading(NodeId at, const std::string& text,
                                                const PgnToken& token) {
    const std::unique_ptr<Variant> board = tree_->variantAt(at);
    const Notation notation = board->fileNotation();
    const std::vector<Turn> readings = board->readingsOf(text, notation);
    if (readings.size() < 2) return std::nullopt;
    Guess guess{token.line, token.column, moveNumber(at), shownExcerpt(text), {}, 0};
    for (const Turn& turn : readings)
        guess.readings.push_back(board->turnText(turn, board->descriptor().engineNotation));
    guess.taken = choices_.take(readings.size());
    guesses_.push_back(std::move(guess));
    return readings[guesses_.back().taken];
}

PgnGameParser::Step PgnGameParser::addNag(const PgnToken& token, int nag) {
    sawAnything_ = true;
    const Frame& frame = frames_.back();
    if (frame.last == kNoNode)
        return fail(token.line, token.column,
                    Error{ErrorCode::GameNagPlacement, {shownExcerpt(token.text)}});
    tree_->annotation(frame.last).nags.push_back(nag);
    return Step::Continue;
}

void PgnGameParser::addComment(const PgnToken& token) {
    Frame& frame = frames_.back();
    const CommentMarkup markup = parseCommentMarkup(token.text);
    if (frame.place == Place::AfterMove && frame.last != kNoNode) {
        annotate(tree_->annotation(frame.last), &NodeAnnotation::commentAfter, markup);
        frame.place = Place::BeforeMove;
    } else {
        appendMarkup(frame.pending, markup);
    }
}

void PgnGameParser::flushPending(Frame& frame) {
    if (frame.last != kNoNode)
        annotate(tree_->annotation(frame.last), &NodeAnnotation::commentAfter, frame.pending);
    frame.pending = {};
}

PgnGameParser::Step PgnGameParser::openVariation(const PgnToken& token) {
    sawAnything_ = true;
    const Frame& frame = frames_.back();
    if (frame.last == kNoNode || frame.last == GameTree::root())
        return fail(token.line, token.column, Error{ErrorCode::GameVariationStart});
    // Writers and views walk variations recursively; no real annotation nests this deep.
    if (frames_.size() > kMaxNesting)
        return fail(token.line, token.column,
                    Error{ErrorCode::GameVariationDepth, {std::to_string(kMaxNesting)}});
    Frame inner;
    inner.at = tree_->parent(frame.last);
    inner.place = Place::BeforeMove;
    inner.line = token.line;
    inner.column = token.column;
    frames_.push_back(std::move(inner));
    return Step::Continue;
}

PgnGameParser::Step PgnGameParser::closeVariation(const PgnToken& token) {
    if (frames_.size() == 1)
        return fail(token.line, token.column, Error{ErrorCode::GameVariationClose});
    if (frames_.back().last == kNoNode)
        return fail(token.line, token.column, Error{ErrorCode::GameVariationEmpty});
    flushPending(frames_.back());
    frames_.pop_back();
    frames_.back().place = Place::BeforeMove;
    return Step::Continue;
}

// The end of the game (a result, the next game's tags or the end of the input).
PgnGameParser::Step PgnGameParser::finish(const PgnToken& token) {
    if (token.kind == Kind::Result) sawAnything_ = true;
    if (frames_.size() > 1) {
        // At a tag or the end the next game starts right here; a result inside a variation
        // may be followed by more of this game, which the reader then skips.
        const Frame& open = frames_.back();
        fail(open.line, open.column, Error{ErrorCode::GameVariationOpen});
        outcome_.ended = token.kind != Kind::Result;
        return Step::Failed;
    }
    flushPending(frames_.back());
    return Step::Done;
}

} // namespace trellis
