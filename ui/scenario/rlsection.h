#pragma once
// "Advanced: preference and RL" (issue 19), shown only for a preference or RL run: prompt and
// completion, the group and the rollout engine in the key group; the reference, critic and
// reward models and the engine's share, GPUs, tensor parallel and sleep mode in the fold.
#include "scenario/panelsection.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

class RlSection : public PanelSection {
    Q_OBJECT
public:
    RlSection(SectionHost& host, const Catalog& catalog, QWidget* parent);
    void build(QFormLayout* key) override;
    void showScenario(const Scenario& s) override;
    void retranslate() override;

private:
    void buildKeyRows(QFormLayout* key);
    void buildModels();
    void buildEngine();
    void addTips();
    void connectEdits();

    QFormLayout* m_key = nullptr;
    QWidget* m_lengthRow = nullptr;
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
};

} // namespace headroom::ui
