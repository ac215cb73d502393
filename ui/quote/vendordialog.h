#pragma once
// Settings → Vendor details…: the company on the quote's letterhead (name, address, contact,
// terms, logo, currency, VAT, validity, paper), written to the user catalog's vendor.json.
#include "catalog.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace headroom::ui {

class VendorDialog : public QDialog {
    Q_OBJECT
public:
    /// `file` is the user catalog's vendor.json (created with its folder when missing).
    VendorDialog(const Vendor& vendor, const QString& file, QWidget* parent = nullptr);

    /// The details as entered (the logo as an absolute path).
    Vendor vendor() const;
    /// Writes vendor.json atomically, keeping any key of an existing file the dialog does not
    /// edit; on failure sets `error` (the file and the reason). True on success.
    bool save(QString* error) const;

public slots:
    void accept() override;

private:
    void browseLogo();

    QString m_file;
    Vendor m_original;
    QLineEdit* m_name;
    QPlainTextEdit* m_address;
    QLineEdit* m_email;
    QLineEdit* m_phone;
    QLineEdit* m_web;
    QLineEdit* m_logo;
    QLineEdit* m_currency;
    QDoubleSpinBox* m_vat;
    QDoubleSpinBox* m_servicePrice;
    QSpinBox* m_validity;
    QComboBox* m_paper;
    QComboBox* m_locale;
    QPlainTextEdit* m_termsEn;
    QPlainTextEdit* m_termsDe;
};

} // namespace headroom::ui
