#pragma once
// Lays out and paints the quote pages: letterhead, configuration, line items, charts, verdict,
// assumptions and terms. Runs twice, first to count the pages, then to paint with "n / m".
#include "catalog.h"
#include "pricing.h"
#include "quote/quoterenderer.h"
#include "scenario.h"
#include "sizingresult.h"

#include <QFont>
#include <QLocale>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <utility>
#include <vector>

class QChart;
class QPainter;
class QPagedPaintDevice;
class QTranslator;

namespace headroom::ui {

class QuoteDocument {
public:
    /// A vendor locale (vendor.json "locale") and its country's English name, translated in
    /// this class's context: one table for the vendor dialog and the letterhead.
    struct VendorCountry {
        const char* tag;
        const char* name;
    };
    static const std::vector<VendorCountry>& vendorCountries();
    /// `translator` holds the document language's strings (nullptr: the English source text).
    QuoteDocument(const Catalog& catalog, const Scenario& scenario, const SizingResult& result,
                  const QuoteOptions& options, const QTranslator* translator);

    /// Paints every page onto `device` (already sized); returns the page count.
    int paint(QPagedPaintDevice* device, QPainter* painter);

    /// The PDF's title, subject and keywords properties.
    QString title() const;
    QString subject() const;
    QString keywords() const;

    /// The document's strings: looked up in the document translator, not the application's.
    QString tr(const char* source, const char* disambiguation = nullptr, int n = -1) const;

private:
    struct Cell {
        QString text;
        bool bold = false;
        Qt::Alignment align = Qt::AlignLeft;
    };
    using Row = std::vector<Cell>;
    /// Which columns of a table are labels, set in the muted colour.
    enum class Labels { None, FirstColumn, EvenColumns };

    void layout();
    void newPage();
    void ensureSpace(double height);
    void paintHeaderFooter();
    /// A build that does not fit or exceeds its feed: said in the first lines of the quote.
    void concerns();
    void letterhead();
    void addressBlock();
    /// The line under the title: model, run, cards and GPU, servers or runs side by side.
    QString quoteSubtitle() const;
    void verdictBox();
    void configurationTable();
    /// The configuration table's label/value pairs, in the table's order.
    using ConfigurationItems = std::vector<std::pair<QString, QString>>;
    void methodItems(ConfigurationItems& items);
    QString deepSpeedText(const Scenario& s) const;
    QString megatronText(const Scenario& s) const;
    void buildItems(ConfigurationItems& items);
    void workloadItems(ConfigurationItems& items);
    void lineItems();
    void notes();
    void charts();
    void comparison();
    /// Horizontal bars, one per pinned build, with the cell text of `row` as the value.
    void comparisonBars(const QRectF& cell, const QString& title, int row,
                        const std::vector<double>& values, const QColor& positive,
                        const QColor& negative);
    void warnings();
    /// "Serving the tuned model" (quotedocument_serving.cpp): only when the scenario asks.
    void servingSection();
    /// The serving section's first paragraph: the users served, or why not.
    QString servingSummary(const ServingResult& v, const QString& context) const;
    /// The serving section's table: engine, formats, memory, cache, rate, power.
    std::vector<Row> servingRows(const ServingResult& v, const QString& context) const;
    /// The serving engine and the settings it runs with, one line.
    QString servingEngine(const ServingEngineSettings& engine) const;
    void rlSection();
    /// "Own or rent" (quotedocument_costs.cpp): a page of its own, only when the scenario has a
    /// `costs` section.
    void costsSection();
    QString costsAnswer(const CostsResult& costs) const;
    QString costsMoney(double value, const CostsResult& costs, int decimals) const;
    std::vector<Row> costsRows(const CostsResult& costs) const;
    /// The run's method: "GRPO on LoRA" for a preference or RL run, else the method's name.
    QString runName() const;
    QString phaseName(const std::string& phase) const;
    QString servingContext(std::int64_t tokens) const;
    void assumptions();
    void methodNotes();
    void terms();

    void heading(const QString& text, double keepWithNext);
    void paragraph(const QString& text, const QFont& font, double width = -1);
    double paragraphHeight(const QString& text, const QFont& font, double width) const;
    /// `text` as the page shows it: control characters escaped by the one sanitiser
    /// (escapeControls, line breaks kept), and a word wider than `width` may break between its
    /// characters (U+200B): drawn with Qt::TextWordWrap it wraps and is never cut at the margin.
    QString breakable(const QString& text, const QFont& font, double width) const;
    /// Draws `text` in `box` with `font` through breakable(), wrapped (the caller sets the pen).
    void drawWrapped(const QRectF& box, int flags, const QString& text, const QFont& font);
    /// A one-line text from a file (a name, a number, a phone): control characters, line
    /// breaks included, escaped so that it cannot start a line of its own in the document.
    static QString field(const std::string& text);
    /// A paragraph longer than a page, line by line over the pages it needs.
    void paragraphOverPages(QString text, const QFont& font, double width);
    /// Rows with wrapped cells; `widths` are fractions of the content width. The header row
    /// repeats on each new page.
    void table(const Row& header, const std::vector<Row>& rows, const std::vector<double>& widths,
               const QFont& font, bool zebra = true, Labels labels = Labels::None);
    double rowHeight(const Row& row, const std::vector<double>& widths, const QFont& font) const;
    double tableHeight(const Row& header, const std::vector<Row>& rows,
                       const std::vector<double>& widths, const QFont& font) const;
    void paintChart(QChart* chart, const QRectF& target);
    /// Paints chart `index` into `cell` and its figures into `side`; returns the height used.
    double chartCell(int index, const QRectF& cell, const QRectF& side);
    /// A chart's label and value lines beside it.
    using Figures = std::vector<std::pair<QString, QString>>;
    /// Chart `index`'s title (runs side by side named).
    QString chartTitle(int index) const;
    Figures memoryFigures() const;
    Figures stepFigures() const;
    Figures powerFigures() const;
    Figures storageFigures() const;
    /// Paints `figures` one per line, zebra-striped, into `side`; returns the bottom.
    double figureList(const Figures& figures, const QRectF& side);

    // Units and formatting.
    double pt(double points) const { return points * m_unit; }
    QString num(double value, int decimals) const;
    QString gb(double value, int decimals = 1) const;
    /// The step's link ("NVLink + network", core/performance/steptiming.cpp) in the document
    /// language.
    QString linkName(const std::string& link) const;
    QString money(double value) const;
    QString onOff(bool on) const;
    QString methodName(Method method) const;
    QString shardingName(Sharding sharding) const;
    QString dateText(const QDate& date) const;
    QString assumptionValue(const Assumption& a) const;
    /// A line item's description (server, GPUs, memory, storage, network, service).
    QString lineItemText(const LineItem& item) const;

    const Catalog& m_catalog;
    const Scenario& m_scenario;
    const SizingResult& m_result;
    const QuoteOptions& m_options;
    const QTranslator* m_translator;
    QLocale m_locale;
    QDate m_date;
    int m_validityDays = 30;
    Pricing m_pricing;

    QPagedPaintDevice* m_device = nullptr;
    QPainter* m_painter = nullptr;
    bool m_dry = true; ///< measuring pass: nothing is painted
    int m_page = 1;
    int m_pageCount = 1;
    double m_unit = 1; ///< device units per point
    QRectF m_content;  ///< the printable area inside the margins, device units
    double m_y = 0;

    QFont m_body, m_small, m_tiny, m_bold, m_h1, m_h2, m_vendor;
};

} // namespace headroom::ui
