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
    /// The sum of the invalidation contexts' `contentSizeAdjustment`s since the last `prepare()`.
    var sizeAdjustment: CGSize = .zero
    /// The classes of the decoration views, by kind (UICollectionViewLayout+Decoration.swift).
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    public override init() {
        super.init()
    }

    /// A layout from an archive: Reel reads no archives, so a layout as `init()` makes it.
    public init?(coder: NSCoder) {
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

    /// The attributes of the decoration view of `elementKind` at `indexPath` (nil: none); asked
    /// during batch updates for the decoration views that stay or appear.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
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

    /// Where the decoration view of `elementKind` appearing at `decorationIndexPath` starts: from
    /// its old place if it was there and is not in `indexPathsToInsertForDecorationView(ofKind:)`,
    /// else at its final place at alpha 0.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        appearingDecoration(elementKind, at: decorationIndexPath)
    }

    /// Where the decoration view of `elementKind` disappearing from `decorationIndexPath` ends: at
    /// its new place if it stays and is not in `indexPathsToDeleteForDecorationView(ofKind:)`,
    /// else at its old place at alpha 0.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        disappearingDecoration(elementKind, at: decorationIndexPath)
    }

    /// The supplementary views of `elementKind` a batch update inserts (asked after
    /// `prepare(forCollectionViewUpdates:)`): they fade in at their final place rather than move
    /// from an old one. None by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` (old index paths) a batch update deletes: they
    /// fade out at their old place. None by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` a batch update inserts: they fade in. None by default.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` (old index paths) a batch update deletes: they fade
    /// out. None by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout
    /// (false: a scroll keeps the attributes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout for `prepare()` before the collection view next lays out: passes a context
    /// of `invalidationContextClass` that invalidates everything to `invalidateLayout(with:)`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names; by default the layout is prepared again before it is
    /// next asked and the context's offset and size adjustments are applied. Overrides call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        applyInvalidation(context, reprepare: true)
    }

    /// The class of the invalidation contexts the layout is given.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context for a bounds change `shouldInvalidateLayout(forBoundsChange:)` approved: one of
    /// `invalidationContextClass`, naming nothing.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// The context for a cell whose preferred attributes `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`
    /// approved: it names the item (or supplementary or decoration view), and grows the content
    /// size by the change of the element's size.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let path = [originalAttributes.indexPath]
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: path)
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: path)
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: path)
        }
        return context
    }

    // MARK: - Interactive movement (UICollectionView+Movement.swift)

    /// Where the item moving from `previousIndexPath` goes with the finger at `position`: by
    /// default the item under the finger, else where it is.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        defaultTarget(forMoving: previousIndexPath, at: position)
    }

    /// The moving item's attributes: by default its attributes at `indexPath`, centred on the
    /// finger and above every other element.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        defaultMovingAttributes(at: indexPath, position: position)
    }

    /// The context of a step of the movement: it names the items' previous and target index
    /// paths and the finger's position, and invalidates those items.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        movementContext(target: targetIndexPaths, previous: previousIndexPaths, position: targetPosition)
    }

    /// The context of the end (or cancellation) of the movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        movementContext(target: indexPaths, previous: previousIndexPaths, position: .zero)
    }

    // MARK: - Layout direction

    /// The direction the layout's frames are written for (left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the collection view mirrors the frames horizontally when its effective layout
    /// direction is not `developmentLayoutDirection` (false: the layout handles it).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Called before the collection view's bounds change inside an animation block (the layout
    /// having been invalidated for it); the views then animate to their new attributes.
    /// Overrides call super.
    open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}

    /// Called once the views took their attributes for an animated bounds change; overrides call super.
    open func finalizeAnimatedBoundsChange() {}

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
        sizeAdjustment = .zero
        prepare()
    }
}
