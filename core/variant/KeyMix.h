#pragma once
// Two 64-bit sets (a side's squares each) as one well-spread 64-bit key: every bit of the
// result depends on every bit of both (splitmix64's finaliser). Variant::structureKey uses it,
// and game databases keep a few of its top bits.
#include <cstdint>

namespace trellis {

constexpr std::uint64_t mixKeys(std::uint64_t a, std::uint64_t b) {
    std::uint64_t z = a * 0x9e3779b97f4a7c15ull ^ (b + 0x632be59bd9b4e019ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

} // namespace trellis
