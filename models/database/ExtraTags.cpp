#include "ExtraTags.h"

#include "GameCodec.h"

#include <limits>

namespace trellis::db {

std::string packExtras(const std::vector<StoredExtra>& extras) {
    std::string out;
    for (const StoredExtra& e : extras) {
        putVarint(out, std::uint64_t(e.position));
        putVarint(out, std::uint64_t(e.tag));
        putVarint(out, e.value.size());
        out += e.value;
    }
    return out;
}

std::optional<std::vector<StoredExtra>> unpackExtras(std::string_view blob) {
    std::vector<StoredExtra> out;
    std::size_t pos = 0;
    constexpr auto kMaxInt = std::uint64_t(std::numeric_limits<int>::max());
    while (pos < blob.size()) {
        const auto position = getVarint(blob, pos);
        const auto tag = getVarint(blob, pos);
        const auto size = getVarint(blob, pos);
        if (!position || !tag || !size || *position > kMaxInt ||
            *tag > std::uint64_t(std::numeric_limits<std::int64_t>::max()) ||
            *size > blob.size() - pos)
            return std::nullopt;
        out.push_back({int(*position), std::int64_t(*tag), std::string(blob.substr(pos, *size))});
        pos += *size;
    }
    return out;
}

} // namespace trellis::db
