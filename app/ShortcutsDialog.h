#pragma once
// Help > Keyboard Shortcuts: every shortcut of the window's menus, read from the actions
// themselves (so the list cannot drift from what the keys do), grouped by menu, then what the
// mouse and the 3D view's own keys do on the boards.
#include <QDialog>

class QMenuBar;
class QTreeWidget;

namespace trellis {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

  public:
    ShortcutsDialog(const QMenuBar* menus, QWidget* parent = nullptr);
    // The rows as shown: "menu path", "what", "keys".
    QList<QStringList> rows() const;

  private:
    QTreeWidget* list_;
};

} // namespace trellis
