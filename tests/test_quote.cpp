// The quote PDF (issue 6): rendered from the default scenario on the offscreen platform and read
// back with poppler's pdftotext / pdfinfo / pdfimages, in English and German, A4 and Letter.
#include "quotefixtures.h"

TEST_CASE("the English quote of the default scenario names vendor, customer and key figures",
          "[quote]") {
    const Rendered& r = english();
    const QLocale en(QLocale::English, QLocale::UnitedKingdom);
    CHECK(contains(r, QString::fromStdString(catalog().vendor.name)));
    CHECK(contains(r, QStringLiteral("Beispiel Forschung GmbH")));
    CHECK(contains(r, QStringLiteral("Q-2026-0042")));
    CHECK(contains(r, QStringLiteral("24 October 2026")));
    CHECK(contains(r, QStringLiteral("23 November 2026"))); // 30 days' validity
    CHECK(contains(r, QStringLiteral("Quote")));
    CHECK(contains(r, QStringLiteral("Configuration")));
    CHECK(contains(r, QStringLiteral("Line items")));
    CHECK(contains(r, QStringLiteral("Assumptions")));
    CHECK(contains(r, QStringLiteral("Method notes")));
    CHECK(contains(r, QStringLiteral("Verdict and warnings")));
    // Model states over all GPUs and per GPU, and the verdict with the free memory per GPU.
    CHECK(contains(r, figure(result().statesGb, en) + QStringLiteral(" GB")));
    CHECK(contains(r, figure(result().perGpu.states, en) + QStringLiteral(" GB")));
    CHECK(contains(
        r, QStringLiteral("Fits: %1 GB free per GPU").arg(figure(result().perGpu.headroom, en))));
    CHECK(contains(r, QStringLiteral("on request")));
    CHECK(contains(r, QString::fromStdString(catalog().vendor.termsEn).left(40)));
    // Every catalog assumption with its source; of the training stacks none, since the default
    // scenario names none, none of serving's, since it asks for no serving
    // (tests/test_quoteserving.cpp has them), none of the RL defaults (a supervised run;
    // tests/test_quoterl.cpp has them), none of DeepSpeed ZeRO's buckets (FSDP shards it), and
    // of the memory band's widenings only the one its band used (a model family, qwen3_5, no
    // full fine-tune row has).
    for (const Assumption& a : catalog().assumptions.all) {
        INFO(a.id);
        if (a.id.rfind("stack_", 0) == 0 || a.id.rfind("serving_", 0) == 0 ||
            a.id.rfind("rl_", 0) == 0 || a.id.rfind("zero_", 0) == 0 ||
            a.id == "int4_bytes_per_weight" || a.id == "mxfp4_bytes_per_weight" ||
            // Own or rent's (issue 34): only with a costs section (test_quotecosts.cpp).
            a.id == "cost_years" || a.id == "pue" || a.id == "usd_per_eur" ||
            a.id == "idle_power_fraction" ||
            (a.id.rfind("band_widen_", 0) == 0 && a.id != "band_widen_model_family"))
            // 45 characters: the widenings' labels share their first 34.
            CHECK_FALSE(contains(r, QString::fromStdString(a.label).left(45)));
        else
            CHECK(contains(r, QString::fromStdString(a.source).left(30)));
    }
    CHECK(contains(r, QStringLiteral("6 · P · tokens")));
}

TEST_CASE("the German quote formats numbers and dates in German", "[quote]") {
    const Rendered& r = german();
    const QLocale de(QLocale::German, QLocale::Germany);
    CHECK(contains(r, QString::fromStdString(catalog().vendor.name)));
    CHECK(contains(r, QStringLiteral("Angebot")));
    CHECK(contains(r, QStringLiteral("Konfiguration")));
    CHECK(contains(r, QStringLiteral("Annahmen")));
    CHECK(contains(r, QStringLiteral("auf Anfrage")));
    CHECK(contains(r, QStringLiteral("24. Oktober 2026")));
    CHECK(contains(r, QStringLiteral("23. November 2026")));
    CHECK(contains(r, figure(result().statesGb, de) + QStringLiteral(" GB")));
    CHECK(figure(result().statesGb, de).contains(QLatin1Char(',')));
    CHECK(contains(
        r, QStringLiteral("Passt: %1 GB frei pro GPU").arg(figure(result().perGpu.headroom, de))));
    CHECK(contains(r, QString::fromStdString(catalog().vendor.termsDe).left(40)));
    CHECK_FALSE(contains(r, QStringLiteral("on request")));
    CHECK_FALSE(contains(r, QStringLiteral("Assumptions")));
}

TEST_CASE("the German quote prints the catalog's German sources and the vendor's country in "
          "German, the English one in English",
          "[quote][glossary]") {
    // Every built-in assumption has its source in German (catalog/assumptions.json source_de).
    for (const Assumption& a : catalog().assumptions.all) {
        INFO(a.id);
        CHECK_FALSE(a.sourceDe.empty());
    }
    CHECK_FALSE(catalog().assumptions.capCurveSourceDe.empty());
    // The start of a source stays on one line in the table: its first words are the needle.
    auto start = [](const std::string& text) {
        return QString::fromStdString(text).section(QLatin1Char(' '), 0, 2);
    };
    const Assumption* longContext = nullptr;
    for (const Assumption& a : catalog().assumptions.all)
        if (a.id == "mfu_long_context")
            longContext = &a;
    REQUIRE(longContext);
    REQUIRE(start(longContext->sourceDe) != start(longContext->source));
    CHECK(contains(german(), start(longContext->sourceDe)));
    CHECK_FALSE(contains(german(), start(longContext->source)));
    CHECK(contains(english(), start(longContext->source)));
    CHECK_FALSE(contains(english(), start(longContext->sourceDe)));
    // The vendor's country from its locale (de-DE), in the document's language.
    CHECK(contains(german(), QStringLiteral("Deutschland")));
    CHECK_FALSE(contains(german(), QStringLiteral("Germany")));
    CHECK(contains(english(), QStringLiteral("Germany")));
    // The chassis in German ("4U, 2 sockets" is "4 HE, 2 Sockel").
    CHECK(contains(german(), QStringLiteral("4 HE, 2 Sockel")));
    CHECK_FALSE(contains(german(), QStringLiteral("sockets")));
}

TEST_CASE("every page carries its number as n / m and the page count stays within the design",
          "[quote]") {
    for (const Rendered* r : {&english(), &german()}) {
        CHECK(r->pages >= 3);
        CHECK(r->pages <= 4);
        const QStringList pages = r->text.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        REQUIRE(pages.size() == r->pages);
        for (int i = 0; i < r->pages; ++i) {
            INFO("page " << i + 1);
            CHECK(pages[i].contains(QStringLiteral("%1 / %2").arg(i + 1).arg(r->pages)));
        }
    }
}

TEST_CASE("pinned builds add a comparison with each build's figures in the document's locale",
          "[quote][comparison]") {
    REQUIRE(pinned()[1].result.serverId == "8x-rtx-pro-6000-se");
    REQUIRE(pinned()[1].result.gpuCount == 8);
    const QLocale en(QLocale::English, QLocale::UnitedKingdom);
    const QLocale de(QLocale::German, QLocale::Germany);
    const Rendered& english = englishCompared();
    const Rendered& german = germanCompared();
    CHECK(contains(english, QStringLiteral("Comparison of builds")));
    CHECK(contains(german, QStringLiteral("Vergleich der Konfigurationen")));
    CHECK(contains(german, QStringLiteral("Server mit 4× H200 NVL")));
    CHECK(contains(german, QStringLiteral("Server mit 8× RTX PRO 6000")));
    CHECK_FALSE(contains(german, QStringLiteral("Comparison of builds")));
    for (const PinnedBuild& build : pinned()) {
        const SizingResult expected = evaluate(build.scenario, catalog());
        CHECK(contains(english, figure(expected.perGpu.headroom, en) + QStringLiteral(" GB")));
        CHECK(contains(german, figure(expected.perGpu.headroom, de) + QStringLiteral(" GB")));
        CHECK(contains(english, QStringLiteral("%1 h").arg(figure(expected.time.hours, en))));
        CHECK(contains(german, QStringLiteral("%1 h").arg(figure(expected.time.hours, de))));
        CHECK(contains(english, QString::fromStdString(expected.serverName)));
        // The German comparison names the built-in servers in German (catalogText).
        CHECK_FALSE(contains(german, QString::fromStdString(expected.serverName)));
    }
    // The comparison's row titles come from the comparison table, in the document language.
    CHECK(contains(english, QStringLiteral("Free per GPU")));
    CHECK(contains(english, QStringLiteral("Time for the dataset")));
    CHECK(contains(german, QStringLiteral("Frei pro GPU")));
    CHECK(contains(german, QStringLiteral("Laufzeit für den Datensatz")));
    CHECK_FALSE(contains(german, QStringLiteral("Free per GPU")));
    CHECK_FALSE(contains(german, QStringLiteral("on request")));
}

TEST_CASE("without pinned builds the quote has no comparison", "[quote][comparison]") {
    CHECK_FALSE(contains(english(), QStringLiteral("Comparison of builds")));
    CHECK_FALSE(contains(english(), QStringLiteral("Free per GPU")));
    CHECK_FALSE(contains(german(), QStringLiteral("Vergleich der Konfigurationen")));
}

TEST_CASE("the comparison adds at most one page and every page keeps its n / m",
          "[quote][comparison]") {
    for (const auto& [with, without] :
         {std::pair{&englishCompared(), &english()}, std::pair{&germanCompared(), &german()}}) {
        CHECK(with->pages >= without->pages);
        CHECK(with->pages <= without->pages + 1);
        CHECK(with->pages <= 5);
        const QStringList pages = with->text.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        REQUIRE(pages.size() == with->pages);
        for (int i = 0; i < with->pages; ++i)
            CHECK(pages[i].contains(QStringLiteral("%1 / %2").arg(i + 1).arg(with->pages)));
    }
}

TEST_CASE("Letter and A4 give their own page sizes", "[quote]") {
    CHECK(english().info.contains(QStringLiteral("(A4)")));
    const Rendered letter = render(options(QStringLiteral("en"), QPageSize::Letter));
    CHECK(letter.info.contains(QStringLiteral("612 x 792 pts (letter)")));
    // Letter is shorter than A4: the verdict's band paragraph and the calibration sources in the
    // assumptions take a fifth page there (A4 stays at four).
    CHECK(letter.pages >= 3);
    CHECK(letter.pages <= 5);
    CHECK(english().pages <= 4);
}

TEST_CASE("prices from the dialog give amounts, a discount, VAT and a total", "[quote]") {
    QuoteOptions o = options(QStringLiteral("en"));
    o.details.prices = {
        {"server", 30000}, {"gpu", 32000}, {"host_memory", 9000}, {"service", 1000}};
    o.details.discountPercent = 10;
    const Rendered r = render(o);
    // 30,000 + 4 x 32,000 + 9,000 + 1,000 = 168,000; less 10 % = 151,200; 19 % VAT (the
    // vendor's) 28,728; 179,928 in all.
    CHECK(contains(r, QStringLiteral("128,000.00 EUR")));
    for (const char* text :
         {"Subtotal, net", "168,000.00 EUR", "Discount 10 %", "−16,800.00 EUR", "Total, net",
          "151,200.00 EUR", "VAT 19 %", "28,728.00 EUR", "Total, including VAT", "179,928.00 EUR"})
        CHECK(contains(r, QString::fromUtf8(text)));
    CHECK_FALSE(contains(r, QStringLiteral("on request")));
}

TEST_CASE("three of four prices: the priced lines show their amounts, the sums are on request",
          "[quote]") {
    // issue 32: a total over some of the items ("Total 138,000") beside lines "on request" is
    // no total; while any line is on request, so are the sums.
    QuoteOptions o = options(QStringLiteral("de"));
    o.details.prices = {{"gpu", 32000}, {"host_memory", 9000}, {"service", 1000}};
    o.details.discountPercent = 5;
    const Rendered r = render(o);
    // The lines: 4 × 32,000 = 128,000; 9,000; 1,000.
    for (const char* text : {"128.000,00 EUR", "9.000,00 EUR", "1.000,00 EUR",
                             "Zwischensumme, netto", "Rabatt 5 %", "Summe netto", "MwSt. 19 %",
                             "Gesamtsumme inkl. MwSt."})
        CHECK(contains(r, QString::fromUtf8(text)));
    // The sums over those (138,000; 6,900; 131,100; 24,909; 156,009) are not printed.
    for (const char* text :
         {"138.000,00 EUR", "6.900,00 EUR", "131.100,00 EUR", "24.909,00 EUR", "156.009,00 EUR"})
        CHECK_FALSE(contains(r, QString::fromUtf8(text)));
    CHECK(r.text.count(QStringLiteral("auf Anfrage")) >= 6); // two lines' price and amount, sums
    CHECK(folded(r.text).contains(folded(QStringLiteral("2 Positionen „auf Anfrage“"))));
}

TEST_CASE("a cluster quote lists both servers, their cards and the network parts, in English "
          "and German",
          "[quote][cluster]") {
    // Two HGX H200 on eight 400G adapters each: 16 adapters, one QM9700, 16 links
    // (tests/test_pricing.cpp checks the same figures in the core).
    const Scenario s = test::referenceScenario(R"({"model": "llama-3.1-8b",
        "server": "8x-h200-sxm", "nodes": 2, "network": "cx7-ndr-400", "nics_per_server": 8,
        "sequence_length": 2048, "feed_amps": 32})");
    const SizingResult res = evaluate(s, catalog());
    REQUIRE(res.cluster.nics == 16);
    for (const char* language : {"en", "de"}) {
        CAPTURE(language);
        const bool english = QString::fromLatin1(language) == QLatin1String("en");
        QuoteOptions o = options(QString::fromLatin1(language));
        o.details.prices = {{"server", 100000}, {"gpu", 30000},  {"nic", 2500},
                            {"switch", 30000},  {"cable", 1200}, {"service", 4000}};
        o.details.vatPercent = 19;
        const Rendered r = render(o, s, res);
        const QString text = r.text.simplified();
        // 2 × 100,000; 16 × 30,000; 16 × 2,500; 1 × 30,000; 16 × 1,200; 4,000: 773,200 net,
        // 146,908 VAT, 920,108 in all.
        for (const char* figure :
             {"200,000.00 EUR", "480,000.00 EUR", "40,000.00 EUR", "19,200.00 EUR",
              "773,200.00 EUR", "146,908.00 EUR", "920,108.00 EUR"}) {
            QString f = QString::fromUtf8(figure);
            if (!english)
                f.replace(QLatin1Char(','), QLatin1Char('#'))
                    .replace(QLatin1Char('.'), QLatin1Char(','))
                    .replace(QLatin1Char('#'), QLatin1Char('.'));
            CHECK(contains(r, f));
        }
        CHECK(text.contains(english ? QStringLiteral("Network adapter NVIDIA ConnectX-7")
                                    : QStringLiteral("Netzwerkadapter NVIDIA ConnectX-7")));
        CHECK(text.contains(english ? QStringLiteral("Network switch NVIDIA Quantum-2 QM9700")
                                    : QStringLiteral("Netzwerk-Switch NVIDIA Quantum-2 QM9700")));
        CHECK(text.contains(english ? QStringLiteral("Network link 400G OSFP")
                                    : QStringLiteral("Kabelverbindung 400G-OSFP, Multimode")));
        // The document's subject names both servers, as its title does.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cluster.pdf"));
        QString error;
        REQUIRE(QuoteRenderer(catalog()).writePdf(path, s, res, o, &error));
        // (The server's name is the catalog's in the quote's language.)
        const QString gpu = QString::fromStdString(res.gpuName);
        CHECK(pdfInfo(path).contains(english
                                         ? QStringLiteral("2 servers with 8 × %1 each (").arg(gpu)
                                         : QStringLiteral("2 Server mit je 8 × %1 (").arg(gpu)));
        CHECK_FALSE(
            contains(r, english ? QStringLiteral("on request") : QStringLiteral("auf Anfrage")));
    }
}

TEST_CASE("a failed write leaves no partial file and a previous file untouched", "[quote]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QuoteRenderer renderer(catalog());
    const QuoteOptions o = options(QStringLiteral("en"));
    QString error;

    SECTION("the target is a directory") {
        const QString target = dir.filePath(QStringLiteral("quote.pdf"));
        REQUIRE(QDir().mkdir(target));
        CHECK_FALSE(renderer.writePdf(target, scenario(), result(), o, &error));
        CHECK(error.contains(QStringLiteral("directory")));
        CHECK(QFileInfo(target).isDir());
        CHECK(QDir(target).isEmpty());
        CHECK(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size() == 1);
    }
    SECTION("the folder does not exist") {
        const QString target = dir.filePath(QStringLiteral("missing/quote.pdf"));
        CHECK_FALSE(renderer.writePdf(target, scenario(), result(), o, &error));
        CHECK_FALSE(error.isEmpty());
        CHECK_FALSE(QFileInfo::exists(target));
        CHECK(QDir(dir.path()).isEmpty());
    }
    SECTION("a file stands where the folder should be, and the previous file stays") {
        const QString previous = dir.filePath(QStringLiteral("quote.pdf"));
        QFile file(previous);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("previous quote");
        file.close();
        CHECK_FALSE(renderer.writePdf(previous + QStringLiteral("/quote.pdf"), scenario(), result(),
                                      o, &error));
        CHECK_FALSE(error.isEmpty());
        REQUIRE(file.open(QIODevice::ReadOnly));
        CHECK(file.readAll() == "previous quote");
        CHECK(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size() == 1);
    }
    SECTION("a successful write replaces the previous file whole") {
        const QString previous = dir.filePath(QStringLiteral("quote.pdf"));
        QFile file(previous);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("previous quote");
        file.close();
        CHECK(renderer.writePdf(previous, scenario(), result(), o, &error));
        REQUIRE(file.open(QIODevice::ReadOnly));
        CHECK(file.read(5) == "%PDF-");
    }
}

TEST_CASE("the dialog proposes the next quote number and exports to the chosen file",
          "[quote][dialog]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    QSettings().clear();
    const QDate today = QDate::currentDate();
    CHECK(ui::Settings().proposedQuoteNumber(today) ==
          QStringLiteral("Q-%1-0001").arg(today.year()));

    ui::QuoteDialog dialog(catalog(), scenario(), result());
    CHECK(dialog.details().number == QStringLiteral("Q-%1-0001").arg(today.year()).toStdString());
    CHECK(dialog.details().validDays == 0);         // the vendor's
    CHECK(dialog.options().paper == QPageSize::A4); // the vendor's paper
    const QString path = dir.filePath(QStringLiteral("dialog.pdf"));
    dialog.setFilePath(path);
    dialog.setConfirmation([](const QString&) { return true; }); // the 16 A feed is exceeded
    REQUIRE(dialog.exportQuote());
    CHECK(QFileInfo(path).size() > 1000);
    CHECK(ui::Settings().proposedQuoteNumber(today) ==
          QStringLiteral("Q-%1-0002").arg(today.year()));
}

TEST_CASE("the dialog offers the pinned builds, checked, and leaves them out when unchecked",
          "[quote][dialog][comparison]") {
    ui::QuoteDialog dialog(catalog(), scenario(), result());
    auto* include = dialog.findChild<QCheckBox*>(QStringLiteral("includeComparison"));
    REQUIRE(include != nullptr);
    CHECK(include->isHidden());
    CHECK(dialog.options().comparison.empty());

    dialog.setComparison(pinned());
    CHECK_FALSE(include->isHidden());
    CHECK(include->isChecked());
    CHECK(include->text().contains(QStringLiteral("2 pinned builds")));
    REQUIRE(dialog.options().comparison.size() == 2);
    CHECK(dialog.options().comparison[1].result == pinned()[1].result);

    include->setChecked(false);
    CHECK(dialog.options().comparison.empty());
    dialog.setComparison({});
    CHECK(include->isHidden());
    CHECK(dialog.options().comparison.empty());
}

TEST_CASE("figures beyond a 64-bit integer print whole, never as -9,223,372,036,854,775,808",
          "[quote][issue13]") {
    // What an impossible input once produced: a conversion to qint64 that overflowed.
    SizingResult huge = result();
    huge.time.energyKwh = 1e20;
    huge.step.tokensPerS = 2e19;
    huge.power.overhead = std::numeric_limits<double>::infinity();
    huge.aggregateTflops = std::numeric_limits<double>::quiet_NaN();
    for (const char* language : {"en", "de"}) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.pdf"));
        QString error;
        REQUIRE(QuoteRenderer(catalog()).writePdf(path, scenario(), huge,
                                                  options(QString::fromLatin1(language)), &error));
        const QString text = run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        CAPTURE(language);
        CHECK_FALSE(text.contains(QStringLiteral("223,372,036,854,775,80")));
        CHECK_FALSE(text.contains(QStringLiteral("223.372.036.854.775.80")));
        const bool english = QLatin1String(language) == QLatin1String("en");
        CHECK(text.contains(english ? QStringLiteral("100,000,000,000,000,000,000 kWh")
                                    : QStringLiteral("100.000.000.000.000.000.000 kWh")));
        CHECK(text.contains(english ? QStringLiteral("20,000,000,000,000,000,000 tokens/s")
                                    : QStringLiteral("20.000.000.000.000.000.000 Tokens/s")));
        // Not a number: a dash, in the figures and the chart legends alike.
        CHECK(text.contains(QStringLiteral("— TFLOPS")));
        CHECK(text.contains(QStringLiteral("— kW")));
        CHECK_FALSE(text.contains(QRegularExpression(QStringLiteral("\\b(inf|nan)\\b"),
                                                     QRegularExpression::CaseInsensitiveOption)));
    }
}
// Issue 20: the quote says how many runs share the server, in the configuration and the verdict.
TEST_CASE("the quote of two runs side by side on eight H200 NVL names the runs", "[quote]") {
    Scenario two;
    two.server = "8x-h200-nvl";
    two.runsSideBySide = 2;
    // On the 400 V three-phase 16 A feed (8.87 kW): on 230 V 32 A (5.89 kW) the eight cards are
    // a no-go, and the quote says so first (issue 32).
    two.feedPhases = 3;
    two.feedAmps = 16;
    const SizingResult r = evaluate(two, catalog());
    REQUIRE(r.runsSideBySide == 2);
    REQUIRE(r.answer.answer == AnswerState::Go);
    const Rendered en = render(options(QStringLiteral("en")), two, r);
    const QLocale uk(QLocale::English, QLocale::UnitedKingdom);
    CHECK(contains(en, QStringLiteral("Runs side by side")));
    CHECK(contains(en, QStringLiteral("2 runs of 4 GPUs each")));
    CHECK(contains(en, QStringLiteral("2 runs side by side, each fits with %1 GB free per GPU")
                           .arg(figure(r.perGpu.headroom, uk))));
    // The charts' headings: each run's memory, the server's power and storage.
    CHECK(contains(en, QStringLiteral("Memory per GPU, each of 2 runs")));
    CHECK(contains(en, QStringLiteral("Power draw against feeds, all 2 runs")));
    CHECK(contains(en, QStringLiteral("Checkpoint storage for 2 runs")));
    CHECK(contains(en, QStringLiteral("Energy for all 2 runs")));
    const Rendered de = render(options(QStringLiteral("de")), two, r);
    const QLocale germany(QLocale::German, QLocale::Germany);
    CHECK(contains(de, QStringLiteral("Läufe nebeneinander")));
    CHECK(contains(de, QStringLiteral("2 Läufe mit je 4 GPUs")));
    CHECK(contains(de, QStringLiteral("Speicher pro GPU, jeder der 2 Läufe")));
    CHECK(contains(de, QStringLiteral("2 Läufe nebeneinander, jeder passt mit %1 GB frei pro GPU")
                           .arg(figure(r.perGpu.headroom, germany))));
    // One run says so too.
    CHECK(contains(english(), QStringLiteral("one run on all GPUs")));
}

TEST_CASE("a tight scenario's quote names the stack, the tight verdict with its band and the "
          "band's source",
          "[quote]") {
    const SizingResult& t = tightResult();
    REQUIRE(t.verdict == Verdict::Tight);
    const PerGpuMemory& m = t.perGpu;
    const Rendered& r = tightEnglish();
    const QLocale en(QLocale::English, QLocale::UnitedKingdom);
    // pdftotext may break the long verdict line; compare with whitespace folded.
    const QString text = r.text.simplified();
    CHECK(text.contains(QStringLiteral("Training stack torchtune")));
    CHECK(text.contains(QStringLiteral("Tight: %1 GB free per GPU").arg(figure(m.headroom, en))));
    CHECK(folded(text).contains(
        folded(QStringLiteral("model uncertainty −%1/+%2 GB")
                   .arg(figure(m.total - m.band.low, en), figure(m.band.high - m.total, en)))));
    CHECK(text.contains(QStringLiteral("allocated peak %1 GB (torch.cuda.max_memory_allocated)")
                            .arg(figure(m.allocatedPeak, en))));
    CHECK(text.contains(QStringLiteral("reserved peak %1 GB (torch.cuda.max_memory_reserved)")
                            .arg(figure(m.reservedPeak, en))));
    CHECK(text.contains(QStringLiteral("The configuration is tight")));
    // No internal regime code in a customer document (issue 32): the runs are named in words.
    for (const std::string& code : {t.bandBasis.regime, t.bandBasis.pool})
        if (!code.empty())
            CHECK_FALSE(text.contains(QString::fromStdString(code)));
    CHECK(text.contains(QStringLiteral("measured run")));
    CHECK(text.contains(QStringLiteral("widened where this run lies outside them, reaches %1 GB "
                                       "above the prediction")
                            .arg(figure(m.band.high - m.total, en))));
    // The band's source in the assumptions: the calibration table and each source's title.
    CHECK(text.contains(QStringLiteral("Uncertainty band of the memory verdict")));
    CHECK(text.contains(QStringLiteral("Calibration table (catalog/calibration")));
    for (const CalibrationSource& c : catalog().calibration) {
        INFO(c.id);
        CHECK(folded(text).contains(folded(QString::fromStdString(c.title))));
    }
    // Of the stacks' assumptions only the scenario's own is printed.
    CHECK(text.contains(QStringLiteral("Training stack torchtune: pure BF16")));
    CHECK_FALSE(text.contains(QStringLiteral("Training stack LitGPT:")));
    CHECK_FALSE(english().text.contains(QStringLiteral("Training stack LitGPT:")));
    // The default quote has no stack.
    CHECK(english().text.simplified().contains(
        QStringLiteral("Training stack none (Headroom's defaults)")));
}

TEST_CASE("the German tight quote says knapp with the band and no English verdict words",
          "[quote]") {
    const SizingResult& t = tightResult();
    const PerGpuMemory& m = t.perGpu;
    const QString text = tightGerman().text.simplified();
    const QLocale de(QLocale::German, QLocale::Germany);
    CHECK(text.contains(QStringLiteral("Trainingsumgebung torchtune")));
    CHECK(text.contains(QStringLiteral("Knapp: %1 GB frei pro GPU").arg(figure(m.headroom, de))));
    CHECK(folded(text).contains(
        folded(QStringLiteral("Modellunsicherheit −%1/+%2 GB")
                   .arg(figure(m.total - m.band.low, de), figure(m.band.high - m.total, de)))));
    CHECK(text.contains(QStringLiteral("Unsicherheitsband des Speicherurteils")));
    CHECK(text.contains(QStringLiteral("Die Konfiguration ist knapp")));
    for (const char* english : {"Tight", "model uncertainty", "measured runs", "Training stack",
                                "allocated peak", "The configuration is tight"}) {
        INFO(english);
        CHECK_FALSE(text.contains(QString::fromLatin1(english)));
    }
}

TEST_CASE("the quote prints DeepSpeed's settings where the run is DeepSpeed's", "[quote]") {
    // ZeRO-2 fills the reduce bucket and fetches no parameters: stage3_* stay out. An
    // optimizer-only offload under full sharding runs as ZeRO-3 (scenario.h shardingImplOf):
    // all four, and the warning that says so.
    // The setting's name, after "DeepSpeed ZeRO-3: " (the label wraps there in its cell).
    const auto printed = [](const Rendered& r, const char* id) {
        for (const Assumption& a : catalog().assumptions.all)
            if (a.id == id)
                return contains(r, QString::fromStdString(a.label).section(QStringLiteral(": "), 1));
        FAIL("no assumption " << id);
        return false;
    };
    Scenario zero2 = headroom::test::referenceScenario(R"({"sharding": "zero2"})");
    const Rendered z = render(options(QStringLiteral("en")), zero2, evaluate(zero2, catalog()));
    CHECK(printed(z, "zero_reduce_bucket_elements"));
    CHECK_FALSE(printed(z, "zero_prefetch_bucket_elements"));
    CHECK_FALSE(printed(z, "zero_max_live_parameters"));
    Scenario offload = headroom::test::referenceScenario(R"({"sharding": "full", "offload": "optimizer"})");
    REQUIRE(offload.shardingImpl == ShardingImpl::Fsdp);
    const Rendered o = render(options(QStringLiteral("en")), offload, evaluate(offload, catalog()));
    for (const char* id : {"zero_reduce_bucket_elements", "zero_prefetch_bucket_elements",
                           "zero_max_live_parameters", "zero_param_persistence_threshold"})
        CHECK(printed(o, id));
    CHECK(contains(o, QStringLiteral("sized as DeepSpeed ZeRO-3")));
    // The run's own DeepSpeed file gives the reduce bucket: the configuration table prints its
    // value, and the catalog's assumption, which it replaces, is left out.
    Scenario own = zero2;
    own.shardingImpl = ShardingImpl::DeepSpeed;
    own.deepSpeed.reduceBucket = {ZeroSize::Kind::Elements, 2e8};
    own.deepSpeed.overlapComm = false;
    const Rendered f = render(options(QStringLiteral("en")), own, evaluate(own, catalog()));
    CHECK(folded(f.text).contains(QStringLiteral("Therun'sDeepSpeedfile")));
    CHECK(folded(f.text).contains(QStringLiteral("reduce_bucket_size200,000,000,overlap_commoff")));
    // (The assumption's source, as the quote prints it beside its label.)
    const QString source = QStringLiteral("DeepSpeedZeroConfig.reduce_bucket_sizedefault5e8");
    CHECK(folded(z.text).contains(source));
    CHECK_FALSE(folded(f.text).contains(source));
    own.deepSpeed.reduceBucket.kind = ZeroSize::Kind::Auto;
    const Rendered g = render(options(QStringLiteral("de")), own, evaluate(own, catalog()));
    CHECK(folded(g.text).contains(QStringLiteral("DeepSpeedDateidesLaufs")));
    // "auto" with what it sized: DeepSpeed's default on this stackless run, where accelerate
    // does not fill it (the Trainer's stacks take h², statebytes.h zeroSizes).
    CHECK(folded(g.text).contains(QStringLiteral("reduce_bucket_sizeauto=500.000.000")));
    own.stack = "hf-trainer";
    const int h = headroom::test::catalogModel(own.model.c_str()).hidden;
    const Rendered t = render(options(QStringLiteral("en")), own, evaluate(own, catalog()));
    CHECK(folded(t.text).contains(QStringLiteral("reduce_bucket_sizeauto=") +
                                  QLocale(QLocale::English).toString(double(h) * h, 'f', 0)));
}

TEST_CASE("the quote prints Megatron-LM's optimizer dtypes where its precision-aware "
          "optimizer runs",
          "[quote][megatron]") {
    Scenario s = headroom::test::referenceScenario(R"({"model": "llama-3.1-8b",
        "server": "8x-h100-sxm", "method": "full", "sharding": "zero1", "state_bytes": "zero",
        "train_vision": false, "fused_cross_entropy": false,
        "plan": {"dp": 4, "tp": 2, "sequence_parallel": true},
        "megatron": {"use_precision_aware_optimizer": true, "main_grads_dtype": "bf16",
                     "exp_avg_dtype": "bf16", "exp_avg_sq_dtype": "bf16"}})");
    const SizingResult r = evaluate(s, catalog());
    const Rendered en = render(options(QStringLiteral("en")), s, r);
    CHECK(says(en, QStringLiteral("Megatron-LM optimizer states")));
    CHECK(says(en, QStringLiteral("main_grads bf16, main_params fp32 as 16-bit remainders of the "
                                  "BF16 weights, exp_avg bf16, exp_avg_sq bf16")));
    CHECK(says(en, QStringLiteral("Adam, precision-aware (Transformer Engine FusedAdam)")));
    const Rendered de = render(options(QStringLiteral("de")), s, r);
    CHECK(says(de, QStringLiteral("Optimiererzustände (Megatron-LM)")));
    CHECK(says(de, QStringLiteral("fp32 als 16-Bit-Reste der BF16-Gewichte")));
    // Split by Megatron's DDP without the distributed optimizer the section is not sized: no
    // line, and the warning says why.
    s.sharding = Sharding::None;
    const Rendered ddp = render(options(QStringLiteral("en")), s, evaluate(s, catalog()));
    CHECK_FALSE(says(ddp, QStringLiteral("Megatron-LM optimizer states")));
    CHECK(says(ddp, QStringLiteral("The megatron section is not sized")));
}

TEST_CASE("the quote names torchtitan's selective checkpointing where the run uses it",
          "[quote][selectiveac]") {
    Scenario s = headroom::test::referenceScenario(R"({"model": "llama-3.1-8b",
        "train_vision": false, "fused_cross_entropy": false,
        "checkpointing_policy": "selective-op"})");
    const SizingResult r = evaluate(s, catalog());
    // The configuration, the method notes (what a layer keeps, what is recomputed) and the
    // band's widening for a policy no calibration run used.
    const Rendered en = render(options(QStringLiteral("en")), s, r);
    CHECK(says(en, QStringLiteral("selective per operation (torchtitan)")));
    CHECK(says(en, QStringLiteral("the outputs of every other matmul and of the attention "
                                  "kernel")));
    CHECK(says(en, QStringLiteral("recomputes (wk, wo and w3 of each layer)")));
    CHECK_FALSE(says(en, QStringLiteral("8 · P with recomputation")));
    CHECK(says(en, QStringLiteral("torchtitan's selective per-op checkpointing where none")));
    const Rendered de = render(options(QStringLiteral("de")), s, r);
    CHECK(says(de, QStringLiteral("selektives Checkpointing je Operation (torchtitan)")));
    CHECK(says(de, QStringLiteral("jeder zweiten Matrixmultiplikation")));
    CHECK(says(de, QStringLiteral("(wk, wo und w3 jeder Schicht)")));
    CHECK(says(de, QStringLiteral("torchtitans selektives Checkpointing je Operation, wo")));
    s.checkpointPolicy = CheckpointPolicy::Full;
    const Rendered full = render(options(QStringLiteral("en")), s, evaluate(s, catalog()));
    CHECK_FALSE(says(full, QStringLiteral("selective per operation")));
    CHECK_FALSE(says(full, QStringLiteral("every other matmul")));
    CHECK(says(full, QStringLiteral("8 · P with recomputation")));
}
