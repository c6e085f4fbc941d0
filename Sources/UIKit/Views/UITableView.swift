/// A list of rows, like `UITableView`: `reloadData()` asks the data source for the rows that
/// fall inside the bounds (all of one height, `rowHeight`; sections follow each other without
/// headers) and lays their cells out top to bottom; `visibleCells` and `indexPath(for:)` answer
/// from those.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: UITableView.Style
    open weak var dataSource: UITableViewDataSource?
    open var rowHeight: CGFloat = 44
    private var cells: [(IndexPath, UITableViewCell)] = []
    private var registered: [String: UITableViewCell.Type] = [:]

    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A new cell of the class registered for `identifier` (Reel does not reuse cells).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        (registered[identifier] ?? UITableViewCell.self).init(style: .default, reuseIdentifier: identifier)
    }

    open func reloadData() {
        for (_, cell) in cells { cell.removeFromSuperview() }
        cells = []
        guard let dataSource else { return }
        var y: CGFloat = 0
        for section in 0..<dataSource.numberOfSections(in: self) {
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                defer { y += rowHeight }
                guard y + rowHeight > bounds.minY, y < bounds.maxY else { continue }
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: rowHeight)
                addSubview(cell)
                cells.append((indexPath, cell))
            }
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    open var visibleCells: [UITableViewCell] { cells.map(\.1) }
    open var indexPathsForVisibleRows: [IndexPath]? { cells.map(\.0) }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.first { $0.1 === cell }?.0 }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells.first { $0.0 == indexPath }?.1 }
}
