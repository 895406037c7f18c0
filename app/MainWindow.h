#pragma once
// The studio's main window: the board in the centre, the move list and the comment editor in
// docks, the status bar with side to move and game state, and the File/Edit/Game/View/Help
// menus. Unsaved changes are never dropped silently.
#include "AnalysisModel.h"
#include "AppSettings.h"
#include "GameModel.h"
#include "PositionModel.h"

#include <QMainWindow>

#include <functional>

class QLabel;
class QSplitter;
class QPlainTextEdit;
class QMenu;
class QToolBar;

namespace trellis {

class AnalysisPanel;
class BoardView;
class ExportDiagramDialog;
class ExportSheetDialog;
class MoveListView;
class Viewport;

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameModel* game() { return &game_; }
    PositionModel* position() { return &position_; }
    BoardView* board() { return board_; }
    // The 3D view, made the first time it is shown; null before (or where 3D is unsupported).
    Viewport* viewport() { return viewport_; }
    // "2d", "3d" or "both" (side by side). Returns an error text when 3D cannot be shown here.
    QString setViewMode(const QString& mode);
    QString viewMode() const { return viewMode_; }
    // The window as shown, the 3D view's own rendering included; done gets it asynchronously.
    void grabWithViewport(const std::function<void(const QImage&)>& done);
    MoveListView* moveList() { return moves_; }
    AnalysisModel* analysis() { return &analysis_; }
    AnalysisPanel* analysisPanel() { return analysisPanel_; }
    QString filePath() const { return path_; }

    // Opens a game file; with several games, `gameIndex` picks one (asks the user when -1).
    // Returns an error text, empty on success; the current game is kept on failure.
    QString openFile(const QString& path, int gameIndex = -1);
    // A file sent from outside (the desktop, a second `trellis FILE`): the window comes to the
    // front and opens it, asking first about unsaved changes as File > Open does.
    void openFromOutside(const QString& path);
    bool newGame(const QString& variant);
    QStringList sampleNames() const;
    QString openSample(const QString& name);
    QString saveTo(const QString& path);

    // --- Export (MainWindowExport.cpp). The dialogs open window-modal and are returned so
    // that tests can drive them; they delete themselves when closed.
    ExportDiagramDialog* openExportDiagram();
    ExportSheetDialog* openExportGameSheet();
    // Edit > Copy Image: the diagram as the board shows it, with the last export choices.
    void copyImage();
    // File > Export 3D Snapshot…: the 3D view as it shows the position, rendered at `size`
    // (larger than the window too) and saved as a PNG; done gets an error text, empty on
    // success (asynchronously).
    void export3DSnapshot(const QString& path, const QSize& size,
                          const std::function<void(const QString&)>& done);

  protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

  private:
    void buildMenus();
    void buildViewMenu(QMenu* view);
    void buildDocks();
    void buildAnalysisDock();
    QAction* action(QMenu* menu, const QString& text, const QKeySequence& keys,
                    const std::function<void()>& run);
    bool maybeSave();
    bool save();
    bool saveAs();
    void openDialog();
    void loadTree(const GameTree& tree, const QString& path);
    void refreshTitle();
    void refreshStatus();
    void refreshComment();
    void refreshRecentMenu();
    void applyNotation(Notation notation);
    void copyPosition();
    void pastePosition();
    void copyGameText();
    void pasteGameText();
    void showError(const QString& text);
    void buildExportActions(QMenu* file);
    void openExport3DSnapshot();
    DiagramExportChoice boardDiagramChoice();

    AppSettings settings_;
    GameModel game_;
    PositionModel position_;
    AnalysisModel analysis_;
    BoardView* board_ = nullptr;
    Viewport* viewport_ = nullptr;
    QSplitter* boards_ = nullptr;
    QString viewMode_ = "2d";
    QList<QAction*> viewModeActions_;
    MoveListView* moves_ = nullptr;
    AnalysisPanel* analysisPanel_ = nullptr;
    QAction* analyseAction_ = nullptr;
    QPlainTextEdit* comment_ = nullptr;
    QLabel* state_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* notationMenu_ = nullptr;
    QAction* commitAction_ = nullptr;
    QAction* cancelAction_ = nullptr;
    QToolBar* deployBar_ = nullptr;
    QString path_;
    bool updatingComment_ = false;
};

} // namespace trellis
