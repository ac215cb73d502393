#include "costs/costsview.h"

#include "costs/coststext.h"

#include <QLabel>
#include <QVBoxLayout>

namespace headroom::ui {

CostsView::CostsView(QWidget* parent)
    : QWidget(parent), m_answer(new QLabel(this)), m_figures(new QLabel(this)),
      m_prices(new QLabel(this)), m_chart(new CostsChartView(this)) {
    setObjectName(QStringLiteral("costsTab"));
    m_answer->setObjectName(QStringLiteral("costsAnswer"));
    QFont bold = m_answer->font();
    bold.setBold(true);
    m_answer->setFont(bold);
    m_answer->setWordWrap(true);
    m_figures->setObjectName(QStringLiteral("costsFigures"));
    m_prices->setObjectName(QStringLiteral("costsPrices"));
    for (QLabel* label : {m_answer, m_figures, m_prices})
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_figures->setWordWrap(true);
    m_prices->setWordWrap(true);
    QFont small = m_prices->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_prices->setFont(small);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_answer);
    layout->addWidget(m_figures);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_prices);
    retranslate();
}

void CostsView::setCosts(const CostsResult& current, const std::vector<LabelledCosts>& pinned,
                         const QLocale& locale) {
    m_current = current;
    m_pinned = pinned;
    m_locale = locale;
    m_chart->setCosts(current, pinned, locale);
    showTexts();
}

void CostsView::retranslate() {
    m_chart->retranslate();
    showTexts();
}

void CostsView::showTexts() {
    if (!m_current.asked) {
        m_answer->setText(tr("Own or rent: set the costs in the panel (Advanced: own or rent) "
                             "to compare this build with renting its GPU hours."));
        m_figures->clear();
        m_prices->clear();
        m_chart->setVisible(false);
        return;
    }
    m_answer->setText(CostsText::answer(m_current, m_locale));
    m_figures->setText(CostsText::figures(m_current, m_locale).join(QLatin1Char('\n')));
    QStringList prices = CostsText::priceLines(m_current, m_locale);
    for (const LabelledCosts& pin : m_pinned)
        for (const QString& line : CostsText::priceLines(pin.costs, m_locale))
            if (!prices.contains(line))
                prices << line;
    m_prices->setText(prices.join(QLatin1Char('\n')));
    m_chart->setVisible(m_current.status == CostsStatus::Ok);
}

QString CostsView::answerText() const {
    return m_answer->text();
}

} // namespace headroom::ui
