#include "ErrorText.h"

#include <QCoreApplication>

namespace trellis {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("Error", text);
}

// The message of one code, its arguments as %1, %2 ... in order.
QString pattern(ErrorCode code) {
    switch (code) {
    case ErrorCode::None:
        return {};
    case ErrorCode::UnknownVariant:
        return tr("unknown variant '%1' (known: %2)");
    case ErrorCode::UnknownRuleSet:
        return tr("%1 has no rule set '%2' (known: %3)");
    case ErrorCode::PositionFieldCount:
        return tr("%1: expected %2 fields, found %3");
    case ErrorCode::PositionLevel:
        return tr("%1: the board or level '%2' is unknown, repeated or missing");
    case ErrorCode::PositionRowCount:
        return tr("%1: %2 needs %3 rows, found %4");
    case ErrorCode::PositionRowLength:
        return tr("%1: %2 needs %3 squares, found %4");
    case ErrorCode::PositionPiece:
        return tr("%1: '%2' in %3 is not a piece");
    case ErrorCode::PositionStack:
        return tr("%1: '%2' in %3 is not a possible stack");
    case ErrorCode::PositionTerrain:
        return tr("%1: %2 cannot stand on %3");
    case ErrorCode::PositionBoardOwner:
        return tr("%1: '%2' does not name the board's owner");
    case ErrorCode::PositionBoardCount:
        return tr("%1: too many movable boards (%2)");
    case ErrorCode::PositionSideToMove:
        return tr("%1: '%2' is not a side to move");
    case ErrorCode::PositionCastling:
        return tr("%1: bad castling rights '%2'");
    case ErrorCode::PositionEnPassant:
        return tr("%1: bad en passant square '%2'");
    case ErrorCode::PositionDoubleStep:
        return tr("%1: bad double-step rights '%2'");
    case ErrorCode::PositionPromotion:
        return tr("%1: bad pending promotion '%2'");
    case ErrorCode::PositionHalfmove:
        return tr("%1: '%2' is not a halfmove clock");
    case ErrorCode::PositionFullmove:
        return tr("%1: '%2' is not a move number");
    case ErrorCode::PositionKingCount:
        return tr("%1: %2 has %4 pieces of type %3, needs exactly one");
    case ErrorCode::PositionPawnOnLastRank:
        return tr("%1: a pawn on %2, a rank where no pawn can stand");
    case ErrorCode::PositionOpponentInCheck:
        return tr("%1: %2 is in check but it is not %2's turn");
    case ErrorCode::PositionSession:
        return tr("%1: bad turn-in-progress '%2'");
    case ErrorCode::TurnEmpty:
        return tr("empty move text");
    case ErrorCode::TurnUnreadable:
        return tr("cannot read '%1' ('%2' is not part of a move)");
    case ErrorCode::TurnNoMatch:
        return tr("no legal move matches '%1'");
    case ErrorCode::TurnAmbiguous:
        return tr("'%1' is ambiguous: %2");
    case ErrorCode::TurnIllegal:
        return tr("'%1' is not legal here");
    case ErrorCode::GameSyntax:
        return tr("expected %1, found '%2'");
    case ErrorCode::GameUnknownVariant:
        return tr("unknown variant '%1'");
    case ErrorCode::GameNoVariant:
        return tr("no [Variant] tag, and no variant reads the first move '%1'");
    case ErrorCode::GameBadSetUp:
        return tr("bad [FEN] tag");
    case ErrorCode::GameBadTurn:
        return tr("%1: illegal move '%2'");
    case ErrorCode::GameStartFixed:
        return tr("the start position can only change before the first turn");
    case ErrorCode::GameNoNode:
        return tr("no node %1");
    case ErrorCode::FileOpen:
        return tr("cannot open %1: %2");
    case ErrorCode::FileRead:
        return tr("cannot read %1: %2");
    case ErrorCode::FileWrite:
        return tr("cannot write %1: %2");
    }
    return tr("error %1").arg(errorCodeName(code));
}

} // namespace

QString errorText(const Error& error, const std::string& legacy) {
    if (error.code == ErrorCode::None) return QString::fromStdString(legacy);
    QString text = pattern(error.code);
    for (const std::string& arg : error.args) text = text.arg(QString::fromStdString(arg));
    if (error.cause) text += QStringLiteral(": ") + errorText(*error.cause);
    return text;
}

} // namespace trellis
