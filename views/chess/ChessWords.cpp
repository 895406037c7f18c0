// Chess: the words of the variant's descriptor (name, sides, notations, pieces) as the studio
// shows them, listed for lupdate under the context "Variant" in which models and views
// translate them (QCoreApplication::translate("Variant", word)).
#include <QStringList>

namespace trellis {

QStringList chessWords() {
    return {
        QT_TRANSLATE_NOOP("Variant", "Chess"),          QT_TRANSLATE_NOOP("Variant", "White"),
        QT_TRANSLATE_NOOP("Variant", "Black"),          QT_TRANSLATE_NOOP("Variant", "SAN"),
        QT_TRANSLATE_NOOP("Variant", "Long algebraic"), QT_TRANSLATE_NOOP("Variant", "King"),
        QT_TRANSLATE_NOOP("Variant", "Queen"),          QT_TRANSLATE_NOOP("Variant", "Rook"),
        QT_TRANSLATE_NOOP("Variant", "Bishop"),         QT_TRANSLATE_NOOP("Variant", "Knight"),
        QT_TRANSLATE_NOOP("Variant", "Pawn"),
    };
}

} // namespace trellis
