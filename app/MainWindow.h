#pragma once
// The studio's main window: the board in the centre, the move list and the comment editor in
// docks, the database panel below the board, the status bar with side to move and game state,
// and the File/Edit/Game/View/Help menus. Unsaved changes are never dropped silently.
// (MainWindowDatabase.cpp holds the game database's part: the panel, its menu entries, and
// saving a game that came from a database back to its row.)
#include "AnalysisModel.h"
#include "AppSettings.h"
#include "GameAnalysisJob.h"
#include "GameDatabase.h"
#include "GameEvaluation.h"
#include "GameModel.h"
#include "PositionModel.h"
#include "TranslatedTexts.h"
#include "Translations.h"

#include <QAction>
#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QDockWidget;
class QHBoxLayout;
class QLabel;
class QSplitter;
class QPlainTextEdit;
class QMenu;
class QMenuBar;
class QMessageBox;
class QToolBar;

namespace trellis {

namespace db {
class MiningJob;
}
class AnalysisPanel;
class EvaluationBar;
class EvaluationGraph;
class GameAnalysisDialog;
class BoardView;
class ExportDiagramDialog;
class HeaderDialog;
class EnginesDialog;
class SettingsDialog;
class ExportSheetDialog;
class DatabasePanel;
class OpeningTreeModel;
class OpeningTreePanel;
class MoveListView;
class PositionEditor;
class PuzzleLoadJob;
class PuzzleSession;
class RepertoireSession;
class TrainPanel;
class SolvePanel;
class NavigationBar;
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
    // The 3D view on screen: the one of the mode shown (position editor, puzzles, training),
    // else the studio's when visible; null when none is.
    Viewport* shownViewport();
    // The window as shown, the 3D view's own rendering included; done gets it asynchronously.
    void grabWithViewport(const std::function<void(const QImage&)>& done);
    MoveListView* moveList() { return moves_; }
    NavigationBar* navigationBar() { return navigation_; }
    // The 2D board and the 3D view side by side ("2D and 3D").
    QSplitter* boardSplitter() { return boards_; }
    AnalysisModel* analysis() { return &analysis_; }
    AnalysisPanel* analysisPanel() { return analysisPanel_; }
    // The bar beside the board (the current analysis's score) and the graph under the move
    // list (the game's scores, from Game > Analyse Game).
    EvaluationBar* evaluationBar() { return evaluationBar_; }
    EvaluationGraph* evaluationGraph() { return evaluationGraph_; }
    GameEvaluation* evaluation() { return &evaluation_; }

    // --- Game > Analyse Game… (MainWindowAnalysis.cpp): the dialog, window-modal, returned
    // for tests; accepted, it runs analyseGame.
    GameAnalysisDialog* openGameAnalysis();
    // Runs the engine over the main line on a thread of its own, under a window-modal progress
    // dialog with Cancel; then fills the graph and, with markMistakes, marks the turns (one
    // undo step). Results for a main line changed meanwhile are dropped. The job deletes
    // itself when finished.
    GameAnalysisJob* analyseGame(GameAnalysisOptions options, bool markMistakes);
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
    // A game recovered from an autosave: shown unsaved, saving goes to `path` (empty: ask).
    void restoreUnsaved(const GameTree& tree, const QString& path);

    // Game > Edit Headers…: the game's tags, opened window-modal and returned for tests; it
    // deletes itself when closed.
    HeaderDialog* openHeaderDialog();
    // Edit > Settings…, window-modal; applied when accepted. Returned for tests.
    SettingsDialog* openSettings();
    // Edit > Engines…, window-modal: the external UCI engines, kept in the settings when
    // accepted (MainWindowEngines.cpp). Returned for tests.
    EnginesDialog* openEngines();
    // The appearance settings (board colours, piece style, animation speed) on the boards.
    void applyAppearance();
    // Help > About: version, commit, Qt versions, licence (its text under Show Details).
    QMessageBox* showAbout();

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

    // --- The position editor (MainWindowEditor.cpp), a mode of the window: Edit > Set Up
    // Position… shows it in place of the boards, with the menus off; Done starts a new game
    // from the position (asking about unsaved changes first), Cancel leaves all unchanged.
    void openPositionEditor();
    // The editor while it is shown, else null.
    PositionEditor* positionEditor() { return editor_; }
    // The editor's puzzle, checked ok, appended to a collection file (created when missing;
    // saved atomically) or added to the game database (opened as ensureDatabase() does).
    // Return an error text, empty on success.
    QString savePuzzleToFile(const QString& path);
    QString addPuzzleToDatabase();

    // --- The solve mode (MainWindowPuzzles.cpp): Puzzles > Solve Puzzles shows a collection's
    // puzzles in place of the boards, with the menus off; Leave Puzzles returns to the game
    // that was open, untouched. Results go to the open database, else the default one.
    // Each returns an error text, empty on success.
    QString solvePuzzles(std::vector<GameTree> puzzles);
    QString solveFile(const QString& path);
    QString solveSample(const QString& name); // a file of resources/puzzles, by name
    QStringList puzzleSampleNames() const;
    // The open database's games with a Goal tag, made ready on a thread of their own
    // (PuzzleLoadJob) under a window-modal progress dialog with Cancel; then the mode opens, or
    // a window-modal box says why not (none, or the database could not be read). Returns the
    // job; null, after an error message, without an open database or in another mode.
    PuzzleLoadJob* solveDatabasePuzzles();
    void leavePuzzles();
    // Puzzles > Mine Puzzles from Database…: the open database's games mined on a thread of
    // their own (db::MiningJob) under a window-modal progress dialog with Cancel; at the end a
    // window-modal box offers to solve the puzzles found or save them as a collection. Returns
    // the job (null, after an error message, without an open database).
    db::MiningJob* minePuzzlesFromDatabase();
    // The puzzles the last mining found: solved in the solve mode, or saved (atomically).
    const std::vector<GameTree>& minedPuzzles() const { return mined_; }
    QString saveMinedPuzzles(const QString& path);
    PuzzleSession* puzzleSession() { return puzzleSession_; }
    SolvePanel* solvePanel() { return solvePanel_; }
    // Where puzzle results are kept: the open database, else the default one (opened on
    // first use); null when it cannot be opened.
    db::GameDatabase* puzzleResults();

    // --- Repertoire training (MainWindowRepertoire.cpp), a mode of the window: Board > Train
    // Repertoire trains the lines of a game for one side (0 the first player, 1 the second) on
    // boards of its own in place of the game's, with the Repertoire Training dock beside them
    // and the menus off; Stop gives back the game that was open, untouched. Progress goes where
    // puzzle results go (puzzleResults()). Each returns an error text, empty on success.
    QString trainRepertoire(const GameTree& repertoire, int side);
    QString trainCurrentGame(int side); // the studio's game (a file's, a database's or new)
    QString trainRepertoireFile(const QString& path, int side); // the file's first game
    void stopTraining();
    RepertoireSession* repertoireSession() { return repertoireSession_; }
    TrainPanel* trainPanel() { return trainPanel_; }
    BoardView* trainingBoard() { return trainingBoard_; } // null in 3D

    // --- The game database (MainWindowDatabase.cpp).
    // The database the panel shows; null until one is opened.
    db::GameDatabase* database() { return database_.get(); }
    DatabasePanel* databasePanel() { return databasePanel_; }
    OpeningTreePanel* openingTreePanel() { return treePanel_; }
    OpeningTreeModel* openingTree() { return openingTree_; }
    // Opens a game database in the panel (create: an empty one when the file is missing) and
    // shows the panel. Returns an error text, empty on success; the open database stays on
    // failure.
    QString openDatabase(const QString& path, bool create = false);
    // The database open, or else the last one used, or else the default one (created on first
    // use). Returns an error text.
    QString ensureDatabase();
    // A game file too big to read into the window: offers to import it into the database
    // (which streams it) instead.
    QString offerImport(const QString& path);
    // Opens a game of the database in the studio, asking about unsaved changes first as File >
    // Open does. Saving then writes the game back to its row. Returns an error text.
    QString openDatabaseGame(qint64 id);
    // The database row the studio's game came from (0: none) and its database file.
    qint64 databaseGame() const { return dbGame_; }
    QString databaseGamePath() const { return dbGamePath_; }
    // Adds the studio's game to the database (opening one as ensureDatabase() does). A game
    // that had nowhere to be saved is then saved there. Returns an error text.
    QString addGameToDatabase();

    // Installs the translations of a Translations::languages() language for this run (the
    // setting is left as it is); the window's texts follow at once.
    void setLanguage(const QString& language) { translations_.apply(language); }

  protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

  private:
    // A session started by `start` (an error text, empty on success) becomes the solve mode.
    QString openSolveMode(const std::function<QString(PuzzleSession&)>& start);
    void buildMenus(); // MainWindowMenus.cpp
    void buildViewMenu(QMenu* view);
    static QString variantName(const VariantDescriptor& variant);
    void buildDocks();
    void buildAnalysisDock();
    // The analysis panel offers the engines of Edit > Engines… that play the game's variant;
    // the analysis runs the one chosen for the variant (the built-in one by default).
    void refreshAnalysisEngines();
    void chooseAnalysisEngine(const QString& name);
    // The engine of the list chosen for a variant (the game's by default) in the analysis
    // panel, which Game > Analyse Game and the editor's puzzle check ("win") use too; nothing
    // for the built-in one.
    std::optional<UciEngineSetup> chosenEngine(QString variant = {}) const;
    void buildDatabaseDock();
    void buildOpeningTree(QMenu* board);
    // The opening tree follows the board's position, the database and its filters (only while
    // its dock is shown); its turns as arrows on the board when asked for.
    void refreshOpeningTree();
    void refreshTreeArrows();
    // The database panel shows the games that reach the board's position.
    void searchPosition();
    void buildDatabaseMenu(QMenu* file);
    void refreshRecentDatabasesMenu();
    void refreshDatabaseActions(); // enabled while a database is open
    bool saveToDatabase();
    void newDatabaseDialog();
    void openDatabaseDialog();
    void importDialog();
    void exportDialog();
    QAction* action(QMenu* menu, const QString& text, const QKeySequence& keys,
                    const std::function<void()>& run);
    // An action, or a menu, whose text is the translation of `source` (a QT_TR_NOOP), set
    // again when the language changes.
    QAction* action(QMenu* menu, const char* source, const QKeySequence& keys,
                    const std::function<void()>& run);
    QMenu* menu(QMenuBar* bar, const char* source);
    QMenu* menu(QMenu* parent, const char* source);
    void translateTitle(QMenu* menu, const char* source);
    // Sets the window's own texts again in the language now installed.
    void retranslate();
    bool maybeSave();
    bool save();
    bool saveAs();
    void openDialog();
    void loadTree(const GameTree& tree, const QString& path);
    void refreshTitle();
    void fitToScreen();
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
    void buildEditorActions(QMenu* edit);
    void closePositionEditor(bool accept);
    void suspendMenus(bool suspend);
    void buildPuzzleMenu(QMenu* puzzles);
    void buildRepertoireMenu(QMenu* board);
    void trainFileDialog();
    void openExport3DSnapshot();
    DiagramExportChoice boardDiagramChoice();
    // What the studio's engines are given (Settings: threads and hash).
    search::EngineOptions engineOptions() const;

    AppSettings settings_;
    Translations translations_;
    TranslatedTexts texts_;
    GameModel game_;
    PositionModel position_;
    AnalysisModel analysis_;
    GameEvaluation evaluation_;
    QPointer<GameAnalysisJob> gameJob_;
    EvaluationBar* evaluationBar_ = nullptr;
    EvaluationGraph* evaluationGraph_ = nullptr;
    BoardView* board_ = nullptr;
    Viewport* viewport_ = nullptr;
    QSplitter* boards_ = nullptr;
    QHBoxLayout* boardRow_ = nullptr; // the boards, with the evaluation bar left in 3D only
    NavigationBar* navigation_ = nullptr;
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
    QString sampleName_; // the title of an opened sample, which has no path to save to
    bool updatingComment_ = false;
    bool sessionMessage_ = false; // the status bar shows a deploy's progress

    PositionEditor* editor_ = nullptr;
    QWidget* centralBeforeEditor_ = nullptr;   // the boards, while the editor takes their place
    QList<QPointer<QWidget>> hiddenForEditor_; // the docks and tool bars the editor hid
    bool treeSeen_ = false; // the opening tree's list is on screen (not behind another tab)
    // The menus' actions a mode turned off, with whether each was enabled before.
    std::vector<std::pair<QPointer<QAction>, bool>> suspendedActions_;

    PuzzleSession* puzzleSession_ = nullptr;
    SolvePanel* solvePanel_ = nullptr;
    QWidget* centralBeforeSolve_ = nullptr;
    QByteArray stateBeforeSolve_; // the docks and tool bars as they were
    std::vector<GameTree> mined_;
    std::unique_ptr<db::GameDatabase> resultsDatabase_; // the default one, when none is open

    RepertoireSession* repertoireSession_ = nullptr;
    TrainPanel* trainPanel_ = nullptr;
    QDockWidget* trainDock_ = nullptr;
    BoardView* trainingBoard_ = nullptr;
    QWidget* centralBeforeTraining_ = nullptr;
    QByteArray stateBeforeTraining_; // the docks and tool bars as they were

    std::unique_ptr<db::GameDatabase> database_;
    DatabasePanel* databasePanel_ = nullptr;
    OpeningTreeModel* openingTree_ = nullptr;
    OpeningTreePanel* treePanel_ = nullptr;
    QDockWidget* treeDock_ = nullptr;
    QDockWidget* databaseDock_ = nullptr;
    QMenu* recentDatabasesMenu_ = nullptr;
    QAction* exportGamesAction_ = nullptr;
    QAction* compactDatabaseAction_ = nullptr;
    QString dbGamePath_; // the database of the studio's game, when it came from one
    qint64 dbGame_ = 0;  // its row
};

} // namespace trellis
