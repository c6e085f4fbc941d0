/// What part of a layout is out of date, like `UICollectionViewLayoutInvalidationContext`: the
/// collection view makes one (of the layout's `invalidationContextClass`) for each invalidation
/// and hands it to `invalidateLayout(with:)`, which a layout overrides to recompute only what the
/// context names. `invalidateLayout()` invalidates everything; a scroll that
/// `shouldInvalidateLayout(forBoundsChange:)` approves passes `invalidationContext(forBoundsChange:)`;
/// a cell's preferred size passes `invalidationContext(forPreferredLayoutAttributes:…)`.
/// `contentOffsetAdjustment` and `contentSizeAdjustment` are added to the collection view's
/// offset and the layout's content size when the context is applied.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is out of date (`invalidateLayout()`, `reloadData()`).
    open internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items may have changed (`reloadData()`, batch updates).
    open internal(set) var invalidateDataSourceCounts = false
    /// Added to the collection view's content offset when the context is applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the layout's content size when the context is applied.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items named by `invalidateItems(at:)`.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// The index paths the interactively moving items had before this change.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The index paths the interactively moving items go to with this change.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the finger moving the items is (content coordinates).
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    public required override init() {
        super.init()
    }

    /// Names items whose attributes are out of date.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views of `elementKind` whose attributes are out of date.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Names decoration views of `elementKind` whose attributes are out of date.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}

/// A flow layout's invalidation context, like `UICollectionViewFlowLayoutInvalidationContext`:
/// with both flags false (and not `invalidateEverything`) the flow layout keeps its attributes.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings must be asked again (true by default).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout must place its items again (true by default).
    open var invalidateFlowLayoutAttributes = true
}

extension UICollectionViewLayout {
    /// A new, empty context of the layout's `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = Swift.type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// What `invalidateLayout(with:)` does by default: the layout is prepared again before it is
    /// next asked, the adjustments are applied, and the collection view lays out again.
    func applyInvalidation(_ context: UICollectionViewLayoutInvalidationContext, reprepare: Bool) {
        if reprepare { isPrepared = false }
        if context.contentSizeAdjustment != .zero {
            sizeAdjustment.width += context.contentSizeAdjustment.width
            sizeAdjustment.height += context.contentSizeAdjustment.height
        }
        if let collectionView, context.contentOffsetAdjustment != .zero {
            let o = collectionView.contentOffset
            collectionView.holdsViews = true
            collectionView.contentOffset = CGPoint(
                x: o.x + context.contentOffsetAdjustment.x, y: o.y + context.contentOffsetAdjustment.y)
            collectionView.holdsViews = false
        }
        collectionView?.setNeedsLayout()
    }
}
