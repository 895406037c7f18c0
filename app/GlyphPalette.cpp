#include "GlyphPalette.h"

#include "game/NagGlyph.h"

#include <QCoreApplication>
#include <QEvent>

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

// The glyphs' names (core's nagGlyphs(), in English) under the context nameOf() translates
// them in, listed here for lupdate; nothing reads this table.
[[maybe_unused]] constexpr const char* kGlyphNames[] = {
    QT_TRANSLATE_NOOP("NagGlyph", "Good move"),
    QT_TRANSLATE_NOOP("NagGlyph", "Mistake"),
    QT_TRANSLATE_NOOP("NagGlyph", "Brilliant move"),
    QT_TRANSLATE_NOOP("NagGlyph", "Blunder"),
    QT_TRANSLATE_NOOP("NagGlyph", "Interesting move"),
    QT_TRANSLATE_NOOP("NagGlyph", "Dubious move"),
    QT_TRANSLATE_NOOP("NagGlyph", "Only move"),
    QT_TRANSLATE_NOOP("NagGlyph", "Singular move"),
    QT_TRANSLATE_NOOP("NagGlyph", "Equal position"),
    QT_TRANSLATE_NOOP("NagGlyph", "Equal chances, quiet position"),
    QT_TRANSLATE_NOOP("NagGlyph", "Equal chances, active position"),
    QT_TRANSLATE_NOOP("NagGlyph", "Unclear position"),
    QT_TRANSLATE_NOOP("NagGlyph", "First player is slightly better"),
    QT_TRANSLATE_NOOP("NagGlyph", "Second player is slightly better"),
    QT_TRANSLATE_NOOP("NagGlyph", "First player is better"),
    QT_TRANSLATE_NOOP("NagGlyph", "Second player is better"),
    QT_TRANSLATE_NOOP("NagGlyph", "First player is winning"),
    QT_TRANSLATE_NOOP("NagGlyph", "Second player is winning"),
    QT_TRANSLATE_NOOP("NagGlyph", "Zugzwang"),
    QT_TRANSLATE_NOOP("NagGlyph", "Development advantage"),
    QT_TRANSLATE_NOOP("NagGlyph", "Initiative"),
    QT_TRANSLATE_NOOP("NagGlyph", "Attack"),
    QT_TRANSLATE_NOOP("NagGlyph", "Counterplay"),
    QT_TRANSLATE_NOOP("NagGlyph", "Time trouble"),
    QT_TRANSLATE_NOOP("NagGlyph", "Novelty"),
    QT_TRANSLATE_NOOP("NagGlyph", "Diagram"),
};

QString nameOf(int nag) {
    const auto glyphs = nagGlyphs();
    const auto it = std::find_if(glyphs.begin(), glyphs.end(),
                                 [nag](const NagGlyph& g) { return g.nag == nag; });
    return it == glyphs.end() ? QString()
                              : QCoreApplication::translate("NagGlyph", it->name.data());
}

} // namespace

GlyphPalette::GlyphPalette(GameModel* game, QWidget* parent) : QToolBar(parent), game_(game) {
    setObjectName("glyphToolBar");
    texts_.add([this] { setWindowTitle(tr("Annotation Glyphs")); });
    for (const PaletteEntry& e : kEntries) {
        if (e.nag == 18) addSeparator();
        const int nag = e.nag;
        QAction* a = addAction(QString::fromStdString(nagGlyph(nag)));
        a->setObjectName(QString("glyph%1").arg(nag));
        a->setData(nag);
        a->setCheckable(true);
        if (e.key) a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(e.key)));
        // The tool bar shows the glyph, the menu names it too: "!  Good move".
        a->setIconText(a->text());
        texts_.add([a, nag] {
            const QString glyph = QString::fromStdString(nagGlyph(nag));
            a->setToolTip(nameOf(nag));
            a->setStatusTip(tr("Glyph %1 on the current turn: %2").arg(glyph, nameOf(nag)));
            a->setText(QString("%1  %2").arg(glyph, nameOf(nag)));
        });
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

void GlyphPalette::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        texts_.retranslate();
    }
    QToolBar::changeEvent(event);
}

} // namespace trellis
