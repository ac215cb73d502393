#include "common/catalognames.h"

#include "textformat.h"

#include <QCoreApplication>

namespace headroom::ui {

namespace {

// The built-in catalog's texts that carry words (catalog/servers.json names, catalog/gpus.json
// notes), listed for lupdate; the test "the German window shows no English words" fails when a
// catalog name changes here without its German translation.
[[maybe_unused]] const char* const kBuiltInTexts[] = {
    QT_TRANSLATE_NOOP("CatalogNames", "1× H200 NVL server"),
    QT_TRANSLATE_NOOP("CatalogNames", "2× H200 NVL server (2-way NVLink bridge)"),
    QT_TRANSLATE_NOOP("CatalogNames", "4× H200 NVL server (4-way NVLink bridge)"),
    QT_TRANSLATE_NOOP("CatalogNames", "8× H200 NVL server (two 4-way NVLink domains)"),
    QT_TRANSLATE_NOOP("CatalogNames", "1× RTX PRO 6000 Server Edition server"),
    QT_TRANSLATE_NOOP("CatalogNames", "2× RTX PRO 6000 Server Edition server"),
    QT_TRANSLATE_NOOP("CatalogNames", "4× RTX PRO 6000 Server Edition server"),
    QT_TRANSLATE_NOOP("CatalogNames", "8× RTX PRO 6000 Server Edition server"),
    QT_TRANSLATE_NOOP("CatalogNames", "HGX H200 8-GPU server"),
    QT_TRANSLATE_NOOP("CatalogNames", "HGX H100 8-GPU server"),
    QT_TRANSLATE_NOOP("CatalogNames", "HGX B200 8-GPU server"),
    QT_TRANSLATE_NOOP("CatalogNames", "4× H100 NVL server (two 2-way bridges)"),
    QT_TRANSLATE_NOOP("CatalogNames", "4× H100 PCIe server"),
    QT_TRANSLATE_NOOP("CatalogNames", "4× L40S server"),
    QT_TRANSLATE_NOOP("CatalogNames", "8× L40S server"),
    QT_TRANSLATE_NOOP("CatalogNames", "HGX A100 80GB 8-GPU server"),
    QT_TRANSLATE_NOOP("CatalogNames", "RTX 4090 workstation"),
    // catalog/networks.json cables (adapters and switches are product names)
    QT_TRANSLATE_NOOP("CatalogNames", "400G OSFP multimode link (MMA4Z00-NS400 + half an "
                                      "MMA4Z00-NS twin-port + MFP7E10 fibre)"),
    QT_TRANSLATE_NOOP("CatalogNames", "800G XDR OSFP link (transceiver pair + fibre)"),
    // catalog/servers.json "chassis"
    QT_TRANSLATE_NOOP("CatalogNames", "2U, 1 socket"),
    QT_TRANSLATE_NOOP("CatalogNames", "2U, 2 sockets"),
    QT_TRANSLATE_NOOP("CatalogNames", "4U, 2 sockets"),
    QT_TRANSLATE_NOOP("CatalogNames", "6U, 2 sockets"),
    QT_TRANSLATE_NOOP("CatalogNames", "8U, 2 sockets"),
    QT_TRANSLATE_NOOP("CatalogNames", "10U, 2 sockets"),
    QT_TRANSLATE_NOOP("CatalogNames", "tower, 1 socket"),
    QT_TRANSLATE_NOOP(
        "CatalogNames",
        "NVIDIA publishes no dense BF16 rate for the Server Edition; the Workstation Edition's "
        "503.8 TFLOPS is used, the Server Edition's lower clocks run somewhat below it"),
};

} // namespace

QString catalogText(const std::string& text) {
    // A user catalog's name with a control character is shown escaped (the one sanitiser).
    return QCoreApplication::translate("CatalogNames", escapeControls(text).c_str());
}

} // namespace headroom::ui
