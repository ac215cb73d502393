#include "recipecommand.h"

#include "common/outputfile.h"
#include "scenariojson.h"
#include "verdictanswer.h"
#include "recipeimport.h"
#include "recipesettings.h"
#include "sizing.h"
#include "textformat.h"

#include <QFile>
#include <QFileInfo>
#include <nlohmann/json.hpp>

namespace headroom::app {

namespace {

/// The items, each escaped (textformat.h): a recipe key holding a newline stays inside its line
/// and cannot print a line of its own ("Verdict: fits, 999 GB free").
std::string joined(const std::vector<std::string>& items) {
    std::string text;
    for (const std::string& item : items)
        text += (text.empty() ? "" : ", ") + escapeControls(item);
    return text;
}

int runImport(const CommandLine& c, const Catalog& catalog) {
    ui::OutputGuard guard = runGuard();
    guard.protect(ui::filePath(c.recipe), QStringLiteral("%1 is the recipe %2"));
    if (const QString input = guard.inputAt(c.output); !input.isEmpty())
        return refuseOutput("import-recipe", c, input);
    auto scenario = importRecipe(ui::filePath(c.recipe), catalog, ui::filePath(c.model));
    if (!scenario) {
        printError(scenario.error().toString());
        return BadInput;
    }
    const Scenario& s = scenario.value();
    // Besides the recipe: the DeepSpeed JSON it names, the config.json given with --model or
    // lying beside it, the catalog (all read: runGuard), and what the scenario names.
    guard.protectScenario(s, catalog);
    const std::string output = ui::filePath(c.output);
    const std::string text =
        toJson(s, output).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    if (const int code =
            writeOutputs("import-recipe", c, {{c.output, QByteArray::fromStdString(text)}}, guard);
        code != Ok)
        return code;
    const SizingResult result = evaluate(s, catalog);
    // Every text from a file or the command line escaped as it goes in: the lines are ours.
    std::string out = "Imported the " + escapeControls(s.recipe->framework) + " recipe " +
                      escapeControls(ui::filePath(c.recipe)) + " into " + escapeControls(output) +
                      "\n";
    out += std::string("Verdict: ") + toString(result.answer.answer) + " on " +
           escapeControls(s.server.empty() ? s.gpu : s.server) + " — " +
           answerHeadline(result.answer) + "\n";
    // The keys that may change memory or speed first, on their own line (issue 32).
    std::vector<std::string> mayMatter, inert;
    for (const std::string& key : s.recipe->notModelled)
        (changesNeitherMemoryNorSpeed(key) ? inert : mayMatter).push_back(key);
    if (!mayMatter.empty())
        out += "Not modelled: " + joined(mayMatter) + "\n";
    if (!inert.empty())
        out += "Not modelled, no effect on memory or speed: " + joined(inert) + "\n";
    if (!s.recipe->settings.empty()) {
        std::vector<std::string> kept;
        for (const auto& [name, value] : s.recipe->settings)
            kept.push_back(name + " " + value);
        out += "Kept for an export to another framework: " + joined(kept) + "\n";
    }
    for (const std::string& a : s.recipe->assumed)
        out += "Assumed: " + escapeControls(a) + "\n";
    return writeStdout(out) ? Ok : BadInput;
}

int runExport(const CommandLine& c, const Catalog& catalog) {
    ui::OutputGuard guard = runGuard();
    guard.protect(ui::filePath(c.scenario), QStringLiteral("%1 is the scenario file %2"));
    if (const QString input = guard.inputAt(c.output); !input.isEmpty())
        return refuseOutput("export-recipe", c, input);
    auto scenario = loadScenario(ui::filePath(c.scenario), catalog);
    if (!scenario) {
        printError(scenario.error().toString());
        return BadInput;
    }
    guard.protectScenario(scenario.value(), catalog, c.scenario);
    if (const QString input = guard.inputAt(c.output); !input.isEmpty())
        return refuseOutput("export-recipe", c, input);
    auto exported = exportRecipe(scenario.value(), catalog, c.recipeFormat.toStdString(),
                                 ui::filePath(c.output));
    if (!exported) {
        Error e = exported.error();
        if (e.file.empty())
            e.file = ui::filePath(c.scenario);
        printError(e.toString());
        return BadInput;
    }
    const ExportedRecipe& r = exported.value();
    // The recipe and its DeepSpeed companion together or not at all; the companion may replace
    // no input either (a scenario named like it).
    std::vector<ui::OutputItem> items;
    if (!r.deepSpeedPath.empty())
        items.push_back(
            {ui::fileNameFromPath(r.deepSpeedPath), QByteArray::fromStdString(r.deepSpeedText)});
    items.push_back({c.output, QByteArray::fromStdString(r.text)});
    if (const int code = writeOutputs("export-recipe", c, items, guard); code != Ok)
        return code;
    std::string text = escapeControls(c.recipeFormat.toStdString()) + " recipe written to " +
                       escapeControls(ui::filePath(c.output)) + "\nVerdict: " +
                       toString(r.answer.answer) + " — " + answerHeadline(r.answer) + "\n";
    for (const std::string& change : r.fit.changes)
        text += "Changed to fit: " + escapeControls(change) + "\n";
    for (const std::string& line : r.kept)
        text += "Kept from the " + escapeControls(scenario.value().recipe->framework) +
                " recipe: " + escapeControls(line) + "\n";
    if (!r.deepSpeedPath.empty())
        text += "DeepSpeed config written to " + escapeControls(r.deepSpeedPath) + "\n";
    return writeStdout(text) ? Ok : BadInput;
}

} // namespace

int runRecipeCommand(const CommandLine& c) {
    auto catalog = loadCommandCatalog(c.catalogDir);
    if (!catalog)
        return BadInput;
    return c.action == CommandLine::Action::ImportRecipe ? runImport(c, catalog.value())
                                                         : runExport(c, catalog.value());
}

} // namespace headroom::app
