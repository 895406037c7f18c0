#pragma once
// Saving a file so that it is either replaced whole or left as it was: the text goes to a new
// temporary file in the same folder, which is then renamed over the target (a rename within
// one file system is atomic). The temporary file is synced to disk before the rename and the
// folder after it (POSIX fsync, the one call beyond the standard library here), so that a power
// cut leaves the old file or the new one. On failure the temporary file is removed.
#include "variant/Result.h"

#include <filesystem>
#include <string_view>

namespace trellis {

class AtomicFile {
  public:
    // Fails with FileWrite (the file and the system's reason) or FileNoName.
    static Result<bool> write(const std::filesystem::path& path, std::string_view contents);
};

} // namespace trellis
