#include "mainwindow.h"

namespace headroom::ui {

MainWindow::MainWindow(Catalog catalog, QWidget* parent)
    : QMainWindow(parent), m_catalog(std::move(catalog)) {
    setWindowTitle(tr("Headroom"));
}

bool MainWindow::openScenario(const QString&) { return false; } // TODO(issue 5)

} // namespace headroom::ui
