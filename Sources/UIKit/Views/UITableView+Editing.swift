import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows (and the headers and footers of such sections)
    /// come and go, like `UITableView.RowAnimation`, over `rowAnimationDuration` while the rows
    /// around them move to their new places: `.fade` and `.automatic` fade; `.left` and `.right`
    /// slide in from or out towards that side by the row's width; `.top` and `.bottom` slide in
    /// from or out towards that side by the row's height, fading; `.middle` stays centred in the
    /// space that opens or closes, fading; `.none` puts the rows in or takes them out at once
    /// (the others still move).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row, like `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How long row insertions and deletions animate when no animation block sets it (UIKit
    /// does not say; see docs/animation.md).
    public static let rowAnimationDuration: TimeInterval = 0.3

    /// Inserts rows the data source now counts: the rows below move down, the new ones come in
    /// by `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record(indexPaths.map { RowChange(item: .init(action: .insert, before: nil, after: $0), animation: animation) })
    }

    /// Deletes rows the data source no longer counts: they leave by `animation`, the rows below
    /// move up.
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record(indexPaths.map { RowChange(item: .init(action: .delete, before: $0, after: nil), animation: animation) })
    }

    /// Makes the rows' cells again: the old ones leave and the new ones come in by `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record(indexPaths.map { RowChange(item: .init(action: .reload, before: $0, after: $0), animation: animation) })
    }

    /// Asks the data source again for the visible rows' cells, handing it each row's own cell
    /// when it dequeues one with that cell's reuse identifier (without `prepareForReuse()`, as
    /// UIKit): the cells stay and show the new data at once. A different cell returned takes
    /// the old one's place; rows not shown are left alone (their cells are made when they come).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let index = visible.firstIndex(where: { $0.indexPath == indexPath }) else { continue }
            let cell = visible[index].cell
            reconfiguring = cell
            var made: UITableViewCell?
            UIView.performWithoutAnimation { made = dataSource.tableView(self, cellForRowAt: indexPath) }
            reconfiguring = nil
            guard let made, made !== cell else { continue }
            placeReconfigured(made, over: cell) { made.isSelected = cell.isSelected }
            recycle(cell)
            visible[index] = (indexPath, made)
        }
    }

    /// Moves the row at `indexPath` to `newIndexPath`, sliding it there.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record([RowChange(item: .init(action: .move, before: indexPath, after: newIndexPath), animation: .automatic)])
    }

    /// Inserts sections the data source now counts: the sections below move down, the new
    /// sections' rows, header and footer come in by `animation`.
    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record(sections.map { RowChange(item: .init(action: .insert, before: nil, after: [$0]), animation: animation) })
    }

    /// Deletes sections the data source no longer counts: their rows, header and footer leave
    /// by `animation`, the sections below move up.
    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record(sections.map { RowChange(item: .init(action: .delete, before: [$0], after: nil), animation: animation) })
    }

    /// Asks the data source again for the sections' rows, header and footer: the old ones leave
    /// and the new ones come in by `animation` (the count of rows may change).
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record(
            sections.map { RowChange(item: .init(action: .reload, before: [$0], after: [$0]), animation: animation) })
    }

    /// Moves the section at `section` to `newSection`, sliding its rows, header and footer there;
    /// the sections between make room.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record([RowChange(item: .init(action: .move, before: [section], after: [newSection]), animation: .automatic)])
    }

    /// Starts a batch of row changes that `endUpdates()` animates together (pairs nest).
    public func beginUpdates() {
        updateDepth += 1
        if pendingRowChanges == nil { pendingRowChanges = [] }
    }

    /// Animates the changes made since the matching `beginUpdates()`.
    public func endUpdates() {
        endUpdates(completion: nil)
    }

    /// Runs `updates` (its row changes) as one animated change; `completion` runs when it ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let changes = pendingRowChanges ?? []
        pendingRowChanges = nil
        commit(changes, completion: completion)
    }

    private func record(_ changes: [RowChange]) {
        if pendingRowChanges != nil {
            pendingRowChanges?.append(contentsOf: changes)
        } else {
            commit(changes, completion: nil)
        }
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
}

/// One row change of a batch, with the animation it asked for.
struct RowChange {
    let item: UICollectionViewUpdateItem
    let animation: UITableView.RowAnimation
}

extension UIScrollView {
    /// Puts the cell a data source gave for `reconfigureRows`/`reconfigureItems` where `cell` is,
    /// above it, with `carry` copying the old cell's state, without animation (the caller then
    /// recycles `cell`).
    func placeReconfigured(_ made: UIView, over cell: UIView, carry: () -> Void) {
        UIView.performWithoutAnimation {
            made.frame = cell.frame
            carry()
            insertSubview(made, aboveSubview: cell)
        }
    }
}
