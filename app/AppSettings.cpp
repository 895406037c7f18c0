#include "AppSettings.h"

#include "Translations.h"
#include "Viewport.h"
#include "variant/VariantRegistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QThread>

#include <algorithm>

namespace trellis {

namespace {

QStringList withFirst(QStringList paths, const QString& path) {
    paths.removeAll(path);
    paths.prepend(path);
    while (paths.size() > AppSettings::kMaxRecentFiles) paths.removeLast();
    return paths;
}

} // namespace

// A settings file QSettings cannot parse would never be written again (QSettings does not
// overwrite it): it is renamed to "….damaged" for the user to look at, and the studio starts
// from the defaults.
QString AppSettings::setAsideIfDamaged() {
    const QSettings probe;
    if (probe.status() != QSettings::FormatError) return {};
    const QString file = probe.fileName();
    const QString aside = file + ".damaged";
    QFile::remove(aside);
    if (!QFile::rename(file, aside))
        return QCoreApplication::translate("AppSettings",
                                           "The settings file %1 is damaged; Trellis starts with "
                                           "its defaults and cannot keep your settings.")
            .arg(file);
    return QCoreApplication::translate("AppSettings",
                                       "The settings file was damaged; it is kept as %1 and "
                                       "Trellis starts with its defaults.")
        .arg(aside);
}

void AppSettings::removeRecentFile(const QString& path) {
    QStringList paths = recentFiles();
    paths.removeAll(path);
    settings_.setValue("files/recent", paths);
}

void AppSettings::addRecentFile(const QString& path) {
    settings_.setValue("files/recent", withFirst(recentFiles(), path));
}

void AppSettings::addRecentDatabase(const QString& path) {
    settings_.setValue("databases/recent", withFirst(recentDatabases(), path));
}

QString AppSettings::boardColours() const {
    const QString name = settings_.value("board/colours").toString();
    return boardColourNames().contains(name) ? name : boardColourNames().front();
}

PieceStyle AppSettings::pieceStyle() const {
    return settings_.value("board/pieces").toString() == QLatin1String("letters")
               ? PieceStyle::Letters
               : PieceStyle::Figurines;
}

void AppSettings::setPieceStyle(PieceStyle v) {
    settings_.setValue("board/pieces", v == PieceStyle::Letters ? "letters" : "figurines");
}

QString AppSettings::language() const {
    const QString language = settings_.value("ui/language").toString();
    return Translations::languages().contains(language) ? language : QString();
}

QString AppSettings::animationSpeed() const {
    const QString speed = settings_.value("board/animationSpeed").toString();
    return animationSpeeds().contains(speed) ? speed : QStringLiteral("normal");
}

qreal AppSettings::animationScale(const QString& speed) {
    return speed == QLatin1String("slow") ? 2.0 : speed == QLatin1String("fast") ? 0.5 : 1.0;
}

int AppSettings::antialiasing() const {
    bool number = false;
    const int samples = settings_.value("view3d/antialiasing").toInt(&number);
    return number && antialiasingChoices().contains(samples) ? samples : kDefaultAntialiasing;
}

Notation AppSettings::notation(const QString& variant) const {
    const VariantDescriptor* v = findVariant(variant.toStdString());
    const Notation fallback = v ? v->displayNotation : Notation::Composite;
    return Notation(settings_.value("notation/" + variant, int(fallback)).toInt());
}

DiagramExportChoice AppSettings::diagramExport() const {
    DiagramExportChoice c;
    DiagramOptions& o = c.options;
    o.theme = diagramThemeFromName(settings_.value("diagram/theme").toString())
                  .value_or(DiagramTheme::Screen);
    o.coordinates = settings_.value("diagram/coordinates", true).toBool();
    o.lastTurn = settings_.value("diagram/lastTurn", true).toBool();
    o.check = settings_.value("diagram/check", true).toBool();
    o.annotations = settings_.value("diagram/annotations", true).toBool();
    o.caption = settings_.value("diagram/caption").toString();
    c.extras = settings_.value("diagram/extras").toString();
    c.size = QSize(settings_.value("diagram/width", 800).toInt(),
                   settings_.value("diagram/height", 0).toInt());
    c.devicePixelRatio = settings_.value("diagram/pixelRatio", 1.0).toReal();
    return c;
}

void AppSettings::setDiagramExport(const DiagramExportChoice& c) {
    const DiagramOptions& o = c.options;
    settings_.setValue("diagram/theme", diagramThemeName(o.theme));
    settings_.setValue("diagram/coordinates", o.coordinates);
    settings_.setValue("diagram/lastTurn", o.lastTurn);
    settings_.setValue("diagram/check", o.check);
    settings_.setValue("diagram/annotations", o.annotations);
    settings_.setValue("diagram/caption", o.caption);
    settings_.setValue("diagram/extras", c.extras);
    settings_.setValue("diagram/width", c.size.width());
    settings_.setValue("diagram/height", c.size.height());
    settings_.setValue("diagram/pixelRatio", c.devicePixelRatio);
}

GameSheetOptions AppSettings::gameSheet() const {
    GameSheetOptions o;
    o.every = settings_.value("sheet/every", 0).toInt();
    o.theme = diagramThemeFromName(settings_.value("sheet/theme").toString())
                  .value_or(DiagramTheme::Print);
    o.coordinates = settings_.value("sheet/coordinates", true).toBool();
    o.pageSize = QPageSize(
        QPageSize::PageSizeId(settings_.value("sheet/paper", int(QPageSize::A4)).toInt()));
    return o;
}

void AppSettings::setGameSheet(const GameSheetOptions& o) {
    settings_.setValue("sheet/every", o.every);
    settings_.setValue("sheet/theme", diagramThemeName(o.theme));
    settings_.setValue("sheet/coordinates", o.coordinates);
    settings_.setValue("sheet/paper", int(o.pageSize.id()));
}

QStringList EngineEntry::analyseArguments() const {
    QStringList args{"--engine", program};
    for (const auto& [name, value] : options) args << "--option" << name + "=" + value;
    return args;
}

QList<EngineEntry> AppSettings::engines() const {
    QList<EngineEntry> list;
    QSettings& s = settings_;
    const int n = s.beginReadArray("engines");
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        EngineEntry e{s.value("name").toString(),
                      s.value("program").toString(),
                      {},
                      s.value("variants").toStringList()};
        const QStringList options = s.value("options").toStringList();
        for (const QString& o : options)
            if (const qsizetype eq = o.indexOf('='); eq > 0)
                e.options.append({o.left(eq), o.mid(eq + 1)});
        if (!e.name.isEmpty() && !e.program.isEmpty()) list << e;
    }
    s.endArray();
    return list;
}

void AppSettings::setEngines(const QList<EngineEntry>& engines) {
    settings_.remove("engines");
    settings_.beginWriteArray("engines", int(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        const EngineEntry& e = engines[i];
        settings_.setArrayIndex(i);
        settings_.setValue("name", e.name);
        settings_.setValue("program", e.program);
        settings_.setValue("variants", e.variants);
        QStringList options;
        for (const auto& [name, value] : e.options) options << name + "=" + value;
        settings_.setValue("options", options);
    }
    settings_.endArray();
}

int AppSettings::engineThreads() const {
    return settings_.value("engine/threads", std::max(1, QThread::idealThreadCount())).toInt();
}

} // namespace trellis
