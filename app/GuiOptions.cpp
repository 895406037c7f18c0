#include "GuiOptions.h"

#include "Translations.h"
#include "variant/VariantRegistry.h"

#include <QRegularExpression>

namespace trellis {

GuiOptions parseGuiOptions(const QStringList& args) {
    GuiOptions o;
    for (int i = 0; i < args.size() && o.error.isEmpty(); ++i) {
        const QString& a = args[i];
        const bool valued = a == "--screenshot" || a == "--open" || a == "--variant" ||
                            a == "--size" || a == "--view" || a == "--database" || a == "--lang";
        if (valued && i + 1 >= args.size()) {
            o.error = a + " needs a value";
            break;
        }
        if (a == "--bench-viewport")
            o.benchViewport = true;
        else if (a == "--editor")
            o.editor = true;
        else if (a == "--screenshot")
            o.screenshot = args[++i];
        else if (a == "--open")
            o.open = args[++i];
        else if (a == "--variant")
            o.variant = args[++i];
        else if (a == "--view")
            o.view = args[++i];
        else if (a == "--database")
            o.database = args[++i];
        else if (a == "--lang") {
            o.language = args[++i];
            if (o.language.isEmpty() || !Translations::languages().contains(o.language))
                o.error = "--lang takes vi, de or en, not '" + o.language + "'";
        } else if (a == "--size") {
            const auto m = QRegularExpression("^(\\d{2,5})x(\\d{2,5})$").match(args[++i]);
            if (!m.hasMatch())
                o.error = "--size takes WxH, e.g. 1280x800, not '" + args[i] + "'";
            else
                o.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        } else if (a.startsWith("-"))
            o.error = "unknown option '" + a + "'";
        else if (o.open.isEmpty())
            o.open = a;
        else
            o.error = "unexpected argument '" + a + "'";
    }
    if (o.error.isEmpty() && !o.variant.isEmpty() && !findVariant(o.variant.toStdString())) {
        QStringList ids;
        for (const std::string& id : variantIds()) ids << QString::fromStdString(id);
        o.error = "--variant takes " + ids.join(", ") + ", not '" + o.variant + "'";
    }
    if (o.error.isEmpty() && !o.view.isEmpty() && o.view != "2d" && o.view != "3d" &&
        o.view != "both")
        o.error = "--view takes 2d, 3d or both, not '" + o.view + "'";
    return o;
}

} // namespace trellis
