import Foundation

/// A scrolling set of items placed by a `UICollectionViewLayout`, like `UICollectionView`:
/// at each layout pass (and each scroll) it asks the layout for the attributes of the items
/// whose frames meet the bounds, asks the data source for the cells of the items that came into
/// view, and puts the cells of those that left into the reuse pool, from which
/// `dequeueReusableCell(withReuseIdentifier:for:)` takes them again. When the layout's
/// `shouldInvalidateLayout(forBoundsChange:)` is true for a scroll, the layout is prepared
/// again and every visible cell takes its new attributes in the same frame. `delegate` is
/// typed as the scroll view's (Swift cannot narrow it): a `UICollectionViewDelegate` set there
/// hears the collection's calls too.
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// The visible cells, by index path (kept sorted, so every run places them alike).
    private var visible: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    private var pool: [String: [UICollectionViewCell]] = [:]
    private var registered: [String: UICollectionViewCell.Type] = [:]
    /// The item counts of the sections, read from the data source at `reloadData()` (nil: not yet).
    private var counts: [Int]?

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

    private var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: - Cells

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A cell left in the pool for `identifier` (after `prepareForReuse()`), else a new one of
    /// the class registered for it. An identifier never registered gets a plain
    /// `UICollectionViewCell` and a message (UIKit stops the app there).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = pool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let type = registered[identifier]
        if type == nil {
            FileHandle.standardError.write(
                Data(
                    ("UICollectionView: no cell class registered for \"\(identifier)\"; register one with "
                        + "register(_:forCellWithReuseIdentifier:) before dequeuing.\n").utf8))
        }
        let cell = (type ?? UICollectionViewCell.self).init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Forgets the items: the data source is asked again, and the layout prepared again, at the
    /// next layout pass (as in UIKit, nothing changes before it).
    open func reloadData() {
        counts = nil
        for (_, cell) in visible { recycle(cell) }
        visible = []
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    private func recycle(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        pool[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    open var numberOfSections: Int { loadCounts().count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private func loadCounts() -> [Int] {
        if let counts { return counts }
        guard let dataSource else { return [] }
        let loaded = (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
        }
        counts = loaded
        return loaded
    }

    open var visibleCells: [UICollectionViewCell] { visible.map(\.cell) }
    open var indexPathsForVisibleItems: [IndexPath] { visible.map(\.indexPath) }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visible.first { $0.cell === cell }?.indexPath }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visible.first { $0.indexPath == indexPath }?.cell
    }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item whose cell's frame contains `point` (content coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        visible.last { $0.cell.frame.contains(point) }?.indexPath
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateCells()
    }

    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        guard counts != nil else { return }
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.isPrepared = false
        }
        updateCells()
    }

    /// Prepares the layout if needed, sets the content size and brings the visible cells in step
    /// with the attributes of the items in the bounds.
    private func updateCells() {
        _ = loadCounts()
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let shown = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && isValid($0.indexPath) && $0.frame.overlaps(bounds) }
            .sorted { $0.indexPath < $1.indexPath }
        let wanted = Set(shown.map(\.indexPath))
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in visible {
            if wanted.contains(indexPath) {
                kept[indexPath] = cell
            } else {
                recycle(cell)
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            }
        }
        visible = []
        for attributes in shown {
            let indexPath = attributes.indexPath
            if let cell = kept[indexPath] {
                cell.take(attributes)
                visible.append((indexPath, cell))
            } else if let dataSource {
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.take(attributes)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                addSubview(cell)
                visible.append((indexPath, cell))
            }
        }
    }

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    override func flickTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        if isPagingEnabled { return super.flickTarget(proposed: proposed, velocity: velocity) }
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
}
