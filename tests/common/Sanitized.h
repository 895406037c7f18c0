#pragma once
// Under the sanitizers (a -DTRELLIS_SANITIZE build defines TRELLIS_SANITIZED for the tests)
// code runs several times slower. The exhaustive checks over every shared vector take every
// kVectorStride-th vector there, so that the sanitizer run of the whole suite stays within the
// CI budget; the plain build still checks every one.
namespace trellis::testing {

#ifdef TRELLIS_SANITIZED
inline constexpr int kVectorStride = 8;
#else
inline constexpr int kVectorStride = 1;
#endif

} // namespace trellis::testing
