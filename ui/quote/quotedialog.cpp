#include "quote/quotedialog.h"

#include "common/messagetext.h"
#include "common/outputfile.h"
#include "common/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace headroom::ui {

QuoteDialog::QuoteDialog(const Catalog& catalog, const Scenario& scenario,
                         const SizingResult& result, QWidget* parent)
    : QDialog(parent), m_catalog(catalog), m_scenario(scenario), m_result(result),
      m_initial(scenario.quote) {
    setWindowTitle(tr("Export Quote"));
    // The sections in the order they were always made (the tab order follows it).
    QGroupBox* customerBox = createCustomerBox();
    QGroupBox* quoteBox = createQuoteBox();
    QGroupBox* priceGroup = createPriceBox();
    QPushButton* browseButton = nullptr;
    QGroupBox* fileBox = createFileBox(browseButton);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));

    auto* columns = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(customerBox);
    left->addWidget(quoteBox);
    left->addStretch(1);
    auto* right = new QVBoxLayout;
    right->addWidget(priceGroup);
    right->addStretch(1);
    columns->addLayout(left);
    columns->addLayout(right);
    auto* main = new QVBoxLayout(this);
    main->addLayout(columns);
    main->addWidget(fileBox);
    main->addWidget(buttons);

    m_confirm = [this](const QString& question) {
        return QMessageBox::warning(this, tr("Export Quote"), question,
                                    QMessageBox::Yes | QMessageBox::Cancel,
                                    QMessageBox::Cancel) == QMessageBox::Yes;
    };
    connect(browseButton, &QPushButton::clicked, this, &QuoteDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &QuoteDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QuoteDialog::reject);
    connect(m_quoteNumber, &QLineEdit::textChanged, this, &QuoteDialog::proposeFileName);
    connect(m_language, &QComboBox::currentIndexChanged, this, &QuoteDialog::proposeFileName);
    connect(m_file, &QLineEdit::textEdited, this, [this] { m_fileEdited = true; });
    proposeFileName();
}

QGroupBox* QuoteDialog::createCustomerBox() {
    const QuoteDetails& q = m_initial;
    m_customer = new QLineEdit(QString::fromStdString(q.customer), this);
    m_customer->setObjectName(QStringLiteral("customer"));
    m_contact = new QLineEdit(QString::fromStdString(q.contact), this);
    m_contact->setObjectName(QStringLiteral("contact"));
    m_address = new QPlainTextEdit(QString::fromStdString(q.address), this);
    m_address->setObjectName(QStringLiteral("address"));
    m_address->setTabChangesFocus(true);
    m_address->setMaximumHeight(70);
    auto* customerBox = new QGroupBox(tr("Customer"), this);
    auto* customerForm = new QFormLayout(customerBox);
    customerForm->addRow(tr("C&ompany:"), m_customer);
    customerForm->addRow(tr("&Contact:"), m_contact);
    customerForm->addRow(tr("A&ddress:"), m_address);
    return customerBox;
}

QGroupBox* QuoteDialog::createQuoteBox() {
    const QuoteDetails& q = m_initial;
    const Vendor& vendor = m_catalog.vendor;
    const QDate today = QDate::currentDate();
    m_quoteNumber = new QLineEdit(q.number.empty() ? Settings().proposedQuoteNumber(today)
                                                   : QString::fromStdString(q.number),
                                  this);
    m_quoteNumber->setObjectName(QStringLiteral("number"));
    // The date as the vendor's country writes it (vendor.json `locale`), whatever the system's.
    const QLocale vendorLocale(QString::fromStdString(vendor.locale));
    m_date = new QDateEdit(today, this);
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(
        vendorLocale.dateFormat(QLocale::ShortFormat)
            .replace(QRegularExpression(QStringLiteral("\\byy\\b")), QStringLiteral("yyyy")));
    m_validity = new QSpinBox(this);
    m_validity->setRange(1, 3650);
    m_validity->setValue(q.validDays > 0 ? q.validDays : vendor.validityDays);
    m_validity->setSuffix(tr(" days"));
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("English"), QStringLiteral("en"));
    m_language->addItem(tr("German"), QStringLiteral("de"));
    m_language->addItem(tr("English and German (two files)"), QStringLiteral("en,de"));
    QStringList chosen;
    for (const std::string& l : q.languages)
        chosen << QString::fromStdString(l);
    const int language = m_language->findData(chosen.join(QLatin1Char(',')));
    m_language->setCurrentIndex(language >= 0                             ? language
                                : QLocale().language() == QLocale::German ? 1
                                                                          : 0);
    m_paper = new QComboBox(this);
    m_paper->addItem(tr("A4"), QStringLiteral("a4"));
    m_paper->addItem(tr("US Letter"), QStringLiteral("letter"));
    // The vendor's paper unless the quote chose one (vendor.json `paper`).
    m_paper->setCurrentIndex((q.paper.empty() ? vendor.paper : q.paper) == "letter" ? 1 : 0);
    auto* quoteBox = new QGroupBox(tr("Quote"), this);
    auto* quoteForm = new QFormLayout(quoteBox);
    quoteForm->addRow(tr("&Quote number:"), m_quoteNumber);
    quoteForm->addRow(tr("Da&te:"), m_date);
    quoteForm->addRow(tr("&Valid for:"), m_validity);
    quoteForm->addRow(tr("&Language:"), m_language);
    quoteForm->addRow(tr("&Paper:"), m_paper);
    m_includeComparison = new QCheckBox(this);
    m_includeComparison->setObjectName(QStringLiteral("includeComparison"));
    m_includeComparison->setVisible(false);
    quoteForm->addRow(m_includeComparison);
    return quoteBox;
}

QGroupBox* QuoteDialog::createPriceBox() {
    const QuoteDetails& q = m_initial;
    const Vendor& vendor = m_catalog.vendor;
    const Catalog& catalog = m_catalog;
    const SizingResult& result = m_result;
    const ServerSpec* server = catalog.findServer(result.serverId);
    const GpuSpec* gpu = catalog.findGpu(result.gpuId);
    const QString currency =
        QString::fromStdString(q.currency.empty() ? vendor.currency : q.currency);
    // Prices: the quote's own, else the catalog's (shown, so that they can be changed).
    const bool catalogPrices = q.currency.empty() || q.currency == vendor.currency;
    auto initial = [&](const char* id, std::optional<double> fromCatalog) {
        if (auto it = q.prices.find(id); it != q.prices.end())
            return std::optional<double>(it->second);
        return catalogPrices ? fromCatalog : std::nullopt;
    };
    m_prices["server"] = priceBox(initial("server", server ? server->price : std::nullopt));
    m_prices["gpu"] = priceBox(initial("gpu", gpu ? gpu->price : std::nullopt));
    m_prices["host_memory"] = priceBox(initial("host_memory", std::nullopt));
    m_prices["storage"] = priceBox(initial("storage", std::nullopt));
    // A cluster's network parts (catalog/networks.json prices, where given).
    const ClusterInfo& cl = result.cluster;
    const bool cluster = result.nodes > 1 && cl.nics > 0;
    if (cluster) {
        const NicSpec* nic = catalog.findNic(cl.network);
        const SwitchSpec* sw = catalog.findSwitch(cl.switchId);
        const CableSpec* cable = catalog.findCable(cl.cable);
        m_prices["nic"] = priceBox(initial("nic", nic ? nic->price : std::nullopt));
        m_prices["switch"] = priceBox(initial("switch", sw ? sw->price : std::nullopt));
        m_prices["cable"] = priceBox(initial("cable", cable ? cable->price : std::nullopt));
    }
    m_prices["service"] = priceBox(
        initial("service", vendor.servicePrice > 0 ? std::optional<double>(vendor.servicePrice)
                                                   : std::nullopt));
    for (auto& [id, box] : m_prices)
        box->setObjectName(QStringLiteral("price_") + QString::fromStdString(id));
    m_discount = percentBox(q.discountPercent);
    m_discount->setObjectName(QStringLiteral("discount"));
    m_vat = percentBox(q.vatPercent.value_or(vendor.vatPercent));
    m_vat->setObjectName(QStringLiteral("vat"));
    auto* priceGroup = new QGroupBox(tr("Prices in %1 (0 = on request)").arg(currency), this);
    auto* priceForm = new QFormLayout(priceGroup);
    const int nodes = std::max(1, result.nodes);
    priceForm->addRow(nodes > 1 ? tr("&Server, each (× %1):").arg(nodes) : tr("&Server:"),
                      m_prices["server"]);
    priceForm->addRow(tr("&GPU, per card (× %1):").arg(result.gpuCount * nodes), m_prices["gpu"]);
    priceForm->addRow(tr("&Host memory:"), m_prices["host_memory"]);
    priceForm->addRow(tr("St&orage:"), m_prices["storage"]);
    if (cluster) {
        priceForm->addRow(tr("Net&work adapter, each (× %1):").arg(cl.nics), m_prices["nic"]);
        priceForm->addRow(
            tr("Sw&itch, each (× %1):").arg(cl.fabric.leafSwitches + cl.fabric.spineSwitches),
            m_prices["switch"]);
        priceForm->addRow(tr("Lin&k, each (× %1):").arg(cl.fabric.links), m_prices["cable"]);
    }
    priceForm->addRow(tr("Se&rvice:"), m_prices["service"]);
    priceForm->addRow(tr("Dis&count:"), m_discount);
    priceForm->addRow(tr("V&AT:"), m_vat);
    return priceGroup;
}

QGroupBox* QuoteDialog::createFileBox(QPushButton*& browseButton) {
    const QuoteDetails& q = m_initial;
    m_notes = new QPlainTextEdit(QString::fromStdString(q.notes), this);
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setPlaceholderText(tr("Printed under the line items"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(90);

    m_file = new QLineEdit(this);
    browseButton = new QPushButton(tr("&Browse…"), this);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browseButton);
    auto* fileBox = new QGroupBox(tr("File"), this);
    auto* fileForm = new QFormLayout(fileBox);
    fileForm->addRow(tr("&Notes:"), m_notes);
    fileForm->addRow(tr("Sa&ve as:"), fileRow);
    return fileBox;
}

QDoubleSpinBox* QuoteDialog::priceBox(std::optional<double> price) {
    auto* box = new QDoubleSpinBox(this);
    box->setRange(0, 1e9);
    box->setDecimals(2);
    box->setGroupSeparatorShown(true);
    box->setSingleStep(100);
    box->setSpecialValueText(tr("on request"));
    box->setValue(price.value_or(0));
    return box;
}

QDoubleSpinBox* QuoteDialog::percentBox(double value) {
    auto* box = new QDoubleSpinBox(this);
    box->setRange(0, 100);
    box->setDecimals(2);
    box->setSuffix(tr(" %"));
    box->setValue(value);
    return box;
}

void QuoteDialog::proposeFileName() {
    if (m_fileEdited)
        return;
    QString number = m_quoteNumber->text().trimmed();
    number.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("_"));
    // One language: "Q-2026-0042-de.pdf"; both: "Q-2026-0042.pdf" → -en.pdf and -de.pdf.
    const QString base = number.isEmpty() ? QStringLiteral("quote") : number;
    const QStringList langs = languages();
    const QString name = langs.size() == 1
                             ? QStringLiteral("%1-%2.pdf").arg(base, langs.constFirst())
                             : QStringLiteral("%1.pdf").arg(base);
    m_file->setText(QDir(Settings().quoteDirectory()).filePath(name));
}

void QuoteDialog::browse() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Quote"), m_file->text(),
                                                      tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    setFilePath(path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)
                    ? path
                    : path + QStringLiteral(".pdf"));
}

void QuoteDialog::setComparison(std::vector<PinnedBuild> builds) {
    m_comparison = std::move(builds);
    const int count = int(m_comparison.size());
    m_includeComparison->setText(tr("Include &comparison of %n pinned builds", nullptr, count));
    m_includeComparison->setChecked(count > 0);
    m_includeComparison->setVisible(count > 0);
}

bool QuoteDialog::includesComparison() const {
    return !m_comparison.empty() && m_includeComparison->isChecked();
}

void QuoteDialog::setConfirmation(Confirm confirm) {
    m_confirm = std::move(confirm);
}

QStringList QuoteDialog::languages() const {
    return m_language->currentData().toString().split(QLatin1Char(','));
}

QuoteDetails QuoteDialog::details() const {
    QuoteDetails q = m_initial; // keeps what the dialog does not show (currency)
    q.customer = m_customer->text().trimmed().toStdString();
    q.contact = m_contact->text().trimmed().toStdString();
    q.address = m_address->toPlainText().trimmed().toStdString();
    q.number = m_quoteNumber->text().trimmed().toStdString();
    const int vendorDays = m_catalog.vendor.validityDays;
    q.validDays =
        m_validity->value() == vendorDays && m_initial.validDays == 0 ? 0 : m_validity->value();
    q.prices.clear();
    for (const auto& [id, box] : m_prices)
        if (box->value() > 0)
            q.prices[id] = box->value();
    // A price set in the file without a box here (the network as one line, a cluster's parts
    // on a single server) stays as it was.
    for (const auto& [id, price] : m_initial.prices)
        if (!m_prices.count(id))
            q.prices[id] = price;
    q.discountPercent = m_discount->value();
    if (m_initial.vatPercent || m_vat->value() != m_catalog.vendor.vatPercent)
        q.vatPercent = m_vat->value();
    q.notes = m_notes->toPlainText().trimmed().toStdString();
    q.languages.clear();
    for (const QString& l : languages())
        q.languages.push_back(l.toStdString());
    const std::string paper = m_paper->currentData().toString().toStdString();
    q.paper = paper == m_catalog.vendor.paper && m_initial.paper.empty() ? std::string() : paper;
    return q;
}

QuoteOptions QuoteDialog::options() const {
    QuoteOptions o =
        QuoteOptions::forLanguage(details(), m_catalog.vendor, languages().constFirst());
    o.paper = m_paper->currentData().toString() == QLatin1String("letter") ? QPageSize::Letter
                                                                           : QPageSize::A4;
    o.date = m_date->date();
    if (includesComparison())
        o.comparison = m_comparison;
    return o;
}

QString QuoteDialog::filePath() const {
    return m_file->text().trimmed();
}

void QuoteDialog::setFilePath(const QString& path) {
    m_file->setText(path);
    m_fileEdited = true;
}

void QuoteDialog::setScenarioFile(const QString& path) {
    m_scenarioFile = path;
}

QStringList QuoteDialog::outputFiles() const {
    return QuoteRenderer::languageFiles(filePath(), languages());
}

bool QuoteDialog::exportQuote() {
    const QString path = filePath();
    if (path.isEmpty()) {
        QMessageBox::warning(this, tr("Export Quote"), tr("Choose a file to save the quote to."));
        return false;
    }
    // Never quote a failing build without a word: ask, and the PDF says so on its first lines.
    const std::vector<Warning> concerns = quoteConcerns(m_result);
    if (!concerns.empty()) {
        QStringList lines;
        for (const Warning& w : concerns)
            lines << MessageText::warning(w, QLocale());
        const QString question =
            tr("This build is not ready to order:\n\n%1\n\nExport the quote anyway? Its first "
               "lines will say so.")
                .arg(lines.join(QLatin1Char('\n')));
        if (!m_confirm || !m_confirm(question))
            return false;
    }
    const QStringList langs = languages();
    const QStringList files = outputFiles();
    QuoteOptions o = options();
    // Every language rendered first, then written together through the one writer: never onto
    // an input (the scenario, the catalog, the logo), all or nothing.
    std::vector<OutputItem> items;
    for (qsizetype i = 0; i < files.size(); ++i) {
        o.language = langs[i];
        items.push_back({files[i], QuoteRenderer(m_catalog).renderPdf(m_scenario, m_result, o)});
    }
    OutputGuard guard;
    guard.protectScenario(m_scenario, m_catalog, m_scenarioFile);
    QString error, failed = files.constFirst();
    const bool rendered = std::all_of(items.begin(), items.end(),
                                      [](const OutputItem& i) { return !i.data.isEmpty(); });
    if (!rendered)
        error = QCoreApplication::translate("headroom::ui::QuoteRenderer",
                                            "the PDF could not be rendered");
    if (!rendered ||
        OutputFile::writeAll(items, guard, &error, &failed) != OutputFile::Result::Written) {
        QMessageBox::warning(this, tr("Export Quote"),
                             tr("The quote could not be saved to %1:\n%2")
                                 .arg(QDir::toNativeSeparators(failed), error));
        return false;
    }
    Settings().quoteNumberUsed(m_quoteNumber->text().trimmed());
    Settings().setQuoteDirectory(QFileInfo(path).absolutePath());
    return true;
}

void QuoteDialog::accept() {
    if (exportQuote())
        QDialog::accept();
}

} // namespace headroom::ui
