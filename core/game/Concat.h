#pragma once
// Joins text pieces into one string. Used instead of chains of "literal" + std::string, which
// g++ 12 at -O3 flags with a false -Wrestrict warning (an error under -Werror).
#include <initializer_list>
#include <string>
#include <string_view>

namespace trellis {

inline std::string concat(std::initializer_list<std::string_view> parts) {
    size_t size = 0;
    for (std::string_view part : parts) size += part.size();
    std::string out;
    out.reserve(size);
    for (std::string_view part : parts) out.append(part);
    return out;
}

} // namespace trellis
