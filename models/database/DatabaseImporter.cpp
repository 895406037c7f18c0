#include "DatabaseImporter.h"

#include "ErrorText.h"

#include "DuplicateIndex.h"
#include "GameCodec.h"
#include "GameDatabase.h"
#include "IndexRowRuns.h"
#include "game/PgnPieces.h"

#include "variant/VariantRegistry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

namespace trellis::db {

QString ImportIssue::text() const {
    if (game == 0) return file + QStringLiteral(": ") + message;
    return QStringLiteral("%1: game %2, line %3: %4").arg(file).arg(game).arg(line).arg(message);
}

namespace {

// A piece of a file on its way to a worker.
struct Work {
    std::uint64_t seq = 0;
    int file = 0;
    PgnPiece piece;
    QString readError; // the file could not be read (then the piece is empty)
};

struct ParsedGame {
    int number = 0; // in the piece
    int line = 0;   // in the piece
    std::optional<EncodedGame> game;
    std::string error; // set when the game cannot be encoded
};

// A piece read and encoded by a worker.
struct Parsed {
    Work work;
    int numbersUsed = 0;
    bool cleanEnd = true;
    std::vector<ParsedGame> games;
    std::vector<PgnError> errors;
    std::vector<PgnError> warnings;
};

Parsed parse(Work work, const PgnReader& reader) {
    Parsed out;
    PieceRead read = readPiece(reader, work.piece);
    out.numbersUsed = read.numbersUsed;
    out.cleanEnd = read.cleanEnd;
    out.errors = read.read.errors;
    out.warnings = read.read.warnings;
    // Trees and plain games, each in file order: merged by their numbers.
    const std::vector<PgnGame>& trees = read.read.games;
    std::vector<PlainGame>& plain = read.read.plainGames;
    out.games.reserve(trees.size() + plain.size());
    for (std::size_t t = 0, p = 0; t < trees.size() || p < plain.size();) {
        const bool tree =
            p == plain.size() || (t < trees.size() && trees[t].number < plain[p].number);
        ParsedGame& game = out.games.emplace_back(); // in place: a game's texts move once
        game.number = tree ? trees[t].number : plain[p].number;
        game.line = tree ? trees[t].line : plain[p].line;
        auto encoded = tree ? encodeGame(trees[t++].tree) : encodePlainGame(std::move(plain[p++]));
        if (encoded)
            game.game = std::move(encoded.value());
        else
            game.error = errorText(encoded.error()).toStdString();
    }
    out.work = std::move(work);
    return out;
}

// The queues between the reader, the workers and the writer. At most `limit` pieces are read
// and not yet written, which bounds the memory whatever the size of the files.
class Pipeline {
  public:
    explicit Pipeline(std::size_t limit) : limit_(limit) {}

    // Reader: false when the import stops.
    bool push(Work work) {
        std::unique_lock lock(mutex_);
        space_.wait(lock, [&] { return stop_ || produced_ - consumed_ < limit_; });
        if (stop_) return false;
        work.seq = produced_++;
        work_.push_back(std::move(work));
        workReady_.notify_one();
        return true;
    }
    void readerDone() {
        std::lock_guard lock(mutex_);
        readerDone_ = true;
        workReady_.notify_all();
        parsedReady_.notify_all();
    }
    // Worker: nothing when there is no more work.
    std::optional<Work> take() {
        std::unique_lock lock(mutex_);
        workReady_.wait(lock, [&] { return stop_ || readerDone_ || !work_.empty(); });
        if (stop_ || work_.empty()) return std::nullopt;
        Work w = std::move(work_.front());
        work_.pop_front();
        return w;
    }
    void put(Parsed parsed) {
        std::lock_guard lock(mutex_);
        const std::uint64_t seq = parsed.work.seq;
        parsed_.emplace(seq, std::move(parsed));
        parsedReady_.notify_all();
    }
    // Writer: the next piece in file order; nothing at the end.
    std::optional<Parsed> next() {
        std::unique_lock lock(mutex_);
        parsedReady_.wait(lock, [&] {
            return stop_ || parsed_.count(consumed_) || (readerDone_ && consumed_ == produced_);
        });
        auto it = parsed_.find(consumed_);
        if (stop_ || it == parsed_.end()) return std::nullopt;
        Parsed p = std::move(it->second);
        parsed_.erase(it);
        ++consumed_;
        space_.notify_all();
        return p;
    }
    void stop() {
        std::lock_guard lock(mutex_);
        stop_ = true;
        space_.notify_all();
        workReady_.notify_all();
        parsedReady_.notify_all();
    }

  private:
    std::mutex mutex_;
    std::condition_variable space_, workReady_, parsedReady_;
    std::deque<Work> work_;
    std::map<std::uint64_t, Parsed> parsed_;
    std::uint64_t produced_ = 0, consumed_ = 0;
    std::size_t limit_;
    bool readerDone_ = false, stop_ = false;
};

void readFiles(const QStringList& files, const ImportOptions& options, Pipeline& pipeline) {
    for (int f = 0; f < files.size(); ++f) {
        QFile file(files[f]);
        if (!file.open(QIODevice::ReadOnly)) {
            Work w;
            w.file = f;
            w.piece.last = true;
            w.readError = file.errorString();
            if (!pipeline.push(std::move(w))) return;
            continue;
        }
        PgnPieceCutter cutter(options.pieceBytes);
        std::vector<PgnPiece> pieces;
        QByteArray block;
        for (;;) {
            block = file.read(qint64(options.readBytes));
            if (block.isEmpty()) break;
            cutter.feed(std::string_view(block.constData(), std::size_t(block.size())), pieces);
            for (PgnPiece& piece : pieces)
                if (!pipeline.push(Work{0, f, std::move(piece), {}})) return;
            pieces.clear();
        }
        if (file.error() != QFileDevice::NoError) {
            Work w;
            w.file = f;
            w.piece.last = true;
            w.readError = file.errorString();
            if (!pipeline.push(std::move(w))) return;
            continue;
        }
        cutter.finish(pieces);
        for (PgnPiece& piece : pieces)
            if (!pipeline.push(Work{0, f, std::move(piece), {}})) return;
    }
}

// Switches the foreign key checks back on however the import ends: by then its transaction is
// committed or rolled back, and the pragma, a setting of the connection, cannot fail outside one.
struct ForeignKeysBack {
    GameDatabase& db;
    ~ForeignKeysBack() { (void)db.checkForeignKeys(true); }
};

// The writing side: numbering, duplicates, transactions, counts.
class Writer {
  public:
    Writer(GameDatabase& db, const QStringList& files, const ImportOptions& options,
           ImportReport& report)
        : db_(db), files_(files), options_(options), report_(report),
          duplicates_([&db](std::int64_t id) -> std::optional<std::string> {
              // The stored game may be queued still. (Should its insert fail, the commit's
              // fails too, and reports why.)
              if (!db.insertQueued()) return std::nullopt;
              auto stored = db.storedGame(id);
              if (!stored) return std::nullopt;
              auto line = mainLineCodes(stored->moves);
              return line ? std::optional<std::string>(*line) : std::nullopt;
          }),
          pending_(options.indexMemoryRows) {}

    bool start() {
        // Games an earlier import wrote without their positions (it was killed).
        if (auto indexed = db_.indexBacklog(); !indexed) return fail(indexed.error());
        if (!options_.keepDuplicates) {
            auto keys = db_.duplicateKeys();
            if (!keys) return fail(keys.error());
            for (const auto& [id, key] : *keys) duplicates_.addStored(id, key);
        }
        return begin();
    }

    // False when the database failed.
    bool write(const Parsed& piece) {
        if (piece.work.file != file_) {
            file_ = piece.work.file;
            numberBase_ = 0;
        }
        report_.file = files_[file_];
        report_.bytesRead += qint64(piece.work.piece.text.size());
        if (!piece.work.readError.isEmpty()) {
            report_.issues.append(
                {files_[file_], 0, 0, 0, QStringLiteral("FileRead"), piece.work.readError});
            return true;
        }
        const int lineBase = piece.work.piece.firstLine - 1;
        for (const PgnError& w : piece.warnings)
            report_.warnings.append({files_[file_], numberBase_ + w.game, lineBase + w.line,
                                     w.column, QString::fromLatin1(errorCodeName(w.error.code)),
                                     errorText(w.error)});
        // Games and errors in number order, as the file has them.
        std::size_t g = 0, e = 0;
        while (g < piece.games.size() || e < piece.errors.size()) {
            if (cancelled()) return true;
            const bool error =
                e < piece.errors.size() &&
                (g >= piece.games.size() || piece.errors[e].game < piece.games[g].number);
            ++report_.gamesRead;
            if (error) {
                const PgnError& pe = piece.errors[e++];
                issue(numberBase_ + pe.game, lineBase + pe.line, pe.column,
                      QString::fromLatin1(errorCodeName(pe.error.code)), errorText(pe.error));
                continue;
            }
            const ParsedGame& game = piece.games[g++];
            if (!game.game) {
                issue(numberBase_ + game.number, lineBase + game.line, 0,
                      QStringLiteral("CannotStore"),
                      DatabaseError(DatabaseErrorCode::CannotStore,
                                    {QString::fromStdString(game.error)})
                          .text());
                continue;
            }
            if (!store(game)) return false;
        }
        numberBase_ += piece.numbersUsed;
        return true;
    }

    bool finish() {
        if (!flushPositions()) return false;
        if (auto done = db_.commit(); !done) return fail(done.error());
        return true;
    }
    void abandon() { db_.rollback(); }
    bool cancelled() const { return options_.cancel && options_.cancel->load(); }

  private:
    bool fail(const DatabaseError& error) {
        report_.failure = error;
        return false;
    }
    bool begin() {
        inBatch_ = 0;
        if (auto begun = db_.beginTransaction(); !begun) return fail(begun.error());
        return true;
    }
    void issue(int number, int line, int column, const QString& code, const QString& message) {
        ++report_.skipped;
        report_.issues.append({files_[file_], number, line, column, code, message});
    }
    // A game's duplicate key text, from its tags as its header gives them back: asked for only
    // when a stored game's key hash matches (making it for every game cost the workers 2 %).
    static std::optional<std::string> keyTextOf(const GameHeader& header) {
        const auto tags = header.tags();
        if (!tags) return std::nullopt;
        return duplicateKeyText(header.variant, *tags);
    }
    // The candidate is a duplicate only if its key text is the same (not just its hash).
    bool sameKey(std::int64_t id, const std::optional<std::string>& keyText) {
        if (!db_.insertQueued()) return false; // queued still (as above)
        auto stored = db_.storedGame(id);
        return stored && keyText && keyTextOf(stored->header) == keyText;
    }
    bool store(const ParsedGame& parsed) {
        const EncodedGame& game = *parsed.game;
        if (!options_.keepDuplicates) {
            const auto match = duplicates_.find(game.dupKey, game.mainLine, [&](std::int64_t id) {
                return sameKey(id, keyTextOf(game.header)); // a key hash that matches: rare
            });
            if (match.kind == DuplicateIndex::Kind::Duplicate) {
                ++report_.duplicates;
                return true;
            }
            if (match.kind == DuplicateIndex::Kind::Extends) {
                // The stored game's rows must be in the index before they can be replaced.
                if (pendingGames_.contains(match.id) && !flushPositions()) return false;
                if (auto inserted = db_.insertQueued(); !inserted) return fail(inserted.error());
                auto old = db_.storedGame(match.id);
                auto oldLine = old ? mainLineCodes(old->moves) : Result<std::string>(std::string());
                if (auto updated = db_.updateGame(match.id, game); !updated)
                    return fail(updated.error());
                duplicates_.replace(match.id, game.dupKey, oldLine ? *oldLine : std::string(),
                                    game.mainLine);
                ++report_.duplicates;
                ++report_.replaced;
                return countWrite();
            }
        }
        auto id = db_.queueGame(game);
        if (!id) return fail(id.error());
        if (!pending_.add(*id, game.header, game.index)) return fail(pending_.error());
        pendingGames_.add(*id);
        if (!options_.keepDuplicates) duplicates_.add(*id, game.dupKey, game.mainLine);
        ++report_.imported;
        report_.turns += game.header.turns;
        return countWrite();
    }
    // The index rows of the games written so far, in one sorted pass: inserting each game's
    // rows as it comes would write pages all over the index in every transaction.
    bool flushPositions() {
        if (pendingGames_.empty()) return true;
        // The index's writes read the games and the backlog.
        if (auto inserted = db_.insertQueued(); !inserted) return fail(inserted.error());
        QElapsedTimer clock;
        clock.start();
        auto fresh = db_.takeOffBacklog(pendingGames_);
        if (!fresh) return fail(fresh.error());
        // A game no longer in the backlog has its rows in the index already.
        const bool allFresh = fresh->count() == pendingGames_.count();
        auto written = pending_.drain([&](IndexRows& batch) {
            if (!allFresh) batch.keepGames(*fresh);
            return db_.writeSortedIndex(batch);
        });
        if (!written) return fail(written.error());
        report_.indexSeconds += double(clock.nsecsElapsed()) / 1e9;
        pendingGames_.clear();
        return true;
    }
    bool countWrite() {
        if (++inBatch_ < options_.batchGames) return true;
        if (auto done = db_.commit(); !done) return fail(done.error());
        return begin();
    }

    GameDatabase& db_;
    const QStringList& files_;
    const ImportOptions& options_;
    ImportReport& report_;
    DuplicateIndex duplicates_;
    int file_ = -1;
    int numberBase_ = 0;
    int inBatch_ = 0;
    // The index rows of the games since the last write of the index, and those games.
    IndexRowRuns pending_;
    GameIdRuns pendingGames_;
};

// The variant of every game of `db` when it holds one variant (for games that say nothing of
// their own, FORMATS.md section 5); null when it holds none or several.
const VariantDescriptor* singleVariant(const GameDatabase& db) {
    const auto stats = db.stats(false);
    if (!stats || stats->gamesPerVariant.size() != 1) return nullptr;
    return findVariant(stats->gamesPerVariant.front().first.toStdString());
}

// A piece whose end is not a game boundary is read again with the following piece(s).
std::optional<Parsed> mergeUntilClean(Parsed first, Pipeline& pipeline, const PgnReader& reader) {
    Parsed current = std::move(first);
    while (!current.cleanEnd && !current.work.piece.last) {
        std::optional<Parsed> next = pipeline.next();
        if (!next) return std::nullopt;
        Work merged = std::move(current.work);
        merged.piece.text += next->work.piece.text;
        merged.piece.last = next->work.piece.last;
        merged.piece.tagFollows = next->work.piece.tagFollows;
        current = parse(std::move(merged), reader);
    }
    return current;
}

} // namespace

ImportReport DatabaseImporter::importFiles(const QString& databasePath, const QStringList& files,
                                           const ImportOptions& options) {
    auto db = GameDatabase::open(databasePath, GameDatabase::OpenMode::Create);
    if (!db) {
        ImportReport report;
        report.failure = db.error();
        return report;
    }
    return importFiles(**db, files, options);
}

ImportReport DatabaseImporter::importFiles(GameDatabase& db, const QStringList& files,
                                           const ImportOptions& options) {
    ImportReport report;
    QElapsedTimer clock;
    clock.start();
    for (const QString& f : files) report.bytesTotal += QFileInfo(f).size();
    if (auto off = db.checkForeignKeys(false); !off) {
        report.failure = off.error();
        return report;
    }
    const ForeignKeysBack checksBack{db};
    Writer writer(db, files, options, report);
    if (!writer.start()) return report;

    const int threads = options.threads > 0
                            ? options.threads
                            : int(std::max(1u, std::thread::hardware_concurrency()));
    Pipeline pipeline(std::size_t(threads) * 4 + 2);
    const PgnReader reader(registeredVariants(), {.untagged = options.untagged,
                                                  .emptyGames = singleVariant(db),
                                                  .plainGames = true,
                                                  .fullKeysFrom = kFirstSpanPly});
    std::thread fileReader([&] {
        readFiles(files, options, pipeline);
        pipeline.readerDone();
    });
    std::vector<std::thread> workers;
    for (int i = 0; i < threads; ++i)
        workers.emplace_back([&] {
            while (std::optional<Work> w = pipeline.take())
                pipeline.put(parse(std::move(*w), reader));
        });

    qint64 lastProgress = -options.progressIntervalMs;
    bool ok = true;
    while (std::optional<Parsed> piece = pipeline.next()) {
        std::optional<Parsed> clean = mergeUntilClean(std::move(*piece), pipeline, reader);
        if (!clean) break;
        if (!(ok = writer.write(*clean))) break;
        if (writer.cancelled()) {
            report.cancelled = true;
            break;
        }
        report.seconds = double(clock.nsecsElapsed()) / 1e9;
        if (options.progress && clock.elapsed() - lastProgress >= options.progressIntervalMs) {
            lastProgress = clock.elapsed();
            options.progress(report);
        }
    }
    pipeline.stop();
    fileReader.join();
    for (std::thread& t : workers) t.join();
    if (ok && !writer.finish()) ok = false;
    if (!ok) writer.abandon();
    report.seconds = double(clock.nsecsElapsed()) / 1e9;
    if (options.progress) options.progress(report);
    return report;
}

} // namespace trellis::db
