/// A collection view's selection. As UIKit's `selectItem(at:animated:scrollPosition:)` and
/// `deselectItem(at:animated:)` do, it is state set without calling the delegate: the items'
/// cells' `isSelected` follow it, those made later too.
extension UICollectionView {
    /// The selected items, sorted; nil when none is selected (as UIKit's).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems.sorted() }

    /// Selects the item (nil: deselects all), scrolling it to `scrollPosition` (empty: not at
    /// all); unless `allowsMultipleSelection`, the other items are deselected.
    public func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        // The collection view has no editing mode: the flags for editing are stored only.
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; its cell's `isSelected` becomes false.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
}
