#include "scenario/scenariopanel.h"

#include "build/scenariocheck.h"
#include "build/scenarioedit.h"
#include "common/wheelguard.h"
#include "scenario/buildsection.h"
#include "scenario/imagessection.h"
#include "scenario/methodsection.h"
#include "scenario/parallelsection.h"
#include "scenario/recipenote.h"
#include "scenario/rlsection.h"
#include "scenario/runsection.h"
#include "scenario/costssection.h"
#include "scenario/sequencefield.h"
#include "scenario/stacksection.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>

namespace headroom::ui {

int ScenarioPanel::sequenceAt(int position, int top) {
    return SequenceField::sequenceAt(position, top);
}

int ScenarioPanel::positionFor(int length) {
    return SequenceField::positionFor(length);
}

ScenarioPanel::ScenarioPanel(const Catalog& catalog, QWidget* parent)
    : QWidget(parent), m_catalog(catalog) {
    build();
    retranslate();
}

void ScenarioPanel::build() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    // The note of an imported training config: shown while the scenario came from one.
    m_recipeNote = new QLabel(this);
    m_recipeNote->setObjectName(QStringLiteral("recipeNote"));
    m_recipeNote->setWordWrap(true);
    m_recipeNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_recipeNote->setFrameShape(QFrame::StyledPanel);
    m_recipeNote->setVisible(false);
    layout->addWidget(m_recipeNote);

    // The key controls: what a sales engineer changes during a call. The rest folds away in
    // "Advanced" sections (closed at first), so that the key controls, the verdict and every
    // chart fit a 1280×720 screen together.
    auto* keyBox = new QGroupBox(this);
    m_texts.push_back(
        {[keyBox](const QString& t) { keyBox->setTitle(t); }, QT_TR_NOOP("Workload and build")});
    auto* key = new QFormLayout(keyBox);
    key->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    key->setVerticalSpacing(4);
    layout->addWidget(keyBox);
    auto* method = new MethodSection(*this, m_catalog, this);
    connect(method, &MethodSection::importModelRequested, this,
            &ScenarioPanel::importModelRequested);
    m_sections = {method,
                  new RlSection(*this, m_catalog, this),
                  new StackSection(*this, m_catalog, this),
                  new ImagesSection(*this, m_catalog, this),
                  new BuildSection(*this, m_catalog, this),
                  new ParallelSection(*this, m_catalog, this),
                  new RunSection(*this, m_catalog, this),
                  new CostsSection(*this, m_catalog, this)};
    layout->addSpacing(4);
    auto* advanced = new QLabel(this);
    advanced->setObjectName(QStringLiteral("advancedLabel"));
    m_texts.push_back(
        {[advanced](const QString& t) { advanced->setText(t); }, QT_TR_NOOP("Advanced")});
    QFont advancedFont = advanced->font();
    advancedFont.setBold(true);
    advanced->setFont(advancedFont);
    layout->addWidget(advanced);
    for (PanelSection* section : m_sections) {
        section->build(key);
        layout->addWidget(section);
    }
    layout->addStretch(1);
    // Long catalog names must not widen the panel: the combos elide and show the rest on open
    // (a section may have set a narrower width of its own).
    for (QComboBox* combo : findChildren<QComboBox*>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        if (combo->minimumContentsLength() == 0)
            combo->setMinimumContentsLength(14);
    }
    // No accidental edits: the wheel over an unfocused control scrolls the panel.
    m_wheelGuard = new WheelGuard(this);
    m_wheelGuard->guardChildren(this);
}

int ScenarioPanel::sliderMergeId(Slider control, const QSlider* slider) const {
    // One drag is one undo step: same control and same press.
    return slider->isSliderDown() ? control * 65536 + (m_dragSerial % 65536) : -1;
}

void ScenarioPanel::edit(const QString& description, const std::function<void(Scenario&)>& change,
                         int mergeId) {
    if (m_updating)
        return;
    Scenario asked = m_scenario;
    change(asked);
    // The core's rules for every edit: a generating run's groups, the runs the cards split
    // into, a manual plan's data parallelism.
    const Scenario edited = settleEdit(Scenario(asked), m_scenario, m_catalog);
    if (edited == m_scenario) {
        // The rules took the edit back (a kernel or policy the run does not take): the
        // controls show the scenario again.
        if (asked != m_scenario)
            setScenario(Scenario(m_scenario));
        return;
    }
    // The same checks as a scenario file's: an edit the file would be refused for is not
    // applied, and the controls go back to the scenario's values.
    if (auto error = checkScenario(edited, m_catalog)) {
        const QString key = QString::fromStdString(error->key).mid(1);
        setScenario(Scenario(m_scenario));
        emit editRefused(tr("Not applied: %1 would be outside what a scenario may hold.").arg(key));
        return;
    }
    emit scenarioEdited(edited, description, mergeId);
}

void ScenarioPanel::setScenario(const Scenario& s) {
    m_scenario = s;
    m_updating = true;
    for (PanelSection* section : m_sections)
        section->showScenario(s);
    m_recipeNote->setText(recipeNote(s.recipe));
    m_recipeNote->setVisible(s.recipe.has_value());
    m_updating = false;
    m_shown = true;
}

void ScenarioPanel::retranslate() {
    for (const Text& t : m_texts)
        t.set(tr(t.source));
    m_recipeNote->setText(recipeNote(m_scenario.recipe));
    for (PanelSection* section : m_sections)
        section->retranslate();
    // Figures in the value labels follow the new locale.
    if (m_shown)
        setScenario(Scenario(m_scenario));
}

void ScenarioPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace headroom::ui
