#include "window/scenariocommand.h"

namespace headroom::ui {

ScenarioCommand::ScenarioCommand(Scenario before, Scenario after, const QString& text, int mergeId,
                                 Apply apply)
    : QUndoCommand(text), m_before(std::move(before)), m_after(std::move(after)),
      m_mergeId(mergeId), m_apply(std::move(apply)) {}

void ScenarioCommand::undo() {
    m_apply(m_before);
}
void ScenarioCommand::redo() {
    m_apply(m_after);
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other) {
    // QUndoStack only asks when both ids are equal and not -1.
    m_after = static_cast<const ScenarioCommand*>(other)->m_after;
    setObsolete(m_after == m_before); // a drag back to where it started leaves nothing to undo
    return true;
}

} // namespace headroom::ui
