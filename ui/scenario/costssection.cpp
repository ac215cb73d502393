#include "scenario/costssection.h"

#include "common/catalognames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace headroom::ui {

CostsSection::CostsSection(SectionHost& host, const Catalog& catalog, QWidget* parent)
    : PanelSection(host, catalog, "advancedCosts", parent) {
    setTitleText(QT_TR_NOOP("Advanced: own or rent"));
}

void CostsSection::build(QFormLayout*) {
    m_enabled = check(form(), QT_TR_NOOP("Compare with renting"));
    m_enabled->setObjectName(QStringLiteral("costsEnabled"));
    m_runs = new QDoubleSpinBox(this);
    m_runs->setObjectName(QStringLiteral("costsRunsPerMonth"));
    m_runs->setRange(0, 1e6); // the reader's limit (costsrequest.cpp)
    m_runs->setDecimals(1);
    addRow(form(), QT_TR_NOOP("Runs per month"), m_runs);
    m_years = new QSpinBox(this);
    m_years->setObjectName(QStringLiteral("costsYears"));
    m_years->setRange(1, 10);
    addRow(form(), QT_TR_NOOP("Years of use"), m_years);
    m_energy = new QDoubleSpinBox(this);
    m_energy->setObjectName(QStringLiteral("costsEnergy"));
    m_energy->setRange(0, 100);
    m_energy->setDecimals(3);
    m_energy->setSingleStep(0.01);
    addRow(form(), QT_TR_NOOP("Energy per kWh"), m_energy);
    m_pue = new QDoubleSpinBox(this);
    m_pue->setObjectName(QStringLiteral("costsPue"));
    m_pue->setRange(1, 5);
    m_pue->setSingleStep(0.05);
    addRow(form(), QT_TR_NOOP("PUE"), m_pue);
    m_service = new QDoubleSpinBox(this);
    m_service->setObjectName(QStringLiteral("costsService"));
    m_service->setRange(0, 1e9);
    m_service->setDecimals(0);
    m_service->setSingleStep(1000);
    m_service->setGroupSeparatorShown(true);
    addRow(form(), QT_TR_NOOP("Service per year"), m_service);
    m_cloud = makeCombo(this, "costsCloud", 1);
    for (const CloudProvider& p : m_catalog.cloud)
        m_cloud->addItem(catalogText(p.name), QString::fromStdString(p.id));
    addRow(form(), QT_TR_NOOP("Cloud"), m_cloud);

    addTip(m_enabled,
           QT_TR_NOOP("Weighs buying this build against renting the same GPU hours in the "
                      "cloud: the Costs tab shows when owning breaks even."),
           {"cost_years", "pue", "usd_per_eur", "idle_power_fraction"});
    addTip(m_runs, QT_TR_NOOP("Runs of this fine-tune per month: the GPU hours owned and "
                              "rented."));
    addTip(m_energy, QT_TR_NOOP("Electricity price per kWh, in the quote's currency."),
           {"energy_price", "idle_power_fraction"});
    addTip(m_pue, QT_TR_NOOP("Facility power over IT power: cooling and distribution on top."),
           {"pue"});
    addTip(m_cloud, QT_TR_NOOP("The cloud provider whose price is compared; the cheapest "
                               "listing of the GPU type by default."));
    connectEdits();
}

void CostsSection::editCosts(const char* description,
                             const std::function<void(CostsRequest&)>& change) {
    edit(description, [change](Scenario& s) {
        if (s.costs)
            change(*s.costs);
    });
}

void CostsSection::connectEdits() {
    connect(m_enabled, &QCheckBox::toggled, this, [this](bool on) {
        const double runs = m_runs->value();
        edit(QT_TR_NOOP("Compare with renting"), [on, runs](Scenario& s) {
            if (!on) {
                s.costs.reset();
                return;
            }
            // Starts from the runs the field shows, else 4 a month: a starting value the user
            // sets next, shown in the field (the catalog's defaults fill the other keys).
            s.costs = CostsRequest{};
            s.costs->usage = CostsUsage::RunsPerMonth;
            s.costs->usageValue = runs > 0 ? runs : 4;
        });
    });
    connect(m_runs, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        editCosts(QT_TR_NOOP("Change runs per month"), [v](CostsRequest& q) {
            q.usage = CostsUsage::RunsPerMonth;
            q.usageValue = v;
        });
    });
    connect(m_years, &QSpinBox::valueChanged, this, [this](int v) {
        editCosts(QT_TR_NOOP("Change years of use"), [v](CostsRequest& q) { q.years = v; });
    });
    connect(m_energy, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        editCosts(QT_TR_NOOP("Change energy price"), [v](CostsRequest& q) { q.energyPerKwh = v; });
    });
    connect(m_pue, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        editCosts(QT_TR_NOOP("Change PUE"), [v](CostsRequest& q) { q.pue = v; });
    });
    connect(m_service, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        editCosts(QT_TR_NOOP("Change service per year"),
                  [v](CostsRequest& q) { q.servicePerYear = v; });
    });
    connect(m_cloud, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_cloud->itemData(index).toString().toStdString();
        editCosts(QT_TR_NOOP("Change cloud provider"), [id](CostsRequest& q) { q.cloud = id; });
    });
}

void CostsSection::showScenario(const Scenario& s) {
    const Assumptions& a = m_catalog.assumptions;
    const CostsRequest q = s.costs.value_or(CostsRequest{});
    m_enabled->setChecked(s.costs.has_value());
    m_runs->setValue(q.usage == CostsUsage::RunsPerMonth ? q.usageValue : 0);
    m_years->setValue(q.years > 0 ? q.years : int(a.costYears));
    m_energy->setValue(q.energyPerKwh.value_or(a.energyPrice));
    m_pue->setValue(q.pue.value_or(a.pue));
    m_service->setValue(q.servicePerYear);
    const int cloud = m_cloud->findData(QString::fromStdString(q.cloud));
    m_cloud->setCurrentIndex(cloud < 0 ? 0 : cloud);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_runs, m_years, m_energy, m_pue, m_service, m_cloud})
        w->setEnabled(s.costs.has_value());
}

void CostsSection::retranslate() {
    PanelSection::retranslate();
    m_cloud->setItemText(0, text(QT_TR_NOOP("Cheapest listed")));
    m_cloud->setItemData(0, QString());
}

} // namespace headroom::ui
