#include "AnalysisModel.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>

#include <algorithm>
#include <utility>

namespace trellis {

namespace {

constexpr int kMaxLines = 5;
constexpr int kStopGraceMs = 1000; // a stopped engine that is still running then is killed
constexpr int kRestartDelayMs = 120;

QString countText(qulonglong n) {
    const QLocale locale; // the studio's language: "1,5M" in German
    if (n >= 10'000'000) return locale.toString(double(n) / 1e6, 'f', 1) + "M";
    if (n >= 10'000) return locale.toString(double(n) / 1e3, 'f', 0) + "k";
    return locale.toString(n);
}

} // namespace

AnalysisModel::AnalysisModel(GameModel* game, QObject* parent)
    : QAbstractTableModel(parent), game_(game), program_(QCoreApplication::applicationFilePath()),
      leadingArguments_({"analyse", "--stream"}) {
    restart_.setSingleShot(true);
    restart_.setInterval(kRestartDelayMs);
    connect(&restart_, &QTimer::timeout, this, [this] {
        if (isRunning()) launch();
    });
    connect(game_, &GameModel::currentNodeChanged, this, &AnalysisModel::positionChanged);
    connect(game_, &GameModel::gameReplaced, this, &AnalysisModel::positionChanged);
    // A new notation changes every text, not the lines.
    connect(game_, &GameModel::notationChanged, this, &AnalysisModel::refreshTexts);
    status_ = [] { return tr("Stopped"); };
}

AnalysisModel::~AnalysisModel() {
    // No slot of a half-destroyed model may run while the processes are torn down. A killed
    // process ends at once; the wait only reaps it (QProcess would warn otherwise).
    for (QProcess* p : findChildren<QProcess*>(Qt::FindDirectChildrenOnly)) {
        p->disconnect(this);
        p->kill();
        p->waitForFinished(100);
    }
}

void AnalysisModel::setEngine(const QString& program, const QStringList& leadingArguments) {
    program_ = program;
    leadingArguments_ = leadingArguments;
}

void AnalysisModel::setEngineArguments(const QStringList& arguments) {
    if (arguments == engineArguments_) return;
    engineArguments_ = arguments;
    if (isRunning()) launch();
}

int AnalysisModel::liveProcesses() const {
    int n = 0;
    for (const QProcess* p : findChildren<QProcess*>(Qt::FindDirectChildrenOnly))
        if (p->state() != QProcess::NotRunning) ++n;
    return n;
}

// --- Control.

void AnalysisModel::setLineCount(int count) {
    count = std::clamp(count, 1, kMaxLines);
    if (count == lineCount_) return;
    lineCount_ = count;
    if (isRunning()) launch();
}

void AnalysisModel::setLimits(int depth, double seconds) {
    depth = std::max(0, depth);
    seconds = std::max(0.0, seconds);
    if (depth == depthLimit_ && seconds == timeLimit_) return;
    depthLimit_ = depth;
    timeLimit_ = seconds;
    if (isRunning()) launch();
}

void AnalysisModel::setEngineOptions(int threads, int hashMegabytes) {
    threads_ = std::max(0, threads);
    hash_ = std::max(0, hashMegabytes);
}

void AnalysisModel::start() {
    if (isRunning()) return;
    setState(State::Running, [] { return tr("Analysing…"); });
    launch();
}

void AnalysisModel::stop() {
    restart_.stop();
    if (current_) retire(std::exchange(current_, nullptr));
    if (state_ == State::Running)
        setState(State::Stopped, [depth = depth_] {
            return depth > 0 ? tr("Stopped at depth %1").arg(depth) : tr("Stopped");
        });
}

void AnalysisModel::positionChanged() {
    // The lines belong to the node they were computed for: never show them for another one.
    if (current_) retire(std::exchange(current_, nullptr));
    clearLines();
    if (isRunning()) {
        setStatus([] { return tr("Analysing…"); });
        restart_.start();
    }
}

void AnalysisModel::launch() {
    restart_.stop();
    if (current_) retire(std::exchange(current_, nullptr));
    clearLines();
    const NodeId node = game_->currentNode();
    base_ = game_->tree().variantAt(node);
    engineNotation_ = base_->descriptor().engineNotation;
    QStringList args = leadingArguments_ + engineArguments_;
    args << "--variant" << QString::fromStdString(base_->id());
    if (!base_->rules().empty()) args << "--rules" << QString::fromStdString(base_->rules());
    args << "--notation" << QString::fromStdString(notationName(engineNotation_)) << "--multipv"
         << QString::number(lineCount_);
    if (depthLimit_ > 0) args << "--depth" << QString::number(depthLimit_);
    if (timeLimit_ > 0) args << "--time" << QString::number(timeLimit_);
    if (threads_ > 0) args << "--threads" << QString::number(threads_);
    if (hash_ > 0) args << "--hash" << QString::number(hash_);
    // The game from its start, so that the engine knows which positions a turn would repeat.
    const GameTree& tree = game_->tree();
    const std::vector<NodeId> path = tree.pathFromRoot(node);
    args << QString::fromStdString(path.empty() ? base_->position() : tree.startPosition());
    if (!path.empty()) {
        args << "--moves";
        for (const NodeId id : path) args << QString::fromStdString(tree.text(id));
    }

    auto* p = new QProcess(this);
    current_ = p;
    connect(p, &QProcess::readyReadStandardOutput, this, [this, p] { readOutput(p); });
    connect(p, &QProcess::finished, this, [this, p](int code, QProcess::ExitStatus status) {
        finished(p, code, status == QProcess::CrashExit);
    });
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) failedToStart(p);
    });
    setStatus([] { return tr("Analysing…"); });
    p->start(program_, args);
}

// Asks a process that is no longer current to stop, kills it when it does not, and forgets it
// once it has ended. Its output is never read again.
void AnalysisModel::retire(QProcess* p) {
    p->disconnect(this);
    if (p->state() == QProcess::NotRunning) {
        p->deleteLater();
        return;
    }
    connect(p, &QProcess::finished, p, &QObject::deleteLater);
    connect(p, &QProcess::readyReadStandardOutput, p, [p] { p->readAllStandardOutput(); });
    p->write("stop\n");
    p->closeWriteChannel();
    QTimer::singleShot(kStopGraceMs, p, [p] { p->kill(); });
}

void AnalysisModel::failedToStart(QProcess* p) {
    if (p != current_) return;
    current_ = nullptr;
    p->deleteLater();
    setState(State::Failed, [program = program_, error = p->errorString()] {
        return tr("The engine could not be started (%1): %2").arg(program, error);
    });
}

void AnalysisModel::finished(QProcess* p, int exitCode, bool crashed) {
    if (p != current_) return;
    readOutput(p); // the last lines may arrive together with the exit
    current_ = nullptr;
    p->deleteLater();
    const QString error =
        QString::fromUtf8(p->readAllStandardError()).trimmed().section('\n', 0, 0);
    if (crashed)
        setState(State::Failed, [error] {
            return tr("The engine crashed.") + (error.isEmpty() ? "" : " " + error);
        });
    else if (exitCode != 0)
        setState(State::Failed, [exitCode, error] {
            return tr("The engine failed (exit code %1)%2")
                .arg(exitCode)
                .arg(error.isEmpty() ? "." : ": " + error);
        });
    else
        setState(State::Stopped, [depth = depth_] {
            return depth > 0 ? tr("Finished at depth %1").arg(depth) : tr("Finished");
        });
}

void AnalysisModel::readOutput(QProcess* p) {
    if (p != current_) return;
    while (p->canReadLine()) {
        const QJsonObject o = QJsonDocument::fromJson(p->readLine()).object();
        const QString type = o.value("type").toString();
        if (type == "line")
            takeLine(o);
        else if (type == "done")
            takeDone(o);
    }
}

// --- Lines.

void AnalysisModel::takeLine(const QJsonObject& o) {
    const int row = o.value("multipv").toInt() - 1;
    if (row < 0 || row >= lineCount_ || row > lines_.size() || !base_) return;
    Line line;
    line.depth = o.value("depth").toInt();
    line.nodes = qulonglong(o.value("nodes").toDouble());
    line.nps = qulonglong(o.value("nps").toDouble());
    const QJsonObject score = o.value("score").toObject();
    line.mate = score.contains("mate");
    line.score = line.mate ? score.value("mate").toInt() : score.value("cp").toInt();
    if (base_->sideToMove() == 1) line.score = -line.score;
    // The engine's texts, parsed in the notation it was asked for; a text that does not parse
    // ends the line there.
    auto board = base_->clone();
    for (const auto& v : o.value("pv").toArray()) {
        auto turn = board->parseTurn(v.toString().toStdString(), engineNotation_);
        if (!turn) break;
        board->makeTurn(*turn);
        line.turns.push_back(*turn);
    }
    convert(line);
    depth_ = std::max(depth_, line.depth);
    nodes_ = std::max(nodes_, line.nodes);
    nps_ = line.nps;
    if (row == held_ && row < lines_.size()) {
        deeper_ = line; // shown when the user leaves the line
    } else if (row == lines_.size()) {
        beginInsertRows({}, row, row);
        lines_.push_back(line);
        endInsertRows();
    } else {
        lines_[row] = line;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    setStatus([this] { return progressText(); });
    emit linesChanged();
}

void AnalysisModel::takeDone(const QJsonObject& o) {
    depth_ = std::max(depth_, o.value("depth").toInt());
    nodes_ = std::max(nodes_, qulonglong(o.value("nodes").toDouble()));
}

void AnalysisModel::convert(Line& line) const {
    line.texts.clear();
    line.lineText.clear();
    auto board = base_->clone();
    const Notation shown = game_->notation();
    for (const Turn& t : line.turns) {
        const int side = board->sideToMove();
        const QString number = QString::number(board->fullmoveNumber());
        const QString text = QString::fromStdString(board->turnText(t, shown));
        line.texts << text;
        if (side == 0)
            line.lineText += number + ". ";
        else if (line.lineText.isEmpty())
            line.lineText += number + "... ";
        line.lineText += text + " ";
        board->makeTurn(t);
    }
    line.lineText = line.lineText.trimmed();
}

void AnalysisModel::refreshTexts() {
    if (lines_.isEmpty() || !base_) return;
    for (Line& l : lines_) convert(l);
    if (deeper_) convert(*deeper_);
    emit dataChanged(index(0, 0), index(int(lines_.size()) - 1, ColumnCount - 1));
    emit linesChanged();
}

void AnalysisModel::holdLine(int row) {
    if (row == held_) return;
    releaseLine();
    if (row >= 0 && row < lines_.size()) held_ = row;
}

void AnalysisModel::releaseLine() {
    const int row = std::exchange(held_, -1);
    if (row < 0 || !deeper_ || row >= lines_.size()) return deeper_.reset();
    lines_[row] = *std::exchange(deeper_, std::nullopt);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit linesChanged();
}

void AnalysisModel::clearLines() {
    held_ = -1;
    deeper_.reset();
    depth_ = 0;
    nodes_ = nps_ = 0;
    if (lines_.isEmpty()) return;
    beginResetModel();
    lines_.clear();
    endResetModel();
    emit linesChanged();
}

std::vector<Turn> AnalysisModel::turns(int row) const {
    return row >= 0 && row < lines_.size() ? lines_[row].turns : std::vector<Turn>{};
}

QString AnalysisModel::scoreText(int row) const {
    if (row < 0 || row >= lines_.size()) return {};
    const Line& l = lines_[row];
    if (l.mate) return "#" + QString::number(l.score);
    return QString::asprintf("%+.2f", l.score / 100.0);
}

std::optional<EvalScore> AnalysisModel::bestScore() const {
    if (lines_.isEmpty()) return std::nullopt;
    const Line& l = lines_.front();
    return EvalScore{l.mate ? EvalScore::Kind::Mate : EvalScore::Kind::Centipawns, l.score};
}

bool AnalysisModel::addAsVariation(int row) {
    if (row < 0 || row >= lines_.size() || lines_[row].turns.empty()) return false;
    const QString comment = scoreText(row) + "/" + QString::number(lines_[row].depth);
    return game_->addLine(game_->currentNode(), lines_[row].turns, comment);
}

// --- State.

void AnalysisModel::setState(State state, std::function<QString()> status) {
    const bool changed = state != state_;
    state_ = state;
    if (changed) emit stateChanged();
    setStatus(std::move(status));
}

void AnalysisModel::setStatus(std::function<QString()> status) {
    status_ = std::move(status);
    emit statusChanged();
}

QString AnalysisModel::progressText() const {
    return tr("Depth %1, %2 nodes, %3 nodes/s").arg(depth_).arg(countText(nodes_), countText(nps_));
}

// --- QAbstractTableModel.

int AnalysisModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(lines_.size());
}

int AnalysisModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AnalysisModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= lines_.size()) return {};
    const Line& l = lines_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == ScoreColumn) return scoreText(index.row());
        if (index.column() == DepthColumn) return l.depth;
        return l.lineText;
    case Qt::ToolTipRole:
        // The whole line: the view elides long ones.
        return tr("%1\n%2 nodes, %3 nodes/s").arg(l.lineText, countText(l.nodes), countText(l.nps));
    case ScoreTextRole:
        return scoreText(index.row());
    case DepthRole:
        return l.depth;
    case NodesRole:
        return l.nodes;
    case NpsRole:
        return l.nps;
    case LineTextRole:
        return l.lineText;
    case TurnTextsRole:
        return l.texts;
    default:
        return {};
    }
}

QVariant AnalysisModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ScoreColumn:
        return tr("Score");
    case DepthColumn:
        return tr("Depth");
    case LineColumn:
        return tr("Line");
    default:
        return {};
    }
}

} // namespace trellis
