#pragma once
// Game sheets: whole games as a PDF for print. Each game gets its tags as a heading, then its
// movetext as the studio writes it (the shared MovetextRenderer; turns in the variant's display
// notation, NAG glyphs, comments in italics, variations as indented paragraphs) and a diagram
// after every turn marked with the diagram NAG ($220) and, on the main line, after every N
// turns, each with the position's caption. A diagram is never split by a page break; several
// games make one booklet, each game starting on a new page; pages are numbered.
#include "DiagramTheme.h"
#include "game/GameTree.h"

#include <QByteArray>
#include <QImage>
#include <QPageSize>
#include <QString>
#include <QVector>

#include <memory>
#include <vector>

namespace trellis {

struct GameSheetOptions {
    int every = 0; // a diagram after every N turns of the main line (0: only at $220)
    DiagramTheme theme = DiagramTheme::Print;
    bool coordinates = true;
    bool flipped = false;
    QPageSize pageSize = QPageSize(QPageSize::A4);
    QString title; // the PDF's title; empty: the first game's players
};

// What was written: for tests, the command's --json and the studio's status bar.
struct GameSheetReport {
    int games = 0;
    int pages = 0;
    int diagrams = 0;
    // Per diagram: the page it is on and whether it lies whole on that page.
    QVector<int> diagramPages;
    bool diagramsWhole = true;
    bool turnsWhole = true; // no turn's text is split over two lines
};

// The games laid out on pages: the PDF, or single pages as pictures (previews, tests).
class GameSheets {
  public:
    GameSheets(const std::vector<GameTree>& games, const GameSheetOptions& options);
    ~GameSheets();
    GameSheets(const GameSheets&) = delete;
    GameSheets& operator=(const GameSheets&) = delete;

    const GameSheetReport& report() const;
    // The PDF; empty bytes when there is nothing to write (no games).
    QByteArray pdf() const;
    // Page `page` (0 on) as a picture `width` pixels wide.
    QImage pageImage(int page, int width) const;

  private:
    struct Layout;
    std::unique_ptr<Layout> layout_;
};

// The PDF of the games; `report` (when given) says what it holds.
QByteArray writeGameSheets(const std::vector<GameTree>& games, const GameSheetOptions& options,
                           GameSheetReport* report = nullptr);

} // namespace trellis
