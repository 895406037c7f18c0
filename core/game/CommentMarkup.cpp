#include "CommentMarkup.h"

#include "Concat.h"

#include "PlainText.h"

#include <cctype>

namespace trellis {

namespace {

// Items of a command body are separated by commas and/or spaces.
std::vector<std::string_view> splitItems(std::string_view body) {
    std::vector<std::string_view> items;
    size_t i = 0;
    while (i < body.size()) {
        while (i < body.size() && (body[i] == ',' || isAsciiSpace(body[i]))) ++i;
        size_t j = i;
        while (j < body.size() && body[j] != ',' && !isAsciiSpace(body[j])) ++j;
        if (j > i) items.push_back(body.substr(i, j - i));
        i = j;
    }
    return items;
}

void addItems(std::string_view command, std::string_view body, CommentMarkup& out) {
    for (std::string_view item : splitItems(body)) {
        if (item.size() < 2 || !std::isalpha(static_cast<unsigned char>(item[0]))) continue;
        const std::string_view rest = item.substr(1);
        if (command == "csl") {
            out.squares.push_back({item[0], std::string(rest)});
            continue;
        }
        const size_t dash = rest.find('-');
        if (dash == std::string_view::npos)
            out.arrows.push_back({item[0], std::string(rest), {}});
        else
            out.arrows.push_back(
                {item[0], std::string(rest.substr(0, dash)), std::string(rest.substr(dash + 1))});
    }
}

} // namespace

std::string collapseSpace(std::string_view text) {
    std::string out;
    bool pending = false;
    for (char c : text) {
        if (isAsciiSpace(c)) {
            pending = !out.empty();
            continue;
        }
        if (pending) out += ' ';
        pending = false;
        out += c;
    }
    return out;
}

CommentMarkup parseCommentMarkup(std::string_view comment) {
    CommentMarkup out;
    std::string rest;
    size_t i = 0;
    // The first ']' at or after the current opener, searched again only once passed: a comment
    // of many openers and no ']' stays linear.
    size_t close = comment.find(']');
    while (i < comment.size()) {
        const size_t open = comment.find("[%c", i);
        if (open == std::string_view::npos) break;
        const std::string_view command = comment.substr(open + 2, 3);
        if (close != std::string_view::npos && close < open) close = comment.find(']', open);
        const bool known = command == "csl" || command == "cal";
        const bool separated = open + 5 < comment.size() && isAsciiSpace(comment[open + 5]);
        if (!known || !separated || close == std::string_view::npos) {
            rest.append(comment.substr(i, open + 1 - i)); // not ours: keep it as text
            i = open + 1;
            continue;
        }
        rest.append(comment.substr(i, open - i));
        rest += ' ';
        addItems(command, comment.substr(open + 6, close - open - 6), out);
        i = close + 1;
    }
    if (i < comment.size()) rest.append(comment.substr(i));
    out.text = collapseSpace(rest);
    return out;
}

std::string formatCommentMarkup(const std::vector<SquareMark>& squares,
                                const std::vector<ArrowMark>& arrows) {
    std::string out;
    if (!squares.empty()) {
        out += "[%csl ";
        for (size_t i = 0; i < squares.size(); ++i) {
            if (i) out += ',';
            out += squares[i].colour;
            out += squares[i].square;
        }
        out += ']';
    }
    if (!arrows.empty()) {
        if (!out.empty()) out += ' ';
        out += "[%cal ";
        for (size_t i = 0; i < arrows.size(); ++i) {
            const ArrowMark& a = arrows[i];
            if (i) out += ',';
            out += a.colour;
            out += a.from;
            if (!a.to.empty()) {
                out += '-';
                out += a.to;
            }
        }
        out += ']';
    }
    return out;
}

namespace {

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

} // namespace

void appendMarkup(CommentMarkup& to, const CommentMarkup& from) {
    joinMarkup(to.text, to.squares, to.arrows, from);
}

void annotate(NodeAnnotation& note, std::string NodeAnnotation::*comment,
              const CommentMarkup& markup) {
    joinMarkup(note.*comment, note.squares, note.arrows, markup);
}

} // namespace trellis
