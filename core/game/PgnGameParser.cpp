#include "PgnGameParser.h"

#include "Concat.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace trellis {

namespace {

using Kind = PgnToken::Kind;
constexpr size_t kMaxNesting = 200;

std::string shown(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 40)) out += (static_cast<unsigned char>(c) < 32) ? '?' : c;
    if (text.size() > 40) out += "...";
    return out;
}

// "!" "?" "!!" "??" "!?" "?!" are NAGs 1 to 6; 0 for anything else.
int suffixNag(std::string_view suffix) {
    static const std::array<std::string_view, 6> suffixes = {"!", "?", "!!", "??", "!?", "?!"};
    for (size_t i = 0; i < suffixes.size(); ++i)
        if (suffixes[i] == suffix) return int(i) + 1;
    return 0;
}

// Meder's "e.p." word, which carries the check mark when the capture gives check ("e.p.+").
bool isEnPassantWord(std::string_view text) {
    return text.substr(0, text.find_last_not_of("+#") + 1) == "e.p.";
}

void appendText(std::string& to, const std::string& text) {
    if (text.empty()) return;
    if (!to.empty()) to += ' ';
    to += text;
}

// Comments in a row join into one text, and the join may complete a command that neither
// comment held whole ("[%csl Ga1" then "Gb2]"). Written back they are one comment, which reads
// it as a command: so is it read here, or the game would not read back the same.
void joinMarkup(std::string& text, std::vector<SquareMark>& squares, std::vector<ArrowMark>& arrows,
                const CommentMarkup& add) {
    squares.insert(squares.end(), add.squares.begin(), add.squares.end());
    arrows.insert(arrows.end(), add.arrows.begin(), add.arrows.end());
    if (text.empty() || add.text.empty()) {
        appendText(text, add.text);
        return;
    }
    CommentMarkup joined = parseCommentMarkup(concat({text, " ", add.text}));
    text = std::move(joined.text);
    squares.insert(squares.end(), joined.squares.begin(), joined.squares.end());
    arrows.insert(arrows.end(), joined.arrows.begin(), joined.arrows.end());
}

void appendMarkup(CommentMarkup& to, const CommentMarkup& from) {
    joinMarkup(to.text, to.squares, to.arrows, from);
}

void annotate(NodeAnnotation& note, std::string NodeAnnotation::*comment,
              const CommentMarkup& markup) {
    joinMarkup(note.*comment, note.squares, note.arrows, markup);
}

} // namespace

PgnGameParser::PgnGameParser(PgnLexer& lexer, const VariantCatalog& variants, int number)
    : lexer_(lexer), variants_(variants), number_(number) {}

PgnGameParser::Step PgnGameParser::fail(int line, int column, Error error, bool lexical) {
    outcome_.error = PgnError{number_, line, column, std::move(error)};
    outcome_.lexical = lexical;
    outcome_.inMovetext = tree_.has_value();
    return Step::Failed;
}

const PgnGameParser::RawTag* PgnGameParser::findTag(std::string_view key) const {
    for (const RawTag& tag : tags_)
        if (tag.key == key) return &tag;
    return nullptr;
}

PgnGameParser::Outcome PgnGameParser::parse() {
    if (!readTags() || !setUpTree()) return std::move(outcome_);
    frames_.push_back(Frame{});
    frames_.back().last = GameTree::root();
    for (;;) {
        const Kind kind = lexer_.peek().kind;
        // A tag or the end of input ends the game without consuming what follows.
        if (kind == Kind::Tag || kind == Kind::End) {
            if (finish(lexer_.peek()) == Step::Failed) return std::move(outcome_);
            break;
        }
        const PgnToken token = lexer_.next();
        const Step step = handle(token);
        if (step == Step::Failed) return std::move(outcome_);
        if (step == Step::Done) break;
    }
    outcome_.ended = true;
    outcome_.empty = !sawAnything_ && tags_.empty();
    if (!outcome_.empty) outcome_.tree = std::move(tree_);
    return std::move(outcome_);
}

bool PgnGameParser::readTags() {
    while (lexer_.peek().kind == Kind::Tag) {
        const PgnToken token = lexer_.next();
        tags_.push_back({token.text, token.value, token.line, token.column});
    }
    if (lexer_.peek().kind == Kind::Error) {
        const PgnToken token = lexer_.next();
        fail(token.line, token.column, token.error, true);
        return false;
    }
    return true;
}

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    while (!out.empty() && std::isspace(static_cast<unsigned char>(out.back()))) out.pop_back();
    while (!out.empty() && std::isspace(static_cast<unsigned char>(out.front()))) out.erase(0, 1);
    return out;
}

// The variant a [Variant] tag names: its id, display name, tag name or an alias, in any case.
const VariantDescriptor* variantNamed(const VariantCatalog& variants, std::string_view tag) {
    const std::string name = lower(tag);
    for (const VariantDescriptor* v : variants)
        if (v->id == name || lower(v->tagName) == name || lower(v->displayName) == name ||
            std::find(v->aliases.begin(), v->aliases.end(), name) != v->aliases.end())
            return v;
    return nullptr;
}

} // namespace

// Chooses the variant ([Variant], else the first variant that reads untagged games until the
// first move says otherwise) and builds the tree.
bool PgnGameParser::setUpTree() {
    const RawTag* variantTag = findTag("Variant");
    const RawTag* rulesTag = findTag("Rules");
    // Comments after the last game are no game: only complain when something follows.
    auto nothingFollows = [&] {
        while (tags_.empty() && lexer_.peek().kind == Kind::Comment) lexer_.next();
        if (tags_.empty() && lexer_.peek().kind == Kind::End) {
            outcome_.empty = outcome_.ended = true;
            return true;
        }
        return false;
    };
    if (variantTag) {
        const VariantDescriptor* v = variantNamed(variants_, variantTag->value);
        if (!v) {
            if (nothingFollows()) return false;
            fail(variantTag->line, variantTag->column,
                 Error{ErrorCode::GameUnknownVariant, {shown(variantTag->value)}});
            return false;
        }
        return buildTree(*v, rulesTag, false);
    }
    guesses_.clear();
    for (const VariantDescriptor* v : variants_)
        if (v->readsUntaggedGames) guesses_.push_back(v);
    if (guesses_.empty()) {
        if (nothingFollows()) return false;
        const PgnToken& next = lexer_.peek();
        fail(next.line, next.column, Error{ErrorCode::GameNoVariantTag});
        return false;
    }
    const VariantDescriptor* first = guesses_.front();
    guesses_.erase(guesses_.begin());
    if (!buildTree(*first, rulesTag, true)) return false;
    return true;
}

// Makes the variant ([Rules]), sets the start position ([SetUp]/[FEN]) and copies the tags into
// a new tree, naming the players as the variant does (Cotulenh: Red/Blue for White/Black).
bool PgnGameParser::buildTree(const VariantDescriptor& descriptor, const RawTag* rulesTag,
                              bool guessed) {
    auto variant = descriptor.create(rulesTag ? std::string_view(rulesTag->value) : "");
    if (!variant)
        return fail(rulesTag->line, rulesTag->column,
                    Error{ErrorCode::GameBadRules, {}, variant.error()}),
               false;
    variantGuessed_ = guessed;
    const RawTag* setUp = findTag("SetUp");
    const RawTag* fen = findTag("FEN");
    if (fen && !(setUp && setUp->value == "0")) {
        auto set = variant.value()->setPosition(fen->value);
        // A guessed variant may simply be the wrong one: try the next before complaining.
        if (!set && guessed && guessNextVariant()) return true;
        if (!set)
            return fail(fen->line, fen->column, Error{ErrorCode::GameBadSetUp, {}, set.error()}),
                   false;
    } else if (setUp && setUp->value == "1") {
        return fail(setUp->line, setUp->column, Error{ErrorCode::GameSetUpWithoutFen}), false;
    }
    tree_.emplace(*variant.value());
    const std::array<std::string, 2>& players = descriptor.playerTags;
    // White/Black name the players of a variant with other player tags unless those are there.
    const bool renameFirst = players[0] != "White" && !findTag(players[0]);
    const bool renameSecond = players[1] != "Black" && !findTag(players[1]);
    TagList tags;
    for (const RawTag& tag : tags_) {
        std::string key = tag.key;
        if (key == "White" && renameFirst) key = players[0];
        if (key == "Black" && renameSecond) key = players[1];
        // A result the movetext could not end with ("2-0") is unknown: "*", so that the game
        // written (tag and terminator agree) reads back the same.
        const bool result = tag.value == "1-0" || tag.value == "0-1" || tag.value == "1/2-1/2";
        tags.emplace_back(std::move(key), key == "Result" && !result ? "*" : tag.value);
    }
    if (!findTag("Variant")) tags.emplace_back("Variant", descriptor.tagName);
    tree_->setTags(std::move(tags));
    if (!tree_->hasTag("Result")) tree_->setResult("*"); // the terminator may still change it
    return true;
}

// An untagged game whose start or first move does not fit: the next candidate variant.
bool PgnGameParser::guessNextVariant() {
    if (guesses_.empty()) return false;
    const VariantDescriptor* next = guesses_.front();
    guesses_.erase(guesses_.begin());
    return buildTree(*next, findTag("Rules"), true);
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
                        Error{ErrorCode::GameSuffix, {shown(token.text)}});
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
        return fail(token.line, token.column, token.error, true);
    case Kind::Tag:
    case Kind::End:
        break;
    }
    return Step::Continue;
}

PgnGameParser::Step PgnGameParser::playMove(const PgnToken& token) {
    sawAnything_ = true;
    Frame& frame = frames_.back();
    std::string text = token.text;
    const size_t cut = text.find_last_not_of("!?") + 1;
    const std::string suffix = text.substr(cut);
    text.resize(cut);
    const int nag = suffix.empty() ? 0 : suffixNag(suffix);
    if (!suffix.empty() && nag == 0)
        return fail(token.line, token.column + int(cut),
                    Error{ErrorCode::GameSuffix, {shown(suffix)}});
    if (isEnPassantWord(text)) {
        // Meder writes "e.p." as its own word after an en-passant capture: nothing to play.
        if (frame.last == kNoNode || frame.last == GameTree::root())
            return fail(token.line, token.column, Error{ErrorCode::GameLoneEnPassant});
        return nag ? addNag(token, nag) : Step::Continue;
    }
    auto node = addTurn(frame.at, text);
    // An untagged game's first move decides among the variants that read untagged games.
    // The names tried are only kept when a move fails: most moves read at once.
    std::string tried;
    if (!node) tried = tree_->startVariant().descriptor().displayName;
    while (!node && variantGuessed_ && !sawMove_ && !guesses_.empty()) {
        if (!guessNextVariant()) break;
        tried += concat({", ", tree_->startVariant().descriptor().displayName});
        node = addTurn(frame.at, text);
    }
    if (!node) {
        if (variantGuessed_ && !sawMove_)
            return fail(token.line, token.column,
                        Error{ErrorCode::GameNoVariant, {shown(text), tried}, node.error()});
        // The move number as a player counts it: "12", or "12..." for the second player's.
        const auto before = tree_->variantAt(frame.at);
        const std::string number = concat(
            {std::to_string(before->fullmoveNumber()), before->sideToMove() == 0 ? "" : "..."});
        return fail(token.line, token.column,
                    Error{ErrorCode::GameBadTurn, {number, shown(text)}, node.error()});
    }
    sawMove_ = true;
    annotate(tree_->annotation(*node), &NodeAnnotation::commentBefore, frame.pending);
    frame.pending = {};
    frame.at = frame.last = *node;
    frame.place = Place::AfterMove;
    if (nag) tree_->annotation(*node).nags.push_back(nag);
    return Step::Continue;
}

// The turn `text` after node `at`, tolerating a check mark the variant does not print (or prints
// differently) and Meder's "e.p." written as its own word.
Result<NodeId> PgnGameParser::addTurn(NodeId at, const std::string& text) {
    auto node = tree_->addTurnText(at, text);
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

PgnGameParser::Step PgnGameParser::addNag(const PgnToken& token, int nag) {
    sawAnything_ = true;
    const Frame& frame = frames_.back();
    if (frame.last == kNoNode)
        return fail(token.line, token.column,
                    Error{ErrorCode::GameNagPlacement, {shown(token.text)}});
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
