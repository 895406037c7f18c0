#pragma once
// The one place that turns core's typed errors into words, through tr() so that they can be
// translated (as ChessX maps its validation enum to messages). Core never words an error.
#include "game/PgnReader.h"
#include "variant/Error.h"
#include "variant/Result.h"

#include <QString>

namespace trellis {

// The sentence for an error, with its causes after colons: "bad [FEN] tag: TFEN: ...".
QString errorText(const Error& error);

template <class T> QString errorText(const Result<T>& result) {
    return errorText(result.error());
}

// A broken game of a file: "game 3, line 17, column 5: move 12: illegal move 'Qb4N': ...".
QString errorText(const PgnError& error);

} // namespace trellis
