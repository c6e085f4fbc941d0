/// How a collection view places its items, like `UICollectionViewLayout`: subclass it and
/// override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`. The collection view calls `prepare()` before it first asks for
/// attributes and again after `invalidateLayout()`, including on every bounds change (each frame
/// of a scroll) for which `shouldInvalidateLayout(forBoundsChange:)` is true; its visible cells
/// then take the new attributes.
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` has run since the last invalidation.
    var isPrepared = false

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
