// Quote PDF benchmark (issues 6 and 16): one quote rendered into memory (median of 15, English
// and German), and a batch of 20 scenarios with customer and prices in both languages written to
// files, evaluation included, as `headroom quote … --out-dir D --lang en,de` runs it. One figure
// per line, `name: value unit`.
#include "catalog.h"
#include "catalogbands.h"
#include "quote/quoterenderer.h"
#include "scenario.h"
#include "sizing.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    auto loaded = headroom::loadCatalog(HEADROOM_SOURCE_CATALOG);
    if (!loaded) {
        std::fprintf(stderr, "%s\n", loaded.error().toString().c_str());
        return 1;
    }
    const headroom::Catalog& catalog = loaded.value();
    headroom::Scenario scenario{};
    scenario.quote.customer = "Beispiel Forschung GmbH";
    scenario.quote.number = "Q-BENCH-0001";
    scenario.quote.prices = {{"server", 30000}, {"gpu", 32000}, {"service", 1000}};
    const headroom::SizingResult result = headroom::evaluate(scenario, catalog);
    const headroom::ui::QuoteRenderer renderer(catalog);

    auto measure = [&](const QString& language) {
        const auto options =
            headroom::ui::QuoteOptions::forLanguage(scenario.quote, catalog.vendor, language);
        (void)renderer.renderPdf(scenario, result, options); // warm-up: fonts, translators
        std::vector<double> ms;
        for (int i = 0; i < 15; ++i) {
            QElapsedTimer timer;
            timer.start();
            const QByteArray pdf = renderer.renderPdf(scenario, result, options);
            ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            if (pdf.isEmpty())
                return -1.0;
        }
        std::sort(ms.begin(), ms.end());
        return ms[ms.size() / 2];
    };
    std::printf("quote_pdf_ms: %.1f ms\n", measure(QStringLiteral("en")));
    std::printf("quote_pdf_de_ms: %.1f ms\n", measure(QStringLiteral("de")));

    // The batch: 20 catalog builds and methods, each evaluated and written in both languages.
    const char* const servers[] = {"1x-h200-nvl",        "2x-h200-nvl",        "4x-h200-nvl",
                                   "8x-h200-nvl",        "1x-rtx-pro-6000-se", "4x-rtx-pro-6000-se",
                                   "8x-rtx-pro-6000-se", "8x-h200-sxm",        "8x-h100-sxm",
                                   "2x-rtx-pro-6000-se"};
    std::vector<headroom::Scenario> batch;
    for (int i = 0; i < 20; ++i) {
        headroom::Scenario s = scenario;
        s.server = servers[i % 10];
        s.method = i < 10 ? headroom::Method::Qlora : headroom::Method::Lora;
        s.quote.number = "Q-BENCH-" + std::to_string(100 + i);
        batch.push_back(s);
    }
    QTemporaryDir dir;
    QElapsedTimer timer;
    timer.start();
    int written = 0;
    for (const headroom::Scenario& s : batch) {
        const headroom::SizingResult r = headroom::evaluate(s, catalog);
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
            const auto options =
                headroom::ui::QuoteOptions::forLanguage(s.quote, catalog.vendor, language);
            QString error;
            const QString file =
                QDir(dir.path())
                    .filePath(QStringLiteral("%1-%2.pdf")
                                  .arg(QString::fromStdString(s.quote.number), language));
            written += renderer.writePdf(file, s, r, options, &error) ? 1 : 0;
        }
    }
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (written != 40) {
        std::fprintf(stderr, "batch: %d of 40 files written\n", written);
        return 1;
    }
    std::printf("quote_batch_20x2_s: %.2f s\n", seconds);
    return 0;
}
