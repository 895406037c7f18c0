#pragma once
// A turn's text in views that wrap lines (the move list, game sheets), kept on one line.
// Unicode allows a break at a space and after a hyphen, so "Nd5N-b6B" or "O-O-O" would split at
// the end of a line. No-break spaces, and a word joiner after each hyphen, keep the turn whole;
// the joiner is invisible, and a view takes it out of what it lets the user copy.
#include <QString>

namespace trellis {

inline constexpr QChar kWordJoiner(0x2060);

inline QString unbreakableTurnText(QString text) {
    text.replace(QLatin1Char(' '), QChar(QChar::Nbsp));
    return text.replace(QLatin1Char('-'), QStringLiteral("-") + kWordJoiner);
}

} // namespace trellis
