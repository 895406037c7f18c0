#pragma once
// What the export tests share: games from text and sample files, a position's diagram source,
// pixel comparisons, the pages of a PDF, and a folder of pictures for a human to look at.
#include "DiagramExport.h"
#include "GameFiles.h"
#include "GameModel.h"
#include "PositionModel.h"
#include "variant/VariantRegistry.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTest>

#include <memory>

namespace trellis::testing {

inline const QString kPictureDir = QStringLiteral("/tmp/trellis-export");

inline void savePicture(const QImage& image, const QString& name) {
    QDir().mkpath(kPictureDir);
    QVERIFY(image.save(kPictureDir + "/" + name + ".png"));
}

inline QString samplePath(const QString& variant) {
    return QStringLiteral(TRELLIS_SOURCE_DIR "/resources/samples/") + variant + "-sample.pgn";
}

inline QVector<GameTree> gamesOf(const QString& text) {
    const LoadedGames loaded = parseGames(text);
    if (!loaded.errors.isEmpty()) qWarning("%s", qPrintable(loaded.errors.join('\n')));
    return loaded.games;
}

inline QVector<GameTree> sampleGames(const QString& variant) {
    QFile file(samplePath(variant));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return gamesOf(QString::fromUtf8(file.readAll()));
}

// A game model showing a position (a position string or "startpos") or a game's node.
struct Shown {
    GameModel game;
    PositionModel position{&game};

    Shown(const char* variant, const QString& text = QStringLiteral("startpos")) {
        auto v = createVariant(variant);
        if (!v) qFatal("no variant %s", variant);
        if (text != "startpos" && !v.value()->setPosition(text.toStdString()))
            qFatal("bad test position %s", qPrintable(text));
        game.setGame(GameTree(*v.value()));
        game.setNotation(v.value()->descriptor().displayNotation);
    }
    // After `ply` turns of the game's main line.
    Shown(const GameTree& tree, int ply) {
        game.setGame(tree);
        game.setNotation(tree.startVariant().descriptor().displayNotation);
        const auto line = tree.mainLine();
        game.setCurrentNode(ply == 0 ? GameTree::root() : line.at(std::size_t(ply - 1)));
    }
    DiagramSource source() const { return diagramSourceOf(game, position); }
};

// The picture of a diagram with options at a width (height from the picture).
inline QImage picture(const Diagram& shown, const DiagramOptions& options, int width,
                      const QString& caption = {}) {
    const DiagramPicture p(exportDiagram(shown, options), caption);
    return p.image(QSize(width, 0)).convertToFormat(QImage::Format_RGB32);
}

// The pixels where two pictures of the same size differ by more than `tolerance` in a channel.
inline QRect differingBox(const QImage& a, const QImage& b, int tolerance = 24,
                          int* count = nullptr) {
    QRect box;
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            if (std::abs(qRed(p) - qRed(q)) > tolerance ||
                std::abs(qGreen(p) - qGreen(q)) > tolerance ||
                std::abs(qBlue(p) - qBlue(q)) > tolerance) {
                box |= QRect(x, y, 1, 1);
                ++n;
            }
        }
    if (count) *count = n;
    return box;
}

// The number of pages of a PDF: its page objects ("/Type /Page", not "/Pages").
inline int pdfPageCount(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    return int(QString::fromLatin1(pdf).count(page));
}

} // namespace trellis::testing
