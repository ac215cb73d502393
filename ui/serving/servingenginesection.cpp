#include "serving/servingenginesection.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace headroom::ui {

ServingEngineSection::ServingEngineSection(QWidget* parent)
    : CollapsibleSection(parent), m_form(new QFormLayout(content())),
      m_engine(new QComboBox(content())), m_utilization(new QDoubleSpinBox(content())),
      m_maxModelLen(new QSpinBox(content())), m_maxNumSeqs(new QSpinBox(content())),
      m_batchedTokens(new QSpinBox(content())), m_chunkedPrefill(new QCheckBox(content())),
      m_speculative(new QSpinBox(content())), m_sglangFraction(new QDoubleSpinBox(content())) {
    setObjectName(QStringLiteral("servingEngineSection"));
    m_engine->setObjectName(QStringLiteral("servingEngine"));
    m_utilization->setObjectName(QStringLiteral("servingMemoryUtilization"));
    m_maxModelLen->setObjectName(QStringLiteral("servingMaxModelLen"));
    m_maxNumSeqs->setObjectName(QStringLiteral("servingMaxNumSeqs"));
    m_batchedTokens->setObjectName(QStringLiteral("servingBatchedTokens"));
    m_chunkedPrefill->setObjectName(QStringLiteral("servingChunkedPrefill"));
    m_speculative->setObjectName(QStringLiteral("servingSpeculativeTokens"));
    m_sglangFraction->setObjectName(QStringLiteral("servingMemFractionStatic"));
    // The engines' own names, in kServingEngineNames' order.
    m_engine->addItems({QStringLiteral("vLLM"), QStringLiteral("SGLang"),
                        QStringLiteral("TensorRT-LLM")});
    // The scenario file's limits (core/servingrequest.cpp).
    m_utilization->setRange(0.05, 1);
    m_utilization->setDecimals(2);
    m_utilization->setSingleStep(0.05);
    m_maxModelLen->setRange(0, 16777216);
    m_maxModelLen->setSingleStep(1024);
    m_maxNumSeqs->setRange(0, 1000000);
    m_batchedTokens->setRange(0, 16777216);
    m_batchedTokens->setSingleStep(1024);
    m_speculative->setRange(0, 64);
    for (QSpinBox* box : {m_maxModelLen, m_maxNumSeqs, m_batchedTokens})
        box->setGroupSeparatorShown(true);
    m_sglangFraction->setRange(0, 1);
    m_sglangFraction->setDecimals(3);
    m_sglangFraction->setSingleStep(0.01);
    m_engineLabel = addRow(m_engine);
    m_utilizationLabel = addRow(m_utilization);
    m_maxModelLenLabel = addRow(m_maxModelLen);
    m_maxNumSeqsLabel = addRow(m_maxNumSeqs);
    m_batchedTokensLabel = addRow(m_batchedTokens);
    m_form->addRow(m_chunkedPrefill);
    m_speculativeLabel = addRow(m_speculative);
    m_sglangFractionLabel = addRow(m_sglangFraction);

    connect(m_engine, &QComboBox::currentIndexChanged, this, &ServingEngineSection::edited);
    connect(m_chunkedPrefill, &QCheckBox::toggled, this, &ServingEngineSection::edited);
    for (QAbstractSpinBox* box :
         {static_cast<QAbstractSpinBox*>(m_utilization), static_cast<QAbstractSpinBox*>(m_maxModelLen),
          static_cast<QAbstractSpinBox*>(m_maxNumSeqs),
          static_cast<QAbstractSpinBox*>(m_batchedTokens),
          static_cast<QAbstractSpinBox*>(m_speculative),
          static_cast<QAbstractSpinBox*>(m_sglangFraction)})
        connect(box, &QAbstractSpinBox::editingFinished, this, &ServingEngineSection::edited);
    retranslate();
}

QLabel* ServingEngineSection::addRow(QWidget* field) {
    auto* label = new QLabel(content());
    m_form->addRow(label, field);
    return label;
}

void ServingEngineSection::retranslate() {
    setTitle(tr("Advanced: serving engine"));
    m_engineLabel->setText(tr("Engine"));
    m_utilizationLabel->setText(tr("Engine's share of each GPU"));
    m_maxModelLenLabel->setText(tr("Longest sequence (max_model_len)"));
    m_maxNumSeqsLabel->setText(tr("Sequences per step (max_num_seqs)"));
    m_batchedTokensLabel->setText(tr("Tokens per step (max_num_batched_tokens)"));
    m_chunkedPrefill->setText(tr("Chunked prefill"));
    m_speculativeLabel->setText(tr("Speculative tokens per step"));
    m_maxModelLen->setSpecialValueText(tr("the context per user"));
    m_maxNumSeqs->setSpecialValueText(tr("engine default"));
    m_batchedTokens->setSpecialValueText(tr("engine default"));
    m_speculative->setSpecialValueText(tr("none"));
    // The key's name as the label, its meaning in the tooltip: the longer label widened the
    // controls' column until the users chart beside it was cut (German, 1280 × 720).
    m_sglangFractionLabel->setText(tr("SGLang: mem_fraction_static"));
    const QString fractionTip =
        tr("SGLang's share for the weights and the KV cache (--mem-fraction-static); "
           "the engine's default: SGLang's own estimate for the card.");
    m_sglangFractionLabel->setToolTip(fractionTip);
    m_sglangFraction->setToolTip(fractionTip);
    m_sglangFraction->setSpecialValueText(tr("engine default"));
    m_engine->setToolTip(tr("The engine whose memory budget is reproduced: vLLM takes its share of "
                            "each GPU less the weights, a profile run and its CUDA graphs; SGLang "
                            "a share set by the card's memory; TensorRT-LLM 90 % of what the "
                            "weights leave."));
}

void ServingEngineSection::setRequest(const ServingRequest& q, bool enabled) {
    const QSignalBlocker b1(m_engine), b2(m_utilization), b3(m_maxModelLen), b4(m_maxNumSeqs),
        b5(m_batchedTokens), b6(m_chunkedPrefill), b7(m_speculative), b8(m_sglangFraction);
    m_engine->setCurrentIndex(static_cast<int>(q.engine));
    m_utilization->setValue(q.gpuMemoryUtilization);
    m_maxModelLen->setValue(q.maxModelLen);
    m_maxNumSeqs->setValue(q.maxNumSeqs);
    m_batchedTokens->setValue(q.maxNumBatchedTokens);
    m_chunkedPrefill->setChecked(q.chunkedPrefill);
    m_speculative->setValue(q.speculativeTokens);
    m_sglangFraction->setValue(q.memFractionStatic);
    content()->setEnabled(enabled);
}

void ServingEngineSection::apply(ServingRequest& q) const {
    q.engine = static_cast<ServingEngine>(m_engine->currentIndex());
    q.gpuMemoryUtilization = m_utilization->value();
    q.maxModelLen = m_maxModelLen->value();
    q.maxNumSeqs = m_maxNumSeqs->value();
    q.maxNumBatchedTokens = m_batchedTokens->value();
    q.chunkedPrefill = m_chunkedPrefill->isChecked();
    q.speculativeTokens = m_speculative->value();
    q.memFractionStatic = m_sglangFraction->value();
}

} // namespace headroom::ui
