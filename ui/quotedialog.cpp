#include "quotedialog.h"

#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
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
#include <QSpinBox>
#include <QVBoxLayout>

namespace headroom::ui {

QuoteDialog::QuoteDialog(const Catalog& catalog, const Scenario& scenario,
                         const SizingResult& result, QWidget* parent)
    : QDialog(parent), m_catalog(catalog), m_scenario(scenario), m_result(result) {
    setWindowTitle(tr("Export Quote"));
    const ServerSpec* server = catalog.findServer(result.serverId);
    const GpuSpec* gpu = catalog.findGpu(result.gpuId);
    const QString currency = QString::fromStdString(catalog.vendor.currency);

    m_customerName = new QLineEdit(this);
    m_customerCompany = new QLineEdit(this);
    auto* customerBox = new QGroupBox(tr("Customer"), this);
    auto* customerForm = new QFormLayout(customerBox);
    customerForm->addRow(tr("&Name:"), m_customerName);
    customerForm->addRow(tr("C&ompany:"), m_customerCompany);

    const QDate today = QDate::currentDate();
    m_quoteNumber = new QLineEdit(Settings().proposedQuoteNumber(today), this);
    m_date = new QDateEdit(today, this);
    m_date->setCalendarPopup(true);
    m_validity = new QSpinBox(this);
    m_validity->setRange(1, 365);
    m_validity->setValue(catalog.vendor.validityDays > 0 ? catalog.vendor.validityDays : 30);
    m_validity->setSuffix(tr(" days"));
    m_language = new QComboBox(this);
    m_language->addItem(tr("English"), QStringLiteral("en"));
    m_language->addItem(tr("German"), QStringLiteral("de"));
    m_language->setCurrentIndex(QLocale().language() == QLocale::German ? 1 : 0);
    m_paper = new QComboBox(this);
    m_paper->addItem(tr("A4"), int(QPageSize::A4));
    m_paper->addItem(tr("US Letter"), int(QPageSize::Letter));
    const auto territory = QLocale().territory();
    m_paper->setCurrentIndex(
        territory == QLocale::UnitedStates || territory == QLocale::Canada ? 1 : 0);
    auto* quoteBox = new QGroupBox(tr("Quote"), this);
    auto* quoteForm = new QFormLayout(quoteBox);
    quoteForm->addRow(tr("&Quote number:"), m_quoteNumber);
    quoteForm->addRow(tr("&Date:"), m_date);
    quoteForm->addRow(tr("&Valid for:"), m_validity);
    quoteForm->addRow(tr("&Language:"), m_language);
    quoteForm->addRow(tr("&Paper:"), m_paper);
    m_includeComparison = new QCheckBox(this);
    m_includeComparison->setObjectName(QStringLiteral("includeComparison"));
    m_includeComparison->setVisible(false);
    quoteForm->addRow(m_includeComparison);

    m_serverPrice = priceBox(server ? server->price : std::nullopt);
    m_gpuPrice = priceBox(gpu ? gpu->price : std::nullopt);
    m_memoryPrice = priceBox(std::nullopt);
    m_servicePrice = priceBox(catalog.vendor.servicePrice > 0
                                  ? std::optional<double>(catalog.vendor.servicePrice)
                                  : std::nullopt);
    m_discount = new QDoubleSpinBox(this);
    m_discount->setRange(0, 100);
    m_discount->setDecimals(1);
    m_discount->setSuffix(tr(" %"));
    auto* priceBoxGroup = new QGroupBox(tr("Prices in %1 (0 = on request)").arg(currency), this);
    auto* priceForm = new QFormLayout(priceBoxGroup);
    priceForm->addRow(tr("&Server:"), m_serverPrice);
    priceForm->addRow(tr("&GPU, per card (× %1):").arg(result.gpuCount), m_gpuPrice);
    priceForm->addRow(tr("&Host memory:"), m_memoryPrice);
    priceForm->addRow(tr("Se&rvice:"), m_servicePrice);
    priceForm->addRow(tr("Dis&count:"), m_discount);

    m_notes = new QPlainTextEdit(this);
    m_notes->setPlaceholderText(tr("Printed under the line items"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(90);

    m_file = new QLineEdit(this);
    auto* browseButton = new QPushButton(tr("&Browse…"), this);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browseButton);
    auto* fileBox = new QGroupBox(tr("File"), this);
    auto* fileForm = new QFormLayout(fileBox);
    fileForm->addRow(tr("&Notes:"), m_notes);
    fileForm->addRow(tr("&Save as:"), fileRow);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));

    auto* columns = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(customerBox);
    left->addWidget(quoteBox);
    left->addStretch(1);
    auto* right = new QVBoxLayout;
    right->addWidget(priceBoxGroup);
    right->addStretch(1);
    columns->addLayout(left);
    columns->addLayout(right);
    auto* main = new QVBoxLayout(this);
    main->addLayout(columns);
    main->addWidget(fileBox);
    main->addWidget(buttons);

    connect(browseButton, &QPushButton::clicked, this, &QuoteDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &QuoteDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QuoteDialog::reject);
    connect(m_quoteNumber, &QLineEdit::textChanged, this, &QuoteDialog::proposeFileName);
    connect(m_language, &QComboBox::currentIndexChanged, this, &QuoteDialog::proposeFileName);
    connect(m_file, &QLineEdit::textEdited, this, [this] { m_fileEdited = true; });
    proposeFileName();
}

QDoubleSpinBox* QuoteDialog::priceBox(std::optional<double> catalogPrice) {
    auto* box = new QDoubleSpinBox(this);
    box->setRange(0, 1e9);
    box->setDecimals(2);
    box->setGroupSeparatorShown(true);
    box->setSingleStep(100);
    box->setSpecialValueText(tr("on request"));
    box->setSuffix(QLatin1Char(' ') + QString::fromStdString(m_catalog.vendor.currency));
    box->setValue(catalogPrice.value_or(0));
    return box;
}

void QuoteDialog::proposeFileName() {
    if (m_fileEdited)
        return;
    QString number = m_quoteNumber->text().trimmed();
    number.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]+")), QStringLiteral("_"));
    const QString name = QStringLiteral("%1-%2.pdf")
                             .arg(number.isEmpty() ? QStringLiteral("quote") : number,
                                  m_language->currentData().toString());
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

QuoteOptions QuoteDialog::options() const {
    auto price = [](const QDoubleSpinBox* box) {
        return box->value() > 0 ? std::optional<double>(box->value()) : std::nullopt;
    };
    QuoteOptions o;
    o.language = m_language->currentData().toString();
    o.paper = QPageSize::PageSizeId(m_paper->currentData().toInt());
    o.customerName = m_customerName->text().trimmed();
    o.customerCompany = m_customerCompany->text().trimmed();
    o.quoteNumber = m_quoteNumber->text().trimmed();
    o.date = m_date->date();
    o.validityDays = m_validity->value();
    o.notes = m_notes->toPlainText();
    o.discountPercent = m_discount->value();
    o.serverPrice = price(m_serverPrice);
    o.gpuPrice = price(m_gpuPrice);
    o.hostMemoryPrice = price(m_memoryPrice);
    o.servicePrice = price(m_servicePrice);
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

bool QuoteDialog::exportQuote() {
    const QString path = filePath();
    if (path.isEmpty()) {
        QMessageBox::warning(this, tr("Export Quote"), tr("Choose a file to save the quote to."));
        return false;
    }
    QString error;
    if (!QuoteRenderer(m_catalog).writePdf(path, m_scenario, m_result, options(), &error)) {
        QMessageBox::warning(this, tr("Export Quote"),
                             tr("The quote could not be saved to %1:\n%2")
                                 .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    Settings().quoteNumberUsed(options().quoteNumber);
    Settings().setQuoteDirectory(QFileInfo(path).absolutePath());
    return true;
}

void QuoteDialog::accept() {
    if (exportQuote())
        QDialog::accept();
}

} // namespace headroom::ui
