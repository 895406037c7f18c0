#pragma once
// Every persistent setting in one typed place, over QSettings.
#include "ExportDiagramDialog.h"
#include "GameSheet.h"
#include "variant/Variant.h"

#include <QByteArray>
#include <QSettings>
#include <QStringList>

namespace trellis {

// An external UCI engine of Edit > Engines…: its name, its program, the options set away from
// their defaults (in the order they were set), and the variants (ids) it is offered for.
struct EngineEntry {
    QString name, program;
    QList<QPair<QString, QString>> options;
    QStringList variants;
    // The arguments that make `trellis analyse` run it: --engine PROGRAM --option NAME=VALUE...
    QStringList analyseArguments() const;
    bool operator==(const EngineEntry&) const = default;
};

class AppSettings {
  public:
    // Why the settings file was set aside at start (unreadable or damaged: the studio then
    // starts with its defaults), empty when it was fine.
    QString startProblem() const { return problem_; }

    QByteArray windowGeometry() const { return settings_.value("window/geometry").toByteArray(); }
    void setWindowGeometry(const QByteArray& v) { settings_.setValue("window/geometry", v); }
    QByteArray windowState() const { return settings_.value("window/state").toByteArray(); }
    void setWindowState(const QByteArray& v) { settings_.setValue("window/state", v); }

    QStringList recentFiles() const { return settings_.value("files/recent").toStringList(); }
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    QString lastDirectory() const { return settings_.value("files/lastDirectory").toString(); }
    void setLastDirectory(const QString& v) { settings_.setValue("files/lastDirectory", v); }

    // Game databases, the last opened first.
    QStringList recentDatabases() const {
        return settings_.value("databases/recent").toStringList();
    }
    void addRecentDatabase(const QString& path);
    // The database panel's columns (order, widths, hidden ones, sort).
    QByteArray databaseColumns() const {
        return settings_.value("databases/columns").toByteArray();
    }
    void setDatabaseColumns(const QByteArray& v) { settings_.setValue("databases/columns", v); }

    // Notation of the move list per variant.
    Notation notation(const QString& variant) const;
    void setNotation(const QString& variant, Notation n) {
        settings_.setValue("notation/" + variant, int(n));
    }

    // The studio's language: a Translations::languages() code, "" for the system's.
    QString language() const;
    void setLanguage(const QString& v) { settings_.setValue("ui/language", v); }

    bool flipped() const { return settings_.value("board/flipped", false).toBool(); }
    void setFlipped(bool v) { settings_.setValue("board/flipped", v); }

    // Turn animations on the 2D board and in the 3D view.
    bool animations() const { return settings_.value("board/animations", true).toBool(); }
    void setAnimations(bool v) { settings_.setValue("board/animations", v); }

    // Appearance (Settings > Appearance). A value the studio does not know (a damaged or a
    // newer settings file) reads as the default.
    // The squares' colours: a boardColourNames() name.
    QString boardColours() const;
    void setBoardColours(const QString& v) { settings_.setValue("board/colours", v); }
    // Chess and Tri-D pieces in 2D.
    PieceStyle pieceStyle() const;
    void setPieceStyle(PieceStyle v);
    // How fast turns animate: "slow", "normal" or "fast"; and how long that makes an
    // animation against the usual (2, 1, 0.5).
    QString animationSpeed() const;
    void setAnimationSpeed(const QString& v) { settings_.setValue("board/animationSpeed", v); }
    static QStringList animationSpeeds() { return {"slow", "normal", "fast"}; }
    static qreal animationScale(const QString& speed);
    // The 3D picture's antialiasing samples: 0 (off), 2, 4 or 8.
    int antialiasing() const;
    void setAntialiasing(int v) { settings_.setValue("view3d/antialiasing", v); }
    static QList<int> antialiasingChoices() { return {0, 2, 4, 8}; }

    // "2d", "3d" or "both".
    QString viewMode(const QString& fallback) const {
        return settings_.value("board/view", fallback).toString();
    }
    void setViewMode(const QString& v) { settings_.setValue("board/view", v); }
    // Where the handle between the 2D and the 3D board was left.
    QByteArray boardSplitter() const { return settings_.value("board/splitter").toByteArray(); }
    void setBoardSplitter(const QByteArray& v) { settings_.setValue("board/splitter", v); }

    // Lines (multi-PV) the analysis asks of the engine.
    int analysisLines() const { return settings_.value("analysis/lines", 1).toInt(); }
    void setAnalysisLines(int v) { settings_.setValue("analysis/lines", v); }
    // The analysis's depth and time (seconds) limits; 0: none.
    int analysisDepth() const { return settings_.value("analysis/depth", 0).toInt(); }
    void setAnalysisDepth(int v) { settings_.setValue("analysis/depth", v); }
    double analysisTime() const { return settings_.value("analysis/time", 0.0).toDouble(); }
    void setAnalysisTime(double v) { settings_.setValue("analysis/time", v); }

    // The studio's engine (analysis and game analysis): search threads (default: every core)
    // and hash table megabytes.
    int engineThreads() const;
    void setEngineThreads(int v) { settings_.setValue("engine/threads", v); }
    int engineHash() const { return settings_.value("engine/hash", 16).toInt(); }
    void setEngineHash(int v) { settings_.setValue("engine/hash", v); }

    // Edit > Engines…: the external engines, and the one the analysis uses for each variant
    // (its name; empty: the built-in engine).
    QList<EngineEntry> engines() const;
    void setEngines(const QList<EngineEntry>& engines);
    QString analysisEngine(const QString& variant) const {
        return settings_.value("analysis/engine/" + variant).toString();
    }
    void setAnalysisEngine(const QString& variant, const QString& name) {
        settings_.setValue("analysis/engine/" + variant, name);
    }

    // Diagram export (File > Export Diagram…, Edit > Copy Image): the last choices, the extra
    // arrows and marks typed in the dialog included (the dialog says which squares the next
    // position lacks). The orientation and the layout come from the board.
    DiagramExportChoice diagramExport() const;
    void setDiagramExport(const DiagramExportChoice& choice);
    // Game sheets (File > Export Game Sheet…): the last choices.
    GameSheetOptions gameSheet() const;
    void setGameSheet(const GameSheetOptions& options);
    // The size of the last 3D snapshot.
    QSize snapshotSize() const {
        return settings_.value("export/snapshotSize", QSize(1920, 1200)).toSize();
    }
    void setSnapshotSize(const QSize& v) { settings_.setValue("export/snapshotSize", v); }
    // Where the last picture or sheet was saved.
    QString exportDirectory() const { return settings_.value("export/directory").toString(); }
    void setExportDirectory(const QString& v) { settings_.setValue("export/directory", v); }

    static constexpr int kMaxRecentFiles = 8;

  private:
    QString problem_ = setAsideIfDamaged(); // before settings_, which then reads a sound file
    mutable QSettings settings_; // mutable: reading an array (engines()) moves its cursor

    static QString setAsideIfDamaged();
};

} // namespace trellis
