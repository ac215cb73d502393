#include "recipecommand.h"

#include "recipeimport.h"
#include "sizing.h"
#include "textformat.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <nlohmann/json.hpp>

namespace headroom::app {

namespace {

/// Writes `text` to `path` atomically; prints the one line and returns false on failure.
bool saveFile(const QString& path, const std::string& text) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit()) {
        printError(QStringLiteral("%1: cannot be written (%2)").arg(path, file.errorString()));
        return false;
    }
    return true;
}

bool sameFile(const QString& a, const QString& b) {
    const QFileInfo x(a), y(b);
    return x.exists() && y.exists() && x.canonicalFilePath() == y.canonicalFilePath();
}

/// The items, each escaped (textformat.h): a recipe key holding a newline stays inside its line
/// and cannot print a line of its own ("Verdict: fits, 999 GB free").
std::string joined(const std::vector<std::string>& items) {
    std::string text;
    for (const std::string& item : items)
        text += (text.empty() ? "" : ", ") + escapeControls(item);
    return text;
}

int runImport(const CommandLine& c, const Catalog& catalog) {
    if (sameFile(c.output, c.recipe)) {
        printError(QStringLiteral("headroom import-recipe: -o %1 is the recipe; choose another "
                                  "output file")
                       .arg(c.output));
        return Usage;
    }
    auto scenario = importRecipe(c.recipe.toStdString(), catalog, c.model.toStdString());
    if (!scenario) {
        printError(QString::fromStdString(scenario.error().toString()));
        return BadInput;
    }
    const Scenario& s = scenario.value();
    if (!saveFile(c.output, toJson(s, c.output.toStdString()).dump(2) + "\n"))
        return BadInput;
    const SizingResult result = evaluate(s, catalog);
    // Every text from a file or the command line escaped as it goes in: the lines are ours.
    std::string text = "Imported the " + escapeControls(s.recipe->framework) + " recipe " +
                       escapeControls(c.recipe.toStdString()) + " into " +
                       escapeControls(c.output.toStdString()) + "\n";
    text += "Verdict: " +
            std::string(result.verdict == Verdict::Fits    ? "fits"
                        : result.verdict == Verdict::Tight ? "tight"
                                                           : "does not fit") +
            " on " + escapeControls(s.server.empty() ? s.gpu : s.server) +
            formatC(", %.1f GB free per GPU", result.perGpu.headroom) + "\n";
    if (!s.recipe->notModelled.empty())
        text += "Not modelled: " + joined(s.recipe->notModelled) + "\n";
    for (const std::string& a : s.recipe->assumed)
        text += "Assumed: " + escapeControls(a) + "\n";
    return writeStdout(text) ? Ok : BadInput;
}

int runExport(const CommandLine& c, const Catalog& catalog) {
    if (sameFile(c.output, c.scenario)) {
        printError(QStringLiteral("headroom export-recipe: -o %1 is the scenario file; choose "
                                  "another output file")
                       .arg(c.output));
        return Usage;
    }
    auto scenario = loadScenario(c.scenario.toStdString(), catalog);
    if (!scenario) {
        printError(QString::fromStdString(scenario.error().toString()));
        return BadInput;
    }
    if (scenario->recipe && sameFile(c.output, QString::fromStdString(scenario->recipe->file))) {
        printError(QStringLiteral("headroom export-recipe: -o %1 is the customer's recipe the "
                                  "scenario was imported from; choose another output file")
                       .arg(c.output));
        return Usage;
    }
    auto exported = exportRecipe(scenario.value(), catalog, c.recipeFormat.toStdString(),
                                 c.output.toStdString());
    if (!exported) {
        Error e = exported.error();
        if (e.file.empty())
            e.file = c.scenario.toStdString();
        printError(QString::fromStdString(e.toString()));
        return BadInput;
    }
    const ExportedRecipe& r = exported.value();
    if (!r.deepSpeedPath.empty() &&
        !saveFile(QString::fromStdString(r.deepSpeedPath), r.deepSpeedText))
        return BadInput;
    if (!saveFile(c.output, r.text))
        return BadInput;
    std::string text = escapeControls(c.recipeFormat.toStdString()) + " recipe written to " +
                       escapeControls(c.output.toStdString()) +
                       formatC(": fits with %.1f GB free per GPU\n", r.headroomGb);
    for (const std::string& change : r.fit.changes)
        text += "Changed to fit: " + escapeControls(change) + "\n";
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
