#pragma once
// The four result charts (README, "The window"), built from a result alone (never from widgets), so
// that the window and the quote PDF draw the same pictures.
//
// Each make*Chart() returns a new QChart owned by the caller, without a view: show it in a
// QChartView, or paint it as vectors by adding it to a QGraphicsScene, resizing it and calling
// QGraphicsScene::render(). Numbers follow `locale` (axes and labels); text goes through the
// installed QTranslator (context "ResultCharts", in headroom_<lang>.qm).
// update*Chart() refreshes a chart made by the matching make*Chart() in place, which is what the
// window does on every control change.
#include "sizingresult.h"

#include <QLocale>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace headroom::ui {

/// Host is the window's fifth chart (host memory on its own axis); the quote draws the first four
/// (its memory chart keeps the host bar).
enum class ResultChartKind { Memory, Transfer, Power, Storage, Host };

/// 1. Memory per GPU: weights, gradients, optimizer, activations, logits, buffers, reserved and
/// the free rest stacked against the capacity line; a second bar for host memory needed vs
/// installed (right axis).
QChart* makeMemoryChart(const SizingResult& result, const QLocale& locale);
/// 2. Transfer vs compute per step, at peak and at the expected efficiency, naming the link. A
/// preference or RL run's chart is its expected step as the bars that make it: generate, score,
/// the policy's compute and transfers, PPO's critic.
QChart* makeTransferChart(const SizingResult& result, const QLocale& locale);
/// 3. Power: GPUs, CPUs and overhead stacked against the feed limits drawn as lines.
QChart* makePowerChart(const SizingResult& result, const QLocale& locale);
/// 4. Checkpoint storage: checkpoints kept, final BF16 model, FP8 export.
QChart* makeStorageChart(const SizingResult& result, const QLocale& locale);
/// 5. Host memory: needed against installed, the GB on the bars (no value axis).
QChart* makeHostChart(const SizingResult& result, const QLocale& locale);
/// The memory chart without its host bar (the window draws host memory as a chart of its own).
void setMemoryChartHostShown(QChart* chart, bool shown);
/// One of the charts by kind.
QChart* makeResultChart(ResultChartKind kind, const SizingResult& result, const QLocale& locale);

void updateMemoryChart(QChart* chart, const SizingResult& result, const QLocale& locale);
void updateTransferChart(QChart* chart, const SizingResult& result, const QLocale& locale);
void updatePowerChart(QChart* chart, const SizingResult& result, const QLocale& locale);
void updateStorageChart(QChart* chart, const SizingResult& result, const QLocale& locale);
void updateHostChart(QChart* chart, const SizingResult& result, const QLocale& locale);
/// Refreshes a chart made by makeResultChart(kind, ...) in place.
void updateResultChart(ResultChartKind kind, QChart* chart, const SizingResult& result,
                       const QLocale& locale);

} // namespace headroom::ui
