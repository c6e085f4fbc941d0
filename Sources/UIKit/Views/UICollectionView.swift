/// A grid of items, like `UICollectionView` with a flow layout: `reloadData()` asks the data
/// source for the items that fall inside the bounds and places their cells in rows
/// (`UICollectionViewFlowLayout`'s item size and spacings; each section starts a new row);
/// `visibleCells` and `indexPath(for:)` answer from those.
open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: UICollectionViewDataSource?
    private var cells: [(IndexPath, UICollectionViewCell)] = []
    private var registered: [String: UICollectionViewCell.Type] = [:]

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A new cell of the class registered for `identifier` (Reel does not reuse cells).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        (registered[identifier] ?? UICollectionViewCell.self).init(frame: .zero)
    }

    open func reloadData() {
        for (_, cell) in cells { cell.removeFromSuperview() }
        cells = []
        guard let dataSource else { return }
        let flow = collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
        let size = flow.itemSize
        let inset = flow.sectionInset
        let perRow = max(
            1,
            Int(
                (bounds.width - inset.left - inset.right + flow.minimumInteritemSpacing)
                    / (size.width + flow.minimumInteritemSpacing)))
        var top: CGFloat = 0
        for section in 0..<dataSource.numberOfSections(in: self) {
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            top += inset.top
            for item in 0..<count {
                let x = inset.left + CGFloat(item % perRow) * (size.width + flow.minimumInteritemSpacing)
                let y = top + CGFloat(item / perRow) * (size.height + flow.minimumLineSpacing)
                guard y + size.height > bounds.minY, y < bounds.maxY else { continue }
                let indexPath = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
                addSubview(cell)
                cells.append((indexPath, cell))
            }
            let rows = (count + perRow - 1) / perRow
            top += CGFloat(rows) * size.height + CGFloat(max(rows - 1, 0)) * flow.minimumLineSpacing + inset.bottom
        }
        contentSize = CGSize(width: bounds.width, height: top)
    }

    open var visibleCells: [UICollectionViewCell] { cells.map(\.1) }
    open var indexPathsForVisibleItems: [IndexPath] { cells.map(\.0) }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.first { $0.1 === cell }?.0 }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells.first { $0.0 == indexPath }?.1 }
}
