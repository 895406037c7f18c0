#include "PgnReader.h"

#include "PgnGameParser.h"
#include "PgnLexer.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace trellis {

namespace {

// After a broken game: skips to where the next game starts, i.e. after a result or before a
// tag that follows some movetext. Malformed tokens are stepped over one character at a time.
void skipToNextGame(PgnLexer& lexer, bool sawMovetext) {
    for (;;) {
        const PgnToken::Kind kind = lexer.peek().kind;
        if (kind == PgnToken::Kind::End) return;
        if (kind == PgnToken::Kind::Tag && sawMovetext) return;
        const PgnToken token = lexer.next();
        if (kind == PgnToken::Kind::Result) return;
        if (kind != PgnToken::Kind::Tag && kind != PgnToken::Kind::Error) sawMovetext = true;
    }
}

} // namespace

PgnReader::PgnReader(VariantCatalog variants, PgnReadOptions options)
    : variants_(std::move(variants)), options_(options) {}

PgnReadResult PgnReader::read(std::string_view text, const VariantDescriptor* previous) const {
    PgnReadResult result;
    PgnLexer lexer(text);
    int number = 0;
    while (lexer.peek().kind != PgnToken::Kind::End) {
        const int line = lexer.peek().line;
        PgnGameParser parser(lexer, {variants_, options_, previous}, ++number);
        PgnGameParser::Outcome outcome = parser.parse();
        if (outcome.error) {
            result.errors.push_back(*outcome.error);
            if (outcome.lexical) lexer.skipLine();
            if (!outcome.ended) skipToNextGame(lexer, outcome.inMovetext);
        } else if (outcome.tree || outcome.plain) {
            result.warnings.insert(result.warnings.end(), outcome.warnings.begin(),
                                   outcome.warnings.end());
            if (outcome.tree) {
                previous = &outcome.tree->startVariant().descriptor();
                result.games.push_back(PgnGame{number, line, std::move(*outcome.tree)});
            } else {
                previous = &outcome.plain->head.startVariant().descriptor();
                outcome.plain->line = line;
                result.plainGames.push_back(std::move(*outcome.plain));
            }
        } else {
            --number; // only comments were left: not a game
        }
    }
    result.endsOnResult = lexer.lastKind() == PgnToken::Kind::Result;
    return result;
}

Result<PgnReadResult> PgnReader::readFile(const std::filesystem::path& path) const {
    const auto fail = [&](ErrorCode code) {
        return Result<PgnReadResult>::failure(Error{code, {path.string(), std::strerror(errno)}});
    };
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(ErrorCode::FileOpen);
    // A folder opens but cannot be read: peek() sets badbit.
    const bool empty = in.peek() == std::ifstream::traits_type::eof();
    if (in.bad()) return fail(ErrorCode::FileRead);
    std::ostringstream buffer;
    if (!empty) buffer << in.rdbuf();
    if (in.bad() || buffer.fail()) return fail(ErrorCode::FileRead);
    return read(buffer.str());
}

ReplayedGame PgnReader::summarize(const PgnGame& game) {
    const GameTree& tree = game.tree;
    ReplayedGame out;
    out.number = game.number;
    out.variant = tree.startVariant().id();
    out.tags = tree.tags();
    const std::vector<NodeId> line = tree.mainLine();
    for (NodeId id : line) out.mainLine.push_back(tree.text(id));
    out.finalPosition = tree.positionAt(line.empty() ? GameTree::root() : line.back());
    out.result = tree.result();
    return out;
}

PgnReplayResult PgnReader::replay(std::string_view text) const {
    PgnReadResult read = this->read(text);
    PgnReplayResult out;
    out.errors = std::move(read.errors);
    out.warnings = std::move(read.warnings);
    for (const PgnGame& game : read.games) out.games.push_back(summarize(game));
    return out;
}

} // namespace trellis
