#include "quote/vendordialog.h"

#include "common/outputfile.h"
#include "inputfile.h"
#include "jsonreader.h"
#include "quote/quotedocument.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>
#include <nlohmann/json.hpp>

namespace headroom::ui {

namespace {
QPlainTextEdit* textBox(const QString& text, QWidget* parent, int height) {
    auto* box = new QPlainTextEdit(text, parent);
    box->setTabChangesFocus(true);
    box->setMaximumHeight(height);
    return box;
}
} // namespace

VendorDialog::VendorDialog(const Vendor& v, const QString& file, QWidget* parent)
    : QDialog(parent), m_file(file), m_original(v) {
    setWindowTitle(tr("Vendor Details"));
    m_name = new QLineEdit(QString::fromStdString(v.name), this);
    QStringList address;
    for (const std::string& line : v.address)
        address << QString::fromStdString(line);
    m_address = textBox(address.join(QLatin1Char('\n')), this, 80);
    m_email = new QLineEdit(QString::fromStdString(v.email), this);
    m_phone = new QLineEdit(QString::fromStdString(v.phone), this);
    m_web = new QLineEdit(QString::fromStdString(v.web), this);
    m_logo = new QLineEdit(QString::fromStdString(v.logo), this);
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* logoRow = new QHBoxLayout;
    logoRow->addWidget(m_logo, 1);
    logoRow->addWidget(browse);
    m_currency = new QLineEdit(QString::fromStdString(v.currency), this);
    m_currency->setMaxLength(3);
    m_currency->setInputMask(QStringLiteral(">AAA"));
    m_vat = new QDoubleSpinBox(this);
    m_vat->setRange(0, 100);
    m_vat->setDecimals(2);
    m_vat->setSuffix(tr(" %"));
    m_vat->setValue(v.vatPercent);
    m_servicePrice = new QDoubleSpinBox(this);
    m_servicePrice->setRange(0, 1e9);
    m_servicePrice->setDecimals(2);
    m_servicePrice->setGroupSeparatorShown(true);
    m_servicePrice->setSpecialValueText(tr("on request"));
    m_servicePrice->setValue(v.servicePrice);
    m_validity = new QSpinBox(this);
    m_validity->setRange(1, 3650);
    m_validity->setSuffix(tr(" days"));
    m_validity->setValue(v.validityDays);
    m_paper = new QComboBox(this);
    m_paper->addItem(tr("A4"), QStringLiteral("a4"));
    m_paper->addItem(tr("US Letter"), QStringLiteral("letter"));
    m_paper->setCurrentIndex(v.paper == "letter" ? 1 : 0);
    m_locale = new QComboBox(this);
    // The letterhead's table: the country a vendor locale prints, in the UI language.
    for (const QuoteDocument::VendorCountry& c : QuoteDocument::vendorCountries())
        m_locale->addItem(QCoreApplication::translate("headroom::ui::QuoteDocument", c.name),
                          QString::fromLatin1(c.tag));
    const int locale = m_locale->findData(QString::fromStdString(v.locale));
    if (locale < 0)
        m_locale->addItem(QString::fromStdString(v.locale), QString::fromStdString(v.locale));
    m_locale->setCurrentIndex(locale < 0 ? m_locale->count() - 1 : locale);
    m_termsEn = textBox(QString::fromStdString(v.termsEn), this, 90);
    m_termsDe = textBox(QString::fromStdString(v.termsDe), this, 90);

    m_name->setObjectName(QStringLiteral("company"));
    m_logo->setObjectName(QStringLiteral("logo"));
    m_vat->setObjectName(QStringLiteral("vat"));
    m_paper->setObjectName(QStringLiteral("paper"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Company:"), m_name);
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&Email:"), m_email);
    form->addRow(tr("&Phone:"), m_phone);
    form->addRow(tr("&Web:"), m_web);
    form->addRow(tr("&Logo (SVG or PNG):"), logoRow);
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("&VAT:"), m_vat);
    form->addRow(tr("&Service price:"), m_servicePrice);
    form->addRow(tr("Quotes valid &for:"), m_validity);
    form->addRow(tr("Pa&per:"), m_paper);
    form->addRow(tr("Co&untry (date format):"), m_locale);
    form->addRow(tr("&Terms, English:"), m_termsEn);
    form->addRow(tr("Terms, &German:"), m_termsDe);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(browse, &QPushButton::clicked, this, &VendorDialog::browseLogo);
    connect(buttons, &QDialogButtonBox::accepted, this, &VendorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &VendorDialog::reject);
}

void VendorDialog::browseLogo() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Logo"), m_logo->text(),
                                                      tr("Images (*.svg *.png *.jpg)"));
    if (!path.isEmpty())
        m_logo->setText(path);
}

Vendor VendorDialog::vendor() const {
    Vendor v = m_original;
    v.name = m_name->text().trimmed().toStdString();
    v.address.clear();
    for (const QString& line :
         m_address->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        v.address.push_back(line.trimmed().toStdString());
    v.email = m_email->text().trimmed().toStdString();
    v.phone = m_phone->text().trimmed().toStdString();
    v.web = m_web->text().trimmed().toStdString();
    const QString logo = m_logo->text().trimmed();
    v.logo = logo.isEmpty() ? std::string() : QFileInfo(logo).absoluteFilePath().toStdString();
    v.currency = m_currency->text().trimmed().toStdString();
    v.vatPercent = m_vat->value();
    v.servicePrice = m_servicePrice->value();
    v.validityDays = m_validity->value();
    v.paper = m_paper->currentData().toString().toStdString();
    v.locale = m_locale->currentData().toString().toStdString();
    v.termsEn = m_termsEn->toPlainText().trimmed().toStdString();
    v.termsDe = m_termsDe->toPlainText().trimmed().toStdString();
    return v;
}

bool VendorDialog::save(QString* error) const {
    const Vendor v = vendor();
    auto fail = [&](const QString& why) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(m_file), why);
        return false;
    };
    if (v.name.empty())
        return fail(tr("the company name (key name) is empty"));
    if (v.currency.size() != 3)
        return fail(tr("the currency (key currency) needs three letters, such as EUR"));
    // Keys the dialog does not edit stay as they are in an existing file.
    nlohmann::json doc = nlohmann::json::object();
    if (QFileInfo::exists(m_file)) {
        // Through the one input reader: regular files only, bounded.
        const auto text = readInputFile(filePath(m_file), kMaxJsonFileBytes, "a JSON file");
        if (!text)
            return fail(QString::fromStdString(text.error().message));
        doc = nlohmann::json::parse(text.value(), nullptr, false);
        if (!doc.is_object())
            return fail(tr("not a JSON object; correct or remove the file first"));
    }
    doc["name"] = v.name;
    doc["address"] = v.address;
    doc["email"] = v.email;
    doc["phone"] = v.phone;
    doc["web"] = v.web;
    doc["currency"] = v.currency;
    doc["vat_percent"] = v.vatPercent;
    doc["service_price"] = v.servicePrice;
    doc["validity_days"] = v.validityDays;
    doc["paper"] = v.paper;
    doc["locale"] = v.locale;
    doc["terms_en"] = v.termsEn;
    doc["terms_de"] = v.termsDe;
    if (v.logo.empty())
        doc.erase("logo");
    else
        doc["logo"] = v.logo;
    if (!QDir().mkpath(QFileInfo(m_file).absolutePath()))
        return fail(tr("the folder cannot be created"));
    QString why;
    if (!OutputFile::write(m_file, QByteArray::fromStdString(doc.dump(2) + "\n"), &why))
        return fail(why);
    return true;
}

void VendorDialog::accept() {
    QString error;
    if (!save(&error)) {
        QMessageBox::warning(this, tr("Vendor Details"),
                             tr("The vendor details could not be saved:\n%1").arg(error));
        return;
    }
    QDialog::accept();
}

} // namespace headroom::ui
