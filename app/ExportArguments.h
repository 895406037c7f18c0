#pragma once
// What `trellis diagram` and `trellis sheet` share: their option reader, the checks of option
// values (one clear line each), and loading the position or game the picture shows.
#include "DiagramExport.h"
#include "ExportCommands.h"
#include "game/PgnReader.h"

#include <QColor>
#include <QSize>
#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace trellis {
class GameModel;
}

namespace trellis::cli {

// The largest side of a written picture, device pixels included.
constexpr int kMaxPictureSide = 10000;

// Options by name: valued ("--size 800"), repeated ("--arrow a --arrow b") and flags; the words
// left over are returned by read(). Unknown options and missing values are ExportErrors.
class ArgumentReader {
  public:
    explicit ArgumentReader(const std::vector<std::string>& args) : args_(args) {}
    void valued(std::map<std::string, QString*> options) { valued_ = std::move(options); }
    void repeated(std::map<std::string, QStringList*> options) { repeated_ = std::move(options); }
    void flags(std::map<std::string, bool*> options) { flags_ = std::move(options); }
    QStringList read() const;

  private:
    const std::vector<std::string>& args_;
    std::map<std::string, QString*> valued_;
    std::map<std::string, QStringList*> repeated_;
    std::map<std::string, bool*> flags_;
};

DiagramTheme themeOf(const QString& name); // empty: screen
// The painter's layout named `name`; empty: its default (empty when it has one layout).
QString layoutOf(const QString& name, const DiagramPainter& painter, const QString& variant);
// --format, else the output's extension.
DiagramFormat formatOf(const QString& format, const QString& output);
// "WxH" or "W" (height from the picture); empty: an empty size.
QSize sizeOf(const QString& text);
qreal ratioOf(const QString& text);
// A picture no side of which exceeds the limit once multiplied by the device-pixel ratio.
void checkSide(const QSize& size, qreal ratio);
// A whole number in [low, high] for an option.
int numberOf(const char* option, const QString& text, int low, int high);
bool encodePng(const QImage& image, QByteArray* bytes);

// The position a command shows: a position string (or "startpos") in `position`, or game
// `number` (1 on, default 1) of a game file after `ply` turns of its main line (default: its end).
struct PositionSource {
    QString variant, rules;
    QStringList position;
    QString game, number, ply;
};
// Loads it into the game model (its current node is the position); ExportErrors say why not.
void loadPositionOrGame(GameModel& game, const PositionSource& source);
// Every game of a game file, the broken ones as errors; an ExportError when it cannot be read.
PgnReadResult readGameFile(const QString& path);
// Game `number` (from 1) of a game file, read a stretch at a time and no further than that
// game, so that a collection of any size costs the memory of one stretch. An ExportError
// when the file cannot be read, the game is broken (code 1) or the file holds fewer games.
GameTree gameOfFile(const QString& path, int number);

} // namespace trellis::cli
