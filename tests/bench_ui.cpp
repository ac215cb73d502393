// headroom-ui-bench: the window offscreen, the sequence-length slider driven through 200 values.
// Each sample covers the edit, the evaluation, every view's update (the five charts, where it
// runs out with two pinned curves, what fits) and the repaint of what changed in the tab shown
// (chart_paints_per_update counts the chart views painted).
// Prints `name: value unit` per line: wall-clock times, and the process's CPU time per sample
// (`_cpu_`), which other programs on the machine's cores disturb less.
#include "catalogbands.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QGraphicsView>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace headroom;

namespace {

/// Notes the first paint of any widget in the window.
class PaintWatcher : public QObject {
public:
    bool painted = false;
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Paint)
            painted = true;
        return false;
    }
};

/// Counts the paint events of the widgets it watches (the chart views' viewports).
class PaintCounter : public QObject {
public:
    int count = 0;
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Paint)
            ++count;
        return false;
    }
};

/// CPU time of the whole process (every thread), in ms: the figure that depends least on how
/// busy the machine's cores are with other work.
double cpuMs() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

} // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QElapsedTimer startup;
    startup.start();
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HeadroomBench"));

    auto catalog = loadCatalog(HEADROOM_SOURCE_CATALOG);
    if (!catalog) {
        std::fprintf(stderr, "%s\n", catalog.error().toString().c_str());
        return 1;
    }
    ui::MainWindow window(std::move(catalog).value());
    window.setDialogsEnabled(false);
    PaintWatcher watcher;
    application.installEventFilter(&watcher);
    window.resize(1280, 720);
    window.show();
    while (!watcher.painted)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    const double startupMs = static_cast<double>(startup.nsecsElapsed()) / 1e6;
    application.removeEventFilter(&watcher);

    auto* slider = window.findChild<QSlider*>(QStringLiteral("sequenceLengthSlider"));
    if (!slider)
        return 1;
    // Every view follows the slider: the charts, where it runs out (this build and the pins)
    // and what fits are all recomputed on each edit; each tab is timed while it is shown.
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("resultTabs"));
    if (!tabs)
        return 1;
    window.findChild<QAction*>(QStringLiteral("pinBuild"))->trigger();
    window.applyPreset(3); // 8x RTX PRO 6000 SE, pinned as the second curve
    window.findChild<QAction*>(QStringLiteral("pinBuild"))->trigger();
    // Every sample must have painted the views it changed: the charts' viewports are counted,
    // and a sample on the charts tab that painted none would make the figures meaningless.
    PaintCounter chartPaints;
    for (QGraphicsView* view : window.findChildren<QGraphicsView*>())
        view->viewport()->installEventFilter(&chartPaints);
    const char* const names[] = {"charts", "runs_out", "what_fits"};
    std::vector<double> all, allCpu;
    for (int tab = 0; tab < 3; ++tab) {
        tabs->setCurrentIndex(tab);
        QApplication::processEvents();
        std::vector<double> samples, cpu, paintsPerSample;
        chartPaints.count = 0;
        for (int i = 0; i < 200; ++i) {
            const int position = (i * 7) % (slider->maximum() + 1); // jumps, like a fast drag
            QElapsedTimer timer;
            timer.start();
            const double cpuStart = cpuMs();
            slider->setValue(position);
            // The charts' scenes update on queued signals and ask for a repaint of what changed;
            // the second pass paints those requests: what the screen shows, without painting
            // the unchanged controls again (a whole-window repaint() did that until session 6).
            QApplication::processEvents();
            QApplication::processEvents();
            samples.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            if (tab == 0 && chartPaints.count == 0) {
                std::fprintf(stderr, "headroom-ui-bench: a slider move painted no chart\n");
                return 1;
            }
            paintsPerSample.push_back(static_cast<double>(chartPaints.count));
            chartPaints.count = 0;
            cpu.push_back(cpuMs() - cpuStart);
        }
        std::printf("slider_update_ms_p95_%s: %.2f ms\n", names[tab], percentile(samples, 0.95));
        std::printf("slider_update_cpu_ms_p95_%s: %.2f ms\n", names[tab], percentile(cpu, 0.95));
        std::printf("chart_paints_per_update_p50_%s: %.0f paints\n", names[tab],
                    percentile(paintsPerSample, 0.5));
        all.insert(all.end(), samples.begin(), samples.end());
        allCpu.insert(allCpu.end(), cpu.begin(), cpu.end());
    }
    std::printf("slider_update_ms_p50: %.2f ms\n", percentile(all, 0.50));
    std::printf("slider_update_ms_p95: %.2f ms\n", percentile(all, 0.95));
    std::printf("slider_update_cpu_ms_p50: %.2f ms\n", percentile(allCpu, 0.50));
    std::printf("slider_update_cpu_ms_p95: %.2f ms\n", percentile(allCpu, 0.95));
    std::printf("startup_to_first_paint_ms: %.1f ms\n", startupMs);
    return 0;
}
