#pragma once
// One section of the scenario panel: its controls in the key group ("Workload and build") and
// in its own "Advanced" fold. A section shows the scenario and proposes edits through the
// panel (SectionHost); it holds no scenario of its own and decides nothing about the others.
#include "catalog.h"
#include "scenario.h"
#include "scenario/collapsiblesection.h"
#include "scenariorange.h"

#include <functional>
#include <initializer_list>
#include <vector>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

/// What a section asks of the panel: the one way to edit the scenario.
class SectionHost {
public:
    /// The panel's sliders, for one undo step per drag.
    enum Slider { SequenceSlider = 1, GpuCountSlider, ImageShareSlider };

    virtual ~SectionHost() = default;
    /// Applies `change` to the scenario shown, through the core's edit rules and checks;
    /// `description` (translated) names the edit for the undo stack.
    virtual void edit(const QString& description, const std::function<void(Scenario&)>& change,
                      int mergeId) = 0;
    /// The merge id of an edit by `slider` (equal for all edits of one drag), else -1.
    virtual int sliderMergeId(Slider control, const QSlider* slider) const = 0;
    /// A slider was pressed: the drag that starts is one undo step.
    virtual void sliderPressed() = 0;
};

class PanelSection : public CollapsibleSection {
    Q_OBJECT
public:
    /// The section folded away, named `objectName` (the window's tests find it by that name).
    PanelSection(SectionHost& host, const Catalog& catalog, const char* objectName,
                 QWidget* parent);
    /// Creates the controls: the key ones as rows of `key`, the rest in the section's fold.
    virtual void build(QFormLayout* key) = 0;
    /// Shows `s` in the section's controls (the panel ignores the edits that causes).
    virtual void showScenario(const Scenario& s) = 0;
    /// Every text, tooltip and combo entry in the UI language.
    virtual void retranslate();

protected:
    /// The section's own rows (inside the fold).
    QFormLayout* form() const { return m_form; }
    /// `source` in the UI language, in the context of the section's class.
    QString text(const char* source) const;
    void setTitleText(const char* title);
    void addText(const std::function<void(const QString&)>& set, const char* source);
    void addRow(QFormLayout* form, const char* label, QWidget* field);
    QCheckBox* check(QFormLayout* form, const char* label);
    /// The control's tooltip and the catalog assumptions behind it.
    void addTip(QWidget* widget, const char* tip, std::initializer_list<const char*> ids = {});
    /// Proposes an edit named `description` (untranslated).
    void edit(const char* description, const std::function<void(Scenario&)>& change,
              int mergeId = -1);
    /// An edit of the scenario's preference or RL run; none without one.
    void editRl(const char* description, const std::function<void(RlRequest&)>& change);
    /// The architecture of the scenario's model (catalog or imported), or null.
    const ModelArch* arch(const Scenario& s) const;

    SectionHost& m_host;
    const Catalog& m_catalog;

private:
    QString assumptionNote(const std::vector<const char*>& ids) const;

    struct Text {
        std::function<void(const QString&)> set;
        const char* source;
    };
    struct Tip {
        QWidget* widget;
        const char* source;
        std::vector<const char*> ids; ///< catalog assumptions behind the control
    };
    std::vector<Text> m_texts;
    std::vector<Tip> m_tips;
    QFormLayout* m_form;
};

/// A row of widgets, the one at `stretchIndex` taking the room left (-1: none).
QWidget* fieldRow(QWidget* parent, std::initializer_list<QWidget*> widgets, int stretchIndex = 0);
/// `text` as a tooltip that wraps (rich text: a plain one stays on one line however long).
QString wrappedTip(const QString& text);
/// A combo box named `name` with `entries` empty entries (retranslate() words them).
QComboBox* makeCombo(QWidget* parent, const char* name, int entries);
/// A horizontal slider from `min` to `max`.
QSlider* makeSlider(int min, int max, QWidget* parent);
/// A control takes its range, step and decimals from the core's table (scenariorange.h), so
/// it shows every value a scenario file may hold and nothing else.
void applyRange(QSpinBox* box, RangeKey key);
void applyRange(QDoubleSpinBox* box, RangeKey key);

} // namespace headroom::ui
