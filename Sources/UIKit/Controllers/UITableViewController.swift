import Foundation

/// A controller whose view is a table, like `UITableViewController`: its view is a
/// `UITableView` of the style it was made with, whose data source and delegate it is; the
/// data source and delegate methods are open, doing what the protocols' defaults do (no rows,
/// one section), so that subclasses override them as iOS code does
/// (`override func tableView(_:numberOfRowsInSection:)`). Each time the view appears the
/// selected rows are deselected, animated when the appearance is
/// (`clearsSelectionOnViewWillAppear`).
open class UITableViewController: _TableViewControllerDelegation, UITableViewDataSource {
    private var style = UITableView.Style.plain

    /// Whether the view deselects its selected rows each time it appears (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller of a table in `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller of a plain table (Reel reads no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller from an archive: Reel reads no archives, so a plain table's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The table: the controller's view (loading it).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table's refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Makes the table: the screen's size, the controller's style, the controller as its data
    /// source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, isViewLoaded, let rows = tableView.indexPathsForSelectedRows else {
            return
        }
        for row in rows { tableView.deselectRow(at: row, animated: animated) }
    }

    // MARK: - The data source's methods (see ScrollViewControllerDelegation.swift)

    /// No rows: a subclass overrides it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell: a subclass that has rows overrides it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableDefaults.tableView(tableView, cellForRowAt: indexPath)
    }
    open func numberOfSections(in tableView: UITableView) -> Int { tableDefaults.numberOfSections(in: tableView) }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableDefaults.tableView(tableView, titleForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableDefaults.tableView(tableView, titleForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableDefaults.tableView(tableView, canEditRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableDefaults.tableView(tableView, canMoveRowAt: indexPath)
    }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { tableDefaults.tableView(tableView, commit: editingStyle, forRowAt: indexPath) }
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { tableDefaults.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath) }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        tableDefaults.sectionIndexTitles(for: tableView)
    }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        tableDefaults.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }
}
