// The file the tests' precompiled header (trellis_test_headers in tests/CMakeLists.txt) is built
// with: CMake compiles the header list itself; a target needs one source of its own to carry it.
