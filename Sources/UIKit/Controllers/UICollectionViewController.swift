import Foundation

/// A controller whose view is a collection, like `UICollectionViewController`: its view is a
/// `UICollectionView` with the layout it was made with (a flow layout otherwise), whose data
/// source and delegate it is; the data source and delegate methods are open, doing what the
/// protocols' defaults do (no items, one section), so that subclasses override them as iOS code
/// does (`override func collectionView(_:numberOfItemsInSection:)`). Each time the view appears
/// the selected items are deselected (`clearsSelectionOnViewWillAppear`).
open class UICollectionViewController: _CollectionViewControllerDelegation, UICollectionViewDataSource {
    private var layout: UICollectionViewLayout = UICollectionViewFlowLayout()

    /// Whether the view deselects its selected items each time it appears (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller of a collection laid out by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller of a collection with a flow layout (Reel reads no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller from an archive: Reel reads no archives, so a flow layout's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The collection: the controller's view (loading it).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        isViewLoaded ? collectionView.collectionViewLayout : layout
    }

    /// Makes the collection: the screen's size, the controller's layout, the controller as its
    /// data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, isViewLoaded, let items = collectionView.indexPathsForSelectedItems
        else { return }
        for item in items { collectionView.deselectItem(at: item, animated: animated) }
    }

    // MARK: - The data source's methods (see ScrollViewControllerDelegation.swift)

    /// No items: a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell: a subclass that has items overrides it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    { collectionDefaults.collectionView(collectionView, cellForItemAt: indexPath) }
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        collectionDefaults.numberOfSections(in: collectionView)
    }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionDefaults.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionDefaults.collectionView(collectionView, canMoveItemAt: indexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { collectionDefaults.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath) }
}
