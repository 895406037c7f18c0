// Saving and reading game files: the target is replaced whole or not at all, and failures
// name the file (typed: FileWrite, FileNoName, FileOpen, FileRead).
#include "GameTestSupport.h"
#include "game/AtomicFile.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace trellis;
using namespace trellis::testing;
namespace fs = std::filesystem;

namespace {

std::string contents(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::vector<std::string> entries(const fs::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

// A failure that names the file and gives the system's reason.
bool namesFile(const Error& error, ErrorCode code, const fs::path& path) {
    return error.code == code && error.args.size() == 2 && error.args[0] == path.string() &&
           !error.args[1].empty();
}

} // namespace

class AtomicSaveTest : public QObject {
    Q_OBJECT

  private slots:
    void replacesTheFileWhole() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const fs::path folder = dir.path().toStdString();
        const fs::path path = folder / "games.pgn";
        QVERIFY(AtomicFile::write(path, std::string(100000, 'x')).ok());
        QCOMPARE(contents(path), std::string(100000, 'x'));

        GameTree tree(*countingBoard());
        tree.addTurnText(GameTree::root(), "a1").value();
        const auto saved = PgnWriter().save(path, tree);
        QVERIFY2(saved.ok(), errorDebugText(saved.error()).c_str());
        QCOMPARE(contents(path), PgnWriter().write(tree));
        QCOMPARE(entries(folder), std::vector<std::string>{"games.pgn"}); // no temporary left
        const auto read = countingReader().readFile(path);
        QVERIFY(read.ok());
        QCOMPARE(read->games.size(), size_t(1));
        QVERIFY(treeDifference(tree, read->games.front().tree).isEmpty());
    }

    void keepsPermissions() {
        QTemporaryDir dir;
        const fs::path path = fs::path(dir.path().toStdString()) / "p.pgn";
        QVERIFY(AtomicFile::write(path, "old").ok());
        fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write);
        QVERIFY(AtomicFile::write(path, "new").ok());
        QCOMPARE(fs::status(path).permissions() & fs::perms::all,
                 fs::perms::owner_read | fs::perms::owner_write);
        QCOMPARE(contents(path), std::string("new"));
    }

    void missingFolderFails() {
        QTemporaryDir dir;
        const fs::path path = fs::path(dir.path().toStdString()) / "no" / "such" / "g.pgn";
        const auto saved = AtomicFile::write(path, "text");
        QVERIFY(!saved.ok());
        QVERIFY2(namesFile(saved.error(), ErrorCode::FileWrite, path),
                 errorDebugText(saved.error()).c_str());
        QVERIFY(!fs::exists(path.parent_path()));
        const auto read = countingReader().readFile(path);
        QVERIFY(!read.ok());
        QVERIFY2(namesFile(read.error(), ErrorCode::FileOpen, path),
                 errorDebugText(read.error()).c_str());
    }

    void unwritableFolderLeavesOldFile() {
        if (geteuid() == 0) QSKIP("permissions do not bind root");
        QTemporaryDir dir;
        const fs::path folder = dir.path().toStdString();
        const fs::path path = folder / "keep.pgn";
        QVERIFY(AtomicFile::write(path, "old text").ok());
        fs::permissions(folder, fs::perms::owner_read | fs::perms::owner_exec);
        const auto saved = AtomicFile::write(path, "new text");
        fs::permissions(folder, fs::perms::owner_all);
        QVERIFY(!saved.ok());
        QVERIFY2(namesFile(saved.error(), ErrorCode::FileWrite, path),
                 errorDebugText(saved.error()).c_str());
        QCOMPARE(contents(path), std::string("old text"));
        QCOMPARE(entries(folder), std::vector<std::string>{"keep.pgn"});
    }

    void unwritableFileSystemFails() {
        // /proc takes no new files, whoever asks (folder permissions do not stop root).
        const fs::path path = "/proc/trellis-atomic-save-test.pgn";
        const auto saved = AtomicFile::write(path, "text");
        QVERIFY(!saved.ok());
        QVERIFY2(namesFile(saved.error(), ErrorCode::FileWrite, path),
                 errorDebugText(saved.error()).c_str());
        QVERIFY(!fs::exists(path));
    }

    void failedRenameLeavesNothingBehind() {
        // The target is a folder that is not empty: the rename fails even for root.
        QTemporaryDir dir;
        const fs::path folder = dir.path().toStdString();
        const fs::path target = folder / "taken";
        fs::create_directory(target);
        QVERIFY(AtomicFile::write(target / "inside.txt", "x").ok());
        const auto saved = AtomicFile::write(target, "text");
        QVERIFY(!saved.ok());
        QVERIFY2(namesFile(saved.error(), ErrorCode::FileWrite, target),
                 errorDebugText(saved.error()).c_str());
        QCOMPARE(entries(folder), std::vector<std::string>{"taken"});
        QCOMPARE(contents(target / "inside.txt"), std::string("x"));
    }

    void pathWithoutFileNameFails() {
        QTemporaryDir dir;
        const fs::path path = fs::path(dir.path().toStdString()) / "";
        const auto saved = AtomicFile::write(path, "text");
        QVERIFY(!saved.ok());
        QCOMPARE(saved.error(), Error(ErrorCode::FileNoName, {path.string()}));
    }

    // A folder opens but cannot be read as a file.
    void readingAFolderFails() {
        QTemporaryDir dir;
        const fs::path folder = dir.path().toStdString();
        const auto read = countingReader().readFile(folder);
        QVERIFY(!read.ok());
        QVERIFY2(namesFile(read.error(), ErrorCode::FileRead, folder),
                 errorDebugText(read.error()).c_str());
    }

    void readingAnEmptyFileGivesNoGames() {
        QTemporaryDir dir;
        const fs::path path = fs::path(dir.path().toStdString()) / "empty.pgn";
        QVERIFY(AtomicFile::write(path, "").ok());
        const auto read = countingReader().readFile(path);
        QVERIFY2(read.ok(), errorDebugText(read.error()).c_str());
        QVERIFY(read->games.empty() && read->errors.empty());
    }
};

int runAtomicSaveTest(int argc, char** argv) {
    AtomicSaveTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "AtomicSaveTest.moc"
