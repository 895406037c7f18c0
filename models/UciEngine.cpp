#include "UciEngine.h"

#include "ErrorText.h"
#include "variant/VariantRegistry.h"

#include <QFileInfo>
#include <QProcess>

#include <algorithm>

namespace trellis {

namespace {

// What an `info` line says; `bound` lines (lowerbound/upperbound) are not a line's score.
struct Info {
    int depth = 0, selDepth = 0, multipv = 1, hashfull = 0;
    qint64 nodes = 0, nps = 0, timeMs = 0;
    std::optional<search::Score> score;
    bool bound = false;
    QStringList pv;
};

Info parseInfo(const QStringList& words) {
    Info info;
    for (int i = 1; i < words.size(); ++i) {
        const QString& w = words[i];
        const auto number = [&]() { return i + 1 < words.size() ? words[++i].toLongLong() : 0; };
        if (w == "depth")
            info.depth = int(number());
        else if (w == "seldepth")
            info.selDepth = int(number());
        else if (w == "multipv")
            info.multipv = std::max(1, int(number()));
        else if (w == "nodes")
            info.nodes = number();
        else if (w == "nps")
            info.nps = number();
        else if (w == "time")
            info.timeMs = number();
        else if (w == "hashfull")
            info.hashfull = int(number());
        else if (w == "lowerbound" || w == "upperbound")
            info.bound = true;
        else if (w == "score" && i + 2 < words.size()) {
            const bool mate = words[++i] == "mate";
            info.score = search::Score{mate, int(number())};
        } else if (w == "pv") {
            info.pv = words.mid(i + 1);
            break;
        } else if (w == "string") {
            break;
        }
    }
    return info;
}

QStringList wordsOf(const QString& line) {
    return line.split(QChar(' '), Qt::SkipEmptyParts);
}

} // namespace

// option name NAME type TYPE [default D] [min A] [max B] [var V]...: the name (which may hold
// blanks) runs up to the first "type".
std::optional<UciOption> parseUciOption(const QString& line) {
    const QStringList words = wordsOf(line);
    const qsizetype typeAt = words.indexOf("type", 2);
    if (words.size() < 5 || words[0] != "option" || words[1] != "name" || typeAt < 3 ||
        typeAt + 1 >= words.size())
        return std::nullopt;
    UciOption option;
    option.name = words.mid(2, typeAt - 2).join(' ');
    option.type = words[typeAt + 1];
    QString key;
    QStringList value;
    const auto take = [&] {
        const QString text = value.join(' ');
        if (key == "default") option.defaultValue = text == "<empty>" ? QString() : text;
        if (key == "min") option.min = text.toLongLong();
        if (key == "max") option.max = text.toLongLong();
        if (key == "var") option.choices << text;
        value.clear();
    };
    static const QStringList keywords{"default", "min", "max", "var"};
    for (qsizetype i = typeAt + 2; i < words.size(); ++i) {
        if (keywords.contains(words[i])) {
            take();
            key = words[i];
        } else {
            value << words[i];
        }
    }
    take();
    return option;
}

UciEngine::UciEngine(QString program, QStringList arguments, UciPatience patience)
    : program_(std::move(program)), arguments_(std::move(arguments)), patience_(patience) {}

UciEngine::~UciEngine() {
    stop();
}

bool UciEngine::running() const {
    return process_ && process_->state() == QProcess::Running;
}

void UciEngine::send(const QString& line) {
    process_->write((line + '\n').toUtf8());
}

bool UciEngine::fail(const QString& message) {
    error_ = message;
    stop();
    return false;
}

void UciEngine::stop() {
    if (!process_) return;
    if (process_->state() == QProcess::Running) {
        send("quit");
        if (!process_->waitForFinished(1000)) {
            process_->kill();
            process_->waitForFinished(1000);
        }
    }
    process_.reset();
}

std::optional<QString> UciEngine::nextLine(QDeadlineTimer& deadline, const std::atomic<bool>* stop,
                                           bool* stopSent) {
    error_.clear();
    for (;;) {
        if (process_->canReadLine()) return QString::fromUtf8(process_->readLine()).trimmed();
        if (process_->state() != QProcess::Running) {
            const QString why = QString::fromUtf8(process_->readAllStandardError()).trimmed();
            error_ = process_->exitStatus() == QProcess::CrashExit
                         ? program_ + " crashed"
                         : program_ + QString(" ended (exit code %1)").arg(process_->exitCode());
            if (!why.isEmpty()) error_ += ": " + why.section('\n', 0, 0);
            return std::nullopt;
        }
        if (stop && stopSent && !*stopSent && stop->load()) {
            send("stop");
            *stopSent = true;
            deadline = QDeadlineTimer(patience_.graceMs);
        }
        if (deadline.hasExpired()) return std::nullopt;
        const qint64 left = deadline.isForever() ? 50 : deadline.remainingTime();
        process_->waitForReadyRead(int(std::clamp<qint64>(left, 1, 50)));
    }
}

bool UciEngine::waitFor(const QString& answer, int ms) {
    QDeadlineTimer deadline(ms);
    QString said;
    while (const std::optional<QString> line = nextLine(deadline))
        if (*line == answer)
            return true;
        else if (!line->isEmpty())
            said = *line;
    if (!error_.isEmpty()) return fail(error_);
    return fail(
        QString("%1 did not answer '%2' within %3 s").arg(program_, answer).arg(ms / 1000.0) +
        (said.isEmpty() ? QString() : ": it said '" + said.left(80) + "'"));
}

bool UciEngine::start() {
    if (running()) return true;
    error_.clear();
    options_.clear();
    multiPv_ = 0;
    process_ = std::make_unique<QProcess>();
    process_->start(program_, arguments_);
    if (!process_->waitForStarted(patience_.handshakeMs))
        return fail(QString("cannot start %1: %2").arg(program_, process_->errorString()));
    name_ = QFileInfo(program_).fileName();
    send("uci");
    QDeadlineTimer deadline(patience_.handshakeMs);
    QString said;
    for (;;) {
        const std::optional<QString> line = nextLine(deadline);
        if (!line) {
            if (!error_.isEmpty()) return fail(error_);
            return fail(QString("%1 is not a UCI engine: no 'uciok' within %2 s")
                            .arg(program_)
                            .arg(patience_.handshakeMs / 1000.0) +
                        (said.isEmpty() ? QString() : ", it said '" + said.left(80) + "'"));
        }
        if (*line == "uciok") break;
        if (line->startsWith("id name ")) name_ = line->mid(8).trimmed();
        if (const std::optional<UciOption> o = parseUciOption(*line)) options_.push_back(*o);
        if (!line->isEmpty() && !line->startsWith("id ") && !line->startsWith("option "))
            said = *line;
    }
    send("isready");
    return waitFor("readyok", patience_.handshakeMs);
}

const UciOption* UciEngine::option(const QString& name) const {
    for (const UciOption& o : options_)
        if (o.name.compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

QStringList UciEngine::variants() const {
    QStringList out;
    const UciOption* v = option("UCI_Variant");
    for (const VariantDescriptor* d : registeredVariants()) {
        const QString id = QString::fromStdString(d->id);
        if (v ? v->choices.contains(id, Qt::CaseInsensitive) : d->uciDefault) out << id;
    }
    return out;
}

bool UciEngine::setOption(const QString& name, const QString& value) {
    const UciOption* o = option(name);
    if (!o) {
        error_ = QString("%1 has no option '%2'").arg(name_, name);
        return false;
    }
    QString sent = value;
    bool ok = true;
    if (o->type == "spin") {
        const qint64 n = value.toLongLong(&ok);
        ok = ok && n >= o->min && n <= o->max;
    } else if (o->type == "check") {
        ok = value == "true" || value == "false";
    } else if (o->type == "combo") {
        const auto at = std::find_if(o->choices.begin(), o->choices.end(), [&](const QString& c) {
            return c.compare(value, Qt::CaseInsensitive) == 0;
        });
        ok = at != o->choices.end();
        if (ok) sent = *at;
    }
    if (!ok) {
        error_ = QString("%1: option %2 does not take '%3'").arg(name_, o->name, value);
        return false;
    }
    if (!running() && !start()) return false;
    send(o->type == "button" ? "setoption name " + o->name
                             : "setoption name " + o->name + " value " + sent);
    return true;
}

bool UciEngine::setOptions(const QStringList& settings) {
    for (const QString& setting : settings) {
        const qsizetype equals = setting.indexOf('=');
        if (equals <= 0) {
            error_ = QString("'%1' is not NAME=VALUE").arg(setting);
            return false;
        }
        if (!setOption(setting.left(equals).trimmed(), setting.mid(equals + 1).trimmed()))
            return false;
    }
    return true;
}

bool UciEngine::selectVariant(const Variant& board) {
    if (!running() && !start()) return false;
    const VariantDescriptor& d = board.descriptor();
    const QString id = QString::fromStdString(d.id);
    if (!variants().contains(id)) {
        error_ = QString("%1 does not play %2").arg(name_, QString::fromStdString(d.displayName));
        return false;
    }
    if (option("UCI_Variant") && !setOption("UCI_Variant", id)) return false;
    const QString rules = QString::fromStdString(board.rules());
    if (d.ruleSets.size() > 1) {
        const UciOption* r = option("UCI_Rules");
        if (r && r->choices.contains(rules)) {
            if (!setOption("UCI_Rules", rules)) return false;
        } else if (board.rules() != d.ruleSets.front()) {
            error_ = QString("%1 does not play the rule set %2").arg(name_, rules);
            return false;
        }
    }
    send("isready");
    return waitFor("readyok", patience_.handshakeMs);
}

bool UciEngine::newGame() {
    if (!running() && !start()) return false;
    send("ucinewgame");
    send("isready");
    return waitFor("readyok", patience_.handshakeMs);
}

bool UciEngine::prepare(const Variant& board, const QStringList& settings) {
    return start() && setOptions(settings) && selectVariant(board) && newGame();
}

QDeadlineTimer UciEngine::searchDeadline(const search::SearchLimits& limits) const {
    if (limits.timeMs > 0) return QDeadlineTimer(limits.timeMs + patience_.graceMs);
    if (limits.depth > 0 || limits.nodes > 0) return QDeadlineTimer(patience_.searchCeilingMs);
    return QDeadlineTimer(QDeadlineTimer::Forever);
}

QString UciEngine::goCommand(const Variant& board, const search::SearchLimits& limits) const {
    QString go = "go";
    if (limits.depth > 0) go += QString(" depth %1").arg(limits.depth);
    if (limits.nodes > 0) go += QString(" nodes %1").arg(limits.nodes);
    if (limits.timeMs > 0) go += QString(" movetime %1").arg(limits.timeMs);
    if (go == "go") go += " infinite";
    if (!limits.searchMoves.empty()) {
        go += " searchmoves";
        std::unique_ptr<Variant> copy = board.clone();
        for (const Turn& t : limits.searchMoves)
            go += " " + QString::fromStdString(copy->uciToken(t));
    }
    return go;
}

QString UciEngine::hangText(const QString& go, bool stopSent) const {
    const QString text("%1 hung: no bestmove within %2 s of %3");
    if (stopSent) return text.arg(name_).arg(patience_.graceMs / 1000.0).arg("'stop'");
    if (go.contains(" movetime "))
        return text.arg(name_).arg(patience_.graceMs / 1000.0).arg("the time it had");
    return text.arg(name_).arg(patience_.searchCeilingMs / 1000.0).arg("'" + go + "'");
}

std::optional<search::SearchReport> UciEngine::analyse(const Variant& start,
                                                       const std::vector<Turn>& moves,
                                                       const search::SearchLimits& limits,
                                                       const std::atomic<bool>* stop,
                                                       const search::ReportCallback& onInfo) {
    if (!running() && !this->start()) return std::nullopt;
    std::unique_ptr<Variant> board = start.clone();
    QString position = "position fen " + QString::fromStdString(start.position());
    if (!moves.empty()) position += " moves";
    for (const Turn& t : moves) {
        position += " " + QString::fromStdString(board->uciToken(t));
        board->makeTurn(t);
    }
    if (const UciOption* m = option("MultiPV"); m && limits.multiPv != multiPv_) {
        const int n = int(std::clamp<qint64>(limits.multiPv, std::max<qint64>(1, m->min), m->max));
        if (!setOption(m->name, QString::number(n))) return std::nullopt;
        multiPv_ = limits.multiPv;
    }
    send(position);
    const QString go = goCommand(*board, limits);
    send(go);
    QDeadlineTimer deadline = searchDeadline(limits);
    bool stopSent = false;
    search::SearchReport report;
    const auto illegal = [&](const QString& what, const QString& token, const Error& why) {
        fail(QString("%1 gave %2 '%3', which is not legal in %4: %5")
                 .arg(name_, what, token, QString::fromStdString(board->position()),
                      errorText(why)));
        return std::nullopt;
    };
    for (;;) {
        const std::optional<QString> line = nextLine(deadline, stop, &stopSent);
        if (!line) {
            if (!error_.isEmpty()) {
                fail(error_);
                return std::nullopt;
            }
            fail(hangText(go, stopSent));
            return std::nullopt;
        }
        const QStringList words = wordsOf(*line);
        if (words.value(0) == "info") {
            const Info info = parseInfo(words);
            if (info.pv.isEmpty() || !info.score || info.bound) continue;
            search::SearchLine found{info.multipv, info.depth, *info.score, {}};
            std::unique_ptr<Variant> copy = board->clone();
            for (const QString& token : info.pv) {
                const Result<Turn> turn = copy->parseUciToken(token.toStdString());
                if (!turn) return illegal("the pv move", token, turn.error());
                found.pv.push_back(*turn);
                copy->makeTurn(*turn);
            }
            report.depth = info.depth;
            report.selDepth = info.selDepth;
            report.nodes = std::uint64_t(info.nodes);
            report.nps = std::uint64_t(info.nps);
            report.timeMs = info.timeMs;
            report.hashfull = info.hashfull;
            if (report.lines.size() < std::size_t(info.multipv))
                report.lines.resize(std::size_t(info.multipv));
            report.lines[std::size_t(info.multipv - 1)] = found;
            if (onInfo) {
                search::SearchReport one = report;
                one.lines = {found};
                onInfo(one);
            }
        } else if (words.value(0) == "bestmove") {
            const QString token = words.value(1);
            if (token.isEmpty()) {
                fail(name_ + " sent 'bestmove' without a move");
                return std::nullopt;
            }
            if (token == "(none)" || token == "0000") {
                report.lines.clear();
                return report;
            }
            const Result<Turn> best = board->parseUciToken(token.toStdString());
            if (!best) return illegal("the bestmove", token, best.error());
            std::erase_if(report.lines, [](const search::SearchLine& l) { return l.pv.empty(); });
            if (report.lines.empty() || report.lines.front().pv.front() != *best)
                report.lines.insert(report.lines.begin(),
                                    search::SearchLine{1, report.depth, {}, {*best}});
            return report;
        }
    }
}

} // namespace trellis
