#pragma once
// The quote tests' reader: a scenario's quote PDF written with the built-in catalog and read back
// with pdftotext.
#include "scenario.h"

#include <QString>

namespace headroom::test {

/// The text of the quote of `s` in `language` ("en", "de"), numbered `number`, one space between
/// words (pdftotext -layout pads the columns).
QString quoteText(const Scenario& s, const QString& language, const char* number);

} // namespace headroom::test
