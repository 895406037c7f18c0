#include "MovetextLayout.h"

#include "CommentMarkup.h"
#include "PgnLexer.h"

namespace trellis {

void MovetextLayout::word(std::string_view text) {
    std::string full = prefix_;
    full += text;
    words_.push_back({std::move(full), false});
    prefix_.clear();
}

void MovetextLayout::close() {
    if (words_.empty() || !prefix_.empty() || words_.back().endsLine) {
        word(")"); // after a ; comment the ')' must start the next line
        return;
    }
    words_.back().text += ')';
}

void MovetextLayout::comment(std::string_view raw) {
    const std::string text = collapseSpace(raw);
    if (text.find('}') != std::string::npos) {
        // A {} comment cannot hold '}'; a ; comment runs to the end of its line instead.
        std::string line = "; ";
        line += text;
        word(line);
        words_.back().endsLine = true;
        return;
    }
    if (text.empty()) {
        word("{}");
        return;
    }
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        std::string piece = start == 0 ? "{" : "";
        piece.append(text, start, end - start);
        if (end == text.size()) piece += '}';
        word(piece);
        start = end + 1;
    }
}

namespace {

bool startsLikeTag(std::string_view word) {
    return word.size() > 1 && word[0] == '[' && isTagNameChar(word[1]);
}

} // namespace

std::string MovetextLayout::lines(int width) const {
    std::string out;
    size_t lineLength = 0;
    bool lineEnded = true;
    for (const Word& w : words_) {
        // A comment's line that starts like a tag ('[' and a name) may read as a tag line,
        // which the reader takes for the end of an unterminated comment: such a word stays on
        // the line before. Commands such as [%eval 3.1] cannot start a tag and wrap as usual.
        const bool mayBreak = !startsLikeTag(w.text);
        if (!lineEnded && mayBreak && lineLength + 1 + w.text.size() > size_t(width)) {
            out += '\n';
            lineLength = 0;
            lineEnded = true;
        }
        if (!lineEnded) {
            out += ' ';
            ++lineLength;
        }
        out += w.text;
        lineLength += w.text.size();
        lineEnded = false;
        if (w.endsLine) {
            out += '\n';
            lineLength = 0;
            lineEnded = true;
        }
    }
    if (!lineEnded) out += '\n';
    return out;
}

} // namespace trellis
