#include "ExportArguments.h"

#include "ErrorText.h"
#include "GameModel.h"
#include "PositionModel.h"
#include "game/PgnStream.h"
#include "variant/VariantRegistry.h"

#include <QApplication>
#include <QBuffer>
#include <QFile>
#include <QGuiApplication>
#include <QImageWriter>
#include <QRegularExpression>

#include <fstream>

namespace trellis::cli {

namespace {

std::string quoted(const QString& text) {
    return "'" + text.toStdString() + "'";
}

} // namespace

// ---- the application ------------------------------------------------------------------------

GuiApplicationScope::GuiApplicationScope(bool widgets, bool display) {
    if (QCoreApplication* running = QCoreApplication::instance()) {
        const bool fits = widgets ? qobject_cast<QApplication*>(running) != nullptr
                                  : qobject_cast<QGuiApplication*>(running) != nullptr;
        if (!fits) throw ExportError{"drawing needs a GUI application, and another one runs", 1};
        return;
    }
    if (display && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") &&
        qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        throw ExportError{"the 3D view needs a display with OpenGL; without one run "
                          "'xvfb-run -a trellis ...'",
                          1};
    // Qt keeps argc and argv for the application's lifetime.
    static int argc = display ? 1 : 3;
    static char name[] = "trellis", platform[] = "-platform", offscreen[] = "offscreen";
    static char* argv[] = {name, platform, offscreen, nullptr};
    if (widgets)
        owned_ = new QApplication(argc, argv);
    else
        owned_ = new QGuiApplication(argc, argv);
}

GuiApplicationScope::~GuiApplicationScope() {
    delete owned_;
}

// ---- options --------------------------------------------------------------------------------

QStringList ArgumentReader::read() const {
    QStringList words;
    for (std::size_t i = 1; i < args_.size(); ++i) {
        const std::string& a = args_[i];
        const bool valued = valued_.count(a) || repeated_.count(a);
        if (valued && i + 1 >= args_.size()) throw ExportError{a + " needs a value"};
        if (auto v = valued_.find(a); v != valued_.end())
            *v->second = QString::fromStdString(args_[++i]);
        else if (auto r = repeated_.find(a); r != repeated_.end())
            *r->second << QString::fromStdString(args_[++i]);
        else if (auto f = flags_.find(a); f != flags_.end())
            *f->second = true;
        else if (a.size() > 1 && a[0] == '-' && a != "-")
            throw ExportError{"unknown option '" + a + "'"};
        else
            words << QString::fromStdString(a);
    }
    return words;
}

DiagramTheme themeOf(const QString& name) {
    if (name.isEmpty()) return DiagramTheme::Screen;
    if (const auto theme = diagramThemeFromName(name)) return *theme;
    throw ExportError{"--theme takes " + diagramThemeNames().join(", ").toStdString() + ", not " +
                      quoted(name)};
}

QString layoutOf(const QString& name, const DiagramPainter& painter, const QString& variant) {
    const QStringList layouts = painter.layouts();
    if (name.isEmpty()) return layouts.value(0);
    if (layouts.contains(name)) return name;
    if (layouts.isEmpty())
        throw ExportError{"--layout: the " + variant.toStdString() +
                          " diagram has one layout only"};
    throw ExportError{"--layout takes " + layouts.join(", ").toStdString() + " for " +
                      variant.toStdString() + ", not " + quoted(name)};
}

DiagramFormat formatOf(const QString& format, const QString& output) {
    const QString choices = QStringLiteral("svg, png or pdf");
    if (!format.isEmpty()) {
        if (const auto f = diagramFormatFromName(format)) return *f;
        throw ExportError{"--format takes " + choices.toStdString() + ", not " + quoted(format)};
    }
    if (const auto f = diagramFormatOfPath(output)) return *f;
    throw ExportError{"cannot tell the format of " + quoted(output) +
                      " from its extension; give --format " + choices.toStdString()};
}

QSize sizeOf(const QString& text) {
    if (text.isEmpty()) return {};
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})(?:x(\\d{1,5}))?$"));
    const auto m = pattern.match(text);
    const int width = m.captured(1).toInt(), height = m.captured(2).toInt();
    if (!m.hasMatch() || width < 16 || (m.hasCaptured(2) && height < 16))
        throw ExportError{"--size takes WxH or W in pixels (at least 16), e.g. 800x600, not " +
                          quoted(text)};
    return QSize(width, height);
}

qreal ratioOf(const QString& text) {
    bool ok = false;
    const double ratio = text.toDouble(&ok);
    if (!ok || !(ratio >= 0.5) || ratio > 8)
        throw ExportError{"--dpr takes a device-pixel ratio from 0.5 to 8, not " + quoted(text)};
    return ratio;
}

void checkSide(const QSize& size, qreal ratio) {
    if (size.width() * ratio > kMaxPictureSide || size.height() * ratio > kMaxPictureSide)
        throw ExportError{"--size: a picture of " + std::to_string(size.width()) + "x" +
                          std::to_string(size.height()) +
                          (ratio != 1 ? " at --dpr " + QString::number(ratio).toStdString() : "") +
                          " is larger than " + std::to_string(kMaxPictureSide) +
                          " pixels on a side"};
}

int numberOf(const char* option, const QString& text, int low, int high) {
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < low || value > high)
        throw ExportError{std::string(option) + " takes a whole number from " +
                          std::to_string(low) + " to " + std::to_string(high) + ", not " +
                          quoted(text)};
    return value;
}

bool encodePng(const QImage& image, QByteArray* bytes) {
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    return QImageWriter(&buffer, "PNG").write(image);
}

// ---- positions and games --------------------------------------------------------------------

PgnReadResult readGameFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ExportError{"cannot read " + quoted(path) + ": " + file.errorString().toStdString()};
    const QByteArray text = file.readAll();
    return PgnReader(registeredVariants()).read(std::string_view(text.constData(), text.size()));
}

GameTree gameOfFile(const QString& path, int number) {
    std::ifstream file(QFile::encodeName(path).toStdString(), std::ios::binary);
    if (!file) throw ExportError{"cannot read " + quoted(path)};
    const PgnReader reader(registeredVariants());
    PgnStream stream(reader, file);
    int seen = 0;
    while (std::optional<PgnReadResult> stretch = stream.next()) {
        for (const PgnError& e : stretch->errors)
            if (e.game == number) throw ExportError{errorText(e).toStdString(), 1};
        for (PgnGame& g : stretch->games)
            if (g.number == number) return std::move(g.tree);
        seen += int(stretch->games.size() + stretch->errors.size());
    }
    if (stream.failed()) throw ExportError{"cannot read " + quoted(path) + " to its end"};
    throw ExportError{"--number " + std::to_string(number) + ": " + quoted(path) + " holds " +
                      std::to_string(seen) + " game(s)"};
}

void loadPositionOrGame(GameModel& game, const PositionSource& s) {
    if (!s.game.isEmpty()) {
        if (!s.position.isEmpty()) throw ExportError{"give POSITION or --game FILE, not both"};
        if (!s.variant.isEmpty() || !s.rules.isEmpty())
            throw ExportError{"--variant and --rules go with POSITION; a game file names its "
                              "variant"};
        const int number = s.number.isEmpty() ? 1 : numberOf("--number", s.number, 1, 1000000);
        const GameTree tree = gameOfFile(s.game, number);
        game.setGame(tree);
        game.setNotation(tree.startVariant().descriptor().displayNotation);
        const std::vector<NodeId> line = tree.mainLine();
        const int ply =
            s.ply.isEmpty() ? int(line.size()) : numberOf("--ply", s.ply, 0, int(line.size()));
        game.setCurrentNode(ply == 0 ? GameTree::root() : line[std::size_t(ply - 1)]);
        return;
    }
    if (!s.number.isEmpty() || !s.ply.isEmpty())
        throw ExportError{"--number and --ply go with --game FILE"};
    const std::string text = s.position.join(' ').toStdString();
    if (text.empty())
        throw ExportError{"missing POSITION (a position string or 'startpos') or --game FILE"};
    std::string id = s.variant.toStdString();
    if (id.empty())
        id = text == "startpos" ? registeredVariants().front()->id : detectVariant(text);
    if (id.empty()) throw ExportError{"cannot tell the variant of '" + text + "'; give --variant"};
    auto created = createVariant(id, s.rules.toStdString());
    if (!created) throw ExportError{errorText(created).toStdString()};
    Variant& variant = *created.value();
    const auto set = variant.setPosition(text == "startpos" ? variant.startPosition() : text);
    if (!set) throw ExportError{"bad position: " + errorText(set).toStdString()};
    game.setGame(GameTree(variant));
    game.setNotation(variant.descriptor().displayNotation);
}

} // namespace trellis::cli
