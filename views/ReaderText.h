#pragma once
// What a reader sees of a game's movetext where views lay it out as text (the move list, game
// sheets).
#include <QRegularExpression>
#include <QString>

#include <string>

namespace trellis {

// A turn's text, kept on one line. Unicode allows a break at a space and after a hyphen, so
// "Nd5N-b6B" or "O-O-O" would split at the end of a line. No-break spaces, and a word joiner
// after each hyphen, keep the turn whole; the joiner is invisible, and a view takes it out of
// what it lets the user copy.
inline constexpr QChar kWordJoiner(0x2060);

inline QString unbreakableTurnText(QString text) {
    text.replace(QLatin1Char(' '), QChar(QChar::Nbsp));
    return text.replace(QLatin1Char('-'), QStringLiteral("-") + kWordJoiner);
}

// A comment without the commands for programs that files carry in it ([%clk 0:10:00],
// [%eval 0.31], as Lichess exports every move), spaces simplified; empty when nothing is left.
// The comment itself keeps them (the comment editor shows them, files write them back).
inline QString readerComment(const std::string& comment) {
    if (comment.find("[%") == std::string::npos) return QString::fromStdString(comment);
    // One a thread: game sheets are laid out on worker threads too.
    static thread_local const QRegularExpression commands(QStringLiteral("\\[%[^\\]]*\\]"));
    return QString::fromStdString(comment).remove(commands).simplified();
}

} // namespace trellis
