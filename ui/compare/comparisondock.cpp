#include "compare/comparisondock.h"

#include "common/catalognames.h"
#include "common/messagetext.h"
#include "common/numberformat.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace headroom::ui {

ComparisonDock::ComparisonDock(const Catalog& catalog, QWidget* parent)
    : QDockWidget(parent), m_model(new ComparisonModel(catalog, this)),
      m_table(new QTableView(this)), m_list(new QListWidget(this)),
      m_recommendedLabel(new QLabel(this)), m_pinButton(new QPushButton(this)),
      m_removeButton(new QPushButton(this)), m_clearButton(new QPushButton(this)),
      m_applyButton(new QPushButton(this)), m_restoreButton(new QPushButton(this)),
      m_note(new QLabel(this)) {
    setObjectName(QStringLiteral("comparisonDock"));
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_model);
    m_table->setWordWrap(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->setObjectName(QStringLiteral("recommendationList"));
    m_list->setWordWrap(true);
    // Three recommendations, one line each: the table keeps the rest of the dock.
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 4 + 8);
    m_pinButton->setObjectName(QStringLiteral("pinButton"));
    m_removeButton->setObjectName(QStringLiteral("removeButton"));
    m_clearButton->setObjectName(QStringLiteral("clearButton"));
    m_applyButton->setObjectName(QStringLiteral("applyButton"));
    m_restoreButton->setObjectName(QStringLiteral("restoreButton"));
    m_note->setObjectName(QStringLiteral("pinNote"));
    m_note->setWordWrap(true);
    m_note->hide();
    // The window's comparison shows the workload rows too, differences highlighted.
    m_model->setWorkloadRows(true);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_pinButton);
    buttons->addWidget(m_removeButton);
    buttons->addWidget(m_clearButton);
    buttons->addWidget(m_restoreButton);
    buttons->addStretch();
    auto* applyRow = new QHBoxLayout;
    applyRow->addWidget(m_recommendedLabel);
    applyRow->addStretch();
    applyRow->addWidget(m_applyButton);

    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->addLayout(buttons);
    layout->addWidget(m_note);
    layout->addWidget(m_table, 1);
    layout->addLayout(applyRow);
    layout->addWidget(m_list);
    setWidget(panel);

    connect(m_pinButton, &QPushButton::clicked, this, &ComparisonDock::pinRequested);
    connect(m_removeButton, &QPushButton::clicked, this, &ComparisonDock::removeSelected);
    connect(m_clearButton, &QPushButton::clicked, this, &ComparisonDock::clear);
    connect(m_restoreButton, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_table->currentIndex();
        restorePin(current.isValid() ? current.column() : int(m_model->pinned().size()) - 1);
    });
    // A click on a pinned build's column header makes it the current build again (one undo
    // step); a double click on any of its cells does the same.
    m_table->horizontalHeader()->setSectionsClickable(true);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionClicked, this,
            &ComparisonDock::restorePin);
    connect(m_table, &QTableView::doubleClicked, this,
            [this](const QModelIndex& index) { restorePin(index.column()); });
    connect(m_applyButton, &QPushButton::clicked, this,
            [this] { applyRecommendation(m_list->currentRow()); });
    connect(m_list, &QListWidget::itemDoubleClicked, this,
            [this](QListWidgetItem* item) { applyRecommendation(m_list->row(item)); });
    connect(m_list, &QListWidget::currentRowChanged, this, &ComparisonDock::updateButtons);
    retranslate();
}

bool ComparisonDock::pin(const Scenario& scenario, const SizingResult& result) {
    std::vector<PinnedBuild> pinned = m_model->pinned();
    if (pinned.size() >= ComparisonModel::MaxPinned)
        return false;
    // No label: the column reads "n: 8× H200 NVL" (ComparisonModel::columnTitle).
    pinned.push_back({QString(), scenario, result});
    m_model->setPinned(std::move(pinned), m_locale);
    updateButtons();
    return true;
}

void ComparisonDock::restorePin(int column) {
    const auto& pinned = m_model->pinned();
    if (column < 0 || column >= static_cast<int>(pinned.size()))
        return;
    emit restoreRequested(pinned[static_cast<std::size_t>(column)].scenario);
}

void ComparisonDock::setPinned(std::vector<PinnedBuild> pinned) {
    m_model->setPinned(std::move(pinned), m_locale);
    updateButtons();
}

void ComparisonDock::removeSelected() {
    std::vector<PinnedBuild> pinned = m_model->pinned();
    if (pinned.empty())
        return;
    const QModelIndex current = m_table->currentIndex();
    const auto column =
        current.isValid() ? static_cast<std::size_t>(current.column()) : pinned.size() - 1;
    pinned.erase(pinned.begin() + static_cast<std::ptrdiff_t>(column));
    m_model->setPinned(std::move(pinned), m_locale);
    updateButtons();
}

void ComparisonDock::clear() {
    m_model->setPinned({}, m_locale);
    updateButtons();
}

void ComparisonDock::setRecommendations(std::vector<Recommendation> recommendations) {
    m_recommendations = std::move(recommendations);
    const int current = m_list->currentRow();
    m_list->clear();
    for (const Recommendation& r : m_recommendations) {
        const QString server = [&] {
            // The catalog's server name; the id is the fallback.
            return catalogText(r.result.serverName.empty() ? r.server : r.result.serverName);
        }();
        auto* item = new QListWidgetItem(tr("%1 — %2").arg(server, reasonText(r)), m_list);
        item->setToolTip(item->text());
    }
    if (!m_recommendations.empty())
        m_list->setCurrentRow(current >= 0 && current < m_list->count() ? current : 0);
    updateButtons();
}

QString ComparisonDock::variantText(VariantKind kind) {
    // The core's reason words the same departures (recommend.cpp variantText).
    switch (kind) {
    case VariantKind::Offload:
        return tr("; with the optimizer in host memory");
    case VariantKind::OffloadTo32bit:
        return tr("; with 32-bit AdamW offloaded to the CPUs (changes the optimizer)");
    case VariantKind::EightBit:
        return tr("; with 8-bit Adam");
    case VariantKind::EightBitOnGpus:
        return tr("; with 8-bit Adam on the GPUs instead of the offload");
    case VariantKind::GpuAdamW:
        return tr("; with 32-bit AdamW on the GPUs");
    case VariantKind::None:
        break;
    }
    return {};
}

QString ComparisonDock::reasonText(const Recommendation& r) const {
    // English: the core's reason line, as `headroom recommend` prints it. Other languages: the
    // same entry's figures in their words (the core words its reasons in English only).
    if (m_locale.language() == QLocale::English || m_locale.language() == QLocale::C)
        return QString::fromStdString(r.reason);
    QString text =
        r.tier == FitTier::DoesNotFit
            ? tr("does not fit: %1 short per card").arg(formatGb(-r.headroomGb, m_locale))
        // What blocks the build first, as the core's answer says it (never "fits").
        : r.result.answer.answer == AnswerState::NoGo
            ? MessageText::headline(r.result.answer, m_locale)
        : r.tier == FitTier::Tight
            ? tr("tight: %1 free per card").arg(formatGb(r.headroomGb, m_locale))
            : tr("fits with %1 free per card").arg(formatGb(r.headroomGb, m_locale));
    text += variantText(r.variantKind);
    if (r.nodes > 1)
        text += tr("; %1 servers, the %2 cluster")
                    .arg(m_locale.toString(r.nodes), r.clusterPick == "cheapest" ? tr("cheapest")
                                                     : r.clusterPick == "fastest"
                                                         ? tr("fastest")
                                                         : tr("fastest and cheapest"));
    if (r.sideBySide > 1)
        text += tr("; also %1 runs side by side").arg(m_locale.toString(r.sideBySide));
    if (r.tier != FitTier::DoesNotFit && r.hours > 0)
        text += tr("; %1 h for the dataset").arg(m_locale.toString(r.hours, 'f', 1));
    return text;
}

void ComparisonDock::applyRecommendation(int row) {
    if (row < 0 || row >= static_cast<int>(m_recommendations.size()))
        return;
    emit applyRequested(m_recommendations[static_cast<std::size_t>(row)].scenario);
}

void ComparisonDock::setLocale(const QLocale& locale) {
    m_locale = locale;
    m_model->setPinned(m_model->pinned(), m_locale); // reformats the figures
}

void ComparisonDock::retranslate() {
    setWindowTitle(tr("Compare builds"));
    m_pinButton->setText(tr("Pin current build"));
    m_removeButton->setText(tr("Remove"));
    m_clearButton->setText(tr("Clear"));
    m_applyButton->setText(tr("Apply"));
    m_recommendedLabel->setText(tr("Recommended builds"));
    m_applyButton->setToolTip(tr("Make the selected recommendation the current build"));
    m_restoreButton->setText(tr("Restore"));
    m_restoreButton->setToolTip(tr("Make the selected pinned build the current scenario again"));
    m_table->horizontalHeader()->setToolTip(
        tr("Click a pinned build's header to make it the current build again"));
    m_note->setText(tr("Four builds are pinned, the most the comparison holds: remove one to pin "
                       "another."));
    emit m_model->headerDataChanged(Qt::Vertical, 0, m_model->rowCount() - 1);
    updateButtons();
}

void ComparisonDock::updateButtons() {
    const auto count = m_model->pinned().size();
    // A fifth pin is not refused silently: the button stays and the note says why.
    m_note->setVisible(count >= ComparisonModel::MaxPinned);
    m_restoreButton->setEnabled(count > 0);
    m_removeButton->setEnabled(count > 0);
    m_clearButton->setEnabled(count > 0);
    m_applyButton->setEnabled(m_list->currentRow() >= 0);
}

} // namespace headroom::ui
