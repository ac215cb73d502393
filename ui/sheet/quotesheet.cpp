#include "sheet/quotesheet.h"

#include "catalogfiles.h"
#include "common/catalognames.h"
#include "common/messagetext.h"
#include "common/numberformat.h"
#include "common/outputfile.h"
#include "inputfile.h"
#include "jsonreader.h"
#include "messagetable.h"
#include "quote/quotetranslator.h"
#include "rl/rlkeys.h"
#include "rlrequest.h"
#include "scenariojson.h"
#include "sizing.h"
#include "textformat.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

namespace headroom::ui {

namespace {

QByteArray resource(const QString& name) {
    QFile file(QStringLiteral(":/sheet/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The vendor's logo as a data: URL, read through the one input reader (a FIFO or a device as
/// the logo is refused, not read); empty when there is none.
std::string logoDataUrl(const Vendor& v) {
    if (v.logo.empty())
        return {};
    const auto bytes = readLogoFile(v.logo);
    if (!bytes)
        return {};
    const bool svg = QFileInfo(fileNameFromPath(v.logo)).suffix().toLower() == QLatin1String("svg");
    return (svg ? std::string("data:image/svg+xml;base64,")
                : std::string("data:image/png;base64,")) +
           QByteArray::fromStdString(bytes.value()).toBase64().toStdString();
}

/// The page from its template: each marker found in the template itself (never in what was put
/// in before it, so a customer named "/*@CORE@*/" stays a name) and replaced once, in order.
/// Empty when the template lacks one.
QByteArray assemble(const QByteArray& page,
                    const std::vector<std::pair<QByteArray, QByteArray>>& parts) {
    QByteArray html;
    qsizetype from = 0;
    for (const auto& [marker, content] : parts) {
        const qsizetype at = page.indexOf(marker, from);
        if (at < 0)
            return {};
        html += page.mid(from, at - from);
        html += content;
        from = at + marker.size();
    }
    return html + page.mid(from);
}

/// The vendor's letterhead: name, address, contact and the logo as a data: URL.
nlohmann::json vendorJson(const Vendor& v) {
    return {{"name", v.name},   {"address", v.address}, {"email", v.email},
            {"phone", v.phone}, {"web", v.web},         {"logo", logoDataUrl(v)}};
}

/// The quote's number, customer and dates as the page shows them.
nlohmann::json quoteJson(const QuoteOptions& options, const Vendor& v, const QLocale& locale) {
    const bool german = options.language == QLatin1String("de");
    const QuoteDetails& q = options.details;
    const QDate date = options.date.isValid() ? options.date : QDate::currentDate();
    const int validDays = q.validDays > 0 ? q.validDays : v.validityDays;
    return {{"number", q.number},
            {"customer", q.customer},
            {"valid_until", formatDocumentDate(date.addDays(validDays), locale, german, v.locale)
                                .toStdString()},
            {"date", formatDocumentDate(date, locale, german, v.locale).toStdString()}};
}

/// The id under which an imported config.json travels in the sheet's catalog.
constexpr const char* kImportedModelId = "imported-config";

/// A catalog file's JSON without its indentation and line breaks, keys in their order: the page
/// carries the catalog as a string inside a JSON string, where each indent and line break costs
/// up to twice its bytes (about 20 KB of the page's 2 MB budget, sheet_browser.py). The texts
/// were read once already (the catalog loaded from them), so they parse.
void compactText(CatalogText& t) {
    const auto doc = nlohmann::ordered_json::parse(t.text, nullptr, false);
    if (!doc.is_discarded())
        t.text = doc.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

/// The catalog files the page needs: all but the models, of which the scenario's own and those
/// the calibration rows run (the verdict's bands are computed from them at load).
std::vector<CatalogText> neededTexts(const Catalog& catalog, const std::string& model) {
    std::vector<CatalogText> all = readCatalogTexts(catalog);
    std::set<std::string> models{model};
    for (const CatalogText& t : all)
        if (t.name.rfind("calibration/", 0) == 0) {
            const auto doc = nlohmann::json::parse(t.text, nullptr, false);
            if (doc.is_object() && doc.contains("rows") && doc["rows"].is_array())
                for (const auto& row : doc["rows"])
                    if (row.contains("scenario") && row["scenario"].contains("model") &&
                        row["scenario"]["model"].is_string())
                        models.insert(row["scenario"]["model"].get<std::string>());
        }
    std::vector<CatalogText> out;
    for (CatalogText& t : all) {
        if (t.name.rfind("models/", 0) == 0) {
            const auto doc = nlohmann::json::parse(t.text, nullptr, false);
            if (!doc.is_object() || !doc.contains("id") || !doc["id"].is_string() ||
                !models.count(doc["id"].get<std::string>()))
                continue;
        }
        compactText(t);
        out.push_back(std::move(t));
    }
    return out;
}

/// The customer's own config.json travels inside the sheet as a model file of the user's layer
/// (read by the same parseModelConfig as when it was imported); the page's scenario names it by
/// kImportedModelId, since the page reads no files. The reason when it cannot be read any more.
std::optional<QString> addImportedModel(const std::string& path, const std::string& modelName,
                                        std::vector<CatalogText>& texts) {
    const auto text = readInputFile(path, kMaxJsonFileBytes, "a config.json");
    const auto parsed =
        text ? parseJsonFileText(text.value(), path) : Expected<nlohmann::json>(text.error());
    if (!parsed)
        return QStringLiteral("%1: cannot be read as a config.json any more (%2)")
            .arg(fileNameFromPath(path), QString::fromStdString(parsed.error().message));
    // Shown in the page: valid UTF-8 whatever the name's bytes (a Latin-1 byte becomes '?').
    const std::string file = QFileInfo(fileNameFromPath(path)).fileName().toStdString();
    const nlohmann::json model = {{"id", kImportedModelId},
                                  {"name", modelName},
                                  {"source", "config.json imported into Headroom (" + file + ")"},
                                  {"config", parsed.value()}};
    const std::string name = std::string("models/") + kImportedModelId + ".json";
    texts.push_back(
        {name, name, model.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), 1});
    return std::nullopt;
}

/// What the page needs when its link switches the quoted run to another method (issue 32: a
/// quoted supervised run's keys, all written out, held a GRPO link to its supervised settings
/// and were refused, and a DPO link was sized otherwise than `evaluate` sizes the same keys):
/// the keys the quoted scenario sets apart from the defaults (`sparse`), the defaults the
/// controls show where those leave a key out, the RL methods and the keys only they take.
nlohmann::json methodSwitch(const nlohmann::json& scenarioDoc, const Catalog& catalog) {
    auto parsed = parseScenario(nlohmann::json::object(), "defaults.json", catalog);
    const nlohmann::json defaults = parsed ? toJson(parsed.value()) : nlohmann::json::object();
    nlohmann::json sparse = nlohmann::json::object();
    for (const auto& item : scenarioDoc.items())
        if (!defaults.contains(item.key()) || defaults[item.key()] != item.value() ||
            item.key() == "model" || item.key() == "server")
            sparse[item.key()] = item.value();
    nlohmann::json rlMethods = nlohmann::json::array();
    for (const auto& [method, name] : kRlMethodNames.entries)
        rlMethods.push_back(name);
    // torchtitan's per-op checkpointing describes a full fine-tune only (selectiveOpRefusal):
    // a link to another method leaves it, as the window's method combo does (settleEdit).
    return {{"sparse", sparse},
            {"defaults", defaults},
            {"rl_methods", rlMethods},
            {"rl_keys", kRlOnlyKeys},
            {"full_only_keys", nlohmann::json::array({"checkpointing_policy"})}};
}

/// The scenario the page sizes: the quoted one without its quote, but for the keys that set
/// the net price when the scenario weighs owning against renting (issue 34: the costs'
/// purchase is the quote's net; without them the page priced the build at the catalog's list
/// prices, or "on request").
nlohmann::json sheetScenario(const Scenario& scenario) {
    nlohmann::json doc = toJson(scenario);
    const nlohmann::json quote = doc.value("quote", nlohmann::json::object());
    doc.erase("quote");
    if (!scenario.costs)
        return doc;
    nlohmann::json pricing = nlohmann::json::object();
    for (const char* key : {"currency", "prices", "discount_percent"})
        if (quote.contains(key))
            pricing[key] = quote[key];
    if (!pricing.empty())
        doc["quote"] = pricing;
    return doc;
}

} // namespace

QuoteSheet::QuoteSheet(const Catalog& catalog) : m_catalog(catalog) {}

bool QuoteSheet::available() {
#ifdef HEADROOM_HAVE_SHEET
    return true;
#else
    return false;
#endif
}

QString QuoteSheet::tr(const char* source, const char* disambiguation, int n) const {
    QString text;
    if (m_translator)
        text = m_translator->translate("headroom::ui::QuoteSheet", source, disambiguation, n);
    return text.isEmpty() ? QString::fromUtf8(source) : text;
}

nlohmann::json QuoteSheet::pageStrings() const {
    // The strings of the page, in the sheet's language (quote_<lang>.ts).
    nlohmann::json strings = {
        {"title", tr("Interactive sizing sheet").toStdString()},
        {"quote", tr("Quote %1").toStdString()},
        {"draft", tr("(draft)").toStdString()},
        {"valid", tr("Valid until %1").toStdString()},
        {"fits", tr("%1 on %2 × %3 fits: %4 of %5 GB per GPU in use, %6 GB free.").toStdString()},
        {"tight",
         tr("%1 on %2 × %3 is tight: %4 of %5 GB per GPU in use, %6 GB free.").toStdString()},
        {"does_not_fit",
         tr("%1 on %2 × %3 does not fit: %4 GB per GPU needed, %5 GB installed.").toStdString()},
        {"error", tr("This state cannot be evaluated: %1").toStdString()},
        {"error_key",
         tr("This state cannot be evaluated: the value of “%1” in the link is not valid.")
             .toStdString()},
        {"error_state", tr("This state cannot be evaluated.").toStdString()},
        {"sequence_length", tr("Sequence length (tokens)").toStdString()},
        {"image_share", tr("Share of samples with an image").toStdString()},
        {"optimizer", tr("Optimizer").toStdString()},
        {"gpu_count", tr("Number of GPUs").toStdString()},
        {"adamw", tr("AdamW (32-bit states)").toStdString()},
        {"adamw-8bit", tr("AdamW 8-bit").toStdString()},
        {"paged-adamw", tr("Paged AdamW").toStdString()},
        {"paged-adamw-8bit", tr("Paged AdamW 8-bit").toStdString()},
        {"adamw-4bit", tr("AdamW 4-bit").toStdString()},
        {"memory", tr("Memory per GPU (GB)").toStdString()},
        {"weights", tr("Weights").toStdString()},
        {"gradients", tr("Gradients").toStdString()},
        {"optimizer_states", tr("Optimizer states").toStdString()},
        {"activations", tr("Activations").toStdString()},
        {"logits", tr("Logits").toStdString()},
        {"buffers", tr("Buffers").toStdString()},
        {"reserved", tr("Reserve").toStdString()}, // the window's word (memory chart)
        {"rl_models", tr("RL models").toStdString()}, // the window's memory chart's part
        {"capacity", tr("Capacity").toStdString()},
        {"total", tr("In use").toStdString()},
        {"step", tr("Transfer vs compute per step (s)").toStdString()},
        {"transfer", tr("Transfer").toStdString()},
        {"compute", tr("Compute").toStdString()},
        {"step_time", tr("Step time").toStdString()},
        {"tokens_per_s", tr("Tokens per second").toStdString()},
        {"power", tr("Power against the feeds (kW)").toStdString()},
        {"draw", tr("Server draw").toStdString()},
        {"feed", tr("%1 V / %2 A feed").toStdString()},
        {"storage", tr("Storage (GB)").toStdString()},
        {"checkpoint", tr("One checkpoint").toStdString()},
        {"checkpoints_kept", tr("Checkpoints kept").toStdString()},
        {"final_bf16", tr("Final model, BF16").toStdString()},
        {"final_fp8", tr("Final model, FP8").toStdString()},
        {"link", tr("Link to this state").toStdString()},
        {"reset", tr("Back to the quoted build").toStdString()},
        {"note", tr("Computed in this page by the same sizing core as the quote; nothing is sent "
                    "anywhere.")
                     .toStdString()},
    };
    strings.update(costStrings());
    return strings;
}

nlohmann::json QuoteSheet::costStrings() const {
    // Own or rent (issue 34): the page words the core's `costs` object.
    return {
        {"costs", tr("Own or rent").toStdString()},
        {"runs_per_month", tr("Runs per month").toStdString()},
        {"owned_total", tr("Owned over the years of use").toStdString()},
        {"rented_total", tr("Rented on demand").toStdString()},
        {"owned_per_gpu_hour", tr("Owned per GPU hour").toStdString()},
        {"rented_per_gpu_hour", tr("Rented per GPU hour").toStdString()},
        {"costs_break_even", tr("Owning breaks even in month %1 of %2.").toStdString()},
        {"costs_late",
         tr("Renting is cheaper over %1 years: owning breaks even only in month %2.")
             .toStdString()},
        {"costs_never",
         tr("Renting is cheaper: it costs less per month than running the build.").toStdString()},
        {"costs_no_purchase_price",
         tr("No comparison: the server or its GPUs have no price yet (on request).")
             .toStdString()},
        {"costs_no_usage",
         tr("No comparison: no GPU hours a month (no runs, or utilisation 0).").toStdString()},
        {"costs_no_cloud_price",
         tr("No comparison: the catalog has no cloud price for this GPU type.").toStdString()},
        {"costs_no_exchange_rate",
         tr("No comparison: no exchange rate from the cloud price's currency.").toStdString()},
        {"costs_price", tr("Cloud price: %1, %2 %3 per GPU hour on demand, read %4 (%5)")
                            .toStdString()},
    };
}

nlohmann::json QuoteSheet::catalogNames(QuoteTranslator& translator) const {
    // The built-in catalog's names that a warning may carry, translated.
    nlohmann::json names = nlohmann::json::object();
    {
        const QuoteTranslator::Scope scope(&translator);
        auto add = [&](const std::string& name) {
            const QString translated = catalogText(name);
            if (!name.empty() && translated != QString::fromStdString(name))
                names[name] = translated.toStdString();
        };
        for (const ServerSpec& s : m_catalog.servers)
            add(s.name);
        for (const GpuSpec& g : m_catalog.gpus) {
            add(g.name);
            add(g.tflopsNote);
        }
    }
    return names;
}

QByteArray QuoteSheet::render(const Scenario& scenario, const SizingResult& quoted,
                              const QuoteOptions& options, QString* error) const {
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return QByteArray();
    };
    if (!available())
        return fail(QStringLiteral("this headroom was built without the interactive sheet (em++ "
                                   "from Debian's emscripten was not found at build time)"));
    const QByteArray page = resource(QStringLiteral("sheet.html"));
    const QByteArray core = resource(QStringLiteral("headroom-core.js"));
    const QByteArray chart = resource(QStringLiteral("chart.min.js"));
    if (page.isEmpty() || core.isEmpty() || chart.isEmpty())
        return fail(QStringLiteral("the sheet's embedded files are missing from this build"));

    QuoteTranslator translator(options.language);
    m_translator = &translator;
    const bool german = options.language == QLatin1String("de");
    const QLocale locale = german ? QLocale(QLocale::German, QLocale::Germany)
                                  : QLocale(QLocale::English, QLocale::UnitedKingdom);

    const nlohmann::json strings = pageStrings();
    // The warnings' texts in the sheet's language (messages_<lang>.ts, as the window and the PDF
    // word them) and the built-in catalog's names that a warning may carry, translated.
    nlohmann::json warningTexts = nlohmann::json::object();
    for (const MessageTemplate& t : messageTemplates())
        warningTexts[t.code] = MessageText::translate(t.text, locale).toStdString();
    const nlohmann::json names = catalogNames(translator);
    m_translator = nullptr;

    // The slider for GPUs: the servers that carry the quoted build's GPU.
    nlohmann::json family = nlohmann::json::array();
    for (const ServerSpec& server : m_catalog.servers)
        if (server.gpu == quoted.gpuId)
            family.push_back({{"id", server.id}, {"gpus", server.gpuCount}});

    nlohmann::json scenarioDoc = sheetScenario(scenario);
    std::vector<CatalogText> texts =
        neededTexts(m_catalog, scenario.importedModel ? std::string() : scenario.model);
    if (scenario.importedModel) {
        if (auto problem = addImportedModel(scenario.model, quoted.modelName, texts))
            return fail(*problem);
        scenarioDoc["model"] = kImportedModelId;
    }
    const nlohmann::json data = {
        {"language", german ? "de" : "en"},
        {"locale", german ? "de-DE" : "en-GB"},
        {"strings", strings},
        {"warning_texts", warningTexts},
        {"names", names},
        {"scenario", scenarioDoc},
        {"catalog",
         catalogTextsToJson(texts).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)},
        {"family", family},
        {"method_switch", methodSwitch(scenarioDoc, m_catalog)},
        {"model_name", quoted.modelName},
        {"gpu_name", quoted.gpuName},
        {"quote", quoteJson(options, m_catalog.vendor, locale)},
        {"vendor", vendorJson(m_catalog.vendor)},
    };

    // The data through the sheet's one sanitiser (textformat.h): no name can end the <script>
    // element, open an HTML comment or start another script.
    const std::string dataText =
        scriptJson(data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    const QByteArray html = assemble(page, {{"@LANG@", german ? "de" : "en"},
                                            {"/*@DATA@*/", QByteArray::fromStdString(dataText)},
                                            {"/*@CHARTJS@*/", chart},
                                            {"/*@CORE@*/", core}});
    if (html.isEmpty())
        return fail(QStringLiteral("the sheet's template lacks a place for its data or scripts"));
    return html;
}

bool QuoteSheet::write(const QString& path, const Scenario& scenario, const SizingResult& quoted,
                       const QuoteOptions& options, QString* error) const {
    const QByteArray html = render(scenario, quoted, options, error);
    if (html.isEmpty())
        return false;
    return OutputFile::write(path, html, error);
}

} // namespace headroom::ui
