/// A table view's selection, hit testing of rows, and its table header and footer views.
/// Selection is state, as UIKit's `selectRow(at:animated:scrollPosition:)` and
/// `deselectRow(at:animated:)` set it without calling the delegate: the rows' cells'
/// `isSelected` follow it (the façade's cells draw no selection highlight).
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects the row (nil: deselects all), scrolling it to `scrollPosition` (`.none`: not at all).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        if !(isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Scrolls the selected row nearest to `scrollPosition` in the visible area (its top for
    /// `.top` and `.none`, its middle, its bottom) to that position; nothing without a selection.
    public func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let top = bounds.minY + inset.top
        let bottom = bounds.maxY - inset.bottom
        let target: CGFloat
        switch scrollPosition {
        case .top, .none: target = top
        case .middle: target = (top + bottom) / 2
        case .bottom: target = bottom
        }
        let nearest = selectedRows.min { a, b in
            let fa = rectForRow(at: a)
            let fb = rectForRow(at: b)
            return abs(fa.midY - target) < abs(fb.midY - target)
        }
        guard let nearest else { return }
        scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// The row at `point` (content coordinates), nil outside every row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (section, frames) in loadRows().enumerated() {
            if let row = frames.firstIndex(where: { $0.contains(point) }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The rows meeting `rect` (content coordinates), top to bottom.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadRows().enumerated().flatMap { section, frames in
            frames.indices.filter { frames[$0].intersects(rect) }.map { IndexPath(row: $0, section: section) }
        }
    }

    func replaceTableHeaderOrFooter(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        rowFrames = nil
        setNeedsLayout()
    }

    /// Puts the table header above the first section and the footer below the last, each as
    /// wide as the table view at its own height; returns the content's height.
    func placeTableHeaderAndFooter() -> CGFloat {
        var height = footerFrames.last?.maxY ?? tableHeaderView?.frame.height ?? 0
        for (view, y) in [(tableHeaderView, CGFloat(0)), (tableFooterView, height)] {
            guard let view else { continue }
            let frame = CGRect(x: 0, y: y, width: bounds.width, height: view.frame.height)
            UIView.performWithoutAnimation {
                if view.frame != frame { view.frame = frame }
                if view.superview !== self { addSubview(view) }
            }
        }
        height += tableFooterView?.frame.height ?? 0
        return height
    }
}
