// Cotulenh: the words of the variant's descriptor (name, sides, notations, pieces) as the studio
// shows them, listed for lupdate under the context "Variant" in which models and views
// translate them (QCoreApplication::translate("Variant", word)).
#include <QStringList>

namespace trellis {

QStringList cotulenhWords() {
    return {
        QT_TRANSLATE_NOOP("Variant", "Cotulenh"),  QT_TRANSLATE_NOOP("Variant", "Red"),
        QT_TRANSLATE_NOOP("Variant", "Blue"),      QT_TRANSLATE_NOOP("Variant", "LAN"),
        QT_TRANSLATE_NOOP("Variant", "SAN"),       QT_TRANSLATE_NOOP("Variant", "Commander"),
        QT_TRANSLATE_NOOP("Variant", "Infantry"),  QT_TRANSLATE_NOOP("Variant", "Tank"),
        QT_TRANSLATE_NOOP("Variant", "Militia"),   QT_TRANSLATE_NOOP("Variant", "Engineer"),
        QT_TRANSLATE_NOOP("Variant", "Artillery"), QT_TRANSLATE_NOOP("Variant", "Anti-Air"),
        QT_TRANSLATE_NOOP("Variant", "Missile"),   QT_TRANSLATE_NOOP("Variant", "Air Force"),
        QT_TRANSLATE_NOOP("Variant", "Navy"),      QT_TRANSLATE_NOOP("Variant", "Headquarters"),
    };
}

} // namespace trellis
