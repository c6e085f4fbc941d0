extension UITableView {
    /// How inserted and deleted rows come and go, like `UITableView.RowAnimation`: Reel fades
    /// the rows for every kind but `.none` (the others slide in UIKit), while the rows around
    /// them move to their new places, over 0.3 s.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row, like `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How long row insertions and deletions animate.
    public static let rowAnimationDuration: TimeInterval = 0.3

    /// Inserts rows the data source now counts: the rows below move down, the new ones fade in.
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        changeRows(inserted: indexPaths, deleted: [], animation: animation)
    }

    /// Deletes rows the data source no longer counts: they fade out, the rows below move up.
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        changeRows(inserted: [], deleted: indexPaths, animation: animation)
    }

    /// Scrolls so that the row sits at `scrollPosition` (`.none`: scrolled the least to show it).
    public func scrollToRow(
        at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {
        let frame = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        switch scrollPosition {
        case .top: offset.y = frame.minY - inset.top
        case .middle: offset.y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: offset.y = frame.maxY - bounds.height + inset.bottom
        case .none:
            scrollRectToVisible(frame, animated: animated)
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    private func changeRows(inserted: [IndexPath], deleted: [IndexPath], animation: RowAnimation) {
        loadRows()
        let gone = Set(deleted)
        let leaving = visible.filter { gone.contains($0.indexPath) }.map(\.cell)
        visible = visible.filter { !gone.contains($0.indexPath) }.map {
            (indexPath: Self.shifted($0.indexPath, deleted: deleted, inserted: inserted), cell: $0.cell)
        }
        rowFrames = nil
        let new = Set(inserted)
        guard animation != .none else {
            for cell in leaving { recycle(cell) }
            updateCells()
            return
        }
        var appeared: [UITableViewCell] = []
        UIView.animate(
            withDuration: Self.rowAnimationDuration,
            animations: {
                for cell in leaving { cell.alpha = 0 }
                self.updateCells { cell, indexPath in
                    guard new.contains(indexPath) else { return }
                    cell.alpha = 0
                    appeared.append(cell)
                }
                for cell in appeared { cell.alpha = 1 }
            },
            completion: { _ in
                for cell in leaving {
                    self.recycle(cell)
                    cell.alpha = 1
                }
            })
    }

    /// Where the row at `indexPath` is after `deleted` rows (old index paths) went and
    /// `inserted` rows (new index paths) came.
    static func shifted(_ indexPath: IndexPath, deleted: [IndexPath], inserted: [IndexPath]) -> IndexPath {
        var row = indexPath.row - deleted.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
        for insert in inserted.filter({ $0.section == indexPath.section }).map(\.row).sorted() where insert <= row {
            row += 1
        }
        return IndexPath(row: row, section: indexPath.section)
    }
}
