#pragma once
// One undoable scenario edit. Edits with the same merge id (one slider drag) become one command.
#include "scenario.h"

#include <QUndoCommand>
#include <functional>

namespace headroom::ui {

class ScenarioCommand : public QUndoCommand {
public:
    using Apply = std::function<void(const Scenario&)>;
    /// `mergeId` -1: never merges; otherwise consecutive commands with the same id merge.
    ScenarioCommand(Scenario before, Scenario after, const QString& text, int mergeId, Apply apply);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Scenario m_before;
    Scenario m_after;
    int m_mergeId;
    Apply m_apply;
};

} // namespace headroom::ui
