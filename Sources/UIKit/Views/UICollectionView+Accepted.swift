/// The values of `UICollectionView`'s members that change nothing Reel draws (focus, drag and
/// drop, prefetching): stored and returned, each noting its first use (`AcceptedMember`).
struct AcceptedCollectionSettings {
    var remembersLastFocusedIndexPath = false
    var selectionFollowsFocus = false
    var allowsFocus = false
    var allowsFocusDuringEditing = false
    var dragInteractionEnabled = false
    var isPrefetchingEnabled = true
    var reorderingCadence = UICollectionView.ReorderingCadence.immediate
    var prefetchDataSource = WeakPrefetching()
}

/// A prefetching data source held weakly, as UIKit holds it.
struct WeakPrefetching {
    weak var object: (any UICollectionViewDataSourcePrefetching)?
}

/// What a collection view asks ahead of showing items, like `UICollectionViewDataSourcePrefetching`.
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Starts loading the data of the items at `indexPaths`.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stops loading the data of the items at `indexPaths`.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}

extension UICollectionView {
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

    /// Reel: accepted; items are not dragged (no drag and drop).
    public var dragInteractionEnabled: Bool {
        get { acceptedSettings.dragInteractionEnabled }
        set { accept("dragInteractionEnabled") { $0.dragInteractionEnabled = newValue } }
    }

    /// Always false.
    /// Reel: accepted; there is no drag and drop.
    public var hasActiveDrag: Bool {
        AcceptedMember.note("UICollectionView.hasActiveDrag")
        return false
    }

    /// Always false.
    /// Reel: accepted; there is no drag and drop.
    public var hasActiveDrop: Bool {
        AcceptedMember.note("UICollectionView.hasActiveDrop")
        return false
    }

    /// Always false: every change is committed when it is made.
    /// Reel: accepted; there is no drag and drop, whose placeholders are the only uncommitted updates.
    public var hasUncommittedUpdates: Bool {
        AcceptedMember.note("UICollectionView.hasUncommittedUpdates")
        return false
    }

    /// Reel: accepted; the collection view has no prefetching data source to ask ahead.
    public var isPrefetchingEnabled: Bool {
        get { acceptedSettings.isPrefetchingEnabled }
        set { accept("isPrefetchingEnabled") { $0.isPrefetchingEnabled = newValue } }
    }

    /// How fast items make way for a dragged item, like `UICollectionView.ReorderingCadence`.
    public enum ReorderingCadence: Int, Sendable {
        /// Items make way at once.
        case immediate
        /// Items make way quickly.
        case fast
        /// Items make way after a pause.
        case slow
    }

    /// Reel: accepted; it paces drag and drop, which Reel does not script (interactive movement
    /// reorders at once, as UIKit's does).
    public var reorderingCadence: ReorderingCadence {
        get { acceptedSettings.reorderingCadence }
        set { accept("reorderingCadence") { $0.reorderingCadence = newValue } }
    }

    /// The object asked ahead for the data of items about to show.
    /// Reel: accepted; it is stored, never asked: a recording's data is at hand, and prefetching
    /// changes nothing drawn.
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get {
            AcceptedMember.note("UICollectionView.prefetchDataSource")
            return acceptedSettings.prefetchDataSource.object
        }
        set { accept("prefetchDataSource") { $0.prefetchDataSource = WeakPrefetching(object: newValue) } }
    }

    private func accept(_ member: String, _ change: (inout AcceptedCollectionSettings) -> Void) {
        AcceptedMember.note("UICollectionView." + member)
        change(&acceptedSettings)
    }
}
