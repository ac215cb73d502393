#include "quotedetails.h"

#include "jsonreader.h"
#include "scenariorange.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

namespace headroom {

const std::vector<std::string>& lineItemIds() {
    static const std::vector<std::string> ids = {"server", "gpu",   "host_memory", "storage", "nic",
                                                 "switch", "cable", "network",     "service"};
    return ids;
}

std::optional<std::vector<std::string>> parseLanguages(const std::string& text) {
    std::vector<std::string> languages;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        std::string word = text.substr(start, comma - start);
        word.erase(0, word.find_first_not_of(' '));
        word.erase(word.find_last_not_of(' ') + 1);
        if (word != "en" && word != "de")
            return std::nullopt;
        if (std::find(languages.begin(), languages.end(), word) == languages.end())
            languages.push_back(word);
        start = comma + 1;
    }
    return languages;
}

namespace {
const std::set<std::string> kQuoteKeys = {"customer",    "address",  "contact",  "number",
                                          "valid_days",  "currency", "prices",   "discount_percent",
                                          "vat_percent", "notes",    "language", "paper"};
/// Longest free text of a quote field: a postal address or notes, not a document.
constexpr std::size_t kMaxText = 4000;

/// The section: an object of known quote keys.
std::optional<Error> checkQuoteKeys(const nlohmann::json& doc, const std::string& file,
                                    const std::string& path) {
    if (!doc.is_object())
        return Error{file, path, std::string("expected a JSON object, found ") + doc.type_name()};
    for (const auto& item : doc.items())
        if (!kQuoteKeys.count(item.key()))
            return Error{file, path + "/" + item.key(),
                         "unknown quote key (customer, address, contact, number, valid_days, "
                         "currency, prices, discount_percent, vat_percent, notes, language, "
                         "paper)"};
    return std::nullopt;
}

/// The texts and numbers: customer, contact, number, currency, notes, paper, valid_days,
/// discount_percent, vat_percent (the numbers within the range table's limits).
std::optional<Error> readQuoteFields(JsonReader& r, QuoteDetails& q) {
    q.customer = r.string("customer");
    q.contact = r.string("contact");
    q.number = r.string("number");
    q.currency = r.string("currency");
    q.notes = r.string("notes");
    q.paper = r.string("paper");
    // The range table names these keys "quote/…"; inside the object they are the last part.
    auto ranged = [&r](RangeKey key, double fallback) {
        const ScenarioRange& range = scenarioRange(key);
        const std::string name = range.key;
        return r.decimal(name.substr(name.rfind('/') + 1), fallback, range.min, range.max,
                         range.decimals);
    };
    if (r.has("valid_days"))
        q.validDays = static_cast<int>(ranged(RangeKey::QuoteValidDays, 30));
    q.discountPercent = ranged(RangeKey::QuoteDiscountPercent, 0);
    if (r.has("vat_percent"))
        q.vatPercent = ranged(RangeKey::QuoteVatPercent, 0);
    if (r.failed())
        return r.error();
    return std::nullopt;
}

/// The texts' lengths, the paper and the ISO 4217 currency code.
std::optional<Error> checkQuoteFields(const QuoteDetails& q, const std::string& file,
                                      const std::string& path) {
    for (const auto& [key, text] :
         {std::pair{"customer", &q.customer}, std::pair{"contact", &q.contact},
          std::pair{"number", &q.number}, std::pair{"notes", &q.notes}})
        if (text->size() > kMaxText)
            return Error{file, path + "/" + key,
                         "longer than " + std::to_string(kMaxText) + " bytes"};
    if (!q.paper.empty() && q.paper != "a4" && q.paper != "letter")
        return Error{file, path + "/paper", "expected \"a4\" or \"letter\", not '" + q.paper + "'"};
    if (!q.currency.empty() &&
        (q.currency.size() != 3 || !std::all_of(q.currency.begin(), q.currency.end(),
                                                [](char c) { return c >= 'A' && c <= 'Z'; })))
        return Error{file, path + "/currency",
                     "expected a three-letter ISO 4217 code such as EUR, not '" + q.currency + "'"};
    return std::nullopt;
}

/// `address`: one string with line breaks, or a list of lines.
std::optional<Error> readAddress(const nlohmann::json& doc, const std::string& file,
                                 const std::string& path, QuoteDetails& q) {
    auto it = doc.find("address");
    if (it == doc.end())
        return std::nullopt;
    if (it->is_string()) {
        q.address = it->get<std::string>();
    } else if (it->is_array()) {
        for (std::size_t i = 0; i < it->size(); ++i) {
            if (!(*it)[i].is_string())
                return Error{file, path + "/address/" + std::to_string(i), "expected a string"};
            q.address += (i ? "\n" : "") + (*it)[i].get<std::string>();
        }
    } else {
        return Error{file, path + "/address", "expected a string or a list of lines"};
    }
    if (q.address.size() > kMaxText)
        return Error{file, path + "/address", "longer than " + std::to_string(kMaxText) + " bytes"};
    return std::nullopt;
}

/// `language`: "en", "de", "en,de" or a list of them.
std::optional<Error> readLanguage(const nlohmann::json& doc, const std::string& file,
                                  const std::string& path, QuoteDetails& q) {
    auto it = doc.find("language");
    if (it == doc.end())
        return std::nullopt;
    std::string text;
    if (it->is_string()) {
        text = it->get<std::string>();
    } else if (it->is_array()) {
        for (std::size_t i = 0; i < it->size(); ++i) {
            if (!(*it)[i].is_string())
                return Error{file, path + "/language/" + std::to_string(i),
                             "expected \"en\" or \"de\""};
            text += (i ? "," : "") + (*it)[i].get<std::string>();
        }
    } else {
        return Error{file, path + "/language", "expected \"en\", \"de\" or \"en,de\""};
    }
    auto languages = parseLanguages(text);
    if (!languages)
        return Error{file, path + "/language",
                     "expected \"en\", \"de\" or \"en,de\", not '" + text + "'"};
    q.languages = *languages;
    return std::nullopt;
}

/// `prices`: unit prices by line item (lineItemIds()).
std::optional<Error> readPrices(const nlohmann::json& doc, const std::string& file,
                                const std::string& path, QuoteDetails& q) {
    auto it = doc.find("prices");
    if (it == doc.end())
        return std::nullopt;
    if (!it->is_object())
        return Error{file, path + "/prices",
                     "expected an object of unit prices by line item (server, gpu, "
                     "host_memory, storage, network, service)"};
    const auto& ids = lineItemIds();
    JsonReader prices(*it, file, path + "/prices");
    const ScenarioRange& range = scenarioRange(RangeKey::QuotePrice);
    for (const auto& item : it->items()) {
        if (std::find(ids.begin(), ids.end(), item.key()) == ids.end())
            return Error{file, path + "/prices/" + item.key(),
                         "unknown line item (server, gpu, host_memory, storage, nic, switch, "
                         "cable, network, service)"};
        q.prices[item.key()] = prices.decimal(item.key(), 0, range.min, range.max, range.decimals);
        if (prices.failed())
            return prices.error();
    }
    return std::nullopt;
}
} // namespace

Expected<QuoteDetails> parseQuoteDetails(const nlohmann::json& doc, const std::string& file,
                                         const std::string& path) {
    if (auto e = checkQuoteKeys(doc, file, path))
        return *e;
    QuoteDetails q;
    JsonReader r(doc, file, path);
    if (auto e = readQuoteFields(r, q))
        return *e;
    if (auto e = checkQuoteFields(q, file, path))
        return *e;
    if (auto e = readAddress(doc, file, path, q))
        return *e;
    if (auto e = readLanguage(doc, file, path, q))
        return *e;
    if (auto e = readPrices(doc, file, path, q))
        return *e;
    return q;
}

nlohmann::json toJson(const QuoteDetails& q) {
    nlohmann::json j = nlohmann::json::object();
    auto text = [&j](const char* key, const std::string& value) {
        if (!value.empty())
            j[key] = value;
    };
    text("customer", q.customer);
    text("address", q.address);
    text("contact", q.contact);
    text("number", q.number);
    if (q.validDays > 0)
        j["valid_days"] = q.validDays;
    text("currency", q.currency);
    if (!q.prices.empty()) {
        nlohmann::json prices = nlohmann::json::object();
        for (const auto& [id, value] : q.prices)
            prices[id] = value;
        j["prices"] = prices;
    }
    if (q.discountPercent > 0)
        j["discount_percent"] = q.discountPercent;
    if (q.vatPercent)
        j["vat_percent"] = *q.vatPercent;
    text("notes", q.notes);
    if (!q.languages.empty()) {
        std::string languages;
        for (const std::string& l : q.languages)
            languages += (languages.empty() ? "" : ",") + l;
        j["language"] = languages;
    }
    text("paper", q.paper);
    return j;
}

} // namespace headroom
