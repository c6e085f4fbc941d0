import Foundation

/// A scrolling set of items placed by a `UICollectionViewLayout`, like `UICollectionView`:
/// at each layout pass (and each scroll) it asks the layout for the attributes of the elements
/// (cells, supplementary views such as section headers, and the layout's decoration views) whose
/// frames meet the bounds, asks the data source for the views of the cells and supplementary
/// views that came into view (decoration views are the layout's), and puts the views of
/// those that left into the reuse pools, from which `dequeueReusableCell(withReuseIdentifier:for:)`
/// and `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` take them again. When
/// the layout's `shouldInvalidateLayout(forBoundsChange:)` is true for a scroll, the layout is
/// invalidated with its `invalidationContext(forBoundsChange:)` and every visible view takes its
/// new attributes in the same frame. Batch updates (`UICollectionView+Updates.swift`), interactive
/// movement (`UICollectionView+Movement.swift`) and layout transitions animate. `delegate` is
/// typed as the scroll view's (Swift cannot narrow it): a `UICollectionViewDelegate` set there
/// hears the collection's calls.
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// The visible views, by element (kept sorted, so every run places them alike).
    var visible: [(element: CollectionElement, view: UICollectionReusableView)] = []
    /// Reusable views by kind ("" for cells) and reuse identifier.
    var pool: [String: [UICollectionReusableView]] = [:]
    var registered: [String: UICollectionReusableView.Type] = [:]
    /// The item counts of the sections, read from the data source at `reloadData()` (nil: not yet).
    var counts: [Int]?
    /// The changes collected by `performBatchUpdates(_:completion:)` while its block runs.
    var pendingUpdates: [UICollectionViewUpdateItem]?
    /// How many batch-update animations are running: layout passes leave their views alone.
    var updatesInFlight = 0
    /// The values of the members Reel accepts without effect (UICollectionView+Accepted.swift).
    var acceptedSettings = AcceptedCollectionSettings()
    /// A view behind the items and supplementary views, as large as the collection view and
    /// staying in place while the content scrolls (UIKit resizes it to the collection view).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            placeBackgroundView()
        }
    }
    /// The item under the finger that went down, while it is down (UICollectionView+Selection.swift).
    var touchedItem: IndexPath?
    /// The item highlighted by the finger that is down (UICollectionView+Interaction.swift).
    var highlightedItem: IndexPath?
    /// Whether the collection view is in editing mode: taps then select by
    /// `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing`, and perform no
    /// primary actions.
    open var isEditing = false
    /// Set while an animated layout change moves the offset: the views are placed by the animation.
    var holdsViews = false
    /// Whether shown cells may resize themselves (UICollectionView+SelfSizing.swift).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Shown cells that asked to be measured again, and whether views are being placed now.
    var cellsToMeasure: [UICollectionViewCell] = []
    var placingViews = false
    /// The layout's context for the bounds change under way, when it asked to be invalidated.
    var boundsContext: UICollectionViewLayoutInvalidationContext?
    /// The item moving interactively (UICollectionView+Movement.swift).
    var movement: InteractiveMovement?
    /// The interactive layout transition under way and its completion
    /// (UICollectionViewTransitionLayout.swift).
    var interactiveTransition: (UICollectionViewTransitionLayout, LayoutInteractiveTransitionCompletion?)?
    /// The cell `reconfigureItems(at:)` hands back to the data source's dequeue, if any.
    var reconfiguring: UICollectionViewCell?
    /// The selected items, in the order selected (UICollectionView+Selection.swift).
    var selectedItems: [IndexPath] = []
    /// Whether items can be selected (stored: Reel's taps select no items; `selectItem` does).
    open var allowsSelection = true
    /// Whether several items can be selected at once: else selecting one deselects the other.
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// The kind of section headers in a flow layout.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers in a flow layout.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Forgets the items: the data source is asked again, and the layout prepared again, at the
    /// next layout pass (as in UIKit, nothing changes before it).
    open func reloadData() {
        counts = nil
        (collectionViewLayout as? UICollectionViewFlowLayout)?.preferredSizes = [:]
        for (_, view) in visible { recycle(view) }
        visible = []
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    func recycle(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        pool[Self.poolKey(view.elementKind, view.reuseIdentifier ?? ""), default: []].append(view)
    }

    static func poolKey(_ kind: String?, _ identifier: String) -> String { (kind ?? "") + "\u{1}" + identifier }

    open var numberOfSections: Int { loadCounts().count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    func loadCounts() -> [Int] {
        if let counts { return counts }
        let loaded = askCounts()
        counts = loaded
        return loaded
    }

    /// The sections' item counts as the data source gives them now.
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
    }

    open var visibleCells: [UICollectionViewCell] { visible.compactMap { $0.view as? UICollectionViewCell } }
    open var indexPathsForVisibleItems: [IndexPath] {
        visible.filter { $0.element.kind == nil }.map(\.element.indexPath)
    }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visible.first { $0.view === cell }?.element.indexPath
    }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visible.first { $0.element == CollectionElement(kind: nil, indexPath: indexPath) }?.view
            as? UICollectionViewCell
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, if any.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visible.first { $0.element == CollectionElement(kind: elementKind, indexPath: indexPath) }?.view
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visible.filter { $0.element.kind == elementKind }.map(\.view)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visible.filter { $0.element.kind == elementKind }.map(\.element.indexPath)
    }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath).map(flippedIfNeeded)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item whose cell's frame contains `point` (content coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        visible.last { $0.element.kind == nil && $0.view.frame.contains(point) }?.element.indexPath
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if !cellsToMeasure.isEmpty { measureCellsThatAsked() }
        if updatesInFlight == 0 { updateCells() }
        placeBackgroundView()
    }

    // MARK: - Taps (selection by taps: UICollectionView+Selection.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { touchBegan(at: touch.location(in: self)) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchedItem = nil
        unhighlight()
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

    /// Asks the layout, its collection view's bounds still the old ones, whether the change to
    /// `new` invalidates it, and for the context if so.
    override func boundsWillChange(to new: CGRect) {
        super.boundsWillChange(to: new)
        boundsContext = nil
        guard counts != nil, !holdsViews else { return }
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: new) {
            boundsContext = layout.invalidationContext(forBoundsChange: new)
        }
    }

    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        placeBackgroundView()
        guard counts != nil, !holdsViews else { return }
        let layout = collectionViewLayout
        guard let context = boundsContext else { return updateCells() }
        boundsContext = nil
        layout.invalidateLayout(with: context)
        // Inside an animation block (a resize), the views animate to their new attributes.
        let animated = UIView.inheritedAnimationDuration > 0 && old.size != bounds.size
        if animated { layout.prepareForAnimatedBoundsChange(old) }
        updateCells()
        if animated { layout.finalizeAnimatedBoundsChange() }
    }

    override func flickTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        if isPagingEnabled { return super.flickTarget(proposed: proposed, velocity: velocity) }
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: - Reuse (the pools: UICollectionView+Reuse.swift)

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[Self.poolKey(nil, identifier)] = cellClass as? UICollectionViewCell.Type
    }

    /// Registers the class of the supplementary views of `elementKind` (such as
    /// `UICollectionView.elementKindSectionHeader`) dequeued with `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registered[Self.poolKey(elementKind, identifier)] = viewClass as? UICollectionReusableView.Type
    }

    /// A cell left in the pool for `identifier` (after `prepareForReuse()`), else a new one of
    /// the class registered for it. An identifier never registered gets a plain
    /// `UICollectionViewCell` and a message (UIKit stops the app there).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        let view = dequeue(kind: nil, identifier: identifier, fallback: UICollectionViewCell.self) {
            "no cell class registered for \"\(identifier)\"; register one with "
                + "register(_:forCellWithReuseIdentifier:) before dequeuing."
        }
        return view as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }

    /// A supplementary view of `elementKind` left in its pool for `identifier` (after
    /// `prepareForReuse()`), else a new one of the class registered for them. One never
    /// registered gets a plain `UICollectionReusableView` and a message (UIKit stops the app there).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(kind: elementKind, identifier: identifier, fallback: UICollectionReusableView.self) {
            "no view class registered for \"\(identifier)\" of kind \"\(elementKind)\"; register one with "
                + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) before dequeuing."
        }
    }
}

/// One element a collection view shows: an item's cell (`kind` nil), a supplementary view of
/// `kind`, or a decoration view (`kind` its decoration pool kind), ordered by index path, cells
/// first.
struct CollectionElement: Hashable, Comparable {
    let kind: String?
    let indexPath: IndexPath

    init(kind: String?, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }

    init(_ attributes: UICollectionViewLayoutAttributes) {
        switch attributes.representedElementCategory {
        case .cell: kind = nil
        case .supplementaryView: kind = attributes.representedElementKind
        case .decorationView: kind = UICollectionViewLayout.decorationPoolKind(attributes.representedElementKind ?? "")
        }
        indexPath = attributes.indexPath
    }

    /// Whether it is a decoration view (its kind is a decoration pool kind).
    var isDecoration: Bool { UICollectionViewLayout.decorationKind(ofPoolKind: kind) != nil }

    static func < (a: CollectionElement, b: CollectionElement) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return (a.kind ?? "") < (b.kind ?? "")
    }
}
