// Quote PDF benchmark (issue 6): renders the default scenario's quote into memory and prints
// the median as `quote_pdf_ms: <value> ms` (one figure per line, `name: value unit`).
#include "catalog.h"
#include "quoterenderer.h"
#include "scenario.h"
#include "sizing.h"

#include <QApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    auto catalog = headroom::loadCatalog(HEADROOM_SOURCE_CATALOG);
    if (!catalog) {
        std::fprintf(stderr, "%s\n", catalog.error().toString().c_str());
        return 1;
    }
    const headroom::Scenario scenario{};
    const headroom::SizingResult result = headroom::evaluate(scenario, catalog.value());
    const headroom::ui::QuoteRenderer renderer(catalog.value());

    auto measure = [&](const QString& language) {
        headroom::ui::QuoteOptions options;
        options.language = language;
        options.quoteNumber = QStringLiteral("Q-BENCH-0001");
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
    return 0;
}
