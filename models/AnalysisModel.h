#pragma once
// The engine's lines for the GameModel's current node: one row per principal variation
// (multi-PV), best first, with score, depth, nodes and the line in the game's notation.
//
// The engine is a child process speaking the stream protocol of `trellis analyse --stream`
// (JSON lines on stdout, "stop" on stdin), so a crash or a hang there never takes the GUI
// down, and nothing here waits on the GUI thread. Every run has its own QProcess; output of a
// run that is no longer the current one (another position, a stopped engine) is dropped, and a
// run that does not stop within a second of being asked is killed.
//
// Scores are shown from the first player's side (White / Red), as most analysis boards do:
// "+0.35" is good for White / Red, "#3" means White / Red mates in 3 turns, "#-2" the other side
// mates in 2.
#include "EvalScore.h"
#include "GameModel.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class QJsonObject;
class QProcess;

namespace trellis {

class AnalysisModel : public QAbstractTableModel {
    Q_OBJECT

  public:
    enum Column { ScoreColumn, DepthColumn, LineColumn, ColumnCount };
    enum Role {
        ScoreTextRole = Qt::UserRole + 1, // QString "+0.35", "#3", "#-2"
        DepthRole,                        // int
        NodesRole,                        // qulonglong
        NpsRole,                          // qulonglong
        LineTextRole,                     // QString "12... Qb3 13. Kd1"
        TurnTextsRole,                    // QStringList, one text per turn
    };
    enum class State { Stopped, Running, Failed };

    explicit AnalysisModel(GameModel* game, QObject* parent = nullptr);
    ~AnalysisModel() override;

    // --- The engine: a program and the arguments that come before the protocol's options.
    // Default: this application with "analyse --stream".
    void setEngine(const QString& program, const QStringList& leadingArguments);
    QString program() const { return program_; }
    QStringList leadingArguments() const { return leadingArguments_; }
    // Arguments after the leading ones that choose the engine `trellis analyse` runs: empty for
    // its own, `--engine PROGRAM --option NAME=VALUE...` for a UCI engine (which that child
    // process hosts: its failures end the child with the reason on its standard error).
    // Restarts a running analysis.
    void setEngineArguments(const QStringList& arguments);
    QStringList engineArguments() const { return engineArguments_; }

    // --- Control. The analysis follows the current node: it restarts when the node changes.
    int lineCount() const { return lineCount_; }
    void setLineCount(int count); // 1..5; restarts a running analysis
    // Limits passed to the engine (0: none): a run then ends at that depth or after that many
    // seconds, "Finished at depth N". Restart a running analysis.
    void setLimits(int depth, double seconds);
    // The engine's search threads and hash megabytes (0: the engine's defaults); the next run
    // takes them.
    void setEngineOptions(int threads, int hashMegabytes);
    int depthLimit() const { return depthLimit_; }
    double timeLimit() const { return timeLimit_; }
    void start();
    void stop(); // asks the engine to stop; the lines found so far stay
    State state() const { return state_; }
    bool isRunning() const { return state_ == State::Running; }
    // Translated when read, so that it follows a change of language.
    QString statusText() const { return status_(); }
    // Processes started and not yet ended (the current one and those being stopped).
    int liveProcesses() const;

    // --- The lines.
    std::vector<Turn> turns(int row) const; // legal from the current node
    QString scoreText(int row) const;
    // The best line's score, from the first player's side; nothing while there is no line.
    std::optional<EvalScore> bestScore() const;
    int depth() const { return depth_; }
    // Adds a line to the game as a variation from the current node, with "score/depth"
    // (e.g. "+0.35/12") as the comment after its first turn. Undoable through the GameModel.
    bool addAsVariation(int row);
    // A line the user previews: its row keeps showing that line (the deeper ones the search
    // finds for it wait) until released, when the newest shows. Any other node releases it.
    void holdLine(int row);
    void releaseLine();
    int heldLine() const { return held_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  signals:
    void stateChanged();
    void statusChanged();
    void linesChanged(); // rows added, updated or cleared

  private:
    struct Line {
        int depth = 0;
        bool mate = false;
        int score = 0; // centipawns or mate distance, first player's side
        qulonglong nodes = 0, nps = 0;
        std::vector<Turn> turns;
        QStringList texts;
        QString lineText;
    };

    void positionChanged();
    void launch();
    void retire(QProcess* process);
    void readOutput(QProcess* process);
    void finished(QProcess* process, int exitCode, bool crashed);
    void failedToStart(QProcess* process);
    void takeLine(const QJsonObject& object);
    void takeDone(const QJsonObject& object);
    void convert(Line& line) const; // display texts from the turns
    void refreshTexts();
    void clearLines();
    void setState(State state, std::function<QString()> status);
    void setStatus(std::function<QString()> status);
    QString progressText() const;

    GameModel* game_;
    QString program_;
    QStringList leadingArguments_;
    QStringList engineArguments_;
    int lineCount_ = 1;
    int depthLimit_ = 0;
    double timeLimit_ = 0;
    int threads_ = 0, hash_ = 0;
    State state_ = State::Stopped;
    std::function<QString()> status_;
    QProcess* current_ = nullptr;
    std::unique_ptr<Variant> base_; // the analysed position
    Notation engineNotation_ = Notation::Composite;
    QVector<Line> lines_;
    int held_ = -1;              // the row held (holdLine), -1 for none
    std::optional<Line> deeper_; // the newest line for the held row, waiting
    int depth_ = 0;
    qulonglong nodes_ = 0, nps_ = 0;
    QTimer restart_; // coalesces quick node changes (holding an arrow key) into one run
};

} // namespace trellis
