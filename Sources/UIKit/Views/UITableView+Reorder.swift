import Foundation

/// Rows reordered by their reorder controls while editing, as UIKit's: a finger that goes down
/// on a shown reorder control lifts the row (it follows the finger up and down, above the
/// others); the row it would land on is the one under its middle, which the delegate's
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` may change, and the rows
/// between slide to make room (over 0.2 s, Reel's estimate). When the finger lifts the row
/// settles into its place (0.2 s) and the data source's `tableView(_:moveRowAt:to:)` is told.
/// Reel moves rows within their section only (UIKit also moves them into other sections).
extension UITableView {
    /// How long the rows take to make room and the lifted row to settle (undocumented).
    static let reorderAnimationDuration: TimeInterval = 0.2

    /// A finger went down: starts a reorder if it is on a shown reorder control.
    func reorderBegan(at point: CGPoint) -> Bool {
        guard isEditing, let row = indexPathForRow(at: point), let cell = cellForRow(at: row),
            cell.showsReorderControl, cell.tableCell.tableAllowsMove,
            cell.convert(point, from: self).x >= cell.bounds.width - UITableViewCell.editingControlWidth
        else { return false }
        editMode.reorder = TableReorder(source: row, target: row, start: point, origin: cell.frame.origin)
        bringSubviewToFront(cell)
        return true
    }

    /// The finger moved: the lifted row follows it, the others make room.
    func reorderMoved(to point: CGPoint) {
        guard var reorder = editMode.reorder, let cell = cellForRow(at: reorder.source) else { return }
        var frame = cell.frame
        frame.origin.y = reorder.origin.y + point.y - reorder.start.y
        UIView.performWithoutAnimation { cell.frame = frame }
        let proposed = proposedTarget(for: CGPoint(x: frame.midX, y: frame.midY), from: reorder.source)
        let asked =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
        let count = numberOfRows(inSection: reorder.source.section)
        let target = asked.section == reorder.source.section && (0..<count).contains(asked.row) ? asked : proposed
        guard target != reorder.target else { return }
        reorder.target = target
        editMode.reorder = reorder
        UIView.animate(withDuration: Self.reorderAnimationDuration) { self.placeRowsAround(reorder) }
    }

    /// The finger lifted: the row settles into its place and the data source is told.
    func reorderEnded() {
        guard let reorder = editMode.reorder else { return }
        editMode.reorder = nil
        let slots = arrangedFrames(reorder)
        if let cell = cellForRow(at: reorder.source), let slot = slots[reorder.source] {
            UIView.animate(withDuration: Self.reorderAnimationDuration) { cell.frame = slot }
        }
        guard reorder.target != reorder.source else { return }
        dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.target)
        // The cells take their new rows' index paths; the frames are asked again.
        visible = visible.map { (moved(reorder, $0.indexPath), $0.cell) }.sorted { $0.0 < $1.0 }
        selectedRows = selectedRows.map { moved(reorder, $0) }
        rowFrames = nil
        loadRows()
    }

    /// Where a row's index path goes when `reorder` lands (both in one section).
    private func moved(_ reorder: TableReorder, _ path: IndexPath) -> IndexPath {
        guard path.section == reorder.source.section else { return path }
        var order = Array(0..<numberOfRows(inSection: path.section))
        order.remove(at: reorder.source.row)
        order.insert(reorder.source.row, at: reorder.target.row)
        return IndexPath(row: order.firstIndex(of: path.row) ?? path.row, section: path.section)
    }

    /// The frames of the section's rows (by their index paths before the move) with the
    /// lifted row at its target: each keeps its height, one after another.
    private func arrangedFrames(_ reorder: TableReorder) -> [IndexPath: CGRect] {
        let frames = loadRows()[reorder.source.section]
        var order = Array(frames.indices)
        order.remove(at: reorder.source.row)
        order.insert(reorder.source.row, at: reorder.target.row)
        var y = frames.first?.minY ?? 0
        var arranged: [IndexPath: CGRect] = [:]
        for row in order {
            var frame = frames[row]
            frame.origin.y = y
            y += frame.height
            arranged[IndexPath(row: row, section: reorder.source.section)] = frame
        }
        return arranged
    }

    /// Moves the rows other than the lifted one to where they are with the row at its target.
    private func placeRowsAround(_ reorder: TableReorder) {
        let arranged = arrangedFrames(reorder)
        for (path, cell) in visible where path != reorder.source {
            if let frame = arranged[path] { cell.frame = frame }
        }
    }

    /// The row of the lifted row's section under `point` (the first or last beyond its ends).
    private func proposedTarget(for point: CGPoint, from source: IndexPath) -> IndexPath {
        let frames = loadRows()[source.section]
        let row =
            frames.firstIndex { point.y >= $0.minY && point.y < $0.maxY }
            ?? (point.y < (frames.first?.minY ?? 0) ? 0 : frames.count - 1)
        return IndexPath(row: row, section: source.section)
    }
}

/// A row lifted by its reorder control (UITableView+Reorder.swift).
struct TableReorder {
    let source: IndexPath
    var target: IndexPath
    let start: CGPoint
    let origin: CGPoint
}
