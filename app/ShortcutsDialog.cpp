#include "ShortcutsDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace trellis {

namespace {

// The actions of `menu` (and its submenus) that have keys, under `path`.
void addMenu(QTreeWidgetItem* parent, const QMenu* menu, const QString& path) {
    for (QAction* a : menu->actions()) {
        if (a->menu()) {
            addMenu(parent, a->menu(), path + " > " + QString(a->menu()->title()).remove('&'));
            continue;
        }
        if (a->shortcuts().isEmpty()) continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
        QString what = QString(a->text()).remove('&');
        what = what.left(what.indexOf('\t')); // a menu's own key column
        new QTreeWidgetItem(parent, {path, what.trimmed(), keys.join(", ")});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menus, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    list_ = new QTreeWidget(this);
    list_->setObjectName("shortcutList");
    list_->setColumnCount(3);
    list_->setHeaderLabels({tr("Menu"), tr("Action"), tr("Keys")});
    list_->setRootIsDecorated(false);
    auto* keys = new QTreeWidgetItem(list_, {tr("Menus")});
    for (QAction* a : menus->actions())
        if (a->menu()) addMenu(keys, a->menu(), QString(a->menu()->title()).remove('&'));
    // The boards' own keys and mouse gestures, which are no menu actions.
    auto* boards = new QTreeWidgetItem(list_, {tr("Boards")});
    const QList<QStringList> gestures{
        {tr("Board"), tr("Pick a piece, then its target"), tr("Click, click")},
        {tr("Board"), tr("Draw an arrow (green; red, blue, yellow)"),
         tr("Right-drag (with Shift, Ctrl, Alt)")},
        {tr("Board"), tr("Mark a square (green; red, blue, yellow)"),
         tr("Right-click (with Shift, Ctrl, Alt)")},
        {tr("2D board, move list"), tr("Previous / next turn"), tr("Wheel")},
        {tr("3D view"), tr("Orbit / pan"), tr("Drag / right-drag or Shift+drag")},
        {tr("3D view"), tr("Zoom"), tr("Wheel, +, -")},
        {tr("3D view"), tr("Turn the camera"), tr("Shift+arrow keys")},
    };
    for (const QStringList& g : gestures) new QTreeWidgetItem(boards, g);
    list_->expandAll();
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(list_);
    layout->addWidget(buttons);
    resize(640, 560);
}

QList<QStringList> ShortcutsDialog::rows() const {
    QList<QStringList> out;
    for (int g = 0; g < list_->topLevelItemCount(); ++g)
        for (int i = 0; i < list_->topLevelItem(g)->childCount(); ++i) {
            const QTreeWidgetItem* item = list_->topLevelItem(g)->child(i);
            out << QStringList{item->text(0), item->text(1), item->text(2)};
        }
    return out;
}

} // namespace trellis
