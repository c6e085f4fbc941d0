/// The values of `UITableView`'s members that change nothing Reel draws (focus, drag and
/// drop, prefetching): stored and returned, each noting its first use (`AcceptedMember`).
struct AcceptedTableSettings {
    var remembersLastFocusedIndexPath = false
    var selectionFollowsFocus = false
    var allowsFocus = false
    var allowsFocusDuringEditing = false
    var dragInteractionEnabled = false
    var isPrefetchingEnabled = true
    var estimatedSectionHeaderHeight = UITableView.automaticDimension
    var estimatedSectionFooterHeight = UITableView.automaticDimension
    weak var prefetchDataSource: UITableViewDataSourcePrefetching?
}

extension UITableView {
    /// Reel: accepted; there is no focus engine.
    public var remembersLastFocusedIndexPath: Bool {
        get { acceptedSettings.remembersLastFocusedIndexPath }
        set { accept("remembersLastFocusedIndexPath") { $0.remembersLastFocusedIndexPath = newValue } }
    }

    /// Reel: accepted; there is no focus engine.
    public var selectionFollowsFocus: Bool {
        get { acceptedSettings.selectionFollowsFocus }
        set { accept("selectionFollowsFocus") { $0.selectionFollowsFocus = newValue } }
    }

    /// Reel: accepted; there is no focus engine.
    public var allowsFocus: Bool {
        get { acceptedSettings.allowsFocus }
        set { accept("allowsFocus") { $0.allowsFocus = newValue } }
    }

    /// Reel: accepted; there is no focus engine.
    public var allowsFocusDuringEditing: Bool {
        get { acceptedSettings.allowsFocusDuringEditing }
        set { accept("allowsFocusDuringEditing") { $0.allowsFocusDuringEditing = newValue } }
    }

    /// Reel: accepted; rows are not dragged (no drag and drop).
    public var dragInteractionEnabled: Bool {
        get { acceptedSettings.dragInteractionEnabled }
        set { accept("dragInteractionEnabled") { $0.dragInteractionEnabled = newValue } }
    }

    /// Always false.
    /// Reel: accepted; there is no drag and drop.
    public var hasActiveDrag: Bool {
        AcceptedMember.note("UITableView.hasActiveDrag")
        return false
    }

    /// Always false.
    /// Reel: accepted; there is no drag and drop.
    public var hasActiveDrop: Bool {
        AcceptedMember.note("UITableView.hasActiveDrop")
        return false
    }

    /// Reel: accepted; the table view has no prefetching data source to ask ahead.
    public var isPrefetchingEnabled: Bool {
        get { acceptedSettings.isPrefetchingEnabled }
        set { accept("isPrefetchingEnabled") { $0.isPrefetchingEnabled = newValue } }
    }

    /// The estimated height of the section headers (`automaticDimension` by default).
    /// Reel: accepted; headers are sized before any frame is drawn, so an estimate is never shown.
    public var estimatedSectionHeaderHeight: CGFloat {
        get { acceptedSettings.estimatedSectionHeaderHeight }
        set { accept("estimatedSectionHeaderHeight") { $0.estimatedSectionHeaderHeight = newValue } }
    }

    /// The estimated height of the section footers (`automaticDimension` by default).
    /// Reel: accepted; footers are sized before any frame is drawn, so an estimate is never shown.
    public var estimatedSectionFooterHeight: CGFloat {
        get { acceptedSettings.estimatedSectionFooterHeight }
        set { accept("estimatedSectionFooterHeight") { $0.estimatedSectionFooterHeight = newValue } }
    }

    /// The object told which rows will be needed soon, to load their data ahead.
    /// Reel: accepted; a recording has no loading to hide, so it is never asked.
    public var prefetchDataSource: UITableViewDataSourcePrefetching? {
        get { acceptedSettings.prefetchDataSource }
        set { accept("prefetchDataSource") { $0.prefetchDataSource = newValue } }
    }

    private func accept(_ member: String, _ change: (inout AcceptedTableSettings) -> Void) {
        AcceptedMember.note("UITableView." + member)
        change(&acceptedSettings)
    }
}

extension UITableView {
    /// Always false: every change is committed when it is made.
    /// Reel: accepted; there is no drag and drop, whose placeholders are the only uncommitted updates.
    public var hasUncommittedUpdates: Bool {
        AcceptedMember.note("UITableView.hasUncommittedUpdates")
        return false
    }
}

/// An object that loads the data of rows ahead of their display, like
/// `UITableViewDataSourcePrefetching` (a table view's accepted `prefetchDataSource` never asks it).
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
