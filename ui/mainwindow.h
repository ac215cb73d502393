#pragma once
#include "catalog.h"
#include "scenario.h"

#include <QMainWindow>

namespace headroom::ui {

/// The configurator window: controls on one side, the four result charts on the other.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Catalog catalog, QWidget* parent = nullptr);
    /// Opens a scenario file; reports problems in a dialog.
    bool openScenario(const QString& path);

private:
    Catalog m_catalog;
    Scenario m_scenario;
};

} // namespace headroom::ui
