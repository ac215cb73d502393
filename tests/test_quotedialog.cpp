// Issue 16 in the quote dialog: the scenario's remembered quote details, and the
// confirmation a build that does not fit needs.
#include "quotefixtures.h"
#include "scenariojson.h"

TEST_CASE("the dialog starts from the scenario's quote details and hands every edit back",
          "[quote][dialog]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    Scenario s = scenario();
    s.quote.customer = "Beispiel Forschung GmbH";
    s.quote.contact = "Dr. Erika Mustermann";
    s.quote.address = "Hauptstraße 1\n80331 München";
    s.quote.number = "Q-2026-0042";
    s.quote.validDays = 45;
    s.quote.prices = {{"gpu", 32000}, {"service", 1000}};
    s.quote.discountPercent = 5;
    s.quote.notes = "Delivery in week 48.";
    s.quote.languages = {"en", "de"};
    s.quote.paper = "letter";
    const SizingResult r = evaluate(s, catalog());

    ui::QuoteDialog dialog(catalog(), s, r);
    // Unchanged, the dialog gives back exactly what the scenario holds.
    CHECK(dialog.details() == s.quote);
    CHECK(dialog.findChild<QLineEdit*>(QStringLiteral("customer"))->text() ==
          QStringLiteral("Beispiel Forschung GmbH"));
    CHECK(dialog.languages() == QStringList{QStringLiteral("en"), QStringLiteral("de")});
    CHECK(dialog.options().paper == QPageSize::Letter);
    CHECK(dialog.options().details.validDays == 45);

    // Edits come back as the scenario's quote section (the window stores it with the scenario).
    dialog.findChild<QLineEdit*>(QStringLiteral("contact"))->setText(QStringLiteral("Max Muster"));
    dialog.findChild<QDoubleSpinBox*>(QStringLiteral("price_server"))->setValue(30000);
    dialog.findChild<QPlainTextEdit*>(QStringLiteral("notes"))
        ->setPlainText(QStringLiteral("Neu."));
    const QuoteDetails edited = dialog.details();
    CHECK(edited.contact == "Max Muster");
    CHECK(edited.prices.at("server") == 30000);
    CHECK(edited.prices.at("gpu") == 32000);
    CHECK(edited.notes == "Neu.");
    CHECK(edited.customer == s.quote.customer);

    // Both languages: two files from one export.
    dialog.setFilePath(dir.filePath(QStringLiteral("offer.pdf")));
    dialog.setConfirmation([](const QString&) { return true; }); // the 16 A feed is exceeded
    CHECK(dialog.outputFiles() == QStringList{dir.filePath(QStringLiteral("offer-en.pdf")),
                                              dir.filePath(QStringLiteral("offer-de.pdf"))});
    REQUIRE(dialog.exportQuote());
    const QString de = run(QStringLiteral("pdftotext"),
                           {dir.filePath(QStringLiteral("offer-de.pdf")), QStringLiteral("-")});
    CHECK(de.contains(QStringLiteral("Max Muster")));
    CHECK(de.contains(QStringLiteral("Hauptstraße 1")));
    CHECK(de.contains(QStringLiteral("Neu.")));
    CHECK(de.contains(QStringLiteral("(45 Tage)")));
    CHECK(QFileInfo::exists(dir.filePath(QStringLiteral("offer-en.pdf"))));

    // A second dialog on the scenario as the window saved it starts where this one ended.
    s.quote = edited;
    ui::QuoteDialog again(catalog(), s, r);
    CHECK(again.details() == edited);
    // And the scenario file keeps it.
    auto reread = parseScenario(toJson(s), "s.json", catalog());
    REQUIRE(reread);
    CHECK(reread->quote == edited);
}

TEST_CASE("a build that does not fit needs a confirmation, and its PDF says so first",
          "[quote][dialog]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    const Scenario& s = unfitScenario();
    const SizingResult r = evaluate(s, catalog());
    REQUIRE_FALSE(r.fits);
    ui::QuoteDialog dialog(catalog(), s, r);
    const QString path = dir.filePath(QStringLiteral("unfit.pdf"));
    dialog.setFilePath(path);
    QStringList asked;
    dialog.setConfirmation([&](const QString& question) {
        asked << question;
        return false;
    });
    CHECK_FALSE(dialog.exportQuote());
    REQUIRE(asked.size() == 1);
    CHECK(asked[0].contains(QStringLiteral("Does not fit")));
    CHECK_FALSE(QFileInfo::exists(path));

    dialog.setConfirmation([&](const QString& question) {
        asked << question;
        return true;
    });
    REQUIRE(dialog.exportQuote());
    CHECK(asked.size() == 2);
    const QString text = run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    CHECK(text.left(120).contains(QStringLiteral("Not a binding offer")));
    CHECK_FALSE(text.contains(QStringLiteral("the server we propose")));

    // A build that fits, on a feed that carries it, is exported without a question.
    Scenario onFeed = scenario();
    onFeed.feedAmps = 32;
    const SizingResult onFeedResult = evaluate(onFeed, catalog());
    REQUIRE(ui::quoteConcerns(onFeedResult).empty());
    ui::QuoteDialog fits(catalog(), onFeed, onFeedResult);
    fits.setFilePath(dir.filePath(QStringLiteral("fits.pdf")));
    fits.setConfirmation([&](const QString&) {
        FAIL("asked about a build that fits");
        return false;
    });
    CHECK(fits.exportQuote());
}
