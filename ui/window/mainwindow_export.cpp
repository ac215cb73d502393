// The configurator window's exports: the quote PDF, the interactive sheet, the training
// config, the clipboard and the printer. Each takes the figures of the window's one evaluation.
#include "window/mainwindow.h"

#include "compare/comparisondock.h"
#include "quote/quotedialog.h"
#include "recipeimport.h"
#include "sheet/quotesheet.h"
#include "sizing.h" // toText() and toJson() of the result, for the clipboard
#include "window/resultpanel.h"

#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMimeData>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QStatusBar>

#include <nlohmann/json.hpp>

namespace headroom::ui {

void MainWindow::exportQuote() {
    QuoteDialog dialog(m_catalog, m_scenario, m_results.result, this);
    dialog.setComparison(m_comparisonDock->model()->pinned());
    dialog.setScenarioFile(m_file);
    // The quote details are the scenario's: saved with it and there at the next export.
    if (dialog.exec() == QDialog::Accepted && dialog.details() != m_scenario.quote) {
        Scenario edited = m_scenario;
        edited.quote = dialog.details();
        applyEdit(edited, tr("Quote details"), -1);
    }
}

bool MainWindow::exportSheet(const QString& chosenPath) {
    QString path = chosenPath;
    if (path.isEmpty()) {
        const QString name =
            m_file.isEmpty() ? QStringLiteral("sheet")
                             : QFileInfo(m_file).completeBaseName().section(QLatin1Char('.'), 0, 0);
        path = QFileDialog::getSaveFileName(this, tr("Export interactive sheet"),
                                            m_settings.lastDirectory() + QLatin1Char('/') + name +
                                                QStringLiteral(".html"),
                                            tr("Web pages (*.html)"));
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive))
            path += QStringLiteral(".html");
        m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    }
    const QuoteOptions options =
        QuoteOptions::forLanguage(m_scenario.quote, m_catalog.vendor, m_language);
    // Through the one writer: never onto the scenario, a catalog file or another input.
    QString error;
    const QByteArray html =
        QuoteSheet(m_catalog).render(m_scenario, m_results.result, options, &error);
    if (html.isEmpty() || OutputFile::writeAll({{path, html}}, scenarioInputs(m_file), &error) !=
                              OutputFile::Result::Written) {
        showError(tr("Cannot export the sheet"),
                  tr("The sheet could not be written to %1:\n%2").arg(path, error));
        return false;
    }
    statusBar()->showMessage(tr("Sheet written to %1").arg(path), 5000);
    return true;
}

bool MainWindow::exportTrainingConfig(const QString& chosenPath, const QString& chosenFormat) {
    // The formats `headroom export-recipe --to` writes, one save-dialog filter each.
    struct Format {
        const char* id;
        QString filter;
    };
    const Format formats[] = {{"axolotl", tr("Axolotl config (*.yaml *.yml)")},
                              {"llamafactory", tr("LLaMA-Factory config (*.yaml *.yml)")},
                              {"torchtune", tr("torchtune config (*.yaml *.yml)")},
                              {"trl", tr("TRL config (*.yaml *.yml)")}};
    QString path = chosenPath, format = chosenFormat;
    if (path.isEmpty()) {
        QStringList filters;
        for (const Format& f : formats)
            filters << f.filter;
        QString selected = filters.front();
        if (m_scenario.recipe)
            for (const Format& f : formats)
                if (m_scenario.recipe->framework == f.id)
                    selected = f.filter;
        path = QFileDialog::getSaveFileName(this, tr("Export training config"),
                                            m_settings.lastDirectory() +
                                                QStringLiteral("/fitted.yaml"),
                                            filters.join(QStringLiteral(";;")), &selected);
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive) &&
            !path.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive))
            path += QStringLiteral(".yaml");
        m_settings.setLastDirectory(QFileInfo(path).absolutePath());
        for (const Format& f : formats)
            if (selected == f.filter)
                format = QString::fromLatin1(f.id);
    }
    if (format.isEmpty())
        format = QStringLiteral("axolotl");
    const QString file = QFileInfo(path).absoluteFilePath();
    auto refuse = [&](const QString& reason) {
        showError(tr("Cannot export training config"),
                  tr("The training config could not be written to %1.\n\n%2")
                      .arg(QDir::toNativeSeparators(file), reason));
        return false;
    };
    const OutputGuard guard = scenarioInputs(m_file);
    if (const QString input = guard.inputAt(file); !input.isEmpty())
        return refuse(input);
    auto exported =
        headroom::exportRecipe(m_scenario, m_catalog, format.toStdString(), filePath(file));
    if (!exported) {
        const Error& e = exported.error();
        return refuse(tr("Key: %1\nProblem: %2")
                          .arg(QString::fromStdString(e.key), QString::fromStdString(e.message)));
    }
    const ExportedRecipe& r = exported.value();
    // The recipe and its DeepSpeed JSON together or not at all, neither onto an input.
    std::vector<OutputItem> items;
    if (!r.deepSpeedPath.empty())
        items.push_back(
            {fileNameFromPath(r.deepSpeedPath), QByteArray::fromStdString(r.deepSpeedText)});
    items.push_back({file, QByteArray::fromStdString(r.text)});
    QString error;
    if (OutputFile::writeAll(items, guard, &error) != OutputFile::Result::Written)
        return refuse(error);
    QString message =
        tr("Training config written to %1: fits with %2 GB free per GPU")
            .arg(QDir::toNativeSeparators(file), m_locale.toString(r.headroomGb, 'f', 1));
    if (!r.fit.changes.empty())
        message += tr(" (changes to fit: %1, listed in the file)")
                       .arg(m_locale.toString(static_cast<int>(r.fit.changes.size())));
    statusBar()->showMessage(message, 8000);
    return true;
}

void MainWindow::copyResults() {
    auto* mime = new QMimeData;
    mime->setText(QString::fromStdString(toText(m_results.result)));
    mime->setData(QStringLiteral("application/json"),
                  QByteArray::fromStdString(toJson(m_results.result).dump(2) + "\n"));
    QGuiApplication::clipboard()->setMimeData(mime);
    statusBar()->showMessage(tr("Results copied as text and JSON."), 4000);
}

void MainWindow::print() {
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    // The window's result side as it is on screen, scaled to the page.
    const QPixmap picture = m_resultPanel->grab();
    QPainter painter(&printer);
    const QRect page = painter.viewport();
    QSize size = picture.size();
    size.scale(page.size(), Qt::KeepAspectRatio);
    painter.setViewport(page.x(), page.y(), size.width(), size.height());
    painter.setWindow(picture.rect());
    painter.drawPixmap(0, 0, picture);
}

} // namespace headroom::ui
