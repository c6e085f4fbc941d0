/// How a collection view places its items, like `UICollectionViewLayout`: subclass it and
/// override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`. The collection view calls `prepare()` before it first asks for
/// attributes and again after `invalidateLayout()`, including on every bounds change (each frame
/// of a scroll) for which `shouldInvalidateLayout(forBoundsChange:)` is true; its visible cells
/// then take the new attributes. During a batch update (`performBatchUpdates(_:completion:)`) it
/// is prepared again, told of the changes (`prepare(forCollectionViewUpdates:)`), and asked where
/// appearing elements start and disappearing ones end (`UICollectionViewLayout+Updates.swift`).
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` has run since the last invalidation.
    var isPrepared = false
    /// The batch update being animated, while the collection view asks about it.
    var update: LayoutUpdate?

    public override init() {
        super.init()
    }

    /// Computes what the layout needs before it is asked for attributes; overrides call super.
    open func prepare() {}

    /// The size of all the content (the collection view's `contentSize`).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items whose frames meet `rect` (nil: none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (nil: none).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (nil: none).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    // MARK: - Self-sizing

    /// Whether the collection view should ask each new cell for its preferred attributes
    /// (`preferredLayoutAttributesFitting(_:)`); a flow layout does when it has an
    /// `estimatedItemSize`.
    var wantsSelfSizing: Bool { false }

    /// Whether a cell's preferred attributes, differing from the layout's, need a new layout;
    /// a self-sizing flow layout keeps the preferred size and says yes.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    // MARK: - Layout transitions (UICollectionView.setCollectionViewLayout(_:animated:))

    /// Called on the layout being replaced, before the new one is prepared; overrides call super.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the new layout after its `prepare()`, before it is asked where the views go;
    /// overrides call super.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts once every attribute of the transition is known, before the views
    /// animate: a place to clear caches; overrides call super.
    open func finalizeLayoutTransition() {}

    // MARK: - Batch updates (defaults in UICollectionViewLayout+Updates.swift)

    /// Called with the changes of a batch update, after `prepare()` and before the appearing and
    /// disappearing attributes are asked for; overrides call super.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called once the update's animations are set up; overrides call super.
    open func finalizeCollectionViewUpdates() {}

    /// Where the item appearing at `itemIndexPath` starts: if inserted, its final attributes at
    /// alpha 0; if it was there before, its attributes then.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        appearingItem(at: itemIndexPath)
    }

    /// Where the item disappearing from `itemIndexPath` (its index path before the update) ends:
    /// if deleted, its attributes before at alpha 0; if it stays, its new attributes.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        disappearingItem(at: itemIndexPath)
    }

    /// Where the supplementary view of `elementKind` appearing at `elementIndexPath` starts.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        appearingSupplementary(elementKind, at: elementIndexPath)
    }

    /// Where the supplementary view of `elementKind` disappearing from `elementIndexPath` ends.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        disappearingSupplementary(elementKind, at: elementIndexPath)
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout
    /// (false: a scroll keeps the attributes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout for `prepare()` before the collection view next lays out.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Where a flick towards `proposedContentOffset` ends (a scripted `.decelerating` scroll):
    /// override to snap to items.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Where the offset goes after the layout changed.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The class of the attributes this layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }
}
