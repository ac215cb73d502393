#pragma once
// The controls: every one edits the Scenario and nothing else. The panel proposes an edited
// scenario through scenarioEdited(); the window applies it (undoably) and shows it back here.
// The controls live in one widget per section (panelsection.h); the panel holds the scenario
// shown, sends every edit through the core's edit rules (build/scenarioedit.h) and checks.
#include "catalog.h"
#include "scenario.h"
#include "scenario/panelsection.h"

#include <QWidget>
#include <functional>
#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
QT_END_NAMESPACE

namespace headroom::ui {

class WheelGuard;

class ScenarioPanel : public QWidget, private SectionHost {
    Q_OBJECT
public:
    /// The sequence slider's length at `position` (SequenceField::sequenceAt()).
    static int sequenceAt(int position, int top);
    /// The sequence slider's position of `length` (SequenceField::positionFor()).
    static int positionFor(int length);

    explicit ScenarioPanel(const Catalog& catalog, QWidget* parent = nullptr);
    /// Shows `scenario` in every control without emitting scenarioEdited().
    void setScenario(const Scenario& scenario);
    const Scenario& scenario() const { return m_scenario; }

signals:
    /// A control changed: `scenario` is the whole edited scenario, `description` names the edit
    /// for the undo stack, `mergeId` is equal for all edits of one slider drag (else -1).
    void scenarioEdited(const headroom::Scenario& scenario, const QString& description,
                        int mergeId);
    void importModelRequested();
    /// An edit was not applied because the scenario would be invalid; `message` says why.
    void editRefused(const QString& message);

protected:
    void changeEvent(QEvent* event) override;

private:
    void build();
    void retranslate();
    void edit(const QString& description, const std::function<void(Scenario&)>& change,
              int mergeId) override;
    int sliderMergeId(Slider control, const QSlider* slider) const override;
    void sliderPressed() override { ++m_dragSerial; }

    const Catalog& m_catalog;
    Scenario m_scenario;
    int m_dragSerial = 0;
    bool m_updating = false;
    bool m_shown = false; ///< setScenario() has run once

    struct Text {
        std::function<void(const QString&)> set;
        const char* source;
    };
    std::vector<Text> m_texts;
    QLabel* m_recipeNote = nullptr; ///< the imported training config's note (recipenote.h)
    std::vector<PanelSection*> m_sections;
    WheelGuard* m_wheelGuard = nullptr;
};

} // namespace headroom::ui
