import Foundation

/// The cells a table view shows: made, kept, recycled and placed as rows come into and leave
/// the bounds.
extension UITableView {
    /// Brings the visible cells in step with the rows in the bounds; `appearing` runs for each
    /// cell made for a row that was not shown, `headerAppearing` for each header or footer
    /// (row and section animations use them). Self-sizing rows in the bounds are measured
    /// first, so the cells take their measured frames.
    func updateCells(
        appearing: ((UITableViewCell, IndexPath) -> Void)? = nil,
        headerAppearing: ((UIView, HeaderFooterKey) -> Void)? = nil
    ) {
        guard !isUpdatingCells else { return }
        isUpdatingCells = true
        defer { isUpdatingCells = false }
        // A new width (a frame change does not pass through `bounds`): rows measure again.
        if rowFrames != nil, rowFramesWidth != bounds.width {
            rowFrames = nil
            measuredRowHeights = [:]
        }
        var made: [IndexPath: UITableViewCell] = [:]
        while sizeRowsInBounds(made: &made) {}
        let rows = loadRows()
        let height = placeTableHeaderAndFooter()
        if contentSize != CGSize(width: bounds.width, height: height) {
            contentSize = CGSize(width: bounds.width, height: height)
        }
        let wanted = rowsInBounds(rows)
        let wantedPaths = Set(wanted.map(\.0))
        var kept: [IndexPath: UITableViewCell] = [:]
        for (indexPath, cell) in visible {
            if wantedPaths.contains(indexPath) {
                kept[indexPath] = cell
            } else {
                recycle(cell)
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        // Cells made to measure rows that measuring pushed out of the bounds again.
        for indexPath in made.keys.sorted() where !wantedPaths.contains(indexPath) {
            if let cell = made[indexPath] { recycle(cell) }
        }
        visible = []
        for (indexPath, frame) in wanted {
            if let cell = kept[indexPath] {
                // A reorder places its rows itself.
                if editMode.reorder == nil { cell.frame = frame }
                decorate(cell, at: indexPath)
                visible.append((indexPath, cell))
            } else if let cell = made[indexPath] ?? makeCell(at: indexPath) {
                show(cell, at: indexPath, frame: frame, appearing: appearing)
                visible.append((indexPath, cell))
            }
        }
        updateHeadersAndFooters(appearing: headerAppearing)
        placeFillerSeparators(contentHeight: height)
        placeSectionIndex()
        placeBackgroundView()
    }

    /// Keeps the background view over the bounds (what is seen), behind everything else.
    func placeBackgroundView() {
        guard let backgroundView else { return }
        UIView.performWithoutAnimation { backgroundView.frame = bounds }
        if backgroundView.superview !== self {
            insertSubview(backgroundView, at: 0)
        } else if subviews.first !== backgroundView {
            sendSubviewToBack(backgroundView)
        }
    }

    /// The data source's cell for a row, made outside any animation block around the update,
    /// as UIKit makes cells.
    func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        var made: UITableViewCell?
        UIView.performWithoutAnimation { made = dataSource.tableView(self, cellForRowAt: indexPath) }
        return made
    }

    /// The rows whose frames meet the bounds, top down, with their frames.
    private func rowsInBounds(_ rows: [[CGRect]]) -> [(IndexPath, CGRect)] {
        var wanted: [(IndexPath, CGRect)] = []
        for (section, frames) in rows.enumerated() {
            for (row, frame) in frames.enumerated() where frame.overlaps(bounds) {
                wanted.append((IndexPath(row: row, section: section), frame))
            }
        }
        return wanted
    }

    /// Puts a cell made for a row that was not shown in place, outside any animation: its frame,
    /// selection, decoration and editing state, the delegate's `willDisplay`, then `appearing`.
    private func show(
        _ cell: UITableViewCell, at indexPath: IndexPath, frame: CGRect,
        appearing: ((UITableViewCell, IndexPath) -> Void)?
    ) {
        UIView.performWithoutAnimation {
            cell.frame = frame
            cell.alpha = 1
            cell.isSelected = selectedRows.contains(indexPath)
            decorate(cell, at: indexPath)
            prepareEditing(cell, at: indexPath)
            if let tableDelegate {
                preparingCell = cell
                cell.indentationLevel = tableDelegate.tableView(self, indentationLevelForRowAt: indexPath)
                preparingCell = nil
            }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            insertSubview(cell, at: 0)
            cell.layoutIfNeeded()
            appearing?(cell, indexPath)
        }
    }
}
