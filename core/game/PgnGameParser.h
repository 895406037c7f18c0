#pragma once
// Parses one game (tag section + movetext) from a PgnLexer into a GameTree; used by PgnReader.
// Comments follow one rule, mirrored by PgnWriter: the first comment after a move is that
// move's comment after; further comments before the next move (and comments at the start of
// a variation or after a closing ')') are the next move's comment before. At the game's start
// the first comment belongs to the root (the game comment).
#include "CommentMarkup.h"
#include "GameTree.h"
#include "PgnLexer.h"
#include "PgnReader.h"
#include "ReadingChoices.h"

#include <optional>
#include <string>
#include <vector>

namespace trellis {

class PgnGameParser {
  public:
    struct Outcome {
        std::optional<GameTree> tree;   // set when the game was read
        std::optional<PlainGame> plain; // instead of the tree (PgnReadOptions::plainGames)
        std::optional<PgnError> error;
        std::vector<PgnError> warnings; // what was repaired or guessed in a game read
        bool empty = false;             // nothing but comments before the end of the input
        bool ended = false;             // the game's end was reached (no resynchronising needed)
        bool inMovetext = false;        // the error came after the tag section
        bool lexical = false;           // the error came from the lexer (drop the rest of the line)
    };
    // What the reader knows beyond the text: its variants, what it was told, and the variant of
    // the file's previous game (null for the first).
    struct Context {
        const VariantCatalog& variants;
        const PgnReadOptions& options;
        const VariantDescriptor* previous = nullptr;
    };

    PgnGameParser(PgnLexer& lexer, Context context, int number);
    Outcome parse();

  private:
    struct RawTag {
        std::string key;
        std::string value;
        int line = 0;
        int column = 0;
    };
    enum class Place { AfterMove, BeforeMove };
    struct Frame {
        NodeId at = GameTree::root(); // where the next move is played
        NodeId last = kNoNode;        // the line's last move (the root at the game's start)
        Place place = Place::AfterMove;
        CommentMarkup pending; // comment waiting for the next move
        int line = 0;          // of the '(' that opened the variation
        int column = 0;
    };
    enum class Step { Continue, Done, Failed };
    // A turn text with several readings (Variant::readingsOf) and the one this run took.
    struct Guess {
        int line = 0;
        int column = 0;
        std::string number; // "12" or "12..."
        std::string text;
        std::vector<std::string> readings;
        std::size_t taken = 0;
    };
    // A whole reading of the game: its outcome and where the lexer stood after it.
    struct Reading {
        Outcome outcome;
        PgnLexer lexer;
        int moves = 0; // moves read before it ended
        std::vector<Guess> guesses;
    };

    bool readTags();
    bool nothingFollows();
    GameTags gameTags() const;
    Outcome failedStarts(const Error& error);
    Reading readFrom(const GameStart& start, const PgnLexer& movetext);
    bool readOnce(const GameStart& start);
    // A plain game (PgnReadOptions::plainGames) read from `start` (PgnPlainGames.cpp): Read;
    // NotThisStart when the full reading fails on this start too; Unsure when only the full
    // reading can tell.
    enum class Plain { Read, NotThisStart, Unsure };
    Plain readPlain(const GameStart& start, const PgnLexer& movetext);
    // Where a plain game's comments and NAGs go: the full reading's Frame, on the main line.
    struct PlainNotes {
        std::size_t last = 0;  // the ply of the last turn read (0: the start)
        bool afterTurn = true; // a comment now is the last turn's own
        CommentMarkup pending; // comments waiting for the next turn
        Notation notation{};   // the board's file notation, asked once a game
        static NodeAnnotation& of(PlainGame& game, std::size_t ply);
    };
    Plain playPlain(const PgnToken& token, Variant& board, PlainGame& game, PlainNotes& notes);
    Plain playPlainTurn(std::string_view word, Variant& board, PlainGame& game, PlainNotes& notes);
    // Appends the keys of the board, the position after the last of `game`'s keys
    // (PgnReadOptions::fullKeysFrom).
    void addKeys(const Variant& board, PlainGame& game) const;
    void reset();
    std::unique_ptr<Variant> startBoard(const GameStart& start);
    // `take`: the tags are moved out of the parser (its game is read: nothing asks for them).
    void setTreeTags(GameTree& tree, const GameStart& start, bool take = false);
    bool buildTree(const GameStart& start);
    bool endsOnFenBoard();
    Result<NodeId> addTurn(NodeId at, const std::string& text, const PgnToken& token);
    std::optional<Turn> guessReading(NodeId at, const std::string& text, const PgnToken& token);
    std::string moveNumber(NodeId at) const;
    const RawTag* findTag(std::string_view key) const;
    Step handle(const PgnToken& token);
    Step playMove(const PgnToken& token);
    Step addNag(const PgnToken& token, int nag);
    void addComment(const PgnToken& token);
    Step openVariation(const PgnToken& token);
    Step closeVariation(const PgnToken& token);
    Step finish(const PgnToken& token);
    void flushPending(Frame& frame);
    Step fail(int line, int column, Error error, bool lexical = false);
    void warn(int line, int column, Error error);

    PgnLexer& lexer_;
    Context context_;
    int number_;
    std::vector<RawTag> tags_;
    std::optional<GameTree> tree_;
    std::vector<Frame> frames_;
    ReadingChoices choices_;
    std::vector<Guess> guesses_;
    int movesRead_ = 0;
    bool sawAnything_ = false;
    Outcome outcome_;
};

} // namespace trellis
