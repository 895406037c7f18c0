#include "Error.h"

namespace trellis {

const char* errorCodeName(ErrorCode code) {
    switch (code) {
    case ErrorCode::None:
        return "None";
    case ErrorCode::UnknownVariant:
        return "UnknownVariant";
    case ErrorCode::UnknownRuleSet:
        return "UnknownRuleSet";
    case ErrorCode::PositionFieldCount:
        return "PositionFieldCount";
    case ErrorCode::PositionLevel:
        return "PositionLevel";
    case ErrorCode::PositionRowCount:
        return "PositionRowCount";
    case ErrorCode::PositionRowLength:
        return "PositionRowLength";
    case ErrorCode::PositionPiece:
        return "PositionPiece";
    case ErrorCode::PositionStack:
        return "PositionStack";
    case ErrorCode::PositionTerrain:
        return "PositionTerrain";
    case ErrorCode::PositionBoardOwner:
        return "PositionBoardOwner";
    case ErrorCode::PositionBoardCount:
        return "PositionBoardCount";
    case ErrorCode::PositionSideToMove:
        return "PositionSideToMove";
    case ErrorCode::PositionCastling:
        return "PositionCastling";
    case ErrorCode::PositionEnPassant:
        return "PositionEnPassant";
    case ErrorCode::PositionDoubleStep:
        return "PositionDoubleStep";
    case ErrorCode::PositionPromotion:
        return "PositionPromotion";
    case ErrorCode::PositionHalfmove:
        return "PositionHalfmove";
    case ErrorCode::PositionFullmove:
        return "PositionFullmove";
    case ErrorCode::PositionKingCount:
        return "PositionKingCount";
    case ErrorCode::PositionPawnOnLastRank:
        return "PositionPawnOnLastRank";
    case ErrorCode::PositionOpponentInCheck:
        return "PositionOpponentInCheck";
    case ErrorCode::PositionSession:
        return "PositionSession";
    case ErrorCode::TurnEmpty:
        return "TurnEmpty";
    case ErrorCode::TurnUnreadable:
        return "TurnUnreadable";
    case ErrorCode::TurnNoMatch:
        return "TurnNoMatch";
    case ErrorCode::TurnAmbiguous:
        return "TurnAmbiguous";
    case ErrorCode::TurnIllegal:
        return "TurnIllegal";
    case ErrorCode::GameSyntax:
        return "GameSyntax";
    case ErrorCode::GameUnknownVariant:
        return "GameUnknownVariant";
    case ErrorCode::GameNoVariant:
        return "GameNoVariant";
    case ErrorCode::GameBadSetUp:
        return "GameBadSetUp";
    case ErrorCode::GameBadTurn:
        return "GameBadTurn";
    case ErrorCode::GameStartFixed:
        return "GameStartFixed";
    case ErrorCode::GameNoNode:
        return "GameNoNode";
    case ErrorCode::FileOpen:
        return "FileOpen";
    case ErrorCode::FileRead:
        return "FileRead";
    case ErrorCode::FileWrite:
        return "FileWrite";
    }
    return "Unknown";
}

} // namespace trellis
