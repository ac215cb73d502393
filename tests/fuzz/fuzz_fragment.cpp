// Fuzzes the interactive sheet's link reader (issue 36): parseSheetFragment() on arbitrary
// fragments. Beyond "no crash": the state is an object whose every key is non-empty and whose
// text dumps (valid UTF-8) and reads back the same.
#include "sheetfragment.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto state = headroom::parseSheetFragment(
        std::string_view(reinterpret_cast<const char*>(data), size));
    if (!state.is_object()) {
        std::fprintf(stderr, "the state is not an object\n");
        std::abort();
    }
    for (const auto& item : state.items())
        if (item.key().empty()) {
            std::fprintf(stderr, "an empty key in the state\n");
            std::abort();
        }
    // dump() throws on a string that is not UTF-8: the page could not read that state.
    const std::string text = state.dump();
    if (nlohmann::json::parse(text) != state) {
        std::fprintf(stderr, "the state does not read back: %s\n", text.c_str());
        std::abort();
    }
    return 0;
}
