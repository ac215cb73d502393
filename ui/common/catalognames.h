#pragma once
// Names and notes of the built-in catalog in the UI language. The catalog's JSON is English
// (a user catalog names things in its own words, shown as written); the built-in entries whose
// names carry words ("4× H200 NVL server (4-way NVLink bridge)") have German translations in
// headroom_de.ts under the context "CatalogNames".
#include <QString>
#include <string>

namespace headroom::ui {

/// `text` (a catalog server name, GPU note or stack name) in the UI language; unchanged when
/// no translation is installed for it.
QString catalogText(const std::string& text);

} // namespace headroom::ui
