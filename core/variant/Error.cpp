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
    case ErrorCode::PositionLevelRepeated:
        return "PositionLevelRepeated";
    case ErrorCode::PositionLevelMissing:
        return "PositionLevelMissing";
    case ErrorCode::PositionRowCount:
        return "PositionRowCount";
    case ErrorCode::PositionRowLength:
        return "PositionRowLength";
    case ErrorCode::PositionPiece:
        return "PositionPiece";
    case ErrorCode::PositionStack:
        return "PositionStack";
    case ErrorCode::PositionHeroic:
        return "PositionHeroic";
    case ErrorCode::PositionTerrain:
        return "PositionTerrain";
    case ErrorCode::PositionBoardOwner:
        return "PositionBoardOwner";
    case ErrorCode::PositionBoardCount:
        return "PositionBoardCount";
    case ErrorCode::PositionSideBoardCount:
        return "PositionSideBoardCount";
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
    case ErrorCode::PositionSecondKing:
        return "PositionSecondKing";
    case ErrorCode::PositionPawnOnLastRank:
        return "PositionPawnOnLastRank";
    case ErrorCode::PositionOpponentInCheck:
        return "PositionOpponentInCheck";
    case ErrorCode::PositionSession:
        return "PositionSession";
    case ErrorCode::PositionSessionStep:
        return "PositionSessionStep";
    case ErrorCode::PositionNoKing:
        return "PositionNoKing";
    case ErrorCode::PositionKingsFacing:
        return "PositionKingsFacing";
    case ErrorCode::PositionPawnOnFirstRank:
        return "PositionPawnOnFirstRank";
    case ErrorCode::PositionTooManyPieces:
        return "PositionTooManyPieces";
    case ErrorCode::PositionTooManyPromoted:
        return "PositionTooManyPromoted";
    case ErrorCode::PositionImpossibleCheck:
        return "PositionImpossibleCheck";
    case ErrorCode::PositionLastGuard:
        return "PositionLastGuard";
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
    case ErrorCode::GameUnexpected:
        return "GameUnexpected";
    case ErrorCode::GameTagName:
        return "GameTagName";
    case ErrorCode::GameTagValue:
        return "GameTagValue";
    case ErrorCode::GameTagUnterminated:
        return "GameTagUnterminated";
    case ErrorCode::GameTagClose:
        return "GameTagClose";
    case ErrorCode::GameCommentUnterminated:
        return "GameCommentUnterminated";
    case ErrorCode::GameNagNumber:
        return "GameNagNumber";
    case ErrorCode::GameNagRange:
        return "GameNagRange";
    case ErrorCode::GameSuffix:
        return "GameSuffix";
    case ErrorCode::GameNagPlacement:
        return "GameNagPlacement";
    case ErrorCode::GameLoneEnPassant:
        return "GameLoneEnPassant";
    case ErrorCode::GameVariationStart:
        return "GameVariationStart";
    case ErrorCode::GameVariationDepth:
        return "GameVariationDepth";
    case ErrorCode::GameVariationClose:
        return "GameVariationClose";
    case ErrorCode::GameVariationEmpty:
        return "GameVariationEmpty";
    case ErrorCode::GameVariationOpen:
        return "GameVariationOpen";
    case ErrorCode::GameUnknownVariant:
        return "GameUnknownVariant";
    case ErrorCode::GameNoVariantTag:
        return "GameNoVariantTag";
    case ErrorCode::GameNoVariant:
        return "GameNoVariant";
    case ErrorCode::GameBadRules:
        return "GameBadRules";
    case ErrorCode::GameBadSetUp:
        return "GameBadSetUp";
    case ErrorCode::GameSetUpWithoutFen:
        return "GameSetUpWithoutFen";
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
    case ErrorCode::FileNoName:
        return "FileNoName";
    case ErrorCode::StoredGame:
        return "StoredGame";
    case ErrorCode::PuzzleGoal:
        return "PuzzleGoal";
    case ErrorCode::PuzzleNoSolution:
        return "PuzzleNoSolution";
    case ErrorCode::PuzzleNoMate:
        return "PuzzleNoMate";
    case ErrorCode::PuzzleNotMating:
        return "PuzzleNotMating";
    case ErrorCode::PuzzleWeakDefence:
        return "PuzzleWeakDefence";
    case ErrorCode::PuzzleAfterMate:
        return "PuzzleAfterMate";
    case ErrorCode::PuzzleNoWin:
        return "PuzzleNoWin";
    case ErrorCode::PuzzleNotBest:
        return "PuzzleNotBest";
    case ErrorCode::MoveOwnPiece:
        return "MoveOwnPiece";
    case ErrorCode::MoveNotThatWay:
        return "MoveNotThatWay";
    case ErrorCode::MoveTooFar:
        return "MoveTooFar";
    case ErrorCode::MoveBlocked:
        return "MoveBlocked";
    case ErrorCode::MoveSelfCheck:
        return "MoveSelfCheck";
    case ErrorCode::MoveKingsFacing:
        return "MoveKingsFacing";
    case ErrorCode::MoveOntoLand:
        return "MoveOntoLand";
    case ErrorCode::MoveOntoWater:
        return "MoveOntoWater";
    case ErrorCode::MoveRiver:
        return "MoveRiver";
    case ErrorCode::MoveAirDefence:
        return "MoveAirDefence";
    }
    return "Unknown";
}

std::string errorDebugText(const Error& error) {
    std::string out = errorCodeName(error.code);
    out += '(';
    for (std::size_t i = 0; i < error.args.size(); ++i) {
        if (i) out += ", ";
        out += error.args[i];
    }
    out += ')';
    if (error.cause) out += " <- " + errorDebugText(*error.cause);
    return out;
}

} // namespace trellis
