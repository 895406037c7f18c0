#include "GlyphPalette.h"

#include "game/NagGlyph.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace trellis {

namespace {

struct PaletteEntry {
    int nag;
    int key; // Qt::Key_1.. with Ctrl, 0 for none
};

// Move assessments first, then the position assessments from the first player's side.
constexpr std::array<PaletteEntry, 14> kEntries{{{1, Qt::Key_1},
                                                 {2, Qt::Key_2},
                                                 {3, Qt::Key_3},
                                                 {4, Qt::Key_4},
                                                 {5, Qt::Key_5},
                                                 {6, Qt::Key_6},
                                                 {18, Qt::Key_7},
                                                 {16, 0},
                                                 {14, 0},
                                                 {10, Qt::Key_8},
                                                 {13, 0},
                                                 {15, 0},
                                                 {17, 0},
                                                 {19, Qt::Key_9}}};

QString nameOf(int nag) {
    const auto glyphs = nagGlyphs();
    const auto it = std::find_if(glyphs.begin(), glyphs.end(),
                                 [nag](const NagGlyph& g) { return g.nag == nag; });
    return it == glyphs.end() ? QString()
                              : QCoreApplication::translate("NagGlyph", it->name.data());
}

} // namespace

GlyphPalette::GlyphPalette(GameModel* game, QWidget* parent)
    : QToolBar(tr("Annotation Glyphs"), parent), game_(game) {
    setObjectName("glyphToolBar");
    for (const PaletteEntry& e : kEntries) {
        if (e.nag == 18) addSeparator();
        const int nag = e.nag;
        QAction* a = addAction(QString::fromStdString(nagGlyph(nag)));
        a->setObjectName(QString("glyph%1").arg(nag));
        a->setData(nag);
        a->setCheckable(true);
        a->setToolTip(nameOf(nag));
        a->setStatusTip(tr("Glyph %1 on the current turn: %2")
                            .arg(QString::fromStdString(nagGlyph(nag)), nameOf(nag)));
        if (e.key) a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(e.key)));
        // The tool bar shows the glyph, the menu names it too: "!  Good move".
        a->setIconText(a->text());
        a->setText(QString("%1  %2").arg(QString::fromStdString(nagGlyph(nag)), nameOf(nag)));
        connect(a, &QAction::triggered, this, [this, nag] {
            game_->toggleNag(game_->currentNode(), nag);
            refresh(); // a turn that cannot carry it stays unchecked
        });
    }
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(game_, &GameModel::currentNodeChanged, this, &GlyphPalette::refresh);
    connect(game_, &GameModel::gameEdited, this, &GlyphPalette::refresh);
    connect(game_, &GameModel::gameReplaced, this, &GlyphPalette::refresh);
    refresh();
}

void GlyphPalette::refresh() {
    const NodeId node = game_->currentNode();
    const bool turn = node != GameTree::root() && game_->tree().contains(node);
    const std::vector<int> nags = turn ? game_->tree().annotation(node).nags : std::vector<int>{};
    for (QAction* a : actions()) {
        if (a->isSeparator()) continue;
        a->setEnabled(turn);
        a->setChecked(std::find(nags.begin(), nags.end(), a->data().toInt()) != nags.end());
    }
}

} // namespace trellis
