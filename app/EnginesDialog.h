#pragma once
// Edit > Engines…: the external UCI engines the analysis may use. Add one by its program
// (Stockfish is offered when it is installed); its `option` lines become a form (spin boxes,
// check boxes, choices, texts; only the values set away from the defaults are kept), and its
// variants are the registry's that it plays (chess by default, or its UCI_Variant values),
// each one a check box. The engine's handshake runs on a pool thread (UciEngine), so the
// window never waits on a program that hangs; an engine that fails is not added and the
// reason is shown.
#include "AppSettings.h"
#include "UciEngine.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QMap>

class QCheckBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace trellis {

class EnginesDialog : public QDialog {
    Q_OBJECT

  public:
    // A handshake still running when the dialog closes ends on its pool thread (it holds
    // nothing of the dialog).
    explicit EnginesDialog(QList<EngineEntry> engines, QWidget* parent = nullptr);

    QList<EngineEntry> engines() const { return engines_; }
    // Reads the program's handshake in the background and adds it when it is a UCI engine.
    void addEngine(const QString& program);
    // The installed Stockfish ("Add Stockfish"), empty when there is none.
    static QString installedStockfish();

  signals:
    void probeFinished(); // a handshake ended (the engine added, or its error shown)

  private:
    // What the handshake told of one program.
    struct Probe {
        QString program, name, error;
        std::vector<UciOption> options;
        QStringList variants;
    };
    static Probe probe(const QString& program);

    QList<EngineEntry> engines_;
    QMap<QString, Probe> probes_; // by program
    QFutureWatcher<Probe> watcher_;
    bool adding_ = false; // the running probe adds its engine
    QString pendingAdd_;  // a program to add once the running probe ends

    QListWidget* list_ = nullptr;
    QPushButton* remove_ = nullptr;
    QLabel* status_ = nullptr;
    QGroupBox* variantsBox_ = nullptr;
    QVBoxLayout* variantsLayout_ = nullptr;
    QGroupBox* optionsBox_ = nullptr;
    QFormLayout* form_ = nullptr;

    void startProbe(const QString& program, bool add);
    void probed();
    void showEngine(int row);
    void clearForm();
    QWidget* editorFor(int row, const UciOption& option);
    void setOptionValue(int row, const UciOption& option, const QString& value);
};

} // namespace trellis
