// `trellis diagram`: one position as SVG, PNG or PDF (the 2D painters), or as a PNG snapshot of
// the 3D view, with the options of DiagramOptions.
#include "ExportArguments.h"
#include "ExportCommands.h"
#include "JsonOutput.h"

#include "DiagramExport.h"
#include "GameModel.h"
#include "PositionModel.h"
#include "SceneSnapshot.h"

#include <QApplication>
#include <QFileInfo>

#include <ostream>

namespace trellis::cli {

namespace {

struct DiagramArguments {
    QString variant, rules, format, view = "2d", layout, theme, output, game, caption;
    QString size, dpr, number, ply;
    bool flip = false, noCoordinates = false, lastTurn = false, noCheck = false,
         noAnnotations = false, json = false;
    QStringList arrows, marks, position;
};

DiagramArguments parseDiagramArguments(const std::vector<std::string>& args) {
    DiagramArguments a;
    ArgumentReader reader(args);
    reader.valued({{"--variant", &a.variant},
                   {"--rules", &a.rules},
                   {"--format", &a.format},
                   {"--view", &a.view},
                   {"--layout", &a.layout},
                   {"--size", &a.size},
                   {"--dpr", &a.dpr},
                   {"--theme", &a.theme},
                   {"--caption", &a.caption},
                   {"-o", &a.output},
                   {"--output", &a.output},
                   {"--game", &a.game},
                   {"--number", &a.number},
                   {"--ply", &a.ply}});
    reader.repeated({{"--arrow", &a.arrows}, {"--mark", &a.marks}});
    reader.flags({{"--flip", &a.flip},
                  {"--no-coordinates", &a.noCoordinates},
                  {"--last-turn", &a.lastTurn},
                  {"--no-check", &a.noCheck},
                  {"--no-annotations", &a.noAnnotations},
                  {"--json", &a.json}});
    a.position = reader.read();
    return a;
}

DiagramArrow parseArrow(const Diagram& diagram, const QString& text) {
    DiagramArrow arrow;
    if (const QString e = parseDiagramArrow(diagram, text, &arrow); !e.isEmpty())
        throw ExportError{"--arrow: " + e.toStdString()};
    return arrow;
}

DiagramMark parseMark(const Diagram& diagram, const QString& text) {
    DiagramMark mark;
    if (const QString e = parseDiagramMark(diagram, text, &mark); !e.isEmpty())
        throw ExportError{"--mark: " + e.toStdString()};
    return mark;
}

DiagramOptions optionsOf(const DiagramArguments& a, const Diagram& shown,
                         const DiagramPainter& painter) {
    DiagramOptions o;
    o.flipped = a.flip;
    o.coordinates = !a.noCoordinates;
    o.lastTurn = a.lastTurn;
    o.check = !a.noCheck;
    o.annotations = !a.noAnnotations;
    o.theme = themeOf(a.theme);
    o.layout = layoutOf(a.layout, painter, shown.variant);
    for (const QString& arrow : a.arrows) o.arrows << parseArrow(shown, arrow);
    for (const QString& mark : a.marks) o.marks << parseMark(shown, mark);
    o.caption = a.caption;
    return o;
}

int run(const DiagramArguments& a, std::ostream& out) {
    if (a.output.isEmpty()) throw ExportError{"missing -o OUT (the file to write)"};
    if (a.view != "2d" && a.view != "3d")
        throw ExportError{"--view takes 2d or 3d, not '" + a.view.toStdString() + "'"};
    const bool threeD = a.view == "3d";
    DiagramFormat format = formatOf(a.format, a.output);
    if (threeD && format != DiagramFormat::Png)
        throw ExportError{"--view 3d writes PNG only (the 3D snapshot is a picture)"};
    const QSize size = sizeOf(a.size);
    const qreal ratio = a.dpr.isEmpty() ? 1 : ratioOf(a.dpr);
    if (!a.dpr.isEmpty() && format != DiagramFormat::Png)
        throw ExportError{"--dpr applies to PNG only"};

    GameModel game;
    PositionModel position(&game);
    loadPositionOrGame(game,
                       PositionSource{a.variant, a.rules, a.position, a.game, a.number, a.ply});
    const DiagramSource source = diagramSourceOf(game, position);
    const auto painter = createDiagramPainter(source.diagram.variant);
    if (!painter)
        throw ExportError{"no diagram painter for " + source.diagram.variant.toStdString(), 1};
    const DiagramOptions options = optionsOf(a, source.diagram, *painter);
    const QString caption = expandCaption(options.caption, source.facts);

    QSize written;
    if (threeD) {
        if (!a.arrows.isEmpty() || !a.marks.isEmpty() || !a.layout.isEmpty() ||
            !a.caption.isEmpty() || a.noCoordinates || !a.theme.isEmpty())
            throw ExportError{"--view 3d takes --size, --flip and the position only"};
        const QSize shot =
            size.isEmpty()
                ? QSize(1600, 1000)
                : QSize(size.width(), size.height() > 0 ? size.height() : size.width() * 5 / 8);
        checkSide(shot, 1);
        GuiApplicationScope app(true, true); // every argument is checked: now the 3D view
        QString error;
        const QImage image = renderSceneSnapshot(position, shot, a.flip, &error);
        if (image.isNull()) throw ExportError{error.toStdString(), 1};
        QByteArray png;
        if (!encodePng(image, &png)) throw ExportError{"cannot encode the snapshot", 1};
        if (const QString e = writeFileAtomically(a.output, png); !e.isEmpty())
            throw ExportError{e.toStdString(), 1};
        written = image.size();
    } else {
        const DiagramPicture picture(exportDiagram(source.diagram, options), caption);
        const QSize resolved = picture.resolvedSize(size);
        checkSide(resolved, ratio);
        GuiApplicationScope app(false, false); // every argument is checked: now fonts
        const QByteArray bytes = picture.encode(format, resolved, ratio);
        if (bytes.isEmpty()) throw ExportError{"drawing the diagram failed", 1};
        if (const QString e = writeFileAtomically(a.output, bytes); !e.isEmpty())
            throw ExportError{e.toStdString(), 1};
        written = resolved;
    }
    if (a.json)
        writeJson(out, QJsonObject{{"output", QFileInfo(a.output).absoluteFilePath()},
                                   {"format", diagramFormatName(format)},
                                   {"view", a.view},
                                   {"width", written.width()},
                                   {"height", written.height()},
                                   {"devicePixelRatio", ratio},
                                   {"variant", source.diagram.variant},
                                   {"layout", threeD ? QString() : options.layout},
                                   {"position", QString::fromStdString(
                                                    game.tree().positionAt(game.currentNode()))},
                                   {"caption", threeD ? QString() : caption}});
    return 0;
}

} // namespace

int diagramCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    try {
        return run(parseDiagramArguments(args), out);
    } catch (const ExportError& e) {
        err << "trellis diagram: " << e.message << '\n';
        return e.code;
    }
}

} // namespace trellis::cli
