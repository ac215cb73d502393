#include "scenario/recipenote.h"

#include "textformat.h"

#include <QCoreApplication>
#include <QStringList>
#include <filesystem>

namespace headroom::ui {

QString recipeFrameworkName(const std::string& id) {
    if (id == "axolotl")
        return QStringLiteral("Axolotl");
    if (id == "llamafactory")
        return QStringLiteral("LLaMA-Factory");
    if (id == "torchtune")
        return QStringLiteral("torchtune");
    if (id == "trl")
        return QStringLiteral("TRL");
    if (id == "deepspeed")
        return QStringLiteral("DeepSpeed");
    return QString::fromStdString(escapeControls(id));
}

QString recipeNote(const std::optional<RecipeOrigin>& origin) {
    if (!origin)
        return {};
    QString text = QCoreApplication::translate("headroom::ui::RecipeNote",
                                               "Imported from the %1 training config %2.")
                       .arg(recipeFrameworkName(origin->framework),
                            QString::fromStdString(escapeControls(
                                std::filesystem::path(origin->file).filename().string())));
    QStringList keys;
    for (const std::string& key : origin->notModelled)
        keys << QString::fromStdString(escapeControls(key));
    if (!keys.isEmpty())
        text += QLatin1Char(' ') +
                QCoreApplication::translate("headroom::ui::RecipeNote",
                                            "Not modelled (left as the config sets them): %1.")
                    .arg(keys.join(QStringLiteral(", ")));
    // The assumed values as the keys they concern ("tokenizer.max_seq_len: null …").
    QStringList open;
    for (const std::string& a : origin->assumed)
        open << QString::fromStdString(escapeControls(a.substr(0, a.find(':'))));
    if (!open.isEmpty())
        text += QLatin1Char(' ') + QCoreApplication::translate(
                                       "headroom::ui::RecipeNote",
                                       "Left open by the config, sized with Headroom's value: %1.")
                                       .arg(open.join(QStringLiteral(", ")));
    return text;
}

} // namespace headroom::ui
