#pragma once
// "Advanced: model, method and batch": the model, the method and the objective beside it, the
// optimizer, the state accounting and sharding, LoRA, the sequence length and the batch.
#include "scenario/panelsection.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QPushButton;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

class SequenceField;

class MethodSection : public PanelSection {
    Q_OBJECT
public:
    MethodSection(SectionHost& host, const Catalog& catalog, QWidget* parent);
    void build(QFormLayout* key) override;
    void showScenario(const Scenario& s) override;
    void retranslate() override;

signals:
    void importModelRequested();

private:
    void buildModel(QFormLayout* key);
    void buildBatch(QFormLayout* key);
    void addTips();
    void connectEdits();
    void showModel(const Scenario& s);
    void showLora(const Scenario& s);

    QFormLayout* m_key = nullptr;
    QComboBox* m_model = nullptr;
    QPushButton* m_import = nullptr;
    QLabel* m_parameters = nullptr;
    QComboBox* m_method = nullptr;
    QComboBox* m_objective = nullptr; ///< SFT or a preference / RL method (scenario `method`)
    QComboBox* m_optimizer = nullptr;
    QComboBox* m_stateBytes = nullptr;
    QComboBox* m_sharding = nullptr;
    QSpinBox* m_loraRank = nullptr;
    QComboBox* m_loraTargets = nullptr; ///< presets of lora_targets, plus the file's own set
    QCheckBox* m_dora = nullptr;
    QCheckBox* m_routedExperts = nullptr; ///< Scenario::loraRoutedExperts, for MoE models only
    SequenceField* m_sequence = nullptr;
    QSpinBox* m_microBatch = nullptr;
    QSpinBox* m_accumulation = nullptr;
    QCheckBox* m_checkpointing = nullptr;
};

} // namespace headroom::ui
