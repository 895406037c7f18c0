#pragma once
// Edit > Settings…: the settings that take effect at once, over the typed AppSettings: the
// notation of the move list for each variant, turn animations, the board seen from the
// second player's side, and the engine's threads and hash size. OK writes them; the window
// then applies them (MainWindow).
// Appearance: the language, the board colours, the pieces' style, the animations' speed and the
// 3D view's antialiasing.
#include <QDialog>

#include <map>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QSpinBox;

namespace trellis {

class AppSettings;

class SettingsDialog : public QDialog {
    Q_OBJECT

  public:
    SettingsDialog(AppSettings* settings, QWidget* parent = nullptr);
    void accept() override;

  private:
    QGroupBox* engineGroup();

    AppSettings* settings_;
    std::map<QString, QComboBox*> notations_; // by variant id
    QCheckBox* animations_;
    QCheckBox* flipped_;
    QSpinBox* threads_ = nullptr;
    QSpinBox* hash_ = nullptr;
    QComboBox *language_, *colours_, *pieces_, *speed_, *antialiasing_; // Appearance
};

} // namespace trellis
