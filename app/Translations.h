#pragma once
// The studio's language: Trellis's own translation and Qt's (dialog buttons, file dialogs) of
// one language, installed on the application. Installing sends QEvent::LanguageChange to every
// widget, which then sets its texts again (changeEvent → retranslate()).
#include <QString>
#include <QStringList>
#include <QTranslator>

#include <memory>
#include <vector>

namespace trellis {

class Translations {
  public:
    // The languages offered: "" (the system's), "en", "vi", "de".
    static QStringList languages() { return {QString(), "en", "vi", "de"}; }
    // A language's name in its own language ("Deutsch"); "" is "System default", translated.
    static QString nativeName(const QString& language);

    Translations() = default;
    ~Translations();
    Translations(const Translations&) = delete;
    Translations& operator=(const Translations&) = delete;

    // Installs the translations of `language` (one of languages()) in place of the current
    // ones; English, or a system language Trellis is not translated into, installs none.
    void apply(const QString& language);

  private:
    void removeAll();
    void install(std::unique_ptr<QTranslator> translator);

    std::vector<std::unique_ptr<QTranslator>> installed_;
};

} // namespace trellis
