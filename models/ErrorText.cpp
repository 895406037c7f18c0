#include "ErrorText.h"

#include <QCoreApplication>

namespace trellis {

namespace {

// tr() in the context "Error".
class Words {
    Q_DECLARE_TR_FUNCTIONS(Error)

  public:
    static QString pattern(ErrorCode code);
    static QString located(int game, int line, int column) {
        return tr("game %1, line %2, column %3").arg(game).arg(line).arg(column);
    }
};

// The sentence of one code, its arguments as %1, %2 ... in the order of Error.h.
QString Words::pattern(ErrorCode code) {
    switch (code) {
    case ErrorCode::None:
        return tr("no error");
    case ErrorCode::UnknownVariant:
        return tr("unknown variant '%1' (known: %2)");
    case ErrorCode::UnknownRuleSet:
        return tr("%1 has no rule set '%2' (known: %3)");
    case ErrorCode::PositionFieldCount:
        return tr("%1: expected %2 fields, found %3");
    case ErrorCode::PositionLevel:
        return tr("%1: '%2' is not a board or level");
    case ErrorCode::PositionLevelRepeated:
        return tr("%1: the board or level %2 is given twice");
    case ErrorCode::PositionLevelMissing:
        return tr("%1: the main board %2 is missing");
    case ErrorCode::PositionRowCount:
        return tr("%1: '%2' needs %3 rows, found %4");
    case ErrorCode::PositionRowLength:
        return tr("%1: the row '%2' needs %3 squares, found %4");
    case ErrorCode::PositionPiece:
        return tr("%1: '%2' in the row '%3' is not a piece");
    case ErrorCode::PositionStack:
        return tr("%1: '%2' in the row '%3' is not a possible stack");
    case ErrorCode::PositionHeroic:
        return tr("%1: in the row '%2', a heroic mark '+' does not stand right before a piece");
    case ErrorCode::PositionTerrain:
        return tr("%1: %2 cannot stand on %3");
    case ErrorCode::PositionBoardOwner:
        return tr("%1: '%2' does not name the board's owner (w or b)");
    case ErrorCode::PositionBoardCount:
        return tr("%1: %2 attack boards, at most %3 allowed");
    case ErrorCode::PositionSideBoardCount:
        return tr("%1: %2 has %3 attack boards, at most %4 allowed");
    case ErrorCode::PositionSideToMove:
        return tr("%1: '%2' is not a side to move");
    case ErrorCode::PositionCastling:
        return tr("%1: bad castling rights '%2'");
    case ErrorCode::PositionEnPassant:
        return tr("%1: bad en passant square '%2'");
    case ErrorCode::PositionDoubleStep:
        return tr("%1: bad double-step rights: '%2' is not a pawn on its start square");
    case ErrorCode::PositionPromotion:
        return tr("%1: bad pending promotion '%2'");
    case ErrorCode::PositionHalfmove:
        return tr("%1: '%2' is not a halfmove clock");
    case ErrorCode::PositionFullmove:
        return tr("%1: '%2' is not a move number");
    case ErrorCode::PositionKingCount:
        return tr("%1: %2 has %4 pieces of type %3, needs exactly one");
    case ErrorCode::PositionSecondKing:
        return tr("%1: a second %2 %3 on %4");
    case ErrorCode::PositionPawnOnLastRank:
        return tr("%1: a pawn on %2, a rank where no pawn can stand");
    case ErrorCode::PositionOpponentInCheck:
        return tr("%1: %2 is in check but it is not %2's turn");
    case ErrorCode::PositionSession:
        return tr("%1: bad turn-in-progress '%2'");
    case ErrorCode::PositionSessionStep:
        return tr("%1: the turn-in-progress step '%2' from %3 is not legal");
    case ErrorCode::PositionNoKing:
        return tr("%1: %2 has no %3");
    case ErrorCode::PositionKingsFacing:
        return tr("%1: the two %2s face each other with nothing between");
    case ErrorCode::PositionPawnOnFirstRank:
        return tr("%1: a pawn on %2, its own first rank");
    case ErrorCode::PositionTooManyPieces:
        return tr("%1: too many %3 pieces for one side: %2 has %4, at most %5");
    case ErrorCode::PositionTooManyPromoted:
        return tr("%1: %2 has %3 pieces more than its starting set, but only %4 pawns are "
                  "missing to have promoted");
    case ErrorCode::PositionImpossibleCheck:
        return tr("%1: %2 is in check from %3 pieces at once, which no move can give");
    case ErrorCode::PositionLastGuard:
        return tr("%1: %2's last piece besides the Commander, the %3 on %4, is not heroic (the "
                  "Last Guard rule makes it heroic)");
    case ErrorCode::TurnEmpty:
        return tr("empty move text");
    case ErrorCode::TurnUnreadable:
        return tr("cannot read '%1' ('%2' is not part of a move)");
    case ErrorCode::TurnNoMatch:
        return tr("no legal move matches '%1'");
    case ErrorCode::TurnAmbiguous:
        return tr("'%1' is ambiguous: %2");
    case ErrorCode::TurnIllegal:
        return tr("the move is not legal here");
    case ErrorCode::GameUnexpected:
        return tr("unexpected '%1'");
    case ErrorCode::GameTagName:
        return tr("a tag name must follow '['");
    case ErrorCode::GameTagValue:
        return tr("the value of tag %1 must be in double quotes");
    case ErrorCode::GameTagUnterminated:
        return tr("the value of tag %1 has no closing '\"'");
    case ErrorCode::GameTagClose:
        return tr("the tag %1 has no closing ']'");
    case ErrorCode::GameCommentUnterminated:
        return tr("unterminated comment (no closing '}')");
    case ErrorCode::GameNagNumber:
        return tr("a number must follow '$'");
    case ErrorCode::GameNagRange:
        return tr("NAG %1 out of range (0-255)");
    case ErrorCode::GameSuffix:
        return tr("unknown move annotation '%1'");
    case ErrorCode::GameNagPlacement:
        return tr("annotation '%1' at the start of a variation, before any move");
    case ErrorCode::GameLoneEnPassant:
        return tr("'e.p.' without a move before it");
    case ErrorCode::GameVariationStart:
        return tr("a variation must follow the move it replaces");
    case ErrorCode::GameVariationDepth:
        return tr("variations nested deeper than %1");
    case ErrorCode::GameVariationClose:
        return tr("')' without a matching '('");
    case ErrorCode::GameVariationEmpty:
        return tr("empty variation");
    case ErrorCode::GameVariationOpen:
        return tr("unterminated variation (no ')' before the game ends)");
    case ErrorCode::GameUnknownVariant:
        return tr("unknown variant '%1'");
    case ErrorCode::GameNoVariantTag:
        return tr("no [Variant] tag, and no variant reads games without one");
    case ErrorCode::GameNoVariant:
        return tr("no [Variant] tag, and no variant reads the first move '%1' (tried %2)");
    case ErrorCode::GameBadRules:
        return tr("bad [Rules] tag");
    case ErrorCode::GameBadSetUp:
        return tr("bad [FEN] tag");
    case ErrorCode::GameSetUpWithoutFen:
        return tr("[SetUp \"1\"] without a [FEN] tag");
    case ErrorCode::GameBadTurn:
        return tr("move %1: illegal move '%2'");
    case ErrorCode::GameStartFixed:
        return tr("the start position can only change before the first turn");
    case ErrorCode::GameNoNode:
        return tr("no node %1");
    case ErrorCode::GameFenNoVariant:
        return tr("the [FEN] tag '%1' is a position of no variant (tried %2)");
    case ErrorCode::GameTurnsAmbiguous:
        return tr("move %1: '%2' could be %3, and the game replays with more than one of them");
    case ErrorCode::GameFenIsFinalBoard:
        return tr("the [FEN] tag holds the board after the last move, not the start: the game "
                  "was read from the start position");
    case ErrorCode::GameTurnGuessed:
        return tr("move %1: '%2' could be %4; %3 was taken, the only one with which the rest of "
                  "the game replays");
    case ErrorCode::GamePositionRepaired:
        return tr("the [FEN] tag was repaired");
    case ErrorCode::PositionCastlingDropped:
        return tr("%1: castling rights '%2' the position cannot have were dropped (kept '%3')");
    case ErrorCode::FileOpen:
        return tr("cannot open %1: %2");
    case ErrorCode::FileRead:
        return tr("cannot read %1: %2");
    case ErrorCode::FileWrite:
        return tr("cannot save %1: %2");
    case ErrorCode::FileNoName:
        return tr("cannot save %1: the path names no file");
    case ErrorCode::WeightsNotJson:
        return tr("%1 is not a weights file (a JSON object): %2");
    case ErrorCode::WeightsVariant:
        return tr("%1 holds weights for '%2', not for '%3'");
    case ErrorCode::WeightsUnknown:
        return tr("%1: '%2' is not a weight of this variant's evaluation");
    case ErrorCode::WeightsValue:
        return tr("%1: the weight '%2' is not a whole number from -100000 to 100000");
    case ErrorCode::StoredGame:
        return tr("the stored game cannot be read or written: %1");
    case ErrorCode::PuzzleGoal:
        return tr("the goal '%1' is not 'mate in N' or 'win'");
    case ErrorCode::PuzzleNoSolution:
        return tr("the puzzle gives no solving turn");
    case ErrorCode::PuzzleNoMate:
        return tr("there is no mate in %1 from this position");
    case ErrorCode::PuzzleNotMating:
        return tr("%1 %2 does not mate in %3");
    case ErrorCode::PuzzleWeakDefence:
        return tr("%1 %2 is not the longest defence: %3 holds out longer");
    case ErrorCode::PuzzleAfterMate:
        return tr("the line goes on after the mate at move %1");
    case ErrorCode::PuzzleNoWin:
        return tr("no decisive gain: the best turn %1 scores %2");
    case ErrorCode::PuzzleNotBest:
        return tr("%1 %2 is not the winning turn: the engine finds %3");
    case ErrorCode::PuzzleEngine:
        return tr("the engine failed: %1");
    case ErrorCode::MoveOwnPiece:
        return tr("your own piece is on %1");
    case ErrorCode::MoveNotThatWay:
        return tr("the %1 on %2 cannot reach %3: it does not move that way");
    case ErrorCode::MoveTooFar:
        return tr("the %1 on %2 cannot reach %3: it goes at most %4 square(s) that way");
    case ErrorCode::MoveBlocked:
        return tr("the %1 on %2 cannot reach %3: the path is blocked on %4");
    case ErrorCode::MoveSelfCheck:
        return tr("that would leave your %1 in check");
    case ErrorCode::MoveKingsFacing:
        return tr("that would leave your %1 facing the enemy %1");
    case ErrorCode::MoveOntoLand:
        return tr("the %1 cannot move onto land (%2)");
    case ErrorCode::MoveOntoWater:
        return tr("the %1 cannot move onto water (%2)");
    case ErrorCode::MoveRiver:
        return tr("the %1 cannot cross the river from %2 to %3: heavy pieces cross only straight "
                  "along a bridge");
    case ErrorCode::MoveAirDefence:
        return tr("the %1 cannot fly there: %2 is in the enemy's air defence");
    case ErrorCode::MoveTurnUnfinished:
        return tr("the %1 on %2 could reach %3, but the turn could not then be finished legally "
                  "(every piece must be able to stay where it is left, and your %4 safe)");
    }
    return tr("error %1").arg(QString::fromLatin1(errorCodeName(code)));
}

// Puts the arguments in for %1 ... %9 in one pass, so that an argument that itself holds
// "%2" (a garbage move text, say) is left as written.
QString substitute(const QString& pattern, const std::vector<std::string>& args) {
    QString out;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == u'%' && i + 1 < pattern.size() && pattern[i + 1] >= u'1' &&
            pattern[i + 1] <= u'9') {
            const std::size_t n = std::size_t(pattern[i + 1].unicode() - u'1');
            if (n < args.size()) {
                // Pieces and sides come from core in English: they read as the variant's words.
                out += QCoreApplication::translate("Variant", args[n].c_str());
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

QString errorText(const Error& error) {
    QString text = substitute(Words::pattern(error.code), error.args);
    if (error.cause) text += QStringLiteral(": ") + errorText(*error.cause);
    return text;
}

QString errorText(const PgnError& error) {
    return Words::located(error.game, error.line, error.column) + QStringLiteral(": ") +
           errorText(error.error);
}

} // namespace trellis
