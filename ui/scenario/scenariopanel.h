#pragma once
// The controls: every one edits the Scenario and nothing else. The panel proposes an edited
// scenario through scenarioEdited(); the window applies it (undoably) and shows it back here.
#include "catalog.h"
#include "scenario.h"

#include <QWidget>
#include <functional>
#include <vector>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QFormLayout;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

class CollapsibleSection;
class WheelGuard;

class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    /// The sequence slider's length at `position`: 512, 768, 1,024, 1,536, … (powers of two
    /// with a half step between), at most `top` (the slider's last position shows `top`).
    static int sequenceAt(int position, int top);
    /// The slider position of `length`: the step at or below it; a length between two steps
    /// takes the next one up (so the model's context is the last position).
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
    enum Control { SequenceSlider = 1, GpuCountSlider, ImageShareSlider };

    void build();
    void retranslate();
    void edit(const char* description, const std::function<void(Scenario&)>& change,
              int mergeId = -1);
    int sliderMergeId(Control control, const QSlider* slider) const;
    void fillServers();
    /// The preference / RL controls for `scenario`: shown only where they apply.
    void showRl(const Scenario& scenario);
    /// The run counts the scenario's cards split into (always starts with 1).
    std::vector<int> runOptions(const Scenario& s) const;
    const ModelArch* currentArch() const;
    QString assumptionNote(const std::vector<const char*>& ids) const;
    /// The catalog stack's name in the UI language (the catalog's name for unknown stacks).
    QString stackName(const StackSpec& stack) const;
    void addText(QLabel* label, const char* text);
    void addTip(QWidget* widget, const char* tip, std::initializer_list<const char*> ids = {});

    const Catalog& m_catalog;
    Scenario m_scenario;
    int m_dragSerial = 0;
    bool m_updating = false;

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

    QComboBox* m_model = nullptr;
    QPushButton* m_import = nullptr;
    QComboBox* m_method = nullptr;
    QComboBox* m_objective = nullptr; ///< SFT or a preference / RL method (scenario `method`)
    QWidget* m_sequenceRow = nullptr;
    QWidget* m_rlLengthRow = nullptr;
    QSpinBox* m_promptLength = nullptr;
    QSpinBox* m_completionLength = nullptr;
    QSpinBox* m_groupSize = nullptr;
    QComboBox* m_rollout = nullptr;
    QComboBox* m_reference = nullptr;
    QComboBox* m_critic = nullptr; ///< PPO's critic_model: the policy's size or a catalog model
    QComboBox* m_reward = nullptr; ///< reward_model: a reward function or a catalog model
    QSpinBox* m_rolloutShare = nullptr; ///< rollout_memory_fraction in whole percent
    QSpinBox* m_rolloutGpus = nullptr;
    QSpinBox* m_rolloutTp = nullptr;
    QCheckBox* m_sleepMode = nullptr;
    QFormLayout* m_rlForm = nullptr;         ///< the key group (rows shown for RL runs)
    QFormLayout* m_rlAdvancedForm = nullptr; ///< "Advanced: preference and RL"
    CollapsibleSection* m_rlSection = nullptr;
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_stateBytes = nullptr;
    QComboBox* m_sharding = nullptr;
    QSpinBox* m_loraRank = nullptr;
    QComboBox* m_loraTargets = nullptr; ///< presets of lora_targets, plus the file's own set
    QCheckBox* m_dora = nullptr;
    QSlider* m_sequence = nullptr;
    QSpinBox* m_sequenceValue = nullptr;
    int m_sequenceTop = 131072; ///< the slider's last length (the model's native context)
    QLabel* m_parameters = nullptr;
    QLabel* m_recipeNote = nullptr; ///< the imported training config's note (recipenote.h)
    std::vector<CollapsibleSection*> m_sections;
    WheelGuard* m_wheelGuard = nullptr;
    QSpinBox* m_microBatch = nullptr;
    QSpinBox* m_accumulation = nullptr;
    QCheckBox* m_checkpointing = nullptr;
    QComboBox* m_stack = nullptr;
    QComboBox* m_loss = nullptr;
    QComboBox* m_optimizerImpl = nullptr;
    QComboBox* m_attention = nullptr;
    QComboBox* m_fsdpVersion = nullptr;
    QCheckBox* m_compile = nullptr;
    QCheckBox* m_activationOffload = nullptr;
    QCheckBox* m_optimizerInBackward = nullptr;
    QSlider* m_imageShare = nullptr;
    QSpinBox* m_imageShareValue = nullptr;
    QSpinBox* m_imagesPerSample = nullptr;
    QSpinBox* m_imageWidth = nullptr;
    QSpinBox* m_imageHeight = nullptr;
    QCheckBox* m_trainVision = nullptr;
    QComboBox* m_gpu = nullptr;
    QComboBox* m_server = nullptr;
    QSlider* m_gpuCount = nullptr;
    QSpinBox* m_gpuCountValue = nullptr;
    QComboBox* m_runs = nullptr;
    QLabel* m_runsValue = nullptr;
    QCheckBox* m_capPower = nullptr;
    QSpinBox* m_powerCap = nullptr;
    QComboBox* m_feed = nullptr;
    QCheckBox* m_threePhase = nullptr;
    QSpinBox* m_nodes = nullptr;
    QComboBox* m_planMode = nullptr;
    QSpinBox* m_tp = nullptr;
    QSpinBox* m_pp = nullptr;
    QSpinBox* m_cp = nullptr;
    QSpinBox* m_ep = nullptr;
    QCheckBox* m_sequenceParallel = nullptr;
    QLabel* m_dpValue = nullptr;
    QSpinBox* m_checkpointsKept = nullptr;
    QDoubleSpinBox* m_datasetTokens = nullptr;
    QDoubleSpinBox* m_epochs = nullptr;
};

} // namespace headroom::ui
