#pragma once
// The quote details a scenario carries (the scenario file's `quote` section): who the quote is
// for, its number and validity, prices per line item, discount, VAT, notes, language and paper.
#include "error.h"

#include <map>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace headroom {

/// The line items a quote can price (`quote.prices` keys), in the order they are listed.
const std::vector<std::string>& lineItemIds();

struct QuoteDetails {
    std::string customer; ///< the customer's organisation (or name), first line of the address
    std::string address;  ///< postal address, lines separated by '\n'
    std::string contact;  ///< the person the quote is addressed to
    std::string number;   ///< the quote number; empty: a draft
    int validDays = 0;    ///< 0: the vendor's `validity_days`
    std::string currency; ///< empty: the catalog currency (vendor.json `currency`)
    /// Unit prices by line item id (lineItemIds()); they replace the catalog's prices.
    std::map<std::string, double> prices;
    double discountPercent = 0;
    std::optional<double> vatPercent; ///< unset: the vendor's `vat_percent`
    std::string notes;
    /// "en", "de" or both; empty: English.
    std::vector<std::string> languages;
    std::string paper; ///< "a4" or "letter"; empty: the vendor's `paper`
    bool operator==(const QuoteDetails&) const = default;
};

/// Parses the `quote` object of a scenario file (`path` is its JSON path, "/quote").
Expected<QuoteDetails> parseQuoteDetails(const nlohmann::json& doc, const std::string& file,
                                         const std::string& path);

/// The `quote` object as written to a scenario file; only keys that differ from the defaults.
nlohmann::json toJson(const QuoteDetails& details);

/// "en", "de", "en,de" (or a list of them) as languages; nothing when a word is neither.
std::optional<std::vector<std::string>> parseLanguages(const std::string& text);

} // namespace headroom
