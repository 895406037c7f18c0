// Position strings of every variant (the first byte picks it): never a crash, and a string
// that reads prints as one that reads back to the same position (print-parse identity).
#include "FuzzCheck.h"
#include "variant/VariantRegistry.h"

#include <cstdint>
#include <string_view>

using namespace trellis;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const auto& variants = registeredVariants();
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    auto board = createVariant(variants[data[0] % variants.size()]->id);
    if (!board || !board.value()->setPosition(text)) return 0;
    const std::string printed = board.value()->position();
    auto again = createVariant(board.value()->id());
    FUZZ_CHECK(again.value()->setPosition(printed));
    FUZZ_CHECK(again.value()->position() == printed);
    return 0;
}
