/// Rows selected by taps (`RecordingHost.tap`), as UIKit selects them: when a finger lifts on
/// the row it went down on, the delegate's `tableView(_:willSelectRowAt:)` may redirect or
/// refuse the selection; the other selected rows are deselected (unless
/// `allowsMultipleSelection`), each through `tableView(_:willDeselectRowAt:)` and
/// `tableView(_:didDeselectRowAt:)`; the row is selected (its cell's `setSelected(_:animated:)`)
/// and `tableView(_:didSelectRowAt:)` told. With multiple selection a tap on a selected row
/// deselects it instead. The row is highlighted while the finger is down
/// (`tableView(_:shouldHighlightRowAt:)`, `tableView(_:didHighlightRowAt:)`) and unhighlighted
/// between `tableView(_:willSelectRowAt:)` and `tableView(_:didSelectRowAt:)`, as UIKit orders
/// them; after a single selection outside editing the delegate's
/// `tableView(_:performPrimaryActionForRowAt:)` runs where
/// `tableView(_:canPerformPrimaryActionForRowAt:)` allows (yes by default). (A finger that moves
/// never scrolls the table, so a touch that ends on another row selects nothing.)
extension UITableView {
    /// A finger lifted: selects or deselects the row it went down on, if it is still on it.
    func tapEnded(_ touches: Set<UITouch>) {
        defer { touchedRow = nil }
        if touchedDetailButton, let row = touchedRow, let touch = touches.first,
            let cell = cellForRow(at: row), cell.detailButtonContains(touch.location(in: cell))
        {
            // The detail (info) button: the delegate is told; the row is not selected.
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: row)
            return
        }
        if let point = touches.first?.location(in: self),
            editingTap(at: point, row: touchedRow.flatMap { indexPathForRow(at: point) == $0 ? $0 : nil })
        {
            return
        }
        guard let touchedRow, isEditing ? allowsSelectionDuringEditing : allowsSelection,
            let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == touchedRow
        else {
            unhighlightTouchedRow()
            return
        }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedRows.contains(touchedRow) {
            unhighlightTouchedRow()
            deselectByTap(touchedRow)
            return
        }
        let asked = tableDelegate.map { $0.tableView(self, willSelectRowAt: touchedRow) } ?? touchedRow
        unhighlightTouchedRow()
        guard let row = asked else { return }
        if !multiple {
            for other in selectedRows where other != row { deselectByTap(other) }
        }
        if !selectedRows.contains(row) { selectedRows.append(row) }
        cellForRow(at: row)?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: row)
        if !isEditing, !multiple, tableDelegate?.tableView(self, canPerformPrimaryActionForRowAt: row) ?? true {
            tableDelegate?.tableView(self, performPrimaryActionForRowAt: row)
        }
    }

    /// A finger went down on a row: it is highlighted if it can be selected and the delegate's
    /// `tableView(_:shouldHighlightRowAt:)` agrees (its cell's `setHighlighted(_:animated:)`),
    /// and the delegate told (`tableView(_:didHighlightRowAt:)`).
    func highlightTouchedRow() {
        guard let row = touchedRow, isEditing ? allowsSelectionDuringEditing : allowsSelection,
            tableDelegate?.tableView(self, shouldHighlightRowAt: row) ?? true
        else { return }
        highlightedRow = row
        cellForRow(at: row)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: row)
    }

    /// The highlighted row's finger lifted or left: unhighlighted, the delegate told
    /// (`tableView(_:didUnhighlightRowAt:)`).
    func unhighlightTouchedRow() {
        guard let row = highlightedRow else { return }
        highlightedRow = nil
        cellForRow(at: row)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: row)
    }

    /// Deselects a row as a tap does, asking and telling the delegate.
    private func deselectByTap(_ indexPath: IndexPath) {
        let asked = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let row = asked else { return }
        deselectRow(at: row, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: row)
    }
}
