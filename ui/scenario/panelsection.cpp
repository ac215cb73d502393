#include "scenario/panelsection.h"

#include "build/resolvebuild.h"
#include "common/messagetext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>

namespace headroom::ui {

PanelSection::PanelSection(SectionHost& host, const Catalog& catalog, const char* objectName,
                           QWidget* parent)
    : CollapsibleSection(parent), m_host(host), m_catalog(catalog),
      m_form(new QFormLayout(content())) {
    setObjectName(QString::fromLatin1(objectName));
    m_form->setContentsMargins(12, 2, 2, 6);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

QString PanelSection::text(const char* source) const {
    return metaObject()->tr(source, nullptr);
}

void PanelSection::setTitleText(const char* title) {
    addText([this](const QString& t) { setTitle(t); }, title);
}

void PanelSection::addText(const std::function<void(const QString&)>& set, const char* source) {
    m_texts.push_back({set, source});
}

void PanelSection::addRow(QFormLayout* form, const char* label, QWidget* field) {
    auto* l = new QLabel(this);
    l->setBuddy(field);
    addText([l](const QString& t) { l->setText(t); }, label);
    form->addRow(l, field);
}

QCheckBox* PanelSection::check(QFormLayout* form, const char* label) {
    auto* box = new QCheckBox(this);
    addText([box](const QString& t) { box->setText(t); }, label);
    form->addRow(box);
    return box;
}

void PanelSection::addTip(QWidget* widget, const char* tip,
                          std::initializer_list<const char*> ids) {
    m_tips.push_back({widget, tip, std::vector<const char*>(ids)});
}

void PanelSection::edit(const char* description, const std::function<void(Scenario&)>& change,
                        int mergeId) {
    m_host.edit(text(description), change, mergeId);
}

void PanelSection::editRl(const char* description, const std::function<void(RlRequest&)>& change) {
    edit(description, [&](Scenario& s) {
        if (s.rl)
            change(*s.rl);
    });
}

const ModelArch* PanelSection::arch(const Scenario& s) const {
    return resolveModel(s, m_catalog).arch;
}

QString PanelSection::assumptionNote(const std::vector<const char*>& ids) const {
    QStringList lines;
    for (const char* id : ids)
        for (const Assumption& a : m_catalog.assumptions.all)
            if (a.id == id)
                lines << QStringLiteral("<b>%1</b>: %2 %3<br><i>%4</i>")
                             .arg(MessageText::assumptionLabel(a, locale()).toHtmlEscaped(),
                                  locale().toString(a.value),
                                  MessageText::unitText(a.unit, locale()).toHtmlEscaped(),
                                  MessageText::assumptionSource(a, locale()).toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

void PanelSection::retranslate() {
    for (const Text& t : m_texts)
        t.set(text(t.source));
    for (const Tip& t : m_tips) {
        QString tip = wrappedTip(text(t.source));
        // The catalog's assumptions behind the control, in the UI language.
        const QString note = assumptionNote(t.ids);
        if (!note.isEmpty())
            tip += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(tr("Catalog assumptions:"), note);
        t.widget->setToolTip(tip);
    }
}

QWidget* fieldRow(QWidget* parent, std::initializer_list<QWidget*> widgets, int stretchIndex) {
    auto* box = new QWidget(parent);
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    int i = 0;
    for (QWidget* w : widgets)
        layout->addWidget(w, i++ == stretchIndex ? 1 : 0);
    return box;
}

QString wrappedTip(const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

QComboBox* makeCombo(QWidget* parent, const char* name, int entries) {
    auto* box = new QComboBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    for (int i = 0; i < entries; ++i)
        box->addItem(QString());
    return box;
}

QSlider* makeSlider(int min, int max, QWidget* parent) {
    auto* slider = new QSlider(Qt::Horizontal, parent);
    slider->setRange(min, max);
    slider->setMinimumWidth(90);
    return slider;
}

void applyRange(QSpinBox* box, RangeKey key) {
    const ScenarioRange& r = scenarioRange(key);
    box->setRange(static_cast<int>(r.min), static_cast<int>(r.max));
    box->setSingleStep(static_cast<int>(r.step));
}

void applyRange(QDoubleSpinBox* box, RangeKey key) {
    const ScenarioRange& r = scenarioRange(key);
    box->setDecimals(r.decimals);
    box->setRange(r.min, r.max);
    box->setSingleStep(r.step);
}

} // namespace headroom::ui
