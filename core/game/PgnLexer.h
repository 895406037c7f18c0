#pragma once
// Splits PGN-like text into tokens with their line and column (1-based; columns count
// characters, not UTF-8 bytes). Never throws and never reads past the text: malformed input
// gives an Error token, after which the lexer has moved on by at least one character.
#include "variant/Error.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace trellis {

struct PgnToken {
    enum class Kind {
        End,
        Tag,        // [Name "value"]: text = name, value = unescaped value
        Comment,    // {...} or ; to end of line: text = the raw comment
        MoveNumber, // "12." or "12..." (also a lone "...")
        Move,       // any other word, e.g. "Nc3W", "a8B=Q;Nc4N", "e.p.", "Nc3W!?", "(EA)d6"
        Suffix,     // a word made only of '!' and '?'
        Nag,        // $n: nag = n
        Open,       // (
        Close,      // )
        Result,     // 1-0 0-1 1/2-1/2 *
        Error,      // error = what is wrong (ErrorCode::Game*)
    };
    Kind kind = Kind::End;
    std::string_view text; // in the lexer's text, which must outlive the token
    std::string value;
    std::shared_ptr<const Error> error; // what is wrong, on Error tokens only (moves stay cheap)
    int nag = 0;
    int line = 1;
    int column = 1;
};

class PgnLexer {
  public:
    explicit PgnLexer(std::string_view text);
    PgnToken next();
    const PgnToken& peek();
    // The next token's text when it is a plain move word, with the move number before it
    // skipped: ASCII letters, digits and "=+#-", from a letter to a blank or the end (most of
    // a main line's turns: "e4", "Nxf3+", "e8=Q", "Nc3W"). Read without making tokens; only the
    // blanks are taken when the text holds anything else there (next() reads it as before).
    std::optional<std::string_view> nextPlainMove();
    // The text not read yet, for a reader that takes plain turns itself (Variant::playPlainTurns);
    // empty while a token is peeked. takePlain(n) then moves past n of its bytes, which must be
    // ASCII blanks, move numbers and words, as if nextPlainMove had read them.
    std::string_view plainRest() const;
    void takePlain(size_t bytes);
    // Gives back the token next() returned last, as if it had only been peeked: a loop that
    // stops at a kind of token reads each with next() alone, and no token is moved twice.
    void putBack(PgnToken token);
    // Drops the rest of the current line (used to resynchronise after a malformed token).
    void skipLine();
    // The kind of the last token lexed before the end (End while there was none).
    PgnToken::Kind lastKind() const { return lastKind_; }

  private:
    struct Mark {
        size_t pos = 0;
        int line = 1;
        int column = 1;
    };
    bool atEnd() const { return here_.pos >= text_.size(); }
    char current() const { return text_[here_.pos]; }
    char at(size_t offset) const;
    size_t stackLengthAt(size_t pos) const;
    void bump();
    Mark skipSpaceAndEscapes();                          // the place it stops at
    std::string_view view(size_t from, size_t to) const; // the text from `from` to `to`, unchecked
    PgnToken make(PgnToken::Kind kind, const Mark& start, std::string_view text = {},
                  std::string_view value = {}) const;
    void skipWithin(size_t end);
    void skipAscii(size_t end); // skipWithin for text known to be ASCII: no character to look at
    // skipWithin for text whose characters' bits, or-ed, are `seen`: ASCII when 0x80 is clear.
    void skipScanned(size_t end, unsigned char seen);
    PgnToken error(const Mark& start, Mark where, Error why);
    PgnToken lex();
    PgnToken lexNoted();
    PgnToken lexTag(const Mark& start);
    struct PlainTag {
        std::string_view name, value;
    };
    std::optional<PlainTag> plainTag();
    size_t plainRunEnd(size_t from) const;
    bool closesTagValue(size_t pos) const;
    PgnToken lexBraceComment(const Mark& start);
    PgnToken lexLineComment(const Mark& start);
    PgnToken lexNag(const Mark& start);
    PgnToken lexWord(const Mark& start);

    std::string_view text_;
    Mark here_;
    PgnToken peeked_;
    bool hasPeeked_ = false;
    PgnToken::Kind lastKind_ = PgnToken::Kind::End;
};

// `[Name "value"]` alone on its line (the line without its '\n'): inside a comment left open,
// where the lexer ends the comment, so that one broken comment does not swallow the next game.
bool isTagLine(std::string_view line);
// A character of a tag's name: a letter, a digit or '_'.
bool isTagNameChar(char c);

} // namespace trellis
