import Foundation

/// Cells that resize themselves after they are shown, like UIKit's `selfSizingInvalidation`
/// (iOS 16): with a layout that sizes cells by their preferred attributes (a flow layout with an
/// `estimatedItemSize`), a shown cell that calls `invalidateIntrinsicContentSize()` on itself or
/// its `contentView` (`.enabled`, the default), or whose Auto Layout changes anywhere inside
/// (`.enabledIncludingConstraints`), is measured again at the next layout pass
/// (`preferredLayoutAttributesFitting(_:)`); if the layout takes the new size
/// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`) it is
/// invalidated with the preferred-attributes context and the cells move to their new places
/// (animated when that layout pass runs inside an animation block). `.disabled` measures cells
/// only when they come into view.
extension UICollectionView {
    /// Whether shown cells may resize themselves, like `UICollectionView.SelfSizingInvalidation`.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells are measured only when they come into view.
        case disabled
        /// A cell that invalidates its intrinsic content size (or its content view's) is measured again.
        case enabled
        /// As `.enabled`, and any Auto Layout change inside a cell measures it again.
        case enabledIncludingConstraints
    }

    /// A shown cell asked to be measured again (`explicit`: by `invalidateIntrinsicContentSize()`
    /// on itself or its content view).
    func cellAskedToResize(_ cell: UICollectionViewCell, explicit: Bool) {
        guard !placingViews, updatesInFlight == 0, collectionViewLayout.wantsSelfSizing else { return }
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled: guard explicit else { return }
        case .enabledIncludingConstraints: break
        }
        guard visible.contains(where: { $0.view === cell }), !cellsToMeasure.contains(where: { $0 === cell })
        else { return }
        cellsToMeasure.append(cell)
        setNeedsLayout()
    }

    /// Measures the cells that asked to be, invalidating the layout for those whose size changed.
    func measureCellsThatAsked() {
        let cells = cellsToMeasure
        cellsToMeasure = []
        let layout = collectionViewLayout
        for cell in cells {
            guard let path = indexPath(for: cell) else { continue }
            layout.prepareIfNeeded()
            guard let attributes = layout.layoutAttributesForItem(at: path) else { continue }
            let preferred = cell.preferredLayoutAttributesFitting(attributes)
            if layout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
            {
                layout.invalidateLayout(
                    with: layout.invalidationContext(
                        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
            }
        }
    }
}

extension UIView {
    /// Tells the collection or table view of the cell this view is in (if any) that the cell may want
    /// another size (`explicit`: the view invalidated its intrinsic content size).
    func noteCellSizeChange(explicit: Bool) {
        var v: UIView? = self
        while let u = v {
            if let cell = u as? UICollectionViewCell {
                guard let collectionView = cell.superview as? UICollectionView else { return }
                let direct = u === self || self === cell.contentView
                collectionView.cellAskedToResize(cell, explicit: explicit && direct)
                return
            }
            if let cell = u as? UITableViewCell {
                guard let table = cell.superview as? UITableView else { return }
                let direct = u === self || self === cell.contentView
                table.cellAskedToResize(cell, explicit: explicit && direct)
                return
            }
            v = u.superview
        }
    }
}
