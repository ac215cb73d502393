#include "quotetext.h"

#include "quote/quoterenderer.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <QProcess>
#include <QTemporaryDir>

namespace headroom::test {

QString quoteText(const Scenario& s, const QString& language, const char* number) {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("quote.pdf"));
    ui::QuoteOptions o;
    o.language = language;
    o.details.number = number;
    QString error;
    REQUIRE(ui::QuoteRenderer(catalog()).writePdf(path, s, evaluate(s, catalog()), o, &error));
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    REQUIRE(p.waitForFinished(30000));
    REQUIRE(p.exitCode() == 0);
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

} // namespace headroom::test
