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
    if (language == "en") return;
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto own = std::make_unique<QTranslator>();
    // English is the source language: a system in English (or one we lack) loads nothing.
    if (!own->load(locale, "trellis", "_", ":/translations")) return;
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
