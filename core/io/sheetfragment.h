#pragma once
// The interactive sheet's link state: the URL fragment ("#sequence_length=16384&optimizer=adamw")
// as scenario keys. Read in the page through the WebAssembly core (app/sheet/sheetmodule.cpp), so
// that one parser, fuzzed natively (tests/fuzz/fuzz_fragment.cpp), reads every link.
#include <nlohmann/json.hpp>

#include <string_view>

namespace headroom {

/// The keys of a URL fragment (a leading '#' is dropped): `key=value` pairs split at '&', each
/// side percent-decoded; an escape that is not one (`%`, `%zz`, bytes that decode to no UTF-8)
/// is kept as written where the page's decodeURIComponent threw a URIError and left the verdict
/// empty. A value that spells a number (-?digits[.digits][e±digits]) is a number, true/false a
/// boolean, anything else the string; an empty key is skipped, a later key replaces an earlier
/// one. Every string is valid UTF-8 (invalid bytes become U+FFFD), so the result always dumps.
/// Linear in the fragment; never throws.
nlohmann::json parseSheetFragment(std::string_view fragment);

} // namespace headroom
