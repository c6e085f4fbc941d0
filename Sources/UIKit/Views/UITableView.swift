import Foundation

/// A list of rows, like `UITableView`: rows of `rowHeight` (or the delegate's
/// `tableView(_:heightForRowAt:)`) top to bottom, sections one after another, each between its
/// header and footer (`UITableView+Headers.swift`).
/// At each layout pass and each scroll it asks the data source for the cells of the rows that
/// came into the bounds and puts those that left into the reuse pool, from which
/// `dequeueReusableCell(withIdentifier:)` takes them again. `delegate` is typed as the scroll
/// view's (Swift cannot narrow it): a `UITableViewDelegate` set there hears the table's calls.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: UITableView.Style
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    open var rowHeight: CGFloat = 44 { didSet { reloadData() } }
    /// The height a self-sizing row has until its cell is measured (`UITableView+SelfSizing.swift`);
    /// `automaticDimension` (UIKit's default): 44 points.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            rowFrames = nil
            setNeedsLayout()
        }
    }
    /// The heights measured for self-sizing rows since the last reload or width change.
    var measuredRowHeights: [IndexPath: CGFloat] = [:]
    /// Whether shown cells may resize their rows (UITableView+SelfSizing.swift).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Set while the cells are brought in step: a cell's own layout pass does not start another.
    var isUpdatingCells = false
    /// The visible cells by index path, sorted.
    var visible: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    private var pool: [String: [UITableViewCell]] = [:]
    /// The cell `reconfigureRows(at:)` hands back to the data source's dequeue, if any.
    var reconfiguring: UITableViewCell?
    private var registered: [String: UITableViewCell.Type] = [:]
    /// The rows' frames by section, from the data source and delegate (nil: ask again).
    var rowFrames: [[CGRect]]?
    /// The width the rows were laid out at.
    var rowFramesWidth: CGFloat = 0
    /// The row changes collected between `beginUpdates()` and `endUpdates()`.
    var pendingRowChanges: [RowChange]?
    var updateDepth = 0
    /// How many row animations are running: layout passes leave the cells alone.
    var updatesInFlight = 0
    /// Each section's header and footer frame, from `loadRows()`.
    var headerFrames: [CGRect] = []
    var footerFrames: [CGRect] = []
    /// The headers and footers shown, by section (sorted when walked).
    var shownHeadersAndFooters: [HeaderFooterKey: UIView] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The values of the members Reel accepts without effect (UITableView+Accepted.swift).
    var acceptedSettings = AcceptedTableSettings()
    /// The separator and filler settings (UITableView+Style.swift).
    var tableLook = TableLook()
    /// The filler rows' separators below a plain table's last row (UITableView+Style.swift).
    var fillerSeparators: [UIView] = []
    /// The editing state (UITableView+EditMode.swift).
    var editMode = TableEditMode()
    /// The section index (UITableView+SectionIndex.swift).
    var sectionIndex = TableSectionIndex()
    /// The row under the finger that went down, while it is down (UITableView+Taps.swift).
    var touchedRow: IndexPath?
    /// Whether the finger went down on that row's detail (info) button.
    var touchedDetailButton = false
    /// The cell being put in place, whose own indentation the delegate's default reads.
    weak var preparingCell: UITableViewCell?
    /// The row highlighted under the finger (UITableView+Taps.swift).
    var highlightedRow: IndexPath?
    /// The selected rows, in the order selected (UITableView+Selection.swift).
    var selectedRows: [IndexPath] = []
    /// Whether rows can be selected (stored: Reel's taps select no rows; `selectRow` does).
    open var allowsSelection = true
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once: else selecting one deselects the other.
    open var allowsMultipleSelection = false
    open var allowsMultipleSelectionDuringEditing = false
    /// A view behind the rows, headers and footers, as large as the table view and staying in
    /// place while the content scrolls (UIKit resizes it to the table view and keeps it behind).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            placeBackgroundView()
        }
    }
    /// A view above the first section, as high as its frame, as wide as the table view.
    open var tableHeaderView: UIView? {
        didSet { replaceTableHeaderOrFooter(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, as high as its frame, as wide as the table view.
    open var tableFooterView: UIView? {
        didSet { replaceTableHeaderOrFooter(oldValue, with: tableFooterView) }
    }
    /// The height of each section's header; `UITableView.automaticDimension`: a title's or a
    /// view's (28 points), none without either.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// The height of each section's footer, as `sectionHeaderHeight`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }

    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = Self.defaultBackground(for: style)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = Self.defaultBackground(for: style)
    }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A pooled cell for `identifier` (after `prepareForReuse()`), else a new one of the class
    /// registered for it, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        if let cell = pool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let type = registered[identifier] else { return nil }
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    /// As `dequeueReusableCell(withIdentifier:)`; an identifier never registered gets a
    /// `.default` cell and a message (UIKit stops the app there).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        FileHandle.standardError.write(
            Data(
                ("UITableView: no cell class registered for \"\(identifier)\"; register one with "
                    + "register(_:forCellReuseIdentifier:) before dequeuing.\n").utf8))
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Turns editing mode on or off for every row: each cell shows or hides its editing
    /// controls (UITableView+EditMode.swift). Overrides call super.
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }

    /// Forgets the rows: the data source is asked again at the next layout pass.
    open func reloadData() {
        rowFrames = nil
        measuredRowHeights = [:]
        selectedRows = []
        sectionIndex.asked = false
        for (_, cell) in visible { recycle(cell) }
        visible = []
        for key in shownHeadersAndFooters.keys { releaseHeaderFooter(key) }
        setNeedsLayout()
    }

    func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if cell.tableCell.swipeHolder != nil { cell.hideSwipeActions() }
        pool[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    open var numberOfSections: Int { loadRows().count }
    open func numberOfRows(inSection section: Int) -> Int {
        let rows = loadRows()
        return rows.indices.contains(section) ? rows[section].count : 0
    }

    /// The rows' frames (and the sections' header and footer frames), asked of the data source
    /// and delegate once per reload.
    @discardableResult
    func loadRows() -> [[CGRect]] {
        if let rowFrames { return rowFrames }
        guard let dataSource else { return [] }
        var y: CGFloat = tableHeaderView?.frame.height ?? 0
        var frames: [[CGRect]] = []
        headerFrames = []
        footerFrames = []
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let header = headerFooterHeight(header: true, section: section)
            headerFrames.append(CGRect(x: 0, y: y, width: bounds.width, height: header))
            y += header
            var rows: [CGRect] = []
            let span = rowSpan()
            for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                let height = heightOfRow(at: IndexPath(row: row, section: section))
                rows.append(CGRect(x: span.x, y: y, width: span.width, height: height))
                y += height
            }
            frames.append(rows)
            let footer = headerFooterHeight(header: false, section: section)
            footerFrames.append(CGRect(x: 0, y: y, width: bounds.width, height: footer))
            y += footer
        }
        rowFrames = frames
        rowFramesWidth = bounds.width
        return frames
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let rows = loadRows()
        guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.row) else {
            return .zero
        }
        return rows[indexPath.section][indexPath.row]
    }

    open var visibleCells: [UITableViewCell] { visible.map(\.cell) }
    open var indexPathsForVisibleRows: [IndexPath]? { visible.map(\.indexPath) }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.cell === cell }?.indexPath }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visible.first { $0.indexPath == indexPath }?.cell
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if updatesInFlight == 0 { updateCells() }
    }

    // MARK: - Taps (selection by taps: UITableView+Taps.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: self)
        if let point, sectionIndexBegan(at: point) || reorderBegan(at: point) { return }
        touchedRow = point.flatMap { indexPathForRow(at: $0) }
        touchedDetailButton =
            touchedRow.flatMap(cellForRow(at:)).map { cell in
                point.map { cell.detailButtonContains(convert($0, to: cell)) } ?? false
            } ?? false
        editMode.swipe.start = point
        // A touch while a row's swipe actions are open closes them or taps one, and one on the
        // detail button presses only the button: no highlight.
        if editMode.swipe.row == nil, !touchedDetailButton { highlightTouchedRow() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if sectionIndex.tracking, let point = touches.first?.location(in: self) {
            sectionIndexMoved(to: point)
            return
        }
        if editMode.reorder != nil, let point = touches.first?.location(in: self) {
            reorderMoved(to: point)
            return
        }
        swipeMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if sectionIndex.tracking {
            sectionIndexEnded()
            return
        }
        if editMode.reorder != nil {
            reorderEnded()
            return
        }
        if swipeEnded() {
            unhighlightTouchedRow()
            touchedRow = nil
            return
        }
        tapEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        sectionIndexEnded()
        reorderEnded()
        _ = swipeEnded()
        unhighlightTouchedRow()
        touchedRow = nil
    }

    /// The sections' row counts as the data source gives them now.
    func askRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
        }
    }

    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        guard rowFrames != nil else { return }
        if old.width != bounds.width {
            rowFrames = nil
            measuredRowHeights = [:]
        }
        updateCells()
    }

    // MARK: - Headers and footers (placed by UITableView+Headers.swift)

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A pooled header or footer view for `identifier` (after `prepareForReuse()`), else a new
    /// one of the class registered for it, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return registeredHeaderFooters[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// The header view shown for `section`, if it is a `UITableViewHeaderFooterView`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownHeadersAndFooters[HeaderFooterKey(section: section, isHeader: true)] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is a `UITableViewHeaderFooterView`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownHeadersAndFooters[HeaderFooterKey(section: section, isHeader: false)] as? UITableViewHeaderFooterView
    }
}
