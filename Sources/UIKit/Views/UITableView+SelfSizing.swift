import Foundation

/// Self-sizing rows, as UIKit sizes them: a row whose height (`rowHeight`, or the delegate's
/// `tableView(_:heightForRowAt:)`) is `UITableView.automaticDimension` is as high as its cell's
/// `contentView` constraints make it at the table view's width (`systemLayoutSizeFitting` with
/// the width required and the height as small as the constraints allow). Until a row's cell is
/// made, the row has its estimate (the delegate's `tableView(_:estimatedHeightForRowAt:)`, else
/// `estimatedRowHeight`; 44 points at `automaticDimension` or zero), so the content size grows
/// or shrinks as rows scroll in and are measured, as UIKit's does. A cell whose content view
/// has no constraints gets 44 points. A row is measured the first time it comes into the bounds;
/// the measurements are forgotten at `reloadData()` and when the width changes (rows moved by
/// `beginUpdates()`/`endUpdates()` keep theirs; inserted and reloaded rows measure again).
extension UITableView {
    /// The height a self-sizing row has before it is measured when no estimate is given.
    static let defaultEstimatedRowHeight: CGFloat = 44

    /// The row's height for its frame: the one asked for, else the one measured, else the estimate.
    func heightOfRow(at indexPath: IndexPath) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard asked == Self.automaticDimension else { return max(0, asked) }
        if let measured = measuredRowHeights[indexPath] { return measured }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return estimate > 0 ? estimate : Self.defaultEstimatedRowHeight
    }

    /// Whether the row sizes itself.
    func isSelfSizing(_ indexPath: IndexPath) -> Bool {
        (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) == Self.automaticDimension
    }

    /// Measures the self-sizing rows in the bounds not measured yet, their cells shown or made
    /// for them (`made` keeps the cells made in this pass); true when a height changed, so the rows in
    /// the bounds are to be found again.
    func sizeRowsInBounds(made: inout [IndexPath: UITableViewCell]) -> Bool {
        guard bounds.width > 0 else { return false }
        let rows = loadRows()
        for (section, frames) in rows.enumerated() {
            for (row, frame) in frames.enumerated() where frame.overlaps(bounds) {
                let indexPath = IndexPath(row: row, section: section)
                guard measuredRowHeights[indexPath] == nil, isSelfSizing(indexPath) else { continue }
                let shown = visible.first { $0.indexPath == indexPath }?.cell
                guard let cell = shown ?? made[indexPath] ?? makeCell(at: indexPath) else { continue }
                if shown == nil { made[indexPath] = cell }
                let height = measuredHeight(of: cell)
                measuredRowHeights[indexPath] = height
                // Rows below move: the rows in the bounds are found again, top down, as UIKit
                // places rows one under the other.
                if height != frame.height {
                    rowFrames = nil
                    return true
                }
            }
        }
        return false
    }

    /// The height the cell's content view's constraints give at the table view's width.
    func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        let content = cell.contentView
        guard content.layoutState.usesAutoLayout else { return Self.defaultEstimatedRowHeight }
        let size = content.systemLayoutSizeFitting(
            CGSize(width: rowSpan().width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(0, size.height)
    }
}

/// Rows whose shown cells resize themselves, like UIKit's `selfSizingInvalidation` (iOS 16): a
/// self-sizing row whose cell calls `invalidateIntrinsicContentSize()` on itself or its
/// `contentView` (`.enabled`, the default), or whose Auto Layout changes anywhere inside
/// (`.enabledIncludingConstraints`), is measured again at the next layout pass and the rows
/// below move (animated when that pass runs inside an animation block). `.disabled` measures a
/// row only when it comes into view.
extension UITableView {
    /// Whether shown cells may resize their rows, like `UITableView.SelfSizingInvalidation`.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Rows are measured only when they come into view.
        case disabled
        /// A cell that invalidates its intrinsic content size (or its content view's) is measured again.
        case enabled
        /// As `.enabled`, and any Auto Layout change inside a cell measures it again.
        case enabledIncludingConstraints
    }

    /// A shown cell may want another height: its row is measured again at the next layout pass
    /// when the policy allows (`explicit`: it invalidated its intrinsic content size itself).
    func cellAskedToResize(_ cell: UITableViewCell, explicit: Bool) {
        guard updatesInFlight == 0, let row = visible.first(where: { $0.cell === cell })?.indexPath,
            isSelfSizing(row), measuredRowHeights[row] != nil
        else { return }
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled: guard explicit else { return }
        case .enabledIncludingConstraints: break
        }
        measuredRowHeights[row] = nil
        setNeedsLayout()
    }
}
