// `trellis sheet`: game sheets as a PDF (GameSheet): one game of a file, or all of them as a
// booklet.
#include "ExportArguments.h"
#include "ExportCommands.h"
#include "JsonOutput.h"

#include "ErrorText.h"
#include "GameSheet.h"

#include <QFileInfo>

#include <ostream>

namespace trellis::cli {

namespace {

struct SheetArguments {
    QString game, number, every, theme, output, page;
    bool flip = false, noCoordinates = false, json = false;
    QStringList words;
};

SheetArguments parseSheetArguments(const std::vector<std::string>& args) {
    SheetArguments a;
    ArgumentReader reader(args);
    reader.valued({{"--game", &a.game},
                   {"--number", &a.number},
                   {"--every", &a.every},
                   {"--theme", &a.theme},
                   {"--page", &a.page},
                   {"-o", &a.output},
                   {"--output", &a.output}});
    reader.flags(
        {{"--flip", &a.flip}, {"--no-coordinates", &a.noCoordinates}, {"--json", &a.json}});
    a.words = reader.read();
    return a;
}

QPageSize pageOf(const QString& name) {
    if (name.isEmpty() || name.compare("a4", Qt::CaseInsensitive) == 0)
        return QPageSize(QPageSize::A4);
    if (name.compare("letter", Qt::CaseInsensitive) == 0) return QPageSize(QPageSize::Letter);
    throw ExportError{"--page takes a4 or letter, not '" + name.toStdString() + "'"};
}

int run(const SheetArguments& a, std::ostream& out, std::ostream& err) {
    if (!a.words.isEmpty())
        throw ExportError{"unexpected argument '" + a.words.front().toStdString() +
                          "' (the games come from --game FILE)"};
    if (a.game.isEmpty()) throw ExportError{"missing --game FILE"};
    if (a.output.isEmpty()) throw ExportError{"missing -o OUT.pdf (the file to write)"};
    if (QFileInfo(a.output).suffix().compare("pdf", Qt::CaseInsensitive) != 0)
        throw ExportError{"game sheets are PDF: -o takes a file ending in .pdf, not '" +
                          a.output.toStdString() + "'"};
    GameSheetOptions options;
    options.every = a.every.isEmpty() ? 0 : numberOf("--every", a.every, 0, 10000);
    options.theme = a.theme.isEmpty() ? DiagramTheme::Print : themeOf(a.theme);
    options.flipped = a.flip;
    options.coordinates = !a.noCoordinates;
    options.pageSize = pageOf(a.page);
    const int number = a.number.isEmpty() ? 0 : numberOf("--number", a.number, 1, 1000000);

    std::vector<GameTree> games;
    int code = 0;
    if (number != 0) {
        games.push_back(gameOfFile(a.game, number));
    } else {
        const PgnReadResult read = readGameFile(a.game);
        for (const PgnGame& g : read.games) games.push_back(g.tree);
        for (const PgnError& e : read.errors) {
            err << "trellis sheet: " << errorText(e).toStdString() << '\n';
            code = 1;
        }
        if (games.empty())
            throw ExportError{"'" + a.game.toStdString() + "' holds no readable game", 1};
    }
    GuiApplicationScope app(false, false); // fonts and the PDF writer
    GameSheetReport report;
    const QByteArray pdf = writeGameSheets(games, options, &report);
    if (const QString e = writeFileAtomically(a.output, pdf); !e.isEmpty())
        throw ExportError{e.toStdString(), 1};
    if (a.json) {
        QJsonArray pages;
        for (int p : report.diagramPages) pages.append(p);
        writeJson(out, QJsonObject{{"output", QFileInfo(a.output).absoluteFilePath()},
                                   {"games", report.games},
                                   {"pages", report.pages},
                                   {"diagrams", report.diagrams},
                                   {"diagramPages", pages}});
    }
    return code;
}

} // namespace

int sheetCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    try {
        return run(parseSheetArguments(args), out, err);
    } catch (const ExportError& e) {
        err << "trellis sheet: " << e.message << '\n';
        return e.code;
    }
}

} // namespace trellis::cli
