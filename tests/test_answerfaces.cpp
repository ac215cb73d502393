// One answer on every face (issue 32): the table of tests/answertable.h through the window's
// verdict line, Compare's verdict row (the quote's comparison page prints the same cells), What
// fits' cell, the quote (its refusal and its cover) and the sheet's module. The core's own
// faces (`evaluate` text and JSON, `recommend`, `export-recipe`) are in test_answer.cpp.
#include "answertable.h"
#include "common/messagetext.h"
#include "compare/comparisonmodel.h"
#include "compare/whatfitsmodel.h"
#include "quote/quoterenderer.h"
#include "quotetext.h"
#include "sizing.h"
#include "support.h"
#include "verdictanswer.h"
#include "wasmrunner.h"
#include "whatfits.h"
#include "window/resulttext.h"

#include <catch2/catch.hpp>

#include <iostream>

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <nlohmann/json.hpp>

using namespace headroom;
using test::catalog;
using test::rowScenario;

namespace {

/// What Compare's verdict row must say for the answer.
QString expectedWord(const VerdictAnswer& a) {
    return a.answer == AnswerState::Go      ? QStringLiteral("Fits")
           : a.answer == AnswerState::Tight ? QStringLiteral("Tight")
           : a.state == VerdictState::DoesNotFit     ? QStringLiteral("Does not fit")
           : a.state == VerdictState::PowerExceeded  ? QStringLiteral("Exceeds the planned feed")
           : a.state == VerdictState::EngineNoRoom   ? QStringLiteral("No room for the rollout engine")
           : a.state == VerdictState::ServingShort   ? QStringLiteral("Serving falls short")
                                                     : QStringLiteral("Plan refused");
}

} // namespace

TEST_CASE("every face renders the core's answer for every build of the table",
          "[quote][answer]") {
    const QLocale en(QLocale::English, QLocale::UnitedKingdom);
    const QLocale de(QLocale::German, QLocale::Germany);
    for (const test::AnswerRow& row : test::answerRows()) {
        INFO(row.name);
        const Scenario s = rowScenario(row);
        const SizingResult r = evaluate(s, catalog());
        const VerdictAnswer& a = r.answer;
        REQUIRE(a.answer == row.state);
        const bool blockedByMore = a.answer == AnswerState::NoGo &&
                                   a.state != VerdictState::DoesNotFit;

        // The window's verdict line: what blocks first, in both languages; "Fits" only for go.
        for (const QLocale& locale : {en, de}) {
            const QString line = ui::ResultText::verdict(r, locale);
            INFO(line.toStdString());
            if (blockedByMore)
                CHECK(line.startsWith(ui::MessageText::headline(a, locale)));
            // (This program installs no window translator: the line's own words stay English,
            // the headline comes from the message table in the locale's language.)
            CHECK(line.startsWith(QStringLiteral("Fits:")) == (a.answer == AnswerState::Go));
            if (a.answer == AnswerState::NoGo)
                CHECK_FALSE(line.startsWith(QStringLiteral("Passt:")));
        }

        // Compare's verdict row (and the quote's comparison page, which prints its cells).
        const ui::PinnedBuild pin{QStringLiteral("Build 1"), s, r};
        CHECK(ui::ComparisonModel::cellText(pin, ui::ComparisonModel::Verdict, catalog(), en) ==
              expectedWord(a));

        // What fits: this GPU type and count, coloured by the answer.
        if (row.gpuCount == 0) {
            ui::WhatFitsModel model(catalog());
            model.setTable(whatFits(s, catalog()), en);
            bool found = false;
            for (int i = 0; i < model.rowCount(); ++i)
                for (int j = 0; j < model.columnCount(); ++j) {
                    const WhatFitsCell* c = model.cell(model.index(i, j));
                    if (!c || c->gpu != r.gpuId || c->cards != r.gpuCount ||
                        c->server != r.serverId)
                        continue;
                    found = true;
                    CHECK(c->answer == a);
                    const QColor colour =
                        model.data(model.index(i, j), Qt::BackgroundRole).value<QBrush>().color();
                    CHECK(colour == (a.answer == AnswerState::Go      ? QColor(0xd4, 0xed, 0xda)
                                     : a.answer == AnswerState::Tight ? QColor(0xff, 0xec, 0xb3)
                                                                      : QColor(0xf8, 0xd7, 0xda)));
                    const QString text = model.data(model.index(i, j)).toString();
                    CHECK(text.startsWith(QStringLiteral("no")) ==
                          (a.answer == AnswerState::NoGo));
                }
            CHECK(found);
        }

        // The quote: a no_go build is refused (its headline first), any other is not.
        const std::vector<Warning> concerns = ui::quoteConcerns(r);
        CHECK(concerns.empty() == (a.answer != AnswerState::NoGo));
        if (!concerns.empty())
            CHECK(concerns.front().code == a.headlineCode);
    }
}

TEST_CASE("the quote's cover says what blocks first and is never green beside it",
          "[quote][answer]") {
    // Three rows through the PDF (each render takes a while): fits, feed exceeded, RL engine.
    for (const char* name :
         {"fits", "feed exceeded (8× RTX PRO 6000)", "RL engine without room, LoRA GRPO on 4× H200 "
                                                     "NVL"}) {
        INFO(name);
        const test::AnswerRow* row = nullptr;
        for (const test::AnswerRow& r : test::answerRows())
            if (std::string(r.name) == name)
                row = &r;
        REQUIRE(row);
        const Scenario s = rowScenario(*row);
        const SizingResult r = evaluate(s, catalog());
        const QString text = test::quoteText(s, QStringLiteral("en"), "Q-32");
        INFO(text.left(600).toStdString());
        if (row->state == AnswerState::Go) {
            CHECK_FALSE(text.contains(QStringLiteral("Not a binding offer")));
            CHECK(text.contains(QStringLiteral("Fits: ")));
        } else {
            // The box above the letterhead, then the cover's verdict: the headline, no "Fits:".
            const QString headline =
                ui::MessageText::headline(r.answer, QLocale(QLocale::English)).simplified();
            CHECK(text.indexOf(QStringLiteral("Not a binding offer")) == 0);
            CHECK(text.count(headline) >= 2);
            CHECK_FALSE(text.contains(QStringLiteral("Fits: ")));
        }
    }
}

TEST_CASE("the sheet's module answers as the native core", "[quote][answer][wasm]") {
    if (test::wasmModulePath().empty()) {
        std::cout << test::kWasmSkipped << "\n";
        return;
    }
    std::vector<test::WasmCase> cases;
    std::vector<const test::AnswerRow*> rows;
    for (const test::AnswerRow& row : test::answerRows()) {
        if (row.gpuCount > 0)
            continue; // the sheet loads scenario files, which refuse such a plan
        nlohmann::json doc = nlohmann::json::parse(R"({"model": "qwen3.8-27b", "train_vision": true})");
        doc.merge_patch(nlohmann::json::parse(row.overrides));
        cases.push_back({doc.dump(), "s.json", 0});
        rows.push_back(&row);
    }
    const std::vector<nlohmann::json> answers =
        test::evaluateInWasm(cases, {catalogTextsToJson(readCatalogTexts(catalog())).dump()});
    REQUIRE(answers.size() == rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        INFO(rows[i]->name);
        CHECK(answers[i]["answer"]["state"] == toString(rows[i]->state));
        const std::string first = rows[i]->firstBlocker;
        if (!first.empty())
            CHECK(answers[i]["answer"]["blockers"][0] == first);
    }
}

TEST_CASE("the quote's configuration table names the states that are in the figures",
          "[quote]") {
    // issue 32: "ZeRO paper, 16 B per parameter" beside 8-bit AdamW, whose states are ~10 B.
    const Scenario s = test::referenceScenario(
        R"({"server": "4x-rtx-pro-6000-se", "optimizer": "adamw-8bit"})");
    const SizingResult r = evaluate(s, catalog());
    const QString text = test::quoteText(s, QStringLiteral("en"), "Q-32-S");
    const QLocale en(QLocale::English, QLocale::UnitedKingdom);
    auto gb = [&](double v) { return en.toString(v, 'f', 1) + QStringLiteral(" GB"); };
    // (A table cell may wrap: the parts are checked one by one.)
    CHECK(text.contains(QStringLiteral("Model states per GPU")));
    CHECK(text.contains(QStringLiteral("%1: weights %2").arg(gb(r.perGpu.states),
                                                             gb(r.perGpu.weights))));
    CHECK(text.contains(QStringLiteral("optimizer states")));
    CHECK(text.contains(gb(r.perGpu.optimizer)));
    CHECK_FALSE(text.contains(QStringLiteral("16 B per parameter")));
    CHECK_FALSE(text.contains(QString::fromStdString(r.bandBasis.regime)));
}

TEST_CASE("Compare's price is the quote's: every server of a cluster, the network, before VAT",
          "[quote][answer][pricing]") {
    // Two HGX H200 on 400G InfiniBand at the quote's own prices (tests/test_pricing.cpp prices
    // the same cluster line by line): 2 × 100,000 + 16 × 30,000 + 16 × 2,500 + 30,000 +
    // 16 × 1,200 + 4,000 service = 773,200 net; VAT (19 %) is not part of the purchase.
    // Compare priced one chassis and eight cards at the catalog's prices, whatever the quote said.
    const std::string base = R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm", "nodes": 2,
        "network": "cx7-ndr-400", "nics_per_server": 8, "sequence_length": 2048, "quote": )";
    const QLocale en(QLocale::English, QLocale::UnitedKingdom);
    const auto priceCell = [&](const std::string& quote) {
        auto parsed = parseScenario(nlohmann::json::parse(base + quote + "}"), "inline.json",
                                    catalog());
        if (!parsed)
            FAIL(parsed.error().toString());
        const Scenario s = parsed.value();
        const ui::PinnedBuild pin{QStringLiteral("Build 1"), s, evaluate(s, catalog())};
        REQUIRE(pin.result.nodes == 2);
        return ui::ComparisonModel::cellText(pin, ui::ComparisonModel::Price, catalog(), en);
    };
    const QString eur = QString::fromStdString(catalog().vendor.currency);
    CHECK(priceCell(R"({"prices": {"server": 100000, "gpu": 30000, "nic": 2500, "switch": 30000,
        "cable": 1200, "service": 4000}, "vat_percent": 19})") ==
          en.toCurrencyString(773200.0, eur, 0));
    // Without prices for the network and the service: the two servers and their cards
    // (680,000), the four parts still open counted beside it.
    const QString open = priceCell(R"({"prices": {"server": 100000, "gpu": 30000}})");
    CHECK(open.startsWith(en.toCurrencyString(680000.0, eur, 0) + QLatin1Char('\n')));
    CHECK(open.contains(QStringLiteral("+ 4 item")));
    // The cards without a price: no purchase to show.
    CHECK(priceCell(R"({"prices": {"server": 100000}})") == QStringLiteral("on request"));
}
