#pragma once
// The Serving tab's "Advanced: serving engine" section (issue 33): the engine and the settings a
// serving plan names (gpu_memory_utilization, max_model_len, max_num_seqs,
// max_num_batched_tokens, chunked prefill, speculative tokens, SGLang's mem_fraction_static).
// 0 in a spin box reads "engine default" (the scenario's 0: the core takes the engine's default
// for the card).
#include "scenario/collapsiblesection.h"
#include "servingrequest.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace headroom::ui {

class ServingEngineSection : public CollapsibleSection {
    Q_OBJECT
public:
    explicit ServingEngineSection(QWidget* parent = nullptr);

    /// Shows `request`'s engine settings; the controls are enabled with `enabled`.
    void setRequest(const ServingRequest& request, bool enabled);
    /// Writes the controls' settings into `request`.
    void apply(ServingRequest& request) const;
    void retranslate();

signals:
    /// The user changed a setting.
    void edited();

private:
    QLabel* addRow(QWidget* field);

    QFormLayout* m_form;
    QComboBox* m_engine;
    QDoubleSpinBox* m_utilization;
    QSpinBox* m_maxModelLen;
    QSpinBox* m_maxNumSeqs;
    QSpinBox* m_batchedTokens;
    QCheckBox* m_chunkedPrefill;
    QSpinBox* m_speculative;
    QDoubleSpinBox* m_sglangFraction;
    QLabel* m_engineLabel;
    QLabel* m_utilizationLabel;
    QLabel* m_maxModelLenLabel;
    QLabel* m_maxNumSeqsLabel;
    QLabel* m_batchedTokensLabel;
    QLabel* m_speculativeLabel;
    QLabel* m_sglangFractionLabel;
};

} // namespace headroom::ui
