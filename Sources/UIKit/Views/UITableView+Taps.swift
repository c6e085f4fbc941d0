/// Rows selected by taps (`RecordingHost.tap`), as UIKit selects them: when a finger lifts on
/// the row it went down on, the delegate's `tableView(_:willSelectRowAt:)` may redirect or
/// refuse the selection; the other selected rows are deselected (unless
/// `allowsMultipleSelection`), each through `tableView(_:willDeselectRowAt:)` and
/// `tableView(_:didDeselectRowAt:)`; the row is selected (its cell's `setSelected(_:animated:)`)
/// and `tableView(_:didSelectRowAt:)` told. With multiple selection a tap on a selected row
/// deselects it instead. (Reel draws no highlight while the finger is down, and a finger that
/// moves never scrolls the table, so a touch that ends on another row selects nothing.)
extension UITableView {
    /// A finger lifted: selects or deselects the row it went down on, if it is still on it.
    func tapEnded(_ touches: Set<UITouch>) {
        defer { touchedRow = nil }
        guard let touchedRow, allowsSelection,
            let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == touchedRow
        else { return }
        if allowsMultipleSelection, selectedRows.contains(touchedRow) {
            deselectByTap(touchedRow)
            return
        }
        let asked = tableDelegate.map { $0.tableView(self, willSelectRowAt: touchedRow) } ?? touchedRow
        guard let row = asked else { return }
        if !allowsMultipleSelection {
            for other in selectedRows where other != row { deselectByTap(other) }
        }
        if !selectedRows.contains(row) { selectedRows.append(row) }
        cellForRow(at: row)?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: row)
    }

    /// Deselects a row as a tap does, asking and telling the delegate.
    private func deselectByTap(_ indexPath: IndexPath) {
        let asked = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let row = asked else { return }
        deselectRow(at: row, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: row)
    }
}
