#include "scenario/buildsection.h"

#include "build/resolvebuild.h"
#include "build/scenarioedit.h"
#include "common/catalognames.h"
#include "common/numberformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace headroom::ui {

namespace {

const char* const kFeeds[] = {
    QT_TRANSLATE_NOOP("headroom::ui::BuildSection", "230 V, 16 A"),
    QT_TRANSLATE_NOOP("headroom::ui::BuildSection", "230 V, 32 A"),
    QT_TRANSLATE_NOOP("headroom::ui::BuildSection", "400 V three-phase, 16 A"),
    QT_TRANSLATE_NOOP("headroom::ui::BuildSection", "400 V three-phase, 32 A")};
const char* const kAutomaticServer =
    QT_TRANSLATE_NOOP("headroom::ui::BuildSection", "Smallest server that takes the cards");

} // namespace

BuildSection::BuildSection(SectionHost& host, const Catalog& catalog, QWidget* parent)
    : PanelSection(host, catalog, "advancedBuild", parent) {
    setTitleText(QT_TR_NOOP("Advanced: server and feed"));
}

void BuildSection::build(QFormLayout* key) {
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("gpu"));
    // The text is retranslate()'s (the short name and the memory); the full name is the tooltip.
    for (const GpuSpec& g : m_catalog.gpus) {
        m_gpu->addItem(QString::fromStdString(g.name), QString::fromStdString(g.id));
        m_gpu->setItemData(m_gpu->count() - 1, QString::fromStdString(g.name), Qt::ToolTipRole);
    }
    addRow(key, QT_TR_NOOP("GPU type"), m_gpu);
    m_server = new QComboBox(this);
    m_server->setObjectName(QStringLiteral("server"));
    addRow(form(), QT_TR_NOOP("Server"), m_server);
    m_gpuCount = makeSlider(1, 8, this);
    m_gpuCount->setObjectName(QStringLiteral("gpuCountSlider"));
    m_gpuCount->setTickPosition(QSlider::TicksBelow);
    m_gpuCount->setPageStep(1);
    m_gpuCountValue = new QSpinBox(this);
    m_gpuCountValue->setObjectName(QStringLiteral("gpuCount"));
    applyRange(m_gpuCountValue, RangeKey::GpuCount);
    m_gpuCountValue->setKeyboardTracking(false);
    addRow(key, QT_TR_NOOP("GPUs"), fieldRow(this, {m_gpuCount, m_gpuCountValue}));
    m_runs = new QComboBox(this);
    m_runs->setObjectName(QStringLiteral("runsSideBySide"));
    // Its items are 1 to 8: a narrow combo leaves the row room for "ein Lauf auf allen GPUs"
    // without widening the panel when the section opens.
    m_runs->setMinimumContentsLength(3);
    m_runsValue = new QLabel(this);
    m_runsValue->setObjectName(QStringLiteral("runsSideBySideValue"));
    addRow(form(), QT_TR_NOOP("Runs side by side"), fieldRow(this, {m_runs, m_runsValue}, 1));
    m_capPower = new QCheckBox(this);
    m_capPower->setObjectName(QStringLiteral("capPower"));
    addText([this](const QString& t) { m_capPower->setText(t); }, QT_TR_NOOP("Cap at"));
    m_powerCap = new QSpinBox(this);
    m_powerCap->setObjectName(QStringLiteral("powerCap"));
    m_powerCap->setSuffix(QStringLiteral(" W"));
    m_powerCap->setSingleStep(static_cast<int>(scenarioRange(RangeKey::PowerCapW).step));
    addRow(key, QT_TR_NOOP("Power per GPU"), fieldRow(this, {m_capPower, m_powerCap}, 1));
    m_feed = new QComboBox(this);
    m_feed->setObjectName(QStringLiteral("feed"));
    // Data: phases × 100 + amps (230 V single phase, 400 V three phase).
    for (int feed : {116, 132, 316, 332})
        m_feed->addItem(QString(), feed);
    addRow(key, QT_TR_NOOP("Feed"), m_feed);
    m_threePhase = check(form(), QT_TR_NOOP("Show 400 V three-phase feeds"));
    m_threePhase->setObjectName(QStringLiteral("threePhase"));
    addTips();
    connectEdits();
}

void BuildSection::addTips() {
    addTip(m_gpu,
           QT_TR_NOOP("The GPU model. Choose a type and a count: the smallest catalog server "
                      "that takes them is picked unless you name a server."),
           {"mfu", "link_efficiency"});
    addTip(m_server,
           QT_TR_NOOP("The server chassis. It fixes CPUs, host memory, NVLink topology and power "
                      "supply."),
           {"host_memory_factor", "host_os_gb"});
    addTip(m_gpuCount,
           QT_TR_NOOP("GPUs training together. More cards divide the sharded states but each "
                      "card receives more weight traffic per step."),
           {"link_efficiency", "mfu"});
    addTip(m_runs,
           QT_TR_NOOP("Train several runs at once, each on an equal group of the cards and inside "
                      "one NVLink domain where the server has domains. Memory and step are one "
                      "run's; power, feeds, host memory, CPUs and storage count every run."),
           {"host_memory_factor", "cpu_cores_per_gpu"});
    addTip(m_capPower,
           QT_TR_NOOP("Limit the power of each GPU. The step rate drops along the "
                      "catalog's power-cap curve."),
           {"power_overhead"});
    addTip(m_powerCap, QT_TR_NOOP("Power limit per GPU in watts."), {"power_overhead"});
    addTip(m_feed,
           QT_TR_NOOP("The mains feed the server is planned on. A feed carries 80 % of its "
                      "rating continuously."),
           {"feed_derating", "power_overhead"});
    addTip(m_threePhase, QT_TR_NOOP("Also draw the limits of 400 V three-phase feeds."),
           {"feed_derating"});
}

void BuildSection::connectEdits() {
    connect(m_gpuCount, &QSlider::sliderPressed, this, [this] { m_host.sliderPressed(); });
    connect(m_gpuCountValue, &QSpinBox::valueChanged, this, [this](int n) {
        edit(QT_TR_NOOP("Change GPU count"),
             [&](Scenario& s) { s = chooseChassis(s, s.gpu, n, m_catalog).scenario; });
    });
    connect(m_gpu, &QComboBox::activated, this, [this](int index) {
        const std::string gpu = m_gpu->itemData(index).toString().toStdString();
        const int count = m_gpuCount->value();
        // The core picks the chassis for the type and count (chooseChassis), one place for all.
        edit(QT_TR_NOOP("Change GPU type"),
             [&](Scenario& s) { s = withGpu(s, gpu, count, m_catalog); });
    });
    connect(m_server, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_server->itemData(index).toString().toStdString();
        const int count = m_gpuCount->value();
        edit(QT_TR_NOOP("Change server"), [&](Scenario& s) {
            s.server = id;
            s.gpuCount = id.empty() ? count : 0;
        });
    });
    connect(m_gpuCount, &QSlider::valueChanged, this, [this](int n) {
        edit(
            QT_TR_NOOP("Change GPU count"),
            [&](Scenario& s) { s = chooseChassis(s, s.gpu, n, m_catalog).scenario; },
            m_host.sliderMergeId(SectionHost::GpuCountSlider, m_gpuCount));
    });
    connect(m_runs, &QComboBox::activated, this, [this](int i) {
        const int runs = m_runs->itemData(i).toInt();
        edit(QT_TR_NOOP("Change runs side by side"),
             [runs](Scenario& s) { s.runsSideBySide = std::max(1, runs); });
    });
    connect(m_capPower, &QCheckBox::toggled, this, [this](bool on) {
        const double cap = m_powerCap->value();
        edit(QT_TR_NOOP("Toggle power cap"), [&](Scenario& s) { s.powerCapW = on ? cap : 0; });
    });
    connect(m_powerCap, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_capPower->isChecked())
            edit(QT_TR_NOOP("Change power cap"), [v](Scenario& s) { s.powerCapW = v; });
    });
    connect(m_feed, &QComboBox::activated, this, [this](int i) {
        const int feed = m_feed->itemData(i).toInt();
        edit(QT_TR_NOOP("Change feed"), [feed](Scenario& s) {
            s.feedPhases = feed / 100;
            s.feedAmps = feed % 100;
        });
    });
    connect(m_threePhase, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle three-phase feeds"), [on](Scenario& s) { s.threePhase = on; });
    });
}

void BuildSection::fillServers(const Scenario& s) {
    m_serversGpu = s.gpu;
    m_server->clear();
    m_server->addItem(tr(kAutomaticServer), QString());
    for (const ServerSpec& sv : m_catalog.servers)
        if (sv.gpu == s.gpu)
            m_server->addItem(catalogText(sv.name), QString::fromStdString(sv.id));
    m_server->setCurrentIndex(std::max(0, m_server->findData(QString::fromStdString(s.server))));
}

void BuildSection::showScenario(const Scenario& s) {
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(QString::fromStdString(s.gpu))));
    if (s.gpu != m_serversGpu || m_server->count() == 0)
        fillServers(s);
    else
        m_server->setCurrentIndex(
            std::max(0, m_server->findData(QString::fromStdString(s.server))));
    showCards(s);
    showPower(s);
    m_feed->setCurrentIndex(std::max(0, m_feed->findData(s.feedPhases * 100 + s.feedAmps)));
    m_threePhase->setChecked(s.threePhase);
}

void BuildSection::showCards(const Scenario& s) {
    const QLocale loc = locale();
    const int maxCount = mostCardsPerServer(s.gpu, m_catalog);
    const int count = buildCards(s, m_catalog);
    m_gpuCount->setRange(1, maxCount);
    m_gpuCount->setValue(count);
    m_gpuCountValue->setRange(1, maxCount);
    m_gpuCountValue->setValue(count);
    m_runs->clear();
    for (int runs : runOptions(s, m_catalog))
        m_runs->addItem(loc.toString(runs), runs);
    m_runs->setCurrentIndex(std::max(0, m_runs->findData(s.runsSideBySide)));
    m_runs->setEnabled(m_runs->count() > 1);
    const int perRun = count / std::max(1, s.runsSideBySide);
    m_runsValue->setText(s.runsSideBySide <= 1 ? tr("one run on all GPUs")
                         : perRun == 1         ? tr("one GPU each")
                                               : tr("%1 GPUs each").arg(loc.toString(perRun)));
}

void BuildSection::showPower(const Scenario& s) {
    if (const GpuSpec* g = m_catalog.findGpu(s.gpu)) {
        // Whole watts within the GPU's limits, the range parseScenario() accepts.
        m_powerCap->setRange(static_cast<int>(std::ceil(g->minPowerCapW)),
                             static_cast<int>(std::floor(g->tdpW)));
        if (s.powerCapW <= 0 && !m_capPower->isChecked())
            m_powerCap->setValue(static_cast<int>(g->tdpW));
    }
    m_capPower->setChecked(s.powerCapW > 0);
    if (s.powerCapW > 0)
        m_powerCap->setValue(static_cast<int>(std::lround(s.powerCapW)));
    m_powerCap->setEnabled(s.powerCapW > 0);
}

void BuildSection::retranslate() {
    PanelSection::retranslate();
    // GPU names with their memory; the catalog's short name where it has one (issue 32: "NVIDIA
    // RTX PRO 6000 Blackwell Server Edition (96 GB)" was cut at 1280 × 720), the full name in the
    // item's tooltip.
    for (std::size_t i = 0; i < m_catalog.gpus.size(); ++i) {
        const GpuSpec& g = m_catalog.gpus[i];
        m_gpu->setItemText(
            static_cast<int>(i),
            tr("%1 (%2)").arg(QString::fromStdString(g.shortName.empty() ? g.name : g.shortName),
                              formatGb(g.memoryGb, locale(), 0)));
    }
    for (int i = 0; i < 4; ++i)
        m_feed->setItemText(i, tr(kFeeds[i]));
    // The servers' names in the new language (the catalog's built-in names are translated).
    for (int i = 1; i < m_server->count(); ++i)
        if (const ServerSpec* sv =
                m_catalog.findServer(m_server->itemData(i).toString().toStdString()))
            m_server->setItemText(i, catalogText(sv->name));
    if (m_server->count() > 0)
        m_server->setItemText(0, tr(kAutomaticServer));
}

} // namespace headroom::ui
