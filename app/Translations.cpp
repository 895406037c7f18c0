#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace trellis {

QString Translations::nativeName(const QString& language) {
    if (language == "en") return QStringLiteral("English");
    if (language == "vi") return QStringLiteral("Tiếng Việt");
    if (language == "de") return QStringLiteral("Deutsch");
    return QCoreApplication::translate("Translations", "System default");
}

Translations::~Translations() {
    removeAll();
}

void Translations::apply(const QString& language) {
    removeAll();
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // Numbers, dates and sizes are written as the chosen language writes them ("2.000 Partien",
    // "2.000 ván"): every QLocale() the studio makes is this one.
    QLocale::setDefault(locale);
    auto own = std::make_unique<QTranslator>();
    // English is the source language: its file holds only the plural forms ("1 game skipped",
    // "2 games skipped"), and a system in a language we lack gets English.
    if (!own->load(locale, "trellis", "_", ":/translations") &&
        !own->load(QStringLiteral(":/translations/trellis_en.qm")))
        return;
    if (own->language().startsWith(QLatin1String("en"))) return install(std::move(own));
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        install(std::move(qt));
    install(std::move(own)); // installed last, so it is asked first
}

void Translations::removeAll() {
    for (const auto& t : installed_) QCoreApplication::removeTranslator(t.get());
    installed_.clear();
}

void Translations::install(std::unique_ptr<QTranslator> translator) {
    QCoreApplication::installTranslator(translator.get());
    installed_.push_back(std::move(translator));
}

} // namespace trellis
