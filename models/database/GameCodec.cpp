#include "GameCodec.h"

#include "PositionIndex.h"

#include "game/Concat.h"
#include "game/PgnReader.h"
#include "variant/VariantRegistry.h"

#include <algorithm>
#include <array>
#include <memory>

namespace trellis::db {

namespace {

// Blob codes (README.md): markers below kFirstTurn, turns from it on.
enum BlobCode : std::uint64_t {
    kVariationStart = 0,
    kVariationEnd = 1,
    kAnnotation = 2,
    kSetup = 3,
    kFirstTurn = kFirstTurnCode,
};

// Annotation field bits.
enum AnnotationField : std::uint64_t {
    kCommentBefore = 1,
    kCommentAfter = 2,
    kNags = 4,
    kSquares = 8,
    kArrows = 16,
};

// Setup record bits.
enum SetupField : std::uint64_t { kRules = 1, kPosition = 2 };

template <class T> Result<T> fail(std::string message) {
    return Result<T>::failure(Error{ErrorCode::StoredGame, {std::move(message)}});
}

const std::string* firstTag(const TagList& tags, std::string_view key) {
    for (const auto& [k, v] : tags)
        if (k == key) return &v;
    return nullptr;
}

void putString(std::string& out, std::string_view text) {
    putVarint(out, text.size());
    out.append(text);
}

// Reads the blob; every accessor fails softly (ok() false) instead of reading past the end.
class BlobReader {
  public:
    explicit BlobReader(std::string_view in) : in_(in) {}
    bool atEnd() const { return pos_ >= in_.size(); }
    std::size_t offset() const { return pos_; }
    bool ok() const { return ok_; }
    std::uint64_t varint() {
        const auto v = getVarint(in_, pos_);
        if (!v) ok_ = false;
        return v.value_or(0);
    }
    std::string string() {
        const std::uint64_t size = varint();
        if (!ok_ || size > in_.size() - pos_) {
            ok_ = false;
            return {};
        }
        std::string out(in_.substr(pos_, size));
        pos_ += size;
        return out;
    }
    void fail() { ok_ = false; }
    char byte() {
        if (atEnd()) {
            ok_ = false;
            return 0;
        }
        return in_[pos_++];
    }

  private:
    std::string_view in_;
    std::size_t pos_ = 0;
    bool ok_ = true;
};

void writeAnnotation(std::string& out, const NodeAnnotation& note) {
    std::uint64_t mask = 0;
    if (!note.commentBefore.empty()) mask |= kCommentBefore;
    if (!note.commentAfter.empty()) mask |= kCommentAfter;
    if (!note.nags.empty()) mask |= kNags;
    if (!note.squares.empty()) mask |= kSquares;
    if (!note.arrows.empty()) mask |= kArrows;
    putVarint(out, kAnnotation);
    putVarint(out, mask);
    if (mask & kCommentBefore) putString(out, note.commentBefore);
    if (mask & kCommentAfter) putString(out, note.commentAfter);
    if (mask & kNags) {
        putVarint(out, note.nags.size());
        for (int nag : note.nags) putVarint(out, std::uint64_t(std::max(nag, 0)));
    }
    if (mask & kSquares) {
        putVarint(out, note.squares.size());
        for (const SquareMark& s : note.squares) {
            out += s.colour;
            putString(out, s.square);
        }
    }
    if (mask & kArrows) {
        putVarint(out, note.arrows.size());
        for (const ArrowMark& a : note.arrows) {
            out += a.colour;
            putString(out, a.from);
            putString(out, a.to);
        }
    }
}

// After the kAnnotation code.
NodeAnnotation readAnnotation(BlobReader& in) {
    NodeAnnotation note;
    const std::uint64_t mask = in.varint();
    if (mask & ~std::uint64_t(kCommentBefore | kCommentAfter | kNags | kSquares | kArrows))
        in.fail(); // a field this version does not know
    if (mask & kCommentBefore) note.commentBefore = in.string();
    if (mask & kCommentAfter) note.commentAfter = in.string();
    const auto count = [&in] {
        const std::uint64_t n = in.varint();
        return in.ok() && n < (1u << 20) ? n : 0;
    };
    if (mask & kNags)
        for (std::uint64_t n = count(); n > 0 && in.ok(); --n)
            note.nags.push_back(int(in.varint()));
    if (mask & kSquares)
        for (std::uint64_t n = count(); n > 0 && in.ok(); --n) {
            SquareMark s;
            s.colour = in.byte();
            s.square = in.string();
            note.squares.push_back(std::move(s));
        }
    if (mask & kArrows)
        for (std::uint64_t n = count(); n > 0 && in.ok(); --n) {
            ArrowMark a;
            a.colour = in.byte();
            a.from = in.string();
            a.to = in.string();
            note.arrows.push_back(std::move(a));
        }
    return note;
}

// After the kSetup code: its fields, skipped.
void skipSetup(BlobReader& in) {
    const std::uint64_t fields = in.varint();
    if (fields & kRules) in.string();
    if (fields & kPosition) in.string();
}

// The start board the tags describe, as PgnReader builds it: [Rules] names the rule set,
// [FEN] the position unless [SetUp "0"]. Null when the tags do not make a board.
std::unique_ptr<Variant> boardFromTags(const VariantDescriptor& d, const TagList& tags) {
    const std::string* rules = firstTag(tags, "Rules");
    auto created = d.create(rules ? std::string_view(*rules) : std::string_view());
    if (!created) return nullptr;
    std::unique_ptr<Variant> board = std::move(created.value());
    const std::string* setUp = firstTag(tags, "SetUp");
    const std::string* fen = firstTag(tags, "FEN");
    if (fen && !(setUp && *setUp == "0") && !board->setPosition(*fen)) return nullptr;
    return board;
}

// Whether the tree knows the rank of every turn, so that encoding needs no board.
bool everyRankKnown(const GameTree& tree) {
    for (NodeId id = 0; id < tree.nodeSlots(); ++id)
        if (id != GameTree::root() && tree.contains(id) && !tree.knownRank(id)) return false;
    return true;
}

// Writes the tree's turns in file order (README.md): a node's main continuation, its
// alternatives each in a variation, then what follows the main continuation. The board
// follows along only when some turn's rank must be asked of it.
class TreeEncoder {
  public:
    TreeEncoder(const GameTree& tree, std::unique_ptr<Variant> board, std::string& out,
                std::string& mainLine)
        : tree_(tree), board_(std::move(board)), replay_(!everyRankKnown(tree)), out_(out),
          mainLine_(mainLine) {}

    // Leaves the board where it found it.
    bool encode(NodeId from, bool onMainLine) {
        int played = 0;
        const bool ok = encodeLine(from, onMainLine, played);
        for (; played > 0; --played) undo();
        return ok;
    }

  private:
    bool encodeLine(NodeId from, bool onMainLine, int& played) {
        for (NodeId at = from;;) {
            const std::vector<NodeId>& kids = tree_.children(at);
            if (kids.empty()) return true;
            for (std::size_t i = 0; i < kids.size(); ++i) {
                const Turn& turn = tree_.turn(kids[i]);
                const std::optional<std::size_t> rank =
                    replay_ ? board_->legalTurnRank(turn) : tree_.knownRank(kids[i]);
                if (!rank) return false;
                const std::uint64_t less = *rank;
                if (i > 0) putVarint(out_, kVariationStart);
                putVarint(out_, kFirstTurn + less);
                if (i == 0 && onMainLine) putVarint(mainLine_, kFirstTurn + less);
                if (const NodeAnnotation& note = tree_.annotation(kids[i]); !note.empty())
                    writeAnnotation(out_, note);
                if (i > 0) {
                    make(turn);
                    const bool ok = encode(kids[i], false);
                    undo();
                    if (!ok) return false;
                    putVarint(out_, kVariationEnd);
                }
            }
            make(tree_.turn(kids.front()));
            ++played;
            at = kids.front();
        }
    }

    void make(const Turn& turn) {
        if (replay_) board_->makeTurn(turn);
    }
    void undo() {
        if (replay_) board_->undoTurn();
    }

    const GameTree& tree_;
    std::unique_ptr<Variant> board_;
    const bool replay_;
    std::string& out_;
    std::string& mainLine_;
};

// Replays a blob into a tree: each turn is found by its rank where it is played, on the
// tree's own board.
class TreeDecoder {
  public:
    explicit TreeDecoder(GameTree& tree) : tree_(tree) {}

    Result<bool> decode(BlobReader& in) {
        NodeId at = GameTree::root(), last = GameTree::root();
        std::vector<NodeId> open; // the node each open variation is an alternative to
        while (!in.atEnd()) {
            const std::size_t offset = in.offset();
            const std::uint64_t code = in.varint();
            if (!in.ok()) break;
            if (code == kAnnotation) {
                if (last == kNoNode) return error(offset, "a comment before the first turn");
                NodeAnnotation note = readAnnotation(in);
                if (!in.ok()) break;
                tree_.annotation(last) = std::move(note);
            } else if (code == kVariationStart) {
                if (last == kNoNode || last == GameTree::root())
                    return error(offset, "a variation without a turn to replace");
                // The alternative to `last` is played where `last` was.
                open.push_back(last);
                at = tree_.parent(last);
                last = kNoNode;
            } else if (code == kVariationEnd) {
                if (open.empty()) return error(offset, "a variation closed that was not open");
                const NodeId alternativeTo = open.back();
                open.pop_back();
                at = last = alternativeTo;
            } else if (code == kSetup) {
                return error(offset, "a set-up record after the start");
            } else {
                const std::uint64_t index = code - kFirstTurn;
                const Result<NodeId> added = tree_.addTurnOfRank(at, std::size_t(index));
                if (!added)
                    return error(offset, concat({"turn ", std::to_string(index),
                                                 " is not a legal turn's number"}));
                at = last = *added;
            }
        }
        if (!in.ok()) return error(in.offset(), "the data ends inside a record");
        if (!open.empty()) return error(in.offset(), "a variation is not closed");
        return true;
    }

  private:
    static Result<bool> error(std::size_t offset, const std::string& what) {
        return fail<bool>(
            concat({"damaged game data at byte ", std::to_string(offset), ": ", what}));
    }

    GameTree& tree_;
};

} // namespace

// ---------------------------------------------------------------------------------------------
// Varints

void putLongVarint(std::string& out, std::uint64_t value) {
    while (value >= 0x80) {
        out += char((value & 0x7f) | 0x80);
        value >>= 7;
    }
    out += char(value);
}

std::optional<std::uint64_t> getVarint(std::string_view in, std::size_t& pos) {
    std::uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (pos >= in.size()) return std::nullopt;
        const auto byte = static_cast<unsigned char>(in[pos++]);
        value |= std::uint64_t(byte & 0x7f) << shift;
        if (!(byte & 0x80)) return value;
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Keys

std::string duplicateKeyText(const std::string& variant, const TagList& tags) {
    const VariantDescriptor* d = findVariant(variant);
    std::string text = variant;
    text.reserve(128); // the roster's texts: room for most at once
    auto add = [&](std::string_view key) {
        const std::string* value = firstTag(tags, key);
        text += '\x1f';
        if (value) {
            text += '=';
            text += *value;
        }
    };
    for (std::string_view key : {"Event", "Site", "Date", "Round"}) add(key);
    if (d) {
        add(d->playerTags[0]);
        add(d->playerTags[1]);
    }
    const std::string* rules = firstTag(tags, "Rules");
    text += '\x1f';
    text += rules ? *rules : (d && !d->ruleSets.empty() ? d->ruleSets.front() : std::string());
    const std::string* setUp = firstTag(tags, "SetUp");
    const std::string* fen = firstTag(tags, "FEN");
    text += '\x1f';
    if (fen && !(setUp && *setUp == "0")) text += *fen;
    return text;
}

std::uint64_t duplicateKey(std::string_view keyText) {
    std::uint64_t hash = 14695981039346656037ull; // FNV-1a
    for (char c : keyText) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ull;
    }
    return hash;
}

// ---------------------------------------------------------------------------------------------
// Games

namespace {

// What every encoded game starts with: the columns, the set-up record when the tags do not
// describe the start board `start`, and the game comment `note`; and the duplicate key. The tags
// are moved into the header. `startFromTags`: the reader built the start board from the tags,
// so it needs no comparing.
Result<EncodedGame> encodeStart(const Variant& start, TagList tags, const NodeAnnotation& note,
                                bool startFromTags) {
    const VariantDescriptor& d = start.descriptor();
    if (!findVariant(d.id)) return fail<EncodedGame>(concat({"unknown variant '", d.id, "'"}));
    EncodedGame game;
    const auto differs = [&] {
        const std::unique_ptr<Variant> implied = boardFromTags(d, tags);
        return !implied || implied->rules() != start.rules() ||
               implied->position() != start.position();
    };
    if (!startFromTags && differs()) {
        putVarint(game.moves, kSetup);
        putVarint(game.moves, kRules | kPosition);
        putString(game.moves, start.rules());
        putString(game.moves, start.position());
    }
    if (!note.empty()) writeAnnotation(game.moves, note);
    game.dupKey = duplicateKey(duplicateKeyText(d.id, tags));
    game.header = encodeHeader(d, std::move(tags));
    return game;
}

} // namespace

Result<EncodedGame> encodeGame(const GameTree& tree) {
    Result<EncodedGame> started =
        encodeStart(tree.startVariant(), tree.tags(), tree.annotation(GameTree::root()), false);
    if (!started) return started;
    EncodedGame& game = started.value();
    TreeEncoder encoder(tree, tree.startVariant().clone(), game.moves, game.mainLine);
    if (!encoder.encode(GameTree::root(), true))
        return fail<EncodedGame>("the game holds a turn that is not legal on its board");
    game.header.turns = int(tree.mainLine().size());
    game.index = gameIndex(tree, game.mainLine);
    return started;
}

Result<EncodedGame> encodePlainGame(PlainGame&& plain) {
    GameTree& tree = plain.head;
    Result<EncodedGame> started =
        encodeStart(tree.startVariant(), tree.takeTags(), tree.annotation(GameTree::root()),
                    plain.startFromTags);
    if (!started) return started;
    EncodedGame& game = started.value();
    game.mainLine.reserve(plain.ranks.size()); // a turn is about a byte
    for (const std::uint32_t rank : plain.ranks) putVarint(game.mainLine, kFirstTurn + rank);
    if (plain.notes.empty()) {
        game.moves += game.mainLine; // no annotation: the turns are the main line's codes
    } else {
        game.moves.reserve(game.moves.size() + plain.ranks.size() + 8);
        for (std::size_t i = 0; i < plain.ranks.size(); ++i) {
            putVarint(game.moves, kFirstTurn + plain.ranks[i]);
            if (i + 1 < plain.notes.size() && !plain.notes[i + 1].empty())
                writeAnnotation(game.moves, plain.notes[i + 1]);
        }
    }
    game.header.turns = int(plain.ranks.size());
    game.index = gameIndex(plain.keys, plain.ranks);
    return started;
}

Result<std::unique_ptr<Variant>> startBoard(const GameHeader& header, std::string_view moves) {
    using Board = std::unique_ptr<Variant>;
    const VariantDescriptor* d = findVariant(header.variant);
    if (!d) return fail<Board>(concat({"unknown variant '", header.variant, "'"}));
    if (BlobReader in(moves); !moves.empty() && in.varint() == kSetup) {
        const std::uint64_t fields = in.varint();
        const std::string rules = (fields & kRules) ? in.string() : std::string();
        const std::string position = (fields & kPosition) ? in.string() : std::string();
        if (!in.ok()) return fail<Board>("damaged game data: the set-up record");
        auto created = d->create(rules);
        if (!created) return fail<Board>(concat({"unknown rule set '", rules, "'"}));
        Board board = std::move(created.value());
        if ((fields & kPosition) && !board->setPosition(position))
            return fail<Board>(concat({"damaged game data: bad start position ", position}));
        return board;
    }
    auto tags = header.tags();
    if (!tags) return Result<Board>::failure(tags.error());
    Board board = boardFromTags(*d, *tags);
    if (!board) return fail<Board>("damaged game data: the tags give no start position");
    return board;
}

Result<GameTree> decodeGame(const GameHeader& header, std::string_view moves) {
    auto tags = header.tags();
    if (!tags) return Result<GameTree>::failure(tags.error());
    auto board = startBoard(header, moves);
    if (!board) return Result<GameTree>::failure(board.error());
    BlobReader in(moves);
    if (BlobReader peek(moves); !moves.empty() && peek.varint() == kSetup) {
        in.varint();
        skipSetup(in);
    }
    GameTree tree(**board);
    tree.setTags(std::move(tags.value()));
    TreeDecoder decoder(tree);
    if (auto decoded = decoder.decode(in); !decoded)
        return Result<GameTree>::failure(decoded.error());
    return tree;
}

namespace {

// A blob's turns played on a board in file order, with what each open variation replaced: what
// renumberTurns needs to know where each number is read.
class BlobReplay {
  public:
    explicit BlobReplay(Variant& board) : board_(board) {}

    void play(const Turn& turn) {
        board_.makeTurn(turn);
        played_.push_back(turn);
    }
    // The next turn replaces the last one played.
    bool startVariation() {
        if (played_.empty()) return false;
        open_.push_back({played_.size() - 1, played_.back()});
        takeBack();
        return true;
    }
    // Back to the turn the variation replaced.
    bool endVariation() {
        if (open_.empty()) return false;
        while (played_.size() > open_.back().depth) takeBack();
        play(open_.back().replaced);
        open_.pop_back();
        return true;
    }
    bool closed() const { return open_.empty(); }

  private:
    struct Open {
        std::size_t depth; // the turns played before the replaced one
        Turn replaced;
    };
    void takeBack() {
        board_.undoTurn();
        played_.pop_back();
    }

    Variant& board_;
    std::vector<Turn> played_;
    std::vector<Open> open_;
};

// The variant's own answers where schema `schema` stored them, and where they are the legal
// ranks too: the default lists every legal turn, and a Cotulenh position's take long.
bool ownNumbers(const Variant& board, int schema) {
    return board.numbersTurnsByLegalRank() || schema >= board.ownTurnNumbersSince();
}

std::optional<Turn> turnOfNumber(Variant& board, std::size_t number, int schema) {
    return ownNumbers(board, schema) ? board.legalTurnOfRank(number)
                                     : board.Variant::legalTurnOfRank(number);
}

std::optional<std::size_t> numberOfTurn(Variant& board, const Turn& turn, int schema) {
    return ownNumbers(board, schema) ? board.legalTurnRank(turn)
                                     : board.Variant::legalTurnRank(turn);
}

} // namespace

Result<std::string> renumberTurns(const GameHeader& header, std::string_view moves, int fromSchema,
                                  int toSchema) {
    auto board = startBoard(header, moves);
    if (!board) return Result<std::string>::failure(board.error());
    BlobReplay replay(**board);
    BlobReader in(moves);
    std::string out;
    out.reserve(moves.size());
    while (!in.atEnd() && in.ok()) {
        const std::size_t offset = in.offset();
        const std::uint64_t code = in.varint();
        bool done = in.ok();
        if (code == kAnnotation) {
            readAnnotation(in);
        } else if (code == kSetup) {
            skipSetup(in);
            done = in.ok() && offset == 0;
        } else if (code == kVariationStart) {
            done = done && replay.startVariation();
        } else if (code == kVariationEnd) {
            done = done && replay.endVariation();
        } else if (done) {
            const std::optional<Turn> turn =
                turnOfNumber(**board, std::size_t(code - kFirstTurn), fromSchema);
            const auto number = turn ? numberOfTurn(**board, *turn, toSchema) : std::nullopt;
            if (!number)
                return fail<std::string>(
                    concat({"damaged game data at byte ", std::to_string(offset),
                            ": no legal turn has that number"}));
            putVarint(out, kFirstTurn + *number);
            replay.play(*turn);
            continue;
        }
        if (!done || !in.ok())
            return fail<std::string>(
                concat({"damaged game data at byte ", std::to_string(offset)}));
        out.append(moves.substr(offset, in.offset() - offset)); // a record kept as it is
    }
    if (!in.ok() || !replay.closed()) return fail<std::string>("damaged game data at its end");
    return out;
}

Result<std::string> mainLineCodes(std::string_view moves) {
    BlobReader in(moves);
    std::string line;
    int depth = 0;
    while (!in.atEnd() && in.ok()) {
        const std::uint64_t code = in.varint();
        if (code == kAnnotation) {
            readAnnotation(in);
        } else if (code == kSetup) {
            skipSetup(in);
        } else if (code == kVariationStart) {
            ++depth;
        } else if (code == kVariationEnd) {
            --depth;
        } else if (depth == 0) {
            putVarint(line, code);
        }
    }
    if (!in.ok() || depth != 0) return fail<std::string>("damaged game data");
    return line;
}

} // namespace trellis::db
