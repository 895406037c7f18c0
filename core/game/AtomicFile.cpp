#include "AtomicFile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <system_error>

#include <fcntl.h>
#include <unistd.h>

namespace trellis {

namespace {

Result<bool> failure(const std::filesystem::path& path, const std::string& reason) {
    return Result<bool>::failure(Error{ErrorCode::FileWrite, {path.string(), reason}});
}

// Creates a temporary file next to `target` that did not exist before ("x" mode), so two
// saves never write into one temporary file.
std::FILE* createTemporary(const std::filesystem::path& target, std::filesystem::path& temp,
                           std::string& reason) {
    std::random_device seed;
    std::mt19937_64 random(seed());
    const std::filesystem::path folder =
        target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    for (int attempt = 0; attempt < 16; ++attempt) {
        std::string name = ".";
        name += target.filename().string();
        name += ".tmp-";
        name += std::to_string(random());
        temp = folder / name;
        if (std::FILE* file = std::fopen(temp.string().c_str(), "wbx")) return file;
        reason = std::strerror(errno);
        if (errno != EEXIST) break;
    }
    return nullptr;
}

// The rename itself is durable once the folder's entry is on disk (best effort: a folder that
// cannot be opened or synced leaves the rename to the next write-back).
void syncFolder(const std::filesystem::path& folder) {
    const int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

} // namespace

Result<bool> AtomicFile::write(const std::filesystem::path& path, std::string_view contents) {
    if (path.filename().empty())
        return Result<bool>::failure(Error{ErrorCode::FileNoName, {path.string()}});
    std::filesystem::path temp;
    std::string reason;
    std::FILE* file = createTemporary(path, temp, reason);
    if (!file) return failure(path, reason);
    const bool written = std::fwrite(contents.data(), 1, contents.size(), file) == contents.size();
    if (!written) reason = std::strerror(errno);
    // On disk before the rename: after a power cut the file is either the old one or the new
    // one, never a renamed file whose blocks were not written yet.
    const bool flushed = std::fflush(file) == 0 && ::fsync(::fileno(file)) == 0;
    if (written && !flushed) reason = std::strerror(errno);
    const bool closed = std::fclose(file) == 0;
    if (written && flushed && !closed) reason = std::strerror(errno);
    std::error_code error;
    if (!(written && flushed && closed)) {
        std::filesystem::remove(temp, error);
        return failure(path, reason);
    }
    // Keep the permissions of the file being replaced.
    const auto old = std::filesystem::status(path, error);
    if (!error && std::filesystem::exists(old))
        std::filesystem::permissions(temp, old.permissions(), error);
    std::filesystem::rename(temp, path, error);
    if (error) {
        std::error_code ignored;
        std::filesystem::remove(temp, ignored);
        return failure(path, error.message());
    }
    syncFolder(temp.parent_path());
    return true;
}

} // namespace trellis
